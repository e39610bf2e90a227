import type { Db } from '../../platform/db.js';
import * as sql from './import-selection.queries.js';
import { dropUnpublishedMark } from './unpublished.js';
import type { ImportStep } from './uploads.js';

// The ISIR import's last stage, once every record of the file is in: which transaction is each touched student's
// current ISIR, what changed against the one before, and what the selection for verification now asks of the
// student (status, verification group, task list items). Set-based, once per file.

/**
 * The embedded database's import wrote its batches unseen (migration 102): this makes them visible, in the
 * transaction that then applies the selection rules. `restated`: students the file created and then brought again;
 * their items are made anew from their current ISIR only.
 */
export async function publishRecords(tx: Db, uploadId: number, restated: number[], aidYear: number) {
  await followUpAtEnd(tx);
  if (restated.length) await sql.dropTaskListItemsOfRestated.run(tx, { studentIds: restated, aidYear });
  await dropUnpublishedMark(tx, uploadId);
  // The students the file created are in their report year already, but for those brought again (a change of their
  // current ISIR judged them while unseen). The selection rules then correct the flags; the update trigger follows.
  await sql.addReportYearsOfPublished.run(tx, { uploadId, restated });
}

/**
 * The transaction `tx` writes a file's students: the follow-up reports' upkeep of their rows waits for its end
 * (applySelectionRules works them out once). Set by the embedded database's publishing transaction, and by a server's
 * import (keptReportsAtEnd).
 */
async function followUpAtEnd(tx: Db) {
  await sql.followUpAtEnd.run(tx, {});
}

/**
 * A server's one-transaction import, at its start: the follow-up reports' upkeep and the Non Matching SSN and
 * Verification Reports' (isir_reports_at_end) wait for its end, where applySelectionRules works the file's students
 * out once; the Account QC Report's (account_qc_at_end) wait for the batches' end, where applySelectionRules works out
 * its counts and the rows of the file's students and of those sharing a contact with them, before the statements that
 * change other files' ISIRs and the students.
 */
export async function keptReportsAtEnd(tx: Db) {
  await followUpAtEnd(tx);
  await sql.isirReportsAtEnd.run(tx, {});
  await sql.accountQcAtEnd.run(tx, {});
}

/**
 * After the records are in: each touched student's current ISIR is the highest transaction; what changed against
 * the previous current one is recorded; students selected for verification get their group and the task list items
 * of the school's verification-group map. `step` names each step as it starts (the upload page shows it).
 */
export async function applySelectionRules(
  tx: Db,
  uploadId: number,
  schoolCode: string,
  aidYear: number,
  step?: (step: ImportStep) => Promise<unknown>,
): Promise<{ updated: number; selected: number }> {
  const none = {};
  await step?.('CHOOSING_CURRENT_ISIRS');
  // The Account QC Report's counts and rows the batches left (keptReportsAtEnd), once; by statement from here on.
  await sql.refreshAccountQcAtEnd.run(tx, { uploadId });
  await sql.dropTemp.uploadStudents.run(tx, none);
  await sql.createUploadStudents.run(tx, { uploadId });
  await sql.analyseTemps.uploadStudents.run(tx, none);
  await sql.dropTemp.touched.run(tx, none);
  await sql.createTouched.run(tx, { schoolCode, aidYear });
  await sql.dropTemp.best.run(tx, none);
  await sql.createBest.run(tx, none);
  await sql.indexBest.run(tx, none);
  await sql.analyseTemps.touched.run(tx, none);
  await sql.analyseTemps.best.run(tx, none);
  await sql.dropTemp.previous.run(tx, none);
  await sql.createPrevious.run(tx, { uploadId });
  await sql.recordChanges.run(tx, { uploadId, schoolCode, aidYear });
  const { updated } = (await sql.countChangedStudents.first(tx, { uploadId }))!;
  await sql.settleCurrent.run(tx, none);

  await step?.('UPDATING_SELECTION');
  await sql.dropTemp.studentNext.run(tx, none);
  await sql.createStudentNext.run(tx, { uploadId });
  await sql.itemsNotRequired.run(tx, { aidYear });
  await sql.itemsRequiredAgain.run(tx, { aidYear });
  await sql.recordStatusHistory.run(tx, { schoolCode });
  await sql.applyStudentNext.run(tx, none);
  await sql.dropTemp.studentNext.run(tx, none);

  await step?.('ADDING_TASK_LIST_ITEMS');
  await sql.addTaskListItemsOfSelected.run(tx, { uploadId, schoolCode, aidYear });
  const { selected } = (await sql.countSelected.first(tx, { uploadId }))!;
  // The kept reports' rows of the file's students, left by its statements (keptReportsAtEnd), once.
  await sql.refreshIsirReports.run(tx, none);
  await sql.refreshFollowUp.run(tx, none);
  for (const drop of [
    sql.dropTemp.best,
    sql.dropTemp.previous,
    sql.dropTemp.touched,
    sql.dropTemp.uploadStudents,
  ])
    await drop.run(tx, none);
  return { updated, selected };
}
