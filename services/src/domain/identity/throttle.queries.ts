import { z } from 'zod';
import { namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of sign-in throttling (throttle.ts): failed attempts counted per account and per address within the
// window, and each attempt recorded; named, with their parameters and rows checked (docs/data-layer.md).

/** Failures within the window: the account's since its last right password, the address's all of them. */
export const recentFailures = namedQuery({
  name: 'recentFailures',
  params: z.object({ account: z.string(), address: z.string(), windowSeconds: z.number() }),
  row: z.object({ by_account: z.number().int(), by_address: z.number().int() }),
  sql: `SELECT count(*) FILTER (WHERE account = :account AND created_at > COALESCE(
              (SELECT max(created_at) FROM login_attempt WHERE account = :account AND succeeded), '-infinity'))::int AS by_account,
            count(*) FILTER (WHERE address = :address)::int AS by_address
       FROM login_attempt
      WHERE NOT succeeded AND created_at > now() - make_interval(secs => :windowSeconds)
        AND (account = :account OR address = :address)`,
});

export const insertLoginAttempt = namedQuery({
  name: 'insertLoginAttempt',
  params: z.object({ account: z.string(), address: z.string(), succeeded: z.boolean() }),
  row: noRow,
  sql: 'INSERT INTO login_attempt (account, address, succeeded) VALUES (:account, :address, :succeeded)',
});
