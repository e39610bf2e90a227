#!/usr/bin/env node
// Starts the compiled services and gateway (what the images run: `node --conditions=aidverify-compiled dist/main.js`,
// no tsx) and checks they answer: services /readyz, gateway /healthz and a GraphQL query through to the services;
// then SIGTERM, and the services must exit 0. Build first: pnpm --filter @aidverify/schema --filter @aidverify/observability --filter
// @aidverify/services --filter @aidverify/gateway build.   node scripts/compiled-start.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-compiled-'));
const run = (pkg, env, ready) => {
  const child = spawn(process.execPath, ['--conditions=aidverify-compiled', 'dist/main.js'], {
    cwd: path.join(root, pkg),
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const url = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const found = ready.exec(out);
      if (found) resolve(found[1]);
    });
    void exited.then((code) => reject(new Error(`${pkg} exited (${code}) before listening: ${out}`)));
  });
  return { child, exited, url };
};
const check = (what, ok) => {
  if (!ok) throw new Error(`not ok: ${what}`);
  console.log(`ok: ${what}`);
};

let services, gateway;
try {
  services = run(
    'services',
    {
      NODE_ENV: 'production',
      SERVICES_PORT: '0',
      DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
    },
    /listening on (http:\/\/\S+)/,
  );
  const servicesUrl = await services.url;
  check(`services /readyz (${servicesUrl})`, (await fetch(`${servicesUrl}/readyz`)).status === 200);
  gateway = run(
    'gateway',
    {
      NODE_ENV: 'production',
      // No web build here, so no trusted documents: the check below sends its own.
      TRUSTED_DOCUMENTS: 'off',
      GATEWAY_PORT: '0',
      SERVICES_URL: servicesUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    /listening at (http:\/\/\S+?)\s/,
  );
  const gatewayUrl = await gateway.url;
  check(`gateway /healthz (${gatewayUrl})`, (await fetch(`${gatewayUrl}/healthz`)).status === 200);
  const school = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  check('GraphQL through the compiled gateway', school.status === 200);
  services.child.kill('SIGTERM');
  check('services exit 0 on SIGTERM', (await services.exited) === 0);
} finally {
  gateway?.child.kill('SIGTERM');
  services?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
