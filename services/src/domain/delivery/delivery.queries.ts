import { z } from 'zod';
import { found, id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the outbox's delivery (delivery.ts) and of Twilio's status reports (twilio.ts), docs/data-layer.md.

const channel = z.enum(['EMAIL', 'SMS']);

/** Messages left SENDING by a worker that stopped, failed with the reason (never sent twice). */
export const failInterrupted = namedQuery({
  name: 'failInterruptedMessages',
  params: z.object({ minutes: z.number().int() }),
  row: z.object({ id: z.union([z.number(), z.string(), z.bigint()]) }),
  sql: `UPDATE outbox_message SET status = 'FAILED', failed_at = now(),
              failure_reason = 'Delivery was interrupted (the sending worker stopped); not sent again to avoid a duplicate'
        WHERE status = 'SENDING' AND claimed_at < now() - make_interval(mins => :minutes) RETURNING id`,
});

/** A message claimed for sending, with its school's sender name and reply-to address. */
const claimedMessage = z.object({
  id,
  channel,
  kind: z.enum(['SIGN_IN_CODE', 'ACCOUNT', 'NOTICE', 'REMINDER']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  attempts: z.number().int(),
  unsubscribe_url: z.string().nullable(),
  sender_name: z.string().nullable(),
  reply_to: z.string().nullable(),
});
export type ClaimedMessage = z.output<typeof claimedMessage>;

/** Due messages of the channels this worker sends, claimed by it; sign-in codes first. */
export const claimMessages = namedQuery({
  name: 'claimMessages',
  params: z.object({ workerId: z.string(), channels: z.array(channel), batch: z.number().int() }),
  row: claimedMessage,
  sql: `UPDATE outbox_message m SET status = 'SENDING', claimed_at = now(), claimed_by = :workerId, attempts = m.attempts + 1
         FROM (SELECT id FROM outbox_message
                WHERE status = 'QUEUED' AND next_attempt_at <= now() AND channel = ANY(:channels::text[])
                ORDER BY (kind <> 'SIGN_IN_CODE'), next_attempt_at, id
                FOR UPDATE SKIP LOCKED LIMIT :batch) due
        WHERE m.id = due.id
        RETURNING m.id::int, m.channel, m.kind, m.recipient, m.subject, m.body, m.attempts, m.unsubscribe_url,
                  (SELECT COALESCE(s.mail_sender_name, s.school_name) FROM school s WHERE s.school_code = m.school_code) AS sender_name,
                  (SELECT s.mail_reply_to FROM school s WHERE s.school_code = m.school_code) AS reply_to`,
});

/** Handed over: the provider's id kept (only while still this worker's claim). */
export const markSent = namedQuery({
  name: 'markMessageSent',
  params: z.object({ id, providerMessageId: z.string().nullable(), workerId: z.string() }),
  row: noRow,
  sql: `UPDATE outbox_message SET status = 'SENT', sent_at = now(), provider_message_id = :providerMessageId, failure_reason = NULL
          WHERE id = :id AND claimed_by = :workerId`,
});

/** Refused: failed for good (`final`), else queued again after `delaySeconds`. */
export const markRefused = namedQuery({
  name: 'markMessageRefused',
  params: z.object({
    id,
    final: z.boolean(),
    reason: z.string(),
    delaySeconds: z.number(),
    workerId: z.string(),
  }),
  row: noRow,
  sql: `UPDATE outbox_message
            SET status = CASE WHEN :final THEN 'FAILED' ELSE 'QUEUED' END,
                failed_at = CASE WHEN :final THEN now() END,
                failure_reason = :reason,
                next_attempt_at = CASE WHEN :final THEN next_attempt_at ELSE now() + make_interval(secs => :delaySeconds) END,
                claimed_by = NULL
          WHERE id = :id AND claimed_by = :workerId`,
});

/** A text Twilio delivered. */
export const smsDelivered = namedQuery({
  name: 'smsDelivered',
  params: z.object({ sid: z.string() }),
  row: found,
  sql: `UPDATE outbox_message SET status = 'DELIVERED', delivered_at = now()
        WHERE provider_message_id = :sid AND channel = 'SMS' AND status IN ('SENT', 'DELIVERED') RETURNING 1 AS found`,
});

/** A text Twilio could not deliver, with its reason. */
export const smsFailed = namedQuery({
  name: 'smsFailed',
  params: z.object({ sid: z.string(), reason: z.string() }),
  row: found,
  sql: `UPDATE outbox_message SET status = 'FAILED', failed_at = now(), failure_reason = :reason
        WHERE provider_message_id = :sid AND channel = 'SMS' AND status IN ('SENT', 'DELIVERED', 'FAILED') RETURNING 1 AS found`,
});

/** Whether a text of ours has the provider's id. */
export const smsKnown = namedQuery({
  name: 'smsKnown',
  params: z.object({ sid: z.string() }),
  row: found,
  sql: `SELECT 1 AS found FROM outbox_message WHERE provider_message_id = :sid AND channel = 'SMS'`,
});
