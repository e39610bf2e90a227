import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of account tokens (password-reset.ts, mobile-number.ts, account-creation.ts): a reset link's or a texted
// code's hash, good for some minutes and once; named, with their parameters and rows checked (docs/data-layer.md).

/** account_token.id is a bigserial: a number on PGlite, a string on node-postgres; it is only sent back. */
const tokenId = z.union([z.number().int(), z.string()]);
const tokenKind = z.enum(['PASSWORD_RESET', 'SMS_CONFIRMATION']);

/** The account's unused tokens of a kind can no longer be used (a new one replaces them). */
export const retireUnusedTokens = namedQuery({
  name: 'retireUnusedTokens',
  params: z.object({ kind: tokenKind, accountId: id }),
  row: noRow,
  sql: `UPDATE account_token SET used_at = now() WHERE kind = :kind AND student_account_id = :accountId AND used_at IS NULL`,
});

/** A reset link's or an SMS code's hash, good for some minutes. */
export const insertAccountToken = namedQuery({
  name: 'insertAccountToken',
  params: z.object({
    kind: tokenKind,
    tokenHash: z.string(),
    accountId: id,
    recipient: z.string(),
    minutes: z.number().int(),
  }),
  row: noRow,
  sql: `INSERT INTO account_token (kind, token_hash, student_account_id, recipient, expires_at) VALUES (:kind, :tokenHash, :accountId, :recipient, now() + make_interval(mins => :minutes))`,
});

/** A reset link not used nor expired, locked until the transaction ends. */
export const usableResetToken = namedQuery({
  name: 'usableResetToken',
  params: z.object({ tokenHash: z.string() }),
  row: z.object({ id: tokenId, student_account_id: id }),
  sql: `SELECT id, student_account_id FROM account_token WHERE kind = 'PASSWORD_RESET' AND token_hash = :tokenHash AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
});

export const markTokenUsed = namedQuery({
  name: 'markTokenUsed',
  params: z.object({ tokenId }),
  row: noRow,
  sql: 'UPDATE account_token SET used_at = now() WHERE id = :tokenId',
});

/** How many SMS codes went to the account in the last 15 minutes. */
export const recentSmsCodeCount = namedQuery({
  name: 'recentSmsCodeCount',
  params: z.object({ accountId: id }),
  row: z.object({ n: z.number().int() }),
  sql: `SELECT count(*)::int AS n FROM account_token WHERE kind = 'SMS_CONFIRMATION' AND student_account_id = :accountId AND created_at > now() - interval '15 minutes'`,
});

/** The account's latest SMS code not used nor expired, locked until the transaction ends. */
export const latestSmsCode = namedQuery({
  name: 'latestSmsCode',
  params: z.object({ accountId: id }),
  row: z.object({
    id: tokenId,
    token_hash: z.string(),
    recipient: z.string(),
    attempts: z.number().int(),
  }),
  sql: `SELECT id, token_hash, recipient, attempts FROM account_token WHERE kind = 'SMS_CONFIRMATION' AND student_account_id = :accountId AND used_at IS NULL AND expires_at > now()
        ORDER BY id DESC LIMIT 1 FOR UPDATE`,
});

export const countWrongSmsCode = namedQuery({
  name: 'countWrongSmsCode',
  params: z.object({ tokenId }),
  row: noRow,
  sql: 'UPDATE account_token SET attempts = attempts + 1 WHERE id = :tokenId',
});
