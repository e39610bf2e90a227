import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/env.js';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';

const run = promisify(execFile);
const CREATE = `mutation Make($input: NewApiTokenInput!) { createApiToken(input: $input) { ok secret error { message } } }`;

/** Rows of a CSV written by the examples (no field of the demo data holds a line break). */
const csvRows = (file: string) => readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);

forEachBackend((backend) => {
  describe('the reporting scripts of examples/', () => {
    const s = useStack(backend);
    let admin: BrowserSession;
    let secret: string;
    let out: string;
    beforeAll(async () => {
      admin = await s().signIn('admin@aidverify.test');
      const made = await admin.graphql(CREATE, {
        input: {
          name: 'Example scripts',
          schoolCode: '222222',
          role: 'ReadOnly',
          readOnly: true,
          expiresInDays: 1,
        },
      });
      secret = made.data.createApiToken.secret;
      out = mkdtempSync(path.join(tmpdir(), 'aidverify-examples-'));
      return () => rmSync(out, { recursive: true, force: true });
    });

    const expected = async () => {
      const answer = await admin.graphql(
        `{ worklist(input: { worklist: REVIEW, aidYear: 2027, pageSize: 1 }) { total } searchStudents(input: { text: "", field: NAME, pageSize: 1 }) { total } }`,
      );
      return {
        worklist: answer.data.worklist.total as number,
        students: answer.data.searchStudents.total as number,
      };
    };

    it('the TypeScript script pages through a worklist and every student into CSV files with a read-only token', async () => {
      const dir = path.join(out, 'ts');
      const { stdout } = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(repoRoot, 'examples/typescript/export-reports.ts'),
          '--aid-year',
          '2027',
          '--page-size',
          '7',
          '--out',
          dir,
          '--url',
          s().gatewayUrl,
        ],
        { cwd: repoRoot, env: { ...process.env, AIDVERIFY_TOKEN: secret } },
      );
      const totals = await expected();
      expect(totals.students).toBe(240);
      expect(stdout).toContain(`${totals.worklist} rows → ${path.join(dir, 'worklist-review-2027.csv')}`);
      const worklist = csvRows(path.join(dir, 'worklist-review-2027.csv'));
      expect(worklist[0]).toBe(
        'id,uuid,studentNumber,firstName,lastName,email,status,verificationGroup,dependencyStatus,signatureComplete,assignedTo',
      );
      expect(worklist).toHaveLength(totals.worklist + 1);
      expect(worklist.slice(1).every((line) => line.split(',')[6] === 'REVIEW')).toBe(true);
      const students = csvRows(path.join(dir, 'students-2027.csv'));
      expect(students).toHaveLength(241);
      // Every student once: paging neither skipped nor repeated a row.
      expect(new Set(students.slice(1).map((line) => line.split(',')[1])).size).toBe(240);
    });

    it('the Python script (requests only) writes the same files', async () => {
      const dir = path.join(out, 'py');
      await run(
        'python3',
        [
          path.join(repoRoot, 'examples/python/export_reports.py'),
          '--aid-year',
          '2027',
          '--page-size',
          '50',
          '--out',
          dir,
          '--url',
          s().gatewayUrl,
        ],
        {
          env: { ...process.env, AIDVERIFY_TOKEN: secret },
        },
      );
      const ts = csvRows(path.join(out, 'ts', 'students-2027.csv'));
      const py = csvRows(path.join(dir, 'students-2027.csv'));
      expect(py).toEqual(ts);
      expect(csvRows(path.join(dir, 'worklist-review-2027.csv'))).toEqual(
        csvRows(path.join(out, 'ts', 'worklist-review-2027.csv')),
      );
    });
  });
});
