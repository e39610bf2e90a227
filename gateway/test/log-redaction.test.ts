import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, demoUuid } from '@aidverify/services';
import { forEachBackend, startStack, type Stack } from './harness.js';
import { readRows, z } from '@aidverify/services/test/rows';

const JORDAN = demoUuid('student:222222-1');
const STUDENT = `query Student($uuid: ID!) { student(uuid: $uuid) { uuid lastName dateOfBirth ssnLastFour email } }`;
const SEARCH = `query Search($text: String!) { searchStudents(input: { text: $text, field: SSN_LAST_FOUR }) { total items { uuid } } }`;

/**
 * The log of a whole journey under production settings at the most talkative level (trace), from both processes
 * and from console.*: no SSN, date of birth, code, token, ticket, password or e-mail of a URL may be in it.
 */
forEachBackend((backend) => {
  describe('the log of a whole journey', () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    let stack: Stack;
    let stop: () => Promise<void>;
    const secrets: { what: string; value: string }[] = [];

    beforeAll(async () => {
      for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          lines.push(args.map(String).join(' '));
        });
      }
      ({ stack, stop } = await startStack(
        backend,
        // The journey sends the test's own documents, as trusted documents (the web build's only) would refuse.
        { NODE_ENV: 'production', LOG_LEVEL: 'trace', TRUSTED_DOCUMENTS: 'off' },
        {
          // Production refuses the demo people this journey needs: the services run with production's logging and
          // outbox (no development outbox: nothing printed, codes read from the table) outside production mode.
          servicesEnv: {
            NODE_ENV: 'development',
            DEV_OUTBOX: 'off',
            LOG_LEVEL: 'trace',
            SEED_DEMO_DATA: 'on',
            DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
          },
          logStream,
        },
      ));
    }, 300_000);
    afterAll(async () => {
      vi.restoreAllMocks();
      await stop?.();
    });

    it('holds none of the SSNs, dates of birth, codes, tokens, tickets or passwords the journey used', async () => {
      const { services } = stack;
      // Staff sign-in with a code by e-mail, then a look at a student and a search by SSN last four.
      const verifier = await stack.signIn('verifier@aidverify.test');
      const code = (await services.ctx.outbox.latestFor('verifier@aidverify.test'))[0]!.body.match(
        /\b(\d{6})\b/,
      )![1]!;
      secrets.push({ what: 'MFA code', value: code });
      secrets.push({ what: 'access token', value: verifier.accessToken });
      secrets.push({ what: 'refresh cookie', value: verifier.refreshCookie! });
      const viewed = await verifier.graphql(STUDENT, { uuid: JORDAN });
      expect(viewed.data?.student?.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const found = await verifier.graphql(SEARCH, { text: viewed.data.student.ssnLastFour });
      expect(found.data?.searchStudents?.total).toBeGreaterThan(0);
      // A wrong password, a ticket of its own, and the public look-up with a birth date and SSN digits.
      const wrong = await stack.graphql(
        `mutation ($input: SignInInput!) { signIn(input: $input) { ok challenge { ticket } } }`,
        { input: { username: 'member@aidverify.test', password: 'Wrong-Password-4711' } },
      );
      expect(wrong.data?.signIn?.ok).toBe(false);
      const signIn = await stack.graphql(
        `mutation ($input: SignInInput!) { signIn(input: $input) { ok challenge { ticket } } }`,
        { input: { username: 'member@aidverify.test', password: DEMO_PASSWORD } },
      );
      secrets.push({ what: 'MFA ticket', value: signIn.data.signIn.challenge.ticket });
      const [jordan] = await readRows(
        services.ctx.db,
        { dob: z.string(), ssn: z.string() },
        `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob, ssn_encrypted AS ssn FROM student WHERE uuid = $1`,
        [JORDAN],
      );
      const lookup = await fetch(`${stack.servicesUrl}/api/auth/studentLookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          SchoolCode: '222222',
          lastName: viewed.data.student.lastName,
          dateOfBirth: jordan!.dob,
          ssnLastFour: viewed.data.student.ssnLastFour,
        }),
      });
      expect(lookup.status).toBeLessThan(500);
      // URLs holding an e-mail, an SSN, an OIDC code and state.
      const ssn = services.ctx.sealer.open(jordan!.ssn);
      await (
        await fetch(`${stack.servicesUrl}/api/dev/outbox?recipient=student%40aidverify.test&x=${ssn}`)
      ).arrayBuffer();
      await (
        await fetch(`${stack.gatewayUrl}/signin-callback?code=OIDC-CODE-7a9f&state=STATE-55e1`)
      ).arrayBuffer();
      await (await fetch(`${stack.gatewayUrl}/files/person/parent@aidverify.test/${ssn}`)).arrayBuffer();
      secrets.push(
        { what: 'OIDC code', value: 'OIDC-CODE-7a9f' },
        { what: 'OIDC state', value: 'STATE-55e1' },
        { what: 'e-mail in a URL', value: 'student@aidverify.test' },
        { what: 'e-mail in a URL', value: 'parent@aidverify.test' },
        { what: 'password', value: DEMO_PASSWORD },
        { what: 'password', value: 'Wrong-Password-4711' },
      );
      // Every demo student's SSN and date of birth.
      const students = await readRows(
        services.ctx.db,
        { dob: z.string().nullable(), ssn: z.string() },
        `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob, ssn_encrypted AS ssn FROM student`,
      );
      expect(students.length).toBeGreaterThan(100);
      for (const s of students) {
        secrets.push({ what: 'SSN', value: services.ctx.sealer.open(s.ssn) });
        if (s.dob) secrets.push({ what: 'date of birth', value: s.dob });
      }

      const log = lines.join('\n');
      // The capture worked: both processes logged the requests, at trace level.
      expect(log).toContain('"url":"/graphql"');
      expect(log).toContain('/api/auth/studentLookup');
      expect(log).toContain('"level":30');
      const leaks = secrets
        .filter(({ value }) =>
          new RegExp(`(?<![\\w-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(log),
        )
        .map(
          ({ what, value }) =>
            `${what} ${value.slice(0, 12)}…: ${log
              .split('\n')
              .find((l) => l.includes(value))!
              .slice(0, 300)}`,
        );
      expect(leaks).toEqual([]);
    }, 120_000);
  });
});
