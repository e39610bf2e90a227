import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import * as sql from './api-tokens.queries.js';

/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'avt_';
export const API_TOKEN_MANAGE = 'API_TOKENS_MANAGE';
/** The longest a token may live. */
export const MAX_TOKEN_DAYS = 365;

export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);
/** SHA-256 suffices: the secret is 256 random bits, so it cannot be guessed from its hash. */
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const createTokenSchema = z
  .object({
    name: z.string().trim().min(1, 'enter a name').max(80, 'is longer than 80 characters'),
    schoolCode: z.string().trim().min(1, 'pick a school').max(20),
    role: z.string().trim().min(1, 'pick a role').max(60),
    readOnly: z.boolean(),
    expiresInDays: z
      .number()
      .int('is a whole number of days')
      .min(1, 'is at least 1 day')
      .max(MAX_TOKEN_DAYS, `is at most ${MAX_TOKEN_DAYS} days (one year)`),
  })
  .strict();

async function memberships(db: Db, staffUserId: number) {
  return sql.memberships.all(db, { staffUserId });
}

const isSubset = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((code) => b.has(code));

/**
 * Per school where the caller may manage tokens, the roles a token may take: those whose permissions are a
 * subset of the caller's own role's there ("no stronger than their own").
 */
export async function tokenOptions(ctx: AppContext, caller: Caller) {
  const roles = await sql.staffRoleNames.all(ctx.db, {});
  const options = [];
  for (const m of await memberships(ctx.db, caller.accountId)) {
    const own = await ctx.permissions.forRole(m.role);
    if (!own.has(API_TOKEN_MANAGE)) continue;
    const allowed: string[] = [];
    for (const r of roles) if (isSubset(await ctx.permissions.forRole(r.name), own)) allowed.push(r.name);
    options.push({ schoolCode: m.schoolCode, schoolName: m.schoolName, ownRole: m.role, roles: allowed });
  }
  return { maxDays: MAX_TOKEN_DAYS, schools: options };
}

/** Makes a token; the secret is in this answer only. */
export async function createApiToken(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof createTokenSchema>,
) {
  const { schools } = await tokenOptions(ctx, caller);
  const school = schools.find((s) => s.schoolCode === input.schoolCode);
  if (!school) {
    throw badRequest(`You cannot make API tokens for school ${input.schoolCode}`, {
      inputErrors: [{ path: 'schoolCode', message: 'is not a school where you may manage API tokens' }],
    });
  }
  if (!school.roles.includes(input.role)) {
    throw badRequest(
      `The role ${input.role} has permissions your role (${school.ownRole}) lacks at ${school.schoolName}`,
      {
        inputErrors: [{ path: 'role', message: `is stronger than your own role (${school.ownRole})` }],
      },
    );
  }
  const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const uuid = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await sql.insertApiToken.run(tx, {
      uuid,
      staffUserId: caller.accountId,
      schoolCode: input.schoolCode,
      name: input.name,
      role: input.role,
      readOnly: input.readOnly,
      secretHash: hashSecret(secret),
      secretHint: secret.slice(0, 8),
      days: input.expiresInDays,
    });
    await recordActivity(
      tx,
      { ...caller, schoolCode: input.schoolCode },
      {
        action: 'API_TOKEN_CREATED',
        entityType: 'api_token',
        entityId: uuid,
        details: {
          token: input.name,
          role: input.role,
          readOnly: input.readOnly,
          expiresInDays: input.expiresInDays,
        },
      },
    );
  });
  // Inserted above: it is there.
  const [token] = await listApiTokens(ctx.db, caller, uuid);
  return { token: token!, secret };
}

/** The caller's own tokens, every school, newest first (never the secret). */
export async function listApiTokens(db: Db, caller: Caller, uuid?: string) {
  const rows = await sql.apiTokens.all(db, { staffUserId: caller.accountId, uuid: uuid ?? null });
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map((r) => ({
    uuid: r.uuid,
    name: r.name,
    schoolCode: r.school_code,
    schoolName: r.school_name,
    role: r.role,
    readOnly: r.read_only,
    hint: r.secret_hint,
    expiresAt: iso(r.expires_at)!,
    revokedAt: iso(r.revoked_at),
    lastUsedAt: iso(r.last_used_at),
    createdAt: iso(r.created_at)!,
    status: r.revoked_at
      ? ('REVOKED' as const)
      : r.expires_at.getTime() <= Date.now()
        ? ('EXPIRED' as const)
        : ('ACTIVE' as const),
  }));
}

/** Ends one of the caller's own tokens at once: the next request with it is refused. */
export async function revokeApiToken(ctx: AppContext, caller: Caller, uuid: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await sql.revokeApiToken.first(tx, { uuid, staffUserId: caller.accountId });
    if (!row) throw notFound('You have no API token with this id');
    await recordActivity(
      tx,
      { ...caller, schoolCode: row.school_code },
      {
        action: 'API_TOKEN_REVOKED',
        entityType: 'api_token',
        entityId: uuid,
        details: { token: row.name },
      },
    );
    const [token] = await listApiTokens(tx, caller, uuid);
    return token;
  });
}

/**
 * The caller a token stands for: its creator, at the token's school, with the token's role, and never more than
 * the creator may do there today (a creator who lost the role or the school takes their tokens' access with them).
 */
export async function callerFromApiToken(ctx: AppContext, secret: string): Promise<Caller> {
  const row = await sql.apiTokenBySecret.first(ctx.db, { secretHash: hashSecret(secret) });
  if (!row) throw unauthorized('This API token is not valid');
  if (row.revoked_at) throw unauthorized('This API token was revoked');
  if (row.expires_at.getTime() <= Date.now()) {
    throw unauthorized(`This API token expired on ${row.expires_at.toISOString().slice(0, 10)}`);
  }
  if (!row.active || !row.creator_role)
    throw forbidden(`The owner of this API token no longer has access to school ${row.school_code}`);
  const own = await ctx.permissions.forRole(row.creator_role);
  const granted = await ctx.permissions.forRole(row.token_role);
  return {
    kind: 'staff',
    accountId: row.staff_user_id,
    accountUuid: row.staff_uuid,
    username: row.email,
    schoolCode: row.school_code,
    role: row.token_role,
    permissions: new Set([...granted].filter((code) => own.has(code))),
    apiToken: { id: row.id, name: row.name, readOnly: row.read_only },
  };
}

/** Every use of a token: who, which token, what (the REST operation and the GraphQL operation the gateway names). */
export async function recordApiTokenUse(
  db: Db,
  caller: Caller,
  operation: string,
  graphqlOperation?: string,
) {
  if (!caller.apiToken) return;
  await sql.recordApiTokenUse.run(db, {
    tokenId: caller.apiToken.id,
    schoolCode: caller.schoolCode,
    actorUuid: caller.accountUuid,
    actorRole: caller.role,
    actorName: caller.username,
    details: {
      token: caller.apiToken.name,
      operation,
      ...(graphqlOperation ? { graphqlOperation } : {}),
    },
  });
}
