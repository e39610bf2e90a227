import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';
import { schoolDay } from '@aidverify/services/test/school-day';

const SETTINGS = `{ userSettings { firstName lastName email phone defaultSchoolCode defaultAidYear mfaOption schools { schoolCode aidYears } } }`;
const SAVE = `mutation Save($input: UserSettingsInput!) { saveUserSettings(input: $input) { ok error { message inputErrors { path message } } settings { firstName mfaOption } } }`;
const CREATE = `mutation Make($input: NewApiTokenInput!) { createApiToken(input: $input) { ok secret error { message inputErrors { path message } } token { uuid name status readOnly role } } }`;
const REVOKE = `mutation Revoke($uuid: ID!) { revokeApiToken(uuid: $uuid) { ok error { message } token { status } } }`;
const WORKLIST = `query ReviewPage { worklist(input: { worklist: REVIEW, aidYear: 2027, pageSize: 5 }) { total items { id firstName } } }`;
const newToken = (over: Record<string, unknown> = {}) => ({
  name: 'Worklist export',
  schoolCode: '222222',
  role: 'ReadOnly',
  readOnly: true,
  expiresInDays: 30,
  ...over,
});

forEachBackend((backend) => {
  describe('/userSettings and API tokens through the gateway', () => {
    const s = useStack(backend, { API_TOKEN_RATE_LIMIT: '5' });
    let admin: BrowserSession;
    let verifier: BrowserSession;
    let student: BrowserSession;
    beforeAll(async () => {
      admin = await s().signIn('admin@aidverify.test');
      verifier = await s().signIn('verifier@aidverify.test');
      student = await s().signIn('student@aidverify.test');
    });
    const asToken = (secret: string, query: string, variables?: Record<string, unknown>) =>
      s().graphql(query, variables, { token: secret });

    it('lists the schools a staff member may switch to, as their session knows them; students and strangers are refused', async () => {
      const SCHOOLS = `{ availableSchools { schoolCode schoolName role } viewer { schools { schoolCode schoolName role } } }`;
      const mine = await verifier.graphql(SCHOOLS);
      expect(mine.errors).toBeUndefined();
      expect(mine.data.availableSchools).toContainEqual({
        schoolCode: '222222',
        schoolName: 'Test University',
        role: 'Verifier',
      });
      expect(mine.data.availableSchools).toEqual(mine.data.viewer.schools);
      expect(
        (await student.graphql('{ availableSchools { schoolCode } }')).errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
      expect((await s().graphql('{ availableSchools { schoolCode } }')).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    });

    it("shows and saves the staff member's own settings; a mistake comes back as data naming the field", async () => {
      const mine = await verifier.graphql(SETTINGS);
      expect(mine.data.userSettings).toMatchObject({
        email: 'verifier@aidverify.test',
        defaultSchoolCode: '222222',
        mfaOption: 'EMAIL',
      });
      const input = {
        firstName: 'Val',
        lastName: 'Verifier',
        phone: null,
        defaultSchoolCode: '222222',
        defaultAidYear: null,
        mfaOption: 'SMS',
      };
      const bad = await verifier.graphql(SAVE, { input });
      expect(bad.data.saveUserSettings).toMatchObject({
        ok: false,
        error: {
          inputErrors: [{ path: 'phone', message: 'enter a mobile number to receive codes by text' }],
        },
      });
      const good = await verifier.graphql(SAVE, { input: { ...input, phone: '555-010-9999' } });
      expect(good.data.saveUserSettings).toMatchObject({
        ok: true,
        settings: { firstName: 'Val', mfaOption: 'SMS' },
      });
    });

    it('refuses students, and API tokens to roles without API_TOKENS_MANAGE', async () => {
      const refused = await student.graphql(SETTINGS);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const tokens = await verifier.graphql(`{ apiTokens { uuid } }`);
      expect(tokens.errors?.[0]).toMatchObject({
        message: 'Your role (Verifier) lacks the permission API_TOKENS_MANAGE',
        extensions: { code: 'FORBIDDEN' },
      });
      const make = await verifier.graphql(CREATE, { input: newToken() });
      expect(make.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const stronger = await admin.graphql(CREATE, { input: newToken({ schoolCode: '333333' }) });
      expect(stronger.data.createApiToken).toMatchObject({
        ok: false,
        error: { inputErrors: [{ path: 'schoolCode' }] },
      });
    });

    it('a read-only token reads as its owner, cannot run a mutation, and each use is logged with the operation', async () => {
      const made = await admin.graphql(CREATE, { input: newToken() });
      expect(made.data.createApiToken).toMatchObject({
        ok: true,
        token: { status: 'ACTIVE', readOnly: true, role: 'ReadOnly' },
      });
      const secret = made.data.createApiToken.secret as string;
      const page = await asToken(secret, WORKLIST);
      expect(page.errors).toBeUndefined();
      expect(page.data.worklist.items.length).toBeGreaterThan(0);
      const viewer = await asToken(secret, `{ viewer { email role isStaff } }`);
      expect(viewer.data.viewer).toEqual({ email: 'admin@aidverify.test', role: 'ReadOnly', isStaff: true });
      const mutation = await asToken(secret, `mutation Mark { markPostcardsSent(studentIds: [1]) { ok } }`);
      expect(mutation.errors?.[0]).toMatchObject({
        message: "The API token 'Worklist export' is read-only: it cannot run a mutation",
        extensions: { code: 'FORBIDDEN' },
      });
      // /AdministrativeActivity shows who used which token for what.
      const today = schoolDay();
      const activity = await admin.graphql(
        `query A($d: String!) { administrativeActivity(from: $d, to: $d, action: "API_TOKEN_USED") { actor details } }`,
        { d: today },
      );
      const uses = activity.data.administrativeActivity.map((a: { actor: string; details: string }) => ({
        actor: a.actor,
        ...JSON.parse(a.details),
      }));
      expect(uses).toContainEqual({
        actor: 'admin@aidverify.test',
        token: 'Worklist export',
        operation: 'GET /student-api/worklist/:a/:b/:aidYear',
        graphqlOperation: 'ReviewPage',
      });
    });

    it('a read-write token reaches the services, which still refuse what only a session may do; revoked, it is refused at once', async () => {
      const made = (
        await admin.graphql(CREATE, { input: newToken({ name: 'Writer', readOnly: false, role: 'Admin' }) })
      ).data.createApiToken;
      const again = await asToken(made.secret, CREATE, { input: newToken() });
      expect(again.errors?.[0]).toMatchObject({
        message: 'An API token cannot do this; sign in instead',
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await admin.graphql(REVOKE, { uuid: made.token.uuid })).data.revokeApiToken).toMatchObject({
        ok: true,
        token: { status: 'REVOKED' },
      });
      const after = await asToken(made.secret, WORKLIST);
      expect(after.errors?.[0]).toMatchObject({
        message: 'This API token was revoked',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });

    it('limits requests per token: 429 with Retry-After, other tokens unaffected', async () => {
      const a = (await admin.graphql(CREATE, { input: newToken({ name: 'Busy' }) })).data.createApiToken
        .secret as string;
      const b = (await admin.graphql(CREATE, { input: newToken({ name: 'Calm' }) })).data.createApiToken
        .secret as string;
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await asToken(a, `{ userSettings { email } }`));
      expect(answers.slice(0, 5).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers[5]!.status).toBe(429);
      expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(answers[5]!.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect((await asToken(b, `{ userSettings { email } }`)).status).toBe(200);
    });
  });
});
