import type { Db } from '../../platform/db.js';
import type { Env } from '../../env.js';
import { tooManyRequests } from '../../platform/errors.js';

/**
 * Refuses a sign-in when the account or the address has failed too often within the window. An account's
 * failures before its last right password are forgiven (its owner mistyped); an address's never are, or one
 * valid account would let its holder guess at every other.
 */
export async function assertNotThrottled(db: Db, env: Env, account: string, address: string): Promise<void> {
  const [row] = await db.query<{ by_account: number; by_address: number }>(
    `SELECT count(*) FILTER (WHERE account = $1 AND created_at > COALESCE(
              (SELECT max(created_at) FROM login_attempt WHERE account = $1 AND succeeded), '-infinity'))::int AS by_account,
            count(*) FILTER (WHERE address = $2)::int AS by_address
       FROM login_attempt
      WHERE NOT succeeded AND created_at > now() - make_interval(secs => $3)
        AND (account = $1 OR address = $2)`,
    [account.toLowerCase(), address, env.LOGIN_THROTTLE_WINDOW_SECONDS],
  );
  const minutes = Math.ceil(env.LOGIN_THROTTLE_WINDOW_SECONDS / 60);
  if ((row?.by_account ?? 0) >= env.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    throw tooManyRequests(
      `Too many failed sign-in attempts for this account; try again in ${minutes} minutes`,
    );
  }
  if ((row?.by_address ?? 0) >= env.LOGIN_MAX_FAILURES_PER_ADDRESS) {
    throw tooManyRequests(
      `Too many failed sign-in attempts from your network; try again in ${minutes} minutes`,
    );
  }
}

export async function recordAttempt(
  db: Db,
  account: string,
  address: string,
  succeeded: boolean,
): Promise<void> {
  await db.query('INSERT INTO login_attempt (account, address, succeeded) VALUES ($1, $2, $3)', [
    account.toLowerCase(),
    address,
    succeeded,
  ]);
}
