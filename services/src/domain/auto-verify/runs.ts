import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity, recordStudentDataExport } from '../audit/activity.js';
import { loadStudent } from '../verification/staff-actions.js';
import { getResource } from './design.js';
import {
  expandSections,
  loadFlowModels,
  openRunDetail,
  runAutoVerify,
  testFlow,
  type Evaluation,
  type StoredRunDetail,
} from './engine.js';

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

const RUN_COLUMNS = `r.id::int AS id, r.aid_year AS "aidYear", r.flow_id AS "flowID", r.flow_name AS "flowName", r.flow_version AS "flowVersion", r.purpose,
  r.trigger, r.outcome, r.items_verified AS "itemsVerified", r.reason, r.run_by AS "runBy", r.created_at AS "createdAt",
  st.uuid::text AS "studentUUID", st.student_number AS "studentNumber", st.first_name AS "firstName", st.last_name AS "lastName", st.status AS "studentStatus"`;

/** The "why" on StudentView's Verification tab: the student's runs of the aid year, newest first, with every condition. */
export async function studentRuns(ctx: AppContext, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(ctx.db, caller, key);
  const rows = await ctx.db.query<Record<string, unknown>>(
    `SELECT ${RUN_COLUMNS}, r.detail FROM auto_verify_run r JOIN student st ON st.id = r.student_id
      WHERE r.student_id = $1 AND r.aid_year = $2 ORDER BY r.id DESC LIMIT 50`,
    [s.id, aidYear],
  );
  const flows = new Map(
    (await loadFlowModels(ctx.db, [...new Set(rows.map((r) => r.flowID as number))])).map((f) => [f.id, f]),
  );
  return rows.map(({ detail, ...r }) =>
    redact(caller, {
      ...r,
      sections: expandSections(
        flows.get(r.flowID as number),
        openRunDetail(ctx.sealer, detail as StoredRunDetail),
      ),
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
  sortBy: 'createdAt' | 'lastName' | 'outcome' | 'flowName' | 'itemsVerified';
  sortDirection: 'ASC' | 'DESC';
}
const SORT: Record<RunSearch['sortBy'], string> = {
  createdAt: 'r.created_at',
  lastName: 'lower(st.last_name), lower(st.first_name)',
  outcome: 'r.outcome',
  flowName: 'r.flow_name',
  itemsVerified: 'r.items_verified',
};

function where(caller: Caller, q: RunSearch) {
  const params: unknown[] = [caller.schoolCode, q.aidYear, q.purpose];
  const parts = ['r.school_code = $1', 'r.aid_year = $2', 'r.purpose = $3'];
  if (q.outcome) {
    params.push(q.outcome);
    parts.push(`r.outcome = $${params.length}`);
  }
  if (q.text?.trim()) {
    params.push(`${q.text.trim().toLowerCase()}%`);
    parts.push(
      `(lower(st.last_name) LIKE $${params.length} OR lower(st.first_name) LIKE $${params.length} OR lower(st.student_number) LIKE $${params.length})`,
    );
  }
  return { sql: parts.join(' AND '), params };
}

/** AutoVerifyReport / CorrectionAutoVerifyReport: the school's runs of an aid year, paged and sorted by the database. */
export async function searchRuns(ctx: AppContext, caller: Caller, q: RunSearch) {
  const w = where(caller, q);
  const [count] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auto_verify_run r JOIN student st ON st.id = r.student_id WHERE ${w.sql}`,
    w.params,
  );
  const rows = await ctx.db.query(
    `SELECT ${RUN_COLUMNS} FROM auto_verify_run r JOIN student st ON st.id = r.student_id WHERE ${w.sql}
      ORDER BY ${SORT[q.sortBy]
        .split(', ')
        .map((c) => `${c} ${q.sortDirection}`)
        .join(', ')}, r.id ${q.sortDirection}
      LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
    w.params,
  );
  return { total: count!.n, page: q.page, pageSize: q.pageSize, rows };
}

const csvCell = (v: unknown) => {
  const t = v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
  // A leading = + - @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(t) ? `'${t}` : t;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The same rows as CSV (every page, in the chosen order), for the reports' export. */
export async function runsCsv(ctx: AppContext, caller: Caller, q: Omit<RunSearch, 'page' | 'pageSize'>) {
  const w = where(caller, { ...q, page: 1, pageSize: 1 });
  const rows = await ctx.db.query<Record<string, unknown>>(
    `SELECT ${RUN_COLUMNS} FROM auto_verify_run r JOIN student st ON st.id = r.student_id WHERE ${w.sql}
      ORDER BY ${SORT[q.sortBy]
        .split(', ')
        .map((c) => `${c} ${q.sortDirection}`)
        .join(', ')}, r.id ${q.sortDirection} LIMIT 100000`,
    w.params,
  );
  const cols: [string, string][] = [
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
  const flows = await ctx.db.query<{ id: number }>(
    `SELECT id FROM auto_verify_flow WHERE school_code = $1 AND aid_year = $2 AND purpose = 'CORRECTION' AND status = 'PUBLISHED'`,
    [s.school_code, aidYear],
  );
  if (!flows.length)
    throw conflict(
      `No published correction auto-verify flow for ${aidYear - 1}-${String(aidYear % 100).padStart(2, '0')}`,
    );
  const [exported] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM isir_correction WHERE student_id = $1 AND aid_year = $2 AND status = 'EXPORTED'`,
    [s.id, aidYear],
  );
  if (!exported!.n)
    throw notFound(`${s.first_name} ${s.last_name} has no exported corrections for that aid year`);
  const summary = await runAutoVerify(ctx, s.school_code, aidYear, [s.id], {
    trigger: 'ON_DEMAND',
    by: caller,
    flowIds: flows.map((f) => f.id),
  });
  const [latest] = await ctx.db.query<{ outcome: string; reason: string | null }>(
    `SELECT outcome, reason FROM auto_verify_run WHERE student_id = $1 AND aid_year = $2 AND purpose = 'CORRECTION' ORDER BY id DESC LIMIT 1`,
    [s.id, aidYear],
  );
  const [st] = await ctx.db.query<{ status: string }>('SELECT status FROM student WHERE id = $1', [s.id]);
  const [confirmed] = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM isir_correction WHERE student_id = $1 AND aid_year = $2 AND auto_verify_confirmed_at IS NOT NULL',
    [s.id, aidYear],
  );
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
