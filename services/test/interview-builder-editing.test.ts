import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows } from './rows.js';

forEachBackend((backend) => {
  describe('editing an interview template piece by piece', () => {
    const s = useServices(backend);
    let admin: string;
    let verifier: string;
    let rev: number;
    const ids: Record<string, number> = {};
    const api = (method: string, path: string, body?: unknown, token = admin) =>
      s().call(method, `/interview-api/${path}`, { body, token });
    const template = async () => (await api('GET', `interview/GetInterview/${rev}`)).body;

    beforeAll(async () => {
      admin = (await s().signIn('superadmin@aidverify.test')).accessToken;
      verifier = (await s().signIn('verifier@aidverify.test')).accessToken;
      const type = await api('POST', 'interviewType', { TypeCode: 'EDIT1', name: 'Editing test' });
      rev = (
        await api('POST', 'interview/SaveInterviewTemplate', {
          interviewTypeID: type.body.id,
          aidYear: 2027,
          name: 'Editing test 2026-27',
        })
      ).body.id;
      for (const key of ['household', 'detail', 'sign'])
        ids[key] = (
          await api('POST', 'interviewStep', { interviewRevisionID: rev, stepKey: key, title: key })
        ).body.id;
      ids.size = (
        await api('POST', 'interviewQuestion', {
          interviewRevisionID: rev,
          questionKey: 'size',
          questionType: 'CHOICE',
          text: 'Household size?',
        })
      ).body.id;
      ids.note = (
        await api('POST', 'interviewQuestion', {
          interviewRevisionID: rev,
          questionKey: 'note',
          questionType: 'TEXT',
          text: 'Anything else?',
        })
      ).body.id;
      await api('POST', 'stepQuestionLink', {
        interviewStepID: ids.household,
        interviewQuestionID: ids.size,
      });
      await api('POST', 'stepQuestionLink', {
        interviewStepID: ids.household,
        interviewQuestionID: ids.note,
      });
      ids.small = (
        await api('POST', 'questionChoice', { interviewQuestionID: ids.size, value: 'SMALL', label: '1-2' })
      ).body.id;
      ids.large = (
        await api('POST', 'questionChoice', {
          interviewQuestionID: ids.size,
          value: 'LARGE',
          label: '3 or more',
        })
      ).body.id;
    });

    it('changes a step and its branching: next step by answer, else the default', async () => {
      const res = await api('PATCH', `interviewStep/${ids.household}`, {
        title: 'Your household',
        nextRules: [{ questionKey: 'size', equals: 'LARGE', nextStepKey: 'detail' }],
        defaultNextStepKey: 'sign',
      });
      expect(res.status).toBe(200);
      const step = (await template()).steps.find((x: any) => x.id === ids.household);
      expect(step).toMatchObject({
        title: 'Your household',
        defaultNextStepKey: 'sign',
        nextRules: [{ questionKey: 'size', equals: 'LARGE', nextStepKey: 'detail' }],
      });
    });

    it('refuses branches to missing steps, on missing questions, or back to the step itself; nothing changes', async () => {
      const before = await template();
      const missing = await api('PATCH', `interviewStep/${ids.household}`, { defaultNextStepKey: 'nowhere' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe("There is no step 'nowhere' in this template");
      const self = await api('PATCH', `interviewStep/${ids.household}`, { defaultNextStepKey: 'household' });
      expect(self.body.message).toBe("Step 'household' can not lead to itself");
      const question = await api('PATCH', `interviewStep/${ids.household}`, {
        nextRules: [{ questionKey: 'income', equals: 'x', nextStepKey: 'detail' }],
      });
      expect(question.body.message).toBe("There is no question 'income' in this template");
      expect(await template()).toEqual(before);
    });

    it('renames a step and keeps the branches that lead to it', async () => {
      expect((await api('PATCH', `interviewStep/${ids.sign}`, { stepKey: 'signature' })).status).toBe(200);
      const step = (await template()).steps.find((x: any) => x.id === ids.household);
      expect(step.defaultNextStepKey).toBe('signature');
    });

    it('will not delete a step another step leads to, nor a question a branch reads', async () => {
      const step = await api('DELETE', `interviewStep/${ids.detail}`);
      expect(step.status).toBe(409);
      expect(step.body.message).toBe("Step 'household' leads to 'detail'; change its next step first");
      const question = await api('DELETE', `interviewQuestion/${ids.size}`);
      expect(question.status).toBe(409);
      expect(question.body.message).toMatch(/depends on 'size'/);
    });

    it('updates, reorders and deletes questions and choices', async () => {
      expect(
        (
          await api('PATCH', `interviewQuestion/${ids.note}`, {
            text: 'Anything else we should know?',
            required: false,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await api('POST', 'stepQuestionLink/reorder', {
            interviewStepID: ids.household,
            questionIDs: [ids.note, ids.size],
          })
        ).status,
      ).toBe(200);
      expect((await api('PATCH', `questionChoice/${ids.large}`, { label: 'Three or more' })).status).toBe(
        200,
      );
      expect(
        (
          await api('POST', 'questionChoice/reorder', {
            interviewQuestionID: ids.size,
            choiceIDs: [ids.large, ids.small],
          })
        ).status,
      ).toBe(200);
      let step = (await template()).steps.find((x: any) => x.id === ids.household);
      expect(step.questions.map((q: any) => q.questionKey)).toEqual(['note', 'size']);
      expect(step.questions[0]).toMatchObject({ text: 'Anything else we should know?', required: false });
      expect(step.questions[1].choices.map((c: any) => c.label)).toEqual(['Three or more', '1-2']);
      const partial = await api('POST', 'questionChoice/reorder', {
        interviewQuestionID: ids.size,
        choiceIDs: [ids.large],
      });
      expect(partial.status).toBe(400);
      expect(partial.body.message).toBe(`The order leaves out choice ${ids.small}`);
      const dup = await api('PATCH', `questionChoice/${ids.large}`, { value: 'SMALL' });
      expect(dup.status).toBe(409);
      expect((await api('DELETE', `questionChoice/${ids.small}`)).status).toBe(200);
      expect((await api('DELETE', `interviewQuestion/${ids.note}`)).status).toBe(200);
      step = (await template()).steps.find((x: any) => x.id === ids.household);
      expect(step.questions.map((q: any) => q.questionKey)).toEqual(['size']);
      expect(step.questions[0].choices.map((c: any) => c.value)).toEqual(['LARGE']);
    });

    it('reorders steps and deletes one once nothing leads to it; the start moves to the first step left', async () => {
      expect(
        (
          await api('POST', 'interviewStep/reorder', {
            interviewRevisionID: rev,
            stepIDs: [ids.sign, ids.household, ids.detail],
          })
        ).status,
      ).toBe(200);
      expect((await template()).steps.map((x: any) => x.id)).toEqual([ids.sign, ids.household, ids.detail]);
      await api('PATCH', `interviewStep/${ids.household}`, { nextRules: [] });
      expect((await api('DELETE', `interviewStep/${ids.detail}`)).status).toBe(200);
      await api('PATCH', `interviewStep/${ids.household}`, { defaultNextStepKey: null });
      expect((await api('DELETE', `interviewStep/${ids.household}`)).status).toBe(200);
      const t = await template();
      expect(t.steps.map((x: any) => x.stepKey)).toEqual(['signature']);
      expect(t.firstStepID).toBe(ids.sign);
    });

    it('needs INTERVIEW_CREATION_EDIT for every edit', async () => {
      expect((await api('PATCH', `interviewStep/${ids.sign}`, { title: 'x' }, verifier)).status).toBe(403);
      expect((await api('DELETE', `interviewStep/${ids.sign}`, undefined, verifier)).status).toBe(403);
      expect((await api('PATCH', `questionChoice/${ids.large}`, { label: 'x' }, verifier)).status).toBe(403);
      expect(
        (
          await api(
            'POST',
            'interviewStep/reorder',
            { interviewRevisionID: rev, stepIDs: [ids.sign] },
            verifier,
          )
        ).status,
      ).toBe(403);
    });

    it('freezes the pieces of a template students have started', async () => {
      const [link] = await readRows(
        s().db,
        { id: dbNumber },
        'SELECT id FROM student_interview_link ORDER BY id LIMIT 1',
      );
      await s().db.query('UPDATE student_interview_link SET interview_revision_id = $1 WHERE id = $2', [
        rev,
        link!.id,
      ]);
      const res = await api('PATCH', `interviewStep/${ids.sign}`, { title: 'Changed' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        '1 student(s) have started this template; save a new revision instead of changing it',
      );
      expect((await template()).steps[0].title).toBe('sign');
    });
  });
});
