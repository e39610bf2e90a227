import { z } from 'zod';
import { id, jsonParam, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of API tokens (api-tokens.ts): the creator's schools and the roles a token may take, the tokens made,
// listed and revoked, the caller a token stands for and each use of it; named, with their parameters and rows
// checked (docs/data-layer.md).

/** The schools where an active staff member has a role, by school name. */
export const memberships = namedQuery({
  name: 'apiTokenMemberships',
  params: z.object({ staffUserId: id }),
  row: z.object({ schoolCode: z.string(), schoolName: z.string(), role: z.string() }),
  sql: `SELECT sr.school_code AS "schoolCode", s.school_name AS "schoolName", r.name AS role
       FROM staff_school_role sr JOIN school s ON s.school_code = sr.school_code JOIN role r ON r.id = sr.role_id
       JOIN staff_user u ON u.id = sr.staff_user_id
      WHERE sr.staff_user_id = :staffUserId AND u.active ORDER BY s.school_name`,
});

/** The staff roles, in the catalogue's order. */
export const staffRoleNames = namedQuery({
  name: 'staffRoleNames',
  params: z.object({}),
  row: z.object({ name: z.string() }),
  sql: `SELECT name FROM role WHERE name <> 'User' ORDER BY id`,
});

/** A token (the hash of its secret and the secret's first characters), good for some days. */
export const insertApiToken = namedQuery({
  name: 'insertApiToken',
  params: z.object({
    uuid: z.string(),
    staffUserId: id,
    schoolCode: z.string(),
    name: z.string(),
    role: z.string(),
    readOnly: z.boolean(),
    secretHash: z.string(),
    secretHint: z.string(),
    days: z.number().int(),
  }),
  row: noRow,
  sql: `INSERT INTO api_token (uuid, staff_user_id, school_code, name, role_id, read_only, secret_hash, secret_hint, expires_at)
       VALUES (:uuid, :staffUserId, :schoolCode, :name, (SELECT id FROM role WHERE name = :role), :readOnly, :secretHash, :secretHint, now() + make_interval(days => :days))`,
});

/** A staff member's tokens (or one of them), every school, newest first; never the secret. */
export const apiTokens = namedQuery({
  name: 'apiTokens',
  params: z.object({ staffUserId: id, uuid: z.string().nullable() }),
  row: z.object({
    uuid: z.string(),
    name: z.string(),
    school_code: z.string(),
    school_name: z.string(),
    role: z.string(),
    read_only: z.boolean(),
    secret_hint: z.string(),
    expires_at: z.date(),
    revoked_at: z.date().nullable(),
    last_used_at: z.date().nullable(),
    created_at: z.date(),
  }),
  sql: `SELECT t.uuid, t.name, t.school_code, s.school_name, r.name AS role, t.read_only, t.secret_hint, t.expires_at, t.revoked_at,
            t.last_used_at, t.created_at
       FROM api_token t JOIN school s ON s.school_code = t.school_code JOIN role r ON r.id = t.role_id
      WHERE t.staff_user_id = :staffUserId AND (:uuid::uuid IS NULL OR t.uuid = :uuid) ORDER BY t.created_at DESC, t.id DESC`,
});

/** One of the staff member's tokens revoked (kept as it was when revoked before); no row when it is not theirs. */
export const revokeApiToken = namedQuery({
  name: 'revokeApiToken',
  params: z.object({ uuid: z.string(), staffUserId: id }),
  row: z.object({ name: z.string(), school_code: z.string() }),
  sql: `UPDATE api_token SET revoked_at = coalesce(revoked_at, now()) WHERE uuid = :uuid AND staff_user_id = :staffUserId RETURNING name, school_code`,
});

/** A token by its secret's hash, with its creator and the creator's role at the token's school today. */
export const apiTokenBySecret = namedQuery({
  name: 'apiTokenBySecret',
  params: z.object({ secretHash: z.string() }),
  row: z.object({
    id,
    name: z.string(),
    school_code: z.string(),
    read_only: z.boolean(),
    expires_at: z.date(),
    revoked_at: z.date().nullable(),
    token_role: z.string(),
    staff_user_id: id,
    staff_uuid: z.string(),
    email: z.string(),
    active: z.boolean(),
    creator_role: z.string().nullable(),
  }),
  sql: `SELECT t.id, t.name, t.school_code, t.read_only, t.expires_at, t.revoked_at, tr.name AS token_role,
            u.id AS staff_user_id, u.uuid AS staff_uuid, u.email, u.active, cr.name AS creator_role
       FROM api_token t JOIN role tr ON tr.id = t.role_id JOIN staff_user u ON u.id = t.staff_user_id
       LEFT JOIN staff_school_role sr ON sr.staff_user_id = u.id AND sr.school_code = t.school_code
       LEFT JOIN role cr ON cr.id = sr.role_id
      WHERE t.secret_hash = :secretHash`,
});

/** A use of a token: its last use, and the activity log's line. */
export const recordApiTokenUse = namedQuery({
  name: 'recordApiTokenUse',
  params: z.object({
    tokenId: id,
    schoolCode: z.string(),
    actorUuid: z.string(),
    actorRole: z.string(),
    actorName: z.string(),
    details: jsonParam(z.record(z.string(), z.string())),
  }),
  row: noRow,
  sql: `WITH used AS (UPDATE api_token SET last_used_at = now() WHERE id = :tokenId)
     INSERT INTO activity_log (school_code, actor_uuid, actor_role, actor_name, action, entity_type, entity_id, details)
     VALUES (:schoolCode, :actorUuid, :actorRole, :actorName, 'API_TOKEN_USED', 'api_token', :tokenId::text, :details)`,
});
