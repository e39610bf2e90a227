import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of a staff member's password link (staff-password-link.ts): the portal's address, the link's token (its
// hash) issued and used, and what using it changes; named, with their parameters and rows checked
// (docs/data-layer.md).

/** account_token.id is a bigserial: a number on PGlite, a string on node-postgres; it is only sent back. */
const tokenId = z.union([z.number().int(), z.string()]);

/** The installation's configured portal addresses (comma-separated), if any. */
export const portalOrigins = namedQuery({
  name: 'portalOrigins',
  params: z.object({}),
  row: z.object({ value: z.string() }),
  sql: `SELECT value FROM school_config WHERE school_code IS NULL AND name = 'portal.allowedOrigins'`,
});

/** The staff member's earlier unused links stop working. */
export const retireStaffLinks = namedQuery({
  name: 'retireStaffLinks',
  params: z.object({ staffUserId: id }),
  row: noRow,
  sql: `UPDATE account_token SET used_at = now() WHERE kind = 'STAFF_PASSWORD_SET' AND staff_user_id = :staffUserId AND used_at IS NULL`,
});

/** A link's token hash, good for some hours. */
export const insertStaffLink = namedQuery({
  name: 'insertStaffLink',
  params: z.object({
    tokenHash: z.string(),
    staffUserId: id,
    recipient: z.string(),
    hours: z.number().int(),
  }),
  row: noRow,
  sql: `INSERT INTO account_token (kind, token_hash, staff_user_id, recipient, expires_at)
     VALUES ('STAFF_PASSWORD_SET', :tokenHash, :staffUserId, :recipient, now() + make_interval(hours => :hours))`,
});

/** A staff link by its token's hash, locked until the transaction ends, with whether it can no longer be used. */
export const staffLinkByHash = namedQuery({
  name: 'staffLinkByHash',
  params: z.object({ tokenHash: z.string() }),
  row: z.object({ id: tokenId, staff_user_id: id, expired: z.boolean() }),
  sql: `SELECT id, staff_user_id, (used_at IS NOT NULL OR expires_at <= now()) AS expired FROM account_token
      WHERE kind = 'STAFF_PASSWORD_SET' AND token_hash = :tokenHash FOR UPDATE`,
});

export const markStaffLinkUsed = namedQuery({
  name: 'markStaffLinkUsed',
  params: z.object({ tokenId }),
  row: noRow,
  sql: 'UPDATE account_token SET used_at = now() WHERE id = :tokenId',
});

/** The password chosen on the link's page and where sign-in codes go (a phone kept when none is given). */
export const setStaffPassword = namedQuery({
  name: 'setStaffPassword',
  params: z.object({
    staffUserId: id,
    passwordHash: z.string(),
    mfaOption: z.enum(['EMAIL', 'SMS']),
    phone: z.string().nullable(),
  }),
  row: noRow,
  sql: `UPDATE staff_user SET password_hash = :passwordHash, mfa_option = :mfaOption, phone = coalesce(:phone, phone) WHERE id = :staffUserId`,
});

/** A new password ends every session the staff member had. */
export const revokeStaffSessions = namedQuery({
  name: 'revokeStaffSessions',
  params: z.object({ staffUserId: id }),
  row: noRow,
  sql: `UPDATE refresh_token SET revoked_at = now() WHERE subject_kind = 'staff' AND subject_id = :staffUserId AND revoked_at IS NULL`,
});
