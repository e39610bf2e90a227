import { beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '@aidverify/services';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';
import { dbNumber, readRows } from '@aidverify/services/test/rows';

const JORDAN = demoUuid('student:222222-1');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

forEachBackend((backend) => {
  describe('student records through the gateway', () => {
    const s = useStack(backend);
    let verifier: BrowserSession;
    let readonly: BrowserSession;
    let otherSchool: BrowserSession;
    let student: BrowserSession;

    beforeAll(async () => {
      [verifier, readonly, otherSchool, student] = (await Promise.all(
        [
          'verifier@aidverify.test',
          'readonly@aidverify.test',
          'verifier@demostate.test',
          'student@aidverify.test',
        ].map((e) => s().signIn(e)),
      )) as [BrowserSession, BrowserSession, BrowserSession, BrowserSession];
    });

    it('reads the attributes of a worklist page of students in one upstream call', async () => {
      await s().services.ctx.db.query(
        `UPDATE student SET status = 'REVIEW' WHERE school_code = '222222' AND id IN (SELECT id FROM student WHERE school_code = '222222' ORDER BY id LIMIT 30)`,
      );
      s().gateway.upstream.reset();
      const answer = await verifier.graphql(
        `{ worklist(input: { worklist: REVIEW, aidYear: 2027, pageSize: 30 }) { items { id attributes(aidYear: 2027) { sai trackingFlag } } } }`,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.worklist.items.length).toBeGreaterThan(1);
      const calls = s().gateway.upstream.snapshot();
      expect(calls['POST /student-api/StudentAttribute/search/2027']).toBe(1);
    });

    it("reads one student's attributes with the single read", async () => {
      s().gateway.upstream.reset();
      const answer = await verifier.graphql(
        `{ student(uuid: "${JORDAN}") { attributes(aidYear: 2027) { sai } } }`,
      );
      expect(answer.errors).toBeUndefined();
      const calls = s().gateway.upstream.snapshot();
      expect(Object.keys(calls).filter((k) => k.includes('StudentAttribute'))).toEqual([
        expect.stringMatching(/^GET \/student-api\/StudentAttribute\/getStudentAttribute\/\d+\/2027$/),
      ]);
    });

    it('a worklist role without STUDENT_VIEW still gets the worklist, with no ISIR attributes', async () => {
      await s().services.ctx.db.query(
        `INSERT INTO role_permission_link (role_id, permission_id) SELECT r.id, p.id FROM role r, permission p WHERE r.name = 'Member' AND p.code = 'REVIEW_WORKLIST_VIEW'`,
      );
      s().services.ctx.permissions.invalidate();
      const member = await s().signIn('member@aidverify.test');
      const answer = await member.graphql(
        `{ worklist(input: { worklist: REVIEW, aidYear: 2027, pageSize: 5 }) { items { id attributes(aidYear: 2027) { sai } } } }`,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.worklist.items.length).toBeGreaterThan(0);
      expect(answer.data.worklist.items.every((i: { attributes: unknown }) => i.attributes === null)).toBe(
        true,
      );
      await s().services.ctx.db.query(
        `DELETE FROM role_permission_link WHERE role_id = (SELECT id FROM role WHERE name = 'Member') AND permission_id = (SELECT id FROM permission WHERE code = 'REVIEW_WORKLIST_VIEW')`,
      );
      s().services.ctx.permissions.invalidate();
    });

    it('changes the student record and shows the change; a bad e-mail comes back as data', async () => {
      const res = await verifier.graphql(
        `mutation ($input: StudentRecordInput!) { updateStudentRecord(uuid: "${JORDAN}", input: $input) { ok error { message } student { lastName email } } }`,
        {
          input: { lastName: 'Rivera', email: null },
        },
      );
      expect(res.data.updateStudentRecord).toEqual({
        ok: true,
        error: null,
        student: { lastName: 'Rivera', email: null },
      });
      const bad = await verifier.graphql(
        `mutation { updateStudentRecord(uuid: "${JORDAN}", input: { email: "not-an-email" }) { ok error { message } } }`,
      );
      expect(bad.data.updateStudentRecord.ok).toBe(false);
    });

    it('logs downloads and lists them on the student; deletes documents in bulk', async () => {
      const ids: number[] = [];
      for (const name of ['a.pdf', 'b.pdf']) {
        const up = await verifier.graphql(
          `mutation ($input: ProcessorDocumentUpload!) { uploadProcessorDocument(input: $input) { ok document { id } } }`,
          {
            input: {
              studentUuid: JORDAN,
              fileName: name,
              contentType: 'application/pdf',
              contentBase64: pdf,
            },
          },
        );
        ids.push(up.data.uploadProcessorDocument.document.id);
      }
      await verifier.graphql(`{ processorDocumentContent(id: ${ids[0]}) { fileName } }`);
      const log = await verifier.graphql(
        `{ student(uuid: "${JORDAN}") { documentDownloads { documentKind fileName actorName } crCodeHeadline { headline } } }`,
      );
      expect(log.data.student.documentDownloads[0]).toEqual({
        documentKind: 'PROCESSOR_DOCUMENT',
        fileName: 'a.pdf',
        actorName: 'verifier@aidverify.test',
      });
      expect(log.data.student.crCodeHeadline.headline).toBe('NONE');
      const del = await verifier.graphql(
        `mutation { deleteProcessorDocuments(ids: [${ids.join(',')}]) { ok count } }`,
      );
      expect(del.data.deleteProcessorDocuments).toEqual({ ok: true, count: 2 });
    });

    it('denies: wrong school NOT_FOUND, missing permission and role User FORBIDDEN', async () => {
      const [account] = await readRows(
        s().services.ctx.db,
        { id: dbNumber },
        `SELECT id FROM student_account WHERE username = 'parent@aidverify.test'`,
      );
      const mutations = [
        `mutation { updateStudentRecord(uuid: "${JORDAN}", input: { lastName: "X" }) { ok } }`,
        `mutation { updateStudentAccount(id: ${account!.id}, input: { firstName: "X" }) { ok } }`,
      ];
      for (const m of mutations) {
        expect(codes(await otherSchool.graphql(m)), `other school: ${m}`).toEqual(['NOT_FOUND']);
        expect(codes(await readonly.graphql(m)), `ReadOnly: ${m}`).toEqual(['FORBIDDEN']);
        expect(codes(await student.graphql(m)), `User: ${m}`).toEqual(['FORBIDDEN']);
      }
      expect(codes(await readonly.graphql(`mutation { deleteProcessorDocuments(ids: [1]) { ok } }`))).toEqual(
        ['FORBIDDEN'],
      );
      expect(codes(await student.graphql(`mutation { deleteProcessorDocuments(ids: [1]) { ok } }`))).toEqual([
        'FORBIDDEN',
      ]);
      expect(
        codes(await otherSchool.graphql(`{ student(uuid: "${JORDAN}") { crCodeHeadline { headline } } }`)),
      ).toEqual(['NOT_FOUND']);
      expect(
        codes(await student.graphql(`{ student(uuid: "${JORDAN}") { documentDownloads { id } } }`)),
      ).toEqual(['FORBIDDEN']);
    });
  });
});
