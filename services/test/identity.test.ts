import { describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { DEMO_PASSWORD, demoUuid } from '../src/seed/demo.js';
import { checkMfaCode } from '../src/domain/identity/sessions.js';
import type { MfaCaller } from '../src/platform/route.js';
import { forEachBackend, useServices, type TestServices } from './harness.js';

const SUPERADMIN = 'superadmin@aidverify.test';
const STUDENT = 'student@aidverify.test';
const WRONG = 'The e-mail or password is not correct';

/** A fresh client address per call, so one test's failures do not throttle another's. */
let addressSeq = 0;
const freshAddress = () => `198.51.100.${++addressSeq}`;

async function ticketFor(s: TestServices, email: string, address = freshAddress()) {
  const res = await s.call('POST', '/api/auth/verifyCredentials', {
    body: { Username: email, Password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': address },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.ticket as string;
}

async function sendCode(s: TestServices, ticket: string, email: string) {
  const sent = await s.call('POST', '/api/auth/sendMFACode', {
    token: ticket,
    body: { recipient: email, messageType: 'EMAIL' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return s.latestCode(email);
}

const checkCode = (s: TestServices, ticket: string, code: string) =>
  s.call('POST', '/api/auth/checkMFACode', { token: ticket, body: { messageType: 'EMAIL', code } });

/** A 6-digit code guaranteed to differ from the right one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

forEachBackend((backend) => {
  describe('sign-in with password and e-mailed code', () => {
    const s = useServices(backend);

    it('issues an access token with the claims of the spec, verifiable against the published keys', async () => {
      const { accessToken, refreshToken } = await s().signIn(SUPERADMIN);
      expect(refreshToken).toMatch(/^[\w-]{20,}$/);
      const claims = decodeJwt(accessToken);
      expect(claims).toMatchObject({
        sub: demoUuid(SUPERADMIN),
        preferred_username: SUPERADMIN,
        realm_access: { roles: ['SuperAdmin'] },
        SCHOOL_CODE: '222222',
        UUID: demoUuid(SUPERADMIN),
      });
      expect(claims.groups).toEqual(expect.arrayContaining(['/schools/222222', '/schools/333333']));

      const discovery = await s().get('/api/.well-known/openid-configuration');
      expect(discovery.status).toBe(200);
      expect(discovery.body.issuer).toBe(`${s().url}/api`);
      const jwks = createRemoteJWKSet(new URL(discovery.body.jwks_uri));
      const { payload, protectedHeader } = await jwtVerify(accessToken, jwks, {
        issuer: discovery.body.issuer,
      });
      expect(protectedHeader.alg).toBe('ES256');
      expect(payload.sub).toBe(demoUuid(SUPERADMIN));

      const me = await s().get('/api/auth/getUser', accessToken);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ role: 'SuperAdmin', schoolCode: '222222', isStaff: true });
    });

    it('gives a student a token naming their own student record', async () => {
      const { accessToken } = await s().signIn(STUDENT);
      expect(decodeJwt(accessToken)).toMatchObject({
        preferred_username: STUDENT,
        realm_access: { roles: ['User'] },
        SCHOOL_CODE: '222222',
        UUID: demoUuid('student:222222-1'),
        sub: demoUuid(`account:${STUDENT}`),
      });
    });

    it('refuses a wrong password and an unknown e-mail alike, without saying which', async () => {
      const wrongPassword = await s().call('POST', '/api/auth/verifyCredentials', {
        body: { Username: SUPERADMIN, Password: 'not-the-password' },
        headers: { 'x-forwarded-for': freshAddress() },
      });
      const unknown = await s().call('POST', '/api/auth/verifyCredentials', {
        body: { Username: 'nobody@aidverify.test', Password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': freshAddress() },
      });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body.message).toBe(WRONG);
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe(WRONG);
      expect(wrongPassword.body.ticket).toBeUndefined();

      const staffLogin = await s().call('POST', '/api/sso/ssologin', {
        body: { email: 'verifier@aidverify.test', password: 'nope' },
        headers: { 'x-forwarded-for': freshAddress() },
      });
      expect(staffLogin.status).toBe(401);
      expect(staffLogin.body.message).toBe(WRONG);
    });

    it('sends a 6-digit code to the account address and names where it went', async () => {
      const ticket = await ticketFor(s(), 'manager@aidverify.test');
      const sent = await s().call('POST', '/api/auth/sendMFACode', {
        token: ticket,
        body: { messageType: 'EMAIL' },
      });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ success: true, message: 'A code was sent to m***@aidverify.test' });
      expect(await s().latestCode('manager@aidverify.test')).toMatch(/^\d{6}$/);
    });

    it('refuses a wrong code with 400, and a code that is not 6 digits', async () => {
      const ticket = await ticketFor(s(), 'admin@aidverify.test');
      const code = await sendCode(s(), ticket, 'admin@aidverify.test');
      const wrong = await checkCode(s(), ticket, wrongCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('The code is not correct');
      const short = await checkCode(s(), ticket, '12345');
      expect(short.status).toBe(400);
      expect(short.body.inputErrors).toEqual([
        expect.objectContaining({ path: 'code', message: 'the code is 6 digits' }),
      ]);
      // The right code still works after one miss.
      expect((await checkCode(s(), ticket, code)).status).toBe(200);
    });

    it('after MFA_MAX_ATTEMPTS wrong codes refuses even the right one', async () => {
      const ticket = await ticketFor(s(), 'readonly@aidverify.test');
      const code = await sendCode(s(), ticket, 'readonly@aidverify.test');
      for (let i = 0; i < s().env.MFA_MAX_ATTEMPTS; i++)
        expect((await checkCode(s(), ticket, wrongCode(code))).status).toBe(400);
      const right = await checkCode(s(), ticket, code);
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(/too many wrong codes/i);
      expect(right.body.accessToken).toBeUndefined();
    });

    it('a new code replaces the one sent before', async () => {
      const ticket = await ticketFor(s(), 'corporateverifier@aidverify.test');
      const first = await sendCode(s(), ticket, 'corporateverifier@aidverify.test');
      let second = await sendCode(s(), ticket, 'corporateverifier@aidverify.test');
      // Two random codes can coincide (1 in a million); draw again rather than assert on equal codes.
      if (second === first) second = await sendCode(s(), ticket, 'corporateverifier@aidverify.test');
      expect((await checkCode(s(), ticket, first)).status).toBe(400);
      expect((await checkCode(s(), ticket, second)).status).toBe(200);
    });

    it('a ticket opens one session only, even when the code is sent several times at once', async () => {
      const ticket = await ticketFor(s(), 'reviewer@aidverify.test');
      const code = await sendCode(s(), ticket, 'reviewer@aidverify.test');
      const tries = await Promise.all(Array.from({ length: 8 }, () => checkCode(s(), ticket, code)));
      expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
      expect(tries.filter((r) => r.status === 401)).toHaveLength(7);
      const again = await checkCode(s(), ticket, code);
      expect(again.status).toBe(401);
      expect(again.body.message).toMatch(/already been used/);
      // Nor can it ask for another code.
      const resend = await s().call('POST', '/api/auth/sendMFACode', {
        token: ticket,
        body: { messageType: 'EMAIL' },
      });
      expect(resend.status).toBe(401);
    });

    it('a ticket opens one session only when two checks race (as on a replayed request)', async () => {
      // Over HTTP the two requests seldom overlap closely enough; calling the check directly makes them.
      const email = 'member@aidverify.test';
      const ticket = await ticketFor(s(), email);
      const code = await sendCode(s(), ticket, email);
      const c = decodeJwt(ticket);
      const caller: MfaCaller = {
        accountUuid: String(c.sub),
        kind: 'staff',
        schoolCode: String(c.SCHOOL_CODE),
        studentUuid: String(c.UUID),
        ticket: String(c.ticket),
      };
      const ctx = s().services.ctx;
      const results = await Promise.allSettled([
        checkMfaCode(ctx, caller, code),
        checkMfaCode(ctx, caller, code),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    });

    it('does not take a ticket as an access token, nor an access token as a ticket', async () => {
      const ticket = await ticketFor(s(), STUDENT);
      const withTicket = await s().get('/api/auth/getUser', ticket);
      expect(withTicket.status).toBe(401);
      expect(withTicket.body.message).toBe('Not an access token');
      expect((await s().get(`/student-api/student/${demoUuid('student:222222-1')}`, ticket)).status).toBe(
        401,
      );

      const { accessToken } = await s().signIn(STUDENT);
      const asTicket = await s().call('POST', '/api/auth/sendMFACode', {
        token: accessToken,
        body: { messageType: 'EMAIL' },
      });
      expect(asTicket.status).toBe(401);
      expect(asTicket.body.message).toBe('A sign-in ticket is required');
      const checkWithAccess = await checkCode(s(), accessToken, '123456');
      expect(checkWithAccess.status).toBe(401);
    });

    it('lets a person sign in again and again: codes that were used do not count against the send limit', async () => {
      for (let i = 0; i < 7; i++) {
        const { accessToken } = await s().signIn('verifier@aidverify.test');
        expect(decodeJwt(accessToken).preferred_username).toBe('verifier@aidverify.test');
      }
    });

    it('stops sending codes to an address after five unused ones', async () => {
      const email = 'corporatereviewer@aidverify.test';
      for (let i = 0; i < 5; i++) {
        const ticket = await ticketFor(s(), email);
        await sendCode(s(), ticket, email);
      }
      const ticket = await ticketFor(s(), email);
      const refused = await s().call('POST', '/api/auth/sendMFACode', {
        token: ticket,
        body: { messageType: 'EMAIL' },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/too many codes/i);
    });
  });

  describe('code expiry and sign-in throttling', () => {
    const s = useServices(backend, {
      env: {
        MFA_CODE_SECONDS: '1',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '4',
      },
    });

    it('refuses a code once its time is up', async () => {
      const ticket = await ticketFor(s(), SUPERADMIN);
      const code = await sendCode(s(), ticket, SUPERADMIN);
      await new Promise((r) => setTimeout(r, 1_500));
      const late = await checkCode(s(), ticket, code);
      expect(late.status).toBe(400);
      expect(late.body.message).toBe('The code has expired; send a new one');
    });

    const attempt = (email: string, password: string, address: string) =>
      s().call('POST', '/api/auth/verifyCredentials', {
        body: { Username: email, Password: password },
        headers: { 'x-forwarded-for': address },
      });

    it('locks an account after LOGIN_MAX_FAILURES_PER_ACCOUNT failures, even for the right password from elsewhere', async () => {
      const email = 'admin@aidverify.test';
      for (let i = 0; i < 3; i++) expect((await attempt(email, 'wrong', freshAddress())).status).toBe(401);
      const right = await attempt(email, DEMO_PASSWORD, freshAddress());
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(/too many failed sign-in attempts for this account/i);
      expect(right.body.ticket).toBeUndefined();
      // Other accounts are not affected.
      expect((await attempt('manager@aidverify.test', DEMO_PASSWORD, freshAddress())).status).toBe(200);
    });

    it('forgets earlier typos of an account once its owner signs in with the right password', async () => {
      const email = 'verifier@aidverify.test';
      for (let i = 0; i < 2; i++) expect((await attempt(email, 'wrong', freshAddress())).status).toBe(401);
      expect((await attempt(email, DEMO_PASSWORD, freshAddress())).status).toBe(200);
      expect((await attempt(email, 'wrong again', freshAddress())).status).toBe(401);
      expect((await attempt(email, DEMO_PASSWORD, freshAddress())).status).toBe(200);
    });

    it('locks an address after LOGIN_MAX_FAILURES_PER_ADDRESS failures across different accounts', async () => {
      const address = freshAddress();
      for (const email of ['a@x.test', 'b@x.test', 'member@aidverify.test', 'reviewer@aidverify.test']) {
        expect((await attempt(email, 'wrong', address)).status).toBe(401);
      }
      const fromThere = await attempt(STUDENT, DEMO_PASSWORD, address);
      expect(fromThere.status).toBe(429);
      expect(fromThere.body.message).toMatch(/from your network/);
      // The same person from another address is let in.
      expect((await attempt(STUDENT, DEMO_PASSWORD, freshAddress())).status).toBe(200);
    });
  });
  describe('a deployment that trusts no proxy', () => {
    const s = useServices(backend, { env: { TRUST_PROXY: 'false', LOGIN_MAX_FAILURES_PER_ADDRESS: '2' } });

    it('ignores a forged X-Forwarded-For: failures count against the real address', async () => {
      const attempt = (email: string, password: string) =>
        s().call('POST', '/api/auth/verifyCredentials', {
          body: { Username: email, Password: password },
          headers: { 'x-forwarded-for': freshAddress() },
        });
      expect((await attempt('a@x.test', 'wrong')).status).toBe(401);
      expect((await attempt('b@x.test', 'wrong')).status).toBe(401);
      const third = await attempt(STUDENT, DEMO_PASSWORD);
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/from your network/);
    });
  });
});
