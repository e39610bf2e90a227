import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

interface BenchResult {
  bench: string;
  measure: string;
  goal: string;
  figure: string;
  met: boolean | null;
  tiny: boolean;
}

/** Runs one bench as `pnpm bench` does (its own Node process under tsx), tiny; its exit code, output and goals. */
function runBench(file: string, server: string | undefined) {
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
  return new Promise<{ code: number | null; output: string; results: BenchResult[] }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code,
        output,
        results: output
          .split('\n')
          .filter((l) => l.startsWith('BENCH-RESULT '))
          .map((l) => JSON.parse(l.slice('BENCH-RESULT '.length)) as BenchResult),
      }),
    );
  });
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
const ON_SERVER = ['isir-import.ts', 'auto-verify.ts', 'student-repository.ts', 'reports.ts', 'load.ts'];

// Not yet part of `npm test`: it has not been seen passing as a whole (its bench processes failed to start under the
// suite once, and the set takes minutes); run it with BENCH_SMOKE=1.
const SMOKE = process.env.BENCH_SMOKE === '1';

describe.skipIf(!SMOKE).each(BACKENDS)('benches, tiny, on $name', (backend) => {
  const server = backend.name === 'postgres' ? process.env.DATABASE_URL : undefined;
  describe.skipIf(!backend.available)(
    backend.available ? 'database available' : 'skipped: DATABASE_URL is not set',
    () => {
      for (const file of backend.name === 'postgres' ? ON_SERVER : ON_PGLITE) {
        const browserMissing = file === 'web-fast3g.ts' && (!chromium || !webBuilt);
        it.skipIf(browserMissing)(
          `${file} runs to its end and reports its goals${browserMissing ? ' (needs web/dist and Chromium)' : ''}`,
          async () => {
            const run = await runBench(file, server);
            expect(run.code, run.output.slice(-3000)).toBe(0);
            expect(run.results.length, run.output.slice(-3000)).toBeGreaterThan(0);
            for (const r of run.results) {
              expect(r).toMatchObject({ bench: file.replace(/\.ts$/, ''), tiny: true });
              expect(r.figure).not.toMatch(/NaN|undefined|Infinity/);
            }
            // Without a server a bench reports the server's goals as not measured; with one, it measures them.
            if (server) expect(run.results.some((r) => r.met !== null)).toBe(true);
          },
          600_000,
        );
      }
    },
  );
});
