import type { Db } from '../../platform/db.js';
import type { Env } from '../../env.js';
import { tooManyRequests } from '../../platform/errors.js';
import * as sql from './throttle.queries.js';

/**
 * Refuses a sign-in when the account or the address has failed too often within the window. An account's
 * failures before its last right password are forgiven (its owner mistyped); an address's never are, or one
 * valid account would let its holder guess at every other.
 */
export async function assertNotThrottled(db: Db, env: Env, account: string, address: string): Promise<void> {
  const row = await sql.recentFailures.first(db, {
    account: account.toLowerCase(),
    address,
    windowSeconds: env.LOGIN_THROTTLE_WINDOW_SECONDS,
  });
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
  await sql.insertLoginAttempt.run(db, { account: account.toLowerCase(), address, succeeded });
}
