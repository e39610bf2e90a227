import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import { forEachBackend, startTestServices, type TestServices } from './harness.js';
import { sample, uploadIsir } from './isir-helpers.js';
import { Sealer } from '../src/platform/crypto.js';
import { openRawRecord } from '../src/domain/isir/raw.js';
import { RESEAL_JOB, registerDataKeyJobs, resealAll } from '../src/domain/keys/data-keys.js';
import { SEALED_COLUMNS } from '../src/domain/keys/sealed-columns.js';
import type { JobHandler } from '../src/platform/jobs.js';
import { readRows, z } from './rows.js';

const SUPERADMIN = 'superadmin@aidverify.test';
const k2 = randomBytes(32).toString('base64');

/** Every sealed value of the database opened with the services' own sealer, keyed by table/column/row. */
async function openEverything(s: TestServices): Promise<Map<string, string>> {
  const sealer = s.services.ctx.sealer;
  const out = new Map<string, string>();
  for (const c of SEALED_COLUMNS) {
    const rows = await readRows(
      s.db,
      { k: z.string(), v: z.string() },
      `SELECT ${c.key}::text AS k, ${c.column} AS v FROM ${c.table} WHERE ${c.column} IS NOT NULL`,
    );
    for (const r of rows)
      out.set(
        `${c.table}.${c.column}:${r.k}`,
        c.table === 'isir_record_all' ? openRawRecord(sealer, r.v) : sealer.open(r.v),
      );
  }
  return out;
}

/** How many values each key id holds, read straight from the stored text. */
async function keyIds(s: TestServices): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const c of SEALED_COLUMNS) {
    const rows = await readRows(
      s.db,
      { v: z.string() },
      `SELECT ${c.column} AS v FROM ${c.table} WHERE ${c.column} IS NOT NULL`,
    );
    for (const { v } of rows) {
      const id = Sealer.keyIdOf(c.prefix && v.startsWith(c.prefix) ? v.slice(c.prefix.length) : v);
      counts[id] = (counts[id] ?? 0) + 1;
    }
  }
  return counts;
}

forEachBackend((backend) => {
  describe('rotating the data key', () => {
    it('seals new values under the new key, re-seals the rest in a job that resumes after a stop, and reads everything back once the old key is gone', async () => {
      // k1: the key a first start without one generates under DATA_DIR (id k1), which the seeded copy brings along.
      let s = await startTestServices(backend, { env: { JOB_WORKER: 'off' } });
      const k1 = readFileSync(path.join(s.env.DATA_DIR, 'data-encryption.key'), 'utf8').trim();
      try {
        // Under k1: the demo students, a signing key, an ISIR file and a mailbox password.
        let token = (await s.signIn(SUPERADMIN)).accessToken;
        const first = await uploadIsir(s, token, sample('2024-25/test-isir-file-2024-25.dat.txt'));
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        const stored = await s.post(
          '/school-api/saigAdmin/storePassword/222222',
          { password: 'Mailbox2026' },
          token,
        );
        expect(stored.status, JSON.stringify(stored.body)).toBe(200);
        const before = await openEverything(s);
        expect(await keyIds(s)).toEqual({ k1: before.size });
        const oldKid = decodeProtectedHeader(token).kid;

        // Midway: k2 joins the ring and seals from now on; more data arrives under it.
        s = await s.restart({ DATA_ENCRYPTION_KEY: k1, DATA_ENCRYPTION_KEYS: `k2:${k2}` });
        token = (await s.signIn(SUPERADMIN)).accessToken;
        expect(decodeProtectedHeader(token).kid).toBe(oldKid);
        const second = await uploadIsir(s, token, sample('2026-27/applications_2627_12082025.txt'));
        expect(second.status, JSON.stringify(second.body)).toBe(200);
        const mixed = await keyIds(s);
        expect(mixed.k1).toBe(before.size);
        expect(mixed.k2).toBeGreaterThan(0);
        const status = await s.get('/admin-api/dataKeys', token);
        expect(status.status, JSON.stringify(status.body)).toBe(200);
        expect(status.body).toMatchObject({
          currentKeyId: 'k2',
          keyIds: ['k2', 'k1'],
          underOtherKeys: before.size,
          missingKeyIds: [],
        });

        // Only a holder of DATA_KEYS_ADMIN may start it (an Admin of the school may not).
        const admin = (await s.signIn('admin@aidverify.test')).accessToken;
        expect((await s.post('/admin-api/dataKeys/reseal', {}, admin)).status).toBe(403);
        expect((await s.get('/admin-api/dataKeys', admin)).status).toBe(403);
        expect((await s.post('/admin-api/dataKeys/reseal', { batchSize: 0 }, token)).status).toBe(400);

        const started = await s.post('/admin-api/dataKeys/reseal', { batchSize: 7 }, token);
        expect(started.status, JSON.stringify(started.body)).toBe(200);
        const jobId = started.body.jobId as number;
        expect((await s.post('/admin-api/dataKeys/reseal', {}, token)).status).toBe(409);

        // The process stops after a checkpoint some batches in (as a killed worker would).
        const ctx = s.services.ctx;
        let stopDone = 0;
        const stopping: JobHandler = (job, controls) =>
          resealAll(ctx, job as never, {
            reportProgress: async (p) => {
              await controls.reportProgress(p);
              if ((p.done as number) >= 10) {
                stopDone = p.done as number;
                throw new Error('worker stopped');
              }
            },
          });
        ctx.jobs.register(RESEAL_JOB, stopping);
        await ctx.jobs.drain();
        const stopped = await s.get(`/school-api/jobs/${jobId}`, token);
        expect(stopped.body).toMatchObject({ status: 'QUEUED', error: 'worker stopped' });
        expect(stopped.body.progress).toMatchObject({ done: stopDone, total: before.size, unit: 'values' });
        expect((await keyIds(s)).k1).toBe(before.size - stopDone);

        // Resumed: the first checkpoint of the second run is past the stop, not a fresh start at 0.
        const resumedAt: number[] = [];
        ctx.jobs.register(RESEAL_JOB, (job, controls) =>
          resealAll(ctx, job as never, {
            reportProgress: async (p) => {
              resumedAt.push(p.done as number);
              await controls.reportProgress(p);
            },
          }),
        );
        await s.db.query('UPDATE job SET run_after = now() WHERE id = $1', [jobId]);
        await ctx.jobs.drain();
        registerDataKeyJobs(ctx);
        expect(resumedAt[0]).toBeGreaterThanOrEqual(stopDone);
        expect(stopDone).toBeGreaterThan(0);
        const done = await s.get(`/school-api/jobs/${jobId}`, token);
        expect(done.body).toMatchObject({
          status: 'DONE',
          kindLabel: 'Re-seal data under the current key',
          progress: { done: before.size, total: before.size },
        });
        expect((await ctx.jobs.get(jobId))?.result).toEqual({
          keyId: 'k2',
          resealed: before.size,
          underOtherKeys: 0,
        });
        expect((await s.get('/admin-api/dataKeys', token)).body.underOtherKeys).toBe(0);
        expect(Object.keys(await keyIds(s))).toEqual(['k2']);

        // k1 removed: everything reads back as it was, sign-in works, the ISIR view opens the raw records.
        const withK2 = (await openEverything(s)).size;
        s = await s.restart({
          DATA_ENCRYPTION_KEY: '',
          DATA_ENCRYPTION_KEYS: `k2:${k2}`,
          DATA_LOOKUP_KEY: k1,
        });
        const after = await openEverything(s);
        expect(after.size).toBe(withK2);
        for (const [where, value] of before) expect(after.get(where), where).toBe(value);
        token = (await s.signIn(SUPERADMIN)).accessToken;
        const [student] = await readRows(
          s.db,
          { uuid: z.string() },
          `SELECT s.uuid FROM student s JOIN isir_record r ON r.student_id = s.id AND r.aid_year = 2025 LIMIT 1`,
        );
        expect((await s.get(`/isir-api/isir/studentIsir/${student!.uuid}/2025`, token)).status).toBe(200);

        // A value under a key no longer in the ring: the status names the key, and a re-seal is refused naming it.
        const [oneSsn] = [...before.keys()].filter((k) => k.startsWith('student_all.ssn_encrypted:'));
        const k1Sealer = new Sealer(Buffer.from(k1, 'base64'), 'k1');
        await s.db.query('UPDATE student SET ssn_encrypted = $1 WHERE id = $2', [
          k1Sealer.seal(before.get(oneSsn!)!),
          Number(oneSsn!.split(':')[1]),
        ]);
        expect((await s.get('/admin-api/dataKeys', token)).body).toMatchObject({
          underOtherKeys: 1,
          missingKeyIds: ['k1'],
        });
        const refused = await s.post('/admin-api/dataKeys/reseal', {}, token);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toMatch(/'k1', not in DATA_ENCRYPTION_KEYS/);
        await expect(openEverything(s)).rejects.toThrow(/No key 'k1'/);
      } finally {
        await s.close();
      }
    }, 300_000);
  });
});
