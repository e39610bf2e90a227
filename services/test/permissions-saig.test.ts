import { mkdtempSync, mkdirSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { recordLines, sample } from './isir-helpers.js';
import { schoolDay } from './school-day.js';
import { dbNumber, readRows, z } from './rows.js';

forEachBackend((backend) => {
  describe('role-permission links', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    let ids: { roles: Record<string, number>; perms: Record<string, number> };
    beforeAll(async () => {
      for (const who of ['superadmin', 'admin', 'member', 'manager'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      const roles = await readRows(s().db, { id: dbNumber, name: z.string() }, 'SELECT id, name FROM role');
      const perms = await readRows(
        s().db,
        { id: dbNumber, code: z.string() },
        'SELECT id, code FROM permission',
      );
      ids = {
        roles: Object.fromEntries(roles.map((r) => [r.name, r.id])),
        perms: Object.fromEntries(perms.map((p) => [p.code, p.id])),
      };
    });
    const call = (who: string, method: string, p: string, body?: unknown) =>
      s().call(method, p, { token: t[who], body });

    it('searches the school-controlled permissions', async () => {
      const res = await call('admin', 'POST', '/school-api/permission/search', {
        isSchoolControlled: true,
        text: 'holiday',
      });
      expect(res.body.map((p: { code: string }) => p.code)).toEqual(['HOLIDAYS_VIEW']);
      const all = await call('admin', 'POST', '/school-api/permission/search', { isSchoolControlled: false });
      expect(all.body.map((p: { code: string }) => p.code)).toContain('CROSS_SCHOOL_SEARCH');
    });

    it('a granted permission takes effect at once; removing it ends it; history keeps both', async () => {
      const link = { roleID: ids.roles.Member!, permissionID: ids.perms.HOLIDAYS_VIEW! };
      expect((await call('member', 'GET', '/school-api/holiday/')).status).toBe(403);
      const add = await call('admin', 'POST', '/school-api/RolePermissionLink/', link);
      expect(add.status, JSON.stringify(add.body)).toBe(200);
      expect(add.body.message).toBe('Permissions were updated successfully');
      expect((await call('member', 'GET', '/school-api/holiday/')).status).toBe(200);
      const del = await call(
        'admin',
        'PATCH',
        '/school-api/RolePermissionLink/batchDeleteRolePermissionLinks',
        [link],
      );
      expect(del.body.removed).toHaveLength(1);
      expect((await call('member', 'GET', '/school-api/holiday/')).status).toBe(403);
      const today = schoolDay();
      const hist = await call(
        'admin',
        'GET',
        `/school-api/rolePermissionLinkHistory/getRolePermissionLinkHistoryByDateRange/${today}/${today}`,
      );
      expect(
        hist.body.map((h: { field: string; newValue: string | null }) => `${h.field}=${h.newValue}`),
      ).toEqual(['Member:HOLIDAYS_VIEW=null', 'Member:HOLIDAYS_VIEW=granted']);
    });

    it('adds and removes in batch, and deletes one by id', async () => {
      const links = ['HOLIDAYS_VIEW', 'VIEW_NOTIFICATIONS_PAGE'].map((c) => ({
        roleID: ids.roles.Member!,
        permissionID: ids.perms[c]!,
      }));
      const add = await call(
        'admin',
        'POST',
        '/school-api/RolePermissionLink/batchAddRolePermissionLinks',
        links,
      );
      expect(add.body.added).toHaveLength(2);
      const again = await call(
        'admin',
        'POST',
        '/school-api/RolePermissionLink/batchAddRolePermissionLinks',
        links,
      );
      expect(again.body.added).toHaveLength(0);
      const del = await call('admin', 'DELETE', `/school-api/RolePermissionLink/${add.body.added[0].id}`);
      expect(del.body.removed).toEqual([add.body.added[0].id]);
      expect(
        (await call('admin', 'DELETE', `/school-api/RolePermissionLink/${add.body.added[0].id}`)).status,
      ).toBe(404);
    });

    it('a school administrator cannot grant installation-wide permissions or change SuperAdmin; nothing changes', async () => {
      const before = await s().rowCounts();
      const wide = await call('admin', 'POST', '/school-api/RolePermissionLink/', {
        roleID: ids.roles.Member,
        permissionID: ids.perms.ADD_SCHOOL_SETTINGS_VIEW,
      });
      expect(wide.status).toBe(400);
      expect(wide.body.message).toBe(
        'ADD_SCHOOL_SETTINGS_VIEW is not school-controlled; only a SuperAdmin changes who has it',
      );
      const sa = await call(
        'admin',
        'PATCH',
        '/school-api/RolePermissionLink/batchDeleteRolePermissionLinks',
        [{ roleID: ids.roles.SuperAdmin, permissionID: ids.perms.HOLIDAYS_VIEW }],
      );
      expect(sa.body.message).toBe('Only a SuperAdmin changes the SuperAdmin role');
      const unknown = await call('admin', 'POST', '/school-api/RolePermissionLink/', {
        roleID: 9999,
        permissionID: ids.perms.HOLIDAYS_VIEW,
      });
      expect(unknown.body.message).toBe('No role 9999');
      expect(
        (
          await call('manager', 'POST', '/school-api/RolePermissionLink/', {
            roleID: ids.roles.Member,
            permissionID: ids.perms.HOLIDAYS_VIEW,
          })
        ).status,
      ).toBe(403);
      const empty = await call(
        'admin',
        'POST',
        '/school-api/RolePermissionLink/batchAddRolePermissionLinks',
        [],
      );
      expect(empty.status).toBe(400);
      expect(await s().rowCounts()).toEqual(before);
    });
  });

  describe('SAIG mailbox', () => {
    const saigDir = mkdtempSync(path.join(tmpdir(), 'aidverify-saig-'));
    const s = useServices(backend, { env: { SAIG_DIR: saigDir, JOB_WORKER: 'off' } });
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const who of ['admin', 'manager', 'verifier', 'member'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
    });
    const call = (who: string, method: string, p: string, body?: unknown) =>
      s().call(method, p, { token: t[who], body });

    it('sets up the school: TG number, folder, password sealed and never returned', async () => {
      expect((await call('admin', 'GET', '/school-api/saigAdmin/getSchoolFolder/222222')).body.message).toBe(
        'Could not find school folder',
      );
      const tg = await call('admin', 'PATCH', '/school-api/saigAdmin/updateTgInfo', { tgNumber: 'tg54321' });
      expect(tg.body).toMatchObject({
        tgNumber: 'TG54321',
        message: 'Successfully updated mailbox settings.',
      });
      expect(
        (await call('admin', 'POST', '/school-api/saigAdmin/createSchoolFolder/222222')).body.message,
      ).toBe('Setup School');
      expect(
        (await call('admin', 'POST', '/school-api/saigAdmin/createSchoolFolder/222222')).body.message,
      ).toBe('School folder exists');
      expect(existsSync(path.join(saigDir, '222222'))).toBe(true);
      expect((await call('admin', 'GET', '/school-api/saigAdmin/checkIfPasswordExists/222222')).body).toBe(
        false,
      );
      const stored = await call('admin', 'POST', '/school-api/saigAdmin/storePassword/222222', {
        password: 'Mailbox2027',
      });
      expect(stored.body.message).toBe('Successfully updated mailbox settings.');
      const [row] = await readRows(
        s().db,
        { password_sealed: z.string() },
        "SELECT password_sealed FROM saig_mailbox WHERE school_code = '222222'",
      );
      expect(row!.password_sealed).not.toContain('Mailbox2027');
      const info = await call('admin', 'GET', '/school-api/saigAdmin/getSchoolTgInfo/222222');
      expect(info.body).toEqual({
        schoolCode: '222222',
        tgNumber: 'TG54321',
        hasPassword: true,
        folderExists: true,
      });
      expect((await call('admin', 'GET', '/school-api/saigAdmin/getSchoolTgInfo/333333')).status).toBe(404);
      expect((await call('manager', 'GET', '/school-api/saigAdmin/getSchoolTgInfo/222222')).status).toBe(403);
    });

    it('refuses a wrong old password, a weak one and a bad TG number, changing nothing', async () => {
      const [before] = await readRows(
        s().db,
        { password_sealed: z.string(), tg_number: z.string() },
        "SELECT password_sealed, tg_number FROM saig_mailbox WHERE school_code = '222222'",
      );
      const wrong = await call('admin', 'POST', '/school-api/saigAdmin/setupPassword/222222', {
        oldPassword: 'Nope12345',
        newPassword1: 'Another2027',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('The old mailbox password is wrong; nothing was changed');
      expect(wrong.body.inputErrors).toEqual([{ path: 'oldPassword', message: 'is wrong' }]);
      const again = await call('admin', 'POST', '/school-api/saigAdmin/storePassword/222222', {
        password: 'Another2027',
      });
      expect(again.body.message).toBe(
        'A mailbox password is already set; give the old password to change it',
      );
      const weak = await call('admin', 'POST', '/school-api/saigAdmin/setupPassword/222222', {
        oldPassword: 'Mailbox2027',
        newPassword1: 'short',
      });
      expect(weak.body.inputErrors[0]).toMatchObject({
        path: 'newPassword1',
        message: 'must be at least 8 characters',
      });
      const tg = await call('admin', 'PATCH', '/school-api/saigAdmin/updateTgInfo', { tgNumber: 'TG12' });
      expect(tg.body.inputErrors[0]).toMatchObject({
        path: 'tgNumber',
        message: 'must be TG followed by 5 digits',
      });
      const [after] = await readRows(
        s().db,
        { password_sealed: z.string(), tg_number: z.string() },
        "SELECT password_sealed, tg_number FROM saig_mailbox WHERE school_code = '222222'",
      );
      expect(after).toEqual(before);
      const ok = await call('admin', 'POST', '/school-api/saigAdmin/setupPassword/222222', {
        oldPassword: 'Mailbox2027',
        newPassword1: 'Another2027',
      });
      expect(ok.body.message).toBe('Successfully updated mailbox settings.');
    });

    it('a file dropped into the folder is received once, listed, downloadable; odd names stay and are logged', async () => {
      const folder = path.join(saigDir, '222222');
      writeFileSync(path.join(folder, 'IDSA27OP.20270115'), 'ISIR RECORD LINE 1\n');
      writeFileSync(path.join(folder, 'notes.txt'), 'not a mailbox file');
      const polled = await call('verifier', 'POST', '/school-api/saigAdmin/pollMailboxes');
      expect(polled.status).toBe(403); // verifiers do not hold SAIG_MAILBOX_VIEW
      const res = await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes');
      expect(res.body).toMatchObject({ received: 1, skipped: 1, message: 'Successfully retrieved mailbox.' });
      expect(readdirSync(folder).sort()).toEqual(['notes.txt']); // the received file is kept sealed, not in the folder
      expect((await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes')).body.received).toBe(0);
      const list = await call('manager', 'GET', '/school-api/edMessage');
      expect(list.body).toEqual([
        expect.objectContaining({
          uniqueFileName: 'IDSA27OP.20270115',
          messageClass: 'IDSA27OP',
          aidYear: 2027,
          edFileStatus: 0,
          tgNumber: 'TG54321',
        }),
      ]);
      const file = await call(
        'manager',
        'GET',
        '/school-api/SaigAdmin/downloadFile/TG54321/IDSA27OP.20270115',
      );
      expect(file.status).toBe(200);
      expect(file.body).toBe('ISIR RECORD LINE 1\n');
      expect((await call('manager', 'GET', '/school-api/SaigAdmin/downloadFile/TG54321/other')).status).toBe(
        404,
      );
      const log = await call('manager', 'GET', '/school-api/SaigAdmin/getFTPLog/222222');
      expect(log.body.map((l: { message: string }) => l.message)).toEqual(
        expect.arrayContaining([
          'notes.txt: not a SAIG file name (message class such as IDSA27OP expected); left in the mailbox',
          expect.stringMatching(/^IDSA27OP.20270115: received \(19 bytes, IDSA27OP\)$/),
        ]),
      );
    });

    it('the scheduled job polls every school with a mailbox', async () => {
      writeFileSync(path.join(saigDir, '222222', 'IDAP27OP.20270116'), 'REQUESTED ISIR\n');
      const jobId = await s().services.ctx.jobs.enqueue('saig.poll', {});
      await s().services.ctx.jobs.drain();
      const job = await s().services.ctx.jobs.get(jobId);
      expect(job).toMatchObject({ status: 'DONE' });
      const list = await call('manager', 'GET', '/school-api/edMessage');
      expect(list.body.map((m: { messageClass: string }) => m.messageClass)).toEqual([
        'IDAP27OP',
        'IDSA27OP',
      ]);
    });

    it('imports a received ISIR file: edFileStatus 1, its students appear; a broken file is refused and changes nothing', async () => {
      const records = recordLines(sample('2026-27/applications_2627_12082025.txt')).slice(0, 3);
      writeFileSync(path.join(saigDir, '222222', 'IDSA27OP.20270120'), records.join('\r\n') + '\r\n');
      writeFileSync(path.join(saigDir, '222222', 'IDSA27OP.20270121'), 'this is not an ISIR record\r\n');
      expect((await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes')).body.received).toBe(2);
      const list = (await call('manager', 'GET', '/school-api/edMessage')).body as {
        id: number;
        uniqueFileName: string;
      }[];
      const good = list.find((m) => m.uniqueFileName === 'IDSA27OP.20270120')!;
      const broken = list.find((m) => m.uniqueFileName === 'IDSA27OP.20270121')!;
      const students = async () =>
        (
          await readRows(
            s().db,
            { n: dbNumber },
            "SELECT count(*)::int AS n FROM student WHERE school_code = '222222'",
          )
        )[0]!.n;
      const before = await students();
      expect(
        (await call('member', 'PATCH', `/school-api/edMessage/${good.id}`, { edFileStatus: 1 })).status,
      ).toBe(403); // needs UPLOAD_ISIR
      const res = await call('admin', 'PATCH', `/school-api/edMessage/${good.id}`, { edFileStatus: 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ edFileStatus: 1, message: 'File Imported Successfully' });
      expect(await students()).toBe(before + 3);
      const again = await call('admin', 'PATCH', `/school-api/edMessage/${good.id}`, { edFileStatus: 1 });
      expect(again.body.message).toBe('IDSA27OP.20270120 is already imported');
      const bad = await call('admin', 'PATCH', `/school-api/edMessage/${broken.id}`, { edFileStatus: 1 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^IDSA27OP.20270121 could not be imported: /);
      expect(await students()).toBe(before + 3);
      const after = (await call('manager', 'GET', '/school-api/edMessage')).body as {
        uniqueFileName: string;
        edFileStatus: number;
        importedAt: string | null;
      }[];
      expect(after.find((m) => m.uniqueFileName === 'IDSA27OP.20270120')).toMatchObject({
        edFileStatus: 1,
        importedAt: expect.any(String),
      });
      expect(after.find((m) => m.uniqueFileName === 'IDSA27OP.20270121')).toMatchObject({ edFileStatus: 2 });
    });

    it('a mailbox without TG number or folder reports the connection message', async () => {
      mkdirSync(saigDir, { recursive: true });
      const other = (await s().signIn('superadmin@aidverify.test', { schoolCode: '333333' })).accessToken;
      const res = await s().call('POST', '/school-api/saigAdmin/pollMailboxes', { token: other });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.',
      );
    });
  });
});
