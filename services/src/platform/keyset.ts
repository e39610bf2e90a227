import { createHash } from 'node:crypto';
import { badRequest } from './errors.js';

/**
 * Keyset (cursor) paging for the lists a script walks: a page starts after the last row the client saw, named by
 * that row's sort key and id, never by an offset, so rows added or removed meanwhile neither shift a row into the
 * next page twice nor past it unseen. A cursor is opaque to clients (base64url of the key's values as Postgres
 * prints them, so timestamps keep their microseconds) and carries a digest of the list and sort it belongs to:
 * a cursor of another list, sort or filter is refused instead of silently starting somewhere else.
 */

/** One key of a list's order; the last key of an order must be unique (the row's id). */
export interface SortKey {
  /** The SQL expression sorted by (over the query's own aliases). */
  sql: string;
  descending?: boolean;
  /** The expression may be null: nulls sort last in either direction. */
  nullable?: boolean;
}

/** ORDER BY of the keys (nulls last, as the keyset condition assumes). */
export function orderBy(keys: readonly SortKey[]): string {
  return keys
    .map((k) => `${k.sql} ${k.descending ? 'DESC' : 'ASC'}${k.nullable ? ' NULLS LAST' : ''}`)
    .join(', ');
}

/** Output columns carrying each key's value as text (cursor_0_, cursor_1_, ...), to append to a SELECT list. */
export function cursorColumns(keys: readonly SortKey[]): string {
  return keys.map((k, i) => `(${k.sql})::text AS cursor_${i}_`).join(', ');
}

/** The key values of a row selected with cursorColumns. */
export function keyOf(row: object, keys: readonly SortKey[]): (string | null)[] {
  const r = row as Record<string, unknown>;
  return keys.map((_, i) => (r[`cursor_${i}_`] as string | null | undefined) ?? null);
}

/** A row's type without the cursor columns its schema may declare (`cursor_0_`, …). */
export type WithoutCursorColumns<T> = T extends unknown ? Omit<T, `cursor_${number}_`> : never;

/** A row without its cursor columns. */
export function withoutCursorColumns<T extends object>(row: T): WithoutCursorColumns<T> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!/^cursor_\d+_$/.test(k)) copy[k] = v;
  return copy as WithoutCursorColumns<T>;
}

/** What a cursor belongs to: the list and everything that changes its rows or their order. */
export const listDigest = (list: unknown) =>
  createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 16);

export function encodeCursor(digest: string, values: (string | null)[]): string {
  return Buffer.from(JSON.stringify({ l: digest, k: values })).toString('base64url');
}

/** A refused cursor: the gateway answers BAD_USER_INPUT naming `after`. */
const badCursor = (why: string) =>
  badRequest(`after: ${why}; start again without after, or pass the endCursor of the previous page`, {
    inputErrors: [{ path: 'after', message: why }],
  });

/** The key values of a cursor given as `after`; refuses one that is not a cursor of this list and sort. */
export function decodeCursor(cursor: string, digest: string, keys: readonly SortKey[]): (string | null)[] {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,4000}$/.test(cursor)) throw new Error('not base64url');
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor('is not a cursor this list gave');
  }
  const { l, k } = (parsed ?? {}) as { l?: unknown; k?: unknown };
  if (!Array.isArray(k) || k.length !== keys.length || !k.every((v) => v === null || typeof v === 'string'))
    throw badCursor('is not a cursor this list gave');
  if (l !== digest) throw badCursor('is a cursor of another list, sort or filter');
  const values = k as (string | null)[];
  values.forEach((v, i) => {
    if ((v === null && !keys[i]!.nullable) || v?.includes('\u0000'))
      throw badCursor('is not a cursor this list gave');
  });
  return values;
}

/**
 * Runs a page's statements. A cursor anyone can build (its digest names public things) may carry a value its sort
 * key cannot hold; Postgres refuses that as a data exception (SQLSTATE class 22), which is the client's error.
 */
export async function readAfter<T>(after: string | null | undefined, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (after && typeof code === 'string' && code.startsWith('22'))
      throw badCursor('holds a value this list cannot be sorted by');
    throw error;
  }
}

/**
 * The condition "after the row with these key values" in the keys' order. With every key non-null and one
 * direction it is one row comparison, `(k, id) > ($k, $id)`, which an index on (k, id) answers by a range scan;
 * otherwise each key in turn, nulls last. Values are bound as parameters (Postgres reads their type from the
 * expression they are compared with).
 */
export function afterCondition(
  keys: readonly SortKey[],
  values: readonly (string | null)[],
  p: (v: unknown) => string,
): string {
  const uniform = keys.every((k) => !k.nullable && !!k.descending === !!keys[0]!.descending);
  if (uniform) {
    const op = keys[0]!.descending ? '<' : '>';
    return `(${keys.map((k) => k.sql).join(', ')}) ${op} (${values.map((v) => p(v)).join(', ')})`;
  }
  const params = values.map((v) => (v === null ? null : p(v)));
  const alternatives: string[] = [];
  keys.forEach((key, i) => {
    const equalBefore = keys
      .slice(0, i)
      .map((k, j) => (params[j] === null ? `${k.sql} IS NULL` : `${k.sql} = ${params[j]}`));
    const value = params[i];
    // Nothing comes after a null within its key (nulls are last); the next key decides.
    if (value === null) return;
    const beyond = `${key.sql} ${key.descending ? '<' : '>'} ${value}`;
    alternatives.push(
      [...equalBefore, key.nullable ? `(${beyond} OR ${key.sql} IS NULL)` : beyond].join(' AND '),
    );
  });
  return alternatives.length ? `(${alternatives.map((a) => `(${a})`).join(' OR ')})` : 'false';
}

/** How a keyset page is asked for: up to `first` rows after the cursor `after` (none: from the start). */
export interface KeysetRequest {
  first: number;
  after?: string | null;
}

/**
 * Cuts a page from rows fetched with LIMIT first + 1: the extra row only says there is a next page.
 * endCursor names the page's last row (null on an empty page).
 */
export function keysetPage<T extends object>(
  rows: T[],
  first: number,
  keys: readonly SortKey[],
  digest: string,
): { rows: WithoutCursorColumns<T>[]; endCursor: string | null; hasNextPage: boolean } {
  const page = rows.slice(0, first);
  const last = page[page.length - 1];
  return {
    rows: page.map(withoutCursorColumns),
    endCursor: last ? encodeCursor(digest, keyOf(last, keys)) : null,
    hasNextPage: rows.length > first,
  };
}
