import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';
import { dbNumber, readRows, z } from '@aidverify/services/test/rows';

const TITLE_IV = `query T($state: String!, $city: String) {
  titleIvStates { stateAbbreviation schoolCount }
  titleIvCities(stateAbbreviation: $state) { city schoolCount }
  titleIvSchools(stateAbbreviation: $state, city: $city) { schoolCode opeid schoolName city }
}`;
const POVERTY = `query P($aidYear: Int!) { povertyLevels(aidYear: $aidYear) { guidelineYear regions { region levels { householdSize amount } } } }`;
const ADD = `mutation A($input: NotificationInput!) { addNotification(input: $input) { ok message error { message inputErrors { path message } } notification { id title installationWide startDate } } }`;
const CURRENT = `{ currentNotifications { title body severity } }`;
const TEMPLATES = `{ messageTemplates { defaultId code channel subject isSchoolOverride placeholders } }`;
const SAVE = `mutation S($id: Int!, $subject: String!, $body: String!) { saveMessageTemplate(defaultId: $id, subject: $subject, body: $body) { ok message error { message inputErrors { path message } } template { subject isSchoolOverride } } }`;

forEachBackend((backend) => {
  describe('back-office reference data and notifications through the gateway', () => {
    const s = useStack(backend);
    let admin: BrowserSession;
    let verifier: BrowserSession;
    let student: BrowserSession;
    beforeAll(async () => {
      admin = await s().signIn('admin@aidverify.test');
      verifier = await s().signIn('verifier@aidverify.test');
      student = await s().signIn('student@aidverify.test');
    });

    it('every new field refuses a caller without its access (anonymous, student, role without the permission)', async () => {
      const cases: (readonly [string, 'anon' | 'student' | 'verifier' | 'admin', string])[] = [
        ['{ currentNotifications { id } }', 'anon', 'UNAUTHENTICATED'],
        ['{ basAmounts { id } }', 'student', 'FORBIDDEN'],
        ['{ averageSignupToVerified(aidYear: 2027) { students } }', 'student', 'FORBIDDEN'],
        ['{ averageReviewToVerified(aidYear: 2027) { students } }', 'anon', 'UNAUTHENTICATED'],
        ['{ notifications { id } }', 'verifier', 'FORBIDDEN'],
        [
          'mutation { updateNotification(id: 1, input: { isActive: false }) { ok } }',
          'verifier',
          'FORBIDDEN',
        ],
        ['mutation { resetMessageTemplate(defaultId: 1) { ok } }', 'verifier', 'FORBIDDEN'],
        ['{ installationMessageTemplates { id } }', 'admin', 'FORBIDDEN'],
        [
          'mutation { saveInstallationMessageTemplate(defaultId: 1, subject: "x", body: "{{code}}") { ok } }',
          'admin',
          'FORBIDDEN',
        ],
        ['{ isirEnumCodes(aidYear: 2027) { id } }', 'admin', 'FORBIDDEN'],
        // The last fields of issue 27: the back-office's to a school admin and a student; the layout's fields
        // to a verifier (no ISIR_VIEW_SETTINGS_VIEW) and a student.
        ...[
          '{ defaultHolidays { id } }',
          'mutation { addDefaultHoliday(input: { name: "x", holidayDate: "2031-01-01" }) { ok } }',
          'mutation { updateDefaultHoliday(id: 1, input: { name: "x", holidayDate: "2031-01-01" }) { ok } }',
          'mutation { deleteDefaultHoliday(id: 1) { ok } }',
          'mutation { updateMasterUserProfile(id: 1, input: { firstName: "x" }) { ok } }',
          'mutation { updateMasterSchool(id: 1, input: { name: "x" }) { ok } }',
          '{ isirRecordLayout(id: 1) { id } }',
          '{ allIsirEnumCodes { id } }',
        ].flatMap((q) => [[q, 'admin', 'FORBIDDEN'] as const, [q, 'student', 'FORBIDDEN'] as const]),
        ['{ isirElements(aidYear: 2027, includeSuppressed: true) { id } }', 'verifier', 'FORBIDDEN'],
        ['{ isirElements(aidYear: 2027, includeSuppressed: true) { id } }', 'student', 'FORBIDDEN'],
      ];
      const who = { student, verifier, admin } as Record<string, BrowserSession>;
      for (const [query, caller, code] of cases) {
        const answer = caller === 'anon' ? await s().graphql(query) : await who[caller]!.graphql(query);
        expect(answer.errors?.[0]?.extensions?.code, `${caller}: ${query}`).toBe(code);
      }
    });

    it('looks up Title IV schools by state and city; a null city lists every city; students are refused', async () => {
      const ok = await admin.graphql(TITLE_IV, { state: 'CA', city: 'Los Angeles' });
      expect(ok.errors).toBeUndefined();
      expect(ok.data.titleIvCities).toContainEqual({ city: 'Los Angeles', schoolCount: 2 });
      expect(ok.data.titleIvSchools.map((r: { schoolName: string }) => r.schoolName)).toEqual([
        'University of California-Los Angeles',
        'University of Southern California',
      ]);
      const everyCity = await admin.graphql(TITLE_IV, { state: 'CA', city: '' });
      expect(everyCity.data.titleIvSchools.length).toBe(7);
      const refused = await student.graphql(TITLE_IV, { state: 'CA' });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('shows the installed ISIR layouts and enumeration codes to the back-office only', async () => {
      const superadmin = await s().signIn('superadmin@aidverify.test');
      const q = `{ isirRecordLayouts { aidYear recordLength elementCount } }`;
      const layouts = (await superadmin.graphql(q)).data.isirRecordLayouts;
      expect(layouts.length).toBeGreaterThan(0);
      expect(layouts[0].elementCount).toBeGreaterThan(100);
      const codes = await superadmin.graphql(
        `query E($y: Int!) { isirEnumCodes(aidYear: $y) { name code } }`,
        { y: layouts[0].aidYear },
      );
      expect(codes.errors).toBeUndefined();
      expect((await admin.graphql(q)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('shows the poverty levels of an aid year, null for a year with none, and only with POVERTY_LEVELS_VIEW', async () => {
      const res = await admin.graphql(POVERTY, { aidYear: 2027 });
      expect(res.data.povertyLevels.guidelineYear).toBe(2025);
      expect(res.data.povertyLevels.regions[0].levels[0]).toEqual({ householdSize: 1, amount: 15650 });
      expect((await admin.graphql(POVERTY, { aidYear: 2050 })).data.povertyLevels).toBeNull();
      expect((await verifier.graphql(POVERTY, { aidYear: 2027 })).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    });

    it('an announcement for students reaches the student and not staff; bad dates come back as a fixable error', async () => {
      // The school's date (its time zone, the installation's America/New_York here), as announcements are read.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
      // No start date, as the form sends it by default: it starts on the school's today, not the UTC date.
      const added = await admin.graphql(ADD, {
        input: {
          title: 'Documents due',
          body: 'Send your tax transcript by Friday.',
          audience: 'STUDENTS',
        },
      });
      expect(added.data.addNotification).toMatchObject({
        ok: true,
        message: 'Successful Add',
        notification: { title: 'Documents due', installationWide: false, startDate: today },
      });
      expect((await student.graphql(CURRENT)).data.currentNotifications).toContainEqual({
        title: 'Documents due',
        body: 'Send your tax transcript by Friday.',
        severity: 'INFO',
      });
      expect(
        (await verifier.graphql(CURRENT)).data.currentNotifications.map((n: { title: string }) => n.title),
      ).not.toContain('Documents due');
      const bad = await admin.graphql(ADD, {
        input: { title: 'x', body: 'y', audience: 'ALL', startDate: '2026-03-02', endDate: '2026-03-01' },
      });
      expect(bad.data.addNotification).toMatchObject({
        ok: false,
        error: { message: 'The end date is before the start date', inputErrors: [{ path: 'endDate' }] },
      });
      const denied = await verifier.graphql(ADD, {
        input: { title: 'x', body: 'y', audience: 'ALL', startDate: today },
      });
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const everywhere = await admin.graphql(ADD, {
        input: { title: 'x', body: 'y', audience: 'ALL', startDate: today, installationWide: true },
      });
      expect(everywhere.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("edits the school's wording of a message; a body without the code is refused with the reason", async () => {
      const list = (await admin.graphql(TEMPLATES)).data.messageTemplates;
      const sms = list.find((t: { channel: string }) => t.channel === 'SMS');
      expect(sms).toMatchObject({
        code: 'MFA_CODE',
        isSchoolOverride: false,
        placeholders: ['code', 'minutes', 'schoolName'],
      });
      const bad = await admin.graphql(SAVE, { id: sms.defaultId, subject: 'Code', body: 'Hello' });
      expect(bad.data.saveMessageTemplate).toMatchObject({
        ok: false,
        error: { message: 'The message must contain {{code}}' },
      });
      const ok = await admin.graphql(SAVE, {
        id: sms.defaultId,
        subject: 'Code',
        body: '{{schoolName}}: {{code}}',
      });
      expect(ok.data.saveMessageTemplate).toMatchObject({
        ok: true,
        message: 'Successful Update',
        template: { subject: 'Code', isSchoolOverride: true },
      });
      expect((await verifier.graphql(TEMPLATES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("lists each master user profile's newest change (a deletion: active true → false) to the back-office only", async () => {
      const superadmin = await s().signIn('superadmin@aidverify.test');
      const added = await superadmin.graphql(
        `mutation A($input: NewMasterUserProfileInput!) { addMasterUserProfile(input: $input) { ok profile { id } } }`,
        {
          input: {
            email: 'history.check@aidverify.test',
            firstName: 'Harper',
            lastName: 'History',
            schoolCode: '222222',
            role: 'Verifier',
          },
        },
      );
      const id = added.data.addMasterUserProfile.profile.id as number;
      const deleted = await superadmin.graphql(
        `mutation D($id: Int!) { deleteMasterUserProfile(id: $id) { ok } }`,
        {
          id,
        },
      );
      expect(deleted.data.deleteMasterUserProfile.ok).toBe(true);
      const HISTORY = `{ masterUserProfileHistory { masterUserProfileId field oldValue newValue changedBy changedAt } }`;
      const history = await superadmin.graphql(HISTORY);
      expect(history.errors).toBeUndefined();
      const change = history.data.masterUserProfileHistory.find(
        (c: { masterUserProfileId: number }) => c.masterUserProfileId === id,
      );
      expect(change).toMatchObject({ field: 'active', oldValue: 'true', newValue: 'false' });
      expect(change.changedBy).toBeTruthy();
      expect((await admin.graphql(HISTORY)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("edits the installation's default holidays, which schools then copy; a second holiday on a date is refused", async () => {
      const superadmin = await s().signIn('superadmin@aidverify.test');
      const db = s().services.ctx.db;
      const HOLIDAY =
        'ok message error { message inputErrors { path } } holiday { id name holidayDate } deletedId';
      const added = await superadmin.graphql(
        `mutation { addDefaultHoliday(input: { name: "Founders Day", holidayDate: "2032-04-12" }) { ${HOLIDAY} } }`,
      );
      const holiday = added.data.addDefaultHoliday.holiday;
      expect(added.data.addDefaultHoliday).toMatchObject({ ok: true, message: 'Holiday Added' });
      const listed = (await superadmin.graphql('{ defaultHolidays { id name holidayDate } }')).data
        .defaultHolidays;
      const [defaults] = await readRows(
        db,
        { n: dbNumber },
        'SELECT count(*)::int AS n FROM holiday WHERE school_code IS NULL',
      );
      expect(listed).toHaveLength(defaults!.n);
      expect(listed).toContainEqual({ id: holiday.id, name: 'Founders Day', holidayDate: '2032-04-12' });
      // Not one of the school's own until copied.
      const school = (await superadmin.graphql('{ holidays { id } }')).data.holidays;
      expect(school.map((h: { id: number }) => h.id)).not.toContain(holiday.id);

      const changed = await superadmin.graphql(
        `mutation ($id: Int!) { updateDefaultHoliday(id: $id, input: { name: "Founders' Day", holidayDate: "2032-04-13" }) { ${HOLIDAY} } }`,
        { id: holiday.id },
      );
      expect(changed.data.updateDefaultHoliday).toMatchObject({
        ok: true,
        holiday: { id: holiday.id, name: "Founders' Day", holidayDate: '2032-04-13' },
      });
      const clash = await superadmin.graphql(
        `mutation { addDefaultHoliday(input: { name: "Twice", holidayDate: "2032-04-13" }) { ${HOLIDAY} } }`,
      );
      expect(clash.data.addDefaultHoliday).toMatchObject({
        ok: false,
        error: {
          message: 'There is already a holiday on 2032-04-13',
          inputErrors: [{ path: 'holidayDate' }],
        },
      });

      const copied = await superadmin.graphql('mutation { copyDefaultHolidays(year: 2032) { ok } }');
      expect(copied.data.copyDefaultHolidays.ok).toBe(true);
      const deleted = await superadmin.graphql(
        `mutation ($id: Int!) { deleteDefaultHoliday(id: $id) { ${HOLIDAY} } }`,
        { id: holiday.id },
      );
      expect(deleted.data.deleteDefaultHoliday).toMatchObject({ ok: true, deletedId: holiday.id });
      const after = await readRows(
        db,
        { school_code: z.string().nullable() },
        "SELECT school_code FROM holiday WHERE name = 'Founders'' Day'",
      );
      // The school's copy stays; the default is gone.
      expect(after).toEqual([{ school_code: '222222' }]);
    });

    it("changes a staff person's names and schools, and a school's names; a default school they do not work at is refused", async () => {
      const superadmin = await s().signIn('superadmin@aidverify.test');
      const db = s().services.ctx.db;
      const added = await superadmin.graphql(
        `mutation A($input: NewMasterUserProfileInput!) { addMasterUserProfile(input: $input) { profile { id } } }`,
        {
          input: {
            email: 'profile.edit@aidverify.test',
            firstName: 'Pat',
            lastName: 'Edit',
            schoolCode: '222222',
            role: 'Verifier',
          },
        },
      );
      const id = added.data.addMasterUserProfile.profile.id as number;
      const [other] = await readRows(
        db,
        { school_code: z.string() },
        "SELECT school_code FROM school WHERE school_code <> '222222' ORDER BY school_code LIMIT 1",
      );
      const UPDATE = `mutation U($id: Int!, $input: MasterUserProfileInput!) { updateMasterUserProfile(id: $id, input: $input) {
        ok error { message inputErrors { path } } profile { id firstName lastName phone defaultSchoolCode } schools { schoolCode role } } }`;
      const changed = await superadmin.graphql(UPDATE, {
        id,
        input: {
          firstName: 'Patricia',
          phone: '555-010-2000',
          schools: [
            { schoolCode: '222222', role: 'Reviewer' },
            { schoolCode: other!.school_code, role: 'Verifier' },
          ],
        },
      });
      expect(changed.data.updateMasterUserProfile).toMatchObject({
        ok: true,
        profile: {
          id,
          firstName: 'Patricia',
          lastName: 'Edit',
          phone: '555-010-2000',
          defaultSchoolCode: '222222',
        },
      });
      const roles = await readRows(
        db,
        { school_code: z.string(), name: z.string() },
        `SELECT r.school_code, ro.name FROM staff_school_role r JOIN role ro ON ro.id = r.role_id
          WHERE r.staff_user_id = $1 ORDER BY r.school_code`,
        [id],
      );
      expect(
        [...changed.data.updateMasterUserProfile.schools]
          .map((x: { schoolCode: string; role: string }) => `${x.schoolCode}:${x.role}`)
          .sort(),
      ).toEqual(roles.map((r) => `${r.school_code}:${r.name}`).sort());
      expect(roles).toHaveLength(2);
      // A null phone removes the number; an absent one would have kept it.
      const noPhone = await superadmin.graphql(UPDATE, { id, input: { phone: null } });
      expect(noPhone.data.updateMasterUserProfile.profile.phone).toBeNull();
      const refused = await superadmin.graphql(UPDATE, {
        id,
        input: { schools: [{ schoolCode: other!.school_code, role: 'Verifier' }] },
      });
      expect(refused.data.updateMasterUserProfile).toMatchObject({
        ok: false,
        error: { inputErrors: [{ path: 'defaultSchoolCode' }] },
      });

      const SCHOOL = `mutation S($id: Int!, $input: MasterSchoolInput!) { updateMasterSchool(id: $id, input: $input) {
        ok error { message inputErrors { path } } school { id schoolCode schoolName name staffCount } } }`;
      const [school] = await readRows(
        db,
        { id: dbNumber, school_name: z.string(), name: z.string(), staff: dbNumber },
        `SELECT s.id, s.school_name, s.name, (SELECT count(*)::int FROM staff_school_role r WHERE r.school_code = s.school_code) AS staff
           FROM school s WHERE s.school_code = $1`,
        [other!.school_code],
      );
      const renamed = await superadmin.graphql(SCHOOL, {
        id: school!.id,
        input: { schoolName: 'Renamed College', name: 'Renamed' },
      });
      expect(renamed.data.updateMasterSchool).toMatchObject({
        ok: true,
        school: {
          id: school!.id,
          schoolCode: other!.school_code,
          schoolName: 'Renamed College',
          name: 'Renamed',
          staffCount: school!.staff,
        },
      });
      const badYear = await superadmin.graphql(SCHOOL, { id: school!.id, input: { defaultAidYear: 2090 } });
      expect(badYear.data.updateMasterSchool).toMatchObject({
        ok: false,
        error: { inputErrors: [{ path: 'defaultAidYear' }] },
      });
      await superadmin.graphql(SCHOOL, {
        id: school!.id,
        input: { schoolName: school!.school_name, name: school!.name },
      });
    });

    it('reads one ISIR layout, every enumeration code, and a layout with its suppressed fields', async () => {
      const superadmin = await s().signIn('superadmin@aidverify.test');
      const db = s().services.ctx.db;
      const LAYOUT = 'id aidYear edYearCode variant name recordLength source elementCount';
      const layouts = (await superadmin.graphql(`{ isirRecordLayouts { ${LAYOUT} } }`)).data
        .isirRecordLayouts;
      const one = await superadmin.graphql(`query ($id: Int!) { isirRecordLayout(id: $id) { ${LAYOUT} } }`, {
        id: layouts[0].id,
      });
      expect(one.data.isirRecordLayout).toEqual(layouts[0]);
      const missing = await superadmin.graphql('{ isirRecordLayout(id: 999999) { id } }');
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      const codes = (await superadmin.graphql('{ allIsirEnumCodes { id aidYear layoutId } }')).data
        .allIsirEnumCodes;
      const perLayout = await readRows(
        db,
        { id: dbNumber, aid_year: dbNumber, n: dbNumber },
        `SELECT i.id, i.aid_year, count(*)::int AS n FROM isir_enum_info n JOIN isir_record_info i ON i.id = n.isir_record_info_id
          GROUP BY i.id, i.aid_year ORDER BY i.id`,
      );
      const counted = new Map<string, number>();
      for (const c of codes as { aidYear: number; layoutId: number }[])
        counted.set(`${c.layoutId}:${c.aidYear}`, (counted.get(`${c.layoutId}:${c.aidYear}`) ?? 0) + 1);
      expect(Object.fromEntries(counted)).toEqual(
        Object.fromEntries(perLayout.map((l) => [`${l.id}:${l.aid_year}`, l.n])),
      );

      const ELEMENTS = `query ($all: Boolean) { isirElements(aidYear: 2027, includeSuppressed: $all) { attributeName suppressed } }`;
      const shown = (await admin.graphql(ELEMENTS, { all: false })).data.isirElements;
      const every = (await admin.graphql(ELEMENTS, { all: true })).data.isirElements;
      // The layout the services pick for a year indicator: the newest year's revised variant when it has one.
      const [layout] = await readRows(
        db,
        { total: dbNumber, suppressed: dbNumber },
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE e.suppressed)::int AS suppressed
           FROM isir_record_element_info e WHERE e.isir_record_info_id = (
             SELECT id FROM isir_record_info WHERE aid_year = 2027 ORDER BY (selector_value IS NULL), variant LIMIT 1)`,
      );
      expect(layout!.suppressed).toBeGreaterThan(0);
      expect(every).toHaveLength(layout!.total);
      expect(every.filter((e: { suppressed: boolean }) => e.suppressed)).toHaveLength(layout!.suppressed);
      expect(shown).toHaveLength(layout!.total - layout!.suppressed);
    });
  });
});
