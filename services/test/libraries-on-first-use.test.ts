import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const services = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Records every package a module resolves to, in a process of its own. The hooks run on their own thread, whose
 * stdout reaches the process's only asynchronously (and may not before it exits), so each is appended to a file
 * synchronously instead.
 */
const recordPackages = (file: string) => `
import { appendFileSync } from 'node:fs';
const seen = new Set();
export async function resolve(spec, ctx, next) {
  const r = await next(spec, ctx);
  const m = /node_modules\\/(?:\\.pnpm\\/[^/]+\\/node_modules\\/)?((?:@[^/]+\\/)?[^/]+)/.exec(r.url);
  if (m && !seen.has(m[1])) { seen.add(m[1]); appendFileSync(${JSON.stringify(file)}, m[1] + '\\n'); }
  return r;
}`;

it('loading the services does not load the libraries only some requests need (on-first-use.ts)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aidverify-packages-'));
  const file = path.join(dir, 'packages');
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(recordPackages(file))}`)});`)}`,
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(path.join(services, 'src/index.ts'))}); console.log('loaded');`,
    ],
    { cwd: services, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('loaded');
  const loaded = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  rmSync(dir, { recursive: true });
  // The check itself works: what every request needs is seen.
  expect(loaded).toEqual(expect.arrayContaining(['fastify', 'zod', 'pg']));
  for (const lib of [
    'exceljs',
    'pdf-lib',
    'ssh2',
    'nodemailer',
    '@aws-sdk/client-s3',
    '@aws-sdk/lib-storage',
  ])
    expect(loaded).not.toContain(lib);
}, 60_000);
