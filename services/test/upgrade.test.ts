import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db.js';
import { forEachBackend, startTestServices } from './harness.js';
import { FIXTURE_KEY, FIXTURE_RELEASE } from './fixtures/upgrade/fixture.js';
import { dbNumber, readRows, z } from './rows.js';

const fixture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `fixtures/upgrade/release-${FIXTURE_RELEASE}.sql.gz`,
);

/** Tables the start-up itself may change (a due signing key, scheduled jobs, the migrations' own log). */
const CHANGED_BY_START = new Set(['signing_key', 'job', 'schema_migration']);
/** Catalogue rows a later migration adds, left out of the comparison of the old rows (table: the new rows). */
const ADDED_BY_MIGRATIONS: Record<string, string> = {
  // 084: the reminders' default texts; 100: the Spanish texts (named "…, Spanish": 078 has no language column);
  // 101: the account's own messages; 103: the notices once written in code.
  notification_template:
    "school_code IS NULL AND (code IN ('REMINDER', 'ACCOUNT_WELCOME', 'PASSWORD_RESET', 'EMAIL_CHANGED', 'PHONE_CONFIRMATION', 'TASK_ADDED', 'INTERVIEW_SUBMITTED', 'INTERVIEW_SUBMITTED_MESSAGE', 'ACCOUNT_MADE_BY_STAFF') OR name LIKE '%, Spanish')",
};

/** Rows and a content hash per table, over the columns the old release had (later migrations may add some). */
async function digests(db: Db, columns: Map<string, string[]>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, cols] of columns) {
    const list = cols.map((c) => `"${c}"`).join(', ');
    const [row] = await readRows(
      db,
      { n: dbNumber, h: z.string() },
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS h
         FROM (SELECT ${list} FROM "${table}" WHERE NOT (${ADDED_BY_MIGRATIONS[table] ?? 'false'})) r`,
    );
    out[table] = `${row!.n} rows ${row!.h}`;
  }
  return out;
}

forEachBackend((backend) => {
  describe(`a database of the previous release (migration ${FIXTURE_RELEASE})`, () => {
    it('migrates to the current schema with its data intact, and the services start and read it', async () => {
      let oldColumns = new Map<string, string[]>();
      let before: Record<string, string> = {};
      const s = await startTestServices(backend, {
        env: { JOB_WORKER: 'off', DATA_ENCRYPTION_KEY: FIXTURE_KEY },
        prepare: async (db) => {
          const [{ schema } = { schema: 'public' }] = await readRows(
            db,
            { schema: z.string() },
            'SELECT current_schema() AS schema',
          );
          if (backend.name === 'pglite') await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
          await db.exec(gunzipSync(readFileSync(fixture)).toString('utf8').replaceAll('__SCHEMA__', schema));
          const cols = await readRows(
            db,
            { t: z.string(), c: z.string() },
            `SELECT table_name AS t, column_name AS c FROM information_schema.columns
              WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
          );
          const tables = await readRows(
            db,
            { t: z.string() },
            `SELECT table_name AS t FROM information_schema.tables
              WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
          );
          const base = new Set(tables.map((t) => t.t).filter((t) => !CHANGED_BY_START.has(t)));
          for (const { t, c } of cols) if (base.has(t)) oldColumns.set(t, [...(oldColumns.get(t) ?? []), c]);
          oldColumns = new Map([...oldColumns].sort());
          before = await digests(db, oldColumns);
          const applied = await readRows(
            db,
            { name: z.string() },
            'SELECT name FROM schema_migration ORDER BY name',
          );
          expect(applied.at(-1)?.name.startsWith(FIXTURE_RELEASE)).toBe(true);
        },
      });
      try {
        // Every later migration applied; the old data unchanged, column for column.
        const applied = (await readRows(s.db, { name: z.string() }, 'SELECT name FROM schema_migration')).map(
          (r) => r.name,
        );
        expect(applied.some((n) => n.slice(0, 3) > FIXTURE_RELEASE)).toBe(true);
        for (const t of ['student', 'isir_record', 'staff_user', 'school'])
          expect(before[t], t).toMatch(/^[1-9]\d* rows /);
        expect(await digests(s.db, oldColumns)).toEqual(before);

        // The product works on it: a demo user signs in, the sealed raw ISIR record opens in the ISIR view.
        const token = (await s.signIn('manager@aidverify.test')).accessToken;
        const [student] = await readRows(
          s.db,
          { uuid: z.string() },
          `SELECT st.uuid::text FROM isir_record r JOIN student st ON st.id = r.student_id
            WHERE r.aid_year = 2025 ORDER BY r.id LIMIT 1`,
        );
        const view = await s.get(`/isir-api/isir/studentIsir/${student!.uuid}/2025`, token);
        expect(view.status, JSON.stringify(view.body)).toBe(200);
        expect(
          (await s.get('/school-api/jobs/page/1', (await s.signIn('superadmin@aidverify.test')).accessToken))
            .status,
        ).toBe(200);
      } finally {
        await s.close();
      }
    }, 300_000);
  });
});
