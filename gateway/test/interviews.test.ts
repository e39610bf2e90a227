import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { demoUuid } from '@aidverify/services';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';
import { dbNumber, readRows, z } from '@aidverify/services/test/rows';

const JORDAN = demoUuid('student:222222-1');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const PROGRESS = `complete interviewName item { uuid status signedName } step { id title questions { id key type answer documents { fileName downloadPath } } }`;
const INTERVIEW = `query I($item: ID!) { interview(item: $item) { ${PROGRESS} } }`;
const SAVE = `mutation S($input: SaveInterviewStepInput!) { saveInterviewStep(input: $input) { ok error { message inputErrors { path message } } progress { ${PROGRESS} } } }`;

forEachBackend((backend) => {
  describe('interviews and accounts through the gateway', () => {
    const s = useStack(backend);
    let student: BrowserSession;
    let other: BrowserSession;
    let verifier: BrowserSession;
    let item: string;

    beforeAll(async () => {
      student = await s().signIn('student@aidverify.test');
      other = await s().signIn('student2@aidverify.test');
      verifier = await s().signIn('verifier@aidverify.test');
      item = randomUUID();
      await s().services.ctx.db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year)
         SELECT $1, s.id, t.id, 2027 FROM student s, interview_type t WHERE s.uuid = $2 AND t.type_code = 'TAX'`,
        [item, JORDAN],
      );
    });

    const q = (step: any, key: string) => step.questions.find((x: any) => x.key === key);
    const upload = (session: BrowserSession, questionId: number, name: string, content: Buffer) => {
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(content)]), name);
      return fetch(`${s().gatewayUrl}/files/interview-documents?item=${item}&question=${questionId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}` },
        body: fd,
      });
    };

    it('takes a student through an interview: answers checked as data, the document streamed through, a signature to submit', async () => {
      const first = await student.graphql(INTERVIEW, { item });
      expect(first.data.interview.step.title).toBe('Tax return transcript');
      const fileQ = q(first.data.interview.step, 'tax_transcript_file');
      const missing = await student.graphql(SAVE, {
        input: { item, stepId: first.data.interview.step.id, answers: [] },
      });
      expect(missing.data.saveInterviewStep).toMatchObject({
        ok: false,
        error: {
          message: 'Upload the document before you continue',
          inputErrors: [{ path: `answers.${fileQ.id}` }],
        },
      });

      const wrongType = await upload(student, fileQ.id, 'transcript.pdf', Buffer.from('plain text'));
      expect(wrongType.status).toBe(415);
      expect(((await wrongType.json()) as any).message).toContain('is not a PDF, PNG or JPEG file');
      expect((await upload(other, fileQ.id, 'transcript.pdf', PDF)).status).toBe(403);
      const ok = await upload(student, fileQ.id, 'transcript.pdf', PDF);
      expect(ok.status).toBe(200);

      const next = await student.graphql(SAVE, {
        input: { item, stepId: first.data.interview.step.id, answers: [] },
      });
      const sign = next.data.saveInterviewStep.progress.step;
      expect(sign.title).toBe('Certify and sign');
      const done = await student.graphql(SAVE, {
        input: {
          item,
          stepId: sign.id,
          answers: [
            { questionId: q(sign, 'certify').id, checked: true },
            { questionId: q(sign, 'signature').id, value: 'Jordan Rivera' },
          ],
        },
      });
      expect(done.data.saveInterviewStep.progress).toMatchObject({
        complete: true,
        item: { status: 'SUBMITTED', signedName: 'Jordan Rivera' },
      });

      const review = await verifier.graphql(
        `query R($item: ID!) { interviewReview(item: $item) { item { status } steps { title questions { key documents { fileName downloadPath } } } } }`,
        { item },
      );
      const doc = review.data.interviewReview.steps[0].questions[0].documents[0];
      expect(doc.fileName).toBe('transcript.pdf');
      const download = await fetch(`${s().gatewayUrl}${doc.downloadPath}`, {
        headers: { authorization: `Bearer ${verifier.accessToken}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
      const refused = await fetch(`${s().gatewayUrl}${doc.downloadPath}`, {
        headers: { authorization: `Bearer ${other.accessToken}` },
      });
      expect(refused.status).toBe(403);
      const anonymous = await fetch(`${s().gatewayUrl}${doc.downloadPath}`);
      expect(anonymous.status).toBe(401);
    });

    it("refuses another student's interview with FORBIDDEN and shows nothing of it", async () => {
      const answer = await other.graphql(INTERVIEW, { item });
      expect(codes(answer)).toEqual(['FORBIDDEN']);
      expect(answer.data).toBeNull();
    });

    it('keeps the builders to INTERVIEW_CREATION_EDIT and answers with the spec messages', async () => {
      const denied = await verifier.graphql(`mutation { deleteInterviewTemplate(id: 0) { ok } }`);
      expect(codes(denied)).toEqual(['FORBIDDEN']);
      const admin = await s().signIn('superadmin@aidverify.test');
      const zero = await admin.graphql(
        `mutation { deleteInterviewTemplate(id: 0) { ok error { message } } }`,
      );
      expect(zero.data.deleteInterviewTemplate).toEqual({
        ok: false,
        error: { message: 'You can not delete an interview that has not yet been created' },
      });
      const type = await admin.graphql(
        `mutation { addInterviewType(typeCode: "HH", name: "Household") { ok id message } }`,
      );
      expect(type.data.addInterviewType).toMatchObject({
        ok: true,
        message: 'Interview type was successfully added',
      });
      const again = await admin.graphql(
        `mutation { addInterviewType(typeCode: "HH", name: "Household") { ok error { message } } }`,
      );
      expect(again.data.addInterviewType.error.message).toBe(
        'There was a problem with submitting the interview type: There is already an interview type HH',
      );
    });

    it("carries a school's Spanish beside its English: the builder names a task in Spanish, a student reads both", async () => {
      const admin = await s().signIn('superadmin@aidverify.test');
      const [tax] = await readRows(
        s().services.ctx.db,
        { id: dbNumber },
        "SELECT id FROM interview_type WHERE type_code = 'TAX'",
      );
      const RENAME = `mutation R($id: Int!, $es: String) { updateInterviewType(id: $id, nameSpanish: $es) { ok message error { message } } }`;
      // Only the builders' permission renames a type; a student and a verifier are refused.
      for (const session of [student, verifier])
        expect(codes(await session.graphql(RENAME, { id: tax!.id, es: 'x' }))).toEqual(['FORBIDDEN']);
      const renamed = await admin.graphql(RENAME, { id: tax!.id, es: 'Transcripción del IRS' });
      expect(renamed.data.updateInterviewType).toEqual({
        ok: true,
        message: 'Interview type was successfully updated',
        error: null,
      });
      const read = await student.graphql(
        `query I($item: ID!) { interviewReview(item: $item) { interviewName interviewNameSpanish
           item { interviewType { name nameSpanish } } steps { title titleSpanish questions { text textSpanish } } } }`,
        { item },
      );
      // The shipped TAX template's Spanish, as seed-templates.ts words it; the type's name as renamed above.
      expect(read.data.interviewReview).toMatchObject({
        interviewName: 'Tax Return Transcript',
        interviewNameSpanish: 'Transcripción de la declaración de impuestos',
        item: { interviewType: { name: 'Tax Return Transcript', nameSpanish: 'Transcripción del IRS' } },
      });
      expect(read.data.interviewReview.steps[0]).toEqual({
        title: 'Tax return transcript',
        titleSpanish: 'Transcripción de la declaración de impuestos',
        questions: [
          {
            text: 'IRS Tax Return Transcript',
            textSpanish: 'Transcripción de la declaración de impuestos del IRS',
          },
        ],
      });
      // Cleared, the name is untranslated again (null), and the shipped name comes back only by hand.
      const cleared = await admin.graphql(RENAME, { id: tax!.id, es: null });
      expect(cleared.data.updateInterviewType.ok).toBe(true);
      const after = await student.graphql(
        `query I($item: ID!) { interview(item: $item) { item { interviewType { nameSpanish } } } }`,
        { item },
      );
      expect(after.data.interview.item.interviewType.nameSpanish).toBeNull();
      await admin.graphql(RENAME, { id: tax!.id, es: 'Transcripción de la declaración de impuestos' });
    });

    it("lists a step's questions through its question links to the builder only", async () => {
      const db = s().services.ctx.db;
      // The first step of the TAX template and its questions, in order, straight from the tables.
      const [step] = await readRows(
        db,
        { id: dbNumber },
        `SELECT s.id FROM interview_step s JOIN interview_revision r ON r.id = s.interview_revision_id
           JOIN interview_type t ON t.id = r.interview_type_id
          WHERE t.type_code = 'TAX' AND EXISTS (SELECT 1 FROM step_question_link l WHERE l.interview_step_id = s.id)
          ORDER BY r.id, s.sort_order LIMIT 1`,
      );
      const expected = await readRows(
        db,
        { questionKey: z.string(), questionType: z.string(), text: z.string() },
        `SELECT q.question_key AS "questionKey", q.question_type AS "questionType", q.text
           FROM step_question_link l JOIN interview_question q ON q.id = l.interview_question_id
          WHERE l.interview_step_id = $1 ORDER BY l.sort_order, l.id`,
        [step!.id],
      );
      expect(expected.length).toBeGreaterThan(0);
      const QUESTIONS = `query Q($stepId: Int!) { interviewStepQuestions(stepId: $stepId) { stepId questionKey questionType text } }`;
      const admin = await s().signIn('superadmin@aidverify.test');
      const listed = await admin.graphql(QUESTIONS, { stepId: step!.id });
      expect(listed.errors).toBeUndefined();
      expect(listed.data.interviewStepQuestions).toEqual(expected.map((q) => ({ stepId: step!.id, ...q })));

      const missing = await admin.graphql(QUESTIONS, { stepId: 2_000_000_000 });
      expect(codes(missing)).toEqual(['NOT_FOUND']);
      expect(missing.errors?.[0]?.message).toBe('No interview step 2000000000');
      for (const session of [verifier, student]) {
        const denied = await session.graphql(QUESTIONS, { stepId: step!.id });
        expect(codes(denied)).toEqual(['FORBIDDEN']);
        expect(denied.data).toBeNull();
      }
    });

    it('creates an account from a lookup, without a session, in the language of the page it was made on', async () => {
      const [t] = await readRows(
        s().services.ctx.db,
        { last_name: z.string(), dob: z.string(), ssn_last_four: z.string() },
        `SELECT last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS dob, ssn_last_four FROM student s
          WHERE school_code = '222222' AND NOT EXISTS (SELECT 1 FROM student_account_link l WHERE l.student_id = s.id) ORDER BY id LIMIT 1`,
      );
      const LOOKUP = `mutation L($input: StudentLookupInput!) { lookupStudent(input: $input) { ok error { message } match { firstName creationToken hasStudentAccount } } }`;
      const miss = await s().graphql(LOOKUP, {
        input: { schoolCode: '222222', lastName: 'Nobody', dateOfBirth: '2001-01-01', ssnLastFour: '1234' },
      });
      expect(miss.data.lookupStudent.ok).toBe(false);
      const hit = await s().graphql(LOOKUP, {
        input: {
          schoolCode: '222222',
          lastName: t!.last_name,
          dateOfBirth: t!.dob,
          ssnLastFour: t!.ssn_last_four,
        },
      });
      expect(hit.data.lookupStudent.ok).toBe(true);
      const created = await s().graphql(
        `mutation C($input: CreateAccountInput!) { createStudentAccount(input: $input) { ok error { message inputErrors { path message } } account { accountType taskListItemsCreated } } }`,
        {
          input: {
            creationToken: hit.data.lookupStudent.match.creationToken,
            accountType: 'STUDENT',
            email: 'gw.student@example.edu',
            firstName: 'Gee',
            lastName: t!.last_name,
            password: 'Gateway-2027',
            language: 'ES',
          },
        },
      );
      expect(created.data.createStudentAccount).toMatchObject({
        ok: true,
        account: { accountType: 'STUDENT' },
      });
      const session = await s().signIn('gw.student@example.edu', 'Gateway-2027');
      const settings = await session.graphql(
        `{ accountSettings { username mfaOption students { firstName accountType } } }`,
      );
      expect(settings.data.accountSettings).toMatchObject({
        username: 'gw.student@example.edu',
        mfaOption: 'EMAIL',
        students: [{ accountType: 'STUDENT' }],
      });
      // Made on a Spanish page: the account keeps Spanish, and its welcome e-mail was Spanish.
      expect((await session.graphql(`{ viewer { preferredLanguage } }`)).data.viewer.preferredLanguage).toBe(
        'ES',
      );
      const [welcome] = await readRows(
        s().services.ctx.db,
        { subject: z.string() },
        `SELECT subject FROM outbox_message WHERE recipient = 'gw.student@example.edu' AND kind = 'ACCOUNT' ORDER BY id`,
      );
      expect(welcome?.subject).toBe('Su cuenta para la verificación de su ayuda financiera');
    });
  });
});
