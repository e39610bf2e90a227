import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadEnv } from '../src/env.js';
import { openDatabase, startServices, type RunningServices } from '../src/server.js';
import type { Db } from '../src/platform/db.js';

/** The pool of a database server: PGlite has no pool (one connection in the process). */
describe.skipIf(!process.env.DATABASE_URL)('the database pool (Postgres)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-pool-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let db: Db;
  let services: RunningServices;
  beforeAll(async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      SERVICES_PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'off',
      JOB_WORKER: 'off',
      DATABASE_URL: process.env.DATABASE_URL,
      DB_POOL_SIZE: '1',
      DB_CONNECT_TIMEOUT_MS: '300',
    });
    db = await openDatabase(env, { schema });
    services = await startServices(env, { db });
  }, 300_000);
  afterAll(async () => {
    await services?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const lookup = () =>
    fetch(`${services.url}/api/auth/StudentAccountLookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: 'someone@example.edu', SchoolCode: '222222' }),
    });

  it('a request that cannot get a connection in time fails fast with a clear 503', async () => {
    let release!: () => void;
    const held = db.transaction(() => new Promise<void>((r) => (release = r)));
    try {
      const started = performance.now();
      const busy = await lookup();
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('5');
      expect(await busy.json()).toEqual({ message: 'The database is busy; try again in a moment' });
      expect((await fetch(`${services.url}/readyz`)).status).toBe(503);
    } finally {
      release();
      await held;
    }
    expect((await lookup()).status).not.toBe(503);
    expect((await fetch(`${services.url}/readyz`)).status).toBe(200);
  });

  it('the server cancels a statement running past DB_STATEMENT_TIMEOUT_MS', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      DB_STATEMENT_TIMEOUT_MS: '300',
    });
    const limited = await openDatabase(env, { schema: `${schema}_limited` });
    try {
      await expect(limited.query('SELECT pg_sleep(3)')).rejects.toThrow(/statement timeout/);
    } finally {
      await limited.close();
    }
  });
});
