import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { DEMO_PASSWORD, demoUuid } from '@aidverify/services';
import { loadGatewayEnv, startGateway } from '../src/index.js';
import { codes, forEachBackend, SESSION_FIELDS, useStack, type Stack, type Loose } from './harness.js';
import { readRows, z } from '@aidverify/services/test/rows';

const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { ok error { message inputErrors { path message } } challenge { ticket uuid accountType destinations { channel maskedRecipient } } }
}`;
const SEND = `mutation Send($ticket: String!, $channel: MfaChannel!) { sendMfaCode(ticket: $ticket, channel: $channel) { ok message error { message } } }`;
const CHECK = `mutation Check($ticket: String!, $code: String!) {
  checkMfaCode(ticket: $ticket, code: $code) { ok error { message inputErrors { path message } } session { ${SESSION_FIELDS} } }
}`;
const REFRESH = `mutation { refreshSession { ${SESSION_FIELDS} } }`;
const SWITCH = `mutation Switch($schoolCode: String!) { switchSchool(schoolCode: $schoolCode) { ok error { message } session { ${SESSION_FIELDS} } } }`;
const SIGN_OUT = `mutation { signOut }`;
const SWITCH_STUDENT = `mutation Switch($uuid: ID!) { switchStudent(uuid: $uuid) { ok error { message } session { ${SESSION_FIELDS} } } }`;

async function ticketFor(stack: Stack, username: string): Promise<string> {
  const answer = await stack.graphql(SIGN_IN, { input: { username, password: DEMO_PASSWORD } });
  return answer.data.signIn.challenge.ticket;
}

const attributes = (setCookie: string) => setCookie.split(';').map((p) => p.trim().toLowerCase());

forEachBackend((backend) => {
  describe('sign-in and the session cookie', () => {
    const s = useStack(backend, { TRUST_PROXY: 'on' });

    it('returns the challenge for a right password, and user-fixable failures as values', async () => {
      const right = await s().graphql(SIGN_IN, {
        input: { username: 'parent@aidverify.test', password: DEMO_PASSWORD },
      });
      expect(right.errors).toBeUndefined();
      expect(right.data.signIn).toMatchObject({
        ok: true,
        error: null,
        challenge: { accountType: 'PARENT' },
      });
      expect(right.data.signIn.challenge.destinations).toEqual([
        { channel: 'EMAIL', maskedRecipient: expect.stringMatching(/^p\*+@aidverify\.test$/) },
        { channel: 'SMS', maskedRecipient: expect.stringMatching(/1234$|\d{4}$/) },
      ]);

      const wrong = await s().graphql(SIGN_IN, {
        input: { username: 'parent@aidverify.test', password: 'not-it' },
      });
      expect(wrong.errors).toBeUndefined();
      expect(wrong.data.signIn).toEqual({
        ok: false,
        error: { message: 'The e-mail or password is not correct', inputErrors: [] },
        challenge: null,
      });

      const empty = await s().graphql(SIGN_IN, { input: { username: '', password: '' } });
      expect(empty.data.signIn.ok).toBe(false);
      expect(empty.data.signIn.error.inputErrors).toEqual(
        expect.arrayContaining([
          { path: 'username', message: 'enter your e-mail' },
          { path: 'password', message: 'enter your password' },
        ]),
      );
    });

    it('says so when sign-in is throttled, as a value', async () => {
      const input = { username: 'readonly@aidverify.test', password: 'wrong' };
      for (let i = 0; i < 5; i++) expect((await s().graphql(SIGN_IN, { input })).data.signIn.ok).toBe(false);
      const throttled = await s().graphql(SIGN_IN, { input: { ...input, password: DEMO_PASSWORD } });
      expect(throttled.errors).toBeUndefined();
      expect(throttled.data.signIn).toMatchObject({ ok: false, challenge: null });
      expect(throttled.data.signIn.error.message).toMatch(
        /^Too many failed sign-in attempts for this account/,
      );
    });

    it("forwards the browser's address, so the services throttle the right one", async () => {
      await s().graphql(
        SIGN_IN,
        { input: { username: 'nobody@aidverify.test', password: 'x' } },
        { headers: { 'x-forwarded-for': '203.0.113.7' } },
      );
      const rows = await readRows(
        s().services.ctx.db,
        { address: z.string() },
        `SELECT address FROM login_attempt WHERE account = 'nobody@aidverify.test'`,
      );
      expect(rows.map((r) => r.address)).toEqual(['203.0.113.7']);
    });

    it('answers a wrong, malformed or unsent code with ok:false and a message', async () => {
      const ticket = await ticketFor(s(), 'reviewer@aidverify.test');
      const unsent = await s().graphql(CHECK, { ticket, code: '123456' });
      expect(unsent.data.checkMfaCode).toEqual({
        ok: false,
        error: { message: 'Send a code first', inputErrors: [] },
        session: null,
      });

      const sent = await s().graphql(SEND, { ticket, channel: 'EMAIL' });
      expect(sent.data.sendMfaCode).toEqual({
        ok: true,
        message: expect.stringMatching(/^A code was sent to r\*+@aidverify\.test$/),
        error: null,
      });
      const code = await s().latestCode('reviewer@aidverify.test');
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const wrong = await s().graphql(CHECK, { ticket, code: wrongCode });
      expect(wrong.errors).toBeUndefined();
      expect(wrong.data.checkMfaCode).toEqual({
        ok: false,
        error: { message: 'The code is not correct', inputErrors: [] },
        session: null,
      });
      expect(wrong.setCookies).toEqual([]);

      const malformed = await s().graphql(CHECK, { ticket, code: 'abc' });
      expect(malformed.data.checkMfaCode.ok).toBe(false);
      expect(malformed.data.checkMfaCode.error.inputErrors).toEqual([
        { path: 'code', message: 'the code is 6 digits' },
      ]);

      const sms = await s().graphql(SEND, { ticket, channel: 'SMS' });
      expect(sms.data.sendMfaCode.ok).toBe(true);
      expect(sms.data.sendMfaCode.message).toMatch(/^A code was sent to .*\d{4}$/);

      const garbageTicket = await s().graphql(SEND, { ticket: 'not-a-ticket', channel: 'EMAIL' });
      expect(garbageTicket.data.sendMfaCode.ok).toBe(false);
    });

    it('sets the refresh cookie httpOnly and SameSite=Strict on /graphql, and never shows the refresh token', async () => {
      const ticket = await ticketFor(s(), 'manager@aidverify.test');
      await s().graphql(SEND, { ticket, channel: 'EMAIL' });
      const checked = await s().graphql(CHECK, {
        ticket,
        code: await s().latestCode('manager@aidverify.test'),
      });
      expect(checked.errors).toBeUndefined();
      const session = checked.data.checkMfaCode.session;
      expect(session.viewer).toMatchObject({
        role: 'Manager',
        isStaff: true,
        schoolCode: '222222',
        accountType: 'STAFF',
      });
      expect(session.expiresAt).toBe(decodeJwt(session.accessToken).exp);

      const [cookie, ...others] = checked.setCookies;
      expect(others).toEqual([]);
      expect(cookie).toMatch(/^av_refresh=[^;]{20,};/);
      const attrs = attributes(cookie!);
      expect(attrs).toContain('httponly');
      expect(attrs).toContain('samesite=strict');
      expect(attrs).toContain('path=/graphql');
      expect(attrs.some((a) => a.startsWith('max-age='))).toBe(true);
      expect(attrs).not.toContain('secure'); // COOKIE_SECURE defaults off outside production
      const refreshToken = cookie!.split(';')[0]!.slice('av_refresh='.length);
      expect(JSON.stringify(checked.data)).not.toContain(refreshToken);
    });

    it('marks the cookie Secure when COOKIE_SECURE is on', async () => {
      const secure = await startGateway(
        loadGatewayEnv({
          NODE_ENV: 'test',
          GATEWAY_PORT: '0',
          SERVICES_URL: s().servicesUrl,
          LOG_LEVEL: 'silent',
          COOKIE_SECURE: 'on',
        }),
      );
      try {
        const call = (query: string, variables: Record<string, unknown>) =>
          fetch(`${secure.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query, variables }),
          });
        const signIn = (await (
          await call(SIGN_IN, {
            input: { username: 'corporatereviewer@aidverify.test', password: DEMO_PASSWORD },
          })
        ).json()) as Loose;
        const ticket = signIn.data.signIn.challenge.ticket;
        await call(SEND, { ticket, channel: 'EMAIL' });
        const res = await call(CHECK, {
          ticket,
          code: await s().latestCode('corporatereviewer@aidverify.test'),
        });
        expect(attributes(res.headers.getSetCookie()[0]!)).toEqual(
          expect.arrayContaining(['secure', 'httponly', 'samesite=strict']),
        );
      } finally {
        await secure.close();
      }
    });

    it('refreshes from the cookie (rotating it), and stops after signOut', async () => {
      const browser = await s().signIn('verifier@aidverify.test');
      const firstCookie = browser.refreshCookie!;

      const refreshed = await browser.send(REFRESH, undefined, { withToken: false });
      expect(refreshed.errors).toBeUndefined();
      expect(refreshed.data.refreshSession.viewer).toMatchObject({ role: 'Verifier', schoolCode: '222222' });
      expect(refreshed.data.refreshSession.accessToken).not.toBe(browser.accessToken);
      expect(browser.refreshCookie).toBeTruthy();
      expect(browser.refreshCookie).not.toBe(firstCookie);
      browser.accessToken = refreshed.data.refreshSession.accessToken;
      expect((await browser.graphql(`{ viewer { role } }`)).data.viewer.role).toBe('Verifier');

      // Without the cookie there is no session to refresh.
      expect((await s().graphql(REFRESH)).data).toEqual({ refreshSession: null });

      const liveCookie = browser.refreshCookie!;
      const out = await browser.send(SIGN_OUT);
      expect(out.data).toEqual({ signOut: true });
      expect(out.setCookies[0]).toMatch(/^av_refresh=;/);
      expect(browser.refreshCookie).toBeUndefined();

      // Even a browser that kept the cookie cannot refresh any more: the services revoked it.
      const replay = await s().graphql(REFRESH, undefined, { cookie: `av_refresh=${liveCookie}` });
      expect(replay.errors).toBeUndefined();
      expect(replay.data).toEqual({ refreshSession: null });
      expect(attributes(replay.setCookies[0]!)).toContain('path=/graphql'); // and the stale cookie is cleared
    });

    it('switches a staff user between their schools, and refuses a school they do not belong to', async () => {
      const verifier = await s().signIn('verifier@aidverify.test');
      const refused = await verifier.send(SWITCH, { schoolCode: '333333' });
      expect(codes(refused)).toEqual(['FORBIDDEN']);
      expect(refused.errors![0]!.message).toBe('You do not belong to school 333333');
      expect(refused.data).toBeNull();
      expect((await verifier.graphql(`{ viewer { schoolCode } }`)).data.viewer.schoolCode).toBe('222222');

      const admin = await s().signIn('superadmin@aidverify.test');
      const cookieBefore = admin.refreshCookie;
      const switched = await admin.send(SWITCH, { schoolCode: '333333' });
      expect(switched.errors).toBeUndefined();
      expect(switched.data.switchSchool).toMatchObject({
        ok: true,
        error: null,
        session: { viewer: { schoolCode: '333333', role: 'SuperAdmin' } },
      });
      expect(admin.refreshCookie).toBeTruthy();
      expect(admin.refreshCookie).not.toBe(cookieBefore);
      admin.accessToken = switched.data.switchSchool.session.accessToken;
      const there = await admin.graphql(`{ viewer { schoolCode } currentSchool { schoolCode schoolName } }`);
      expect(there.data).toEqual({
        viewer: { schoolCode: '333333' },
        currentSchool: { schoolCode: '333333', schoolName: 'Demo State College' },
      });

      // The new cookie carries the new school through a refresh.
      const refreshed = await admin.send(REFRESH, undefined, { withToken: false });
      expect(refreshed.data.refreshSession.viewer.schoolCode).toBe('333333');
      admin.accessToken = refreshed.data.refreshSession.accessToken;

      const back = await admin.send(SWITCH, { schoolCode: '222222' });
      expect(back.data.switchSchool.session.viewer.schoolCode).toBe('222222');
      expect(codes(await admin.send(SWITCH, { schoolCode: '444444' }))).toEqual(['FORBIDDEN']);
    });

    it('refuses a school switch to students and to signed-out callers', async () => {
      const student = await s().signIn('student2@aidverify.test');
      const answer = await student.send(SWITCH, { schoolCode: '333333' });
      expect(codes(answer)).toEqual(['FORBIDDEN']);
      expect(codes(await s().graphql(SWITCH, { schoolCode: '333333' }))).toEqual(['UNAUTHENTICATED']);
    });

    it('switches a parent between the two students they are linked to, and to no other student', async () => {
      const jordan = demoUuid('student:222222-1');
      const casey = demoUuid('student:222222-2');
      const parent = await s().signIn('parent@aidverify.test');
      const mine = await parent.graphql(
        `{ viewer { uuid } accountSettings { students { uuid firstName } } }`,
      );
      expect(mine.data.viewer.uuid).toBe(jordan);
      expect(mine.data.accountSettings.students.map((x: Loose) => x.firstName).sort()).toEqual([
        'Casey',
        'Jordan',
      ]);

      const switched = await parent.send(SWITCH_STUDENT, { uuid: casey });
      expect(switched.data.switchStudent).toMatchObject({ ok: true, session: { viewer: { uuid: casey } } });
      parent.accessToken = switched.data.switchStudent.session.accessToken;
      const record = await parent.graphql(`query S($uuid: ID!) { student(uuid: $uuid) { firstName } }`, {
        uuid: casey,
      });
      expect(record.data.student.firstName).toBe('Casey');
      // The refresh cookie carries the choice on.
      const refreshed = await parent.send(REFRESH, undefined, { withToken: false });
      expect(refreshed.data.refreshSession.viewer.uuid).toBe(casey);

      // Another family's student, and a student switching at all, are refused on the server.
      expect(codes(await parent.send(SWITCH_STUDENT, { uuid: demoUuid('student:222222-3') }))).toEqual([
        'FORBIDDEN',
      ]);
      const student = await s().signIn('student@aidverify.test');
      expect(codes(await student.send(SWITCH_STUDENT, { uuid: casey }))).toEqual(['FORBIDDEN']);
    });

    it('gives a student their login data and the school toggle', async () => {
      const student = await s().signIn('student@demostate.test');
      const answer = await student.graphql(`{
        viewer { accountType isStaff role schoolCode loginData { accountRequired isStudent aidYear schoolCode accountType } }
        toggle: betaToggle(name: "toggle.cognito") unset: betaToggle(name: "toggle.never-set")
      }`);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({
        viewer: {
          accountType: 'STUDENT',
          isStaff: false,
          role: 'User',
          schoolCode: '333333',
          loginData: {
            accountRequired: false,
            isStudent: true,
            aidYear: 2027,
            schoolCode: '333333',
            accountType: 'STUDENT',
          },
        },
        toggle: 'true',
        unset: null,
      });
    });
  });
});
