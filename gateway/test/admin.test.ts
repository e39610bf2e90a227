import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';
import { schoolDay } from '@aidverify/services/test/school-day';

const ADD_SCHOOL = `mutation Add($input: NewSchoolInput!) { addSchool(input: $input) { ok message schoolCode error { message inputErrors { path message } } } }`;
const MATRIX = `{ permissionMatrix { roles { id name } categories { name permissions { id code isSchoolControlled } children { name permissions { id code } } } links { roleID permissionID } } }`;
const GRANT = `mutation G($links: [RolePermissionInput!]!) { grantPermissions(links: $links) { ok message changed error { message } } }`;
const REVOKE = `mutation R($links: [RolePermissionInput!]!) { revokePermissions(links: $links) { ok message changed error { message } } }`;
const VIEWER = `{ viewer { permissions } }`;
const SET_SENDER = `mutation S($input: SchoolProfileInput!) { updateSchoolProfile(input: $input) { ok error { message inputErrors { path message } } school { schoolCode mailSenderName mailReplyTo } } }`;
const SENDER = `{ currentSchool { schoolCode mailSenderName mailReplyTo } }`;

forEachBackend((backend) => {
  describe('administration through the gateway', () => {
    const s = useStack(backend);
    let superadmin: BrowserSession;
    let admin: BrowserSession;
    let member: BrowserSession;
    beforeAll(async () => {
      superadmin = await s().signIn('superadmin@aidverify.test');
      admin = await s().signIn('admin@aidverify.test');
      member = await s().signIn('member@aidverify.test');
    });

    it('adds a school from a template, or says what is wrong with the input', async () => {
      const input = {
        schoolCode: 'GWT001',
        templateSchoolCode: '222222',
        schoolName: 'Gateway Test College',
        initialAidYear: 2027,
        schoolPURL: 'gwtest',
      };
      const ok = await superadmin.graphql(ADD_SCHOOL, { input });
      expect(ok.data.addSchool).toMatchObject({
        ok: true,
        message: 'School has been added!',
        schoolCode: 'GWT001',
      });
      const dup = await superadmin.graphql(ADD_SCHOOL, { input: { ...input, schoolPURL: 'other' } });
      expect(dup.data.addSchool).toMatchObject({
        ok: false,
        error: {
          message: 'School code GWT001 is already in use',
          inputErrors: [{ path: 'schoolCode', message: 'is already in use' }],
        },
      });
      const bad = await superadmin.graphql(ADD_SCHOOL, {
        input: { ...input, schoolCode: 'GWT002', schoolPURL: 'Not A Purl' },
      });
      expect(bad.data.addSchool.ok).toBe(false);
      expect(bad.data.addSchool.error.inputErrors[0].path).toBe('schoolPURL');
      const refused = await admin.graphql(ADD_SCHOOL, { input: { ...input, schoolCode: 'GWT003' } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("a permission granted to a role shows in its members' permissions (after the cache), and can be revoked", async () => {
      const matrix = (await admin.graphql(MATRIX)).data.permissionMatrix;
      const memberRole = matrix.roles.find((r: { name: string }) => r.name === 'Member');
      const settings = matrix.categories
        .find((c: { name: string }) => c.name === 'School')
        .children.find((c: { name: string }) => c.name === 'Settings');
      const holidays = settings.permissions.find((p: { code: string }) => p.code === 'HOLIDAYS_VIEW');
      const link = { roleID: memberRole.id, permissionID: holidays.id };
      const granted = await admin.graphql(GRANT, { links: [link] });
      expect(granted.data.grantPermissions).toEqual({
        ok: true,
        message: 'Permissions were updated successfully',
        changed: 1,
        error: null,
      });
      // A new session reads its permissions afresh.
      const fresh = await s().signIn('member@aidverify.test');
      expect((await fresh.graphql(VIEWER)).data.viewer.permissions).toContain('HOLIDAYS_VIEW');
      expect((await fresh.graphql('{ holidays { id } }')).errors).toBeUndefined();
      const revoked = await admin.graphql(REVOKE, { links: [link] });
      expect(revoked.data.revokePermissions.changed).toBe(1);
      const wide = await admin.graphql(GRANT, {
        links: [
          {
            roleID: memberRole.id,
            permissionID: matrix.categories
              .flatMap((c: { permissions: { id: number; code: string }[] }) => c.permissions)
              .find((p: { code: string }) => p.code === 'CROSS_SCHOOL_SEARCH').id,
          },
        ],
      });
      expect(wide.data.grantPermissions).toMatchObject({
        ok: false,
        error: {
          message: 'CROSS_SCHOOL_SEARCH is not school-controlled; only a SuperAdmin changes who has it',
        },
      });
      expect((await member.graphql(MATRIX)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("the school's e-mail sender: set by its administrator, read back, refused to a member and when malformed", async () => {
      const refused = await member.graphql(SET_SENDER, { input: { mailSenderName: 'Someone Else' } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const bad = await admin.graphql(SET_SENDER, { input: { mailReplyTo: 'the office' } });
      expect(bad.data.updateSchoolProfile).toMatchObject({
        ok: false,
        error: { inputErrors: [{ path: 'mailReplyTo', message: 'is not an e-mail address' }] },
      });
      const saved = await admin.graphql(SET_SENDER, {
        input: { mailSenderName: 'Test U Financial Aid', mailReplyTo: 'finaid@testu.edu' },
      });
      expect(saved.data.updateSchoolProfile).toMatchObject({
        ok: true,
        school: {
          schoolCode: '222222',
          mailSenderName: 'Test U Financial Aid',
          mailReplyTo: 'finaid@testu.edu',
        },
      });
      expect((await member.graphql(SENDER)).data.currentSchool).toEqual({
        schoolCode: '222222',
        mailSenderName: 'Test U Financial Aid',
        mailReplyTo: 'finaid@testu.edu',
      });
      // Emptied: the school's name and the installation's reply-to again.
      const cleared = await admin.graphql(SET_SENDER, { input: { mailSenderName: '', mailReplyTo: '' } });
      expect(cleared.data.updateSchoolProfile.school).toMatchObject({
        mailSenderName: null,
        mailReplyTo: null,
      });
    });

    it('mailbox settings: the TG number, the password (never returned), a wrong old password', async () => {
      const tg = await admin.graphql(
        `mutation { setSaigTgNumber(tgNumber: "TG11111") { ok message settings { tgNumber hasPassword } } }`,
      );
      expect(tg.data.setSaigTgNumber).toEqual({
        ok: true,
        message: 'Successfully updated mailbox settings.',
        settings: { tgNumber: 'TG11111', hasPassword: false },
      });
      const first = await admin.graphql(
        `mutation { setSaigPassword(newPassword: "Mailbox2027") { ok settings { hasPassword } } }`,
      );
      expect(first.data.setSaigPassword).toEqual({ ok: true, settings: { hasPassword: true } });
      const wrong = await admin.graphql(
        `mutation { setSaigPassword(oldPassword: "Wrong12345", newPassword: "Other2027x") { ok error { message inputErrors { path } } } }`,
      );
      expect(wrong.data.setSaigPassword).toEqual({
        ok: false,
        error: {
          message: 'The old mailbox password is wrong; nothing was changed',
          inputErrors: [{ path: 'oldPassword' }],
        },
      });
      const weak = await admin.graphql(
        `mutation { setSaigPassword(oldPassword: "Mailbox2027", newPassword: "short") { ok error { inputErrors { path message } } } }`,
      );
      expect(weak.data.setSaigPassword.error.inputErrors).toEqual([
        { path: 'newPassword', message: 'must be at least 8 characters' },
        { path: 'newPassword', message: 'must contain a digit' },
      ]);
      const poll = await admin.graphql(
        `mutation { pollSaigMailbox { ok message received error { message } } }`,
      );
      expect(poll.data.pollSaigMailbox).toMatchObject({
        ok: false,
        error: {
          message: 'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.',
        },
      });
    });

    it('holidays and the school audit by date range', async () => {
      const add = await admin.graphql(
        `mutation { addHoliday(input: { name: "Founders Day", holidayDate: "2027-04-01" }) { ok message holiday { id name holidayDate } } }`,
      );
      expect(add.data.addHoliday).toMatchObject({
        ok: true,
        message: 'Holiday Added',
        holiday: { name: 'Founders Day', holidayDate: '2027-04-01' },
      });
      const dup = await admin.graphql(
        `mutation { addHoliday(input: { name: "Again", holidayDate: "2027-04-01" }) { ok error { message } } }`,
      );
      expect(dup.data.addHoliday).toEqual({
        ok: false,
        error: { message: 'There is already a holiday on 2027-04-01' },
      });
      const today = schoolDay();
      const hist = await admin.graphql(
        `query H($d: String!) { schoolHistory(kind: ROLE_PERMISSION_LINK, from: $d, to: $d) { field oldValue newValue changedBy } }`,
        { d: today },
      );
      expect(hist.data.schoolHistory).toEqual([
        {
          field: 'Member:HOLIDAYS_VIEW',
          oldValue: 'granted',
          newValue: null,
          changedBy: 'admin@aidverify.test',
        },
        {
          field: 'Member:HOLIDAYS_VIEW',
          oldValue: null,
          newValue: 'granted',
          changedBy: 'admin@aidverify.test',
        },
      ]);
      const act = await admin.graphql(
        `query A($d: String!) { administrativeActivity(from: $d, to: $d) { action actor } }`,
        { d: today },
      );
      expect(act.data.administrativeActivity.map((a: { action: string }) => a.action)).toEqual(
        expect.arrayContaining(['HOLIDAY_ADDED', 'ROLE_PERMISSION_ADDED', 'SAIG_PASSWORD_SET']),
      );
    });

    it("the communication log shows what was sent to the school's students, subjects only", async () => {
      await s().signIn('student@aidverify.test');
      const today = schoolDay();
      const log = await admin.graphql(
        `query C($d: String!) { communicationLog(from: $d, to: $d) { channel recipient subject } }`,
        { d: today },
      );
      expect(log.data.communicationLog).toEqual(
        expect.arrayContaining([
          { channel: 'EMAIL', recipient: 'student@aidverify.test', subject: 'Your aidverify code' },
        ]),
      );
    });

    it('routes hidden on a host come from configuration', async () => {
      const add = await superadmin.graphql(
        `mutation { addInstallationConfigItem(name: "route.hiddenOnHosts:/adminRoleChangePage", value: "lb.example.net") { ok } }`,
      );
      expect(add.data.addInstallationConfigItem.ok).toBe(true);
      expect((await member.graphql(`{ hiddenRoutes(host: "lb.example.net") }`)).data.hiddenRoutes).toEqual([
        '/adminRoleChangePage',
      ]);
      expect((await member.graphql(`{ hiddenRoutes(host: "localhost") }`)).data.hiddenRoutes).toEqual([]);
    });

    it("the school's time zone: read and changed on the school profile; a new announcement starts on its today", async () => {
      const PROFILE = `mutation P($input: SchoolProfileInput!) { updateSchoolProfile(input: $input) { ok message error { message inputErrors { path message } } school { timeZone installationTimeZone } } }`;
      const ADD_NOTE = `mutation A($input: NotificationInput!) { addNotification(input: $input) { ok notification { startDate } } }`;
      const dateIn = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
      // A zone whose date is not the installation's at this hour (one of the two always is not).
      const zone = ['Etc/GMT-14', 'Etc/GMT+12'].find((tz) => dateIn(tz) !== dateIn('America/New_York'))!;
      expect((await admin.graphql(`{ currentSchool { timeZone installationTimeZone } }`)).data).toEqual({
        currentSchool: { timeZone: null, installationTimeZone: 'America/New_York' },
      });

      const refused = await member.graphql(PROFILE, { input: { timeZone: zone } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const bad = await admin.graphql(PROFILE, { input: { timeZone: 'Eastern' } });
      expect(bad.data.updateSchoolProfile).toMatchObject({
        ok: false,
        error: { inputErrors: [{ path: 'timeZone', message: 'is not an IANA time zone' }] },
      });

      const changed = await admin.graphql(PROFILE, { input: { timeZone: zone } });
      expect(changed.data.updateSchoolProfile).toMatchObject({
        ok: true,
        school: { timeZone: zone, installationTimeZone: 'America/New_York' },
      });
      // No start date: the announcement starts on the school's today, now in its own zone.
      const note = await admin.graphql(ADD_NOTE, {
        input: { title: 'Zone', body: 'Today here', audience: 'ALL' },
      });
      expect(note.data.addNotification).toEqual({ ok: true, notification: { startDate: dateIn(zone) } });

      const reset = await admin.graphql(PROFILE, { input: { useInstallationTimeZone: true } });
      expect(reset.data.updateSchoolProfile.school.timeZone).toBeNull();
    });
  });
});
