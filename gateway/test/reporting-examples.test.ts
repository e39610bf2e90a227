import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/env.js';
import { readRows, z } from '@aidverify/services/test/rows';
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

    const sql = (text: string, params: unknown[] = []) => s().services.ctx.db.query(text, params);
    /** Student uuids, counted by SQL on its own. */
    const uuids = async (text: string, params: unknown[] = []) =>
      (await readRows(s().services.ctx.db, { uuid: z.string() }, text, params)).map((r) => r.uuid);
    /** What the files must hold, counted by SQL on its own: the REVIEW worklist and the students of aid year 2027. */
    const expected = async () => {
      const worklist = await uuids(
        `SELECT st.uuid::text FROM student st WHERE st.school_code = '222222' AND st.status = 'REVIEW'
            AND EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = 2027)`,
      );
      const students = await uuids(
        `SELECT st.uuid::text FROM student st WHERE st.school_code = '222222' AND (
           EXISTS (SELECT 1 FROM isir_record r WHERE r.student_id = st.id AND r.aid_year = 2027 AND r.is_current)
           OR EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = 2027))`,
      );
      return { worklist: worklist.sort(), students: students.sort() };
    };
    /** The first field of each data line (the All Students file starts with the student's uuid). */
    const firstFields = (lines: string[]) => lines.slice(1).map((line) => line.split(',')[0]!);

    it('the TypeScript script walks a worklist and the All Students report into CSV files with a read-only token', async () => {
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
      expect(totals.students.length).toBeGreaterThan(7);
      expect(stdout).toContain(
        `${totals.worklist.length} rows → ${path.join(dir, 'worklist-review-2027.csv')}`,
      );
      const worklist = csvRows(path.join(dir, 'worklist-review-2027.csv'));
      expect(worklist[0]).toBe(
        'id,uuid,studentNumber,firstName,lastName,email,status,verificationGroup,dependencyStatus,signatureComplete,assignedTo',
      );
      expect(
        worklist
          .slice(1)
          .map((line) => line.split(',')[1])
          .sort(),
      ).toEqual(totals.worklist);
      expect(worklist.slice(1).every((line) => line.split(',')[6] === 'REVIEW')).toBe(true);
      // The All Students report: every student of the aid year once (the walk neither skipped nor repeated a row).
      const students = csvRows(path.join(dir, 'students-2027.csv'));
      expect(students[0]).toBe(
        'studentUuid,student_number,student,transaction_number,sai,verification_group,status,assigned_to,student_signed,parent_signed',
      );
      expect(firstFields(students).sort()).toEqual(totals.students);
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

    /**
     * Runs a script through a relay to the gateway that, once the first page of the All Students report has been
     * answered, adds 3 students sorting before the script's cursor and 2 after it and removes 1 it already wrote.
     */
    const walkWhileChanging = async (tag: string, script: (url: string, dir: string) => Promise<unknown>) => {
      const interviewType = `(SELECT id FROM interview_type ORDER BY id LIMIT 1)`;
      /** New students of aid year 2027 (a task list item puts them in the year), named to sort where the walk is not. */
      const add = async (lastName: string, count: number) => {
        const made = await uuids(
          `INSERT INTO student (uuid, school_code, student_number, first_name, last_name)
           SELECT gen_random_uuid(), '222222', 'CURSOR-' || $1 || '-' || g, 'Walk', $1 FROM generate_series(1, $2::int) g
           RETURNING uuid::text`,
          [lastName, count],
        );
        await sql(
          `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year)
           SELECT gen_random_uuid(), st.id, ${interviewType}, 2027 FROM student st WHERE st.uuid = ANY($1::uuid[])`,
          [made],
        );
        return made;
      };
      // One student sorting first, removed once the walk has passed it.
      const [gone] = await add(`Aaaaa-${tag}-removed`, 1);
      const before = (await expected()).students;
      let added: { early: string[]; late: string[] } | undefined;
      const relay = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (c: Buffer) => chunks.push(c));
        request.on('end', async () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const answer = await fetch(`${s().gatewayUrl}${request.url}`, {
            method: request.method,
            headers: {
              'content-type': request.headers['content-type'] ?? 'application/json',
              authorization: request.headers.authorization ?? '',
            },
            body: request.method === 'POST' ? body : undefined,
          });
          const text = await answer.text();
          if (!added && body.includes('reportConnection') && text.includes('"hasNextPage":true')) {
            added = { early: await add(`Aaaab-${tag}-early`, 3), late: await add(`Zzzzz-${tag}-late`, 2) };
            await sql(`DELETE FROM student WHERE uuid = $1::uuid`, [gone]);
          }
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
          });
          response.end(text);
        });
      });
      await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
      const dir = path.join(out, `walk-${tag}`);
      try {
        await script(`http://127.0.0.1:${(relay.address() as AddressInfo).port}`, dir);
      } finally {
        relay.close();
      }
      expect(added).toBeDefined();
      const exported = firstFields(csvRows(path.join(dir, 'students-2027.csv')));
      // Each row once, and exactly the students there were plus those added past the cursor: an offset would have
      // repeated the rows that three additions and one removal behind it pushed onto the next page.
      expect(new Set(exported).size).toBe(exported.length);
      expect([...exported].sort()).toEqual([...before, ...added!.late].sort());
      // The independent count now: before, less the removed one, plus the five added; the early three came behind the cursor.
      const now = (await expected()).students;
      expect(now).toHaveLength(before.length - 1 + 5);
      expect(exported).toHaveLength(now.length + 1 - added!.early.length);
    };

    it('both scripts walk the All Students report by cursor while students are added and removed: no row skipped or repeated', async () => {
      const env = { ...process.env, AIDVERIFY_TOKEN: secret };
      await walkWhileChanging('ts', (url, dir) =>
        run(
          process.execPath,
          [
            '--import',
            'tsx',
            path.join(repoRoot, 'examples/typescript/export-reports.ts'),
            '--aid-year',
            '2027',
            '--page-size',
            '9',
            '--out',
            dir,
            '--url',
            url,
          ],
          { cwd: repoRoot, env },
        ),
      );
      await walkWhileChanging('py', (url, dir) =>
        run(
          'python3',
          [
            path.join(repoRoot, 'examples/python/export_reports.py'),
            '--aid-year',
            '2027',
            '--page-size',
            '40',
            '--out',
            dir,
            '--url',
            url,
          ],
          { env },
        ),
      );
    });
  });
});
