import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forEachBackend, startTestServices, type TestServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

const ADMIN_PASSWORD = 'kc-admin-5b8e1f0c2d7a';
const FAILED = 'There was an issue updating the keycloak user';

interface RealmUser {
  id: string;
  username: string;
  email: string;
  enabled: boolean;
  attributes: Record<string, string[]>;
}

/**
 * With Keycloak (OIDC_EXTERNAL_ISSUER and its admin's password) students and parents sign in at Keycloak: a staff
 * member's temporary password and e-mail change must reach the realm user. A stand-in of Keycloak's admin API keeps
 * the realm's users, records what the services asked, and refuses when a test tells it to.
 */
describe('staff changes to a sign-in account reach Keycloak', () => {
  forEachBackend((backend) => {
    let kc: Server;
    let s: TestServices;
    let verifier: string;
    let users: Map<string, RealmUser>;
    let passwords: { id: string; body: any }[];
    /** The status the stand-in answers every user change with, when set (Keycloak down or refusing). */
    let refuseWith: number | undefined;

    const read = async (req: IncomingMessage) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      return body;
    };

    beforeAll(async () => {
      kc = createServer(async (req, res) => {
        const url = new URL(req.url!, 'http://kc');
        const body = await read(req);
        res.setHeader('content-type', 'application/json');
        if (url.pathname === '/realms/master/protocol/openid-connect/token') {
          const form = new URLSearchParams(body);
          if (form.get('password') !== ADMIN_PASSWORD) return res.writeHead(401).end('{}');
          return res.end(JSON.stringify({ access_token: 'admin-token' }));
        }
        if (url.pathname === '/realms/aidverify/protocol/openid-connect/certs')
          return res.end(JSON.stringify({ keys: [] }));
        if (req.headers.authorization !== 'Bearer admin-token') return res.writeHead(401).end('{}');
        if (req.method === 'GET' && url.pathname === '/admin/realms/aidverify/users') {
          const name = url.searchParams.get('username')?.toLowerCase();
          return res.end(JSON.stringify([...users.values()].filter((u) => u.username === name)));
        }
        const match = /^\/admin\/realms\/aidverify\/users\/([^/]+)(\/reset-password)?$/.exec(url.pathname);
        const user = match ? [...users.values()].find((u) => u.id === match[1]) : undefined;
        if (!user) return res.writeHead(404).end('{"error":"User not found"}');
        if (req.method === 'GET') return res.end(JSON.stringify(user));
        if (refuseWith) return res.writeHead(refuseWith).end('{"error":"unknown_error"}');
        if (req.method === 'PUT' && match![2]) {
          passwords.push({ id: user.id, body: JSON.parse(body) });
          return res.writeHead(204).end();
        }
        if (req.method === 'PUT') {
          const rep = JSON.parse(body) as RealmUser;
          users.delete(user.username);
          users.set(rep.username.toLowerCase(), { ...rep, username: rep.username.toLowerCase() });
          return res.writeHead(204).end();
        }
        res.writeHead(405).end('{}');
      });
      await new Promise<void>((resolve) => kc.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(kc.address() as AddressInfo).port}`;
      s = await startTestServices(backend, {
        env: { OIDC_EXTERNAL_ISSUER: `${base}/realms/aidverify`, KEYCLOAK_ADMIN_PASSWORD: ADMIN_PASSWORD },
      });
      verifier = (await s.signIn('verifier@aidverify.test')).accessToken;
    });
    afterAll(async () => {
      await s?.close();
      kc?.close();
    });
    beforeEach(() => {
      refuseWith = undefined;
      passwords = [];
      const realmUser = (id: string, username: string): [string, RealmUser] => [
        username,
        { id, username, email: username, enabled: true, attributes: { ACCT: ['student_account'] } },
      ];
      users = new Map([
        realmUser('kc-student', 'student@aidverify.test'),
        realmUser('kc-parent', 'parent@aidverify.test'),
      ]);
    });

    const account = async (username: string) =>
      (
        await readRows(
          s.db,
          { id: dbNumber, username: z.string(), password_hash: z.string() },
          'SELECT id, username, password_hash FROM student_account WHERE lower(username) = lower($1)',
          [username],
        )
      )[0]!;
    const setTemporaryPassword = (username: string) =>
      s.post('/student-api/studentAccountService/SetTemporaryPassword', { username }, verifier);

    it("sets the temporary password on the account's realm user, one Keycloak asks to replace at sign-in", async () => {
      const answer = await setTemporaryPassword('student@aidverify.test');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(passwords).toEqual([
        {
          id: 'kc-student',
          body: { type: 'password', value: answer.body.temporaryPassword, temporary: true },
        },
      ]);
    });

    it('answers 502 with the spec message when Keycloak refuses, and keeps the old password here too', async () => {
      const before = await account('parent@aidverify.test');
      for (const status of [500, 400]) {
        refuseWith = status;
        const answer = await setTemporaryPassword('parent@aidverify.test');
        expect(answer.status).toBe(502);
        expect(answer.body.message).toBe(FAILED);
      }
      expect((await account('parent@aidverify.test')).password_hash).toBe(before.password_hash);
      const [logged] = await readRows(
        s.db,
        { n: dbNumber },
        `SELECT count(*)::int AS n FROM activity_log WHERE action = 'TEMPORARY_PASSWORD_SET' AND entity_id = (SELECT uuid::text FROM student_account WHERE id = $1)`,
        [before.id],
      );
      expect(logged!.n).toBe(0);
    });

    it('answers 502 when Keycloak has no user for the account', async () => {
      users.delete('parent@aidverify.test');
      const answer = await setTemporaryPassword('parent@aidverify.test');
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe(FAILED);
      expect(passwords).toEqual([]);
    });

    it('changes the username and e-mail of the realm user with the sign-in e-mail; a refusal changes nothing here', async () => {
      const parent = await account('parent@aidverify.test');
      const change = (to: string) =>
        s.post(
          '/student-api/ChangeEmail',
          { AccountID: parent.id, CurrentUsername: parent.username, NewUsername: to },
          verifier,
        );
      refuseWith = 503;
      const refused = await change('pat.rivera@example.edu');
      expect(refused.status).toBe(502);
      expect(refused.body.message).toBe(FAILED);
      expect((await account('parent@aidverify.test')).id).toBe(parent.id);
      expect((await s.get('/api/dev/outbox?recipient=pat.rivera@example.edu')).body).toEqual([]);

      refuseWith = undefined;
      const changed = await change('Pat.Rivera@example.edu');
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(users.get('pat.rivera@example.edu')).toMatchObject({
        id: 'kc-parent',
        email: 'Pat.Rivera@example.edu',
        attributes: { ACCT: ['student_account'] },
      });
      expect(users.has('parent@aidverify.test')).toBe(false);
      expect((await account('pat.rivera@example.edu')).id).toBe(parent.id);
    });
  });
});
