import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity, recordStudentDataExport } from '../audit/activity.js';
import { loadStudent } from '../students/load-student.js';
import { getResource } from './design-rows.js';
import { runAutoVerify, testFlow } from './engine.js';
import type { Evaluation } from './results.js';
import { loadFlowModels } from './flow-model.js';
import { expandSections, openRunDetail } from './run-detail.js';
import * as sql from './runs.queries.js';

/** FTI values in a run's inputs are shown only to a caller with FTI_VIEW. */
function redact<T>(caller: Caller, detail: T): T {
  if (caller.permissions.has('FTI_VIEW')) return detail;
  return JSON.parse(JSON.stringify(detail), (k, v: unknown) =>
    v && typeof v === 'object' && (v as { fti?: boolean }).fti ? { ...(v as object), value: '(FTI)' } : v,
  ) as T;
}

/** "Run auto-verify" on StudentView: the published flows of the aid year for one student, applied. */
export async function runForStudent(ctx: AppContext, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(ctx.db, caller, key);
  const summary = await runAutoVerify(ctx, s.school_code, aidYear, [s.id], {
    trigger: 'ON_DEMAND',
    by: caller,
  });
  await recordActivity(ctx.db, caller, {
    action: 'AUTO_VERIFY_RUN',
    entityType: 'student',
    entityId: s.uuid,
    studentId: s.id,
    details: { aidYear, ...summary },
  });
  return {
    ...summary,
    runs: await studentRuns(ctx, caller, key, aidYear),
    message: summary.evaluated
      ? `Auto-verify ran ${summary.evaluated} flow(s)`
      : 'No published flow applies to this student',
  };
}

/** The designer's "test against student X": any flow of the school (a draft too), nothing written. */
export async function testAgainstStudent(
  ctx: AppContext,
  caller: Caller,
  flowId: number,
  key: string,
): Promise<Evaluation & { student: { uuid: string; name: string } }> {
  const flow = (await getResource(ctx, caller, 'Flow', flowId)) as { aidYear: number };
  const s = await loadStudent(ctx.db, caller, key).catch(() => {
    throw badRequest(`No student '${key}' in school ${caller.schoolCode}`);
  });
  void flow;
  return {
    ...redact(caller, await testFlow(ctx, flowId, s.id)),
    student: { uuid: s.uuid, name: `${s.first_name} ${s.last_name}` },
  };
}

/** The "why" on StudentView's Verification tab: the student's runs of the aid year, newest first, with every condition. */
export async function studentRuns(ctx: AppContext, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(ctx.db, caller, key);
  const rows = await sql.studentRuns.all(ctx.db, { studentId: s.id, aidYear });
  const flows = new Map(
    (await loadFlowModels(ctx.db, [...new Set(rows.map((r) => r.flowID))])).map((f) => [f.id, f]),
  );
  return rows.map(({ detail, ...r }) =>
    redact(caller, {
      ...r,
      sections: expandSections(flows.get(r.flowID), openRunDetail(ctx.sealer, detail)),
    }),
  );
}

export interface RunSearch {
  aidYear: number;
  purpose: 'VERIFICATION' | 'CORRECTION';
  outcome?: string;
  text?: string;
  page: number;
  pageSize: number;
  sortBy: sql.RunSortBy;
  sortDirection: 'ASC' | 'DESC';
}

/** The caller's school's runs of the search's aid year and purpose, with its outcome and name filters. */
const runFilter = (caller: Caller, q: Omit<RunSearch, 'page' | 'pageSize'>): sql.RunFilter => ({
  schoolCode: caller.schoolCode,
  aidYear: q.aidYear,
  purpose: q.purpose,
  outcome: q.outcome,
  text: q.text,
});

/** AutoVerifyReport / CorrectionAutoVerifyReport: the school's runs of an aid year, paged and sorted by the database. */
export async function searchRuns(ctx: AppContext, caller: Caller, q: RunSearch) {
  const filter = runFilter(caller, q);
  const total = await sql.countRuns(ctx.db, filter);
  const rows = await sql.runsInOrder(ctx.db, filter, q, q.pageSize, (q.page - 1) * q.pageSize);
  return { total, page: q.page, pageSize: q.pageSize, rows };
}

const csvCell = (v: unknown) => {
  const t = v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
  // A leading = + - @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(t) ? `'${t}` : t;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The same rows as CSV (every page, in the chosen order), for the reports' export. */
export async function runsCsv(ctx: AppContext, caller: Caller, q: Omit<RunSearch, 'page' | 'pageSize'>) {
  const rows = await sql.runsInOrder(ctx.db, runFilter(caller, q), q, 100000, 0);
  const cols: [keyof sql.RunRow, string][] = [
    ['createdAt', 'Run at'],
    ['studentNumber', 'Student ID'],
    ['lastName', 'Last name'],
    ['firstName', 'First name'],
    ['flowName', 'Flow'],
    ['flowVersion', 'Version'],
    ['trigger', 'Trigger'],
    ['outcome', 'Outcome'],
    ['itemsVerified', 'Items verified'],
    ['reason', 'Reason'],
    ['studentStatus', 'Student status'],
  ];
  const lines = [
    cols.map(([, h]) => h).join(','),
    ...rows.map((r) => cols.map(([k]) => csvCell(r[k])).join(',')),
  ];
  const fileName = `${q.purpose === 'CORRECTION' ? 'CorrectionAutoVerifyReport' : 'AutoVerifyReport'}-${q.aidYear}.csv`;
  await recordStudentDataExport(ctx.db, caller, {
    kind: 'AUTO_VERIFY_RUNS',
    what: `${q.purpose === 'CORRECTION' ? 'Correction auto-verify' : 'Auto-verify'} runs ${q.aidYear}`,
    fileName,
    students: new Set(rows.map((r) => r.studentUUID)).size,
  });
  return {
    fileName,
    contentType: 'text/csv',
    content: `${lines.join('\r\n')}\r\n`,
    rowCount: rows.length,
  };
}

/**
 * student/updateConfirmedCorrectionAutoVerifyStatus/{aidYear}/{student}: runs the school's published correction flow for
 * the student now; confirmed corrections are marked and the student moves on, otherwise goes to review with the reason.
 */
export async function updateConfirmedCorrectionStatus(
  ctx: AppContext,
  caller: Caller,
  aidYear: number,
  key: string,
) {
  const s = await loadStudent(ctx.db, caller, key);
  const flows = await sql.publishedCorrectionFlows.all(ctx.db, { schoolCode: s.school_code, aidYear });
  if (!flows.length)
    throw conflict(
      `No published correction auto-verify flow for ${aidYear - 1}-${String(aidYear % 100).padStart(2, '0')}`,
    );
  const exported = await sql.exportedCorrectionCount.first(ctx.db, { studentId: s.id, aidYear });
  if (!exported!.n)
    throw notFound(`${s.first_name} ${s.last_name} has no exported corrections for that aid year`);
  const summary = await runAutoVerify(ctx, s.school_code, aidYear, [s.id], {
    trigger: 'ON_DEMAND',
    by: caller,
    flowIds: flows.map((f) => f.id),
  });
  const latest = await sql.latestCorrectionRun.first(ctx.db, { studentId: s.id, aidYear });
  const st = await sql.studentStatus.first(ctx.db, { studentId: s.id });
  const confirmed = await sql.confirmedCorrectionCount.first(ctx.db, { studentId: s.id, aidYear });
  await recordActivity(ctx.db, caller, {
    action: 'CORRECTION_AUTO_VERIFY',
    entityType: 'student',
    entityId: s.uuid,
    studentId: s.id,
    details: { aidYear, outcome: latest?.outcome },
  });
  return {
    outcome: latest?.outcome ?? null,
    reason: latest?.reason ?? null,
    studentStatus: st!.status,
    confirmedCorrections: confirmed!.n,
    ran: summary.runs > 0,
  };
}
