import { beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT, base64url } from 'jose';
import { DEMO_ACCOUNTS, DEMO_OTHER_SCHOOL_STAFF, DEMO_PASSWORD, demoUuid } from '@aidverify/services';
import { codes, forEachBackend, useStack, type BrowserSession, type Stack } from './harness.js';

const JORDAN = demoUuid('student:222222-1'); // Test University, signs in as student@aidverify.test
const AVERY = demoUuid('student:222222-3'); // Test University, another student
const MORGAN = demoUuid('student:333333-1'); // Demo State College

const STUDENT = `query Student($uuid: ID!) { student(uuid: $uuid) { uuid firstName lastName schoolCode } }`;
const SEARCH = `query Search($text: String!) { searchStudents(input: { text: $text }) { total items { uuid schoolCode } } }`;
const STAFF_HOME = `query Home { staffHome(aidYear: 2027) { totalStudents byStatus { status count } } }`;

/** Claims of a real access token, for tokens the tests forge. */
function accessClaims(stack: Stack, overrides: Record<string, unknown> = {}) {
  return {
    sub: demoUuid('verifier@aidverify.test'),
    UUID: demoUuid('verifier@aidverify.test'),
    SCHOOL_CODE: '222222',
    acct: 'staff',
    typ: 'Bearer',
    iss: stack.services.ctx.tokens.issuer,
    aud: 'aidverify',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 300,
    ...overrides,
  };
}

forEachBackend((backend) => {
  describe('access through the gateway', () => {
    const s = useStack(backend);
    let verifier: BrowserSession;
    let member: BrowserSession;
    let otherSchoolVerifier: BrowserSession;
    let student: BrowserSession;

    beforeAll(async () => {
      verifier = await s().signIn('verifier@aidverify.test');
      member = await s().signIn('member@aidverify.test');
      otherSchoolVerifier = await s().signIn(DEMO_OTHER_SCHOOL_STAFF.email);
      student = await s().signIn(DEMO_ACCOUNTS.student);
    });

    it("lets staff read their own school's student, and hides another school's (NOT_FOUND, no data)", async () => {
      const own = await verifier.graphql(STUDENT, { uuid: JORDAN });
      expect(own.errors).toBeUndefined();
      expect(own.data.student).toMatchObject({ uuid: JORDAN, firstName: 'Jordan', schoolCode: '222222' });

      const other = await otherSchoolVerifier.graphql(STUDENT, { uuid: JORDAN });
      expect(codes(other)).toEqual(['NOT_FOUND']);
      // The same words as for no student at all, and not the uuid asked for.
      expect(other.errors![0]!.message).toBe('No such student');
      expect(JSON.stringify(other.errors)).not.toContain(JORDAN);
      expect(other.data?.student ?? null).toBeNull();
      expect(JSON.stringify(other.data ?? null)).not.toContain('Jordan');

      const ownThere = await otherSchoolVerifier.graphql(STUDENT, { uuid: MORGAN });
      expect(ownThere.data.student).toMatchObject({ uuid: MORGAN, schoolCode: '333333' });
    });

    it("keeps search to the session's school", async () => {
      const found = await otherSchoolVerifier.graphql(SEARCH, { text: 'Rivera' });
      expect(found.errors).toBeUndefined();
      expect(
        found.data.searchStudents.items.every((i: { schoolCode: string }) => i.schoolCode === '333333'),
      ).toBe(true);
      expect(found.data.searchStudents.items.map((i: { uuid: string }) => i.uuid)).not.toContain(JORDAN);
    });

    it("lets a student open their own record but not another student's (FORBIDDEN)", async () => {
      const own = await student.graphql(STUDENT, { uuid: JORDAN });
      expect(own.data.student).toMatchObject({ uuid: JORDAN, firstName: 'Jordan' });

      const other = await student.graphql(STUDENT, { uuid: AVERY });
      expect(codes(other)).toEqual(['FORBIDDEN']);
      expect(other.errors![0]!.message).toBe('You can only open your own record');
      expect(other.data?.student ?? null).toBeNull();
    });

    it('refuses a role without STUDENT_VIEW before the services are asked, and serves one with it', async () => {
      const before = s().gateway.upstream.count('POST /student-api/student/userSearch/false');
      const search = await member.graphql(SEARCH, { text: '' });
      expect(codes(search)).toEqual(['FORBIDDEN']);
      expect(search.errors![0]!.message).toBe('Your role (Member) lacks the permission STUDENT_VIEW');
      expect(search.data).toBeNull();
      const home = await member.graphql(STAFF_HOME);
      expect(codes(home)).toEqual(['FORBIDDEN']);
      expect(s().gateway.upstream.count('POST /student-api/student/userSearch/false')).toBe(before);

      const allowed = await verifier.graphql(SEARCH, { text: '' });
      expect(allowed.errors).toBeUndefined();
      expect(allowed.data.searchStudents.total).toBe(240);
      expect(allowed.data.searchStudents.items).toHaveLength(25);
      const counts = await verifier.graphql(STAFF_HOME);
      expect(counts.errors).toBeUndefined();
      expect(counts.data.staffHome.totalStudents).toBeGreaterThan(0);
      expect(counts.data.staffHome.byStatus.length).toBeGreaterThan(0);
    });

    it('refuses staff-only fields to students and parents', async () => {
      const search = await student.graphql(SEARCH, { text: '' });
      expect(codes(search)).toEqual(['FORBIDDEN']);
    });

    it('answers UNAUTHENTICATED to a signed-out caller, without calling the services', async () => {
      const before = s().gateway.upstream.total();
      const answer = await s().graphql(STUDENT, { uuid: JORDAN });
      expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
      expect(answer.data?.student ?? null).toBeNull();
      expect((await s().graphql(STAFF_HOME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await s().graphql(`{ currentSchool { schoolName } }`)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect(s().gateway.upstream.total()).toBe(before);
      // Public fields still answer; the viewer of a signed-out caller is null.
      const open = await s().graphql(
        `{ ping viewer { uuid } loginSchool(purl: "demostate") { schoolCode schoolName sidName } }`,
      );
      expect(open.errors).toBeUndefined();
      expect(open.data).toEqual({
        ping: 'pong',
        viewer: null,
        loginSchool: { schoolCode: '333333', schoolName: 'Demo State College', sidName: 'Banner ID' },
      });
    });

    describe('tokens the gateway must refuse', () => {
      const refuse = async (token: string, message: RegExp) => {
        const answer = await s().graphql(STUDENT, { uuid: JORDAN }, { token });
        expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
        expect(answer.errors![0]!.message).toMatch(message);
        expect(answer.data?.student ?? null).toBeNull();
        // A bad token is no session: the viewer is null rather than someone.
        const viewer = await s().graphql(`{ viewer { uuid } }`, undefined, { token });
        expect(viewer.data).toEqual({ viewer: null });
      };

      it('an expired token, even one the issuer signed', async () => {
        const { kid, key } = await s().services.ctx.keys.signingKey();
        const past = Math.floor(Date.now() / 1000) - 60;
        const token = await new SignJWT(accessClaims(s(), { iat: past - 300, exp: past }))
          .setProtectedHeader({ alg: 'ES256', kid })
          .sign(key);
        await refuse(token, /expired/i);
      });

      it('a token signed by another key (forged), even naming the real key id', async () => {
        const { kid } = await s().services.ctx.keys.signingKey();
        const { privateKey } = await generateKeyPair('ES256');
        const token = await new SignJWT(accessClaims(s()))
          .setProtectedHeader({ alg: 'ES256', kid })
          .sign(privateKey);
        await refuse(token, /not signed by the issuer/);
        const unknownKid = await new SignJWT(accessClaims(s()))
          .setProtectedHeader({ alg: 'ES256', kid: 'attacker' })
          .sign(privateKey);
        await refuse(unknownKid, /not signed by the issuer/);
      });

      it('an unsigned token (alg: none) and an HMAC one', async () => {
        const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
        const payload = base64url.encode(JSON.stringify(accessClaims(s())));
        await refuse(`${header}.${payload}.`, /algorithm not accepted/);
        const hmac = await new SignJWT(accessClaims(s()))
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('a shared secret the attacker chose'));
        await refuse(hmac, /algorithm not accepted/);
      });

      it('a token for another audience or issuer, an MFA ticket, and garbage', async () => {
        const { kid, key } = await s().services.ctx.keys.signingKey();
        const sign = (claims: Record<string, unknown>) =>
          new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid }).sign(key);
        await refuse(await sign(accessClaims(s(), { aud: 'another-app' })), /aud/);
        await refuse(await sign(accessClaims(s(), { iss: 'https://evil.example/api' })), /iss/);

        const ticket = await s().graphql(
          `mutation { signIn(input: { username: "reviewer@aidverify.test", password: "${DEMO_PASSWORD}" }) { challenge { ticket } } }`,
        );
        await refuse(ticket.data.signIn.challenge.ticket, /Not an access token/);
        await refuse('not-a-jwt', /Invalid token/);
      });
    });

    describe('malformed input is a clear user error, never a 500', () => {
      it('a uuid that is not one', async () => {
        for (const uuid of ['not-a-uuid', '../../api/auth/getUser', '1 OR 1=1', '']) {
          const answer = await verifier.graphql(STUDENT, { uuid });
          expect(answer.status).toBe(200);
          expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
          expect(answer.errors![0]!.message).toBe('uuid must be a uuid');
          expect(answer.errors![0]!.extensions!.inputErrors).toEqual([
            { path: 'uuid', message: 'must be a uuid' },
          ]);
        }
      });

      it('a well-formed uuid of no student', async () => {
        const answer = await verifier.graphql(STUDENT, { uuid: '00000000-0000-4000-8000-000000000000' });
        expect(codes(answer)).toEqual(['NOT_FOUND']);
        expect(answer.errors![0]!.message).toBe('No such student');
      });

      it("values the services reject keep the services' message and field errors", async () => {
        const page = await verifier.graphql(
          `{ searchStudents(input: { text: "", pageSize: 5000 }) { total } }`,
        );
        expect(codes(page)).toEqual(['BAD_USER_INPUT']);
        expect(page.errors![0]!.message).toBe('The request is not valid');
        expect(page.errors![0]!.extensions!.inputErrors).toEqual([
          expect.objectContaining({ path: 'pageSize' }),
        ]);
        const year = await verifier.graphql(`{ staffHome(aidYear: 1) { totalStudents } }`);
        expect(codes(year)).toEqual(['BAD_USER_INPUT']);
        expect(year.errors![0]!.extensions!.inputErrors).toEqual([
          expect.objectContaining({ path: 'aidYear' }),
        ]);
      });

      it('a wrong type in a variable is refused before anything runs', async () => {
        const answer = await verifier.graphql(STUDENT, { uuid: { $ne: null } });
        expect(answer.status).toBe(400);
        expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
      });
    });
  });
});
