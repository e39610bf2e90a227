import type { Db } from '../../platform/db.js';

export interface QueuedMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Many messages into the outbox in one statement (beside Outbox.send, which writes one): the ids come back in the
 * order of `messages`, so the caller can record which message went to whom. `kind` lets the delivery job tell
 * them apart (a reminder carries List-Unsubscribe).
 */
export async function queueMessages(db: Db, kind: string, messages: QueuedMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  // Ids drawn first, in order, then written explicitly: INSERT ... RETURNING does not promise an order.
  const ids = await db.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('outbox_message', 'id'))::text AS id FROM generate_series(1, $1) g ORDER BY g`,
    [messages.length],
  );
  const list = ids.map((r) => Number(r.id));
  await db.query(
    `INSERT INTO outbox_message (id, channel, recipient, subject, body, kind)
     SELECT * , $6 FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    [
      list,
      messages.map((m) => m.channel),
      messages.map((m) => m.recipient),
      messages.map((m) => m.subject),
      messages.map((m) => m.body),
      kind,
    ],
  );
  return list;
}
