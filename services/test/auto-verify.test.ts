import { beforeAll, describe, expect, it } from 'vitest';
import { generateIsirLines, readLayoutFile } from '../src/domain/isir/generate.js';
import { importIsirFile } from '../src/domain/isir/import.js';
import { forEachBackend, useServices } from './harness.js';
import { uploadIsir } from './isir-helpers.js';
import { hashPassword } from '../src/platform/crypto.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { dbNumber, readRows, z } from './rows.js';

const S = '/student-api';
const LAYOUT = readLayoutFile('2026-27');
const fieldAt = (name: string, section: string) => {
  const f = LAYOUT.fields.find((x) => x.name === name && x.section === section);
  if (!f) throw new Error(`no ${name} in ${section}`);
  return f;
};
/** Writes a value into a generated record (left-aligned, padded), as FPS would send it. */
function setField(line: string, name: string, section: string, value: string) {
  const f = fieldAt(name, section);
  return (
    line.slice(0, f.start - 1) +
    value.padEnd(f.length, ' ').slice(0, f.length) +
    line.slice(f.start - 1 + f.length)
  );
}
/** A generated 2026-27 file of independent V1 students selected for verification; `edit` changes record i. */
function isirFile(opts: {
  records: number;
  transactionNumber: number;
  edit?: (line: string, i: number) => string;
}) {
  const lines = [
    ...generateIsirLines({
      layout: '2026-27',
      records: opts.records,
      seed: 11,
      transactionNumber: opts.transactionNumber,
      selectedShare: 1,
      headers: false,
    }),
  ];
  return lines
    .map((raw, i) => {
      let line = raw.replace(/\r\n$/, '');
      line = setField(line, 'Verification Tracking Flag', 'FPS', 'V1');
      line = setField(line, 'Dependency Model', 'transaction', 'I');
      line = setField(line, 'Updated Family Size', 'student_non_financial', '04');
      line = setField(line, 'Number in College', 'student_non_financial', '01');
      return `${opts.edit ? opts.edit(line, i) : line}\r\n`;
    })
    .join('');
}

forEachBackend((backend) => {
  describe('auto-verify: flows built, tested, published and run on ISIR imports and on demand', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, `${S}/${path}`, { token: t[who], body });
    let students: { id: number; uuid: string }[] = [];
    let v1Flow: number;
    let correctionFlow: number;

    const answer = async (studentId: number, household: number, college: number) => {
      const [link] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT l.id FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id WHERE l.student_id = $1 AND l.aid_year = 2027 AND t.type_code = 'V1'`,
        [studentId],
      );
      expect(link, `student ${studentId} has a V1 item`).toBeDefined();
      for (const [key, value] of [
        ['household_size', household],
        ['number_in_college', college],
      ] as const) {
        await s().db.query(
          `INSERT INTO interview_answer (student_interview_link_id, interview_question_id, value, answered_by)
           SELECT $1, q.id, $3::jsonb, gen_random_uuid() FROM interview_question q JOIN interview_revision r ON r.id = q.interview_revision_id
             JOIN interview_type t ON t.id = r.interview_type_id WHERE t.type_code = 'V1' AND r.aid_year = 2027 AND q.question_key = $2 ORDER BY r.revision DESC LIMIT 1
           ON CONFLICT (student_interview_link_id, interview_question_id) DO UPDATE SET value = EXCLUDED.value`,
          [link!.id, key, JSON.stringify(value)],
        );
      }
    };
    /** The student's activity log as staff read it (StudentView, Histories, Staff actions). */
    const activity = async (studentId: number) => {
      const res = await call('verifier', 'POST', 'AccessLog/AccessLogSearch', {
        studentID: studentId,
        activity: true,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        action: string;
        entityType: string;
        actorName: string;
        actorRole: string;
        details: Record<string, unknown>;
      }[];
    };
    const v1Status = async (studentId: number) =>
      (
        await readRows(
          s().db,
          { status: z.string() },
          `SELECT l.status FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id WHERE l.student_id = $1 AND l.aid_year = 2027 AND t.type_code = 'V1'`,
          [studentId],
        )
      )[0]?.status;

    beforeAll(async () => {
      for (const who of ['admin', 'manager', 'verifier'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      t.otherSchool = (await s().signIn('verifier@demostate.test')).accessToken;
      t.student = (await s().signIn('student@aidverify.test')).accessToken;
      const res = await uploadIsir(s(), t.verifier, isirFile({ records: 8, transactionNumber: 1 }), {
        fileName: 'av1.txt',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      students = await readRows(
        s().db,
        { id: dbNumber, uuid: z.string() },
        `SELECT st.id, st.uuid::text AS uuid FROM isir_record r JOIN student st ON st.id = r.student_id WHERE r.upload_id = (SELECT max(id) FROM isir_upload) ORDER BY r.line_number`,
      );
      expect(students).toHaveLength(8);
    });

    it('seeds default flows for the aid year as drafts: V1 and correction auto-verify', async () => {
      const res = await call('admin', 'GET', 'AutoVerifyFlow/?aidYear=2027');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const names = res.body.map((f: { name: string; status: string }) => [f.name, f.status]);
      expect(names).toEqual(
        expect.arrayContaining([
          ['2026-27 V1 verification', 'DRAFT'],
          ['2026-27 Correction auto-verify', 'DRAFT'],
        ]),
      );
      v1Flow = res.body.find((f: { purpose: string }) => f.purpose === 'VERIFICATION').id;
      correctionFlow = res.body.find((f: { purpose: string }) => f.purpose === 'CORRECTION').id;
      const full = await call('manager', 'GET', `autoverify/GetFullFlow/${v1Flow}`);
      expect(full.status).toBe(200);
      expect(full.body.sections.map((x: { name: string }) => x.name)).toContain(
        'Household and number in college agree',
      );
      expect(
        full.body.components.find((c: { name: string }) => c.name === 'ISIR student family size')
          .isirAttributeName,
      ).toBe('studentNonFinancialUpdatedFamilySize');
      // Identity is never automatic: no section for V4 or V5 items.
      expect(full.body.sections.map((x: { interviewTypeCode: string }) => x.interviewTypeCode)).not.toContain(
        'V4',
      );
      const objects = await call('manager', 'GET', 'AutoVerifyPseudoQuery/QueryObjects');
      expect(objects.body.map((o: { name: string }) => o.name)).toEqual([
        'student',
        'currentIsir',
        'previousIsir',
        'taskItems',
        'documents',
        'corrections',
      ]);
    });

    it('refuses a bad design naming the reason, and changes nothing on a published flow', async () => {
      const draft = await call('admin', 'POST', 'AutoVerifyFlow/', {
        name: 'Refusals',
        aidYear: 2027,
        purpose: 'VERIFICATION',
      });
      expect(draft.status, JSON.stringify(draft.body)).toBe(200);
      expect(draft.body.message).toBe('Successfully added auto verify flow');
      const flowID = draft.body.item.id;
      const unknown = await call('admin', 'POST', 'AutoVerifyComponent/', {
        flowID,
        name: 'Nope',
        kind: 'ISIR_FIELD',
        isirAttributeName: 'noSuchField',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(
        "Unknown field 'noSuchField' for 2026-27: pick a field of that year's ISIR layout",
      );
      const textField = await call('admin', 'POST', 'AutoVerifyComponent/', {
        flowID,
        name: 'Last name',
        kind: 'ISIR_FIELD',
        isirAttributeName: 'studentIdentityLastName',
      });
      expect(textField.status, JSON.stringify(textField.body)).toBe(200);
      const number = await call('admin', 'POST', 'AutoVerifyComponent/', {
        flowID,
        name: 'Five',
        kind: 'CONSTANT',
        valueType: 'NUMBER',
        constantValue: '5',
      });
      const section = await call('admin', 'POST', 'AutoVerifySection/', {
        flowID,
        name: 'Worksheet',
        interviewTypeID: 1,
      });
      expect(section.body.message).toBe('Successfully added auto verify section');
      const set = await call('admin', 'POST', 'AutoVerifyConditionSet/', {
        sectionID: section.body.item.id,
        name: 'All',
      });
      const evaluators = (await call('admin', 'GET', 'AutoVerifyEvaluator/')).body as {
        id: number;
        operator: string;
      }[];
      const tolerance = evaluators.find((e) => e.operator === 'WITHIN_TOLERANCE')!.id;
      const wrongType = await call('admin', 'POST', 'AutoVerifyCondition/', {
        conditionSetID: set.body.item.id,
        leftComponentID: textField.body.item.id,
        evaluatorID: tolerance,
        rightComponentID: number.body.item.id,
      });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.message).toBe(
        "A component of the wrong type: Last name is TEXT, and 'within tolerance' compares numbers",
      );
      const redirect = await call('admin', 'POST', 'AutoVerifyRedirectGroup/', {
        flowID,
        name: 'Review',
        sectionID: section.body.item.id,
        onResult: 'FAIL',
        studentStatus: 'REVIEW',
      });
      expect(redirect.status, JSON.stringify(redirect.body)).toBe(200);
      const del = await call('admin', 'DELETE', `AutoVerifySection/${section.body.item.id}`);
      expect(del.status).toBe(409);
      expect(del.body.message).toBe(
        "Unsuccessfully deleted auto verify section: redirect group 'Review' uses it",
      );
      const builtIn = await call('admin', 'DELETE', `AutoVerifyEvaluator/${tolerance}`);
      expect(builtIn.body.message).toContain('is a built-in evaluator');
      const noCondition = await call('admin', 'PATCH', `AutoVerifyFlow/${flowID}`, { status: 'PUBLISHED' });
      expect(noCondition.status).toBe(400);
      // allowNullUpdate: a null clears the field only when asked.
      await call('admin', 'PATCH', `AutoVerifyFlow/${flowID}`, { description: 'kept' });
      await call('admin', 'PATCH', `AutoVerifyFlow/${flowID}`, { description: null });
      expect((await call('admin', 'GET', `AutoVerifyFlow/${flowID}`)).body.description).toBe('kept');
      await s().call('PATCH', `${S}/AutoVerifyFlow/${flowID}?allowNullUpdate=true`, {
        token: t.admin,
        body: { description: null },
      });
      expect((await call('admin', 'GET', `AutoVerifyFlow/${flowID}`)).body.description).toBeNull();
      const removed = await call('admin', 'DELETE', `AutoVerifyFlow/${flowID}`);
      expect(removed.body.message).toBe('Successfully deleted auto verify flow');
    });

    it('pseudo queries read a fixed query object with filters (never SQL), and a test shows what they found', async () => {
      const flow = (
        await call('admin', 'POST', 'AutoVerifyFlow/', {
          name: 'Pseudo',
          aidYear: 2027,
          purpose: 'VERIFICATION',
        })
      ).body.item.id;
      const query = await call('admin', 'POST', 'AutoVerifyPseudoQuery/', {
        flowID: flow,
        name: 'V1 items',
        queryObject: 'taskItems',
        result: 'COUNT',
      });
      expect(query.body.message).toBe('Successfully added auto verify pseudo query');
      const badColumn = await call('admin', 'POST', 'AutoVerifyPseudoQueryFilter/', {
        pseudoQueryID: query.body.item.id,
        columnName: 'type_code; DROP TABLE student',
        operator: 'EQUALS',
        value: 'V1',
      });
      expect(badColumn.status).toBe(400);
      expect(badColumn.body.message).toContain('Task list items has no column');
      expect(
        (
          await call('admin', 'POST', 'AutoVerifyPseudoQueryFilter/', {
            pseudoQueryID: query.body.item.id,
            columnName: 'typeCode',
            operator: 'EQUALS',
            value: 'V1',
          })
        ).status,
      ).toBe(200);
      const unknownObject = await call('admin', 'POST', 'AutoVerifyPseudoQuery/', {
        flowID: flow,
        name: 'x',
        queryObject: 'pg_user',
        result: 'COUNT',
      });
      expect(unknownObject.body.message).toContain("'pg_user' is not a query object");
      const count = await call('admin', 'POST', 'AutoVerifyComponent/', {
        flowID: flow,
        name: 'V1 item count',
        kind: 'PSEUDO_QUERY',
        pseudoQueryID: query.body.item.id,
      });
      expect(count.body.item.valueType).toBe('NUMBER');
      const section = await call('admin', 'POST', 'AutoVerifySection/', {
        flowID: flow,
        name: 'Has a worksheet',
      });
      const set = await call('admin', 'POST', 'AutoVerifyConditionSet/', {
        sectionID: section.body.item.id,
        name: 'One',
      });
      const greater = (
        (await call('admin', 'GET', 'AutoVerifyEvaluator/')).body as { id: number; operator: string }[]
      ).find((e) => e.operator === 'GREATER_THAN')!.id;
      expect(
        (
          await call('admin', 'POST', 'AutoVerifyCondition/', {
            conditionSetID: set.body.item.id,
            leftComponentID: count.body.item.id,
            evaluatorID: greater,
            rightConstant: '0',
          })
        ).status,
      ).toBe(200);
      const tested = await call('admin', 'POST', `autoverify/test/${flow}`, { studentID: students[7]!.uuid });
      expect(tested.body.sections[0].sets[0].conditions[0]).toMatchObject({
        left: { component: 'V1 item count', value: '1' },
        right: { value: '0' },
        passed: true,
      });
      expect(tested.body.outcome).toBe('VERIFIED');
    });

    it('tests a draft against a student (nothing written), then runs the published V1 flow: agreeing answers verify, one outside tolerance does not, with the reason', async () => {
      const [agree, differ] = students;
      await answer(agree!.id, 4, 1);
      await answer(differ!.id, 6, 1);
      const runsBefore = await s().db.query('SELECT 1 FROM auto_verify_run');
      const tested = await call('admin', 'POST', `autoverify/test/${v1Flow}`, { studentID: agree!.uuid });
      expect(tested.status, JSON.stringify(tested.body)).toBe(200);
      const worksheet = tested.body.sections.find((x: { itemType: string }) => x.itemType === 'V1');
      expect(worksheet.result).toBe('PASS');
      const independent = worksheet.sets.find((x: { name: string }) => x.name === 'Independent student');
      expect(
        independent.conditions.map(
          (c: { left: { value: string }; right: { value: string }; passed: boolean }) => [
            c.left.value,
            c.right.value,
            c.passed,
          ],
        ),
      ).toEqual([
        ['I', 'I', true],
        ['04', '4', true],
        ['01', '1', true],
      ]);
      expect(await v1Status(agree!.id)).not.toBe('AUTO_VERIFIED');
      expect(await s().db.query('SELECT 1 FROM auto_verify_run')).toHaveLength(runsBefore.length);

      const published = await call('admin', 'PATCH', `AutoVerifyFlow/${v1Flow}`, { status: 'PUBLISHED' });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(published.body.item.status).toBe('PUBLISHED');
      const locked = await call('admin', 'PATCH', `AutoVerifyFlow/${v1Flow}`, { name: 'Renamed' });
      expect(locked.status).toBe(409);
      expect(locked.body.message).toContain('is published: make a draft of it to change it');
      // Editing makes a draft: a copy as version 2 with the same pieces; one draft at a time.
      const draft = await call('admin', 'POST', 'AutoVerifyFlow/', { copyOfFlowID: v1Flow });
      expect(draft.body.item).toMatchObject({ version: 2, status: 'DRAFT', name: '2026-27 V1 verification' });
      const [a, b] = [
        await call('admin', 'GET', `autoverify/GetFullFlow/${v1Flow}`),
        await call('admin', 'GET', `autoverify/GetFullFlow/${draft.body.item.id}`),
      ];
      const shape = (f: {
        sections: { name: string; conditionSets: { conditions: unknown[] }[] }[];
        components: unknown[];
      }) => [
        f.sections.map((x) => [x.name, x.conditionSets.map((cs) => cs.conditions.length)]),
        f.components.length,
      ];
      expect(shape(b.body)).toEqual(shape(a.body));
      expect((await call('admin', 'POST', 'AutoVerifyFlow/', { copyOfFlowID: v1Flow })).body.message).toBe(
        '2026-27 V1 verification already has a draft (version 2): change that one',
      );
      const dropped = await call('admin', 'DELETE', `AutoVerifyFlow/${draft.body.item.id}`);
      expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);

      const ran = await call('verifier', 'POST', `autoverify/run/2027/${agree!.uuid}`);
      expect(ran.status, JSON.stringify(ran.body)).toBe(200);
      expect(await v1Status(agree!.id)).toBe('AUTO_VERIFIED');
      const again = await call('verifier', 'POST', `autoverify/run/2027/${agree!.uuid}`);
      // Idempotent: running again changes nothing and records no second run.
      expect(again.body.runs).toHaveLength(ran.body.runs.length);
      expect(ran.body.runs[0].sections.find((x: { itemType: string }) => x.itemType === 'V1').result).toBe(
        'PASS',
      );

      await call('verifier', 'POST', `autoverify/run/2027/${differ!.uuid}`);
      expect(await v1Status(differ!.id)).not.toBe('AUTO_VERIFIED');
      const why = await call('verifier', 'GET', `autoverify/studentRuns/2027/${differ!.uuid}`);
      expect(why.body[0].reason).toBe(
        'Household and number in college agree: ISIR student family size 4 and Worksheet: household size 6 differ by 2, more than the tolerance of 0',
      );
      const memo = await readRows(
        s().db,
        { text: z.string() },
        `SELECT text FROM student_note WHERE student_id = $1 AND kind = 'MEMO'`,
        [differ!.id],
      );
      expect(memo.map((m) => m.text)).toContain(
        `Auto-verify (2026-27 V1 verification) did not verify everything: ${why.body[0].reason}`,
      );
      // The memo the redirect group added is in the student's activity log, naming auto-verify, the flow, its version and who ran it.
      const memoAdded = (await activity(differ!.id)).filter((a) => a.action === 'MEMO_ADDED');
      expect(memoAdded).toHaveLength(1);
      expect(memoAdded[0]).toMatchObject({
        entityType: 'student_note',
        actorRole: 'AUTO_VERIFY',
        actorName: 'Auto-verify: 2026-27 V1 verification (version 1), run by verifier@aidverify.test',
        details: {
          autoVerify: {
            flowId: v1Flow,
            flow: '2026-27 V1 verification',
            flowVersion: 1,
            redirectGroup: 'Not verified: note why',
            trigger: 'ON_DEMAND',
          },
        },
      });
      // Nothing moved the agreeing student: no status change, no note in the log.
      expect((await activity(agree!.id)).filter((a) => a.actorRole === 'AUTO_VERIFY')).toEqual([]);
    });

    it('runs after an ISIR import commits, but not for an import that says so (the demo seed)', async () => {
      const viaImport = students[2]!,
        viaSeed = students[3]!;
      await answer(viaImport.id, 4, 1);
      await answer(viaSeed.id, 4, 1);
      const seedLike = await importIsirFile(s().services.ctx, 'system', {
        schoolCode: '222222',
        fileName: 'seed.txt',
        origin: 'UPLOAD',
        autoVerify: false,
        source: Buffer.from(isirFile({ records: 4, transactionNumber: 2 }), 'latin1'),
      });
      expect(seedLike.status).toBe('IMPORTED');
      expect(await v1Status(viaSeed.id)).not.toBe('AUTO_VERIFIED');
      expect(await v1Status(viaImport.id)).not.toBe('AUTO_VERIFIED');
      const res = await uploadIsir(s(), t.verifier, isirFile({ records: 4, transactionNumber: 3 }), {
        fileName: 'av3.txt',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await v1Status(viaImport.id)).toBe('AUTO_VERIFIED');
      const runs = await readRows(
        s().db,
        { trigger: z.string() },
        'SELECT trigger FROM auto_verify_run WHERE student_id = $1',
        [viaImport.id],
      );
      expect(runs.map((r) => r.trigger)).toEqual(['ISIR_IMPORT']);
    });

    it('runs after the student submits the worksheet: agreeing answers verify the item', async () => {
      const st = students[6]!;
      const [row] = await readRows(
        s().db,
        { first_name: z.string(), last_name: z.string() },
        'SELECT first_name, last_name FROM student WHERE id = $1',
        [st.id],
      );
      const email = `av-student-${st.id}@example.edu`;
      const [account] = await readRows(
        s().db,
        { id: dbNumber },
        `INSERT INTO student_account (uuid, school_code, username, first_name, last_name, password_hash) VALUES (gen_random_uuid(), '222222', $1, $2, $3, $4) RETURNING id`,
        [email, row!.first_name, row!.last_name, await hashPassword(DEMO_PASSWORD, 14)],
      );
      await s().db.query(
        'INSERT INTO student_account_link (student_id, student_account_id, account_type) VALUES ($1, $2, 0)',
        [st.id, account!.id],
      );
      const token = (await s().signIn(email)).accessToken;
      const [link] = await readRows(
        s().db,
        { uuid: z.string() },
        `SELECT l.uuid::text AS uuid FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id WHERE l.student_id = $1 AND l.aid_year = 2027 AND t.type_code = 'V1'`,
        [st.id],
      );
      const step = async (body: Record<string, unknown>) => {
        const res = await s().post(
          '/interview-api/interview/getInterviewStep',
          { StudentInterviewLinkID: link!.uuid, ...body },
          token,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body;
      };
      const q = (view: { step: { questions: { key: string; id: number }[] } }, key: string) =>
        view.step.questions.find((x) => x.key === key)!.id;
      let view = await step({});
      view = await step({
        InterviewStepID: view.step.id,
        Answers: [
          { questionID: q(view, 'household_size'), value: 4 },
          { questionID: q(view, 'number_in_college'), value: 1 },
        ],
      });
      view = await step({
        InterviewStepID: view.step.id,
        Answers: [{ questionID: q(view, 'tax_filing_status'), value: 'NOT_REQUIRED' }],
      });
      view = await step({
        InterviewStepID: view.step.id,
        Answers: [{ questionID: q(view, 'earned_income'), value: 0 }],
      });
      const done = await step({
        InterviewStepID: view.step.id,
        Answers: [
          { questionID: q(view, 'certify'), value: true },
          { questionID: q(view, 'signature'), value: `${row!.first_name} ${row!.last_name}` },
        ],
      });
      expect(done.complete).toBe(true);
      expect(await v1Status(st.id)).toBe('AUTO_VERIFIED');
      const runs = await readRows(
        s().db,
        { trigger: z.string(), run_by: z.string() },
        'SELECT trigger, run_by FROM auto_verify_run WHERE student_id = $1',
        [st.id],
      );
      expect(runs).toEqual([{ trigger: 'INTERVIEW_SUBMITTED', run_by: email }]);
    });

    it('correction auto-verify: a later FPS transaction carrying the corrected value moves the student on; an unexpected change sends them to review', async () => {
      const confirmed = students[4]!,
        changed = students[5]!;
      for (const st of [confirmed, changed]) {
        const added = await call('verifier', 'POST', 'correction/add', {
          studentID: st.uuid,
          aidYear: 2027,
          attributeName: 'studentNonFinancialNumberInCollege',
          correctedValue: '2',
        });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
      }
      expect((await call('verifier', 'POST', 'correction/ExportCorrections', { aidYear: 2027 })).status).toBe(
        200,
      );
      expect(
        (await call('admin', 'PATCH', `AutoVerifyFlow/${correctionFlow}`, { status: 'PUBLISHED' })).status,
      ).toBe(200);
      const res = await uploadIsir(
        s(),
        t.verifier,
        isirFile({
          records: 6,
          transactionNumber: 4,
          edit: (line, i) => {
            if (i !== 4 && i !== 5) return line;
            const corrected = setField(line, 'Number in College', 'student_non_financial', '2');
            return i === 5
              ? setField(corrected, 'Updated Family Size', 'student_non_financial', '07')
              : corrected;
          },
        }),
        { fileName: 'fps.txt' },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const status = async (id: number) =>
        (await readRows(s().db, { status: z.string() }, 'SELECT status FROM student WHERE id = $1', [id]))[0]!
          .status;
      const why = await call('verifier', 'GET', `autoverify/studentRuns/2027/${confirmed.uuid}`);
      expect(await status(confirmed.id), JSON.stringify(why.body[0]?.sections ?? why.body)).toBe(
        'APPROVED_WITH_CORRECTIONS',
      );
      expect(await status(changed.id)).toBe('REVIEW');
      const alert = await readRows(
        s().db,
        { text: z.string() },
        `SELECT text FROM student_note WHERE student_id = $1 AND kind = 'ALERT'`,
        [changed.id],
      );
      expect(alert[0]!.text).toMatch(
        /^Correction auto-verify: FPS took the corrections: unexpected change in Updated Family Size \(field 61\)/,
      );
      // Both moves are in the students' activity logs as status changes (like a staff member's), naming auto-verify,
      // the flow and its version; the alert and the memo are there too. The status history shows the move.
      const flowName = '2026-27 Correction auto-verify';
      const byAutoVerify = { actorRole: 'AUTO_VERIFY', actorName: `Auto-verify: ${flowName} (version 1)` };
      const moved = await activity(confirmed.id);
      const ofFlow = (a: { details: Record<string, unknown> }) =>
        (a.details.autoVerify as { flow?: string } | undefined)?.flow === flowName;
      expect(
        moved
          .filter(ofFlow)
          .map((a) => a.action)
          .sort(),
      ).toEqual(['MEMO_ADDED', 'STUDENT_STATUS_CHANGED']);
      expect(moved.find((a) => a.action === 'STUDENT_STATUS_CHANGED')).toMatchObject({
        ...byAutoVerify,
        entityType: 'student',
        details: {
          status: 'APPROVED_WITH_CORRECTIONS',
          autoVerify: {
            flowId: correctionFlow,
            flow: flowName,
            flowVersion: 1,
            redirectGroup: 'Confirmed: move on',
            trigger: 'ISIR_IMPORT',
            runBy: 'auto-verify',
          },
        },
      });
      const toReview = await activity(changed.id);
      expect(toReview.find((a) => a.action === 'STUDENT_STATUS_CHANGED')).toMatchObject({
        ...byAutoVerify,
        details: {
          status: 'REVIEW',
          autoVerify: { flow: flowName, flowVersion: 1, redirectGroup: 'Not confirmed: review' },
        },
      });
      expect(toReview.find((a) => a.action === 'ALERT_ADDED')).toMatchObject({
        ...byAutoVerify,
        entityType: 'student_note',
        details: { severity: 'warning' },
      });
      const history = await call('verifier', 'POST', 'StudentStatusHistory/search', {
        studentID: changed.id,
      });
      expect(history.body[0]).toMatchObject({
        field: 'status',
        newValue: 'REVIEW',
        changedBy: 'auto-verify',
      });
      const again = await call(
        'verifier',
        'POST',
        `student/updateConfirmedCorrectionAutoVerifyStatus/2027/${confirmed.uuid}`,
      );
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toMatchObject({
        outcome: 'CONFIRMED',
        studentStatus: 'APPROVED_WITH_CORRECTIONS',
        confirmedCorrections: 1,
      });
      const report = await call('admin', 'POST', 'autoverify/runs/search', {
        aidYear: 2027,
        purpose: 'CORRECTION',
        sortBy: 'lastName',
        sortDirection: 'ASC',
      });
      expect(
        report.body.rows
          .map((r: { studentUUID: string; outcome: string }) => [r.studentUUID, r.outcome])
          .sort(),
      ).toEqual(
        [
          [confirmed.uuid, 'CONFIRMED'],
          [changed.uuid, 'REVIEW'],
        ].sort(),
      );
      const csv = await call('admin', 'POST', 'autoverify/runs/csv', {
        aidYear: 2027,
        purpose: 'CORRECTION',
      });
      expect(csv.body.content.split('\r\n')[0]).toBe(
        'Run at,Student ID,Last name,First name,Flow,Version,Trigger,Outcome,Items verified,Reason,Student status',
      );
      expect(csv.body.rowCount).toBe(2);
    });

    it('refuses the wrong school, a missing permission and students', async () => {
      expect((await call('verifier', 'GET', 'AutoVerifyFlow/?aidYear=2027')).status).toBe(403);
      expect(
        (
          await call('manager', 'POST', 'AutoVerifyFlow/', {
            name: 'x',
            aidYear: 2027,
            purpose: 'VERIFICATION',
          })
        ).status,
      ).toBe(403);
      expect((await call('manager', 'GET', `AutoVerifyFlow/${v1Flow}`)).status).toBe(200);
      expect((await call('student', 'GET', `AutoVerifyFlow/${v1Flow}`)).status).toBe(403);
      expect((await call('student', 'POST', `autoverify/run/2027/${students[0]!.uuid}`)).status).toBe(403);
      expect(
        (await call('verifier', 'POST', 'autoverify/runs/search', { aidYear: 2027, purpose: 'VERIFICATION' }))
          .status,
      ).toBe(403);
      const other = await s().signIn('superadmin@aidverify.test', { schoolCode: '333333' });
      for (const path of [
        `AutoVerifyFlow/${v1Flow}`,
        `autoverify/GetFullFlow/${v1Flow}`,
        `AutoVerifySection/?flowID=${v1Flow}`,
      ]) {
        expect((await s().call('GET', `${S}/${path}`, { token: other.accessToken })).status, path).toBe(404);
      }
      expect(
        (
          await s().call('POST', `${S}/autoverify/test/${v1Flow}`, {
            token: other.accessToken,
            body: { studentID: students[0]!.uuid },
          })
        ).status,
      ).toBe(404);
      expect(
        (await s().call('DELETE', `${S}/AutoVerifyFlow/${v1Flow}`, { token: other.accessToken })).status,
      ).toBe(404);
      expect((await call('otherSchool', 'POST', `autoverify/run/2027/${students[0]!.uuid}`)).status).toBe(
        404,
      );
    });
  });
});
