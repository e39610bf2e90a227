import type { Db } from '../../platform/db.js';
import type { Decoded } from './decoded.js';
import * as sql from './import-records.queries.js';

// The ISIR import's duplicate check: a transaction the school already holds for the aid year (from any file, or an
// earlier batch of this one) or that this batch repeats is counted, not stored again.

/** The batch's records that are new, and how many were duplicates. Earlier batches are found in the table. */
export async function newTransactions(
  tx: Db,
  schoolCode: string,
  aidYear: number,
  batch: Decoded[],
): Promise<{ fresh: Decoded[]; duplicates: number }> {
  const stored = await sql.storedTransactionKeys.all(tx, {
    schoolCode,
    aidYear,
    keys: batch.map((d) => d.key),
  });
  const seen = new Set(stored.map((r) => r.k));
  const fresh: Decoded[] = [];
  for (const d of batch) {
    if (seen.has(d.key)) continue;
    seen.add(d.key);
    fresh.push(d);
  }
  return { fresh, duplicates: batch.length - fresh.length };
}
