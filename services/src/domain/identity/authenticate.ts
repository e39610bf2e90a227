import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { USER_ROLE, type Access, type Caller } from '../../platform/caller.js';
import { forbidden, unauthorized } from '../../platform/errors.js';
import type { MfaCaller } from '../../platform/route.js';
import { callerFromApiToken, isApiToken } from '../user-settings/api-tokens.js';
import * as sql from './authenticate.queries.js';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token)
    throw unauthorized('Authorization header must be "Bearer <token>"');
  return token;
}

/** Establishes the caller from the bearer token and checks the route's access rule. */
export async function authorize(
  ctx: AppContext,
  request: FastifyRequest,
  access: Access,
): Promise<Caller | MfaCaller | undefined> {
  const token = bearer(request);
  if (access === 'public') return token ? callerFromToken(ctx, token).catch(() => undefined) : undefined;
  if (!token) throw unauthorized();
  if (access === 'mfaTicket') {
    const claims = await ctx.tokens.verify(token, 'mfa');
    return {
      accountUuid: String(claims.sub),
      kind: claims.acct as MfaCaller['kind'],
      schoolCode: String(claims.SCHOOL_CODE),
      studentUuid: String(claims.UUID),
      accountType: claims.account_type as number | undefined,
      ticket: String(claims.ticket),
    };
  }
  const caller = await callerFromToken(ctx, token);
  const view = request.headers['x-page-view'];
  if (typeof view === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(view)) caller.pageView = view;
  if (access === 'signedIn') return caller;
  if (access === 'user') {
    if (caller.kind !== 'user') throw forbidden('Only students and parents may call this');
    return caller;
  }
  if (caller.kind !== 'staff') throw forbidden('Students and parents may not call this');
  if (typeof access === 'object' && !caller.permissions.has(access.permission)) {
    throw forbidden(`Your role (${caller.role}) lacks the permission ${access.permission}`);
  }
  return caller;
}

async function callerFromToken(ctx: AppContext, token: string): Promise<Caller> {
  // A reporting script's API token: resolved here on every call, so a revoked or expired one is refused at once.
  if (isApiToken(token)) return callerFromApiToken(ctx, token);
  const claims = await ctx.tokens.verify(token, 'Bearer');
  const schoolCode = String(claims.SCHOOL_CODE);
  // An external provider's `sub` is its own id (Keycloak's); its UUID claim names the staff user, and a
  // student or parent account is known by its username there.
  const external = Boolean(ctx.tokens.trusted.external) && claims.iss === ctx.tokens.trusted.external?.issuer;
  if (external) return callerFromExternalToken(ctx, claims, schoolCode);
  return callerFromClaims(ctx, claims, schoolCode);
}

async function callerFromClaims(
  ctx: AppContext,
  claims: Record<string, unknown>,
  schoolCode: string,
): Promise<Caller> {
  if (claims.acct === 'staff') {
    // The role is read from the database, not the token, so a removed membership ends access at once.
    const row = await sql.staffCaller.first(ctx.db, { uuid: String(claims.sub), schoolCode });
    if (!row) throw forbidden(`You no longer have access to school ${schoolCode}`);
    return {
      kind: 'staff',
      accountId: row.id,
      accountUuid: String(claims.sub),
      username: row.email,
      schoolCode,
      role: row.role,
      permissions: await ctx.permissions.forRole(row.role),
    };
  }
  const account = await sql.accountCaller.first(ctx.db, { uuid: String(claims.sub), schoolCode });
  if (!account) throw unauthorized('This account no longer exists');
  return {
    kind: 'user',
    accountId: account.id,
    accountUuid: String(claims.sub),
    username: account.username,
    schoolCode,
    role: USER_ROLE,
    permissions: new Set(),
    studentUuid: String(claims.UUID),
    accountType: claims.account_type as number | undefined,
  };
}

async function callerFromExternalToken(
  ctx: AppContext,
  claims: Record<string, unknown>,
  schoolCode: string,
): Promise<Caller> {
  if (claims.acct === 'staff') {
    const staff = await sql.activeStaffUuid.first(ctx.db, { uuid: String(claims.UUID) });
    if (!staff) throw unauthorized('This account no longer exists');
    return callerFromClaims(ctx, { ...claims, sub: staff.uuid }, schoolCode);
  }
  const account = await sql.accountUuidByUsername.first(ctx.db, {
    username: String(claims.preferred_username ?? claims.email ?? ''),
    schoolCode,
  });
  if (!account) throw unauthorized('This account no longer exists');
  return callerFromClaims(ctx, { ...claims, sub: account.uuid }, schoolCode);
}
