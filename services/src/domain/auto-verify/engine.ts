import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { loadLayouts } from '../isir/layout.js';
import * as sql from './engine.queries.js';
import { Evaluator } from './evaluator.js';
import type { Evaluation } from './results.js';
import { loadFlowModels, type FlowModel } from './flow-model.js';
import { Writes, type RunOptions } from './run-writes.js';
import { loadStudentData } from './student-data.js';

// Running auto-verify: the school's published flows for a batch of students, evaluated (evaluator.ts) on what was
// read about them (flow-model.ts, student-data.ts) and applied (run-writes.ts); and what starts a run (an ISIR
// import, a submitted interview, a dry run in the designer).

/** Students are evaluated this many at a time: one set of reads per batch, not a query per condition per student. */
export const ENGINE_BATCH = 1000;
/** Batches at once on a Postgres server. */
const ENGINE_LANES = 2;

export interface RunSummary {
  students: number;
  evaluated: number;
  runs: number;
  itemsVerified: number;
  skippedUnchanged: number;
}

/**
 * Runs the school's published flows of an aid year for some students, in batches, and applies the outcomes: items
 * become AUTO_VERIFIED (or NOT_REQUIRED), redirect groups move the student, add alerts and memos, hand off to other
 * flows. A run whose inputs and results equal the student's last run of that flow is not recorded again (idempotent).
 */
export async function runAutoVerify(
  ctx: AppContext,
  schoolCode: string,
  aidYear: number,
  studentIds: number[],
  opts: RunOptions,
): Promise<RunSummary> {
  const summary: RunSummary = {
    students: studentIds.length,
    evaluated: 0,
    runs: 0,
    itemsVerified: 0,
    skippedUnchanged: 0,
  };
  const ids =
    opts.flowIds ?? (await sql.publishedFlowIds.all(ctx.db, { schoolCode, aidYear })).map((r) => r.id);
  if (!ids.length || !studentIds.length) return summary;
  const flows = await loadFlowModels(ctx.db, ids);
  // Hand-off targets are loaded too so a redirect can run them in the same batch.
  const handoffIds = [
    ...new Set(
      flows
        .flatMap((f) => f.redirects.map((r) => r.handoffFlowId))
        .filter((x): x is number => x !== null && !ids.includes(x)),
    ),
  ];
  const all = [
    ...flows,
    ...(await loadFlowModels(ctx.db, handoffIds)).filter(
      (f) => f.schoolCode === schoolCode && f.status === 'PUBLISHED',
    ),
  ];
  const evaluator = new Evaluator(ctx, await loadLayouts(ctx.db));
  const batches: number[][] = [];
  for (let i = 0; i < studentIds.length; i += ENGINE_BATCH)
    batches.push(studentIds.slice(i, i + ENGINE_BATCH));
  // Batches hold disjoint students, each in its own transaction: on a server a few run at once (one reads while
  // another writes); PGlite has one connection.
  const lanes = ctx.db.kind === 'postgres' ? ENGINE_LANES : 1;
  const next = async (): Promise<void> => {
    const batch = batches.shift();
    if (!batch) return;
    await ctx.db.transaction((tx) =>
      runBatch(ctx, tx, { evaluator, flows, all, schoolCode, aidYear, opts, summary }, batch),
    );
    return next();
  };
  await Promise.all(Array.from({ length: lanes }, () => next()));
  return summary;
}

/** One run of auto-verify: the flows it runs, those they may hand off to, and the summary it adds to. */
interface RunScope {
  evaluator: Evaluator;
  flows: FlowModel[];
  all: FlowModel[];
  schoolCode: string;
  aidYear: number;
  opts: RunOptions;
  summary: RunSummary;
}

/** One batch of students in its transaction: read, evaluate each flow (and its hand-offs), write what changed. */
async function runBatch(ctx: AppContext, tx: Db, run: RunScope, batch: number[]) {
  const { evaluator, flows, all, summary } = run;
  const data = await loadStudentData(tx, all, batch, run.aidYear);
  const last = await sql.lastRunsOf.all(tx, { studentIds: batch, flowIds: all.map((f) => f.id) });
  const lastRun = new Map(last.map((r) => [`${r.student_id}:${r.flow_id}`, r]));
  const writes = new Writes();
  for (const d of data.values()) {
    const queue = flows.map((f) => f);
    const seen = new Set<number>();
    while (queue.length) {
      const flow = queue.shift()!;
      if (seen.has(flow.id)) continue;
      seen.add(flow.id);
      const ev = evaluator.evaluate(flow, d);
      // Nothing to decide (no open item the flow covers) is not a run.
      if (!ev.applicable || ev.sections.every((x) => x.result === 'NO_ITEM')) continue;
      summary.evaluated++;
      const print = fingerprint(ev);
      const prev = lastRun.get(`${d.student.id}:${flow.id}`);
      // Idempotent: the same inputs and results again, or a run that would change nothing on the same transaction
      // for the same reason (its items were verified by the last run), is not a new run.
      const changesNothing = ev.sections.every((x) => x.result !== 'PASS' || !x.itemIds.length);
      if (
        prev &&
        (prev.fingerprint === print ||
          (changesNothing && prev.isir_record_id === ev.isirRecordId && prev.reason === ev.reason))
      ) {
        summary.skippedUnchanged++;
        continue;
      }
      summary.runs++;
      summary.itemsVerified += writes.apply(flow, ev, d, print);
      for (const h of writes.handoffs.splice(0)) {
        const target = all.find((f) => f.id === h);
        if (target) queue.push(target);
      }
    }
  }
  await writes.flush(tx, ctx.sealer, run.schoolCode, run.aidYear, run.opts);
}

const fingerprint = (ev: Evaluation) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        ev.flowId,
        ev.isirRecordId,
        ev.outcome,
        ev.sections.map((s) => [
          s.result,
          s.itemIds,
          s.sets.map((x) => x.conditions.map((c) => [c.passed, c.left.value, c.right?.value])),
        ]),
      ]),
    )
    .digest('hex');

/** Dry run of any flow (draft or published) for one student: what each condition saw and decided. Writes nothing. */
export async function testFlow(ctx: AppContext, flowId: number, studentId: number): Promise<Evaluation> {
  const [flow] = await loadFlowModels(ctx.db, [flowId]);
  const data = await loadStudentData(ctx.db, [flow!], [studentId], flow!.aidYear);
  return new Evaluator(ctx, await loadLayouts(ctx.db)).evaluate(flow!, data.get(studentId)!);
}

/**
 * The school's published flows run after every ISIR file import commits, as the isir domain announces it (it does not
 * import auto-verify); the import's job result shows their summary under `autoVerify`.
 */
export function runAfterIsirImports(ctx: AppContext): void {
  ctx.events.on('isirFileImported', 'autoVerify', ({ uploadId }) => autoVerifyAfterImport(ctx, uploadId));
}

/** After an ISIR file is committed: the school's published flows for every student the file touched. */
async function autoVerifyAfterImport(ctx: AppContext, uploadId: number): Promise<RunSummary | null> {
  const up = await sql.uploadToVerify.first(ctx.db, { uploadId });
  if (!up || up.status !== 'IMPORTED' || !up.run_auto_verify) return null;
  const years = await sql.studentsOfUploadByYear.all(ctx.db, { uploadId });
  let total: RunSummary | null = null;
  for (const y of years) {
    const s = await runAutoVerify(
      ctx,
      up.school_code,
      y.aid_year,
      y.ids.sort((a, b) => a - b),
      { trigger: 'ISIR_IMPORT', by: 'system' },
    );
    total = total
      ? {
          students: total.students + s.students,
          evaluated: total.evaluated + s.evaluated,
          runs: total.runs + s.runs,
          itemsVerified: total.itemsVerified + s.itemsVerified,
          skippedUnchanged: total.skippedUnchanged + s.skippedUnchanged,
        }
      : s;
  }
  return total;
}

/** After a student or parent submits an interview: the flows of that aid year for that student. */
export async function autoVerifyAfterInterview(
  ctx: AppContext,
  caller: Caller,
  studentId: number,
  aidYear: number,
) {
  const s = await sql.schoolOfStudent.first(ctx.db, { studentId });
  if (!s) return null;
  return runAutoVerify(ctx, s.school_code, aidYear, [studentId], {
    trigger: 'INTERVIEW_SUBMITTED',
    by: caller,
  });
}

/** NUMBER comparisons need numbers on both sides: used by the designer to refuse a wrong component. */
