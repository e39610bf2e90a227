#!/usr/bin/env node
// The two commands of the README, on a machine with only Node and npm:
//   npm start  → install what is missing, build, start services + gateway (+ web) at one URL
//   npm test   → install what is missing, typecheck, run every suite (unit, integration, browser)
// plus `npm run bench`. Plain Node (no dependencies) because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { serve } from './lib/serve.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const [command = 'start', ...flags] = process.argv.slice(2);

// Node 24 LTS runs the product (Node 20 reached its end of life in April 2026; the OpenID provider needs 22+).
// A machine whose own Node is older gets it once from the npm registry: the `node` package ships the binary.
const NODE_VERSION = '24.21.0';
/** Runs this script again under Node 24 when the machine's is older; true when this one is new enough. */
function onSupportedNode() {
  if (Number(process.versions.node.split('.')[0]) >= Number(NODE_VERSION.split('.')[0])) return true;
  const prefix = path.join(root, '.tools', `node-${NODE_VERSION}`);
  const bin = path.join(prefix, 'node_modules', 'node', 'bin');
  if (!existsSync(path.join(bin, 'node'))) {
    console.log(
      `\n▶ This machine has Node ${process.version}; taking Node ${NODE_VERSION} from the npm registry (npm install node@${NODE_VERSION} into .tools/)`,
    );
    const npm = spawnSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node@${NODE_VERSION}`],
      { stdio: 'inherit' },
    );
    if (npm.status !== 0 || !existsSync(path.join(bin, 'node'))) {
      console.error(`✖ Could not install Node ${NODE_VERSION} from the npm registry`);
      process.exit(1);
    }
  }
  // Everything below (pnpm, Vitest, the product's processes) finds this Node first on PATH.
  const child = spawn(path.join(bin, 'node'), [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));
  return false;
}

function log(message) {
  console.log(`\n▶ ${message}`);
}

/** pnpm from PATH when it is the pinned version, else through npx (fetched once from the npm registry). */
function pnpmCommand() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}
const PNPM = pnpmCommand();

function run(args, opts = {}) {
  const [cmd, ...rest] = [...PNPM, ...args];
  const result = spawnSync(cmd, rest, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  if (result.status !== 0 && !opts.allowFailure) {
    console.error(`\n✖ ${[...PNPM, ...args].join(' ')} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (pnpm install --frozen-lockfile)');
  run(['install', '--frozen-lockfile'], { env: { CI: 'true' } });
}

function generateAndBuild() {
  log('Generating GraphQL types and hooks (graphql-codegen)');
  run(['codegen']);
  log('Building the web app (vite build)');
  run(['--filter', '@aidverify/web', 'build']);
}

/** Debian's Chromium for the browser suite: found, or installed when we may (root with apt), or a clear stop. */
function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0) {
    log("Installing Debian's Chromium for the browser tests (apt-get install chromium)");
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const res = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return undefined;
}

/** What failed, by suite, file and test: printed again at the very end of `npm test`. */
const failures = [];

/** Runs one Vitest project and returns its counts (read from Vitest's JSON report). */
function vitestSuite(name, cwd, extraEnv = {}) {
  log(`Tests: ${name}`);
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'aidverify-vitest-')), 'report.json');
  const status = run(
    [
      '--dir',
      cwd,
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { allowFailure: true, env: extraEnv },
  );
  let counts = { passed: 0, failed: status === 0 ? 0 : 1, skipped: 0 };
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    counts = {
      passed: r.numPassedTests,
      failed: r.numFailedTests + (status !== 0 && r.numFailedTests === 0 ? 1 : 0),
      skipped: r.numPendingTests + r.numTodoTests,
    };
    // CI keeps only the end of the log: the names of what failed are repeated in the last lines.
    for (const file of r.testResults ?? []) {
      const where = path.relative(root, file.name);
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) {
        const why = String(t.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        failures.push(`${name}: ${where} › ${t.fullName}\n    ${why}`);
      }
      if (failedTests.length === 0 && file.status === 'failed')
        failures.push(
          `${name}: ${where} (the file failed: ${String(file.message ?? '')
            .split('\n')[0]
            .slice(0, 300)})`,
        );
    }
  } else if (status !== 0) failures.push(`${name}: Vitest exited ${status} without a report`);
  console.log(`  ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  return counts;
}

/** The JavaScript /login and the student landing page load before they render, gzip, against their budgets. */
function bundleBudget() {
  log('Bundle budget: initial JavaScript of /login and the student landing page (scripts/bundle-budget.mjs)');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'bundle-budget.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status === 0) return { passed: 1, failed: 0, skipped: 0 };
  console.error(
    '✖ The web bundle is over its budget (see above): the sign-in page would be slow on a phone.',
  );
  failures.push('bundle budget: the initial JavaScript is over its budget');
  return { passed: 0, failed: 1, skipped: 0 };
}

async function test() {
  const startedAt = Date.now();
  ensureInstalled();
  generateAndBuild();
  const budget = bundleBudget();
  log('Typechecking every package (tsc --noEmit)');
  run(['-r', 'typecheck']);
  log('Linting (eslint)');
  run(['lint']);
  log('Formatting (prettier --check, .prettierrc.json)');
  run(['format:check']);
  log(
    'Import boundaries: packages through their entry points, web features without circles (scripts/import-boundaries.mjs)',
  );
  const boundaries = spawnSync(process.execPath, [path.join(root, 'scripts', 'import-boundaries.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (boundaries.status !== 0) process.exit(1);
  log('Code health (scripts/code-health.mjs): a report of the seams issue 25 names, not a gate');
  spawnSync(process.execPath, [path.join(root, 'scripts', 'code-health.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });

  const totals = { passed: 0, failed: 0, skipped: 0 };
  const add = (c) => Object.keys(totals).forEach((k) => (totals[k] += c[k]));
  add(budget);
  if (process.env.DATABASE_URL)
    console.log(`\nDATABASE_URL is set: integration suites also run on that Postgres server.`);
  else
    console.log(
      '\nDATABASE_URL is not set: the Postgres-server variants of the integration suites are skipped.',
    );
  add(vitestSuite('services', 'services'));
  add(vitestSuite('gateway', 'gateway'));
  add(vitestSuite('web', 'web'));

  if (process.env.E2E === 'off') {
    console.log('\nE2E=off: the browser suite was not run.');
  } else {
    const chromium = ensureChromium();
    if (!chromium) {
      console.error(
        "\n✖ No Chromium found and none could be installed (needs root and apt). Install Debian's chromium or set CHROMIUM_PATH; E2E=off skips the browser suite.",
      );
      totals.failed += 1;
      failures.push('e2e: no Chromium');
    } else {
      add(vitestSuite('e2e (Chromium)', 'e2e', { CHROMIUM_PATH: chromium }));
    }
  }
  const minutes = ((Date.now() - startedAt) / 60000).toFixed(1);
  console.log(`\nnpm test took ${minutes} min (budget: 40 min on 2 cores)`);
  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

async function start() {
  ensureInstalled();
  if (!flags.includes('--no-build')) generateAndBuild();
  // A child that keeps crashing ends `npm start` with a failure, so whatever runs it can restart or alert.
  const { url } = await serve({}, { onGiveUp: () => process.exit(1) });
  console.log(`\n✔ aidverify is running at ${url}  (GraphQL and its explorer at ${url}/graphql)`);
  console.log(
    '  Sign in as verifier@aidverify.test / Verify-2027! — the MFA code is printed above as [outbox] and at /api/dev/outbox on the services.',
  );
  await new Promise(() => {});
}

/**
 * Every package's benches, one at a time, then one page with every goal, its figure and whether it was met. Each
 * bench appends its goals to BENCH_RESULTS_FILE (bench/lib/result.ts); a bench that could not run is named too.
 */
async function bench() {
  ensureInstalled();
  run(['codegen']);
  const results = path.join(mkdtempSync(path.join(tmpdir(), 'aidverify-bench-')), 'results.jsonl');
  const status = run(['-r', '--workspace-concurrency=1', '--no-bail', '--if-present', 'bench'], {
    allowFailure: true,
    env: { BENCH_RESULTS_FILE: results },
  });
  const rows = existsSync(results)
    ? readFileSync(results, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  const cell = (s, n) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));
  console.log(`\n▶ Bench summary: ${rows.length} goals (load average: 1-minute figure when measured)\n`);
  console.log(
    `${cell('bench', 20)} ${cell('measure', 58)} ${cell('goal', 16)} ${cell('figure', 44)} met   load`,
  );
  for (const r of rows) {
    const met = r.met === null ? '—' : r.met ? 'yes' : 'NO';
    console.log(
      `${cell(r.bench, 20)} ${cell(r.measure, 58)} ${cell(r.goal, 16)} ${cell(r.figure, 44)} ${met.padEnd(5)} ${r.loadavg[0].toFixed(1)}`,
    );
  }
  const met = rows.filter((r) => r.met === true).length;
  const missed = rows.filter((r) => r.met === false).length;
  console.log(`\n${met} met, ${missed} not met, ${rows.length - met - missed} without a verdict`);
  if (status !== 0)
    console.log(
      '✖ A bench stopped before its end (see its output above): the goals after it in its package are missing.',
    );
  // A bench is not a gate: goals not met are reported, and only a bench that could not run fails the command.
  process.exit(status === 0 ? 0 : 1);
}

async function main() {
  const commands = {
    start,
    test,
    bench,
    serve: () => serve().then(({ url }) => console.log(`ready at ${url}`)),
  };
  if (!commands[command]) {
    console.error(`Unknown command '${command}'. Use: start | test | bench`);
    process.exit(2);
  }
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
  await commands[command]();
}

if (onSupportedNode()) await main();
