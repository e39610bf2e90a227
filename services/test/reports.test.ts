import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pageSql } from '../src/domain/reports/engine.js';
import { reportMap } from '../src/domain/reports/definitions.js';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

/** Every report's numbers on data built here for it, in aid years the demo data does not use (2031, 2032). */
const YEAR = 2031;
const BIG_YEAR = 2032;

interface Page {
  total: number;
  columns: { key: string; label: string }[];
  rows: { key: string; studentUuid: string | null; cells: (string | null)[] }[];
  summary: { label: string; value: string }[];
}

forEachBackend((backend) => {
  describe('reports', () => {
    const s = useServices(backend);
    let manager: string;
    let member: string;
    let readOnly: string;
    let student: string;
    let otherSchool: string;
    const ids: Record<string, number> = {};
    const uuids: Record<string, string> = {};

    const search = (name: string, body: Record<string, unknown>, token = manager) =>
      s().post<Page>(`/school-api/report/${name}/search`, { aidYear: YEAR, ...body }, token);
    const col = (p: Page, key: string) => p.columns.findIndex((c) => c.key === key);
    const cell = (p: Page, row: number, key: string) => p.rows[row]!.cells[col(p, key)];
    const rowOf = (p: Page, name: string) => p.rows.find((r) => r.cells[col(p, 'student')] === name);

    beforeAll(async () => {
      [manager, member, readOnly, student, otherSchool] = await Promise.all([
        s()
          .signIn('manager@aidverify.test')
          .then((t) => t.accessToken),
        s()
          .signIn('member@aidverify.test')
          .then((t) => t.accessToken),
        s()
          .signIn('readonly@aidverify.test')
          .then((t) => t.accessToken),
        s()
          .signIn('student@aidverify.test')
          .then((t) => t.accessToken),
        s()
          .signIn('superadmin@aidverify.test', { schoolCode: '333333' })
          .then((t) => t.accessToken),
      ]);
      const db = s().db;
      const [info] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO isir_record_info (aid_year, ed_year_code, variant, record_length, name) VALUES ($1, '1', 'reports-test', 10, 'test') RETURNING id`,
        [YEAR],
      );
      const [upload] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO isir_upload (uuid, school_code, file_name, origin, status) VALUES ($1, '222222', 'reports.txt', 'UPLOAD', 'IMPORTED') RETURNING id`,
        [randomUUID()],
      );
      const addStudent = async (key: string, school: string, f: Record<string, unknown>) => {
        const uuid = randomUUID();
        const [row] = await readRows(
          db,
          { id: dbNumber },
          `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, email, status, verification_group, dependency_status, ssn_last_four)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            uuid,
            school,
            `R-${key}`,
            key,
            f.last,
            f.email ?? null,
            f.status ?? 'SELECTED',
            f.group ?? null,
            f.dependency ?? 1,
            f.last4 ?? '1234',
          ],
        );
        ids[key] = row!.id;
        uuids[key] = uuid;
      };
      let tx = 0;
      // Transactions are dated in the past (a super binder made today is newer than each of them), in arrival order.
      const isir = (
        key: string,
        year: number,
        tn: number,
        f: Record<string, unknown>,
        current: boolean,
        createdAt = '2025-10-01T00:00:00Z',
      ) =>
        db.query(
          `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_number,
             dependency_model, sai, first_name, last_name, ssn_hmac, ssn_last_four, email, selected_for_verification, tracking_flag, comment_codes,
             reject_codes, street_address, city, state, zip_code, ssa_match_status, dependency_override, c_flag, raw_encrypted, is_current, created_at)
           VALUES ($1, '222222', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, 'x', $26, $27)`,
          [
            upload!.id,
            year,
            info!.id,
            ids[key],
            ++tx,
            `t-${tx}`,
            tn,
            f.dep ?? 'D',
            f.sai ?? null,
            key,
            f.last ?? null,
            f.hmac ?? 'h1',
            '1234',
            f.email ?? null,
            f.selected ?? 'Y',
            f.group ?? 'V1',
            f.comments ?? [],
            f.rejects ?? null,
            f.street ?? null,
            'Springfield',
            'IL',
            f.zip ?? '62701',
            f.ssa ?? '4',
            f.override ?? null,
            f.cFlag ?? null,
            current,
            createdAt,
          ],
        );
      await addStudent('Ann', '222222', { last: 'Adams', status: 'SELECTED', group: 'V1' });
      await addStudent('Bob', '222222', { last: 'Baker', status: 'REVIEW', email: 'shared@example.edu' });
      await addStudent('Cat', '222222', { last: 'Clark', status: 'APPROVED', email: 'SHARED@example.edu' });
      await addStudent('Dan', '222222', { last: 'Diaz', status: 'APPROVED', group: 'V4' });
      await addStudent('Zed', '333333', { last: 'Zorn', status: 'REVIEW' });
      // Ann: dependent last year and in transaction 1, independent in transaction 2 (SAI +10: under the $25 tolerance).
      await isir('Ann', YEAR - 1, 1, { dep: 'D', sai: 900, last: 'Adams' }, true);
      await isir('Ann', YEAR, 1, { dep: 'D', sai: 1000, last: 'Adams', street: '1 Elm St' }, false);
      await isir(
        'Ann',
        YEAR,
        2,
        { dep: 'I', sai: 1010, last: 'Adams', street: '1 Elm St', comments: ['123'], cFlag: 'Y' },
        true,
        '2025-11-01T00:00:00Z',
      );
      // Bob: SAI 500 → 600 and a new reject code.
      await isir('Bob', YEAR, 1, { sai: 500, last: 'Baker' }, false);
      await isir('Bob', YEAR, 2, { sai: 600, last: 'Baker', rejects: 'C' }, true, '2025-11-02T00:00:00Z');
      // Cat: SSA says the date of birth does not match.
      await isir('Cat', YEAR, 1, { sai: 0, last: 'Clark', ssa: '2' }, true);
      await isir('Dan', YEAR, 1, { sai: 50, last: 'Diaz', group: 'V4' }, true);
      const [v1] = await readRows(
        db,
        { id: dbNumber },
        `SELECT id FROM interview_type WHERE type_code = 'V1'`,
      );
      const [v4] = await readRows(
        db,
        { id: dbNumber },
        `SELECT id FROM interview_type WHERE type_code = 'V4'`,
      );
      await db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, created_at) VALUES ($1, $2, $3, $4, 'NEW', now() - interval '10 days')`,
        [randomUUID(), ids.Ann, v1!.id, YEAR],
      );
      // Two days past the 60: "61 days ago" crosses the change to daylight time and can be the school's 60th day.
      await db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, created_at) VALUES ($1, $2, $3, $4, 'NEW', now() - interval '62 days')`,
        [randomUUID(), ids.Dan, v4!.id, YEAR],
      );
      await db.query(
        `INSERT INTO student_comment_code_link (school_code, student_id, aid_year, code, isir_record_id)
                      SELECT '222222', student_id, aid_year, '123', id FROM isir_record WHERE student_id = $1 AND aid_year = $2 AND is_current`,
        [ids.Ann, YEAR],
      );
      // Another school's student in the same year: never in 222222's reports.
      await db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status) VALUES ($1, $2, $3, $4, 'NEW')`,
        [randomUUID(), ids.Zed, v1!.id, YEAR],
      );
      // 5,001 students in another year for the export job.
      await db.query(
        `WITH s AS (INSERT INTO student (uuid, school_code, student_number, first_name, last_name, status)
                    SELECT gen_random_uuid(), '222222', 'BIG-' || n, 'First' || n, 'Last' || lpad(n::text, 5, '0'), 'SELECTED' FROM generate_series(1, 5001) n RETURNING id)
         INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_number, sai, raw_encrypted, is_current)
         SELECT $1, '222222', $2, $3, id, id, 'big-' || id, 1, 100, 'x', true FROM s`,
        [upload!.id, BIG_YEAR, info!.id],
      );
    });

    it('All Students: one row per student of the school and year, current transaction and SAI, sorted and paged', async () => {
      const res = await search('AllStudentsReport', { sort: 'student' });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(4);
      expect(res.body.rows.map((r) => r.cells[col(res.body, 'student')])).toEqual([
        'Adams, Ann',
        'Baker, Bob',
        'Clark, Cat',
        'Diaz, Dan',
      ]);
      expect(cell(res.body, 0, 'transaction_number')).toBe('2');
      expect(cell(res.body, 0, 'sai')).toBe('1010');
      const page2 = await search('AllStudentsReport', {
        sort: 'sai',
        descending: true,
        page: 2,
        pageSize: 1,
      });
      expect(page2.body.rows.map((r) => r.cells[col(page2.body, 'student')])).toEqual(['Baker, Bob']);
      const filtered = await search('AllStudentsReport', { filters: { status: 'APPROVED' } });
      expect(filtered.body.total).toBe(2);
      expect((await search('AllStudentsReport', { sort: 'ssn; DROP TABLE student' })).status).toBe(400);
      expect((await search('AllStudentsReport', { filters: { nope: 'x' } })).status).toBe(400);
    });

    it('General: counts by status, one bucket per worklist, and the averages', async () => {
      const res = await search('GeneralReport', {});
      const count = (bucket: string) =>
        res.body.rows.find((r) => r.key === bucket)!.cells[col(res.body, 'students')];
      expect([count('SELECTED'), count('REVIEW'), count('APPROVED'), count('IN_PROGRESS')]).toEqual([
        '1',
        '1',
        '2',
        '0',
      ]);
      expect(res.body.rows.find((r) => r.key === 'REVIEW')!.cells[col(res.body, 'worklist')]).toBe(
        'Review worklist',
      );
      expect(res.body.summary.map((x) => x.label)).toEqual([
        'Average days from account creation to verified',
        'Average days from review to verified',
      ]);
    });

    it('Missing Student: selected students owing items or without an account, with days outstanding', async () => {
      const res = await search('MissingStudentReport', {});
      const ann = rowOf(res.body, 'Adams, Ann')!;
      expect(ann.cells[col(res.body, 'missing')]).toMatch(/^No student account; .*V1/);
      expect(ann.cells[col(res.body, 'days_outstanding')]).toBe('10');
      expect(rowOf(res.body, 'Clark, Cat')).toBeUndefined(); // approved
    });

    it('Postcards: ISIR mailing address of non-responders; marking postcards sent takes them off the "not sent" list', async () => {
      const res = await search('PostcardsReport', { filters: { not_sent: 'true' } });
      expect(res.body.total).toBe(1);
      expect(cell(res.body, 0, 'street_address')).toBe('1 Elm St');
      expect(cell(res.body, 0, 'reason')).toBe('No e-mail address');
      expect(
        (
          await s().post(
            '/student-api/MarkPostcardsSent',
            { studentIDs: [Number(res.body.rows[0]!.key)] },
            manager,
          )
        ).status,
      ).toBe(200);
      expect((await search('PostcardsReport', { filters: { not_sent: 'true' } })).body.total).toBe(0);
    });

    it('Cross Year: flags the dependency change against last year', async () => {
      const res = await search('CrossYearDataReport', { filters: { has_conflict: 'true' } });
      expect(res.body.total).toBe(1);
      expect([
        cell(res.body, 0, 'prior_dependency'),
        cell(res.body, 0, 'dependency'),
        cell(res.body, 0, 'dependency_changed'),
      ]).toEqual(['Dependent', 'Independent', 'Yes']);
    });

    it('Change and Dependency Change: SAI changes of $25 or more, reject status, dependency', async () => {
      const changes = await search('ChangeReport', {});
      expect(changes.body.total).toBe(2);
      expect(rowOf(changes.body, 'Baker, Bob')!.cells[col(changes.body, 'changes')]).toBe(
        'SAI 500 to 600; Reject codes none to C',
      );
      // Ann's SAI moved by $10 only: listed for the comment code, not the SAI.
      expect(rowOf(changes.body, 'Adams, Ann')!.cells[col(changes.body, 'changes')]).toBe(
        'Comment codes  to 123',
      );
      expect((await search('ChangeReport', { filters: { kind: 'sai' } })).body.total).toBe(1);
      const dep = await search('DependencyChangeReport', {});
      expect(dep.body.total).toBe(1);
      expect([cell(dep.body, 0, 'previous_dependency'), cell(dep.body, 0, 'dependency')]).toEqual([
        'Dependent',
        'Independent',
      ]);
    });

    it('Non Matching SSN: SSA match other than full, last four only', async () => {
      const res = await search('NonMatchingSSNReport', {});
      expect(res.body.total).toBe(1);
      expect([
        cell(res.body, 0, 'student'),
        cell(res.body, 0, 'ssa_match'),
        cell(res.body, 0, 'isir_ssn'),
      ]).toEqual(['Clark, Cat', 'Date of birth mismatch', '***-**-1234']);
    });

    it('Comment Code: codes with their C flag; aid years before 2026 are refused', async () => {
      const res = await search('CommentCodeReport', {});
      expect(res.body.total).toBe(1);
      expect([cell(res.body, 0, 'code'), cell(res.body, 0, 'c_code'), cell(res.body, 0, 'resolved')]).toEqual(
        ['123', 'Yes', 'No'],
      );
      const old = await search('CommentCodeReport', { aidYear: 2025 });
      expect(old.status).toBe(400);
      expect((old.body as unknown as { message: string }).message).toMatch(/2025-2026 and later/);
    });

    it('Verification, Educational Purpose, Super Binder, Account QC', async () => {
      const ver = await search('VerificationReport', {});
      expect(ver.body.total).toBe(4);
      expect([
        rowOf(ver.body, 'Clark, Cat')!.cells[col(ver.body, 'outcome')],
        rowOf(ver.body, 'Clark, Cat')!.cells[col(ver.body, 'pell_status')],
      ]).toEqual(['Accurate', 'V']);
      expect(rowOf(ver.body, 'Adams, Ann')!.cells[col(ver.body, 'pell_status')]).toBe('S');
      const edp = await search('EducationalPurposeReportPage', {});
      expect(edp.body.total).toBe(1);
      expect([
        cell(edp.body, 0, 'student'),
        cell(edp.body, 0, 'state'),
        cell(edp.body, 0, 'result_code'),
      ]).toEqual(['Diaz, Dan', 'Overdue', '6']);
      const sb = await search('SuperBinderReport', {});
      expect(sb.body.total).toBe(2);
      expect(sb.body.rows.every((r) => r.cells[col(sb.body, 'binder_status')] === 'None')).toBe(true);
      const qc = await search('AccountQCReport', { filters: { rule: 'Shared e-mail' } });
      expect(qc.body.rows.map((r) => r.cells[col(qc.body, 'student')]).sort()).toEqual([
        'Baker, Bob',
        'Clark, Cat',
      ]);
      expect((await search('AccountOwnershipReport', {})).status).toBe(200);
    });

    it('Watchlist and institutional selection: staff flag from StudentView, the reports list who, why and when', async () => {
      expect(
        (
          await s().post(
            `/school-api/report/watchlist/${uuids.Bob}`,
            { aidYear: YEAR, reason: '  ' },
            manager,
          )
        ).status,
      ).toBe(400);
      const flagged = await s().post(
        `/school-api/report/watchlist/${uuids.Bob}`,
        { aidYear: YEAR, reason: 'Conflicting documents' },
        manager,
      );
      expect(flagged.status).toBe(200);
      expect(flagged.body.watchlist.reason).toBe('Conflicting documents');
      expect(
        (
          await s().post(
            `/school-api/report/watchlist/${uuids.Bob}`,
            { aidYear: YEAR, reason: 'again' },
            manager,
          )
        ).status,
      ).toBe(409);
      let wl = await search('WatchlistReport', { filters: { source: 'Staff' } });
      expect([wl.body.total, cell(wl.body, 0, 'reason'), cell(wl.body, 0, 'flagged_by')]).toEqual([
        1,
        'Conflicting documents',
        'manager@aidverify.test',
      ]);
      expect(
        (await s().call('DELETE', `/school-api/report/watchlist/${uuids.Bob}/${YEAR}`, { token: manager }))
          .status,
      ).toBe(200);
      wl = await search('WatchlistReport', { filters: { source: 'Staff' } });
      expect(wl.body.total).toBe(0);
      expect(
        (
          await s().post(
            `/school-api/report/institutionalSelection/${uuids.Dan}`,
            { aidYear: YEAR, reason: 'Conflicting income' },
            manager,
          )
        ).status,
      ).toBe(200);
      const inst = await search('InstitutionalSelectedVerificationReportPage', {});
      expect([
        inst.body.total,
        cell(inst.body, 0, 'student'),
        cell(inst.body, 0, 'reason'),
        cell(inst.body, 0, 'selected_by'),
      ]).toEqual([1, 'Diaz, Dan', 'Conflicting income', 'manager@aidverify.test']);
    });

    it('exports: CSV and .xlsx download directly; over 5,000 rows an export job writes the file to download', async () => {
      const csv = await fetch(
        `${s().url}/school-api/report/AllStudentsReport/download?aidYear=${YEAR}&format=csv&filters=${encodeURIComponent(JSON.stringify({ status: 'APPROVED' }))}`,
        { headers: { authorization: `Bearer ${manager}` } },
      );
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toContain('AllStudentsReport-2031.csv');
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toContain('"Student ID","Student"');
      expect(lines[1]).toContain('"Clark, Cat"');
      const xlsx = await fetch(
        `${s().url}/school-api/report/AllStudentsReport/download?aidYear=${YEAR}&format=xlsx`,
        { headers: { authorization: `Bearer ${manager}` } },
      );
      expect(
        Buffer.from(await xlsx.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
      const small = await s().post(
        `/school-api/report/AllStudentsReport/export`,
        { aidYear: YEAR, format: 'csv' },
        manager,
      );
      expect(small.body).toMatchObject({ direct: true, rows: 4 });
      const big = await s().post(
        `/school-api/report/AllStudentsReport/export`,
        { aidYear: BIG_YEAR, format: 'csv' },
        manager,
      );
      expect(big.body).toMatchObject({ direct: false, rows: 5001 });
      // Queued for the worker; the services' own worker may have claimed it already by the time the answer is written.
      expect(['QUEUED', 'RUNNING']).toContain(big.body.export.status);
      expect(
        (
          await fetch(`${s().url}/school-api/report/AllStudentsReport/download?aidYear=${BIG_YEAR}`, {
            headers: { authorization: `Bearer ${manager}` },
          })
        ).status,
      ).toBe(409);
      // The worker of the services (or this drain) runs the job; wait until it says it is finished.
      await s().services.ctx.jobs.drain();
      const list = await vi.waitFor(
        async () => {
          const l = await s().get(`/school-api/report/AllStudentsReport/exports/${BIG_YEAR}`, manager);
          if (!['DONE', 'FAILED'].includes(l.body[0].status)) throw new Error(`export ${l.body[0].status}`);
          return l;
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(list.body[0]).toMatchObject({ status: 'DONE', rowCount: 5001, error: null });
      const file = await fetch(`${s().url}/school-api/report/exportFile/${big.body.export.uuid}`, {
        headers: { authorization: `Bearer ${manager}` },
      });
      expect((await file.text()).trim().split('\r\n')).toHaveLength(5002);
      // Another school's staff member, even a SuperAdmin, does not get the file.
      expect(
        (await s().get(`/school-api/report/exportFile/${big.body.export.uuid}`, otherSchool)).status,
      ).toBe(404);
    });

    it('statuses, groups and task item states read as words on every report; exports add the code in a column of its own', async () => {
      const all = await search('AllStudentsReport', { sort: 'student' });
      const words = (name: string) => {
        const row = rowOf(all.body, name)!;
        return [row.cells[col(all.body, 'status')], row.cells[col(all.body, 'verification_group')]];
      };
      expect(words('Adams, Ann')).toEqual(['Selected', 'V1 Standard verification']);
      expect(words('Diaz, Dan')).toEqual(['Approved', 'V4 Custom verification']);
      // No report shows a code such as APPROVED_WITH_CORRECTIONS in any of its cells.
      for (const def of reportMap(s().services.ctx).values()) {
        if (def.minAidYear && YEAR < def.minAidYear) continue;
        const page = await search(def.name, { pageSize: 500 });
        expect(page.status, def.name).toBe(200);
        const codes = page.body.rows.flatMap((r) => r.cells.filter((c) => c && /^[A-Z]+(_[A-Z]+)+$/.test(c)));
        expect([def.name, codes]).toEqual([def.name, []]);
      }
      const csv = await fetch(
        `${s().url}/school-api/report/AllStudentsReport/download?aidYear=${YEAR}&format=csv&sort=student`,
        { headers: { authorization: `Bearer ${manager}` } },
      );
      const [header, ...lines] = (await csv.text()).trim().split('\r\n');
      expect(header).toContain('"Group","Group code","Status","Status code"');
      expect(lines.find((l) => l.includes('"Diaz, Dan"'))).toContain(
        '"V4 Custom verification","V4","Approved","APPROVED"',
      );
    });

    it('Super binder bulk creation runs as a job to the end: progress on the jobs API, binder files kept, the rows turn current', async () => {
      const before = await search('SuperBinderReport', { filters: { needs_binder: 'true' } });
      expect(before.body.total).toBe(2);
      const queued = await s().post<{ jobId: number }>(
        '/school-api/report/SuperBinderReport/createBinders',
        { aidYear: YEAR },
        manager,
      );
      expect(queued.status).toBe(200);
      const admin = (await s().signIn('superadmin@aidverify.test', { schoolCode: '222222' })).accessToken;
      await s().services.ctx.jobs.drain();
      const job = await vi.waitFor(
        async () => {
          const j = await s().get(`/school-api/jobs/${queued.body.jobId}`, admin);
          if (!['DONE', 'FAILED'].includes(j.body.status)) throw new Error(`job ${j.body.status}`);
          return j.body;
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(job).toMatchObject({
        status: 'DONE',
        error: null,
        kindLabel: 'Super binders (bulk)',
        progress: { done: 2, total: 2, unit: 'students' },
      });
      const listed = await s().get('/school-api/jobs/page/1', admin);
      expect(listed.body.jobs.find((j: { id: number }) => j.id === queued.body.jobId).progress).toMatchObject(
        { done: 2, total: 2 },
      );
      // One super binder each, its PDF on disk under the blob store.
      const binders = await readRows(
        s().db,
        { student_id: dbNumber, blob_key: z.string(), aid_year: dbNumber },
        `SELECT student_id, blob_key, aid_year FROM student_binder WHERE kind = 'SUPER_BINDER' AND student_id = ANY($1::int[]) ORDER BY student_id`,
        [[ids.Ann, ids.Dan]],
      );
      expect(binders.map((b) => [b.student_id, b.aid_year])).toEqual(
        [
          [ids.Ann, YEAR],
          [ids.Dan, YEAR],
        ].sort((a, b) => a[0]! - b[0]!),
      );
      for (const b of binders) {
        const file = path.join(
          s().services.ctx.env.BLOB_DIR ?? path.join(s().services.ctx.env.DATA_DIR, 'blobs'),
          b.blob_key,
        );
        expect(existsSync(file)).toBe(true);
        // Kept sealed; read back through the store.
        expect(readFileSync(file).subarray(0, 5).toString()).not.toBe('%PDF-');
        const pdf = await buffer(await s().services.ctx.blobs.open(b.blob_key));
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      }
      const after = await search('SuperBinderReport', {});
      expect(after.body.total).toBe(2);
      expect(after.body.rows.map((r) => r.cells[col(after.body, 'binder_status')])).toEqual([
        'Current',
        'Current',
      ]);
      expect((await search('SuperBinderReport', { filters: { needs_binder: 'true' } })).body.total).toBe(0);
    });

    it("the aid year's students the reports count follow every write to ISIRs, task list items and a student's school", async () => {
      const db = s().db;
      const member = async (key: string, year = 2033) =>
        (
          await db.query(
            'SELECT 1 FROM report_year_student WHERE student_id = $1 AND aid_year = $2 AND school_code = $3',
            [ids[key], year, '222222'],
          )
        ).length === 1;
      const [info] = await readRows(
        db,
        { id: dbNumber },
        'SELECT id FROM isir_record_info WHERE aid_year = $1 LIMIT 1',
        [YEAR],
      );
      const [upload] = await readRows(
        db,
        { id: dbNumber },
        `SELECT id FROM isir_upload WHERE file_name = 'reports.txt'`,
      );
      const [v1] = await readRows(
        db,
        { id: dbNumber },
        `SELECT id FROM interview_type WHERE type_code = 'V1'`,
      );
      const [eve] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, status) VALUES ($1, '222222', 'R-Eve', 'Eve', 'Evans', 'SELECTED') RETURNING id`,
        [randomUUID()],
      );
      ids.Eve = eve!.id;
      expect(await member('Eve')).toBe(false);
      // A current ISIR makes the student one of the year's; a later transaction taking over keeps it so.
      const [t1] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key, transaction_number, raw_encrypted, is_current)
         VALUES ($1, '222222', 2033, $2, $3, 1, 'eve-1', 1, 'x', true) RETURNING id`,
        [upload!.id, info!.id, ids.Eve],
      );
      expect(await member('Eve')).toBe(true);
      expect(
        await search('AllStudentsReport', { aidYear: 2033 }).then((r) =>
          r.body.rows.map((x) => x.cells[col(r.body, 'student')]),
        ),
      ).toEqual(['Evans, Eve']);
      await db.query('UPDATE isir_record SET is_current = false WHERE id = $1', [t1!.id]);
      expect(await member('Eve')).toBe(false);
      expect((await search('AllStudentsReport', { aidYear: 2033 })).body.total).toBe(0);
      // A task list item alone makes it one too; moving the item to another year moves the student with it.
      const [link] = await readRows(
        db,
        { id: dbNumber },
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status) VALUES ($1, $2, $3, 2033, 'NEW') RETURNING id`,
        [randomUUID(), ids.Eve, v1!.id],
      );
      expect(await member('Eve')).toBe(true);
      await db.query('UPDATE student_interview_link SET aid_year = 2034 WHERE id = $1', [link!.id]);
      expect([await member('Eve'), await member('Eve', 2034)]).toEqual([false, true]);
      await db.query('DELETE FROM student_interview_link WHERE id = $1', [link!.id]);
      expect(await member('Eve', 2034)).toBe(false);
      // The ISIR current again, then deleted; an ISIR of another school's file does not count for this school.
      await db.query('UPDATE isir_record SET is_current = true WHERE id = $1', [t1!.id]);
      expect(await member('Eve')).toBe(true);
      await db.query(`UPDATE isir_record SET school_code = '333333' WHERE id = $1`, [t1!.id]);
      expect(await member('Eve')).toBe(false);
      await db.query(`UPDATE isir_record SET school_code = '222222' WHERE id = $1`, [t1!.id]);
      expect(await member('Eve')).toBe(true);
      // The student moving school takes its year along only where its ISIR is of the new school.
      await db.query(`UPDATE student SET school_code = '333333' WHERE id = $1`, [ids.Eve]);
      expect(await member('Eve')).toBe(false);
      await db.query(`UPDATE student SET school_code = '222222' WHERE id = $1`, [ids.Eve]);
      expect(await member('Eve')).toBe(true);
      await db.query('DELETE FROM isir_record WHERE id = $1', [t1!.id]);
      expect(await member('Eve')).toBe(false);
      await db.query('DELETE FROM student WHERE id = $1', [ids.Eve]);
      // After every write of this file and of the demo data (imports, task lists...), the kept set is exactly the
      // set computed from scratch.
      const drift = await db.query(
        `WITH truth AS (SELECT st.school_code, y.aid_year, st.id AS student_id FROM student st
                          JOIN (SELECT student_id, aid_year, school_code FROM isir_record WHERE is_current
                                UNION SELECT student_id, aid_year, NULL FROM student_interview_link) y
                            ON y.student_id = st.id AND (y.school_code IS NULL OR y.school_code = st.school_code)
                         GROUP BY 1, 2, 3)
         (SELECT 'missing' AS d, * FROM truth EXCEPT SELECT 'missing', school_code, aid_year, student_id FROM report_year_student)
         UNION ALL (SELECT 'extra', school_code, aid_year, student_id FROM report_year_student EXCEPT SELECT 'extra', * FROM truth)`,
      );
      expect(drift).toEqual([]);
      expect(
        (
          await readRows(
            db,
            { n: dbNumber },
            'SELECT count(*)::int AS n FROM report_year_student WHERE aid_year = $1',
            [YEAR],
          )
        )[0]!.n,
      ).toBeGreaterThan(0);
    });

    it('Account QC: e-mail, phone and address shared by unrelated students; the e-mail, phone and address counts follow every write', async () => {
      const db = s().db;
      const QC_YEAR = 2035;
      const [info] = await readRows(
        db,
        { id: dbNumber },
        'SELECT id FROM isir_record_info WHERE aid_year = $1 LIMIT 1',
        [YEAR],
      );
      const [upload] = await readRows(
        db,
        { id: dbNumber },
        `SELECT id FROM isir_upload WHERE file_name = 'reports.txt'`,
      );
      const student = async (first: string, last: string, email: string | null, school = '222222') => {
        const [row] = await readRows(
          db,
          { id: dbNumber },
          `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, email, status)
           VALUES ($1, $2, $3, $4, $5, $6, 'SELECTED') RETURNING id`,
          [randomUUID(), school, `QC-${first}`, first, last, email],
        );
        return row!.id;
      };
      let line = 0;
      const isir = async (
        id: number,
        tn: number,
        street: string | null,
        zip: string,
        current = true,
        school = '222222',
      ) => {
        const [row] = await readRows(
          db,
          { id: dbNumber },
          `INSERT INTO isir_record (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number, transaction_key,
             transaction_number, street_address, zip_code, raw_encrypted, is_current)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'x', $11) RETURNING id`,
          [upload!.id, school, QC_YEAR, info!.id, id, ++line, `qc-${line}`, tn, street, zip, current],
        );
        return row!.id;
      };
      const account = async (username: string, phone: string | null, links: [number, number][]) => {
        const [row] = await readRows(
          db,
          { id: dbNumber },
          `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, phone)
           VALUES ($1, '222222', $2, 'Account', 'Holder', $3) RETURNING id`,
          [randomUUID(), username, phone],
        );
        for (const [studentId, accountType] of links)
          await db.query(
            'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $2, $3)',
            [studentId, row!.id, accountType],
          );
        return row!.id;
      };
      const gus = await student('Gus', 'Gray', 'qc-mail@example.edu');
      const hal = await student('Hal', 'Hill', 'QC-Mail@example.edu');
      const ivy = await student('Ivy', 'Irwin', null);
      const jay = await student('Jay', 'Jones', null);
      const kim = await student('Kim', 'King', null);
      const lou = await student('Lou', 'Lane', null);
      const max = await student('Max', 'Lane', null);
      const other = await student('Ned', 'Nash', 'qc-mail@example.edu', '333333');
      await isir(gus, 1, '1 Birch Ave', '62701');
      await isir(hal, 1, '2 Birch Ave', '62701');
      // Ivy's superseded transaction had Kim's address: only current ISIRs count.
      await isir(ivy, 1, '9 Pine St', '62702', false);
      await isir(ivy, 2, '5 Oak St', '62702');
      const jayFirst = await isir(jay, 1, '5 OAK ST', '62702');
      await isir(kim, 1, '9 pine st', '62702');
      await isir(other, 1, '5 Oak St', '62702', true, '333333');
      // Lou and Max are siblings (one parent account linked to both): their shared address is no exception.
      await isir(lou, 1, '7 Elm Rd', '62703');
      await isir(max, 1, '7 Elm Rd', '62703');
      await account('qc-parent@example.edu', null, [
        [lou, 1],
        [max, 1],
      ]);
      const gusAccount = await account('qc-gus@example.edu', '555-0101', [[gus, 0]]);
      const ivyAccount = await account('qc-ivy@example.edu', '555-0101', [[ivy, 0]]);
      // Gus's parent shares a phone with Kim: Gus has a row for each phone.
      const gusParent = await account('qc-gus-parent@example.edu', '555-0202', [[gus, 1]]);
      const kimAccount = await account('qc-kim@example.edu', '555-0202', [[kim, 0]]);

      // The kept address counts (migration 110) against a count from scratch over every ISIR row, published or not.
      const addressDrift = () =>
        db.query(
          `WITH truth AS (
             SELECT school_code, aid_year, lower(street_address) AS street, zip_code, count(*)::int AS holders
               FROM isir_record_all WHERE is_current AND street_address IS NOT NULL AND zip_code IS NOT NULL GROUP BY 1, 2, 3, 4)
           (SELECT 'missing' AS d, * FROM truth EXCEPT SELECT 'missing', school_code, aid_year, street, zip_code, holders FROM account_qc_address)
           UNION ALL
           (SELECT 'extra', school_code, aid_year, street, zip_code, holders FROM account_qc_address EXCEPT SELECT 'extra', * FROM truth)`,
        );
      expect(await addressDrift()).toEqual([]);

      const rows = async () => {
        const res = await search('AccountQCReport', { aidYear: QC_YEAR, pageSize: 500 });
        expect(res.status).toBe(200);
        expect(new Set(res.body.rows.map((r) => r.key)).size).toBe(res.body.rows.length);
        return res.body.rows.map((r) =>
          ['rule', 'student', 'detail', 'other_students'].map((k) => r.cells[col(res.body, k)]).join(' | '),
        );
      };
      expect(await rows()).toEqual([
        'Shared address | Irwin, Ivy | 5 Oak St, 62702 | Jones, Jay',
        'Shared address | Jones, Jay | 5 OAK ST, 62702 | Irwin, Ivy',
        'Shared e-mail | Gray, Gus | qc-mail@example.edu | Hill, Hal',
        'Shared e-mail | Hill, Hal | qc-mail@example.edu | Gray, Gus',
        'Shared phone | Gray, Gus | 555-0101 | Irwin, Ivy',
        'Shared phone | Gray, Gus | 555-0202 | King, Kim',
        'Shared phone | Irwin, Ivy | 555-0101 | Gray, Gus',
        'Shared phone | King, Kim | 555-0202 | Gray, Gus',
      ]);

      // Hal's new e-mail, Jay's later transaction at a new address and the accounts' phones changed or gone end
      // each pair.
      await db.query(`UPDATE student SET email = 'hal@example.edu' WHERE id = $1`, [hal]);
      await db.query('UPDATE isir_record SET is_current = false WHERE id = $1', [jayFirst]);
      const jaySecond = await isir(jay, 2, '6 Oak St', '62702');
      await db.query('UPDATE student_account SET phone = NULL WHERE id = $1', [ivyAccount]);
      await db.query(`UPDATE student_account SET phone = '555-0303' WHERE id = $1`, [kimAccount]);
      expect(await rows()).toEqual([]);
      expect(await addressDrift()).toEqual([]);
      // Kim moves in with Ivy (a corrected address on the current ISIR), Hal takes Gus's e-mail back in another
      // letter case, Ivy's account gets Gus's phone again: each pair is back.
      await db.query(`UPDATE isir_record SET street_address = '5 oak st' WHERE student_id = $1`, [kim]);
      await db.query(`UPDATE student SET email = 'Qc-Mail@Example.edu' WHERE id = $1`, [hal]);
      await db.query(`UPDATE student_account SET phone = '555-0101' WHERE id = $1`, [ivyAccount]);
      expect((await rows()).map((r) => r.split(' | ').slice(0, 2).join(' | '))).toEqual([
        'Shared address | Irwin, Ivy',
        'Shared address | King, Kim',
        'Shared e-mail | Gray, Gus',
        'Shared e-mail | Hill, Hal',
        'Shared phone | Gray, Gus',
        'Shared phone | Irwin, Ivy',
      ]);
      expect(await addressDrift()).toEqual([]);
      // An ISIR filed under the other school and back, in one statement each, over several rows: counted where it is.
      await db.query(`UPDATE isir_record_all SET school_code = '333333' WHERE student_id = ANY ($1)`, [
        [ivy, kim],
      ]);
      expect(await addressDrift()).toEqual([]);
      await db.query(`UPDATE isir_record_all SET school_code = '222222' WHERE student_id = ANY ($1)`, [
        [ivy, kim],
      ]);
      expect(await addressDrift()).toEqual([]);
      // Gone: Kim's ISIR, Hal (moved to the other school), Gus's account.
      await db.query('DELETE FROM isir_record WHERE student_id = $1', [kim]);
      expect(await addressDrift()).toEqual([]);
      await db.query(`UPDATE student SET school_code = '333333' WHERE id = $1`, [hal]);
      await db.query('DELETE FROM student_account WHERE id = $1', [gusAccount]);
      expect(await rows()).toEqual([]);
      await db.query('DELETE FROM isir_record WHERE id = $1', [jaySecond]);
      expect(await addressDrift()).toEqual([]);
      await db.query('DELETE FROM student WHERE id = ANY ($1)', [[jay, hal, other]]);
      await db.query('DELETE FROM student_account WHERE id = ANY ($1)', [[gusParent, kimAccount]]);

      // After every write of this file and of the demo data, the kept counts are exactly the counts made from scratch.
      const drift = await db.query(
        `WITH truth AS (
           SELECT school_code, 'email' AS kind, lower(email) AS contact, count(*)::int AS holders
             FROM student WHERE email IS NOT NULL GROUP BY 1, 3
           UNION ALL
           SELECT school_code, 'phone', phone, count(*)::int FROM student_account WHERE phone IS NOT NULL GROUP BY 1, 3)
         (SELECT 'missing' AS d, * FROM truth EXCEPT SELECT 'missing', school_code, kind, contact, holders FROM account_qc_contact)
         UNION ALL
         (SELECT 'extra', school_code, kind, contact, holders FROM account_qc_contact EXCEPT SELECT 'extra', * FROM truth)`,
      );
      expect(drift).toEqual([]);
      expect(
        (
          await readRows(
            db,
            { n: dbNumber },
            `SELECT count(*)::int AS n FROM account_qc_contact WHERE kind = 'email' AND holders > 1`,
          )
        )[0]!.n,
      ).toBeGreaterThan(0);
    });

    // Every report, every sort, both directions, paged whole: 40-45 s when other work loads this 2-core machine.
    it("every report's total is the number of its rows, whichever way it is counted, and every sort pages the same rows", async () => {
      const db = s().db;
      const defs = reportMap(s().services.ctx);
      const caller = {
        kind: 'staff',
        accountId: 1,
        accountUuid: '',
        username: '',
        schoolCode: '222222',
        role: 'Manager',
        permissions: new Set<string>(),
      } as const;
      // A report's own cheap total (report_year_student and the like) against counting its rows, in every year the
      // suite wrote, and again with a student of last year's and this year's ISIRs moved to another school.
      const compare = async () => {
        for (const def of defs.values())
          for (const aidYear of [YEAR - 1, YEAR, BIG_YEAR, 2033, 2035]) {
            if (def.minAidYear && aidYear < def.minAidYear) continue;
            const q = pageSql(def, caller, { aidYear });
            const [counted] = await readRows(db, { n: dbNumber }, q.count, q.countParams);
            if (q.total) {
              const [total] = await readRows(db, { n: dbNumber }, q.total.sql, q.total.params);
              expect([def.name, aidYear, total!.n]).toEqual([def.name, aidYear, counted!.n]);
            }
            if (aidYear === YEAR) {
              const page = await search(def.name, { pageSize: 500 });
              expect([def.name, page.body.total, page.body.rows.length]).toEqual([
                def.name,
                counted!.n,
                counted!.n,
              ]);
            }
          }
      };
      await compare();
      const [crossYear] = await readRows(
        db,
        { id: dbNumber },
        `SELECT a.student_id AS id FROM isir_record a JOIN isir_record b ON b.student_id = a.student_id AND b.aid_year = $1 AND b.is_current
          WHERE a.aid_year = $2 AND a.is_current AND a.school_code = '222222' LIMIT 1`,
        [YEAR - 1, YEAR],
      );
      expect((await search('CrossYearDataReport', {})).body.total).toBeGreaterThan(0);
      await db.query(`UPDATE student SET school_code = '333333' WHERE id = $1`, [crossYear!.id]);
      try {
        await compare();
      } finally {
        await db.query(`UPDATE student SET school_code = '222222' WHERE id = $1`, [crossYear!.id]);
      }
      // Sorted by each sortable column either way, the pages of a report cut by its sort alone (no window count)
      // hold the same rows as its default order.
      for (const def of [...defs.values()].filter((d) => d.total)) {
        const keys = async (body: Record<string, unknown>) =>
          (await search(def.name, { pageSize: 500, ...body })).body.rows.map((r) => r.key).sort();
        const all = await keys({});
        for (const column of def.columns.filter((c) => c.sortable !== false))
          for (const descending of [false, true])
            expect([def.name, column.key, descending, await keys({ sort: column.key, descending })]).toEqual([
              def.name,
              column.key,
              descending,
              all,
            ]);
      }
    }, 150_000);

    it('denials: missing permission, student, other school, no edit permission', async () => {
      for (const name of ['GeneralReport', 'WatchlistReport', 'CommentCodeReport']) {
        expect((await search(name, {}, member)).status).toBe(403);
        expect((await search(name, {}, student)).status).toBe(403);
      }
      expect(
        (
          await s().post(
            '/school-api/report/AllStudentsReport/export',
            { aidYear: YEAR, format: 'csv' },
            member,
          )
        ).status,
      ).toBe(403);
      expect(
        (await s().get(`/school-api/report/AllStudentsReport/download?aidYear=${YEAR}`, student)).status,
      ).toBe(403);
      expect((await s().get(`/school-api/report/AllStudentsReport/exports/${YEAR}`, member)).status).toBe(
        403,
      );
      expect(
        (
          await s().post(
            `/school-api/report/watchlist/${uuids.Ann}`,
            { aidYear: YEAR, reason: 'x' },
            readOnly,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await s().post(
            `/school-api/report/institutionalSelection/${uuids.Ann}`,
            { aidYear: YEAR, reason: 'x' },
            student,
          )
        ).status,
      ).toBe(403);
      expect(
        (await s().post('/school-api/report/SuperBinderReport/createBinders', { aidYear: YEAR }, readOnly))
          .status,
      ).toBe(403);
      // The other school's student is not found from this school; the other school's reports do not list ours.
      expect(
        (await s().post(`/school-api/report/watchlist/${uuids.Zed}`, { aidYear: YEAR, reason: 'x' }, manager))
          .status,
      ).toBe(404);
      expect((await s().get(`/school-api/report/studentFlags/${uuids.Zed}/${YEAR}`, manager)).status).toBe(
        404,
      );
      const theirs = await search('AllStudentsReport', {}, otherSchool);
      expect(theirs.body.rows.map((r) => r.cells[col(theirs.body, 'student')])).toEqual(['Zorn, Zed']);
    });
  });
});
