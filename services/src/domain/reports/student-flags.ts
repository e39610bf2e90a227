import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { createSuperBinder } from '../verification/binders.js';
import { loadStudent } from '../students/load-student.js';
import { authorize, forEachBatch, type ReportRequest } from './engine.js';
import { reportMap } from './definitions.js';
import { callerOf, callerPayload, type CallerPayload } from './exports.js';
import * as sql from './student-flags.queries.js';

/** Staff flags the watchlist and institutional-selection reports list, and the bulk super binder job. */

const EDIT = 'STUDENT_EDIT';
const needEdit = (caller: Caller) => {
  if (caller.kind !== 'staff' || !caller.permissions.has(EDIT))
    throw forbidden(`Your role (${caller.role}) lacks the permission ${EDIT}`);
};
const reasonOf = (reason: string) => {
  const r = reason.trim();
  if (!r) throw badRequest('Give a reason');
  return r;
};

export interface StudentFlags {
  watchlist: { reason: string; flaggedBy: string; flaggedAt: Date } | null;
  institutionalSelection: { aidYear: number; reason: string; selectedBy: string; selectedAt: Date } | null;
}

/** The student's open watchlist flag and the institution's selection for the aid year. */
export async function studentFlags(
  db: Db,
  caller: Caller,
  studentKey: string,
  aidYear: number,
): Promise<StudentFlags> {
  const s = await loadStudent(db, caller, studentKey);
  const w = await sql.openWatchlistFlag.first(db, { studentId: s.id });
  const i = await sql.institutionalSelection.first(db, { studentId: s.id, aidYear });
  return { watchlist: w ?? null, institutionalSelection: i ?? null };
}

/** Puts the student on the watchlist (one open flag at a time), recorded in history and the activity log. */
export async function flagStudent(
  db: Db,
  caller: Caller,
  studentKey: string,
  reason: string,
  aidYear: number,
) {
  needEdit(caller);
  const why = reasonOf(reason);
  await db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, studentKey, { forUpdate: true });
    const open = await sql.openWatchlistEntry.first(tx, { studentId: s.id });
    if (open) throw conflict(`${s.first_name} ${s.last_name} is already on the watchlist`);
    await sql.flagOnWatchlist.run(tx, {
      schoolCode: s.school_code,
      studentId: s.id,
      reason: why,
      flaggedBy: caller.username,
    });
    await recordChanges(tx, caller, { type: 'student', id: s.id }, { watchlist: null }, { watchlist: why });
    await recordActivity(tx, caller, {
      action: 'WATCHLIST_FLAGGED',
      entityType: 'student',
      entityId: s.id,
      studentId: s.id,
      details: { reason: why },
    });
  });
  return studentFlags(db, caller, studentKey, aidYear);
}

export async function unflagStudent(db: Db, caller: Caller, studentKey: string, aidYear: number) {
  needEdit(caller);
  await db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, studentKey, { forUpdate: true });
    const open = await sql.openWatchlistEntry.first(tx, { studentId: s.id });
    if (!open) throw conflict(`${s.first_name} ${s.last_name} is not on the watchlist`);
    await sql.removeFromWatchlist.run(tx, { id: open.id, removedBy: caller.username });
    await recordChanges(
      tx,
      caller,
      { type: 'student', id: s.id },
      { watchlist: open.reason },
      { watchlist: null },
    );
    await recordActivity(tx, caller, {
      action: 'WATCHLIST_REMOVED',
      entityType: 'student',
      entityId: s.id,
      studentId: s.id,
    });
  });
  return studentFlags(db, caller, studentKey, aidYear);
}

/** The school selects the student for verification itself for the aid year, with its reason. */
export async function selectForVerification(
  db: Db,
  caller: Caller,
  studentKey: string,
  aidYear: number,
  reason: string,
) {
  needEdit(caller);
  const why = reasonOf(reason);
  await db.transaction(async (tx) => {
    const s = await loadStudent(tx, caller, studentKey, { forUpdate: true });
    const done = await sql.selectedByInstitution.first(tx, { studentId: s.id, aidYear });
    if (done)
      throw conflict(
        `${s.first_name} ${s.last_name} is already selected by the institution for ${aidYear - 1}-${aidYear}`,
      );
    await sql.selectByInstitution.run(tx, {
      schoolCode: s.school_code,
      studentId: s.id,
      aidYear,
      reason: why,
      selectedBy: caller.username,
    });
    await recordChanges(
      tx,
      caller,
      { type: 'student', id: s.id },
      { institutionalSelection: null },
      { institutionalSelection: `${aidYear}: ${why}` },
    );
    await recordActivity(tx, caller, {
      action: 'INSTITUTIONAL_SELECTION',
      entityType: 'student',
      entityId: s.id,
      studentId: s.id,
      details: { aidYear, reason: why },
    });
  });
  return studentFlags(db, caller, studentKey, aidYear);
}

export const SUPER_BINDER_JOB = 'reports.superBinders';

/** Queues super binders for every student of the report's filter whose binder is missing or out of date. */
export async function queueSuperBinders(ctx: AppContext, caller: Caller, req: ReportRequest) {
  authorize(reportMap(ctx), caller, 'SuperBinderReport', req.aidYear);
  needEdit(caller);
  const jobId = await ctx.jobs.enqueue(
    SUPER_BINDER_JOB,
    { request: { ...req, filters: { ...req.filters, needs_binder: 'true' } }, caller: callerPayload(caller) },
    {
      schoolCode: caller.schoolCode,
      createdBy: caller.accountUuid,
      maxAttempts: 2,
    },
  );
  return { jobId };
}

export function registerSuperBinderJob(ctx: AppContext) {
  ctx.jobs.register(SUPER_BINDER_JOB, async (job, controls) => {
    const payload = job.payload as unknown as { request: ReportRequest; caller: CallerPayload };
    const caller = callerOf(payload.caller);
    const def = authorize(reportMap(ctx), caller, 'SuperBinderReport', payload.request.aidYear);
    // The students first (the cursor's transaction closes), then one binder at a time with its own writes.
    const uuids: string[] = [];
    const uuidAt = def.columns.length;
    await forEachBatch(
      ctx.db,
      { ...def, columns: [...def.columns, { key: 'student_uuid', label: 'uuid' }] },
      caller,
      payload.request,
      async (rows) => {
        for (const r of rows) if (r[uuidAt]) uuids.push(r[uuidAt]!);
      },
    );
    // Resuming after a restart: the students given a binder already no longer need one, so the filter leaves them
    // out; those whose binder failed are remembered (by uuid) and not tried again in the same job.
    const failedBefore = new Set((job.progress.failed as string[] | undefined) ?? []);
    const todo = uuids.filter((u) => !failedBefore.has(u));
    const total = Math.max((job.progress.total as number | undefined) ?? 0, todo.length);
    let done = total - todo.length;
    const failed = [...failedBefore];
    const checkpoint = () => controls.reportProgress({ done, total, unit: 'students', failed });
    for (const uuid of todo) {
      try {
        await createSuperBinder(ctx.db, ctx.blobs, caller, uuid);
      } catch {
        failed.push(uuid);
      }
      done++;
      if (done % 25 === 0) await checkpoint();
    }
    await checkpoint();
    return { created: todo.length - (failed.length - failedBefore.size), failed: failed.length };
  });
}
