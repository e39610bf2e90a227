import { beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../src/seed/demo.js';
import { forEachBackend, useServices } from './harness.js';
import { sample, uploadIsir } from './isir-helpers.js';
import { dbNumber, readRows, z } from './rows.js';

const JORDAN = demoUuid('student:222222-1'); // dependent, linked to student@ and parent@
const S = '/student-api';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

forEachBackend((backend) => {
  describe('student records: downloads log, record and account edits, attributes, C/R headline, supporting documents', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    let jordanId: number;
    let imported: { id: number; uuid: string };
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, `${S}/${path}`, { token: t[who], body });

    beforeAll(async () => {
      for (const who of ['verifier', 'readonly'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      t.otherSchool = (await s().signIn('verifier@demostate.test')).accessToken;
      t.student = (await s().signIn('student@aidverify.test')).accessToken;
      jordanId = (
        await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [JORDAN])
      )[0]!.id;
      const res = await uploadIsir(s(), t.verifier, sample('2024-25/test-isir-file-2024-25.dat.txt'));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      imported = (
        await readRows(
          s().db,
          { id: dbNumber, uuid: z.string() },
          `SELECT st.id, st.uuid::text FROM isir_record r JOIN student st ON st.id = r.student_id
          WHERE r.is_current AND r.aid_year = 2025 AND st.school_code = '222222' AND r.dependency_model = 'D' ORDER BY r.id LIMIT 1`,
        )
      )[0]!;
    });

    it('logs each document download and lists who downloaded what', async () => {
      const up = await call('verifier', 'POST', 'processorDocument/upload', {
        studentID: jordanId,
        fileName: 'w2.pdf',
        contentType: 'application/pdf',
        contentBase64: pdf.toString('base64'),
      });
      expect(up.status).toBe(200);
      await fetch(`${s().url}${S}/processorDocument/download/${up.body.id}`, {
        headers: { authorization: `Bearer ${t.verifier}` },
      }).then((r) => r.arrayBuffer());
      await call('verifier', 'GET', `student/getProcessorBinder/${JORDAN}/false`);
      const log = await call('verifier', 'POST', 'documentDownloadLog/search', { studentID: JORDAN });
      expect(log.status).toBe(200);
      expect(
        log.body.map((d: { documentKind: string; fileName: string; actorName: string }) => [
          d.documentKind,
          d.actorName,
        ]),
      ).toEqual([
        ['PROCESSOR_BINDER', 'verifier@aidverify.test'],
        ['PROCESSOR_DOCUMENT', 'verifier@aidverify.test'],
      ]);
      expect(log.body[1].fileName).toBe('w2.pdf');
      expect(
        (
          await call('verifier', 'POST', 'documentDownloadLog/search', {
            studentID: JORDAN,
            from: '2030-01-02',
            to: '2030-01-01',
          })
        ).status,
      ).toBe(400);
      expect(
        (await call('otherSchool', 'POST', 'documentDownloadLog/search', { studentID: JORDAN })).status,
      ).toBe(404);
      expect(
        (await call('student', 'POST', 'documentDownloadLog/search', { studentID: jordanId })).status,
      ).toBe(403);
    });

    it('deletes several documents at once, or none when one is not of the school', async () => {
      const ids: number[] = [];
      for (const name of ['a.pdf', 'b.pdf']) {
        ids.push(
          (
            await call('verifier', 'POST', 'processorDocument/upload', {
              studentID: jordanId,
              fileName: name,
              contentType: 'application/pdf',
              contentBase64: pdf.toString('base64'),
            })
          ).body.id,
        );
      }
      expect((await call('otherSchool', 'POST', 'processorDocument/delete', { ids })).status).toBe(404);
      expect((await call('readonly', 'POST', 'processorDocument/delete', { ids })).status).toBe(403);
      expect(
        (await call('verifier', 'POST', 'processorDocument/delete', { ids: [...ids, 2_000_000] })).status,
      ).toBe(404);
      expect(
        (await s().db.query('SELECT 1 FROM processor_document WHERE id = ANY($1::int[])', [ids])).length,
      ).toBe(2);
      const done = await call('verifier', 'POST', 'processorDocument/delete', { ids });
      expect(done.body).toEqual({ deleted: 2, ids });
      expect(
        (await s().db.query('SELECT 1 FROM processor_document WHERE id = ANY($1::int[])', [ids])).length,
      ).toBe(0);
    });

    it('changes the student record, clearing the e-mail with null, and keeps the history; a taken student ID is refused', async () => {
      const res = await call('verifier', 'PATCH', `student/allowNullUpdate/${JORDAN}`, {
        lastName: 'Rivera-Cruz',
        email: null,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ lastName: 'Rivera-Cruz', email: null });
      const hist = await call('verifier', 'GET', `StudentHistory/getStudentHistoryByStudentID/${JORDAN}`);
      expect(hist.body.find((h: { field: string }) => h.field === 'last_name')).toMatchObject({
        oldValue: 'Rivera',
        newValue: 'Rivera-Cruz',
      });
      expect(hist.body.find((h: { field: string }) => h.field === 'email').newValue).toBeNull();
      const [other] = await readRows(
        s().db,
        { student_number: z.string() },
        `SELECT student_number FROM student WHERE school_code = '222222' AND id <> $1 LIMIT 1`,
        [jordanId],
      );
      const taken = await call('verifier', 'PATCH', `student/allowNullUpdate/${JORDAN}`, {
        studentNumber: other!.student_number,
      });
      expect(taken.status).toBe(409);
      expect(
        (await call('verifier', 'PATCH', `student/allowNullUpdate/${JORDAN}`, { firstName: '' })).status,
      ).toBe(400);
      expect((await call('verifier', 'PATCH', `student/allowNullUpdate/${JORDAN}`, {})).body.message).toBe(
        'Give at least one field to change',
      );
      expect(
        (await call('otherSchool', 'PATCH', `student/allowNullUpdate/${JORDAN}`, { lastName: 'X' })).status,
      ).toBe(404);
      expect(
        (await call('readonly', 'PATCH', `student/allowNullUpdate/${JORDAN}`, { lastName: 'X' })).status,
      ).toBe(403);
      expect(
        (await call('student', 'PATCH', `student/allowNullUpdate/${JORDAN}`, { lastName: 'X' })).status,
      ).toBe(403);
      await call('verifier', 'PATCH', `student/allowNullUpdate/${JORDAN}`, { lastName: 'Rivera' });
    });

    it("changes a linked account's mobile number and code channel; SMS without a number is refused", async () => {
      const [account] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT a.id FROM student_account a WHERE a.username = 'parent@aidverify.test'`,
      );
      const res = await call('verifier', 'PATCH', `studentAccount/${account!.id}`, {
        phone: '+1 555 010 2030',
        mfaOption: 'SMS',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ phone: '+1 555 010 2030', mfaOption: 'SMS', phoneConfirmedAt: null });
      const refused = await call('verifier', 'PATCH', `studentAccount/${account!.id}`, { phone: null });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Sign-in codes by text need a mobile number');
      expect(
        (await call('verifier', 'PATCH', `studentAccount/${account!.id}`, { phone: 'call me' })).status,
      ).toBe(400);
      expect(
        (await call('otherSchool', 'PATCH', `studentAccount/${account!.id}`, { firstName: 'X' })).status,
      ).toBe(404);
      expect(
        (await call('readonly', 'PATCH', `studentAccount/${account!.id}`, { firstName: 'X' })).status,
      ).toBe(403);
      expect(
        (await call('student', 'PATCH', `studentAccount/${account!.id}`, { firstName: 'X' })).status,
      ).toBe(403);
      expect(
        (await call('verifier', 'PATCH', `studentAccount/${account!.id}`, { mfaOption: 'EMAIL' })).body
          .mfaOption,
      ).toBe('EMAIL');
    });

    it("reads the student's attributes from the current ISIR, one or many at once, and what later transactions changed", async () => {
      const one = await call('verifier', 'GET', `StudentAttribute/getStudentAttribute/${imported.uuid}/2025`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        studentID: imported.id,
        aidYear: 2025,
        dependencyModel: 'D',
        hasIsir: true,
      });
      expect(one.body.transactionNumber).not.toBeNull();
      const many = await call('verifier', 'POST', 'StudentAttribute/search/2025', {
        studentIDs: [imported.id, jordanId],
      });
      expect(many.body.map((a: { studentID: number }) => a.studentID)).toEqual([imported.id]);
      expect(
        (await call('otherSchool', 'POST', 'StudentAttribute/search/2025', { studentIDs: [imported.id] }))
          .body,
      ).toEqual([]);
      // No ISIR for the year: the attributes are empty, not an error.
      expect(
        (await call('verifier', 'GET', `StudentAttribute/getStudentAttribute/${JORDAN}/2025`)).body,
      ).toMatchObject({ hasIsir: false, transactionNumber: null, sai: null });
      await s().db.query(
        `INSERT INTO isir_change (school_code, aid_year, student_id, isir_record_id, field, old_value, new_value)
         SELECT '222222', 2025, $1, id, 'SAI', '1500', '900' FROM isir_record WHERE student_id = $1 AND aid_year = 2025 AND is_current`,
        [imported.id],
      );
      const history = await call('verifier', 'POST', 'StudentAttributeHistory/search/2025', {
        studentID: imported.uuid,
      });
      expect(history.body[0]).toMatchObject({ field: 'SAI', oldValue: '1500', newValue: '900' });
      expect(
        (await call('otherSchool', 'GET', `StudentAttribute/getStudentAttribute/${imported.uuid}/2025`))
          .status,
      ).toBe(404);
      expect(
        (
          await call('otherSchool', 'POST', 'StudentAttributeHistory/search/2025', {
            studentID: imported.uuid,
          })
        ).status,
      ).toBe(404);
      expect(
        (await call('student', 'GET', `StudentAttribute/getStudentAttribute/${JORDAN}/2025`)).status,
      ).toBe(403);
    });

    it('reads the parent as the ISIR reports them, without the SSN, beside the linked parent accounts', async () => {
      const res = await call('verifier', 'GET', `StudentAttribute/getParentProfile/${imported.uuid}/2025`);
      expect(res.status).toBe(200);
      expect(res.body.parentSignatureRequired).toBe(true);
      expect(Object.keys(res.body.reportedOnIsir).sort()).toEqual([
        'dateOfBirth',
        'emailAddress',
        'firstName',
        'lastName',
        'middleName',
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/\d{9}/);
      // Jordan's 2027 ISIR is the seed's generated one; for 2025 Jordan has no ISIR, so nothing is reported.
      const jordan = await call('verifier', 'GET', `StudentAttribute/getParentProfile/${JORDAN}/2027`);
      expect(Object.keys(jordan.body.reportedOnIsir).sort()).toEqual([
        'dateOfBirth',
        'emailAddress',
        'firstName',
        'lastName',
        'middleName',
      ]);
      expect(JSON.stringify(jordan.body)).not.toMatch(/\d{9}/);
      expect(
        (await call('verifier', 'GET', `StudentAttribute/getParentProfile/${JORDAN}/2025`)).body
          .reportedOnIsir,
      ).toBeNull();
      expect(jordan.body.accounts.map((a: { username: string }) => a.username)).toContain(
        'parent@aidverify.test',
      );
      expect(
        (await call('otherSchool', 'GET', `StudentAttribute/getParentProfile/${JORDAN}/2027`)).status,
      ).toBe(404);
    });

    it('gives the comment and reject code headline: open until every code is resolved', async () => {
      const res = await call(
        'verifier',
        'GET',
        `StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/${imported.uuid}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.aidYear).toBe(2025);
      expect(['OPEN', 'RESOLVED', 'NONE']).toContain(res.body.headline);
      // Comment code links are created when staff read them; resolving all of them (and no reject codes) clears the headline.
      await call('verifier', 'GET', `StudentCommentCodeLink/GetByUUID/${imported.uuid}`);
      await s().db.query(`UPDATE student_comment_code_link SET resolved = true WHERE student_id = $1`, [
        imported.id,
      ]);
      await s().db.query(`UPDATE isir_record SET reject_codes = NULL WHERE student_id = $1`, [imported.id]);
      const after = await call(
        'verifier',
        'GET',
        `StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/${imported.uuid}`,
      );
      expect(after.body).toMatchObject({ unresolvedCommentCodes: 0, rejectCodes: [] });
      expect(after.body.headline).toBe(after.body.commentCodes > 0 ? 'RESOLVED' : 'NONE');
      await s().db.query(
        `UPDATE isir_record SET reject_codes = '12 C' WHERE student_id = $1 AND is_current`,
        [imported.id],
      );
      const rejected = await call(
        'verifier',
        'GET',
        `StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/${imported.uuid}`,
      );
      expect(rejected.body).toMatchObject({ headline: 'OPEN', rejectCodes: ['12', 'C'] });
      expect(
        (await call('verifier', 'GET', `StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/${JORDAN}`))
          .body.headline,
      ).toBe('NONE');
      expect(
        (
          await call(
            'otherSchool',
            'GET',
            `StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/${imported.uuid}`,
          )
        ).status,
      ).toBe(404);
      expect(
        (await call('student', 'GET', `StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/${JORDAN}`))
          .status,
      ).toBe(403);
    });

    it('lists what was uploaded on a task list item to staff and to the linked student, no one else', async () => {
      const [link] = await readRows(
        s().db,
        { id: dbNumber, question_id: dbNumber },
        `SELECT l.id, q.id AS question_id FROM student_interview_link l
           JOIN interview_revision v ON v.interview_type_id = l.interview_type_id AND v.aid_year = l.aid_year
           JOIN interview_question q ON q.interview_revision_id = v.id
          WHERE l.student_id = $1 AND NOT l.is_for_parent_account ORDER BY l.id LIMIT 1`,
        [jordanId],
      );
      // An upload as the interview records it (the interview tests cover the upload itself).
      await s().db.query(
        `INSERT INTO interview_upload (uuid, student_interview_link_id, interview_question_id, file_name, content_type, size_bytes, sha256, blob_key, uploaded_by)
         VALUES (gen_random_uuid(), $1, $2, '1040.pdf', 'application/pdf', 10, 'x', 'k', gen_random_uuid())`,
        [link!.id, link!.question_id],
      );
      const staff = await call(
        'verifier',
        'GET',
        `studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/${link!.id}`,
      );
      expect(staff.status).toBe(200);
      expect(staff.body.map((d: { fileName: string }) => d.fileName)).toEqual(['1040.pdf']);
      expect(
        (
          await call(
            'student',
            'GET',
            `studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/${link!.id}`,
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await call(
            'otherSchool',
            'GET',
            `studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/${link!.id}`,
          )
        ).status,
      ).toBe(404);
      const [parentItem] = await readRows(
        s().db,
        { id: dbNumber },
        'SELECT id FROM student_interview_link WHERE student_id = $1 AND is_for_parent_account LIMIT 1',
        [jordanId],
      );
      // Jordan is dependent: the parent has items of their own, which the student does not see.
      expect(
        (
          await call(
            'student',
            'GET',
            `studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/${parentItem!.id}`,
          )
        ).status,
      ).toBe(403);
      const [foreign] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT l.id FROM student_interview_link l JOIN student st ON st.id = l.student_id WHERE st.uuid <> $1 AND st.school_code = '222222' LIMIT 1`,
        [JORDAN],
      );
      expect(
        (
          await call(
            'student',
            'GET',
            `studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/${foreign!.id}`,
          )
        ).status,
      ).toBe(403);
    });
  });
});
