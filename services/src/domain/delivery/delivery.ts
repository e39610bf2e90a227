import { randomUUID } from 'node:crypto';
import { createLogger, type Logger } from '@aidverify/observability';
import type { Db } from '../../platform/db.js';
import type { JobQueue } from '../../platform/jobs.js';
import * as sql from './delivery.queries.js';
import { DeliveryFailure, type MessageTransport, type OutgoingMessage } from './transport.js';

export const DELIVERY_JOB = 'outbox.deliver';

/** A message claimed but never stamped this long ago: its worker died mid-send. */
const INTERRUPTED_MINUTES = 5;
const BATCH = 20;

export interface DeliverySettings {
  retrySeconds: number;
  maxAttempts: number;
}

type ClaimedRow = sql.ClaimedMessage;

/**
 * Sends what the outbox holds. Each message is claimed by one worker (SKIP LOCKED, status SENDING) before it is
 * sent, so across replicas it is handed over at most once; a worker that dies mid-send leaves it SENDING, and the
 * sweep marks it failed rather than risk a second copy. Sign-in codes are claimed first.
 */
export class Delivery {
  private readonly workerId = `delivery-${randomUUID()}`;
  private readonly transports = new Map<'EMAIL' | 'SMS', MessageTransport>();
  private running?: Promise<void>;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    transports: (MessageTransport | undefined)[],
    private readonly settings: DeliverySettings,
    /** The process's logger (standard output at info without one). */
    private readonly log: Logger = createLogger('info'),
  ) {
    for (const t of transports) if (t) this.transports.set(t.channel, t);
  }

  /** Channels with a transport; messages of the others stay queued (the development outbox). */
  get channels(): ('EMAIL' | 'SMS')[] {
    return [...this.transports.keys()];
  }

  /**
   * A message was queued: deliver now, in the background (the request that queued it does not wait). Wakes that
   * come while a pass runs make it run once more, so nothing queued meanwhile waits for the sweep.
   */
  wake(): void {
    if (this.closed || this.transports.size === 0) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverDue();
      } while (this.again && !this.closed);
    })()
      .catch((err: unknown) => this.log.error({ err }, 'delivery: a pass failed; the sweep tries again'))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Resolves when the background pass (if any) has finished: tests and shutdown wait on it. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Claims and sends due messages until none is left; returns how many were handed over or refused. */
  async deliverDue(): Promise<number> {
    if (this.transports.size === 0) return 0;
    let handled = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return handled;
      // One at a time per worker: SMTP servers throttle parallel connections, and codes are claimed first anyway.
      for (const row of batch) await this.deliver(row);
      handled += batch.length;
    }
  }

  /** Messages left SENDING by a worker that stopped are failed with the reason (never sent twice). */
  async failInterrupted(): Promise<number> {
    const rows = await sql.failInterrupted.all(this.db, { minutes: INTERRUPTED_MINUTES });
    return rows.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.running;
    for (const t of this.transports.values()) t.close?.();
  }

  private async claim(): Promise<ClaimedRow[]> {
    return sql.claimMessages.all(this.db, { workerId: this.workerId, channels: this.channels, batch: BATCH });
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    const message: OutgoingMessage = {
      id: row.id,
      channel: row.channel,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      senderName: row.sender_name,
      replyTo: row.reply_to,
      unsubscribeUrl: row.unsubscribe_url,
    };
    try {
      const { providerMessageId } = await this.transports.get(row.channel)!.send(message);
      await sql.markSent.run(this.db, { id: row.id, providerMessageId, workerId: this.workerId });
    } catch (err) {
      const failure =
        err instanceof DeliveryFailure
          ? err
          : new DeliveryFailure(err instanceof Error ? err.message : String(err), false);
      const final = failure.permanent || row.attempts >= this.settings.maxAttempts;
      // Back-off: retrySeconds, then 4x, 16x, ... capped at 6 hours.
      const delay = Math.min(this.settings.retrySeconds * 4 ** (row.attempts - 1), 6 * 3600);
      await sql.markRefused.run(this.db, {
        id: row.id,
        final,
        reason: failure.message.slice(0, 1000),
        delaySeconds: delay,
        workerId: this.workerId,
      });
    }
  }
}

/** The sweep: retries that came due and messages another instance queued, every DELIVERY_SWEEP_SECONDS. */
export function registerDeliveryJob(jobs: JobQueue, delivery: Delivery, everySeconds: number): void {
  if (delivery.channels.length === 0) return;
  jobs.register(DELIVERY_JOB, async () => ({
    interrupted: await delivery.failInterrupted(),
    handled: await delivery.deliverDue(),
  }));
  jobs.every(DELIVERY_JOB, everySeconds);
}
