import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from '../src/env.js';
import { openDatabase, startServices } from '../src/server.js';
import type { Db } from '../src/platform/db.js';
import { forEachBackend, type Backend } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = loadEnv({
  NODE_ENV: 'test',
  SERVICES_PORT: '0',
  LOG_LEVEL: 'silent',
  PASSWORD_SCRYPT_LOG_N: '14',
  DATA_DIR: dataDir,
});

/** A fresh empty database of the backend; on the server, every pool opened by `again` shares its schema. */
async function emptyDatabase(backend: Backend) {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const open = () =>
    backend.name === 'postgres'
      ? openDatabase({ ...env, DATABASE_URL: process.env.DATABASE_URL }, { schema })
      : openDatabase(env, { inMemory: true });
  return { db: await open(), again: backend.name === 'postgres' ? open : undefined };
}

const withTimeout = <T>(p: Promise<T>, ms = 10_000) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);

forEachBackend((backend) => {
  describe('transactions', () => {
    let db: Db;
    beforeAll(async () => {
      db = (await emptyDatabase(backend)).db;
      await db.exec('CREATE TABLE thing (name text PRIMARY KEY)');
    });
    afterAll(() => db.close());
    const names = async () =>
      (await readRows(db, { name: z.string() }, 'SELECT name FROM thing ORDER BY name')).map((r) => r.name);

    it('keeps everything a transaction wrote, or nothing', async () => {
      await db.transaction(async (tx) => {
        await tx.query("INSERT INTO thing VALUES ('kept')");
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO thing VALUES ('dropped')");
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await names()).toEqual(['kept']);
    });

    it('runs a nested transaction inside the open one instead of waiting for it', async () => {
      await withTimeout(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO thing VALUES ('outer')");
          await tx.transaction(async (inner) => inner.query("INSERT INTO thing VALUES ('inner')"));
        }),
      );
      expect(await names()).toEqual(['inner', 'kept', 'outer']);
      await expect(
        withTimeout(
          db.transaction(async (tx) => {
            await tx.transaction(async (inner) => inner.query("INSERT INTO thing VALUES ('nested-dropped')"));
            throw new Error('undo both');
          }),
        ),
      ).rejects.toThrow('undo both');
      expect(await names()).toEqual(['inner', 'kept', 'outer']);
    });
  });

  // Replicas: only a server database is shared by instances (the embedded one is one process's own file); every
  // suite's seeded PGlite database is migrated and seeded from empty first (seeded-database.ts).
  describe.skipIf(backend.name !== 'postgres')('instances starting at once', () => {
    it('on one empty database both come up, and the schema and demo data are loaded once', async () => {
      const { db, again } = await emptyDatabase(backend);
      // On the server each instance has its own pool, as separate processes would.
      const second = again ? await again() : db;
      try {
        const started = await Promise.all([startServices(env, { db }), startServices(env, { db: second })]);
        for (const s of started) expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
        await Promise.all(started.map((s) => s.close()));
        const [roles] = await readRows(db, { n: dbNumber }, 'SELECT count(*)::int AS n FROM role');
        const [students] = await readRows(db, { n: dbNumber }, 'SELECT count(*)::int AS n FROM student');
        const [keys] = await readRows(
          db,
          { n: dbNumber },
          'SELECT count(*)::int AS n FROM signing_key WHERE retired_at IS NULL',
        );
        expect(roles!.n).toBe(10);
        expect(students!.n).toBe(330);
        expect(keys!.n).toBe(1);
      } finally {
        if (second !== db) await second.close();
        await db.close();
      }
      // Migrating and seeding from empty (no snapshot: the point of the test): 16 s on the server while other work
      // loaded this 2-core machine.
    }, 180_000);
  });
});
