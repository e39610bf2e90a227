import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';
import { PORTAL_LANGUAGES } from '../notifications/templates.js';

// The SQL of passwords: a reset link asked for by e-mail, a new password set, the sessions that end with it
// (password-reset.ts); named, with their parameters and rows checked (docs/data-layer.md).

const language = z.enum(PORTAL_LANGUAGES);

/** The portal addresses every school allows (comma separated). */
export const allowedPortalOrigins = namedQuery({
  name: 'allowedPortalOrigins',
  params: z.object({}),
  row: z.object({ value: z.string() }),
  sql: `SELECT value FROM school_config WHERE school_code IS NULL AND name = 'portal.allowedOrigins'`,
});

/** The account a reset link is asked for, by username (any case). */
export const accountForReset = namedQuery({
  name: 'accountForReset',
  params: z.object({ schoolCode: z.string(), username: z.string() }),
  row: z.object({
    id,
    username: z.string(),
    first_name: z.string(),
    preferred_language: language,
  }),
  sql: 'SELECT id, username, first_name, preferred_language FROM student_account WHERE school_code = :schoolCode AND lower(username) = lower(:username)',
});

export const setPasswordHash = namedQuery({
  name: 'setPasswordHash',
  params: z.object({ accountId: id, passwordHash: z.string() }),
  row: noRow,
  sql: 'UPDATE student_account SET password_hash = :passwordHash WHERE id = :accountId',
});

/** Every session of the account ends. */
export const endAccountSessions = namedQuery({
  name: 'endAccountSessions',
  params: z.object({ accountId: id }),
  row: noRow,
  sql: `UPDATE refresh_token SET revoked_at = now(), revoked_reason = 'SIGNED_OUT' WHERE subject_kind = 'student_account' AND subject_id = :accountId AND revoked_at IS NULL`,
});
