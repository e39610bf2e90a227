import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { recordLines, sample, isirLayout, uploadIsir } from './isir-helpers.js';
import { readLayoutFile } from '../src/domain/isir/generate.js';
import { dbNumber, readRows } from './rows.js';

forEachBackend((backend) => {
  describe('ISIR views, layouts and view settings', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    let studentUuid: string;
    let ssn: string;

    beforeAll(async () => {
      for (const [k, e, school] of [
        ['verifier', 'verifier@aidverify.test'],
        ['manager', 'manager@aidverify.test'],
        ['reviewer', 'reviewer@aidverify.test'],
        ['member', 'member@aidverify.test'],
        ['student', 'student@aidverify.test'],
        ['admin', 'admin@aidverify.test'],
        ['superadmin', 'superadmin@aidverify.test'],
        ['other', 'verifier@demostate.test'],
        ['superOther', 'superadmin@aidverify.test', '333333'],
      ] as const) {
        t[k] = (await s().signIn(e, school ? { schoolCode: school } : {})).accessToken;
      }
      const file = sample('2024-25/test-isir-file-2024-25.dat.txt');
      const res = await uploadIsir(s(), t.verifier, file);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = await s().post('/isir-api/IsirRecord/search/', { uploadId: res.body.id }, t.verifier);
      const rec = page.body.items[0];
      studentUuid = rec.studentUuid;
      const f = isirLayout('2024-25').fields.find(
        (x) => x.name === 'Social Security Number' && x.section === 'student_identity',
      )!;
      ssn = recordLines(file)[rec.lineNumber - 2]!.substr(f.start - 1, f.length);
    });

    const isir = (token: string, q = '') =>
      s().get(`/isir-api/isir/studentIsir/${studentUuid}/2025${q}`, token);
    const fields = (body: any) =>
      body.current.tabs.flatMap((tab: any) => tab.groups.flatMap((g: any) => g.fields));

    it('shows the SSN as the last four unless the role may see the full number', async () => {
      const masked = await isir(t.verifier!);
      expect(masked.status).toBe(200);
      const ssnField = (b: any) => fields(b).find((f: any) => f.displayName === 'Social Security Number');
      expect(ssnField(masked.body).value).toBe(`*****${ssn.slice(-4)}`);
      expect(JSON.stringify(masked.body)).not.toContain(ssn);
      const full = await isir(t.manager!);
      expect(ssnField(full.body).value).toBe(ssn);
    });

    it('shows the FTI sections only with FTI_VIEW, marked CUI//SP-TAX', async () => {
      const without = await isir(t.verifier!);
      expect(without.body.ftiAllowed).toBe(false);
      expect(fields(without.body).some((f: any) => f.fti)).toBe(false);
      const withFti = await isir(t.reviewer!);
      expect(withFti.body.ftiAllowed).toBe(true);
      const ftiTabs = withFti.body.current.tabs.filter((tab: any) => tab.fti);
      expect(ftiTabs.length).toBeGreaterThan(0);
      for (const tab of ftiTabs) expect(tab.marking).toBe('CUI//SP-TAX');
      expect(fields(withFti.body).some((f: any) => f.fti)).toBe(true);
    });

    it('gives enum codes their labels and lists the transactions', async () => {
      const res = await isir(t.verifier!);
      const dep = fields(res.body).find((f: any) => f.displayName === 'Dependency Model');
      const labels = isirLayout('2024-25').fields.find((x) => x.name === 'Dependency Model')!.enum!;
      expect(dep.label).toBe(labels[dep.value]);
      expect(res.body.transactions.length).toBeGreaterThan(0);
      const one = await isir(t.verifier!, `?transactionId=${res.body.transactions[0].id}`);
      expect(one.body.current.id).toBe(res.body.transactions[0].id);
      expect((await isir(t.verifier!, '?transactionId=999999')).status).toBe(404);
    });

    it('writes every view to the access log', async () => {
      const count = async () =>
        (
          await readRows(
            s().db,
            { n: dbNumber },
            `SELECT count(*)::int AS n FROM access_log a JOIN student st ON st.id = a.student_id WHERE st.uuid = $1 AND a.action LIKE 'ISIR_VIEW%'`,
            [studentUuid],
          )
        )[0]!.n;
      const before = await count();
      await isir(t.verifier!);
      await isir(t.manager!);
      expect(await count()).toBe(before + 2);
    });

    it("refuses a student, a role without ED_DATA_VIEW, and another school's staff", async () => {
      expect((await isir(t.student!)).status).toBe(403);
      expect((await isir(t.member!)).status).toBe(403);
      expect((await isir(t.other!)).status).toBe(404);
      expect((await s().get(`/isir-api/isir/studentIsir/${studentUuid}/2025`)).status).toBe(401);
    });

    describe('layouts as data (admin base)', () => {
      it('lists the shipped layouts with their fields and enumerations', async () => {
        const infos = await s().get('/admin-api/IsirRecordInfo/', t.verifier);
        expect(infos.body.map((i: any) => `${i.aidYear}${i.variant}`)).toEqual([
          '2025',
          '2026',
          '2027OBBBA',
          '2027PRE-OBBBA',
        ]);
        const els = await s().get('/admin-api/IsirRecordElementInfo/getByEdYearCode/7', t.verifier);
        expect(els.status).toBe(200);
        const flag = els.body.find((e: any) => e.displayName === 'ISIR Version Flag');
        expect(flag).toMatchObject({ startOffset: 192, length: 1, cpsNumber: 24, variant: 'OBBBA' });
        const shown = await s().get(
          '/admin-api/IsirRecordElementInfo/getByEdYearCodeAndSuppressed/7/false',
          t.verifier,
        );
        expect(shown.body.length).toBeLessThan(els.body.length);
        expect(shown.body.every((e: any) => !e.suppressed)).toBe(true);
        const dep = els.body.find((e: any) => e.displayName === 'Dependency Model');
        const enums = await s().post(
          '/admin-api/IsirEnumInfo/search',
          { isirRecordInfoID: dep.isirRecordInfoID, name: dep.enumName },
          t.verifier,
        );
        expect(Object.fromEntries(enums.body.map((e: any) => [e.code, e.value]))).toMatchObject({
          D: 'Dependent',
          I: 'Independent',
        });
        expect((await s().get('/admin-api/IsirRecordElementInfo/getByEdYearCode/3', t.verifier)).status).toBe(
          404,
        );
        expect((await s().get('/admin-api/IsirRecordInfo/', t.student)).status).toBe(403);
      });

      it('takes the layout of a new award year as data, after which its files import', async () => {
        const next = readLayoutFile('2026-27');
        next.awardYear = '2027-28';
        next.fields.find((f) => f.number === 1)!.expect = '8';
        expect((await s().post('/admin-api/IsirRecordInfo/', next, t.admin)).status).toBe(403);
        const bad = await s().post(
          '/admin-api/IsirRecordInfo/',
          { ...next, recordLength: 100 },
          t.superadmin,
        );
        expect(bad.status).toBe(400);
        expect(bad.body.message).toMatch(/lies outside the 100-character record/);
        const added = await s().post('/admin-api/IsirRecordInfo/', next, t.superadmin);
        expect(added.status, JSON.stringify(added.body).slice(0, 300)).toBe(200);
        expect((await s().post('/admin-api/IsirRecordInfo/', next, t.superadmin)).status).toBe(400);
        const line = recordLines(sample('2026-27/applications_2627_12082025.txt'))[5]!;
        const res = await uploadIsir(s(), t.verifier, `8${line.slice(1, 192)}1${line.slice(193)}\r\n`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ status: 'IMPORTED', aidYear: 2028, importedCount: 1 });
      });
    });

    describe('ISIR view settings', () => {
      const base = '/isir-api/';
      it('serves the masters until the school has its own, then its own copy', async () => {
        expect(
          (await s().get(`${base}IsirView/GetIsirViewBySchoolAndYear/222222/2027/false`, t.admin)).status,
        ).toBe(204);
        const masters = await s().get(`${base}IsirView/GetIsirViewBySchoolAndYear/222222/2027/true`, t.admin);
        expect(masters.status).toBe(200);
        expect(masters.body[0]).toMatchObject({ name: 'Summary', schoolCode: null });
        const added = await s().post(`${base}IsirView/addIsirViewSettings`, { aidYear: 2027 }, t.admin);
        expect(added.status).toBe(200);
        expect(added.body.tabs).toBe(masters.body.length);
        expect(
          (await s().post(`${base}IsirView/addIsirViewSettings`, { aidYear: 2027 }, t.admin)).body.message,
        ).toMatch(/already has ISIR view settings/);
        const own = await s().get(`${base}IsirView/GetIsirViewBySchoolAndYear/222222/2027/false`, t.admin);
        expect(own.body[0]).toMatchObject({
          name: 'Summary',
          schoolCode: '222222',
          masterId: masters.body[0].id,
        });
        expect(
          (await s().get(`${base}IsirView/GetIsirViewBySchoolAndYear/333333/2027/true`, t.admin)).status,
        ).toBe(404);
      });

      it('adds, updates, reorders and deletes tabs, groups and elements of the school', async () => {
        const tab = await s().post(`${base}IsirViewTab/`, { aidYear: 2027, name: 'Verification' }, t.admin);
        expect(tab.status).toBe(200);
        const group = await s().post(
          `${base}IsirViewGroup/`,
          { tabId: tab.body.id, name: 'Identity' },
          t.admin,
        );
        const names = ['firstName', 'lastName', 'dateOfBirth'];
        const layout = await s().get('/admin-api/IsirRecordElementInfo/getByEdYearCode/7', t.admin);
        const attr = (n: string) =>
          layout.body.find(
            (e: any) =>
              e.displayName ===
                { firstName: 'First Name', lastName: 'Last Name', dateOfBirth: 'Date of Birth' }[n] &&
              e.section === 'student_identity',
          ).attributeName;
        const ids: number[] = [];
        for (const n of names)
          ids.push(
            (
              await s().post(
                `${base}IsirViewElement/`,
                { groupId: group.body.id, attributeName: attr(n) },
                t.admin,
              )
            ).body.id,
          );
        const bad = await s().post(
          `${base}IsirViewElement/`,
          { groupId: group.body.id, attributeName: 'noSuchField' },
          t.admin,
        );
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe("'noSuchField' is not a field of the 2027 ISIR layout");
        await s().post(`${base}IsirViewElement/updateSortOrder`, { ids: [ids[2], ids[0], ids[1]] }, t.admin);
        const order = async () =>
          (await s().post(`${base}IsirViewElement/search`, { groupId: group.body.id }, t.admin)).body.map(
            (e: any) => e.id,
          );
        expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
        expect(
          (
            await s().call('PATCH', `${base}IsirViewElement/${ids[0]}`, {
              token: t.admin,
              body: { displayName: 'Given name' },
            })
          ).status,
        ).toBe(200);
        await s().post(
          `${base}IsirViewElement/deleteAndUpdateIsirViewElementSortOrder/${ids[2]}`,
          {},
          t.admin,
        );
        const after = (await s().post(`${base}IsirViewElement/search`, { groupId: group.body.id }, t.admin))
          .body;
        expect(after.map((e: any) => [e.id, e.sortOrder, e.displayName])).toEqual([
          [ids[0], 0, 'Given name'],
          [ids[1], 1, null],
        ]);
        const copy = await s().post(`${base}isirview/copyisirviewtab`, { tabId: tab.body.id }, t.admin);
        const tabs = (await s().post(`${base}IsirViewTab/search`, { aidYear: 2027 }, t.admin)).body;
        expect(tabs.find((x: any) => x.id === copy.body.id).name).toBe('Verification (copy)');
        expect(
          (await s().call('DELETE', `${base}IsirViewTab/${copy.body.id}`, { token: t.admin })).status,
        ).toBe(200);
        expect((await s().post(`${base}IsirViewTab/search`, { aidYear: 2027 }, t.admin)).body.length).toBe(
          tabs.length - 1,
        );
      });

      it('rolls a school view over to the next aid year', async () => {
        await s().post(`${base}IsirView/addIsirViewSettings`, { aidYear: 2025 }, t.admin);
        const rolled = await s().post(`${base}IsirView/rolloverIsirViewSettings/2025`, {}, t.admin);
        expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
        expect(rolled.body.tabs).toBeGreaterThan(0);
        expect(
          (await s().post(`${base}IsirView/rolloverIsirViewSettings/2025`, {}, t.admin)).body.message,
        ).toMatch(/already has ISIR view settings for 2026/);
      });

      it('keeps masters to the installation and each school to its own rows', async () => {
        const mine = (await s().post(`${base}IsirViewTab/search`, { aidYear: 2027 }, t.admin)).body[0];
        expect(
          (
            await s().call('PATCH', `${base}IsirViewTab/${mine.id}`, {
              token: t.superOther,
              body: { name: 'x' },
            })
          ).status,
        ).toBe(404);
        expect(
          (await s().call('DELETE', `${base}IsirViewTab/${mine.id}`, { token: t.superOther })).status,
        ).toBe(404);
        expect((await s().post(`${base}IsirViewTab/search`, { aidYear: 2027 }, t.verifier)).status).toBe(403);
        expect((await s().post(`${base}MasterIsirViewTab/search`, { aidYear: 2027 }, t.admin)).status).toBe(
          403,
        );
        const masters = await s().post(`${base}MasterIsirViewTab/search`, { aidYear: 2027 }, t.superadmin);
        expect(masters.status).toBe(200);
        expect(masters.body.every((m: any) => m.schoolCode === null)).toBe(true);
        // A school's own tab is not a master, and a master is not the school's.
        expect(
          (
            await s().call('PATCH', `${base}MasterIsirViewTab/${mine.id}`, {
              token: t.superadmin,
              body: { name: 'x' },
            })
          ).status,
        ).toBe(404);
        expect(
          (
            await s().call('PATCH', `${base}IsirViewTab/${masters.body[0].id}`, {
              token: t.superadmin,
              body: { name: 'x' },
            })
          ).status,
        ).toBe(404);
        expect(
          (
            await s().call('PATCH', `${base}MasterIsirViewTab/${masters.body[0].id}`, {
              token: t.superadmin,
              body: { name: 'Overview' },
            })
          ).status,
        ).toBe(200);
        const sort = await s().post(
          `${base}IsirViewTab/updateSortOrder`,
          { ids: [mine.id, masters.body[0].id] },
          t.admin,
        );
        expect(sort.status).toBe(404);
      });
    });
  });
});
