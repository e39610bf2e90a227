import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';
import { keyIdSql, SEALED_COLUMNS, type SealedColumn } from './sealed-columns.js';

// The SQL of data key rotation (data-keys.ts, rotate-cli.ts): the values each key holds, the re-seal job's batches
// and its job row; named, with their parameters and rows checked (docs/data-layer.md). Each sealed column has its
// own statements, defined here when the module loads from the fixed list SEALED_COLUMNS (its table, key and column
// come from code, never from a request).

const count = z.object({ n: z.number().int() });

const underOtherKey = (c: SealedColumn) => `${c.column} IS NOT NULL AND ${keyIdSql(c)} <> :currentKeyId`;

function columnQueries(c: SealedColumn) {
  const of = `${c.table}.${c.column}`;
  return {
    column: c,
    /** How many values each key holds. */
    keyCounts: namedQuery({
      name: `sealedKeyCounts(${of})`,
      params: z.object({}),
      row: z.object({ key_id: z.string(), n: z.number().int() }),
      sql: `SELECT ${keyIdSql(c)} AS key_id, count(*)::int AS n FROM ${c.table}
        WHERE ${c.column} IS NOT NULL GROUP BY 1 ORDER BY 1`,
    }),
    /** How many values are under another key than the current one. */
    underOtherKeyCount: namedQuery({
      name: `sealedUnderOtherKeyCount(${of})`,
      params: z.object({ currentKeyId: z.string() }),
      row: count,
      sql: `SELECT count(*)::int AS n FROM ${c.table} WHERE ${underOtherKey(c)}`,
    }),
    /** The next batch under another key, in key order after `after` (the key as text; null: from the start). */
    batchUnderOtherKey: namedQuery({
      name: `sealedBatchUnderOtherKey(${of})`,
      params: z.object({ currentKeyId: z.string(), after: z.string().nullable(), limit: z.number().int() }),
      row: z.object({ k: z.string(), v: z.string() }),
      sql: `SELECT ${c.key}::text AS k, ${c.column} AS v FROM ${c.table}
          WHERE ${underOtherKey(c)} AND (:after::text IS NULL OR ${c.key} > :after::${c.keyType})
          ORDER BY ${c.key} LIMIT :limit`,
    }),
    /** The batch's new values, where a row still holds the value read (a row changed meanwhile is left). */
    reseal: namedQuery({
      name: `resealBatch(${of})`,
      params: z.object({ keys: z.array(z.string()), olds: z.array(z.string()), values: z.array(z.string()) }),
      row: noRow,
      sql: `UPDATE ${c.table} t SET ${c.column} = u.v
           FROM unnest(:keys::${c.keyType}[], :olds::text[], :values::text[]) AS u(k, old, v)
          WHERE t.${c.key} = u.k AND t.${c.column} = u.old`,
    }),
  };
}

/** The statements of each sealed column, in SEALED_COLUMNS' order. */
export const sealedColumns = SEALED_COLUMNS.map(columnQueries);

/** The re-seal job queued or running, if any. */
export const activeResealJob = namedQuery({
  name: 'activeResealJob',
  params: z.object({ kind: z.string() }),
  row: z.object({ id }),
  sql: `SELECT id::int FROM job WHERE kind = :kind AND status IN ('QUEUED', 'RUNNING') ORDER BY id LIMIT 1`,
});

/** A queued job runs now (the command line resumes a re-seal job). */
export const runQueuedJobNow = namedQuery({
  name: 'runQueuedJobNow',
  params: z.object({ id }),
  row: noRow,
  sql: `UPDATE job SET run_after = now() WHERE id = :id AND status = 'QUEUED'`,
});
