import type { Db } from '../../platform/db.js';
import type { Decoded } from './decoded.js';
import * as sql from './import-records.queries.js';
import { isSelected, type BatchStudents } from './import-students.js';

// The ISIR import's writing stage: a batch's new records into isir_record, each written once with its "current"
// flag already decided, and (on the embedded database) the new students' report years and task list items.

/** A transaction's place in "which is current": highest transaction number, then process date; a later one wins a tie. */
type Rank = { transactionNumber: number | null; processDate: string | null };
const outranks = (a: Rank, b: Rank) => {
  if (a.transactionNumber !== b.transactionNumber)
    return (
      b.transactionNumber === null ||
      (a.transactionNumber !== null && a.transactionNumber > b.transactionNumber)
    );
  if (a.processDate !== b.processDate)
    return b.processDate === null || (a.processDate !== null && a.processDate > b.processDate);
  return false;
};

/**
 * Decides before the batch is written which of its records becomes its student's current ISIR (against the
 * student's current ones in the table), and takes the flag off this upload's own records they replace: the fresh
 * rows are written once with the right flag instead of all being rewritten at the end. The flag of another upload's
 * record is left to the selection rules, in the transaction that publishes the file (until then readers see that
 * one current).
 */
export async function currentTransactions(
  tx: Db,
  uploadId: number,
  aidYear: number,
  fresh: Decoded[],
  { studentOf, created }: BatchStudents,
): Promise<Set<Decoded>> {
  const earlier = [...new Set(fresh.map((d) => studentOf.get(d)!))].filter((id) => !created.has(id));
  const best = new Map<number, { id: number | null; rank: Rank; record: Decoded | null }>();
  /** This upload's records flagged current by an earlier batch. */
  const ownCurrent = new Set<number>();
  if (earlier.length) {
    for (const r of await sql.currentOfStudents.all(tx, { studentIds: earlier, aidYear })) {
      if (r.upload_id === uploadId) ownCurrent.add(r.id);
      const rank = { transactionNumber: r.transaction_number, processDate: r.pd };
      const held = best.get(r.student_id);
      if (!held || outranks(rank, held.rank)) best.set(r.student_id, { id: r.id, rank, record: null });
    }
  }
  for (const d of fresh) {
    const student = studentOf.get(d)!;
    const held = best.get(student);
    const rank = { transactionNumber: d.transactionNumber, processDate: d.processDate };
    if (!held || !outranks(held.rank, rank)) best.set(student, { id: null, rank, record: d });
  }
  const current = new Set<Decoded>();
  for (const b of best.values()) {
    if (b.record) current.add(b.record);
    else if (b.id !== null) ownCurrent.delete(b.id);
  }
  if (ownCurrent.size) await sql.notCurrent.run(tx, { ids: [...ownCurrent] });
  return current;
}

/** A batch's new records, one statement: one array per column. */
export async function writeRecords(
  tx: Db,
  upload: { id: number; schoolCode: string },
  aidYear: number,
  fresh: Decoded[],
  studentOf: Map<Decoded, number>,
  current: Set<Decoded>,
) {
  const column = <T>(of: (d: Decoded) => T) => fresh.map(of);
  const report = (i: number) => column((d) => d.report[i] ?? null);
  await sql.insertRecords.run(tx, {
    uploadId: upload.id,
    schoolCode: upload.schoolCode,
    aidYear,
    layoutIds: column((d) => d.rec.layoutId),
    studentIds: column((d) => studentOf.get(d)!),
    lines: column((d) => d.rec.line),
    keys: column((d) => d.key),
    transactionUuids: column((d) => d.transactionUuid),
    fafsaUuids: column((d) => d.fafsaUuid),
    personUuids: column((d) => d.personUuid),
    transactionNumbers: column((d) => d.transactionNumber),
    dependencyModels: column((d) => d.dependencyModel),
    sais: column((d) => d.sai),
    firstNames: column((d) => d.firstName),
    middleNames: column((d) => d.middleName),
    lastNames: column((d) => d.lastName),
    birthDates: column((d) => d.dateOfBirth),
    ssnHmacs: column((d) => d.ssnHmac),
    ssnLastFours: column((d) => d.ssnLastFour),
    emails: column((d) => d.email),
    trackingFlags: column((d) => d.trackingFlag),
    selected: column((d) => d.selected),
    commentCodes: column((d) => d.commentCodes.join('|')),
    rejectCodes: column((d) => d.rejectCodes),
    receiptDates: column((d) => d.receiptDate),
    processDates: column((d) => d.processDate),
    warningCounts: column((d) => d.rec.warnings.length),
    warnings: column((d) => (d.rec.warnings.length ? JSON.stringify(d.rec.warnings.slice(0, 50)) : null)),
    // As a text[] literal (~0.5 MB a batch, in V8's heap). Sent instead as a Buffer in Postgres's binary array form,
    // the heap was smaller but the process's peak memory larger (409 vs 384 MB over 100,000 records): the C heap kept
    // the pages of those freed 0.5 MB buffers (issue 28).
    sealed: column((d) => d.sealed),
    current: column((d) => current.has(d)),
    streets: report(0),
    cities: report(1),
    states: report(2),
    zipCodes: report(3),
    ssaMatches: report(4),
    dependencyOverrides: report(5),
    cFlags: report(6),
  });
}

/**
 * The report years and task list items of the students a batch created, written while no one sees them (the
 * embedded database's unpublished import): the publishing transaction is then short enough for the upload page's
 * progress to move (issue 22). A student's are final unless a later batch brings another transaction of theirs,
 * whose items the publish makes again.
 */
export async function writeItemsOfNewStudents(
  tx: Db,
  schoolCode: string,
  aidYear: number,
  current: Set<Decoded>,
  { studentOf, created }: BatchStudents,
) {
  if (!created.size) return;
  await sql.addReportYears.run(tx, { schoolCode, aidYear, studentIds: [...created] });
  const selected = [...current].filter((d) => created.has(studentOf.get(d)!) && isSelected(d));
  if (selected.length)
    await sql.addTaskListItemsOfNewStudents.run(tx, {
      schoolCode,
      aidYear,
      studentIds: selected.map((d) => studentOf.get(d)!),
      trackingFlags: selected.map((d) => d.trackingFlag),
      dependencyModels: selected.map((d) => d.dependencyModel),
    });
}
