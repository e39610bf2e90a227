import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of signing in and of sessions (sessions.ts): the MFA challenge of a sign-in and its codes, the claims'
// schools and links, and the refresh tokens; named, with their parameters and rows checked (docs/data-layer.md).

const messageType = z.enum(['EMAIL', 'SMS']);
const subjectKind = z.enum(['staff', 'student_account']);

/** A sign-in whose password was right: its ticket, waiting for a code. */
export const insertMfaChallenge = namedQuery({
  name: 'insertMfaChallenge',
  params: z.object({ ticketId: z.string(), recipient: z.string(), messageType }),
  row: noRow,
  sql: 'INSERT INTO mfa_challenge (ticket_id, recipient, message_type) VALUES (:ticketId, :recipient, :messageType)',
});

/**
 * Codes sent and not used within 15 minutes, the more of: the account's (whatever the channel) and the
 * recipient's (a phone or mailbox several accounts share).
 */
export const unusedCodeSends = namedQuery({
  name: 'unusedCodeSends',
  params: z.object({ recipient: z.string(), accountKey: z.string() }),
  row: z.object({ n: z.number().int() }),
  sql: `SELECT GREATEST(
              (SELECT COALESCE(sum(sends), 0) FROM mfa_challenge
                WHERE account_key = :accountKey AND passed_at IS NULL AND last_sent_at > now() - interval '15 minutes'),
              (SELECT COALESCE(sum(sends), 0) FROM mfa_challenge
                WHERE lower(recipient) = lower(:recipient) AND passed_at IS NULL AND last_sent_at > now() - interval '15 minutes'))::int AS n`,
});

/** A fresh code for a ticket not yet used: the earlier one stops working; no row when the ticket was used. */
export const setMfaCode = namedQuery({
  name: 'setMfaCode',
  params: z.object({
    ticket: z.string(),
    codeHash: z.string(),
    recipient: z.string(),
    messageType,
    seconds: z.number(),
    accountKey: z.string(),
  }),
  row: z.object({ id }),
  sql: `UPDATE mfa_challenge SET code_hash = :codeHash, recipient = :recipient, message_type = :messageType, attempts = 0,
            expires_at = now() + make_interval(secs => :seconds), sends = sends + 1, last_sent_at = now(), account_key = :accountKey
      WHERE ticket_id = :ticket AND passed_at IS NULL RETURNING id`,
});

/** Which outbox message carried the ticket's latest code. */
export const setMfaLastMessage = namedQuery({
  name: 'setMfaLastMessage',
  params: z.object({ ticket: z.string(), messageId: z.number().int() }),
  row: noRow,
  sql: 'UPDATE mfa_challenge SET last_message_id = :messageId WHERE ticket_id = :ticket',
});

/** Where the ticket's latest code is in the outbox. */
export const mfaCodeMessage = namedQuery({
  name: 'mfaCodeMessage',
  params: z.object({ ticket: z.string() }),
  row: z.object({
    status: z.enum(['QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED']),
    channel: messageType,
    recipient: z.string(),
  }),
  sql: `SELECT m.status, m.channel, m.recipient FROM mfa_challenge c JOIN outbox_message m ON m.id = c.last_message_id
      WHERE c.ticket_id = :ticket`,
});

/** One more attempt at the ticket's code, and what it is checked against. */
export const countMfaAttempt = namedQuery({
  name: 'countMfaAttempt',
  params: z.object({ ticket: z.string() }),
  row: z.object({
    code_hash: z.string().nullable(),
    attempts: z.number().int(),
    expired: z.boolean().nullable(),
    passed_at: z.date().nullable(),
  }),
  sql: `UPDATE mfa_challenge SET attempts = attempts + 1 WHERE ticket_id = :ticket
     RETURNING code_hash, attempts, (expires_at < now()) AS expired, passed_at`,
});

/** The ticket spent: of two requests with the right code at once, only one gets a row. */
export const passMfaChallenge = namedQuery({
  name: 'passMfaChallenge',
  params: z.object({ ticket: z.string() }),
  row: z.object({ id }),
  sql: 'UPDATE mfa_challenge SET passed_at = now() WHERE ticket_id = :ticket AND passed_at IS NULL RETURNING id',
});

/** The schools a staff user has a role at (the token's groups). */
export const staffSchoolCodes = namedQuery({
  name: 'staffSchoolCodes',
  params: z.object({ staffUserId: id }),
  row: z.object({ school_code: z.string() }),
  sql: 'SELECT school_code FROM staff_school_role WHERE staff_user_id = :staffUserId ORDER BY school_code',
});

/** The account's link to a student (its account type), if it has one. */
export const accountTypeOfLink = namedQuery({
  name: 'accountTypeOfLink',
  params: z.object({ accountId: id, studentUuid: z.string() }),
  row: z.object({ account_type: z.number().int() }),
  sql: `SELECT l.account_type FROM student_account_link l JOIN student s ON s.id = l.student_id
      WHERE l.student_account_id = :accountId AND s.uuid = :studentUuid`,
});

/** A new session's refresh token (its hash), good until `expiresAt` (seconds since the epoch). */
export const insertRefreshToken = namedQuery({
  name: 'insertRefreshToken',
  params: z.object({
    tokenHash: z.string(),
    subjectKind,
    subjectId: id,
    schoolCode: z.string(),
    studentUuid: z.string().nullable(),
    expiresAt: z.number(),
  }),
  row: noRow,
  sql: `INSERT INTO refresh_token (token_hash, subject_kind, subject_id, school_code, student_uuid, expires_at)
         VALUES (:tokenHash, :subjectKind, :subjectId, :schoolCode, :studentUuid, to_timestamp(:expiresAt))`,
});

/** A refresh token by its hash, with whether it was revoked, rotated within the grace seconds, or expired. */
export const refreshTokenByHash = namedQuery({
  name: 'refreshTokenByHash',
  params: z.object({ tokenHash: z.string(), graceSeconds: z.number() }),
  row: z.object({
    id,
    subject_kind: subjectKind,
    subject_id: id,
    school_code: z.string(),
    student_uuid: z.string().nullable(),
    revoked: z.boolean(),
    revoked_reason: z.string().nullable(),
    just_rotated: z.boolean().nullable(),
    expired: z.boolean(),
  }),
  sql: `SELECT id, subject_kind, subject_id, school_code, student_uuid, revoked_at IS NOT NULL AS revoked, revoked_reason,
            revoked_at > now() - make_interval(secs => :graceSeconds) AS just_rotated, expires_at < now() AS expired
       FROM refresh_token WHERE token_hash = :tokenHash`,
});

/** A rotated token came back long after: every live session of the account ends. */
export const revokeEverySession = namedQuery({
  name: 'revokeEverySession',
  params: z.object({ subjectKind, subjectId: id }),
  row: noRow,
  sql: `UPDATE refresh_token SET revoked_at = now(), revoked_reason = 'REUSE_DETECTED'
        WHERE subject_kind = :subjectKind AND subject_id = :subjectId AND revoked_at IS NULL`,
});

/** The token spent by its rotation: no row when another use spent it first. */
export const rotateRefreshToken = namedQuery({
  name: 'rotateRefreshToken',
  params: z.object({ id }),
  row: z.object({ id }),
  sql: `UPDATE refresh_token SET revoked_at = now(), revoked_reason = 'ROTATED' WHERE id = :id AND revoked_at IS NULL RETURNING id`,
});

// A session's subject is a staff user or a student account: one statement for each table.
export const staffUuidById = namedQuery({
  name: 'staffUuidById',
  params: z.object({ id }),
  row: z.object({ uuid: z.string() }),
  sql: 'SELECT uuid FROM staff_user WHERE id = :id',
});

export const accountUuidById = namedQuery({
  name: 'accountUuidById',
  params: z.object({ id }),
  row: z.object({ uuid: z.string() }),
  sql: 'SELECT uuid FROM student_account WHERE id = :id',
});

export const signOutRefreshToken = namedQuery({
  name: 'signOutRefreshToken',
  params: z.object({ tokenHash: z.string() }),
  row: noRow,
  sql: `UPDATE refresh_token SET revoked_at = now(), revoked_reason = 'SIGNED_OUT' WHERE token_hash = :tokenHash AND revoked_at IS NULL`,
});
