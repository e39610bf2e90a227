import { describe, expect, it } from 'vitest';
import { forEachBackend, startTestServices } from './harness.js';
import { fieldOf, isirFootprint, recordLines, uploadIsir } from './isir-helpers.js';
import { generateIsirBuffer, type IsirPerson } from '../src/domain/isir/generate.js';
import { clearAbandonedUnpublished } from '../src/domain/isir/unpublished.js';
import { dbNumber, readRows, z } from './rows.js';

const RECORDS = 3000;

/** How many of a generated file's records have a last name starting so: counted from the file, not by the product. */
const namedIn = (file: Buffer, prefix: string) =>
  recordLines(file).filter((line) =>
    fieldOf('2026-27', line, 'Last Name', 'student_identity').startsWith(prefix),
  ).length;

forEachBackend((backend) => {
  describe('an ISIR import shares the database with everyone else', () => {
    it("another user's student search answers while a large import writes its records, and sees the file all or nothing", async () => {
      const s = await startTestServices(backend, { env: { JOB_WORKER: 'off' } });
      try {
        const verifier = (await s.signIn('verifier@aidverify.test')).accessToken;
        const manager = (await s.signIn('manager@aidverify.test')).accessToken;
        const search = () =>
          s.post<{ total: number }>(
            '/student-api/student/userSearch/false',
            { searchValue: 'Rivera', searchField: 'NAME' },
            manager,
          );
        const before = (await search()).body.total;
        // Two reports that count the aid year's students straight from their summary table: the students of the
        // year, and those with task list items (the import files its new students there before it publishes).
        const reportTotal = async (name: string) =>
          (
            await s.post<{ total: number }>(
              `/school-api/report/${name}/search`,
              { aidYear: 2027, pageSize: 1 },
              manager,
            )
          ).body.total;
        const totals = async () => [
          await reportTotal('AllStudentsReport'),
          await reportTotal('SuperBinderReport'),
        ];
        const totalsBefore = await totals();
        const file = generateIsirBuffer({
          layout: '2026-27',
          records: RECORDS,
          seed: 23,
          firstPerson: 400000,
        });
        const riveras = namedIn(file, 'Rivera');
        expect(riveras).toBeGreaterThan(0);

        // The import's reports of records written (the jobs page's progress), as they happen.
        const written: { at: number; records: number }[] = [];
        const query = s.db.query.bind(s.db);
        s.db.query = async (sql, params) => {
          const rows = await query(sql, params);
          if (sql.startsWith('UPDATE job SET progress')) {
            const progress = JSON.parse(String(params![0])) as { records: number; step: string };
            if (progress.step === 'READING')
              written.push({ at: performance.now(), records: progress.records });
          }
          return rows as never;
        };

        const queued = await uploadIsir(s, verifier, file, { fileName: 'busy-day.txt', background: true });
        expect(queued.body.status).toBe('QUEUED');
        let finished = false;
        const importing = s.services.ctx.jobs.drain().finally(() => (finished = true));
        // The manager searches again as soon as each answer comes, until the import is done.
        const searches: { start: number; end: number; status: number; total: number }[] = [];
        const totalsSeen: number[][] = [];
        while (!finished) {
          const start = performance.now();
          const res = await search();
          searches.push({ start, end: performance.now(), status: res.status, total: res.body.total });
          totalsSeen.push(await totals());
        }
        await importing;
        // Every request answered counts as ended again (else a background import would wait at every turn).
        expect(s.services.ctx.interactive.answering).toBe(0);
        const totalsAfter = await totals();
        expect(totalsAfter[0]).toBe(totalsBefore[0]! + RECORDS);
        expect(totalsAfter[1]).toBeGreaterThan(totalsBefore[1]!);
        // The reports, too, counted the school before the file or with all of it (each answer on its own: the file
        // may be published between the two).
        expect(
          totalsSeen.filter((t) => t.some((n, i) => n !== totalsBefore[i] && n !== totalsAfter[i])),
        ).toEqual([]);

        const done = await s.get(`/isir-api/IsirHeader/${queued.body.id}`, verifier);
        expect(done.body).toMatchObject({
          status: 'IMPORTED',
          recordCount: RECORDS,
          newStudentCount: RECORDS,
        });
        expect(searches.filter((x) => x.status !== 200)).toEqual([]);
        // Every answer shows the school before the file or with all of it, never part of it.
        expect(searches.filter((x) => x.total !== before && x.total !== before + riveras)).toEqual([]);
        expect((await search()).body.total).toBe(before + riveras);
        // While the file's records were being written, the manager's searches kept being answered.
        expect(written.length).toBeGreaterThanOrEqual(2);
        const [first, last] = [written[0]!.at, written[written.length - 1]!.at];
        const answeredMeanwhile = searches.filter((x) => x.start >= first && x.end <= last);
        expect(
          answeredMeanwhile.length,
          `searches answered between the import's first and last report of records written (${written.length} reports)`,
        ).toBeGreaterThanOrEqual(3);
      } finally {
        await s.close();
      }
    }, 120_000);

    it('a student the file creates and brings again later in the file gets the task list of their current ISIR only', async () => {
      const s = await startTestServices(backend);
      try {
        const verifier = (await s.signIn('verifier@aidverify.test')).accessToken;
        const person = (i: number, trackingFlag: string, selected: 'Y' | 'N' = 'Y'): IsirPerson => ({
          firstName: 'Restated',
          lastName: `Student${i}`,
          ssn: `91${String(7101001 + i)}`,
          dateOfBirth: '2006-03-04',
          email: `restated${i}@example.edu`,
          dependency: 'D',
          trackingFlag,
          selected,
          sai: 1000,
        });
        // 300 new students (more than a batch), the first with group V1; then the first again (transaction 2, group
        // V4) and the second again (not selected any more); the third has V4 from the start: what the first must end as.
        const people = Array.from({ length: 300 }, (_, i) => person(i, i === 2 ? 'V4' : 'V1'));
        const first = generateIsirBuffer({ layout: '2026-27', people, seed: 31, headers: false });
        const again = generateIsirBuffer({
          layout: '2026-27',
          people: [person(0, 'V4'), person(1, 'V1', 'N')],
          seed: 31,
          transactionNumber: 2,
          headers: false,
        });
        const res = await uploadIsir(s, verifier, Buffer.concat([first, again]), {
          fileName: 'restated.txt',
        });
        expect(res.body).toMatchObject({ status: 'IMPORTED', recordCount: 302, newStudentCount: 300 });
        const itemsOf = async (i: number) =>
          (
            await readRows(
              s.db,
              { item: z.string() },
              `SELECT l.interview_type_id || ':' || l.is_for_parent_account || ':' || l.status AS item
                 FROM student_interview_link l JOIN student st ON st.id = l.student_id
                WHERE st.last_name = $1 AND l.aid_year = 2027 ORDER BY 1`,
              [`Student${i}`],
            )
          ).map((r) => r.item);
        const [v1, v4] = [await itemsOf(3), await itemsOf(2)];
        expect(v4.length).toBeGreaterThan(0);
        expect(v1).not.toEqual(v4); // the demo school's V1 and V4 ask for different documents
        expect(await itemsOf(0)).toEqual(v4);
        // No longer selected: its status and task list follow (nothing of V1 left open).
        expect((await itemsOf(1)).filter((item) => item.endsWith(':NEW'))).toEqual([]);
        const [st] = await readRows(
          s.db,
          { status: z.string(), verification_group: z.string().nullable() },
          `SELECT status, verification_group FROM student WHERE last_name = 'Student0'`,
        );
        expect(st).toEqual({ status: 'SELECTED', verification_group: 'V4' });
        // The aid year's students and the Account QC counts are what the students themselves say.
        const [year] = await readRows(
          s.db,
          { missing: dbNumber, extra: dbNumber },
          `SELECT (SELECT count(*)::int FROM student st WHERE st.last_name LIKE 'Student%' AND st.first_name = 'Restated'
                     AND NOT EXISTS (SELECT 1 FROM report_year_student y WHERE y.student_id = st.id AND y.aid_year = 2027)) AS missing,
                  (SELECT count(*)::int FROM report_year_student y WHERE NOT EXISTS (SELECT 1 FROM student st WHERE st.id = y.student_id)) AS extra`,
        );
        expect(year).toEqual({ missing: 0, extra: 0 });
        const [qc] = await readRows(
          s.db,
          { holders: dbNumber },
          `SELECT holders FROM account_qc_contact WHERE kind = 'email' AND contact = 'restated0@example.edu'`,
        );
        expect(qc).toEqual({ holders: 1 });
        expect(await isirFootprint(s)).toMatchObject({ unpublished_items: 0, unpublished_students: 0 });
      } finally {
        await s.close();
      }
    }, 120_000);

    it('a file found broken after batches of it were written leaves nothing behind, and the data before it as it was', async () => {
      const s = await startTestServices(backend, { env: { JOB_WORKER: 'off' } });
      try {
        const verifier = (await s.signIn('verifier@aidverify.test')).accessToken;
        const good = generateIsirBuffer({ layout: '2026-27', records: 1000, seed: 24, firstPerson: 500000 });
        const broken = Buffer.concat([good, Buffer.from([0x00, 0xff, 0x13, 0x89]), Buffer.from('\r\n')]);
        const before = await isirFootprint(s);
        const res = await uploadIsir(s, verifier, broken, { fileName: 'broken-at-the-end.txt' });
        expect(res.status, JSON.stringify(res.body)).toBe(422);
        expect(res.body.message).toMatch(/^Line \d+: is not text/);
        expect(res.body.details.upload).toMatchObject({ status: 'FAILED', importedCount: 0 });
        // Nothing of the file imported, and nothing of it left unpublished.
        expect(before).toMatchObject({
          unpublished_items: 0,
          unpublished_records: 0,
          unpublished_students: 0,
          unpublished_uploads: 0,
        });
        expect(await isirFootprint(s)).toEqual(before);
      } finally {
        await s.close();
      }
    }, 120_000);

    it('deletes what imports that will never publish wrote, and keeps what running ones wrote and everything published', async () => {
      const s = await startTestServices(backend, { env: { JOB_WORKER: 'off' } });
      try {
        const published = await isirFootprint(s);
        const upload = async (status: string, age: string) => {
          const [row] = await readRows(
            s.db,
            { id: dbNumber },
            `INSERT INTO isir_upload (uuid, school_code, file_name, origin, status, created_at)
             VALUES (gen_random_uuid(), '222222', 'unpublished.txt', 'UPLOAD', $1, now() - $2::interval) RETURNING id`,
            [status, age],
          );
          const id = row!.id;
          await s.db.query('INSERT INTO isir_upload_unpublished (upload_id) VALUES ($1)', [id]);
          // Three records of three students the upload created, as an import writes them before it publishes.
          await s.db.query(
            `WITH made AS (
               INSERT INTO student_all (uuid, school_code, student_number, first_name, last_name, created_by_upload_id)
               SELECT gen_random_uuid(), '222222', 'ISIR-' || $1::int || '-' || n, 'Hidden', 'Student', $1::int FROM generate_series(1, 3) AS n
               RETURNING id)
             INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number,
                                          transaction_key, raw_encrypted, is_current)
             SELECT $1::int, '222222', 2027, (SELECT min(id) FROM isir_record_info), id, row_number() OVER (), 'key-' || $1::int || '-' || id, 'sealed', true
               FROM made`,
            [id],
          );
          return id;
        };
        const running = await upload('RUNNING', '1 minute');
        await upload('RUNNING', '1 hour'); // its waiting caller's process stopped (the log shows it interrupted)
        await upload('FAILED', '1 minute');
        // No reader sees any of it meanwhile.
        expect(await isirFootprint(s)).toMatchObject({
          records: published.records,
          students: published.students,
          unpublished_records: 9,
          unpublished_students: 9,
        });
        expect(await clearAbandonedUnpublished(s.db)).toBe(6);
        const left = await readRows(
          s.db,
          { upload_id: dbNumber },
          'SELECT upload_id FROM isir_upload_unpublished',
        );
        expect(left.map((r) => r.upload_id)).toEqual([running]);
        expect(await isirFootprint(s)).toEqual({
          ...published,
          unpublished_records: 3,
          unpublished_students: 3,
          unpublished_uploads: 1,
        });
      } finally {
        await s.close();
      }
    }, 120_000);
  });
});
