import type { AppContext } from '../../../context.js';

// The school or student a person last switched to, kept apart from account.ts so that sessions (which remembers a
// switch) and the provider's account look-up (which reads sessions' claims) do not import each other.

/** The school (staff) or student (parents) a person last chose, if any. */
export async function findOidcChoice(ctx: AppContext, accountUuid: string) {
  const [choice] = await ctx.db.query<{ school_code: string | null; student_uuid: string | null }>(
    'SELECT school_code, student_uuid FROM oidc_account_choice WHERE account_uuid = $1',
    [accountUuid],
  );
  return choice;
}

/** Remembers the school or student a person switched to, so the next refreshed token carries it. */
export async function rememberOidcChoice(
  ctx: AppContext,
  accountUuid: string,
  choice: { schoolCode?: string; studentUuid?: string },
) {
  await ctx.db.query(
    `INSERT INTO oidc_account_choice (account_uuid, school_code, student_uuid) VALUES ($1, $2, $3)
     ON CONFLICT (account_uuid) DO UPDATE SET school_code = COALESCE($2, oidc_account_choice.school_code),
       student_uuid = COALESCE($3, oidc_account_choice.student_uuid), updated_at = now()`,
    [accountUuid, choice.schoolCode ?? null, choice.studentUuid ?? null],
  );
}
