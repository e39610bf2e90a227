import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { demoUuid } from '../src/seed/demo.js';
import { dbNumber, readRows, z } from './rows.js';

const JORDAN = demoUuid('student:222222-1'); // student@aidverify.test
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

forEachBackend((backend) => {
  describe('main base: master profile of the signed-in person and file downloads', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const who of [
        'superadmin@aidverify.test',
        'admin@aidverify.test',
        'verifier@aidverify.test',
        'verifier@demostate.test',
        'student@aidverify.test',
        'student2@aidverify.test',
      ]) {
        t[who] = (await s().signIn(who)).accessToken;
      }
    });

    it('answers the SSO user (names, default school) with schools and roles, and stamps each sign-in', async () => {
      const first = await s().get('/api/sso/MasterUserProfile', t['superadmin@aidverify.test']);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        email: 'superadmin@aidverify.test',
        profile: { defaultSchoolCode: '222222' },
        lastLoginAt: null,
      });
      expect(
        first.body.schools
          .map((x: { schoolCode: string; role: string }) => `${x.schoolCode}:${x.role}`)
          .sort(),
      ).toEqual(['222222:SuperAdmin', '333333:SuperAdmin']);
      const login = await s().post('/api/sso/MasterUserProfileLogin', {}, t['superadmin@aidverify.test']);
      expect(login.body).toMatchObject({ previousLoginAt: null, lastLoginSchoolCode: '222222' });
      const after = await s().get('/api/sso/MasterUserProfile', t['superadmin@aidverify.test']);
      expect(Date.now() - Date.parse(after.body.lastLoginAt)).toBeLessThan(60_000);
      // Students and parents have no master profile.
      expect((await s().get('/api/sso/MasterUserProfile', t['student@aidverify.test'])).status).toBe(403);
      expect((await s().get('/api/sso/MasterUserProfile')).status).toBe(401);
      expect(
        (await s().post('/api/sso/MasterUserProfileLogin', {}, t['student@aidverify.test'])).status,
      ).toBe(403);
    });

    it("auth/fileDownload gives the newest file of a type of the caller's own school; other schools' files are not found", async () => {
      const worksheet = Buffer.from('%PDF-1.4 worksheet 2027').toString('base64');
      await s().call('POST', '/school-api/SchoolAidYearFile/upload', {
        token: t['admin@aidverify.test'],
        body: { aidYear: 2027, fileType: 7, fileName: 'Worksheet 2027.pdf', contentBase64: worksheet },
      });
      await s().call('POST', '/school-api/SchoolAidYearFile/upload', {
        token: t['admin@aidverify.test'],
        body: {
          aidYear: null,
          fileType: 7,
          fileName: 'General.pdf',
          contentBase64: Buffer.from('any year').toString('base64'),
        },
      });
      const res = await s().post(
        '/api/auth/fileDownload',
        { schoolCode: '222222', fileType: 7 },
        t['student@aidverify.test'],
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ fileName: 'Worksheet 2027.pdf', downloadResult: worksheet });
      expect(
        (
          await s().post(
            '/api/auth/fileDownload',
            { schoolCode: '222222', fileType: 7 },
            t['verifier@demostate.test'],
          )
        ).status,
      ).toBe(404);
      expect((await s().post('/api/auth/fileDownload', { schoolCode: '222222', fileType: 7 })).status).toBe(
        401,
      );
      const bad = await s().post(
        '/api/auth/fileDownload',
        { schoolCode: '../etc', fileType: 7 },
        t['student@aidverify.test'],
      );
      expect(bad.status).toBe(400);
      expect(bad.body.inputErrors[0]).toMatchObject({ path: 'schoolCode', message: 'is a school code' });
    });

    it('serves an interview document by its reference to the student and staff of the school only; a path is refused', async () => {
      const [jordan] = await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [
        JORDAN,
      ]);
      const [link] = await readRows(
        s().db,
        { uuid: z.string() },
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, is_for_parent_account)
         SELECT $1, $2, id, 2027, false FROM interview_type WHERE type_code = 'V1' RETURNING uuid`,
        [randomUUID(), jordan!.id],
      );
      // The file question of the newest V1 worksheet of 2026-27 (the revision a new item opens).
      const [question] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT q.id FROM interview_question q JOIN interview_revision r ON r.id = q.interview_revision_id
           JOIN interview_type ty ON ty.id = r.interview_type_id
          WHERE ty.type_code = 'V1' AND r.aid_year = 2027 AND r.first_step_id IS NOT NULL AND q.question_type = 'FILE_UPLOAD'
          ORDER BY r.revision DESC, q.id LIMIT 1`,
      );
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'transcript.pdf');
      const up = await fetch(
        `${s().url}/interview-api/interview/saveUploadStudentInterviewLink?StudentInterviewLinkID=${link!.uuid}&QuestionID=${question!.id}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${t['student@aidverify.test']}` },
          body: fd,
        },
      );
      const saved = (await up.json()) as { fileID: string; versionID: number };
      expect(up.status, JSON.stringify(saved)).toBe(200);
      const ref = Buffer.from(saved.fileID).toString('base64url');
      const path = `/api/auth/fileDownload/interview/${ref}/${saved.versionID}?fileName=transcript.pdf&studentID=${jordan!.id}`;
      for (const who of ['student@aidverify.test', 'verifier@aidverify.test']) {
        const res = await fetch(`${s().url}${path}`, { headers: { authorization: `Bearer ${t[who]}` } });
        expect(res.status, who).toBe(200);
        expect(res.headers.get('content-disposition')).toBe(
          `attachment; filename="${saved.versionID} transcript.pdf"`,
        );
        expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
      }
      expect((await s().get(path, t['student2@aidverify.test'])).status).toBe(403);
      expect([403, 404]).toContain((await s().get(path, t['verifier@demostate.test'])).status);
      expect((await s().get(path)).status).toBe(401);
      const traversal = await s().get(
        `/api/auth/fileDownload/interview/${Buffer.from('../../../etc/passwd').toString('base64url')}/1`,
        t['verifier@aidverify.test'],
      );
      expect(traversal.status).toBe(400);
      expect(traversal.body.message).toBe('The address does not name a document');
      expect(
        (await s().get(`/api/auth/fileDownload/interview/${ref}/99`, t['verifier@aidverify.test'])).status,
      ).toBe(404);
      expect(
        (await s().get(`/api/auth/fileDownload/blobs/${ref}/1`, t['verifier@aidverify.test'])).status,
      ).toBe(404);
    });
  });
});
