import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { forEachBackend, useServices } from './harness.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { buildZip } from '../src/domain/interviews/zip.js';
import { loadLayouts } from '../src/domain/isir/layout.js';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';
import { uploadIsir } from './isir-helpers.js';
import { dbNumber, readRows, z } from './rows.js';

/**
 * Hostile requests a signed-in user can send: each is a clear 4xx, and the process keeps serving.
 * (An unhandled stream error would kill the process; vitest reports it as an error of this file.)
 */
const BOUNDARY = '----aidverifyTruncated';
/** A multipart body cut off inside its file part: no closing boundary (about 200 bytes, as the attacker sent). */
function truncatedForm(fields: Record<string, string>, fileField: string) {
  let text = '';
  for (const [name, value] of Object.entries(fields))
    text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${'x'.repeat(60)}`;
  return text;
}
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

forEachBackend((backend) => {
  describe('hardening', () => {
    const s = useServices(backend);
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
      for (const email of [
        'student@aidverify.test',
        'parent@aidverify.test',
        'verifier@aidverify.test',
        'readonly@aidverify.test',
        'superadmin@aidverify.test',
      ])
        tokens[email] = (await s().signIn(email)).accessToken;
    });

    describe('a multipart body that ends without its closing boundary', () => {
      it('is a 400 on every upload route, and the services keep answering', async () => {
        const cases = [
          {
            path: `/interview-api/interview/saveUploadStudentInterviewLink?StudentInterviewLinkID=${randomUUID()}&QuestionID=1`,
            token: 'student@aidverify.test',
            fields: {} as Record<string, string>,
            file: 'file',
          },
          {
            path: '/isir-api/isir/uploadIsir',
            token: 'verifier@aidverify.test',
            fields: { SchoolCode: '222222', AidYear: '2027' },
            file: 'isirFile',
          },
          {
            path: '/school-api/isirImport/processIsirFile',
            token: 'verifier@aidverify.test',
            fields: { SchoolCode: '222222', AidYear: '2027' },
            file: 'isirFile',
          },
          {
            path: '/admin-api/TitleIVSchool/upload',
            token: 'superadmin@aidverify.test',
            fields: {} as Record<string, string>,
            file: 'file',
          },
        ];
        for (const c of cases) {
          for (const fields of [c.fields, {}]) {
            const res = await s().call('POST', c.path, {
              token: tokens[c.token],
              rawBody: truncatedForm(fields, c.file),
              headers: multipart,
            });
            expect(res.status, `${c.path} ${JSON.stringify(res.body)}`).toBe(400);
            expect(res.body.message, c.path).toMatch(
              /^The (upload|multipart) form is malformed: it ends before its closing boundary$/,
            );
          }
        }
        // Give any late stream error a turn of the event loop to surface, then the process still answers.
        await new Promise((resolve) => setImmediate(resolve));
        expect((await s().get('/healthz')).status).toBe(200);
      });
    });

    describe('a NUL character in any text input', () => {
      it('is a 400 naming the field on sign-in, the look-ups, searches, paths and queries', async () => {
        const verifier = tokens['verifier@aidverify.test'];
        const cases: { method: string; path: string; body?: unknown; token?: string; field: string }[] = [
          {
            method: 'POST',
            path: '/api/auth/verifyCredentials',
            body: { Username: 'student@aidverify.test\u0000', Password: 'x' },
            field: 'Username',
          },
          {
            method: 'POST',
            path: '/api/auth/StudentAccountLookup',
            body: { Username: 'a\u0000@b.test', SchoolCode: '222222' },
            field: 'Username',
          },
          {
            method: 'POST',
            path: '/api/auth/studentLookup',
            body: {
              SchoolCode: '222222',
              lastName: 'Riv\u0000era',
              dateOfBirth: '2005-01-01',
              ssnLastFour: '1234',
            },
            field: 'lastName',
          },
          {
            method: 'POST',
            path: '/student-api/student/userSearch/false',
            body: { searchValue: 'Jor\u0000dan' },
            token: verifier,
            field: 'searchValue',
          },
          {
            method: 'POST',
            path: '/student-api/student/userSearch/false',
            body: { searchValue: 'x', nested: [{ note: '\u0000' }] },
            token: verifier,
            field: 'nested.0.note',
          },
          { method: 'GET', path: '/student-api/student/getStudent/ab%00cd', token: verifier, field: 'id' },
          { method: 'GET', path: '/isir-api/IsirHeader/?search=%00', token: verifier, field: 'search' },
        ];
        for (const c of cases) {
          const res = await s().call(c.method, c.path, {
            token: c.token,
            ...(c.body ? { body: c.body } : {}),
          });
          expect(res.status, `${c.path} ${JSON.stringify(res.body)}`).toBe(400);
          expect(res.body.message).toBe(`${c.field}: must not contain a NUL character (\\u0000)`);
          expect(res.body.inputErrors).toEqual([
            { path: c.field, message: 'must not contain a NUL character (\\u0000)' },
          ]);
        }
      });
    });

    describe("the services' own port", () => {
      it('answers with the same protective headers as the gateway: no sniffing, framing, caching or loading', async () => {
        for (const res of [
          await s().call('GET', '/healthz'),
          await s().get('/student-api/student/getStudent/2147483000', tokens['verifier@aidverify.test']),
          await s().call('GET', '/no-such-endpoint'),
        ]) {
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
          expect(res.headers.get('x-frame-options')).toBe('DENY');
          expect(res.headers.get('referrer-policy')).toBe('no-referrer');
          expect(res.headers.get('cache-control')).toBe('no-store');
          expect(res.headers.get('content-security-policy')).toBe(
            "default-src 'none'; frame-ancestors 'none'",
          );
        }
      });
    });

    describe("another school's records", () => {
      it('are "not found" in the same words as a record that does not exist, without their uuid', async () => {
        const verifier = tokens['verifier@aidverify.test'];
        const [other] = await readRows(
          s().db,
          { id: dbNumber, uuid: z.string(), link_id: dbNumber },
          `SELECT s.id, s.uuid, l.id AS link_id FROM student s JOIN student_interview_link l ON l.student_id = s.id WHERE s.school_code = '333333' LIMIT 1`,
        );
        const cases = [
          { path: `/student-api/student/getStudent/${other!.id}`, message: 'No such student' },
          { path: `/student-api/student/${other!.id}`, message: 'No such student' },
          { path: `/student-api/student/${other!.uuid}`, message: 'No such student' },
          { path: `/interview-api/AlfrescoDocument/${other!.link_id}`, message: 'No such task list item' },
        ];
        for (const c of cases) {
          const res = await s().get(c.path, verifier);
          expect(res.status, c.path).toBe(404);
          expect(res.body.message, c.path).toBe(c.message);
          // Neither the record's uuid nor the id asked for comes back: a refusal names the kind of thing.
          expect(JSON.stringify(res.body), c.path).not.toContain(other!.uuid);
          expect(JSON.stringify(res.body), c.path).not.toContain(String(c.path.split('/').pop()));
        }
        // A record that does not exist reads the same.
        const none = await s().get('/student-api/student/getStudent/2147483000', verifier);
        expect(none.body.message).toBe('No such student');
      });
    });

    describe("linked accounts' phone numbers over REST", () => {
      it('are masked for students, parents and staff without STUDENT_EDIT; whole for the account itself and for staff with it', async () => {
        const accounts = await readRows(
          s().db,
          { id: dbNumber, username: z.string(), phone: z.string().nullable() },
          `SELECT id, username, phone FROM student_account WHERE username IN ('student@aidverify.test', 'parent@aidverify.test') AND school_code = '222222'`,
        );
        const student = accounts.find((a) => a.username === 'student@aidverify.test')!;
        const parent = accounts.find((a) => a.username === 'parent@aidverify.test')!;
        // The demo parent has a phone on file: a row without one fails here, by name.
        const parentPhone = z
          .string()
          .regex(/\d{4}$/)
          .parse(parent.phone);
        const masked = (p: string) => `***-***-${p.replace(/\D/g, '').slice(-4)}`;
        const phones = async (email: string) => {
          const res = await s().post(
            '/student-api/studentAccount/getManyStudentAccount',
            { ids: [student.id, parent.id] },
            tokens[email],
          );
          expect(res.status, email).toBe(200);
          return Object.fromEntries(
            (res.body as { username: string; phone: string | null }[]).map((a) => [a.username, a.phone]),
          );
        };
        expect(await phones('student@aidverify.test')).toEqual({
          'student@aidverify.test': student.phone,
          'parent@aidverify.test': masked(parentPhone),
        });
        expect(await phones('parent@aidverify.test')).toEqual({
          'student@aidverify.test': student.phone ? masked(student.phone) : null,
          'parent@aidverify.test': parent.phone,
        });
        expect(await phones('readonly@aidverify.test')).toEqual({
          'student@aidverify.test': student.phone ? masked(student.phone) : null,
          'parent@aidverify.test': masked(parentPhone),
        });
        expect(await phones('verifier@aidverify.test')).toEqual({
          'student@aidverify.test': student.phone,
          'parent@aidverify.test': parent.phone,
        });

        // The parent profile of a student record lists the parent accounts the same way.
        const jordan = (
          await readRows(
            s().db,
            { id: dbNumber },
            `SELECT student_id AS id FROM student_account_link WHERE student_account_id = $1`,
            [student.id],
          )
        )[0]!.id;
        const profile = (email: string) =>
          s().get(`/student-api/StudentAttribute/getParentProfile/${jordan}/2027`, tokens[email]);
        expect(
          (await profile('readonly@aidverify.test')).body.accounts.find(
            (a: { id: number }) => a.id === parent.id,
          ).phone,
        ).toBe(masked(parentPhone));
        expect(
          (await profile('verifier@aidverify.test')).body.accounts.find(
            (a: { id: number }) => a.id === parent.id,
          ).phone,
        ).toBe(parent.phone);
      });
    });

    describe('the limit of 5 unused sign-in codes per 15 minutes', () => {
      it('is per account: switching from e-mail to SMS (or signing in again) does not reset it', async () => {
        const ticket = async () => {
          const res = await s().post('/api/auth/verifyCredentials', {
            Username: 'parent@aidverify.test',
            Password: DEMO_PASSWORD,
          });
          expect(res.status).toBe(200);
          return res.body.ticket as string;
        };
        const send = (t: string, messageType: 'EMAIL' | 'SMS') =>
          s().call('POST', '/api/auth/sendMFACode', { token: t, body: { messageType } });
        const first = await ticket();
        for (let i = 0; i < 3; i++) expect((await send(first, 'EMAIL')).status).toBe(200);
        const second = await ticket();
        for (let i = 0; i < 2; i++) expect((await send(second, 'SMS')).status).toBe(200);
        for (const [t, channel] of [
          [first, 'SMS'],
          [first, 'EMAIL'],
          [second, 'EMAIL'],
          [await ticket(), 'SMS'],
          [await ticket(), 'EMAIL'],
        ] as const) {
          const res = await send(t, channel);
          expect(res.status, channel).toBe(429);
          expect(res.body.message).toBe('Too many codes requested; wait 15 minutes and try again');
        }
      });
    });

    describe('an .xlsx that unpacks far beyond its size (a zip bomb)', () => {
      it('is refused with 413 before exceljs reads it, and the list loaded before stays', async () => {
        const before = await s().get(
          '/admin-api/TitleIVSchool/listSource',
          tokens['superadmin@aidverify.test'],
        );
        const bomb = buildZip([
          {
            name: '[Content_Types].xml',
            data: Buffer.from(
              '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
            ),
          },
          { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(200 * 1024 * 1024, ' ') },
        ]);
        expect(bomb.length).toBeLessThan(500 * 1024);
        const fd = new FormData();
        fd.append('file', new Blob([new Uint8Array(bomb)]), 'FSA_School_Code_List.xlsx');
        const res = await fetch(`${s().url}/admin-api/TitleIVSchool/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens['superadmin@aidverify.test']}` },
          body: fd,
        });
        expect(res.status).toBe(413);
        expect(((await res.json()) as { message: string }).message).toBe(
          'The workbook unpacks to more than 32 MB; refused before reading (an archive that large is not this file)',
        );
        expect(
          (await s().get('/admin-api/TitleIVSchool/listSource', tokens['superadmin@aidverify.test'])).body,
        ).toEqual(before.body);
      });
    });

    describe('the default (master) ISIR view of 2026-27', () => {
      it("holds the newer (OBBBA) variant's fields, and those only the older variant has", async () => {
        const layouts = (await loadLayouts(s().db)).filter((l) => l.aidYear === 2027);
        const obbba = layouts.find((l) => l.selector)!;
        const pre = layouts.find((l) => !l.selector)!;
        const attr = (layout: typeof obbba, name: string, section?: string) =>
          layout.elements.find((e) => e.displayName === name && (!section || e.section === section))!
            .attributeName;
        const res = await s().get(
          '/isir-api/IsirView/GetIsirViewBySchoolAndYear/222222/2027/true',
          tokens['superadmin@aidverify.test'],
        );
        expect(res.status).toBe(200);
        const inView = new Set(
          (res.body as { groups: { elements: { attributeName: string }[] }[] }[]).flatMap((t) =>
            t.groups.flatMap((g) => g.elements.map((e) => e.attributeName)),
          ),
        );
        for (const name of [
          'ISIR Version Flag',
          'NSLDS Loan Limit Exception Flag',
          'NSLDS Lifetime Maximum Loan Limit Flag',
          'NSLDS Parent PLUS Loan Limit Flag',
        ]) {
          expect(inView.has(attr(obbba, name)), name).toBe(true);
        }
        expect(
          inView.has(attr(obbba, 'State of Residence', 'student_demographic')),
          'State of Residence',
        ).toBe(true);
        expect(inView.has(attr(obbba, 'Date of Residence', 'student_demographic')), 'Date of Residence').toBe(
          true,
        );
        expect(
          inView.has(attr(pre, 'State of Legal Residence', 'student_demographic')),
          'State of Legal Residence',
        ).toBe(true);
      });

      it("shows a 2026-27 record with the ISIR Version Flag set with its variant's fields", async () => {
        const file = generateIsirBuffer({ layout: '2026-27', records: 1, seed: 4711, firstPerson: 90_000 });
        const up = await uploadIsir(s(), tokens['verifier@aidverify.test'], file, { fileName: 'obbba.txt' });
        expect(up.status, JSON.stringify(up.body)).toBe(200);
        const [student] = await readRows(
          s().db,
          { uuid: z.string() },
          `SELECT s.uuid FROM student s JOIN isir_record r ON r.student_id = s.id WHERE r.upload_id = $1`,
          [up.body.id],
        );
        const res = await s().get(
          `/isir-api/isir/studentIsir/${student!.uuid}/2027`,
          tokens['verifier@aidverify.test'],
        );
        expect(res.status).toBe(200);
        const fields = (
          res.body.current.tabs as { groups: { fields: { displayName: string; value: string | null }[] }[] }[]
        ).flatMap((t) => t.groups.flatMap((g) => g.fields));
        const names = new Set(fields.map((f) => f.displayName));
        for (const name of [
          'ISIR Version Flag',
          'State of Residence',
          'Date of Residence',
          'NSLDS Loan Limit Exception Flag',
          'NSLDS Lifetime Maximum Loan Limit Flag',
        ])
          expect(names.has(name), name).toBe(true);
        expect(fields.find((f) => f.displayName === 'ISIR Version Flag')!.value).toBe('1');
        expect(names.has('State of Legal Residence')).toBe(false); // the older variant's name of the field is not this record's
      });
    });
  });
});
