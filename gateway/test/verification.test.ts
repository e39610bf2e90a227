import { beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '@aidverify/services';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';

const JORDAN = demoUuid('student:222222-1');
const AVERY = demoUuid('student:222222-3');

const WORKLIST_PAGE = `query ($input: WorklistInput!) {
  worklist(input: $input) {
    total page pageSize
    items {
      id uuid firstName lastName status signatureComplete studentSignDate parentSignDate dependencyStatus
      taskList(aidYear: 2027) { id status interviewType { name } }
      accounts { id username accountType eSignOptOut }
    }
  }
}`;

const STUDENT_VIEW = `query ($uuid: ID!) {
  student(uuid: $uuid) {
    id uuid status
    signatureStatus { signatureComplete parentSignatureRequired studentSignMethod studentInkSignAgreed isirLocked }
    taskListMemos { id text taskListItemId authorName }
    alerts { id severity text expired }
    memos { id kind text dueDate }
    processorDocuments { id fileName }
    history { field oldValue newValue changedBy }
    statusHistory { oldValue newValue }
    activity { action actorName }
    accessLog { action actorRole }
    accounts { id username accountType }
  }
}`;

forEachBackend((backend) => {
  describe('staff workspace through the gateway', () => {
    const s = useStack(backend);
    let verifier: BrowserSession;
    let reviewer: BrowserSession;
    let readonly: BrowserSession;
    let otherSchool: BrowserSession;
    let student: BrowserSession;

    beforeAll(async () => {
      verifier = await s().signIn('verifier@aidverify.test');
      reviewer = await s().signIn('reviewer@aidverify.test');
      readonly = await s().signIn('readonly@aidverify.test');
      otherSchool = await s().signIn('verifier@demostate.test');
      student = await s().signIn('student@aidverify.test');
    });

    it('a worklist page of 100 students with task lists, accounts and signature status takes at most 4 upstream calls', async () => {
      // Enough students in review for a full page of 100.
      await s().services.ctx.db.query(
        `UPDATE student SET status = 'REVIEW' WHERE school_code = '222222' AND id IN (
           SELECT st.id FROM student st WHERE st.school_code = '222222' AND st.uuid <> $1
              AND EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = 2027)
            ORDER BY st.id LIMIT 110)`,
        [JORDAN],
      );
      s().gateway.upstream.reset();
      const answer = await verifier.graphql(WORKLIST_PAGE, {
        input: { worklist: 'REVIEW', aidYear: 2027, pageSize: 100 },
      });
      expect(answer.errors).toBeUndefined();
      const page = answer.data.worklist;
      expect(page.items).toHaveLength(100);
      expect(page.total).toBeGreaterThanOrEqual(110);
      expect(page.items.every((i: { status: string }) => i.status === 'REVIEW')).toBe(true);
      expect(page.items.filter((i: { taskList: unknown[] }) => i.taskList.length > 0).length).toBeGreaterThan(
        90,
      );
      const { 'GET /api/auth/getUser': permissionReads = 0, ...calls } = s().gateway.upstream.snapshot();
      const total = Object.values(calls).reduce((n, c) => n + (c as number), 0);
      expect(calls).toEqual({
        'GET /student-api/worklist/review/1/2027': 1,
        'POST /student-api/studentInterviewLink/taskListSearch': 1,
        'POST /student-api/StudentAccountLink/getMany': 1,
      });
      expect(total + permissionReads).toBeLessThanOrEqual(4);
    });

    it("shows staff each linked account's language, as the student or parent chose it (issue 26)", async () => {
      const LANGUAGES = `query ($uuid: ID!) { student(uuid: $uuid) { accounts { username preferredLanguage } } }`;
      const languages = async () =>
        Object.fromEntries(
          (await verifier.graphql(LANGUAGES, { uuid: JORDAN })).data.student.accounts.map(
            (a: { username: string; preferredLanguage: string }) => [a.username, a.preferredLanguage],
          ),
        );
      expect(await languages()).toEqual({ 'student@aidverify.test': 'EN', 'parent@aidverify.test': 'EN' });
      const save = (language: string) =>
        student.graphql(
          `mutation ($language: PortalLanguage!) { savePreferredLanguage(language: $language) { ok preferredLanguage } }`,
          { language },
        );
      expect((await save('ES')).data.savePreferredLanguage).toEqual({ ok: true, preferredLanguage: 'ES' });
      try {
        // The student's own choice; the parent's account keeps its own.
        expect(await languages()).toEqual({ 'student@aidverify.test': 'ES', 'parent@aidverify.test': 'EN' });
      } finally {
        expect((await save('EN')).data.savePreferredLanguage.ok).toBe(true);
      }
    });

    it('pages and filters on the server, and exports CSV', async () => {
      const first = await verifier.graphql(WORKLIST_PAGE, {
        input: { worklist: 'REVIEW', aidYear: 2027, pageSize: 10, sort: 'NAME', descending: true },
      });
      const names = first.data.worklist.items.map((i: { lastName: string }) => i.lastName.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());
      const csv = await verifier.graphql(
        `query ($input: WorklistInput!) { worklistCsv(input: $input) { fileName csv } }`,
        {
          input: { worklist: 'REVIEW', aidYear: 2027 },
        },
      );
      expect(csv.data.worklistCsv.fileName).toBe('review-worklist-2027.csv');
      expect(csv.data.worklistCsv.csv.trim().split('\r\n')).toHaveLength(first.data.worklist.total + 1);
    });

    it('reads the StudentView of a student and runs a verifier day: memo, ink signature, review complete, approved worklist', async () => {
      const { data } = await verifier.graphql(
        `{ worklist(input: { worklist: REVIEW, aidYear: 2027, pageSize: 200 }) { items { uuid taskList(aidYear: 2027, filtered: false) { id status } } } }`,
      );
      const target = data.worklist.items.find(
        (i: { taskList: { status: string }[] }) =>
          i.taskList.length > 0 &&
          i.taskList.every((t) => !['NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION'].includes(t.status)),
      );
      expect(target).toBeDefined();
      const memo = await verifier.graphql(
        `mutation ($id: Int!) { addTaskListMemo(taskListItemId: $id, text: "Tax transcript matches") { ok error { message } memo { id text } } }`,
        { id: target.taskList[0].id },
      );
      expect(memo.data.addTaskListMemo).toMatchObject({ ok: true, memo: { text: 'Tax transcript matches' } });
      const cleared = await verifier.graphql(
        `mutation ($uuid: ID!) { clearSignature(uuid: $uuid, forParent: false) { ok signatureStatus { signatureComplete } } }`,
        { uuid: target.uuid },
      );
      expect(cleared.data.clearSignature.signatureStatus.signatureComplete).toBe(false);
      // A rule not yet met comes back as data the screen shows, not as an error.
      const early = await reviewer.graphql(
        `mutation ($uuid: ID!) { reviewComplete(uuid: $uuid) { ok error { message } } }`,
        { uuid: target.uuid },
      );
      expect(early.data.reviewComplete.ok).toBe(false);
      expect(early.data.reviewComplete.error.message).toMatch(/has not signed$/);
      await verifier.graphql(
        `mutation ($uuid: ID!) { inkSignAgreed(uuid: $uuid, forParent: false) { ok } }`,
        { uuid: target.uuid },
      );
      const ink = await verifier.graphql(
        `mutation ($uuid: ID!) { inkSignatureReceived(uuid: $uuid, forParent: false) { ok signatureStatus { studentSignMethod } } }`,
        { uuid: target.uuid },
      );
      expect(ink.data.inkSignatureReceived).toMatchObject({
        ok: true,
        signatureStatus: { studentSignMethod: 'INK' },
      });
      const done = await reviewer.graphql(
        `mutation ($uuid: ID!) { reviewComplete(uuid: $uuid) { ok error { message } signatureStatus { status reviewCompletedBy } } }`,
        { uuid: target.uuid },
      );
      expect(done.data.reviewComplete).toMatchObject({
        ok: true,
        signatureStatus: { status: 'APPROVED', reviewCompletedBy: 'reviewer@aidverify.test' },
      });
      const approved = await verifier.graphql(
        `{ worklist(input: { worklist: APPROVED, aidYear: 2027, pageSize: 500 }) { items { uuid } } }`,
      );
      expect(approved.data.worklist.items.map((i: { uuid: string }) => i.uuid)).toContain(target.uuid);

      const view = await verifier.graphql(STUDENT_VIEW, { uuid: target.uuid });
      expect(view.errors).toBeUndefined();
      const st = view.data.student;
      expect(st.taskListMemos.map((m: { text: string }) => m.text)).toContain('Tax transcript matches');
      expect(st.statusHistory[0]).toMatchObject({ oldValue: 'REVIEW', newValue: 'APPROVED' });
      expect(st.activity.map((a: { action: string }) => a.action)).toEqual(
        expect.arrayContaining([
          'STUDENT_REVIEW_COMPLETED',
          'STUDENT_INK_SIGNATURE_RECEIVED',
          'TASK_LIST_MEMO_ADDED',
        ]),
      );
      expect(st.accessLog.length).toBeGreaterThan(0);
    });

    it('alerts: dismissal removes error alerts and keeps warnings, expired; a reminder needs a due date', async () => {
      const add = (severity: string) =>
        verifier.graphql(
          `mutation ($uuid: ID!, $input: StudentNoteInput!) { addStudentNote(uuid: $uuid, input: $input) { ok error { message } note { id } } }`,
          {
            uuid: AVERY,
            input: { kind: 'ALERT', text: `${severity} note`, severity },
          },
        );
      const err = (await add('error')).data.addStudentNote.note.id;
      const warn = (await add('warning')).data.addStudentNote.note.id;
      const expire = (id: number) =>
        verifier.graphql(`mutation ($id: Int!) { expireStudentNote(id: $id) { ok removed } }`, { id });
      expect((await expire(err)).data.expireStudentNote.removed).toBe(true);
      expect((await expire(warn)).data.expireStudentNote.removed).toBe(false);
      const list = await verifier.graphql(
        `query ($uuid: ID!) { student(uuid: $uuid) { alerts(includeExpired: true) { severity expired } } }`,
        { uuid: AVERY },
      );
      expect(list.data.student.alerts).toEqual([{ severity: 'warning', expired: true }]);
      const reminder = await verifier.graphql(
        `mutation ($uuid: ID!) { addStudentNote(uuid: $uuid, input: { kind: REMINDER, text: "call back" }) { ok error { message inputErrors { path } } } }`,
        { uuid: AVERY },
      );
      expect(reminder.data.addStudentNote).toMatchObject({
        ok: false,
        error: { message: 'A reminder needs a due date', inputErrors: [{ path: 'input.dueDate' }] },
      });
    });

    it('uploads a processor document and reads it back; a broken file is refused as data', async () => {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
      const up = await verifier.graphql(
        `mutation ($input: ProcessorDocumentUpload!) { uploadProcessorDocument(input: $input) { ok error { message } document { id fileName } } }`,
        {
          input: {
            studentUuid: AVERY,
            fileName: 'verification.pdf',
            contentType: 'application/pdf',
            contentBase64: pdf,
          },
        },
      );
      expect(up.data.uploadProcessorDocument.ok).toBe(true);
      const content = await verifier.graphql(
        `query ($id: Int!) { processorDocumentContent(id: $id) { fileName contentBase64 } }`,
        { id: up.data.uploadProcessorDocument.document.id },
      );
      expect(content.data.processorDocumentContent).toEqual({
        fileName: 'verification.pdf',
        contentBase64: pdf,
      });
      const broken = await verifier.graphql(
        `mutation ($input: ProcessorDocumentUpload!) { uploadProcessorDocument(input: $input) { ok error { message } } }`,
        {
          input: { studentUuid: AVERY, fileName: 'scan.png', contentType: 'image/png', contentBase64: pdf },
        },
      );
      expect(broken.data.uploadProcessorDocument).toEqual({
        ok: false,
        error: { message: 'scan.png is not a valid image/png file' },
      });
    });

    it('creates a binder and a super binder and serves their PDFs and the signature page', async () => {
      const made = await verifier.graphql(
        `mutation ($uuid: ID!) { createBinder(uuid: $uuid, aidYear: 2027, forParent: false) { ok error { message } binder { uuid kind pageCount } } }`,
        { uuid: AVERY },
      );
      expect(made.data.createBinder).toMatchObject({ ok: true, binder: { kind: 'BINDER' } });
      const listed = await verifier.graphql(
        `query ($uuid: ID!) { student(uuid: $uuid) { binders(aidYear: 2027) { uuid } } }`,
        { uuid: AVERY },
      );
      expect(listed.data.student.binders.map((b: { uuid: string }) => b.uuid)).toContain(
        made.data.createBinder.binder.uuid,
      );
      const pdf = await verifier.graphql(
        `query ($uuid: ID!) { binderContent(uuid: $uuid) { fileName contentType contentBase64 } }`,
        { uuid: made.data.createBinder.binder.uuid },
      );
      expect(pdf.data.binderContent.contentType).toBe('application/pdf');
      expect(Buffer.from(pdf.data.binderContent.contentBase64, 'base64').subarray(0, 5).toString()).toBe(
        '%PDF-',
      );
      const superBinder = await verifier.graphql(
        `mutation ($uuid: ID!) { createSuperBinder(uuid: $uuid) { ok binder { kind } } }`,
        { uuid: AVERY },
      );
      expect(superBinder.data.createSuperBinder).toEqual({ ok: true, binder: { kind: 'SUPER_BINDER' } });
      // No parent page for an independent student: a rule, returned as data.
      const parent = await verifier.graphql(
        `mutation ($uuid: ID!) { createBinder(uuid: $uuid, aidYear: 2027, forParent: true) { ok error { message } } }`,
        { uuid: AVERY },
      );
      expect(parent.data.createBinder).toEqual({
        ok: false,
        error: { message: 'Avery Chen is independent: there is no parent binder' },
      });
      const page = await verifier.graphql(
        `query ($uuid: ID!) { signaturePage(uuid: $uuid, forParent: false) { fileName } }`,
        { uuid: AVERY },
      );
      expect(page.data.signaturePage.fileName).toBe('signature-page-Chen-student.pdf');
      expect(
        codes(
          await readonly.graphql(`mutation ($uuid: ID!) { createSuperBinder(uuid: $uuid) { ok } }`, {
            uuid: AVERY,
          }),
        ),
      ).toEqual(['FORBIDDEN']);
      expect(
        codes(
          await otherSchool.graphql(`query ($uuid: ID!) { binderContent(uuid: $uuid) { fileName } }`, {
            uuid: made.data.createBinder.binder.uuid,
          }),
        ),
      ).toEqual(['NOT_FOUND']);
      expect(
        codes(
          await student.graphql(
            `query ($uuid: ID!) { signaturePage(uuid: $uuid, forParent: false) { fileName } }`,
            { uuid: JORDAN },
          ),
        ),
      ).toEqual(['FORBIDDEN']);
    });

    it('denies every mutation: wrong school NOT_FOUND, missing permission and role User FORBIDDEN', async () => {
      const mutations = [
        `mutation { changeStudentStatus(uuid: "${JORDAN}", status: REVIEW) { ok } }`,
        `mutation { assignVerificationGroup(uuid: "${JORDAN}", group: "V1") { ok } }`,
        `mutation { assignStudent(uuid: "${JORDAN}", staffId: 0) { ok } }`,
        `mutation { verifyAll(uuid: "${JORDAN}", aidYear: 2027) { ok } }`,
        `mutation { lockIsir(uuid: "${JORDAN}", aidYear: 2027, transaction: "1") { ok } }`,
        `mutation { clearSignature(uuid: "${JORDAN}", forParent: false) { ok } }`,
        `mutation { inkSignAgreed(uuid: "${JORDAN}", forParent: false) { ok } }`,
        `mutation { inkSignatureReceived(uuid: "${JORDAN}", forParent: false) { ok } }`,
        `mutation { addStudentNote(uuid: "${JORDAN}", input: { kind: MEMO, text: "x" }) { ok } }`,
        `mutation { unlinkAccount(uuid: "${JORDAN}", accountId: 1) { ok } }`,
        `mutation { uploadProcessorDocument(input: { studentUuid: "${JORDAN}", fileName: "a.pdf", contentType: "application/pdf", contentBase64: "JVBERi0x" }) { ok } }`,
      ];
      for (const m of mutations) {
        expect(codes(await otherSchool.graphql(m)), `other school: ${m}`).toEqual(['NOT_FOUND']);
        expect(codes(await readonly.graphql(m)), `ReadOnly: ${m}`).toEqual(['FORBIDDEN']);
        expect(codes(await student.graphql(m)), `User: ${m}`).toEqual(['FORBIDDEN']);
      }
      const review = `mutation { reviewComplete(uuid: "${JORDAN}") { ok } }`;
      expect(codes(await verifier.graphql(review))).toEqual(['FORBIDDEN']);
      expect(codes(await student.graphql(review))).toEqual(['FORBIDDEN']);
      expect(
        codes(await student.graphql(`{ worklist(input: { worklist: REVIEW, aidYear: 2027 }) { total } }`)),
      ).toEqual(['FORBIDDEN']);
      // A student signs their own record, never for the parent.
      expect(
        codes(await student.graphql(`mutation { eSign(uuid: "${JORDAN}", forParent: true) { ok } }`)),
      ).toEqual(['FORBIDDEN']);
      expect(
        codes(await student.graphql(`mutation { eSign(uuid: "${AVERY}", forParent: false) { ok } }`)),
      ).toEqual(['FORBIDDEN']);
    });

    it("a staff action answers with the student it changed, by id, and never with another school's", async () => {
      const staff = await verifier.graphql(`{ assignableStaff { id name email } }`);
      const me = staff.data.assignableStaff.find(
        (m: { email: string }) => m.email === 'verifier@aidverify.test',
      );
      const before = await verifier.graphql(`query ($uuid: ID!) { student(uuid: $uuid) { id } }`, {
        uuid: AVERY,
      });
      const assigned = await verifier.graphql(
        `mutation ($uuid: ID!, $staffId: Int!) { assignStudent(uuid: $uuid, staffId: $staffId) {
           ok student { id uuid assignedTo signatureStatus { status } } } }`,
        { uuid: AVERY, staffId: me.id },
      );
      expect(assigned.errors).toBeUndefined();
      expect(assigned.data.assignStudent).toMatchObject({
        ok: true,
        student: { id: before.data.student.id, uuid: AVERY, assignedTo: me.name },
      });
      const verified = await verifier.graphql(
        `mutation ($uuid: ID!) { verifyAll(uuid: $uuid, aidYear: 2027) {
           ok count student { uuid taskList(aidYear: 2027, filtered: false) { status } } } }`,
        { uuid: AVERY },
      );
      expect(verified.errors).toBeUndefined();
      expect(verified.data.verifyAll.student.uuid).toBe(AVERY);
      // A refusal the user fixes names no student.
      const refused = await verifier.graphql(
        `mutation ($uuid: ID!) { assignStudent(uuid: $uuid, staffId: 999999) { ok error { message } student { id } } }`,
        { uuid: AVERY },
      );
      expect(refused.data.assignStudent).toMatchObject({ ok: false, student: null });
      // Another school's student, or a caller the mutation refuses, gets the refusal and no student.
      const mutations = [
        `mutation { changeStudentStatus(uuid: "${JORDAN}", status: REVIEW) { ok student { id firstName } } }`,
        `mutation { assignVerificationGroup(uuid: "${JORDAN}", group: "V1") { ok student { id firstName } } }`,
        `mutation { assignStudent(uuid: "${JORDAN}", staffId: 0) { ok student { id firstName } } }`,
        `mutation { verifyAll(uuid: "${JORDAN}", aidYear: 2027) { ok student { id firstName } } }`,
        `mutation { lockIsir(uuid: "${JORDAN}", aidYear: 2027, transaction: "1") { ok student { id firstName } } }`,
      ];
      // The other school's verifier lacks REVIEW_COMPLETE: refused before the student is looked for.
      const review = `mutation { reviewComplete(uuid: "${JORDAN}") { ok student { id firstName } } }`;
      for (const m of [...mutations, review]) {
        const other = await otherSchool.graphql(m);
        expect(codes(other), `other school: ${m}`).toEqual([m === review ? 'FORBIDDEN' : 'NOT_FOUND']);
        expect(other.data, `other school: ${m}`).toBeNull();
        for (const [who, caller] of [
          ['ReadOnly', readonly],
          ['User', student],
        ] as const) {
          const denied = await caller.graphql(m);
          expect(codes(denied), `${who}: ${m}`).toEqual(['FORBIDDEN']);
          expect(denied.data, `${who}: ${m}`).toBeNull();
        }
      }
    });

    it('cross-school search only with CROSS_SCHOOL_SEARCH', async () => {
      const q = `{ searchStudents(input: { text: "Morgan Blake", field: NAME, allSchools: true }) { items { schoolCode } } }`;
      expect(codes(await verifier.graphql(q))).toEqual(['FORBIDDEN']);
      const corporate = await s().signIn('corporateverifier@aidverify.test');
      const found = await corporate.graphql(q);
      expect(found.data.searchStudents.items.map((i: { schoolCode: string }) => i.schoolCode)).toContain(
        '333333',
      );
    });
  });
});
