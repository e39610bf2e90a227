import { z } from 'zod';
import { namedQuery } from '../../platform/named-sql.js';
import { channel, oneMessage } from '../notifications/outbox-queue.queries.js';

// The SQL of the outbox (outbox.ts): a message queued one at a time, and the development outbox's latest messages
// (the notifications' queue writes many: notifications/outbox-queue.queries.ts); named, with their parameters and rows checked (docs/data-layer.md).
// outbox_message.id is a bigserial: the statements answer it as `::int` (or as text, for a batch of ids).

/** One message; its id. */
export const insertOutboxMessage = namedQuery({
  name: 'insertOutboxMessage',
  params: oneMessage,
  row: z.object({ id: z.number().int() }),
  sql: `INSERT INTO outbox_message (channel, recipient, subject, body, kind, school_code)
       VALUES (:channel, :recipient, :subject, :body, :kind, :schoolCode) RETURNING id::int`,
});

/** The latest messages to a recipient (the development outbox), newest first; `createdAt` answered as ISO text. */
export const latestOutboxMessages = namedQuery({
  name: 'latestOutboxMessages',
  params: z.object({ recipient: z.string(), limit: z.number().int() }),
  row: z.object({
    id: z.number().int(),
    channel,
    recipient: z.string(),
    subject: z.string(),
    body: z.string(),
    createdAt: z.date().transform((d) => d.toISOString()),
  }),
  sql: `SELECT id::int, channel, recipient, subject, body, created_at AS "createdAt"
         FROM outbox_message WHERE lower(recipient) = lower(:recipient) ORDER BY id DESC LIMIT :limit`,
});
