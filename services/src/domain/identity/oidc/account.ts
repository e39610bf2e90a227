import type { AppContext } from '../../../context.js';
import { findAccountByUuid, findStaff, type SignInAccount } from '../accounts.js';
import { accessClaims } from '../sessions.js';
import { findOidcChoice } from './account-choice.js';
import type { AccessClaims } from '../tokens.js';
import * as sql from './account.queries.js';

/**
 * The person behind a provider account id (the aidverify account uuid: a staff user's or a student account's),
 * resolved for the school (staff) or student (parents) they last chose.
 */
export async function resolveOidcAccount(
  ctx: AppContext,
  accountUuid: string,
): Promise<SignInAccount | undefined> {
  const choice = await findOidcChoice(ctx, accountUuid);
  const staff = await sql.activeStaffEmail.first(ctx.db, { uuid: accountUuid });
  if (staff) {
    // A school the person no longer belongs to falls back to their default school.
    const chosen = choice?.school_code ? await findStaff(ctx.db, staff.email, choice.school_code) : undefined;
    return chosen && chosen.schoolCode === choice?.school_code ? chosen : findStaff(ctx.db, staff.email);
  }
  const account = await sql.accountSchoolByUuid.first(ctx.db, { uuid: accountUuid });
  if (!account) return undefined;
  const found = await findAccountByUuid(ctx.db, 'student_account', accountUuid, account.school_code);
  return found && choice?.student_uuid ? { ...found, studentUuid: choice.student_uuid } : found;
}

/** The claims of the provider's access and ID tokens: the same as the password + MFA API's tokens. */
export async function oidcClaims(
  ctx: AppContext,
  accountUuid: string,
): Promise<(AccessClaims & { email: string }) | undefined> {
  const account = await resolveOidcAccount(ctx, accountUuid);
  if (!account) return undefined;
  const claims = await accessClaims(ctx, account, account.studentUuid).catch(() =>
    accessClaims(ctx, account),
  );
  return { ...claims, email: account.username };
}
