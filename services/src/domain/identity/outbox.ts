import type { Db } from '../../platform/db.js';

export interface OutboxMessage {
  id: number;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

/**
 * Messages to people (MFA codes, later reset e-mails) are written here first. Locally they are logged;
 * in production a delivery job sends them by SMTP or SMS and stamps sent_at.
 */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly log: boolean,
  ) {}

  async send(channel: 'EMAIL' | 'SMS', recipient: string, subject: string, body: string): Promise<void> {
    await this.db.query(
      'INSERT INTO outbox_message (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)',
      [channel, recipient, subject, body],
    );
    if (this.log) console.log(`[outbox] ${channel} to ${recipient}: ${subject} — ${body}`);
  }

  async latestFor(recipient: string, limit = 10): Promise<OutboxMessage[]> {
    return this.db.query<OutboxMessage>(
      `SELECT id::int, channel, recipient, subject, body, created_at AS "createdAt"
         FROM outbox_message WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT $2`,
      [recipient, limit],
    );
  }
}
