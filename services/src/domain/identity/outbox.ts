import type { Logger } from '@aidverify/observability';
import type { Db } from '../../platform/db.js';
import type { MessageKind } from '../delivery/transport.js';
import * as sql from './outbox.queries.js';

export interface OutboxMessage {
  id: number;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export interface QueueOptions {
  kind?: MessageKind;
  /** The school the message speaks for (its name is the sender). */
  schoolCode?: string;
}

/**
 * Messages to people (MFA codes, later reset e-mails) are written here first. Locally they are logged; with SMTP
 * (or an SMS provider) configured the delivery worker sends them and stamps sent_at or failed_at
 * (domain/delivery). Queueing only inserts and wakes the worker: the request never waits for a mail server.
 */
export class Outbox {
  constructor(
    private readonly db: Db,
    /** Prints each message (the development outbox's terminal); never given in production. */
    private readonly print: Logger | undefined,
    private readonly onQueued: () => void = () => {},
  ) {}

  /** Queues a message; returns its id. */
  async send(
    channel: 'EMAIL' | 'SMS',
    recipient: string,
    subject: string,
    body: string,
    opts: QueueOptions = {},
  ): Promise<number> {
    const row = await sql.insertOutboxMessage.first(this.db, {
      channel,
      recipient,
      subject,
      body,
      kind: opts.kind ?? 'NOTICE',
      schoolCode: opts.schoolCode ?? null,
    });
    this.onQueued();
    this.print?.info(`[outbox] ${channel} to ${recipient}: ${subject} — ${body}`);
    return row!.id;
  }

  async latestFor(recipient: string, limit = 10): Promise<OutboxMessage[]> {
    return sql.latestOutboxMessages.all(this.db, { recipient, limit });
  }
}
