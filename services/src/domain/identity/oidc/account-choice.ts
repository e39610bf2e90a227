import type { AppContext } from '../../../context.js';
import * as sql from './account-choice.queries.js';

// The school or student a person last switched to, kept apart from account.ts so that sessions (which remembers a
// switch) and the provider's account look-up (which reads sessions' claims) do not import each other.

/** The school (staff) or student (parents) a person last chose, if any. */
export async function findOidcChoice(ctx: AppContext, accountUuid: string) {
  const choice = await sql.oidcChoice.first(ctx.db, { accountUuid });
  return choice;
}

/** Remembers the school or student a person switched to, so the next refreshed token carries it. */
export async function rememberOidcChoice(
  ctx: AppContext,
  accountUuid: string,
  choice: { schoolCode?: string; studentUuid?: string },
) {
  await sql.rememberOidcChoice.run(ctx.db, {
    accountUuid,
    schoolCode: choice.schoolCode ?? null,
    studentUuid: choice.studentUuid ?? null,
  });
}
