import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';

const REPORT = `query R($input: ReportInput!) { report(input: $input) { title purpose total columns { key label type sortable } filters { key type options { value } } rows { key studentUuid cells } summary { label value } } }`;
const EXPORT = `mutation E($input: ReportInput!, $format: ReportExportFormat!) { exportReport(input: $input, format: $format) { ok error { message } start { direct rows downloadPath } } }`;

forEachBackend((backend) => {
  describe('reports through the gateway', () => {
    const s = useStack(backend);
    let manager: BrowserSession;
    let verifier: BrowserSession;
    let member: BrowserSession;
    let student: BrowserSession;
    beforeAll(async () => {
      manager = await s().signIn('manager@aidverify.test');
      verifier = await s().signIn('verifier@aidverify.test');
      member = await s().signIn('member@aidverify.test');
      student = await s().signIn('student@aidverify.test');
    });

    it('a page of a report: columns, filters, rows of the school, the summary', async () => {
      const a = await manager.graphql(REPORT, { input: { name: 'GeneralReport', aidYear: 2027 } });
      expect(a.errors).toBeUndefined();
      expect(a.data.report.title).toBe('General Report');
      expect(a.data.report.columns.map((c: { key: string }) => c.key)).toEqual([
        'position',
        'bucket',
        'worklist',
        'students',
      ]);
      const counted = a.data.report.rows.reduce(
        (n: number, r: { cells: string[] }) => n + Number(r.cells[3]),
        0,
      );
      const all = await manager.graphql(REPORT, {
        input: {
          name: 'AllStudentsReport',
          aidYear: 2027,
          pageSize: 5,
          filters: [{ key: 'status', value: 'REVIEW' }],
        },
      });
      expect(all.errors).toBeUndefined();
      expect(all.data.report.rows).toHaveLength(Math.min(5, all.data.report.total));
      expect(all.data.report.filters.find((f: { key: string }) => f.key === 'status').type).toBe('SELECT');
      const review = a.data.report.rows.find((r: { key: string }) => r.key === 'REVIEW').cells[3];
      expect(all.data.report.total).toBe(Number(review));
      expect(counted).toBeGreaterThan(0);
    });

    it('a small export downloads through /files/reports; large ones are jobs (a bad sort is a user error)', async () => {
      const e = await manager.graphql(EXPORT, {
        input: { name: 'AllStudentsReport', aidYear: 2027, filters: [{ key: 'status', value: 'REVIEW' }] },
        format: 'CSV',
      });
      expect(e.data.exportReport).toMatchObject({ ok: true, start: { direct: true } });
      const file = await fetch(`${s().gatewayUrl}${e.data.exportReport.start.downloadPath}`, {
        headers: { authorization: `Bearer ${manager.accessToken}` },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/text\/csv/);
      const lines = (await file.text()).trim().split('\r\n');
      expect(lines).toHaveLength(e.data.exportReport.start.rows + 1);
      const bad = await manager.graphql(EXPORT, {
        input: { name: 'AllStudentsReport', aidYear: 2027, sort: 'password' },
        format: 'XLSX',
      });
      expect(bad.data.exportReport.ok).toBe(false);
      expect(bad.data.exportReport.error.message).toMatch(/not a sortable column/);
      const refused = await fetch(`${s().gatewayUrl}${e.data.exportReport.start.downloadPath}`, {
        headers: { authorization: `Bearer ${student.accessToken}` },
      });
      expect(refused.status).toBe(403);
    });

    it('every new field refuses a caller without its access (anonymous, student, role without the permission)', async () => {
      const cases: [string, 'anon' | 'student' | 'verifier' | 'member', string][] = [
        ['{ report(input: { name: "GeneralReport", aidYear: 2027 }) { total } }', 'anon', 'UNAUTHENTICATED'],
        ['{ report(input: { name: "GeneralReport", aidYear: 2027 }) { total } }', 'student', 'FORBIDDEN'],
        ['{ report(input: { name: "GeneralReport", aidYear: 2027 }) { total } }', 'verifier', 'FORBIDDEN'],
        ['{ reportExports(name: "AllStudentsReport", aidYear: 2027) { uuid } }', 'member', 'FORBIDDEN'],
        ['{ reportExports(name: "AllStudentsReport", aidYear: 2027) { uuid } }', 'student', 'FORBIDDEN'],
        [
          'mutation { exportReport(input: { name: "AllStudentsReport", aidYear: 2027 }, format: CSV) { ok } }',
          'verifier',
          'FORBIDDEN',
        ],
        [
          'mutation { exportReport(input: { name: "AllStudentsReport", aidYear: 2027 }, format: CSV) { ok } }',
          'student',
          'FORBIDDEN',
        ],
        [
          'mutation { createSuperBinders(input: { name: "SuperBinderReport", aidYear: 2027 }) { ok } }',
          'verifier',
          'FORBIDDEN',
        ],
        [
          'mutation { createSuperBinders(input: { name: "SuperBinderReport", aidYear: 2027 }) { ok } }',
          'member',
          'FORBIDDEN',
        ],
        [
          '{ studentReportFlags(uuid: "00000000-0000-4000-8000-000000000000", aidYear: 2027) { watchlist { reason } } }',
          'student',
          'FORBIDDEN',
        ],
        [
          'mutation { flagStudentForWatchlist(uuid: "00000000-0000-4000-8000-000000000000", aidYear: 2027, reason: "x") { ok } }',
          'member',
          'FORBIDDEN',
        ],
        [
          'mutation { unflagStudentFromWatchlist(uuid: "00000000-0000-4000-8000-000000000000", aidYear: 2027) { ok } }',
          'student',
          'FORBIDDEN',
        ],
        [
          'mutation { selectForInstitutionalVerification(uuid: "00000000-0000-4000-8000-000000000000", aidYear: 2027, reason: "x") { ok } }',
          'member',
          'FORBIDDEN',
        ],
      ];
      const who = { student, verifier, member } as Record<string, BrowserSession>;
      for (const [query, caller, code] of cases) {
        const answer = caller === 'anon' ? await s().graphql(query) : await who[caller]!.graphql(query);
        expect(answer.errors?.[0]?.extensions?.code, `${caller}: ${query}`).toBe(code);
      }
      // Another school's student is not found; an export file of no export is not found.
      const other = await verifier.graphql(
        `{ studentReportFlags(uuid: "00000000-0000-4000-8000-000000000000", aidYear: 2027) { watchlist { reason } } }`,
      );
      expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const noFile = await fetch(
        `${s().gatewayUrl}/files/report-exports/00000000-0000-4000-8000-000000000000`,
        { headers: { authorization: `Bearer ${manager.accessToken}` } },
      );
      expect(noFile.status).toBe(404);
    });
  });
});
