import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { demoUuid } from '../src/seed/demo.js';
import { UPLOAD_MAX_BYTES } from '../src/domain/interviews/uploads.js';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

const JORDAN = demoUuid('student:222222-1'); // student@aidverify.test, dependent, child of parent@
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from('1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
]);

/** A multipart form with one file, as a browser's FormData sends it. */
function form(fileName: string, content: Buffer, type = 'application/pdf') {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
  return fd;
}

forEachBackend((backend) => {
  describe('the interview engine', () => {
    const s = useServices(backend);
    const tokens: Record<string, string> = {};
    let v1: { id: number; uuid: string };
    let parentItem: { id: number; uuid: string };
    let jordanId: number;

    const upload = async (token: string, linkKey: string | number, questionId: number, fd: FormData) => {
      const res = await fetch(
        `${s().url}/interview-api/interview/saveUploadStudentInterviewLink?StudentInterviewLinkID=${linkKey}&QuestionID=${questionId}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: fd,
        },
      );
      return { status: res.status, body: (await res.json()) as any };
    };
    const step = (token: string, body: unknown) =>
      s().post('/interview-api/interview/getInterviewStep', body, token);
    const q = (stepView: any, key: string) => stepView.questions.find((x: any) => x.key === key);

    beforeAll(async () => {
      for (const email of [
        'student@aidverify.test',
        'student2@aidverify.test',
        'parent@aidverify.test',
        'verifier@aidverify.test',
        'verifier@demostate.test',
        'superadmin@aidverify.test',
        'readonly@aidverify.test',
      ]) {
        tokens[email] = (await s().signIn(email)).accessToken;
      }
      jordanId = (
        await readRows(s().db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [JORDAN])
      )[0]!.id;
      // A fresh V1 worksheet item (and a parent one) for Jordan, so the test does not depend on the seeded statuses.
      const make = async (code: string, parent: boolean) =>
        (
          await readRows(
            s().db,
            { id: dbNumber, uuid: z.string() },
            `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, is_for_parent_account)
           SELECT $1, $2, id, 2027, $4 FROM interview_type WHERE type_code = $3 RETURNING id, uuid`,
            [randomUUID(), jordanId, code, parent],
          )
        )[0]!;
      v1 = await make('V1', false);
      parentItem = await make('V1P', true);
    });

    it('opens the V1 worksheet at its first step with the seeded questions', async () => {
      const res = await step(tokens['student@aidverify.test']!, { StudentInterviewLinkID: v1.uuid });
      expect(res.status).toBe(200);
      expect(res.body.complete).toBe(false);
      expect(res.body.step.title).toBe('Household');
      expect(res.body.step.questions.map((x: any) => x.key)).toEqual(['household_size', 'number_in_college']);
      expect(res.body.link.studentInterviewLinkStatus).toBe('NEW');
    });

    it('refuses invalid answers with a message per question and stores nothing', async () => {
      const first = (await step(tokens['student@aidverify.test']!, { StudentInterviewLinkID: v1.uuid })).body
        .step;
      const before = await s().rowCounts();
      const res = await step(tokens['student@aidverify.test']!, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: first.id,
        Answers: [
          { questionID: q(first, 'household_size').id, value: 'four' },
          { questionID: q(first, 'number_in_college').id, value: 31 },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('2 answers need attention');
      expect(res.body.inputErrors).toEqual([
        {
          path: `answers.${q(first, 'household_size').id}`,
          questionID: q(first, 'household_size').id,
          questionKey: 'household_size',
          message: 'Enter a whole number between 1 and 30',
        },
        {
          path: `answers.${q(first, 'number_in_college').id}`,
          questionID: q(first, 'number_in_college').id,
          questionKey: 'number_in_college',
          message: 'Enter a whole number between 1 and 30',
        },
      ]);
      expect(await s().rowCounts()).toEqual(before);
      // A question of another step is refused by name.
      const stray = await step(tokens['student@aidverify.test']!, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: first.id,
        Answers: [{ questionID: 999999, value: 1 }],
      });
      expect(stray.status).toBe(400);
      expect(stray.body.message).toBe("Question 999999 is not on step 'Household'");
    });

    it('keeps students, parents and other schools out of an interview that is not theirs', async () => {
      const other = await step(tokens['student2@aidverify.test']!, { StudentInterviewLinkID: v1.uuid });
      expect(other.status).toBe(403);
      expect(JSON.stringify(other.body)).not.toContain('Household');
      const otherSchool = await step(tokens['verifier@demostate.test']!, { StudentInterviewLinkID: v1.id });
      expect(otherSchool.status).toBe(404);
      // The parent sees the student's record but answers only parent items.
      const first = (await step(tokens['student@aidverify.test']!, { StudentInterviewLinkID: v1.uuid })).body
        .step;
      const parent = await step(tokens['parent@aidverify.test']!, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: first.id,
        Answers: [
          { questionID: q(first, 'household_size').id, value: 4 },
          { questionID: q(first, 'number_in_college').id, value: 1 },
        ],
      });
      expect(parent.status).toBe(403);
      expect(parent.body.message).toBe('The student completes this item');
      const student = await step(tokens['student@aidverify.test']!, {
        StudentInterviewLinkID: parentItem.uuid,
        InterviewStepID: 1,
        Answers: [],
      });
      expect(student.status).toBe(403);
      expect(student.body.message).toBe('A parent completes this item');
      // Staff read the interview, but never answer for the student.
      const staff = await step(tokens['verifier@aidverify.test']!, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: first.id,
        Answers: [],
      });
      expect(staff.status).toBe(403);
    });

    let transcriptStep: any;
    it('moves on by the answers: a filer is asked for the tax transcript, and the item is in progress for staff', async () => {
      const token = tokens['student@aidverify.test']!;
      const first = (await step(token, { StudentInterviewLinkID: v1.uuid })).body.step;
      const second = await step(token, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: first.id,
        Answers: [
          { questionID: q(first, 'household_size').id, value: '4' },
          { questionID: q(first, 'number_in_college').id, value: 1 },
        ],
      });
      expect(second.status).toBe(200);
      expect(second.body.step.title).toBe('Tax filing');
      expect(second.body.link.studentInterviewLinkStatus).toBe('IN_PROGRESS');
      const third = await step(token, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: second.body.step.id,
        Answers: [{ questionID: q(second.body.step, 'tax_filing_status').id, value: 'FILED' }],
      });
      expect(third.body.step.title).toBe('Tax return transcript');
      transcriptStep = third.body.step;
      // Progress is kept: opening the item again resumes here, with the earlier answers.
      const again = await step(token, { StudentInterviewLinkID: v1.uuid });
      expect(again.body.step.id).toBe(transcriptStep.id);
      const back = await step(token, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: transcriptStep.id,
        Back: true,
      });
      expect(back.body.step.title).toBe('Tax filing');
      expect(q(back.body.step, 'tax_filing_status').answer).toBe('FILED');
      await step(token, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: back.body.step.id,
        Answers: [{ questionID: q(back.body.step, 'tax_filing_status').id, value: 'FILED' }],
      });
      const staffView = await s().post(
        '/interview-api/studentInterviewLink/search',
        { studentID: jordanId, aidYear: 2027 },
        tokens['verifier@aidverify.test']!,
      );
      expect(staffView.body.find((l: any) => l.uuid === v1.uuid).studentInterviewLinkStatus).toBe(
        'IN_PROGRESS',
      );
    });

    it('will not pass the transcript step without the document', async () => {
      const res = await step(tokens['student@aidverify.test']!, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: transcriptStep.id,
        Answers: [],
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Upload the document before you continue');
    });

    it('refuses oversized uploads and files that are not PDF, PNG or JPEG by content, keeping nothing', async () => {
      const token = tokens['student@aidverify.test']!;
      const qid = q(transcriptStep, 'tax_transcript_file').id;
      const before = await s().rowCounts();
      const big = await upload(
        token,
        v1.uuid,
        qid,
        form('transcript.pdf', Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)])),
      );
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('The file is larger than 10 MB');
      const text = await upload(
        token,
        v1.uuid,
        qid,
        form('transcript.pdf', Buffer.from('this is not a PDF at all')),
      );
      expect(text.status).toBe(415);
      expect(text.body.message).toBe(
        'transcript.pdf is not a PDF, PNG or JPEG file; upload a PDF or a photo (PNG or JPEG)',
      );
      const renamed = await upload(token, v1.uuid, qid, form('transcript.exe', PDF));
      expect(renamed.status).toBe(415);
      expect(renamed.body.message).toBe(
        "transcript.exe is a PDF but its name ends in '.exe'; rename it to .pdf",
      );
      const empty = await upload(token, v1.uuid, qid, form('transcript.pdf', Buffer.alloc(0)));
      expect(empty.status).toBe(400);
      const notFile = await upload(
        token,
        v1.uuid,
        q(transcriptStep, 'tax_transcript_file').id + 100000,
        form('transcript.pdf', PDF),
      );
      expect(notFile.status).toBe(400);
      expect(await s().rowCounts()).toEqual(before);
      const { readdirSync, existsSync } = await import('node:fs');
      const dir = `${s().env.DATA_DIR}/blobs/interview-uploads`;
      const files = existsSync(dir)
        ? readdirSync(dir, { recursive: true }).filter((f) => String(f).length > 3)
        : [];
      expect(files).toEqual([]);
    });

    let fileID: string;
    it('keeps a PDF for its question; only the student, their parents and school staff can download it', async () => {
      const qid = q(transcriptStep, 'tax_transcript_file').id;
      const other = await upload(
        tokens['student2@aidverify.test']!,
        v1.uuid,
        qid,
        form('transcript.pdf', PDF),
      );
      expect(other.status).toBe(403);
      const ok = await upload(
        tokens['student@aidverify.test']!,
        v1.uuid,
        qid,
        form('2025 transcript.pdf', PDF),
      );
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        fileName: '2025 transcript.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        versionID: 1,
      });
      fileID = ok.body.fileID;
      const download = async (token: string) => {
        const res = await fetch(`${s().url}/interview-api/interview/fileDownload/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ fileID }),
        });
        return {
          status: res.status,
          bytes: Buffer.from(await res.arrayBuffer()),
          disposition: res.headers.get('content-disposition'),
        };
      };
      const staff = await download(tokens['verifier@aidverify.test']!);
      expect(staff.status).toBe(200);
      expect(staff.bytes.equals(PDF)).toBe(true);
      expect(staff.disposition).toBe('attachment; filename="1 2025 transcript.pdf"');
      expect((await download(tokens['parent@aidverify.test']!)).status).toBe(200);
      expect((await download(tokens['student2@aidverify.test']!)).status).toBe(403);
      expect((await download(tokens['verifier@demostate.test']!)).status).toBe(404);
      const list = await s().get(
        `/interview-api/AlfrescoDocument/${v1.uuid}`,
        tokens['verifier@aidverify.test']!,
      );
      expect(list.body.map((f: any) => f.fileName)).toEqual(['2025 transcript.pdf']);
      expect(
        (await s().get(`/interview-api/AlfrescoDocument/${v1.uuid}`, tokens['student2@aidverify.test']!))
          .status,
      ).toBe(403);
      // Another student cannot delete it either.
      expect(
        (
          await s().call('DELETE', `/interview-api/interview/deleteAlfrescoDocument/${fileID}`, {
            token: tokens['student2@aidverify.test'],
          })
        ).status,
      ).toBe(403);
    });

    it('submits after the signature: the name must be the account holder’s, then staff see it SUBMITTED with its history', async () => {
      const token = tokens['student@aidverify.test']!;
      const sign = (
        await step(token, {
          StudentInterviewLinkID: v1.uuid,
          InterviewStepID: transcriptStep.id,
          Answers: [],
        })
      ).body.step;
      expect(sign.title).toBe('Certify and sign');
      const wrong = await step(token, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: sign.id,
        Answers: [
          { questionID: q(sign, 'certify').id, value: true },
          { questionID: q(sign, 'signature').id, value: 'Somebody Else' },
        ],
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Type your name exactly as it appears on your account: Jordan Rivera');
      const done = await step(token, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: sign.id,
        Answers: [
          { questionID: q(sign, 'certify').id, value: true },
          { questionID: q(sign, 'signature').id, value: ' jordan  rivera ' },
        ],
      });
      expect(done.status).toBe(200);
      expect(done.body.complete).toBe(true);
      expect(done.body.link).toMatchObject({
        studentInterviewLinkStatus: 'SUBMITTED',
        signedName: 'jordan rivera',
      });
      const staffView = await s().post(
        '/interview-api/studentInterviewLink/search',
        { studentID: jordanId, aidYear: 2027 },
        tokens['verifier@aidverify.test']!,
      );
      expect(staffView.body.find((l: any) => l.uuid === v1.uuid).studentInterviewLinkStatus).toBe(
        'SUBMITTED',
      );
      const review = await s().get(
        `/interview-api/StudentInterviewLink/StudentInterviewHistory/${v1.uuid}`,
        tokens['verifier@aidverify.test']!,
      );
      expect(review.body.steps.map((x: any) => x.title)).toEqual([
        'Household',
        'Tax filing',
        'Tax return transcript',
        'Certify and sign',
      ]);
      expect(q(review.body.steps[2], 'tax_transcript_file').uploads[0].fileName).toBe('2025 transcript.pdf');
      const history = await s().get(
        `/interview-api/InterviewAttempt/InterviewHistory/${v1.uuid}`,
        tokens['verifier@aidverify.test']!,
      );
      expect(history.body.at(-1).action).toBe('SUBMITTED');
      // Jordan still has other open items: in progress, not yet for review.
      expect(
        (
          await readRows(s().db, { status: z.string() }, 'SELECT status FROM student WHERE id = $1', [
            jordanId,
          ])
        )[0]!.status,
      ).toBe('IN_PROGRESS');
      const mail = await s().get('/api/dev/outbox?recipient=student@aidverify.test');
      expect(mail.body[0].subject).toBe('Verification Worksheet (V1): received');
      // Submitted means final for the student.
      const late = await step(token, {
        StudentInterviewLinkID: v1.uuid,
        InterviewStepID: sign.id,
        Answers: [],
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This item is submitted and can no longer be changed');
    });

    it('puts the student on the review worklist when the last open item is submitted', async () => {
      const token = tokens['student2@aidverify.test']!;
      const [avery] = await readRows(
        s().db,
        { id: dbNumber, uuid: z.string() },
        `SELECT id, uuid FROM student WHERE uuid = $1`,
        [demoUuid('student:222222-3')],
      );
      await s().db.query(`UPDATE student_interview_link SET status = 'VERIFIED' WHERE student_id = $1`, [
        avery!.id,
      ]);
      await s().db.query(`UPDATE student SET status = 'SELECTED' WHERE id = $1`, [avery!.id]);
      const [sig] = await readRows(
        s().db,
        { uuid: z.string() },
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year) SELECT $1, $2, id, 2027 FROM interview_type WHERE type_code = 'SIG' RETURNING uuid`,
        [randomUUID(), avery!.id],
      );
      const first = (await step(token, { StudentInterviewLinkID: sig!.uuid })).body.step;
      const done = await step(token, {
        StudentInterviewLinkID: sig!.uuid,
        InterviewStepID: first.id,
        Answers: [
          { questionID: q(first, 'certify').id, value: true },
          { questionID: q(first, 'signature').id, value: 'Avery Chen' },
        ],
      });
      expect(done.body.complete).toBe(true);
      const review = await s().get(
        '/student-api/worklist/review/1/2027?pageSize=200',
        tokens['verifier@aidverify.test']!,
      );
      expect(JSON.stringify(review.body)).toContain(avery!.uuid);
    });

    it('lets staff with STUDENT_EDIT reset an item, not read-only staff', async () => {
      const ro = await s().get(
        `/interview-api/interview/ResetInterview/${v1.uuid}`,
        tokens['readonly@aidverify.test']!,
      );
      expect(ro.status).toBe(403);
      const res = await s().post(
        `/interview-api/interview/ResetInterview/${v1.uuid}`,
        {},
        tokens['verifier@aidverify.test']!,
      );
      expect(res.status).toBe(200);
      expect(res.body.link.studentInterviewLinkStatus).toBe('NEW');
      const again = await step(tokens['student@aidverify.test']!, { StudentInterviewLinkID: v1.uuid });
      expect(again.body.step.title).toBe('Household');
      expect(q(again.body.step, 'household_size').answer).toBeNull();
    });

    it('checks identity answers against the record, keeps only the outcome, and stops after three misses', async () => {
      const [link] = await readRows(
        s().db,
        { uuid: z.string() },
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year) SELECT $1, $2, id, 2027 FROM interview_type WHERE type_code = 'V4' RETURNING uuid`,
        [randomUUID(), jordanId],
      );
      const token = tokens['student@aidverify.test']!;
      const first = (await step(token, { StudentInterviewLinkID: link!.uuid })).body.step;
      const qid = q(first, 'date_of_birth_check').id;
      const blocked = await step(token, {
        StudentInterviewLinkID: link!.uuid,
        InterviewStepID: first.id,
        Answers: [],
      });
      expect(blocked.body.message).toBe('Confirm your identity before you continue');
      const attempt = (answer: string) =>
        s().post(
          '/interview-api/interview/SaveIdentityVerifyInterviewAttempt/',
          { StudentInterviewLinkID: link!.uuid, QuestionID: qid, attemptAnswer: answer },
          token,
        );
      const miss = await attempt('1990-01-01');
      expect(miss.body).toMatchObject({
        matched: false,
        attemptsLeft: 2,
        message: 'That does not match our records. 2 attempts left.',
      });
      const stored = await readRows(
        s().db,
        { question_text: z.string() },
        'SELECT * FROM identity_verification_attempt',
      );
      expect(JSON.stringify(stored)).not.toContain('1990-01-01');
      const dob = (
        await readRows(
          s().db,
          { dob: z.string() },
          `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM student WHERE id = $1`,
          [jordanId],
        )
      )[0]!.dob;
      expect((await attempt(dob)).body.matched).toBe(true);
      const next = await step(token, {
        StudentInterviewLinkID: link!.uuid,
        InterviewStepID: first.id,
        Answers: [],
      });
      expect(next.body.step.title).toBe('Photo identification');
      await attempt('1990-01-02');
      await attempt('1990-01-03');
      const locked = await attempt(dob);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(
        'Too many attempts. Contact the financial aid office to confirm your identity.',
      );
    });
  });

  describe('the template builders', () => {
    const s = useServices(backend);
    let admin: string;
    let verifier: string;
    beforeAll(async () => {
      admin = (await s().signIn('superadmin@aidverify.test')).accessToken;
      verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
    });

    it('refuses to update or delete a template that has not been created (id 0)', async () => {
      const upd = await s().post(
        '/interview-api/interview/updateInterviewTemplate',
        { id: 0, name: 'x' },
        admin,
      );
      expect(upd.status).toBe(400);
      expect(upd.body.message).toBe('You can not update an interview that has not yet been created');
      const del = await s().call('DELETE', '/interview-api/interview/deleteInterviewTemplate/0', {
        token: admin,
      });
      expect(del.status).toBe(400);
      expect(del.body.message).toBe('You can not delete an interview that has not yet been created');
    });

    it('needs INTERVIEW_CREATION_EDIT, which school staff roles do not have', async () => {
      const res = await s().post('/interview-api/interviewType', { TypeCode: 'V9', name: 'x' }, verifier);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Your role (Verifier) lacks the permission INTERVIEW_CREATION_EDIT');
    });

    it('builds a working template from type, steps, questions, choices and events', async () => {
      const type = await s().post(
        '/interview-api/interviewType',
        { TypeCode: 'HH', name: 'Household Resources' },
        admin,
      );
      expect(type.status).toBe(200);
      const dup = await s().post('/interview-api/interviewType', { TypeCode: 'HH', name: 'again' }, admin);
      expect(dup.status).toBe(409);
      const tpl = await s().post(
        '/interview-api/interview/SaveInterviewTemplate',
        { interviewTypeID: type.body.id, aidYear: 2027, name: 'Household Resources 2026-27' },
        admin,
      );
      expect(tpl.body).toMatchObject({ revision: 1 });
      const rev = tpl.body.id;
      const st1 = await s().post(
        '/interview-api/interviewStep',
        {
          interviewRevisionID: rev,
          stepKey: 'support',
          title: 'Support',
          defaultNextStepKey: 'sign',
          nextRules: [{ questionKey: 'source', equals: 'OTHER', nextStepKey: 'detail' }],
        },
        admin,
      );
      const st2 = await s().post(
        '/interview-api/interviewStep',
        { interviewRevisionID: rev, stepKey: 'detail', title: 'Detail', defaultNextStepKey: 'sign' },
        admin,
      );
      const st3 = await s().post(
        '/interview-api/interviewStep',
        { interviewRevisionID: rev, stepKey: 'sign', title: 'Sign' },
        admin,
      );
      const qs = await s().post(
        '/interview-api/interviewQuestion',
        {
          interviewRevisionID: rev,
          questionKey: 'source',
          questionType: 'CHOICE',
          text: 'Main source of support?',
        },
        admin,
      );
      expect(qs.body).toEqual({ id: qs.body.id, interviewQuestionID: qs.body.id });
      for (const [value, label] of [
        ['JOB', 'A job'],
        ['OTHER', 'Something else'],
      ]) {
        expect(
          (
            await s().post(
              '/interview-api/questionChoice',
              { interviewQuestionID: qs.body.id, value, label },
              admin,
            )
          ).status,
        ).toBe(200);
      }
      const qd = await s().post(
        '/interview-api/interviewQuestion',
        { interviewRevisionID: rev, questionKey: 'what', questionType: 'TEXT', text: 'Describe it' },
        admin,
      );
      const qsig = await s().post(
        '/interview-api/interviewQuestion',
        { interviewRevisionID: rev, questionKey: 'sig', questionType: 'SIGNATURE', text: 'Sign' },
        admin,
      );
      const badChoice = await s().post(
        '/interview-api/questionChoice',
        { interviewQuestionID: qd.body.id, value: 'A', label: 'A' },
        admin,
      );
      expect(badChoice.body.message).toBe('Only choice and multiple choice questions take choices');
      await s().post(
        '/interview-api/stepQuestionLink',
        { interviewStepID: st1.body.id, interviewQuestionID: qs.body.id },
        admin,
      );
      await s().post(
        '/interview-api/stepQuestionLink',
        { interviewStepID: st2.body.id, interviewQuestionID: qd.body.id },
        admin,
      );
      await s().post(
        '/interview-api/stepQuestionLink',
        { interviewStepID: st3.body.id, interviewQuestionID: qsig.body.id },
        admin,
      );
      expect(
        (
          await s().post(
            '/interview-api/interviewEvent',
            { interviewRevisionID: rev, eventType: 'ON_SUBMIT', action: 'RECORD_ACTIVITY', message: 'done' },
            admin,
          )
        ).status,
      ).toBe(200);
      const whole = await s().get(`/interview-api/interview/GetInterview/${rev}`, admin);
      expect(whole.body.firstStepID).toBe(st1.body.id);
      expect(
        whole.body.steps.map((x: any) => [x.stepKey, x.questions.map((y: any) => y.questionKey)]),
      ).toEqual([
        ['support', ['source']],
        ['detail', ['what']],
        ['sign', ['sig']],
      ]);
      const steps = await s().post(
        '/interview-api/interviewStep/search',
        { interviewRevisionID: rev },
        admin,
      );
      expect(steps.body).toHaveLength(3);
      const links = await s().post(
        '/interview-api/stepQuestionLink/search',
        { interviewStepID: st1.body.id },
        admin,
      );
      expect(links.body[0].questionKey).toBe('source');
      const renamed = await s().post(
        '/interview-api/interview/updateInterviewTemplate',
        { id: rev, name: 'Household Resources' },
        admin,
      );
      expect(renamed.body.name).toBe('Household Resources');
      const types = await s().post(
        '/interview-api/interview/getFilteredInterviewTypes',
        { aidYear: 2027 },
        admin,
      );
      expect(types.body.map((t: any) => t.typeCode)).toEqual(
        expect.arrayContaining(['HH', 'V1', 'V4', 'V5', 'CC']),
      );
      const cc = await s().post(
        '/interview-api/interview/getFilteredInterviewTypes',
        { aidYear: 2027, isCommentCode: true },
        admin,
      );
      expect(cc.body.map((t: any) => t.typeCode)).toEqual(['CC']);
      expect(
        (
          await s().call('DELETE', `/interview-api/interview/deleteInterviewTemplate/${rev}`, {
            token: admin,
          })
        ).body,
      ).toEqual({ success: true });
      expect((await s().get(`/interview-api/interview/GetInterview/${rev}`, admin)).status).toBe(404);
    });

    it('freezes a template once a student has started it', async () => {
      const [rev] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT r.id FROM interview_revision r JOIN interview_type t ON t.id = r.interview_type_id WHERE t.type_code = 'V1' AND r.aid_year = 2027`,
      );
      await s().db.query(
        `UPDATE student_interview_link SET interview_revision_id = $1 WHERE id = (SELECT min(id) FROM student_interview_link)`,
        [rev!.id],
      );
      const res = await s().call('DELETE', `/interview-api/interview/deleteInterviewTemplate/${rev!.id}`, {
        token: admin,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        '1 student(s) have started this template; save a new revision instead of changing it',
      );
    });

    it('hides the builders on the hosts configured, not on others', async () => {
      await s().db.query(
        `INSERT INTO school_config (school_code, name, value) VALUES (NULL, 'route.hiddenOnHosts:/CRInterviewCreation', 'testu.aidverify.example, demostate.aidverify.example')`,
      );
      const hidden = await s().call(
        'GET',
        '/interview-api/interview/builderAvailability?host=TestU.aidverify.example:443&path=/CRInterviewCreation',
        { token: admin },
      );
      expect(hidden.body).toEqual({
        host: 'testu.aidverify.example',
        path: '/CRInterviewCreation',
        available: false,
      });
      const otherRoute = await s().call(
        'GET',
        '/interview-api/interview/builderAvailability?host=testu.aidverify.example&path=/InterviewCreation',
        { token: admin },
      );
      expect(otherRoute.body.available).toBe(true);
      const shown = await s().call(
        'GET',
        '/interview-api/interview/builderAvailability?host=localhost:4000&path=/CRInterviewCreation',
        { token: admin },
      );
      expect(shown.body.available).toBe(true);
    });
  });
});
