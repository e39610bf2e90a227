import { beforeAll, describe, expect, it } from 'vitest';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';

const FLOWS = `query ($aidYear: Int!) { autoVerifyFlows(aidYear: $aidYear) { id name purpose status version } }`;
const FULL = `query ($id: Int!) { autoVerifyFullFlow(id: $id) { flow { id name status } sections { id name interviewTypeCode conditionSets { id conditions { id leftComponentID evaluatorID } } } components { id name kind } redirectGroups { id name sectionID } evaluators { id operator builtIn } } }`;
const SAVE = `mutation ($resource: AutoVerifyResource!, $id: Int, $input: AutoVerifyItemInput!) { saveAutoVerifyItem(resource: $resource, id: $id, input: $input) { ok message id error { message } } }`;
const DELETE = `mutation ($resource: AutoVerifyResource!, $id: Int!) { deleteAutoVerifyItem(resource: $resource, id: $id) { ok message error { message } } }`;
const MOVE = `mutation ($resource: AutoVerifyResource!, $id: Int!, $direction: AutoVerifyMoveDirection!) { moveAutoVerifyItem(resource: $resource, id: $id, direction: $direction) { ok message id error { message } } }`;
const ORDER = `query ($id: Int!) { autoVerifyFullFlow(id: $id) { sections { name } redirectGroups { name } } }`;
const RUNS = `query ($search: AutoVerifyRunSearch!) { autoVerifyRuns(search: $search) { total rows { id outcome } } }`;

forEachBackend((backend) => {
  describe('auto-verify through the gateway', () => {
    const s = useStack(backend);
    let admin: BrowserSession;
    let manager: BrowserSession;
    let verifier: BrowserSession;
    let student: BrowserSession;
    let otherSchool: BrowserSession;

    beforeAll(async () => {
      [admin, manager, verifier, student, otherSchool] = (await Promise.all(
        [
          'admin@aidverify.test',
          'manager@aidverify.test',
          'verifier@aidverify.test',
          'student@aidverify.test',
          'superadmin@aidverify.test',
        ].map((e) => s().signIn(e)),
      )) as [BrowserSession, BrowserSession, BrowserSession, BrowserSession, BrowserSession];
      const switched = await otherSchool.graphql(
        `mutation { switchSchool(schoolCode: "333333") { ok session { accessToken } } }`,
      );
      otherSchool.accessToken = switched.data.switchSchool.session.accessToken;
    });

    it('lists the default flows, builds a draft and refuses with the reason as data', async () => {
      const flows = await manager.graphql(FLOWS, { aidYear: 2027 });
      expect(flows.errors, JSON.stringify(flows.errors)).toBeUndefined();
      const v1 = flows.data.autoVerifyFlows.find((f: { purpose: string }) => f.purpose === 'VERIFICATION');
      expect(v1).toMatchObject({ name: '2026-27 V1 verification', status: 'DRAFT', version: 1 });
      const full = await manager.graphql(FULL, { id: v1.id });
      expect(full.data.autoVerifyFullFlow.sections.length).toBeGreaterThan(0);
      expect(
        full.data.autoVerifyFullFlow.evaluators.some(
          (e: { operator: string; builtIn: boolean }) => e.operator === 'WITHIN_TOLERANCE' && e.builtIn,
        ),
      ).toBe(true);

      const added = await admin.graphql(SAVE, {
        resource: 'Flow',
        input: { name: 'Gateway flow', aidYear: 2027, purpose: 'VERIFICATION' },
      });
      expect(added.data.saveAutoVerifyItem).toMatchObject({
        ok: true,
        message: 'Successfully added auto verify flow',
      });
      const section = await admin.graphql(SAVE, {
        resource: 'Section',
        input: { flowID: added.data.saveAutoVerifyItem.id, name: 'S' },
      });
      expect(section.data.saveAutoVerifyItem.ok).toBe(true);
      await admin.graphql(SAVE, {
        resource: 'RedirectGroup',
        input: {
          flowID: added.data.saveAutoVerifyItem.id,
          name: 'R',
          sectionID: section.data.saveAutoVerifyItem.id,
          onResult: 'FAIL',
          studentStatus: 'REVIEW',
        },
      });
      const refused = await admin.graphql(DELETE, {
        resource: 'Section',
        id: section.data.saveAutoVerifyItem.id,
      });
      expect(refused.errors).toBeUndefined();
      expect(refused.data.deleteAutoVerifyItem).toEqual({
        ok: false,
        message: null,
        error: { message: "Unsuccessfully deleted auto verify section: redirect group 'R' uses it" },
      });
      const unknown = await admin.graphql(SAVE, {
        resource: 'Component',
        input: {
          flowID: added.data.saveAutoVerifyItem.id,
          name: 'x',
          kind: 'ISIR_FIELD',
          isirAttributeName: 'nope',
        },
      });
      expect(unknown.data.saveAutoVerifyItem.error.message).toBe(
        "Unknown field 'nope' for 2026-27: pick a field of that year's ISIR layout",
      );
    });

    it('moves sections and redirect groups up and down; the end of the list and a published flow refuse as data', async () => {
      const flow = (
        await admin.graphql(SAVE, {
          resource: 'Flow',
          input: { name: 'Gateway order', aidYear: 2027, purpose: 'VERIFICATION' },
        })
      ).data.saveAutoVerifyItem.id;
      const add = async (resource: string, input: Record<string, unknown>) =>
        (await admin.graphql(SAVE, { resource, input: { flowID: flow, ...input } })).data.saveAutoVerifyItem
          .id as number;
      // Added without an order: all three share order 0, and moving still changes the order shown.
      const [, b] = [
        await add('Section', { name: 'A' }),
        await add('Section', { name: 'B' }),
        await add('Section', { name: 'C' }),
      ];
      const up = await admin.graphql(MOVE, { resource: 'Section', id: b, direction: 'UP' });
      expect(up.data.moveAutoVerifyItem).toEqual({
        ok: true,
        message: 'Successfully updated auto verify section',
        id: b,
        error: null,
      });
      expect(
        (await admin.graphql(ORDER, { id: flow })).data.autoVerifyFullFlow.sections.map(
          (x: { name: string }) => x.name,
        ),
      ).toEqual(['B', 'A', 'C']);
      const first = await admin.graphql(MOVE, { resource: 'Section', id: b, direction: 'UP' });
      expect(first.data.moveAutoVerifyItem).toMatchObject({
        ok: false,
        error: { message: 'This section is already the first' },
      });
      const [r1] = [
        await add('RedirectGroup', { name: 'R1', onResult: 'FAIL', memoText: 'one' }),
        await add('RedirectGroup', { name: 'R2', onResult: 'PASS', studentStatus: 'APPROVED' }),
      ];
      expect(
        (await admin.graphql(MOVE, { resource: 'RedirectGroup', id: r1, direction: 'DOWN' })).data
          .moveAutoVerifyItem.ok,
      ).toBe(true);
      expect(
        (await admin.graphql(ORDER, { id: flow })).data.autoVerifyFullFlow.redirectGroups.map(
          (x: { name: string }) => x.name,
        ),
      ).toEqual(['R2', 'R1']);
      const components = await admin.graphql(MOVE, { resource: 'Component', id: r1, direction: 'UP' });
      expect(components.data.moveAutoVerifyItem.error.message).toBe(
        'A Component has no order to change; sections, condition sets, conditions and redirect groups do',
      );

      // A published flow keeps its order: editing makes a draft.
      const set = (
        await admin.graphql(SAVE, { resource: 'ConditionSet', input: { sectionID: b, name: 'S' } })
      ).data.saveAutoVerifyItem.id;
      const constant = await add('Component', { name: 'One', kind: 'CONSTANT', constantValue: '1' });
      const notBlank = (await admin.graphql(FULL, { id: flow })).data.autoVerifyFullFlow.evaluators.find(
        (e: { operator: string }) => e.operator === 'NOT_BLANK',
      ).id;
      expect(
        (
          await admin.graphql(SAVE, {
            resource: 'Condition',
            input: { conditionSetID: set, leftComponentID: constant, evaluatorID: notBlank },
          })
        ).data.saveAutoVerifyItem.ok,
      ).toBe(true);
      expect(
        (await admin.graphql(SAVE, { resource: 'Flow', id: flow, input: { status: 'PUBLISHED' } })).data
          .saveAutoVerifyItem.ok,
      ).toBe(true);
      const published = await admin.graphql(MOVE, { resource: 'Section', id: b, direction: 'DOWN' });
      expect(published.errors).toBeUndefined();
      expect(published.data.moveAutoVerifyItem.error.message).toBe(
        'Gateway order version 1 is published: make a draft of it to change it',
      );
      expect(
        (await admin.graphql(SAVE, { resource: 'Flow', id: flow, input: { status: 'RETIRED' } })).data
          .saveAutoVerifyItem.ok,
      ).toBe(true);

      // Denials: no AUTO_VERIFY_EDIT, a student, another school.
      expect(codes(await manager.graphql(MOVE, { resource: 'Section', id: b, direction: 'DOWN' }))).toEqual([
        'FORBIDDEN',
      ]);
      expect(codes(await student.graphql(MOVE, { resource: 'Section', id: b, direction: 'DOWN' }))).toEqual([
        'FORBIDDEN',
      ]);
      expect(
        codes(await otherSchool.graphql(MOVE, { resource: 'Section', id: b, direction: 'DOWN' })),
      ).toEqual(['NOT_FOUND']);
    });

    it('refuses a missing permission, a student and another school', async () => {
      expect(codes(await verifier.graphql(FLOWS, { aidYear: 2027 }))).toEqual(['FORBIDDEN']);
      expect(
        codes(
          await manager.graphql(SAVE, {
            resource: 'Flow',
            input: { name: 'x', aidYear: 2027, purpose: 'VERIFICATION' },
          }),
        ),
      ).toEqual(['FORBIDDEN']);
      expect(codes(await student.graphql(FLOWS, { aidYear: 2027 }))).toEqual(['FORBIDDEN']);
      expect(
        codes(await verifier.graphql(RUNS, { search: { aidYear: 2027, purpose: 'VERIFICATION' } })),
      ).toEqual(['FORBIDDEN']);
      const mine = (await admin.graphql(FLOWS, { aidYear: 2027 })).data.autoVerifyFlows[0].id;
      expect(codes(await otherSchool.graphql(FULL, { id: mine }))).toEqual(['NOT_FOUND']);
    });
  });
});
