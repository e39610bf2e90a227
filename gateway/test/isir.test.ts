import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { codes, forEachBackend, useStack, type BrowserSession } from './harness.js';

const samples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/isir/samples');
const lines = (name: string) =>
  readFileSync(path.join(samples, name), 'latin1')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() && !l.startsWith('O*N'));

const IMPORT = `mutation ($input: ImportIsirFileInput!) {
  importIsirFile(input: $input) { ok error { message } upload { id status aidYear recordCount importedCount newStudentCount error warningCount warnings { line name message } } }
}`;
const UPLOADS = `query { isirUploads { id fileName status recordCount importedCount warningCount errorCount error } }`;
const RECORDS = `query ($input: IsirRecordSearch!) { isirRecords(input: $input) { total items { id studentUuid firstName lastName ssnLastFour dependencyModel commentCodes } } }`;
const STUDENT_ISIR = `query ($uuid: ID!, $aidYear: Int!) {
  studentIsir(uuid: $uuid, aidYear: $aidYear) {
    ftiAllowed transactions { id transactionNumber isCurrent }
    current { id layoutName tabs { name fti marking groups { name fields { displayName value label fti corrected highlighted } } } }
  }
}`;

forEachBackend((backend) => {
  describe('ISIR through the gateway', () => {
    const s = useStack(backend);
    let verifier: BrowserSession;
    let manager: BrowserSession;
    let member: BrowserSession;
    let admin: BrowserSession;
    let student: BrowserSession;

    beforeAll(async () => {
      [verifier, manager, member, admin, student] = (await Promise.all(
        [
          'verifier@aidverify.test',
          'manager@aidverify.test',
          'member@aidverify.test',
          'admin@aidverify.test',
          'student@aidverify.test',
        ].map((e) => s().signIn(e)),
      )) as [BrowserSession, BrowserSession, BrowserSession, BrowserSession, BrowserSession];
    });

    it('imports a file through the mutation and lists it, its records and a student ISIR with the SSN masked', async () => {
      const content = lines('2024-25/2425_NEW_ISIR_STUDENTS.txt').slice(0, 3).join('\r\n') + '\r\n';
      const answer = await verifier.graphql(IMPORT, { input: { fileName: 'three.txt', content } });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.importIsirFile).toMatchObject({
        ok: true,
        upload: { status: 'IMPORTED', aidYear: 2025, recordCount: 3, importedCount: 3 },
      });
      // The import answers no warnings; the gateway reads those kept with the upload.
      const imported = answer.data.importIsirFile.upload;
      expect(imported.warnings).toHaveLength(imported.warningCount);
      const uploads = await verifier.graphql(UPLOADS);
      expect(uploads.data.isirUploads[0]).toMatchObject({
        fileName: 'three.txt',
        status: 'IMPORTED',
        recordCount: 3,
      });
      const records = await verifier.graphql(RECORDS, {
        input: { uploadId: answer.data.importIsirFile.upload.id },
      });
      expect(records.data.isirRecords.total).toBe(3);
      const uuid = records.data.isirRecords.items[0].studentUuid;
      const view = await verifier.graphql(STUDENT_ISIR, { uuid, aidYear: 2025 });
      expect(view.errors).toBeUndefined();
      const fields = view.data.studentIsir.current.tabs.flatMap((t: any) =>
        t.groups.flatMap((g: any) => g.fields),
      );
      const ssn = fields.find((f: any) => f.displayName === 'Social Security Number');
      expect(ssn.value).toMatch(/^\*{5}\d{4}$/);
      expect(view.data.studentIsir.ftiAllowed).toBe(false);
      expect(fields.some((f: any) => f.fti)).toBe(false);
      const full = await manager.graphql(STUDENT_ISIR, { uuid, aidYear: 2025 });
      const fullFields = full.data.studentIsir.current.tabs.flatMap((t: any) =>
        t.groups.flatMap((g: any) => g.fields),
      );
      expect(fullFields.find((f: any) => f.displayName === 'Social Security Number').value).toMatch(
        /^\d{9}$/,
      );
      expect(
        full.data.studentIsir.current.tabs
          .filter((t: any) => t.fti)
          .every((t: any) => t.marking === 'CUI//SP-TAX'),
      ).toBe(true);
    });

    it('returns a broken file as a user error naming the line, storing nothing', async () => {
      const bad = lines('2024-25/2425_NEW_ISIR_STUDENTS.txt')[0]!.slice(0, 500) + '\r\n';
      const answer = await verifier.graphql(IMPORT, { input: { fileName: 'short.txt', content: bad } });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.importIsirFile.ok).toBe(false);
      expect(answer.data.importIsirFile.error.message).toMatch(/^Line 1: is 500 characters long/);
      const uploads = await verifier.graphql(UPLOADS);
      expect(uploads.data.isirUploads[0]).toMatchObject({
        fileName: 'short.txt',
        status: 'FAILED',
        importedCount: 0,
        errorCount: 1,
      });
    });

    it('refuses callers without the permission, as FORBIDDEN', async () => {
      expect(codes(await member.graphql(IMPORT, { input: { fileName: 'x.txt', content: 'x' } }))).toEqual([
        'FORBIDDEN',
      ]);
      expect(codes(await member.graphql(UPLOADS))).toEqual(['FORBIDDEN']);
      expect(codes(await student.graphql(RECORDS, { input: {} }))).toEqual(['FORBIDDEN']);
      expect(codes(await verifier.graphql(`query { isirView(aidYear: 2027) { id } }`))).toEqual([
        'FORBIDDEN',
      ]);
    });

    it('streams a multipart upload through /files/isir-uploads', async () => {
      const form = new FormData();
      form.append('AidYear', '2027');
      form.append(
        'isirFile',
        new Blob([lines('2026-27/corrections-pushed_2627_08042025.txt').join('\r\n') + '\r\n']),
        'corrections.txt',
      );
      const res = await fetch(`${s().gatewayUrl}/files/isir-uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${verifier.accessToken}` },
        body: form,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'IMPORTED', aidYear: 2027, recordCount: 4 });
      const refused = await fetch(`${s().gatewayUrl}/files/isir-uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.accessToken}` },
        body: form,
      });
      expect(refused.status).toBe(403);
    });

    it('edits the school ISIR view settings', async () => {
      const view = await admin.graphql(
        `query { isirView(aidYear: 2027) { id name schoolCode } hasOwnIsirView(aidYear: 2027) }`,
      );
      expect(view.data.hasOwnIsirView).toBe(false);
      expect(view.data.isirView[0]).toMatchObject({ name: 'Summary', schoolCode: null });
      const added = await admin.graphql(
        `mutation { addIsirViewSettings(aidYear: 2027) { ok error { message } } }`,
      );
      expect(added.data.addIsirViewSettings.ok).toBe(true);
      const again = await admin.graphql(
        `mutation { addIsirViewSettings(aidYear: 2027) { ok error { message } } }`,
      );
      expect(again.data.addIsirViewSettings).toMatchObject({
        ok: false,
        error: { message: 'School 222222 already has ISIR view settings for 2027' },
      });
      const tab = await admin.graphql(
        `mutation { saveIsirViewItem(input: { level: TAB, aidYear: 2027, name: "Mine" }) { ok id } }`,
      );
      expect(tab.data.saveIsirViewItem.ok).toBe(true);
      const own = await admin.graphql(`query { isirView(aidYear: 2027) { id name schoolCode } }`);
      const ids = own.data.isirView.map((t: any) => t.id);
      const moved = await admin.graphql(
        `mutation ($ids: [Int!]!) { reorderIsirViewItems(level: TAB, ids: $ids) { ok } }`,
        { ids: [ids[ids.length - 1], ...ids.slice(0, -1)] },
      );
      expect(moved.data.reorderIsirViewItems.ok).toBe(true);
      const after = await admin.graphql(`query { isirView(aidYear: 2027) { name } }`);
      expect(after.data.isirView[0].name).toBe('Mine');
      const gone = await admin.graphql(
        `mutation ($id: Int!) { deleteIsirViewItem(level: TAB, id: $id) { ok error { message } } }`,
        { id: 999999 },
      );
      // The tab the mutation is about is not there: NOT_FOUND, not a value to correct.
      expect(codes(gone)).toEqual(['NOT_FOUND']);
      expect(gone.errors?.[0]?.message).toBe('No ISIR view tab 999999');
      const elements = await admin.graphql(
        `query { isirElements(aidYear: 2027) { attributeName displayName } }`,
      );
      expect(elements.data.isirElements.some((e: any) => e.displayName === 'ISIR Version Flag')).toBe(true);
    });

    it('edits the master (shared default) ISIR view with ISIR_MASTER_VIEW_SETTINGS_EDIT; a school admin without it is refused', async () => {
      const superAdmin = await s().signIn('superadmin@aidverify.test');
      const TREE = `query { masterIsirView(aidYear: 2026) { id name schoolCode groups { id name elements { id attributeName } } } }`;
      const masters = await superAdmin.graphql(TREE);
      expect(masters.errors).toBeUndefined();
      expect(masters.data.masterIsirView[0]).toMatchObject({ name: 'Summary', schoolCode: null });
      expect(masters.data.masterIsirView[0].groups[0].elements.length).toBeGreaterThan(0);

      const tab = await superAdmin.graphql(
        `mutation { saveMasterIsirViewItem(input: { level: TAB, aidYear: 2026, name: "Shared extras" }) { ok id error { message } } }`,
      );
      expect(tab.data.saveMasterIsirViewItem).toMatchObject({ ok: true, error: null });
      const group = await superAdmin.graphql(
        `mutation ($tabId: Int!) { saveMasterIsirViewItem(input: { level: GROUP, tabId: $tabId, name: "Dates" }) { ok id } }`,
        {
          tabId: tab.data.saveMasterIsirViewItem.id,
        },
      );
      expect(group.data.saveMasterIsirViewItem.ok).toBe(true);
      const bad = await superAdmin.graphql(
        `mutation ($groupId: Int!) { saveMasterIsirViewItem(input: { level: ELEMENT, groupId: $groupId, attributeName: "noSuchField" }) { ok error { message } } }`,
        {
          groupId: group.data.saveMasterIsirViewItem.id,
        },
      );
      expect(bad.data.saveMasterIsirViewItem).toMatchObject({
        ok: false,
        error: { message: "'noSuchField' is not a field of the 2026 ISIR layout" },
      });
      const ids = (await superAdmin.graphql(TREE)).data.masterIsirView.map((t: any) => t.id);
      const moved = await superAdmin.graphql(
        `mutation ($ids: [Int!]!) { reorderMasterIsirViewItems(level: TAB, ids: $ids) { ok } }`,
        {
          ids: [ids[ids.length - 1], ...ids.slice(0, -1)],
        },
      );
      expect(moved.data.reorderMasterIsirViewItems.ok).toBe(true);
      // A school with no copy of its own sees the masters as changed.
      const schoolView = await admin.graphql(`query { isirView(aidYear: 2026) { name schoolCode } }`);
      expect(schoolView.data.isirView[0]).toEqual({ name: 'Shared extras', schoolCode: null });

      // The school's own rows are not masters, and a school admin may not touch the masters.
      expect(codes(await admin.graphql(TREE))).toEqual(['FORBIDDEN']);
      expect(
        codes(
          await admin.graphql(
            `mutation { saveMasterIsirViewItem(input: { level: TAB, aidYear: 2026, name: "x" }) { ok } }`,
          ),
        ),
      ).toEqual(['FORBIDDEN']);
      expect(
        codes(
          await admin.graphql(
            `mutation ($id: Int!) { deleteMasterIsirViewItem(level: TAB, id: $id) { ok } }`,
            { id: tab.data.saveMasterIsirViewItem.id },
          ),
        ),
      ).toEqual(['FORBIDDEN']);
      expect(
        codes(await verifier.graphql(`mutation { reorderMasterIsirViewItems(level: TAB, ids: [1]) { ok } }`)),
      ).toEqual(['FORBIDDEN']);
      const ownTab = (
        await admin.graphql(`query { isirView(aidYear: 2027) { id schoolCode } }`)
      ).data.isirView.find((t: any) => t.schoolCode === '222222');
      const notMaster = await superAdmin.graphql(
        `mutation ($id: Int!) { deleteMasterIsirViewItem(level: TAB, id: $id) { ok error { message } } }`,
        { id: ownTab.id },
      );
      // A school's own tab is no master: NOT_FOUND for the master mutation, as any record it is not about.
      expect(codes(notMaster)).toEqual(['NOT_FOUND']);

      const removed = await superAdmin.graphql(
        `mutation ($id: Int!) { deleteMasterIsirViewItem(level: TAB, id: $id) { ok } }`,
        { id: tab.data.saveMasterIsirViewItem.id },
      );
      expect(removed.data.deleteMasterIsirViewItem.ok).toBe(true);
      expect(
        (await superAdmin.graphql(TREE)).data.masterIsirView.some((t: any) => t.name === 'Shared extras'),
      ).toBe(false);
    });
  });
});
