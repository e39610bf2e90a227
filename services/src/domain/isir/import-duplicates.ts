import type { Db } from '../../platform/db.js';
import type { Decoded } from './decoded.js';
import * as sql from './import-records.queries.js';
import { knownStudents } from './import-students.js';

// The ISIR import's duplicate check: a transaction the school already holds for the aid year (from any file, or an
// earlier batch of this one) or that this batch repeats is counted, not stored again.

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/**
 * The batch's records that are new, and how many were duplicates. Earlier batches are found in the table. The same
 * statement finds the school's students the batch's records name (`known`, by match key, for matchStudents): looked
 * up for every record of the batch, a duplicate's keys only add students no new record asks for.
 */
export async function newTransactions(
  tx: Db,
  schoolCode: string,
  aidYear: number,
  batch: Decoded[],
): Promise<{ fresh: Decoded[]; duplicates: number; known: Map<string, number> }> {
  const rows = await sql.batchLookUps.all(tx, {
    schoolCode,
    aidYear,
    // Each once: a list is joined to its index, so a repeated key would be probed (and its rows read) again.
    keys: [...new Set(batch.map((d) => d.key))],
    uuids: distinct(batch.flatMap((d) => [d.personUuid, d.fafsaUuid])),
    hmacs: distinct(batch.map((d) => d.ssnHmac)),
  });
  const seen = new Set(rows.flatMap((r) => (r.kind === 'key' && r.k !== null ? [r.k] : [])));
  const fresh: Decoded[] = [];
  for (const d of batch) {
    if (seen.has(d.key)) continue;
    seen.add(d.key);
    fresh.push(d);
  }
  return { fresh, duplicates: batch.length - fresh.length, known: knownStudents(rows) };
}
