import { beforeAll, describe, expect, it } from 'vitest';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';

const FLOWS = `query ($aidYear: Int!) { autoVerifyFlows(aidYear: $aidYear) { id name purpose status version } }`;
const FULL = `query ($id: Int!) { autoVerifyFullFlow(id: $id) { flow { id name status } sections { id name interviewTypeCode conditionSets { id conditions { id leftComponentID evaluatorID } } } components { id name kind } redirectGroups { id name sectionID } evaluators { id operator builtIn } } }`;
const SAVE = `mutation ($resource: AutoVerifyResource!, $id: Int, $input: AutoVerifyItemInput!) { saveAutoVerifyItem(resource: $resource, id: $id, input: $input) { ok message id error { message } } }`;
const DELETE = `mutation ($resource: AutoVerifyResource!, $id: Int!) { deleteAutoVerifyItem(resource: $resource, id: $id) { ok message error { message } } }`;
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
        ['admin@aidverify.test', 'manager@aidverify.test', 'verifier@aidverify.test', 'student@aidverify.test', 'superadmin@aidverify.test'].map((e) => s().signIn(e)),
      )) as [BrowserSession, BrowserSession, BrowserSession, BrowserSession, BrowserSession];
      const switched = await otherSchool.graphql(`mutation { switchSchool(schoolCode: "333333") { ok session { accessToken } } }`);
      otherSchool.accessToken = switched.data.switchSchool.session.accessToken;
    });

    it('lists the default flows, builds a draft and refuses with the reason as data', async () => {
      const flows = await manager.graphql(FLOWS, { aidYear: 2027 });
      expect(flows.errors, JSON.stringify(flows.errors)).toBeUndefined();
      const v1 = flows.data.autoVerifyFlows.find((f: { purpose: string }) => f.purpose === 'VERIFICATION');
      expect(v1).toMatchObject({ name: '2026-27 V1 verification', status: 'DRAFT', version: 1 });
      const full = await manager.graphql(FULL, { id: v1.id });
      expect(full.data.autoVerifyFullFlow.sections.length).toBeGreaterThan(0);
      expect(full.data.autoVerifyFullFlow.evaluators.some((e: { operator: string; builtIn: boolean }) => e.operator === 'WITHIN_TOLERANCE' && e.builtIn)).toBe(true);

      const added = await admin.graphql(SAVE, { resource: 'Flow', input: { name: 'Gateway flow', aidYear: 2027, purpose: 'VERIFICATION' } });
      expect(added.data.saveAutoVerifyItem).toMatchObject({ ok: true, message: 'Successfully added auto verify flow' });
      const section = await admin.graphql(SAVE, { resource: 'Section', input: { flowID: added.data.saveAutoVerifyItem.id, name: 'S' } });
      expect(section.data.saveAutoVerifyItem.ok).toBe(true);
      await admin.graphql(SAVE, { resource: 'RedirectGroup', input: { flowID: added.data.saveAutoVerifyItem.id, name: 'R', sectionID: section.data.saveAutoVerifyItem.id, onResult: 'FAIL', studentStatus: 'REVIEW' } });
      const refused = await admin.graphql(DELETE, { resource: 'Section', id: section.data.saveAutoVerifyItem.id });
      expect(refused.errors).toBeUndefined();
      expect(refused.data.deleteAutoVerifyItem).toEqual({ ok: false, message: null, error: { message: "Unsuccessfully deleted auto verify section: redirect group 'R' uses it" } });
      const unknown = await admin.graphql(SAVE, { resource: 'Component', input: { flowID: added.data.saveAutoVerifyItem.id, name: 'x', kind: 'ISIR_FIELD', isirAttributeName: 'nope' } });
      expect(unknown.data.saveAutoVerifyItem.error.message).toBe("Unknown field 'nope' for 2026-27: pick a field of that year's ISIR layout");
    });

    it('refuses a missing permission, a student and another school', async () => {
      expect(codes(await verifier.graphql(FLOWS, { aidYear: 2027 }))).toEqual(['FORBIDDEN']);
      expect(codes(await manager.graphql(SAVE, { resource: 'Flow', input: { name: 'x', aidYear: 2027, purpose: 'VERIFICATION' } }))).toEqual(['FORBIDDEN']);
      expect(codes(await student.graphql(FLOWS, { aidYear: 2027 }))).toEqual(['FORBIDDEN']);
      expect(codes(await verifier.graphql(RUNS, { search: { aidYear: 2027, purpose: 'VERIFICATION' } }))).toEqual(['FORBIDDEN']);
      const mine = (await admin.graphql(FLOWS, { aidYear: 2027 })).data.autoVerifyFlows[0].id;
      expect(codes(await otherSchool.graphql(FULL, { id: mine }))).toEqual(['NOT_FOUND']);
    });
  });
});
