import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { demoUuid } from '@aidverify/services';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';
import { dbNumber, readRows } from '@aidverify/services/test/rows';

const JORDAN = demoUuid('student:222222-1');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const ADD = `mutation A($input: AddInterviewTaskItemInput!) { addInterviewTaskItem(input: $input) { ok message error { message inputErrors { path message } } item { uuid status interviewType { typeCode } } } }`;
const UPDATE = `mutation U($input: UpdateInterviewTaskItemInput!) { updateInterviewTaskItem(input: $input) { ok message error { message } item { status } } }`;
const PARAMS = `query P($item: ID!) { interviewParameters(item: $item) { questionText aidYearString taxYear studentFirstName schoolName interviewName stepCount callerMayAnswer answeredBy } }`;
const ACCOUNT = `query A($u: String!) { identityAccount(username: $u) { ok error { message } account { id username mfaOption enabled phone students { uuid firstName accountType } } } }`;

forEachBackend((backend) => {
  describe('task list items staff add, the account directory, builder edits and the MFA channel through the gateway', () => {
    const s = useStack(backend);
    let student: BrowserSession;
    let verifier: BrowserSession;
    let readonly: BrowserSession;
    let otherSchool: BrowserSession;
    let admin: BrowserSession;
    let jordanId: number;

    beforeAll(async () => {
      student = await s().signIn('student@aidverify.test');
      verifier = await s().signIn('verifier@aidverify.test');
      readonly = await s().signIn('readonly@aidverify.test');
      otherSchool = await s().signIn('verifier@demostate.test');
      admin = await s().signIn('superadmin@aidverify.test');
      const db = s().services.ctx.db;
      jordanId = (
        await readRows(db, { id: dbNumber }, 'SELECT id FROM student WHERE uuid = $1', [JORDAN])
      )[0]!.id;
      await db.query(
        `DELETE FROM student_interview_link WHERE student_id = $1 AND interview_type_id = (SELECT id FROM interview_type WHERE type_code = 'V5')`,
        [jordanId],
      );
    });

    it('adds an interview to the task list, shows the student the note, and lets staff waive it', async () => {
      const added = await verifier.graphql(ADD, {
        input: {
          student: JORDAN,
          typeCode: 'V5',
          questionText: 'Bring your high school diploma',
          aidYear: 2027,
        },
      });
      expect(added.data.addInterviewTaskItem).toMatchObject({
        ok: true,
        message: 'Successful Add',
        item: { status: 'NEW', interviewType: { typeCode: 'V5' } },
      });
      const item = added.data.addInterviewTaskItem.item.uuid;
      const params = await student.graphql(PARAMS, { item });
      expect(params.data.interviewParameters).toMatchObject({
        questionText: 'Bring your high school diploma',
        aidYearString: '2026-2027',
        taxYear: 2024,
        studentFirstName: 'Jordan',
        schoolName: 'Test University',
        callerMayAnswer: true,
      });
      expect(params.data.interviewParameters.stepCount).toBeGreaterThan(0);
      // Another student, and another school's staff, can not read it.
      const other = await s().signIn('student2@aidverify.test');
      expect(codes(await other.graphql(PARAMS, { item }))).toEqual(['FORBIDDEN']);
      expect(codes(await otherSchool.graphql(PARAMS, { item }))).toEqual(['NOT_FOUND']);
      const again = await verifier.graphql(ADD, {
        input: { student: String(jordanId), typeCode: 'V5', aidYear: 2027 },
      });
      expect(again.data.addInterviewTaskItem.ok).toBe(false);
      expect(again.data.addInterviewTaskItem.error.message).toMatch(/already has an open/);
      const waived = await verifier.graphql(UPDATE, { input: { item, status: 'NOT_REQUIRED' } });
      expect(waived.data.updateInterviewTaskItem).toMatchObject({
        ok: true,
        message: 'Item was updated',
        item: { status: 'NOT_REQUIRED' },
      });
      const refused = await verifier.graphql(UPDATE, { input: { item, status: 'VERIFIED' } });
      expect(refused.data.updateInterviewTaskItem.error.message).toBe(
        'Only a submitted item can be marked verified',
      );
    });

    it('denies adding and changing items without STUDENT_EDIT, to students, and across schools', async () => {
      expect(codes(await readonly.graphql(ADD, { input: { student: JORDAN, typeCode: 'V5' } }))).toEqual([
        'FORBIDDEN',
      ]);
      expect(codes(await student.graphql(ADD, { input: { student: JORDAN, typeCode: 'V5' } }))).toEqual([
        'FORBIDDEN',
      ]);
      const foreign = await otherSchool.graphql(ADD, {
        input: { student: JORDAN, typeCode: 'V5', aidYear: 2027 },
      });
      expect(foreign.data?.addInterviewTaskItem?.ok ?? false).toBe(false);
      expect(codes(await readonly.graphql(UPDATE, { input: { item: '1', status: 'NOT_REQUIRED' } }))).toEqual(
        ['FORBIDDEN'],
      );
      const TYPES = `query { interviewTypesForTaskList(aidYear: 2027) { typeCode name } }`;
      expect(
        (await readonly.graphql(TYPES)).data.interviewTypesForTaskList.map((t: any) => t.typeCode),
      ).toEqual(expect.arrayContaining(['V1', 'V4', 'V5']));
      expect(codes(await student.graphql(TYPES))).toEqual(['FORBIDDEN']);
    });

    it('finds an account by username with its students in one batch, or says User not found', async () => {
      s().gateway.upstream.reset();
      const found = await readonly.graphql(ACCOUNT, { u: 'parent@aidverify.test' });
      expect(found.data.identityAccount).toMatchObject({
        ok: true,
        account: { username: 'parent@aidverify.test', enabled: true },
      });
      expect(found.data.identityAccount.account.students.length).toBeGreaterThanOrEqual(2);
      expect(
        found.data.identityAccount.account.students.every(
          (x: any) => x.accountType === 'PARENT' || x.accountType === 'OTHER_PARENT',
        ),
      ).toBe(true);
      const missing = await readonly.graphql(ACCOUNT, { u: 'nobody@aidverify.test' });
      expect(missing.data.identityAccount).toEqual({
        ok: false,
        error: { message: 'User not found' },
        account: null,
      });
      expect(codes(await student.graphql(ACCOUNT, { u: 'parent@aidverify.test' }))).toEqual(['FORBIDDEN']);

      const ids = (
        await readRows(
          s().services.ctx.db,
          { id: dbNumber },
          "SELECT id FROM student_account WHERE school_code = '222222' ORDER BY id LIMIT 10",
        )
      ).map((r) => r.id);
      s().gateway.upstream.reset();
      const many = await verifier.graphql(
        `query M($ids: [Int!]!) { studentAccounts(ids: $ids) { id students { id } } }`,
        { ids },
      );
      expect(many.errors).toBeUndefined();
      expect(many.data.studentAccounts.map((a: any) => a.id)).toEqual(ids);
      expect(s().gateway.upstream.count('POST /student-api/studentAccount/getManyStudentAccount')).toBe(1);
      expect(s().gateway.upstream.count('POST /student-api/student/getManyStudentByStudentAccountIDs')).toBe(
        1,
      );
      expect(
        (await otherSchool.graphql(`query M($ids: [Int!]!) { studentAccounts(ids: $ids) { id } }`, { ids }))
          .data.studentAccounts,
      ).toEqual([]);
    });

    it("shows an account's phone by one rule in the graph and over REST: whole with STUDENT_EDIT, else masked", async () => {
      await s().services.ctx.db.query(
        "UPDATE student_account SET phone = '555-201-9876' WHERE username = 'parent@aidverify.test'",
      );
      const [parent] = await readRows(
        s().services.ctx.db,
        { id: dbNumber },
        "SELECT id FROM student_account WHERE username = 'parent@aidverify.test'",
      );
      const rest = async (who: BrowserSession) => {
        const res = await fetch(
          `${s().servicesUrl}/student-api/studentAccountService/GetKeycloakUserByUsername/parent@aidverify.test`,
          { headers: { authorization: `Bearer ${who.accessToken}` } },
        );
        return ((await res.json()) as { phone: string | null }).phone;
      };
      for (const [who, phone] of [
        [verifier, '555-201-9876'],
        [readonly, '***-***-9876'],
      ] as const) {
        const found = await who.graphql(ACCOUNT, { u: 'parent@aidverify.test' });
        expect(found.data.identityAccount.account.phone).toBe(phone);
        expect(await rest(who)).toBe(phone);
      }
      const many = await verifier.graphql(`query M($ids: [Int!]!) { studentAccounts(ids: $ids) { phone } }`, {
        ids: [parent!.id],
      });
      expect(many.data.studentAccounts).toEqual([{ phone: '555-201-9876' }]);
    });

    it('links an account to a student with the spec failure text; read-only staff are refused', async () => {
      const [parent] = await readRows(
        s().services.ctx.db,
        { id: dbNumber },
        "SELECT id FROM student_account WHERE username = 'parent@aidverify.test'",
      );
      const LINK = `mutation L($s: Int!, $a: Int!, $t: AccountType!) { linkStudentAccount(studentId: $s, accountId: $a, accountType: $t) { ok message error { message } } }`;
      const dup = await verifier.graphql(LINK, { s: jordanId, a: parent!.id, t: 'PARENT' });
      expect(dup.data.linkStudentAccount.ok).toBe(false);
      expect(dup.data.linkStudentAccount.error.message).toMatch(
        /^Linking failed: parent@aidverify.test is already linked to Jordan/,
      );
      expect(codes(await readonly.graphql(LINK, { s: jordanId, a: parent!.id, t: 'PARENT' }))).toEqual([
        'FORBIDDEN',
      ]);
    });

    it('edits a template step and its branching with the spec’s update messages; builder permission required', async () => {
      const type = await admin.graphql(
        `mutation { addInterviewType(typeCode: "GWEDIT", name: "Gateway edit") { ok id } }`,
      );
      const tpl = await admin.graphql(
        `mutation T($i: InterviewTemplateInput!) { saveInterviewTemplate(input: $i) { ok id } }`,
        { i: { interviewTypeId: type.data.addInterviewType.id, aidYear: 2027, name: 'Gateway edit' } },
      );
      const templateId = tpl.data.saveInterviewTemplate.id;
      const addStep = (stepKey: string) =>
        admin.graphql(`mutation S($i: InterviewStepInput!) { addInterviewStep(input: $i) { id } }`, {
          i: { templateId, stepKey, title: stepKey },
        });
      const first = (await addStep('first')).data.addInterviewStep.id;
      await addStep('last');
      const EDIT = `mutation E($i: InterviewStepUpdateInput!) { updateInterviewStep(input: $i) { ok message error { message } } }`;
      const ok = await admin.graphql(EDIT, {
        i: { id: first, title: 'First things', defaultNextStepKey: 'last' },
      });
      expect(ok.data.updateInterviewStep).toEqual({
        ok: true,
        message: 'Interview was successfully updated',
        error: null,
      });
      const bad = await admin.graphql(EDIT, { i: { id: first, defaultNextStepKey: 'missing' } });
      expect(bad.data.updateInterviewStep.error.message).toBe(
        "There was a problem with updating the interview: There is no step 'missing' in this template",
      );
      const read = await admin.graphql(
        `query R($id: Int!) { interviewTemplate(id: $id) { steps { id title defaultNextStepKey } events { id } } }`,
        { id: templateId },
      );
      expect(read.data.interviewTemplate.steps[0]).toEqual({
        id: first,
        title: 'First things',
        defaultNextStepKey: 'last',
      });
      const cleared = await admin.graphql(EDIT, { i: { id: first, defaultNextStepKey: null } });
      expect(cleared.data.updateInterviewStep.ok).toBe(true);
      expect(codes(await verifier.graphql(EDIT, { i: { id: first, title: 'x' } }))).toEqual(['FORBIDDEN']);
      expect(codes(await verifier.graphql(`mutation { deleteInterviewStep(id: ${first}) { ok } }`))).toEqual([
        'FORBIDDEN',
      ]);
      for (const edit of [
        `reorderInterviewSteps(templateId: ${templateId}, stepIds: [${first}])`,
        'updateInterviewQuestion(input: { id: 1, text: "x" })',
        'deleteInterviewQuestion(id: 1)',
        'reorderStepQuestions(stepId: 1, questionIds: [1])',
        'updateQuestionChoice(id: 1, label: "x")',
        'deleteQuestionChoice(id: 1)',
        'reorderQuestionChoices(questionId: 1, choiceIds: [1])',
        'deleteInterviewEvent(id: 1)',
      ]) {
        expect(codes(await verifier.graphql(`mutation { ${edit} { ok } }`))).toEqual(['FORBIDDEN']);
        expect(codes(await student.graphql(`mutation { ${edit} { ok } }`))).toEqual(['FORBIDDEN']);
      }
    });

    it('offers the account’s chosen MFA channel first', async () => {
      await s().services.ctx.db.query(
        "UPDATE student_account SET phone = '555-201-4477', mfa_option = 'SMS' WHERE username = 'student2@aidverify.test'",
      );
      const answer = await s().graphql(
        `mutation { signIn(input: { username: "student2@aidverify.test", password: "Verify-2027!", schoolCode: "222222" }) { ok challenge { preferredChannel destinations { channel } } } }`,
      );
      await s().services.ctx.db.query(
        "UPDATE student_account SET mfa_option = 'EMAIL' WHERE username = 'student2@aidverify.test'",
      );
      expect(answer.data.signIn.challenge.preferredChannel).toBe('SMS');
      expect(answer.data.signIn.challenge.destinations[0].channel).toBe('SMS');
    });

    it('downloads an item’s documents as one zip through the gateway, only for who may see them', async () => {
      const item = randomUUID();
      await s().services.ctx.db.query(
        `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year) SELECT $1, $2, id, 2027 FROM interview_type WHERE type_code = 'TAX'`,
        [item, jordanId],
      );
      const path = `${s().gatewayUrl}/files/interview-items/${item}/documents.zip`;
      const get = (session: BrowserSession) =>
        fetch(path, { headers: { authorization: `Bearer ${session.accessToken}` } });
      expect((await get(verifier)).status).toBe(404);
      const open = await student.graphql(
        `query I($item: ID!) { interview(item: $item) { step { questions { id key } } } }`,
        { item },
      );
      const fileQ = open.data.interview.step.questions.find((x: any) => x.key === 'tax_transcript_file');
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(PDF)]), 'transcript.pdf');
      const up = await fetch(
        `${s().gatewayUrl}/files/interview-documents?item=${item}&question=${fileQ.id}`,
        { method: 'POST', headers: { authorization: `Bearer ${student.accessToken}` }, body: fd },
      );
      expect(up.status).toBe(200);
      const zip = await get(verifier);
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-type')).toBe('application/zip');
      expect(zip.headers.get('content-disposition')).toContain('TAX 2026-2027 documents.zip');
      expect(Buffer.from(await zip.arrayBuffer()).includes(Buffer.from('1 transcript.pdf'))).toBe(true);
      expect((await get(student)).status).toBe(200);
      expect((await get(otherSchool)).status).toBe(404);
      expect(
        (
          await fetch(`${path}?processorDocuments=true`, {
            headers: { authorization: `Bearer ${student.accessToken}` },
          })
        ).status,
      ).toBe(403);
    });
  });
});
