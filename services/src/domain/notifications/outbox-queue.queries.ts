import { z } from 'zod';
import { namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the message queue (outbox-queue.ts): many messages of one school in one statement, and a message signed
// with the school's name; named, with their parameters and rows checked (docs/data-layer.md). outbox_message.id is
// a bigserial: the statements answer it as `::int` (or as text, for a batch of ids).

export const channel = z.enum(['EMAIL', 'SMS']);
/** delivery's MessageKind: what the delivery job tells apart. */
const kind = z.enum(['SIGN_IN_CODE', 'ACCOUNT', 'NOTICE', 'REMINDER']);
/** One message as it is queued (the identity domain's outbox writes one the same way). */
export const oneMessage = z.object({
  channel,
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  kind,
  schoolCode: z.string().nullable(),
});

/** `count` ids of outbox_message's sequence, drawn in order (text: a bigint). */
export const drawOutboxIds = namedQuery({
  name: 'drawOutboxIds',
  params: z.object({ count: z.number().int() }),
  row: z.object({ id: z.string() }),
  sql: `SELECT nextval(pg_get_serial_sequence('outbox_message', 'id'))::text AS id FROM generate_series(1, :count) g ORDER BY g`,
});

/** Many messages of one kind and school, with the ids drawn for them (the arrays are parallel). */
export const insertOutboxBatch = namedQuery({
  name: 'insertOutboxBatch',
  params: z.object({
    ids: z.array(z.number()),
    channels: z.array(channel),
    recipients: z.array(z.string()),
    subjects: z.array(z.string()),
    bodies: z.array(z.string()),
    unsubscribeUrls: z.array(z.string().nullable()),
    kind,
    schoolCode: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO outbox_message (id, channel, recipient, subject, body, unsubscribe_url, kind, school_code)
     SELECT *, :kind, :schoolCode FROM unnest(:ids::bigint[], :channels::text[], :recipients::text[], :subjects::text[], :bodies::text[], :unsubscribeUrls::text[])`,
});

/**
 * One message written in code or by staff, signed with the school's name (a text starts with it, an e-mail ends
 * with it); its id.
 */
export const insertSchoolMessage = namedQuery({
  name: 'insertSchoolMessage',
  params: oneMessage,
  row: z.object({ id: z.number().int() }),
  sql: `INSERT INTO outbox_message (channel, recipient, subject, body, kind, school_code)
     SELECT :channel::text, :recipient::text, :subject::text,
            CASE WHEN s.school_name IS NULL THEN :body::text
                 WHEN :channel::text = 'SMS' THEN s.school_name || ': ' || :body::text
                 ELSE :body::text || E'\n\n— ' || s.school_name || ' Financial Aid Office' END,
            :kind::text, s.school_code
       FROM (SELECT 1) one LEFT JOIN school s ON s.school_code = :schoolCode::text
     RETURNING id::int`,
});
