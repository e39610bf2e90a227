import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db.js';
import type { Decoded } from './decoded.js';
import * as sql from './import-records.queries.js';
import { NOT_SELECTED } from './import-selection.queries.js';

// The ISIR import's student matching: each new record belongs to a student of the school, found by the FAFSA or
// person UUID within the aid year, else by SSN and date of birth; a record that matches no one creates its student
// (records of one batch that name the same person create one).

/** A row of the batch's look-ups. */
type LookUpRow = Awaited<ReturnType<typeof sql.batchLookUps.all>>[number];

/** Whose each record of the batch is, and which of those students this batch created. */
export interface BatchStudents {
  studentOf: Map<Decoded, number>;
  created: Set<number>;
}

export const isSelected = (d: Decoded) => d.selected === 'Y';
const VERIFICATION_GROUP = /^V[1-6]$/;
const dependencyStatus = (model: string | null) => (model === 'I' || model === 'Y' || model === 'Z' ? 0 : 1);

/** The keys a record can be matched by, strongest first. */
const keysOf = (d: Decoded) =>
  [
    d.personUuid && `p:${d.personUuid}`,
    d.fafsaUuid && `f:${d.fafsaUuid}`,
    d.ssnHmac && `s:${d.ssnHmac}:${d.dateOfBirth ?? ''}`,
  ].filter((k): k is string => Boolean(k));

export async function matchStudents(
  tx: Db,
  upload: { id: number; schoolCode: string },
  fresh: Decoded[],
  /** The school's students the records name, by match key (knownStudents); added to as students are created. */
  known: Map<string, number>,
): Promise<BatchStudents> {
  const studentOf = new Map<Decoded, number>();
  const toCreate: Decoded[] = [];
  const pending = new Map<string, Decoded>();
  for (const d of fresh) {
    const ks = keysOf(d);
    const hit = ks.map((k) => known.get(k)).find((v) => v !== undefined);
    if (hit !== undefined) {
      studentOf.set(d, hit);
      for (const k of ks) known.set(k, hit);
      continue;
    }
    const same = ks.map((k) => pending.get(k)).find(Boolean);
    if (same) {
      for (const k of ks) pending.set(k, same);
      continue;
    }
    toCreate.push(d);
    for (const k of ks) pending.set(k, d);
  }
  const created = new Set<number>();
  for (const [d, id] of await createStudents(tx, upload, toCreate)) {
    created.add(id);
    for (const k of keysOf(d)) known.set(k, id);
  }
  for (const d of fresh) {
    if (studentOf.has(d)) continue;
    const id = keysOf(d)
      .map((k) => known.get(k))
      .find((v) => v !== undefined);
    if (id === undefined) throw new Error(`No student for line ${d.rec.line}`);
    studentOf.set(d, id);
  }
  return { studentOf, created };
}

/** The school's students the batch's records name, by match key, from the batch's look-ups (newTransactions). */
export function knownStudents(rows: LookUpRow[]) {
  const known = new Map<string, number>();
  for (const r of rows) {
    if (r.student_id === null) continue;
    if (r.kind === 'person') {
      if (r.person_uuid) known.set(`p:${r.person_uuid}`, r.student_id);
      if (r.fafsa_uuid) known.set(`f:${r.fafsa_uuid}`, r.student_id);
    } else if (r.kind === 'ssn') {
      // The oldest student of that SSN and birth date.
      const key = `s:${r.k}:${r.dob ?? ''}`;
      const held = known.get(key);
      if (held === undefined || r.student_id < held) known.set(key, r.student_id);
    }
  }
  return known;
}

/** New students, as their records say (status, group, dependency); a record with no identifying field gets its own. */
async function createStudents(
  tx: Db,
  upload: { id: number; schoolCode: string },
  records: Decoded[],
): Promise<[Decoded, number][]> {
  if (!records.length) return [];
  const uuids = records.map(() => randomUUID());
  const rows = await sql.insertStudents.all(tx, {
    schoolCode: upload.schoolCode,
    uploadId: upload.id,
    uuids,
    firstNames: records.map((d) => d.firstName ?? ''),
    lastNames: records.map((d) => d.lastName ?? ''),
    emails: records.map((d) => d.email),
    birthDates: records.map((d) => d.dateOfBirth),
    ssnsSealed: records.map((d) => d.ssnSealed),
    ssnHmacs: records.map((d) => d.ssnHmac),
    ssnLastFours: records.map((d) => d.ssnLastFour),
    dependencyStatuses: records.map((d) => dependencyStatus(d.dependencyModel)),
    statuses: records.map((d) => (isSelected(d) ? 'SELECTED' : NOT_SELECTED)),
    verificationGroups: records.map((d) =>
      isSelected(d) && VERIFICATION_GROUP.test(d.trackingFlag ?? '') ? d.trackingFlag : null,
    ),
  });
  const idOf = new Map(rows.map((r) => [r.uuid, r.id]));
  return records.map((d, i) => [d, idOf.get(uuids[i]!)!]);
}
