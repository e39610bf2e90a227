/**
 * What every bench shares: its tiny mode, the machine's load average, and its goals as a person reads them and as a
 * line the runner collects.
 *
 * BENCH_TINY=1 runs a bench on a few records for one short round: seconds, not minutes. It proves the bench still
 * runs (services/test/benches.test.ts starts each bench so in `npm test`); its figures mean nothing.
 *
 * A bench is not a gate: a goal not met is reported (here and in the summary of `pnpm bench`) and the bench exits 0.
 * Only a bench that cannot run (a failed request, a wrong answer) exits non-zero.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';

export const TINY = process.env.BENCH_TINY === '1';

/** A size or duration: the environment's when set, else the tiny mode's or the full run's. */
export function sized(name: string, full: number, tiny: number): number {
  const set = process.env[name];
  return set !== undefined && set !== '' ? Number(set) : TINY ? tiny : full;
}

/** The 1, 5 and 15-minute load averages and the cores: figures measured on a shared machine are read beside it. */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min) on ${cpus().length} cores`;
}

export interface Goal {
  /** What is measured, e.g. "import / lz4 COPY". */
  measure: string;
  /** The goal as written in the issue, e.g. "≤ 4×". */
  goal: string;
  /** The figure as measured, with its unit, e.g. "3.2×". */
  figure: string;
  /** Whether the goal was met; null when the figure could not be measured (e.g. no Postgres server). */
  met: boolean | null;
  /** Numbers behind the figure, by name, that a later bench of the same `pnpm bench` run compares with (earlierFigure). */
  figures?: Record<string, number>;
}

/** The bench's name: its file's, e.g. "isir-import". */
const benchName = () => path.basename(process.argv[1] ?? 'bench').replace(/\.ts$/, '');

/**
 * Prints a goal beside its figure and the load average, and a `BENCH-RESULT {json}` line; appends the same JSON to
 * BENCH_RESULTS_FILE when set (the `pnpm bench` runner's summary table reads it).
 */
export function reportGoal(goal: Goal): void {
  const verdict = goal.met === null ? 'not measured' : goal.met ? 'met' : 'NOT met';
  console.log(`  goal ${goal.measure}: ${goal.figure} (goal ${goal.goal}) ${verdict}; ${loadAverage()}`);
  const line = JSON.stringify({
    bench: benchName(),
    ...goal,
    loadavg: loadavg().map((l) => Number(l.toFixed(2))),
    tiny: TINY,
    at: new Date().toISOString(),
  });
  console.log(`BENCH-RESULT ${line}`);
  if (process.env.BENCH_RESULTS_FILE) appendFileSync(process.env.BENCH_RESULTS_FILE, `${line}\n`);
}

/** isir-import's Postgres import, seconds per 100,000 records: auto-verify's import of its students is held against it. */
export const SERVER_IMPORT_SECONDS = 'serverImportSecondsPer100k';

/**
 * A number an earlier bench of this `pnpm bench` run reported (Goal.figures), from BENCH_RESULTS_FILE; undefined when
 * that bench did not run before this one (a bench run alone), or ran only in the other mode (tiny or full).
 */
export function earlierFigure(bench: string, name: string): number | undefined {
  const file = process.env.BENCH_RESULTS_FILE;
  if (!file || !existsSync(file)) return undefined;
  let found: number | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const r = JSON.parse(line) as { bench: string; tiny: boolean; figures?: Record<string, unknown> };
    const value = r.figures?.[name];
    if (r.bench === bench && r.tiny === TINY && typeof value === 'number') found = value;
  }
  return found;
}

/**
 * The Postgres server a bench runs on: BENCH_DATABASE_URL, else DATABASE_URL, else (full runs only) the local server.
 * BENCH_DATABASE_URL=off runs without a server (its figures are then reported as not measured); a tiny run without
 * either variable runs without one too, so `npm test` without DATABASE_URL needs no server.
 */
export function benchServer(): string | undefined {
  const named = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (named === 'off' || named === 'pglite') return undefined;
  return named ?? (TINY ? undefined : 'postgres://postgres@127.0.0.1:5432/test');
}
