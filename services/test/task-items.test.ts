import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { demoUuid } from '../src/seed/demo.js';
import { readZip } from '../src/domain/interviews/zip.js';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

const JORDAN = demoUuid('student:222222-1'); // student@aidverify.test, dependent, child of parent@
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

forEachBackend((backend) => {
  describe('task list items staff add and change, their documents, and the account directory', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    let jordanId: number;
    let averyId: number;

    beforeAll(async () => {
      for (const email of [
        'student@aidverify.test',
        'student2@aidverify.test',
        'parent@aidverify.test',
        'verifier@aidverify.test',
        'verifier@demostate.test',
        'readonly@aidverify.test',
        'superadmin@aidverify.test',
      ]) {
        t[email] = (await s().signIn(email)).accessToken;
      }
      jordanId = (
        await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [JORDAN])
      )[0]!.id;
      averyId = (
        await readRows(
          s().db,
          { id: dbNumber },
          "SELECT l.student_id AS id FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id WHERE a.username = 'student2@aidverify.test'",
        )
      )[0]!.id;
      // Start from no open V4 item for Jordan in 2027, whatever the seed drew.
      await s().db.query(
        `DELETE FROM student_interview_link WHERE student_id = $1 AND interview_type_id = (SELECT id FROM interview_type WHERE type_code = 'V4')`,
        [jordanId],
      );
    });

    const create = (token: string, body: unknown) =>
      s().post('/interview-api/studentinterviewlink/createStudentInterviewLink', body, token);

    it('lets a verifier add an interview to a student’s task list; the student sees it with the note and gets an e-mail', async () => {
      const before = await s().rowCounts();
      const res = await create(t['verifier@aidverify.test']!, {
        StudentID: jordanId,
        TypeCode: 'V4',
        IsForParentAccount: false,
        QuestionText: 'Please confirm your identity before the 1st',
        AidYear: 2027,
      });
      expect(res.status).toBe(200);
      expect(res.body.studentInterviewLinkStatus).toBe('NEW');
      expect(res.body.interviewType.typeCode).toBe('V4');
      expect(res.body.notified).toBe(1);
      expect((await s().rowCounts()).student_interview_link).toBe(before.student_interview_link! + 1);
      const list = await s().post(
        '/interview-api/studentInterviewLink/search',
        { studentID: jordanId, aidYear: 2027 },
        t['student@aidverify.test'],
      );
      expect(list.body.some((i: any) => i.uuid === res.body.uuid)).toBe(true);
      const mail = await s().get(`/api/dev/outbox?recipient=${encodeURIComponent('student@aidverify.test')}`);
      expect(mail.body[0].subject).toBe('A new financial aid verification task');
      // The interview pages read the note, the year and the tax year from the item's parameters.
      const params = await s().get(
        `/interview-api/interview/getStudentParameters/${res.body.uuid}`,
        t['student@aidverify.test'],
      );
      expect(params.status).toBe(200);
      expect(params.body).toMatchObject({
        questionText: 'Please confirm your identity before the 1st',
        aidYearString: '2026-2027',
        taxYear: 2024,
        callerMayAnswer: true,
        student: { firstName: 'Jordan', isIndependent: false },
        school: { schoolCode: '222222', schoolName: 'Test University' },
      });
      expect(params.body.interview.stepCount).toBeGreaterThan(0);
      expect(params.body.student.studentNumber).toBeUndefined();
      // Another student and another school's staff get nothing; the school's staff see the student number too.
      expect(
        (
          await s().get(
            `/interview-api/interview/getStudentParameters/${res.body.uuid}`,
            t['student2@aidverify.test'],
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await s().get(
            `/interview-api/interview/getStudentParameters/${res.body.uuid}`,
            t['verifier@demostate.test'],
          )
        ).status,
      ).toBe(404);
      const staffView = await s().get(
        `/interview-api/interview/getStudentParameters/${res.body.uuid}`,
        t['verifier@aidverify.test'],
      );
      expect(staffView.body.student.studentNumber).toBeTruthy();
      expect(staffView.body.callerMayAnswer).toBe(false);
    });

    it('refuses a second open item of the same type, unknown types, parent items for independent students; stores nothing', async () => {
      const before = await s().rowCounts();
      const dup = await create(t['verifier@aidverify.test']!, {
        StudentID: jordanId,
        TypeCode: 'V4',
        AidYear: 2027,
      });
      expect(dup.status).toBe(409);
      expect(dup.body.message).toMatch(/already has an open .* item for 2026-2027/);
      const unknown = await create(t['verifier@aidverify.test']!, {
        StudentID: jordanId,
        TypeCode: 'NOPE',
        AidYear: 2027,
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('There is no interview type NOPE');
      const independent = await create(t['verifier@aidverify.test']!, {
        StudentID: averyId,
        TypeCode: 'V1P',
        IsForParentAccount: true,
        AidYear: 2027,
      });
      expect(independent.status).toBe(400);
      expect(independent.body.message).toMatch(/is independent/);
      const noTemplate = await create(t['verifier@aidverify.test']!, {
        StudentID: jordanId,
        TypeCode: 'V5',
        AidYear: 2030,
      });
      expect(noTemplate.status).toBe(400);
      expect(noTemplate.body.message).toMatch(/no .* interview for aid year 2029-2030 yet/);
      expect(await s().rowCounts()).toEqual(before);
    });

    it('denies adding items to read-only staff, students and other schools', async () => {
      expect(
        (await create(t['readonly@aidverify.test']!, { StudentID: jordanId, TypeCode: 'V5', AidYear: 2027 }))
          .status,
      ).toBe(403);
      expect(
        (await create(t['student@aidverify.test']!, { StudentID: jordanId, TypeCode: 'V5', AidYear: 2027 }))
          .status,
      ).toBe(403);
      expect(
        (await create(t['verifier@demostate.test']!, { StudentID: jordanId, TypeCode: 'V5', AidYear: 2027 }))
          .status,
      ).toBe(404);
    });

    it('lets staff waive, reopen and annotate an item; a not-submitted item can not be marked verified', async () => {
      const [item] = await readRows(
        s().db,
        { id: dbNumber, uuid: z.string() },
        `SELECT l.id, l.uuid FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id WHERE l.student_id = $1 AND t.type_code = 'V4' AND l.status = 'NEW'`,
        [jordanId],
      );
      const upd = (token: string, body: object) =>
        s().post(
          '/student-api/updateStudentInterviewLink',
          { StudentInterviewLinkID: item!.uuid, ...body },
          token,
        );
      const waived = await upd(t['verifier@aidverify.test']!, {
        studentInterviewLinkStatus: 'NOT_REQUIRED',
        QuestionText: 'Identity confirmed in person',
      });
      expect(waived.status).toBe(200);
      expect(waived.body).toMatchObject({
        studentInterviewLinkStatus: 'NOT_REQUIRED',
        questionText: 'Identity confirmed in person',
      });
      const verified = await upd(t['verifier@aidverify.test']!, { studentInterviewLinkStatus: 'VERIFIED' });
      expect(verified.status).toBe(409);
      expect(verified.body.message).toBe('Only a submitted item can be marked verified');
      const bad = await upd(t['verifier@aidverify.test']!, { studentInterviewLinkStatus: 'SUBMITTED' });
      expect(bad.status).toBe(400);
      const reopened = await upd(t['verifier@aidverify.test']!, { studentInterviewLinkStatus: 'NEW' });
      expect(reopened.body.studentInterviewLinkStatus).toBe('NEW');
      expect(
        (await upd(t['readonly@aidverify.test']!, { studentInterviewLinkStatus: 'NOT_REQUIRED' })).status,
      ).toBe(403);
      expect(
        (await upd(t['student@aidverify.test']!, { studentInterviewLinkStatus: 'NOT_REQUIRED' })).status,
      ).toBe(403);
      expect(
        (await upd(t['verifier@demostate.test']!, { studentInterviewLinkStatus: 'NOT_REQUIRED' })).status,
      ).toBe(404);
    });

    it('zips the documents of an item: the student’s uploads and the office’s processor documents; only for those who may see them', async () => {
      const [item] = await readRows(
        s().db,
        { id: dbNumber, uuid: z.string() },
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year) SELECT $1, $2, id, 2026 FROM interview_type WHERE type_code = 'V1' RETURNING id, uuid`,
        [randomUUID(), jordanId],
      );
      const zipOf = (token: string, body: object, key: string | number = item!.uuid) =>
        fetch(`${s().url}/interview-api/interview/downloadManyFilesByStudentInterviewLinkID/${key}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const empty = await zipOf(t['verifier@aidverify.test']!, {});
      expect(empty.status).toBe(404);
      expect(((await empty.json()) as any).message).toMatch(/has no documents to download/);

      // The student uploads to the transcript question; the office has a processor document on the student side.
      const step = await s().post(
        '/interview-api/interview/getInterviewStep',
        { StudentInterviewLinkID: item!.uuid },
        t['student@aidverify.test'],
      );
      const [fileQuestion] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT q.id FROM interview_question q JOIN interview_revision r ON r.id = q.interview_revision_id JOIN interview_type t ON t.id = r.interview_type_id
          WHERE t.type_code = 'V1' AND r.aid_year = 2026 AND q.question_type = 'FILE_UPLOAD' ORDER BY r.revision DESC LIMIT 1`,
      );
      expect(step.status).toBe(200);
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'tax return.pdf');
      const up = await fetch(
        `${s().url}/interview-api/interview/saveUploadStudentInterviewLink?StudentInterviewLinkID=${item!.uuid}&QuestionID=${fileQuestion!.id}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${t['student@aidverify.test']}` },
          body: fd,
        },
      );
      expect(up.status).toBe(200);
      const doc = await s().post(
        '/student-api/processorDocument/upload',
        {
          studentID: jordanId,
          fileName: 'w2.pdf',
          contentType: 'application/pdf',
          contentBase64: PDF.toString('base64'),
          isForParentAccount: false,
        },
        t['verifier@aidverify.test'],
      );
      expect(doc.status).toBe(200);
      const both = await zipOf(t['verifier@aidverify.test']!, {
        StudentInterviewLink: true,
        ProcessorDocuments: [doc.body.id],
      });
      expect(both.status).toBe(200);
      expect(both.headers.get('content-type')).toBe('application/zip');
      expect(both.headers.get('content-disposition')).toContain('V1 2025-2026 documents.zip');
      expect(readZip(Buffer.from(await both.arrayBuffer())).map((e) => e.name)).toEqual([
        '1 tax return.pdf',
        'Processor documents/w2.pdf',
      ]);
      // The student downloads their own uploads, not the office's papers; others get nothing.
      const own = await zipOf(t['student@aidverify.test']!, {});
      expect(own.status).toBe(200);
      const ownZip = Buffer.from(await own.arrayBuffer());
      expect(readZip(ownZip).map((e) => e.name)).toEqual(['1 tax return.pdf']);
      expect(readZip(ownZip)[0]!.data.equals(PDF)).toBe(true);
      expect((await zipOf(t['student@aidverify.test']!, { ProcessorDocuments: true })).status).toBe(403);
      expect((await zipOf(t['student2@aidverify.test']!, {})).status).toBe(403);
      expect((await zipOf(t['verifier@demostate.test']!, {})).status).toBe(404);
      expect((await zipOf(t['verifier@aidverify.test']!, { ProcessorDocuments: [999999] })).status).toBe(404);
      // The archive is built in memory: an item whose documents add up past 200 MB is refused before any is read.
      await s().db.query(
        'UPDATE interview_upload SET size_bytes = 300 * 1024 * 1024 WHERE student_interview_link_id = $1',
        [item!.id],
      );
      const huge = await zipOf(t['verifier@aidverify.test']!, {});
      expect(huge.status).toBe(413);
      expect(((await huge.json()) as any).message).toBe(
        'The documents of this item add up to 300 MB, more than one download can hold (200 MB); download them one at a time',
      );
    });

    it('links an existing parent account to another student, once; staff of the school only', async () => {
      const [parent] = await readRows(
        s().db,
        { id: dbNumber },
        "SELECT id FROM student_account WHERE username = 'parent@aidverify.test'",
      );
      const [other] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT s.id FROM student s WHERE s.school_code = '222222' AND s.dependency_status = 1
            AND NOT EXISTS (SELECT 1 FROM student_account_link l WHERE l.student_id = s.id AND l.student_account_id = $1) ORDER BY s.id LIMIT 1`,
        [parent!.id],
      );
      const link = (token: string, body: object) => s().post('/student-api/studentAccountLink', body, token);
      expect(
        (
          await link(t['readonly@aidverify.test']!, {
            studentID: other!.id,
            studentAccountID: parent!.id,
            accountType: 1,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await link(t['parent@aidverify.test']!, {
            studentID: other!.id,
            studentAccountID: parent!.id,
            accountType: 1,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await link(t['verifier@demostate.test']!, {
            studentID: other!.id,
            studentAccountID: parent!.id,
            accountType: 1,
          })
        ).status,
      ).toBe(404);
      const bad = await link(t['verifier@aidverify.test']!, {
        studentID: other!.id,
        studentAccountID: parent!.id,
        accountType: 2,
      });
      expect(bad.status).toBe(400);
      const ok = await link(t['verifier@aidverify.test']!, {
        studentID: other!.id,
        studentAccountID: parent!.id,
        accountType: 1,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ studentID: other!.id, studentAccountID: parent!.id, accountType: 1 });
      const again = await link(t['verifier@aidverify.test']!, {
        studentID: other!.id,
        studentAccountID: parent!.id,
        accountType: 1,
      });
      expect(again.status).toBe(409);
      // Batches: the parent's students by account id, and the account with its student list.
      const students = await s().post(
        '/student-api/student/getManyStudentByStudentAccountIDs',
        { studentAccountIDs: [parent!.id] },
        t['verifier@aidverify.test'],
      );
      expect(students.body.map((x: any) => x.id)).toContain(other!.id);
      const accounts = await s().post(
        '/student-api/studentAccount/getManyStudentAccount',
        { ids: [parent!.id] },
        t['verifier@aidverify.test'],
      );
      expect(accounts.body[0].username).toBe('parent@aidverify.test');
      expect(accounts.body[0].studentList.map((x: any) => x.id)).toContain(other!.id);
    });

    it('scopes the account batches: other schools see nothing, a student only the accounts on their own record', async () => {
      const ids = (
        await readRows(
          s().db,
          { id: dbNumber },
          "SELECT id FROM student_account WHERE username IN ('student@aidverify.test', 'parent@aidverify.test', 'student2@aidverify.test') ORDER BY username",
        )
      ).map((r) => r.id);
      expect(
        (
          await s().post(
            '/student-api/studentAccount/getManyStudentAccount',
            { ids },
            t['verifier@demostate.test'],
          )
        ).body,
      ).toEqual([]);
      const mine = await s().post(
        '/student-api/studentAccount/getManyStudentAccount',
        { ids },
        t['student@aidverify.test'],
      );
      expect(mine.body.map((a: any) => a.username).sort()).toEqual([
        'parent@aidverify.test',
        'student@aidverify.test',
      ]);
      const theirStudents = await s().post(
        '/student-api/student/getManyStudentByStudentAccountIDs',
        { studentAccountIDs: ids },
        t['student2@aidverify.test'],
      );
      expect(theirStudents.body.every((x: any) => x.id === averyId)).toBe(true);
    });

    it('looks an account up by username for support staff, with the user-not-found message otherwise', async () => {
      const path = (name: string) =>
        `/student-api/studentAccountService/GetKeycloakUserByUsername/${encodeURIComponent(name)}`;
      const found = await s().get(path('Student@AidVerify.test'), t['readonly@aidverify.test']);
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({
        username: 'student@aidverify.test',
        enabled: true,
        mfaOption: 'EMAIL',
      });
      expect(found.body.students[0].uuid).toBe(JORDAN);
      expect(found.body.passwordHash).toBeUndefined();
      const missing = await s().get(path('nobody@aidverify.test'), t['readonly@aidverify.test']);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('User not found');
      // Another school's staff, and students, can not look accounts up.
      expect((await s().get(path('student@aidverify.test'), t['verifier@demostate.test'])).body.message).toBe(
        'User not found',
      );
      expect((await s().get(path('student@aidverify.test'), t['student@aidverify.test'])).status).toBe(403);
    });

    it('offers the code where the account chose to receive it: SMS first for an account that chose SMS', async () => {
      await s().db.query(
        "UPDATE student_account SET phone = '555-201-4477', mfa_option = 'SMS' WHERE username = 'student2@aidverify.test'",
      );
      const cred = await s().post('/api/auth/verifyCredentials', {
        Username: 'student2@aidverify.test',
        Password: 'Verify-2027!',
        SchoolCode: '222222',
      });
      expect(cred.status).toBe(200);
      expect(cred.body.preferredMessageType).toBe('SMS');
      expect(cred.body.destinations[0]).toEqual({ messageType: 'SMS', recipient: '***-***-4477' });
      const sent = await s().call('POST', '/api/auth/sendMFACode', {
        token: cred.body.ticket,
        body: { messageType: 'SMS' },
      });
      expect(sent.body.message).toBe('A code was sent to ***-***-4477');
      const email = await s().post('/api/auth/verifyCredentials', {
        Username: 'student@aidverify.test',
        Password: 'Verify-2027!',
        SchoolCode: '222222',
      });
      expect(email.body.preferredMessageType).toBe('EMAIL');
      await s().db.query(
        "UPDATE student_account SET mfa_option = 'EMAIL' WHERE username = 'student2@aidverify.test'",
      );
    });
  });
});
