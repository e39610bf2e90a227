/**
 * The services as production runs them (deploy/Dockerfile: `node --conditions=aidverify-compiled dist/main.js`), for
 * a bench that measures a services process: services/dist and the dist of the workspace packages it imports under
 * that condition, built here when missing or older than their sources (a fresh clone has none), and a bench's own
 * entry file transpiled alone to JavaScript, to start with plain Node beside them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The packages whose dist the compiled services load, each built by its own `build` script; services last. */
const PACKAGES = ['schema', 'observability', 'services'];
/** Written into a package's dist after its build: the build is as new as its sources when this is newer than them. */
const STAMP = '.built';

/**
 * Newest modification time of a package's build inputs: everything in it but its output, dependencies, tests,
 * migrations (read from the folder at run time) and hidden files (the build lock, data folders).
 */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || ['dist', 'node_modules', 'test', 'migrations'].includes(entry.name))
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale = (pkg: string) => {
  const dir = path.join(root, pkg);
  const built = statSync(path.join(dir, 'dist', STAMP), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built < newestSource(dir);
};

/** Runs a package's `build` script as pnpm would (its and the root's node_modules/.bin on the PATH). */
function build(pkg: string) {
  const dir = path.join(root, pkg);
  const { scripts } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: { build: string };
  };
  const bins = [path.join(dir, 'node_modules', '.bin'), path.join(root, 'node_modules', '.bin')];
  const run = spawnSync('sh', ['-c', scripts.build], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, PATH: [...bins, process.env.PATH].join(path.delimiter) },
  });
  if (run.status !== 0) throw new Error(`${pkg}: build failed (${run.status})`);
  writeFileSync(path.join(dir, 'dist', STAMP), '');
}

/**
 * services/dist/index.js, built first when it or a package it loads is missing or older than its sources. Two
 * benches may start at once (npm test runs this bench tiny on PGlite and on the server): one builds, under a lock (a
 * folder: made atomically), the other waits for it and then finds the build current.
 */
export async function compiledServices(): Promise<string> {
  const lock = path.join(root, 'services', '.dist-building');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    // A lock left by a killed build is taken after 10 minutes (a build takes under a minute).
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
  try {
    const t0 = performance.now();
    const built = PACKAGES.filter(stale);
    for (const pkg of built) build(pkg);
    if (built.length)
      console.log(
        `  built ${built.join(', ')} (pnpm build) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return path.join(root, 'services', 'dist', 'index.js');
}

/** A bench's entry (TypeScript, importing nothing of the repository at run time) as JavaScript in `dir`. */
export function transpiledEntry(file: string, dir: string): string {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  const out = path.join(dir, `${path.basename(file, '.ts')}.mjs`);
  writeFileSync(out, outputText);
  return out;
}
