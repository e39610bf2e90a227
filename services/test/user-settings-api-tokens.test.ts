import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { forEachBackend, useServices } from './harness.js';
import { schoolDay } from './school-day.js';
import { readRows, z } from './rows.js';

forEachBackend((backend) => {
  describe('/userSettings and API tokens', () => {
    const s = useServices(backend);
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const who of ['admin', 'manager', 'verifier', 'superadmin', 'member', 'student']) {
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      }
    });
    const call = (who: string, method: string, path: string, body?: unknown) =>
      s().call(method, path, { token: t[who] ?? who, body });
    const newToken = (over: Record<string, unknown> = {}) => ({
      name: 'Nightly worklist export',
      schoolCode: '222222',
      role: 'ReadOnly',
      readOnly: true,
      expiresInDays: 30,
      ...over,
    });

    it("shows and changes the staff member's own settings; the default aid year becomes the sign-in aid year", async () => {
      const mine = await call('superadmin', 'GET', '/api/userSettings');
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({
        email: 'superadmin@aidverify.test',
        mfaOption: 'EMAIL',
        defaultSchoolCode: '222222',
      });
      expect(mine.body.schools.map((x: { schoolCode: string }) => x.schoolCode).sort()).toEqual([
        '222222',
        '333333',
      ]);
      const year = mine.body.schools
        .find((x: { schoolCode: string }) => x.schoolCode === '222222')
        .aidYears.at(-1);
      const saved = await call('superadmin', 'PATCH', '/api/userSettings', {
        firstName: 'Sam',
        lastName: 'Super',
        phone: '(555) 010-1234',
        defaultSchoolCode: '222222',
        defaultAidYear: year,
        mfaOption: 'SMS',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({
        firstName: 'Sam',
        phone: '(555) 010-1234',
        defaultAidYear: year,
        mfaOption: 'SMS',
      });
      const login = await call('superadmin', 'GET', '/api/auth/getUserDataForLogin/');
      expect(login.body.aidYear).toBe(year);
      // Sign-in now offers the text message first.
      const cred = await s().post('/api/auth/verifyCredentials', {
        Username: 'superadmin@aidverify.test',
        Password: 'Verify-2027!',
      });
      expect(cred.body.preferredMessageType).toBe('SMS');
    });

    it('refuses bad settings with a message naming the field, and changes nothing', async () => {
      const before = (await call('admin', 'GET', '/api/userSettings')).body;
      const base = {
        firstName: 'A',
        lastName: 'B',
        phone: null,
        defaultSchoolCode: '222222',
        defaultAidYear: null,
        mfaOption: 'EMAIL',
      };
      const sms = await call('admin', 'PATCH', '/api/userSettings', { ...base, mfaOption: 'SMS' });
      expect(sms.status).toBe(400);
      expect(sms.body.inputErrors).toEqual([
        { path: 'phone', message: 'enter a mobile number to receive codes by text' },
      ]);
      const school = await call('admin', 'PATCH', '/api/userSettings', {
        ...base,
        defaultSchoolCode: '333333',
      });
      expect(school.body).toMatchObject({
        message: 'You do not belong to school 333333',
        inputErrors: [{ path: 'defaultSchoolCode' }],
      });
      const year = await call('admin', 'PATCH', '/api/userSettings', { ...base, defaultAidYear: 2001 });
      expect(year.body.inputErrors[0].path).toBe('defaultAidYear');
      const empty = await call('admin', 'PATCH', '/api/userSettings', { ...base, firstName: ' ' });
      expect(empty.body.inputErrors).toEqual([{ path: 'firstName', message: 'enter your first name' }]);
      expect((await call('admin', 'GET', '/api/userSettings')).body).toEqual(before);
    });

    it('refuses the settings to students and to a role without USER_SETTINGS_VIEW', async () => {
      expect((await call('student', 'GET', '/api/userSettings')).status).toBe(403);
      expect((await call('student', 'GET', '/api/apiToken')).status).toBe(403);
      await s().db.query(`INSERT INTO role (name) VALUES ('Auditor') ON CONFLICT DO NOTHING`);
      await s().db.query(`UPDATE staff_school_role SET role_id = (SELECT id FROM role WHERE name = 'Auditor')
                           WHERE staff_user_id = (SELECT id FROM staff_user WHERE email = 'member@aidverify.test')`);
      const res = await call('member', 'GET', '/api/userSettings');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Your role (Auditor) lacks the permission USER_SETTINGS_VIEW');
    });

    it('makes a token whose secret is shown once and stored hashed; the list never shows it', async () => {
      const made = await call('admin', 'POST', '/api/apiToken', newToken());
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect(made.body.secret).toMatch(/^avt_[A-Za-z0-9_-]{43}$/);
      expect(made.body.token).toMatchObject({
        name: 'Nightly worklist export',
        role: 'ReadOnly',
        readOnly: true,
        status: 'ACTIVE',
        hint: made.body.secret.slice(0, 8),
      });
      const [row] = await readRows(
        s().db,
        { secret_hash: z.string() },
        'SELECT secret_hash FROM api_token WHERE uuid = $1',
        [made.body.token.uuid],
      );
      expect(row!.secret_hash).toBe(createHash('sha256').update(made.body.secret).digest('hex'));
      const list = await call('admin', 'GET', '/api/apiToken');
      expect(JSON.stringify(list.body)).not.toContain(made.body.secret);
      expect(list.body[0]).toMatchObject({ uuid: made.body.token.uuid, status: 'ACTIVE' });
      const [created] = await readRows(
        s().db,
        { action: z.string() },
        `SELECT action FROM activity_log WHERE entity_id = $1`,
        [made.body.token.uuid],
      );
      expect(created!.action).toBe('API_TOKEN_CREATED');
    });

    it("refuses a stronger role, another person's school, more than a year, a missing name; and roles without API_TOKENS_MANAGE", async () => {
      const stronger = await call('manager', 'POST', '/api/apiToken', newToken({ role: 'Admin' }));
      expect(stronger.status).toBe(400);
      expect(stronger.body.inputErrors).toEqual([
        { path: 'role', message: 'is stronger than your own role (Manager)' },
      ]);
      const options = await call('manager', 'GET', '/api/apiToken/options');
      expect(options.body.schools[0].roles).toContain('ReadOnly');
      expect(options.body.schools[0].roles).not.toContain('Admin');
      const school = await call('admin', 'POST', '/api/apiToken', newToken({ schoolCode: '333333' }));
      expect(school.body.inputErrors).toEqual([
        { path: 'schoolCode', message: 'is not a school where you may manage API tokens' },
      ]);
      const long = await call('admin', 'POST', '/api/apiToken', newToken({ expiresInDays: 366 }));
      expect(long.body.inputErrors).toEqual([
        { path: 'expiresInDays', message: 'is at most 365 days (one year)' },
      ]);
      const unnamed = await call('admin', 'POST', '/api/apiToken', newToken({ name: '' }));
      expect(unnamed.body.inputErrors[0].path).toBe('name');
      expect((await call('verifier', 'POST', '/api/apiToken', newToken())).status).toBe(403);
      expect((await call('verifier', 'GET', '/api/apiToken')).status).toBe(403);
    });

    it("a token acts as its creator with the token's role, every use logged; read-only refuses changes but may search", async () => {
      const { secret, token } = (
        await call('admin', 'POST', '/api/apiToken', newToken({ name: 'Reader', role: 'Verifier' }))
      ).body;
      const page = await call(secret, 'GET', '/student-api/worklist/review/1/2027?pageSize=5', undefined);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const search = await s().call('POST', '/student-api/student/userSearch/false', {
        token: secret,
        body: { searchValue: 'Rivera' },
        headers: { 'x-graphql-operation': 'FindRivera' },
      });
      expect(search.status).toBe(200);
      const change = await call(secret, 'POST', '/student-api/MarkPostcardsSent', { studentIDs: [1] });
      expect(change.status).toBe(403);
      expect(change.body.message).toBe("The API token 'Reader' is read-only");
      // The ReadOnly role has no STUDENT_EDIT even on a read-write token: the token's role bounds it.
      const rw = (await call('admin', 'POST', '/api/apiToken', newToken({ name: 'Writer', readOnly: false })))
        .body.secret;
      const denied = await call(rw, 'POST', '/student-api/MarkPostcardsSent', { studentIDs: [1] });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toContain('lacks the permission STUDENT_EDIT');
      const uses = await readRows(
        s().db,
        {
          actor_name: z.string(),
          details: z.looseObject({
            token: z.string(),
            operation: z.string(),
            graphqlOperation: z.string().optional(),
          }),
        },
        `SELECT actor_name, details FROM activity_log WHERE action = 'API_TOKEN_USED' AND entity_id = (SELECT id::text FROM api_token WHERE uuid = $1) ORDER BY id`,
        [token.uuid],
      );
      expect(uses.map((u) => u.details.operation)).toEqual([
        'GET /student-api/worklist/:a/:b/:aidYear',
        'POST /student-api/student/userSearch/false',
        'POST /student-api/MarkPostcardsSent',
      ]);
      expect(uses[0]!.actor_name).toBe('admin@aidverify.test');
      expect(uses[1]!.details).toMatchObject({ token: 'Reader', graphqlOperation: 'FindRivera' });
      // Read by /AdministrativeActivity.
      const today = schoolDay();
      const activity = await call('admin', 'POST', '/school-api/AdministrativeActivity/search', {
        from: today,
        to: today,
        action: 'API_TOKEN_USED',
      });
      expect(activity.status).toBe(200);
      expect(activity.body.length).toBeGreaterThanOrEqual(3);
    });

    it('a token cannot make tokens or switch to a session; a revoked or expired token is refused at once', async () => {
      const { secret, token } = (
        await call(
          'admin',
          'POST',
          '/api/apiToken',
          newToken({ name: 'Short', readOnly: false, role: 'Admin' }),
        )
      ).body;
      expect((await call(secret, 'POST', '/api/apiToken', newToken())).status).toBe(403);
      expect(
        (await call(secret, 'POST', '/api/sso/updateToken/', { claim: 'SCHOOL_CODE', newValue: '222222' }))
          .status,
      ).toBe(403);
      expect((await call(secret, 'GET', '/api/apiToken/caller')).body).toMatchObject({
        schoolCode: '222222',
        role: 'Admin',
        apiToken: { name: 'Short', readOnly: false },
      });
      // Another staff member cannot revoke it.
      expect((await call('manager', 'DELETE', `/api/apiToken/${token.uuid}`)).status).toBe(404);
      const revoked = await call('admin', 'DELETE', `/api/apiToken/${token.uuid}`);
      expect(revoked.body).toMatchObject({ status: 'REVOKED' });
      const after = await call(secret, 'GET', '/api/apiToken/caller');
      expect(after).toMatchObject({ status: 401, body: { message: 'This API token was revoked' } });
      const other = (await call('admin', 'POST', '/api/apiToken', newToken({ name: 'Old' }))).body;
      await s().db.query(`UPDATE api_token SET expires_at = now() - interval '1 second' WHERE uuid = $1`, [
        other.token.uuid,
      ]);
      const expired = await call(other.secret, 'GET', '/api/apiToken/caller');
      expect(expired.status).toBe(401);
      expect(expired.body.message).toMatch(/^This API token expired on \d{4}-\d{2}-\d{2}$/);
      expect((await call('avt_notatoken', 'GET', '/api/apiToken/caller')).body.message).toBe(
        'This API token is not valid',
      );
    });
  });
});
