import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BACKENDS } from './harness.js';

/**
 * Every bench of `pnpm bench` started in its tiny mode (BENCH_TINY=1: a few records, one short round), so that a
 * bench broken by a change fails here instead of on the next person's `pnpm bench` (issue 28: two benches did not
 * run as shipped). Its figures mean nothing here; what is checked is that it ran to its end, exited 0 and reported
 * its goals (`BENCH-RESULT` lines, which the `pnpm bench` summary reads). Benches that need a Postgres server run
 * only when DATABASE_URL names one, as the integration suites' server variants do.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** tsx's loader, from the root's node_modules: not every package that runs a bench has tsx of its own. */
const tsx = pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('tsx')).href;

/** A bench as a package's `bench` script starts it: its file, the package's folder, the variables set before it. */
interface BenchCommand {
  file: string;
  cwd: string;
  env: Record<string, string>;
}

/**
 * Every bench `pnpm bench` runs (scripts/aidverify.mjs runs each workspace package's `bench` script), read from those
 * scripts: `[NAME=value ...] tsx ../bench/<file>.ts` steps joined by `&&` (other steps, e.g. the web's build, are not
 * benches).
 */
function benchCommands(): BenchCommand[] {
  const packages = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((l) => l.match(/^\s*-\s*(\S+)\s*$/)?.[1])
    .filter((p): p is string => Boolean(p));
  const commands: BenchCommand[] = [];
  for (const pkg of packages) {
    const cwd = path.join(root, pkg);
    const manifest = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    for (const step of manifest.scripts?.bench?.split('&&') ?? []) {
      const m = step.trim().match(/^((?:\w+=\S+\s+)*)tsx\s+(\S+\.ts)$/);
      if (!m) continue;
      const env = Object.fromEntries(
        m[1]!
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]),
      );
      commands.push({ file: path.relative(path.join(root, 'bench'), path.resolve(cwd, m[2]!)), cwd, env });
    }
  }
  return commands;
}
const COMMANDS = benchCommands();

interface BenchResult {
  bench: string;
  measure: string;
  goal: string;
  figure: string;
  met: boolean | null;
  tiny: boolean;
}

/**
 * How long a tiny bench may run: seconds to two minutes (the server's isir-import at load 14, two benches at a time),
 * so a bench still running after this is stuck (typically a server, pool or timer left open after its last goal) and
 * is stopped.
 */
const BENCH_LIMIT_MS = 600_000;

/**
 * Two benches at a time: much of a tiny bench's time is its process starting (loading the code, opening PGlite) and
 * waiting on other processes (servers it starts, the database), so two share the machine's two cores well.
 */
const SLOTS = 2;
let free = SLOTS;
const waiting: (() => void)[] = [];
async function inSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (free > 0) free--;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else free++;
  }
}

/**
 * Runs one bench as `pnpm bench` does (its own Node process under tsx, in its package's folder, with its script's
 * variables), tiny; its exit code, output and goals, and whether it had to be stopped.
 */
function runBench(command: BenchCommand, server: string | undefined, extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_TINY: '1', BENCH_DATABASE_URL: server ?? 'off' };
  // The bench reads its own configuration, not this test runner's.
  for (const key of Object.keys(env))
    if (
      key.startsWith('VITEST') ||
      // Vitest's NODE_OPTIONS preloads its own files, which the bench's process cannot find.
      key === 'NODE_OPTIONS' ||
      key === 'NODE_ENV' ||
      key === 'DATABASE_URL' ||
      key === 'BENCH_RESULTS_FILE'
    )
      delete env[key];
  Object.assign(env, command.env, extra);
  return new Promise<{ code: number | null; output: string; results: BenchResult[]; stopped: boolean }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'bench', command.file)], {
        cwd: command.cwd,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so that stopping it stops the servers it started too.
        detached: true,
      });
      let stopped = false;
      const limit = setTimeout(() => {
        stopped = true;
        process.kill(-child.pid!, 'SIGKILL');
      }, BENCH_LIMIT_MS);
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(limit);
        resolve({
          code,
          stopped,
          output,
          results: output
            .split('\n')
            .filter((l) => l.startsWith('BENCH-RESULT '))
            .map((l) => JSON.parse(l.slice('BENCH-RESULT '.length)) as BenchResult),
        });
      });
    },
  );
}

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
const webBuilt = existsSync(path.join(root, 'web', 'dist', 'index.html'));

/** The benches on PGlite (BENCH_DATABASE_URL=off), and those that run again, or only, on the server. */
const ON_PGLITE = [
  'isir-import.ts',
  'saig-sftp.ts',
  'correction-export.ts',
  'reports.ts',
  'mfa-delivery.ts',
  'reminders.ts',
  'import-interleave.ts',
  'gateway-vs-rest.ts',
  'worklist-throughput.ts',
  'search-p95.ts',
  'interview-step.ts',
  'admin.ts',
  'announcements.ts',
  'hostile-query.ts',
  'peer-gateway.ts',
  'web-fast3g.ts',
];
/** Benches that measure nothing without a server (they report their goals as not measured) run on it only. */
const ON_SERVER = [
  'isir-import.ts',
  'auto-verify.ts',
  'student-repository.ts',
  'reports.ts',
  'load.ts',
  'replicas.ts',
];

/**
 * What `pnpm bench` would have collected before auto-verify.ts: the ISIR import bench's server import at 0.01 s per
 * 100,000 records in this (tiny) mode, which no real import beats by half, beside the same figure of a full run and of
 * another bench (1,000,000 s, which every import beats), which are not this run's.
 */
function importBenchRanBefore(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'aidverify-bench-results-')), 'results.jsonl');
  const row = (bench: string, tiny: boolean, seconds: number) =>
    JSON.stringify({
      bench,
      measure: 'm',
      goal: 'g',
      figure: 'f',
      met: null,
      tiny,
      figures: { serverImportSecondsPer100k: seconds },
    });
  writeFileSync(
    file,
    [row('isir-import', true, 0.01), row('isir-import', false, 1e6), row('reports', true, 1e6)].join('\n') +
      '\n',
  );
  return file;
}

describe('the benches under test', () => {
  it('are every bench `pnpm bench` runs, and only those', () => {
    const run = new Set(COMMANDS.map((c) => c.file));
    const listed = new Set([...ON_PGLITE, ...ON_SERVER]);
    expect([...run].filter((f) => !listed.has(f))).toEqual([]);
    expect([...listed].filter((f) => !run.has(f))).toEqual([]);
  });
});

describe.concurrent.each(BACKENDS)('benches, tiny, on $name', (backend) => {
  const server = backend.name === 'postgres' ? process.env.DATABASE_URL : undefined;
  describe.skipIf(!backend.available)(
    backend.available ? 'database available' : 'skipped: DATABASE_URL is not set',
    () => {
      for (const file of backend.name === 'postgres' ? ON_SERVER : ON_PGLITE) {
        const browserMissing = file === 'web-fast3g.ts' && (!chromium || !webBuilt);
        it.skipIf(browserMissing)(
          `${file} runs to its end and reports its goals${browserMissing ? ' (needs web/dist and Chromium)' : ''}`,
          // The test's own expect: these tests run concurrently.
          async ({ expect }) => {
            const earlier = file === 'auto-verify.ts' ? importBenchRanBefore() : undefined;
            const run = await inSlot(() =>
              runBench(
                COMMANDS.find((c) => c.file === file)!,
                server,
                earlier ? { BENCH_RESULTS_FILE: earlier } : {},
              ),
            );
            if (earlier) rmSync(path.dirname(earlier), { recursive: true, force: true });
            expect(
              run.stopped,
              `still running after ${BENCH_LIMIT_MS / 1000} s, stopped:\n${run.output.slice(-3000)}`,
            ).toBe(false);
            expect(run.code, run.output.slice(-3000)).toBe(0);
            expect(run.results.length, run.output.slice(-3000)).toBeGreaterThan(0);
            for (const r of run.results) {
              expect(r).toMatchObject({ bench: file.replace(/\.ts$/, ''), tiny: true });
              expect(r.figure).not.toMatch(/NaN|undefined|Infinity/);
            }
            // Without a server a bench reports the server's goals as not measured; with one, it measures them.
            if (server) expect(run.results.some((r) => r.met !== null)).toBe(true);
            // Its students' import is held against the ISIR import bench's figure of the same run, not another's.
            if (earlier)
              expect(
                run.results.find((r) => r.measure.startsWith("importing the auto-verify bench's students")),
                run.output.slice(-3000),
              ).toMatchObject({
                met: false,
                figure: expect.stringMatching(/× the ISIR import bench's 0\.0 s$/),
              });
            // The virtual users send the web's own documents: one the gateway refuses (a fragment it cannot find, a
            // directive it does not know) is an error here, as replicas.ts already fails on one.
            if (file === 'load.ts')
              expect(run.results.find((r) => r.measure === 'errors')?.figure, run.output.slice(-3000)).toBe(
                '0',
              );
          },
          // Its turn may come after other benches (two run at a time): the limit is on the bench's own run, above.
          1_800_000,
        );
      }
    },
  );
});
