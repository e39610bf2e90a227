import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueStaffPasswordLink } from '../src/domain/identity/staff-password-link.js';
import { firstRunFromEnv, FirstRunRefused, runFirstSetup } from '../src/seed/first-run.js';
import { BACKENDS, forEachBackend, startTestServices, type TestServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

const PASSWORD = 'First-run-2027';
const counts = async (s: TestServices) => {
  const [row] = await readRows(
    s.db,
    { schools: dbNumber, staff: dbNumber, admins: dbNumber, links: dbNumber },
    `SELECT (SELECT count(*)::int FROM school) AS schools, (SELECT count(*)::int FROM staff_user) AS staff,
            (SELECT count(*)::int FROM staff_school_role sr JOIN role r ON r.id = sr.role_id WHERE r.name = 'SuperAdmin') AS admins,
            (SELECT count(*)::int FROM account_token WHERE kind = 'STAFF_PASSWORD_SET') AS links`,
  );
  return row!;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('first run of an empty installation', () => {
  forEachBackend((backend) => {
    let s: TestServices;
    beforeAll(async () => {
      s = await startTestServices(backend, { env: { SEED_DEMO_DATA: 'off' } });
    });
    afterAll(() => s?.close());

    it('refuses a code off the Title IV list without a name, writing nothing', async () => {
      await expect(
        runFirstSetup(s.services.ctx, { schoolCode: '999999', adminEmail: 'it@school.edu' }),
      ).rejects.toThrow(/999999 is not on the Title IV school list; give the school's name/);
      await expect(
        runFirstSetup(s.services.ctx, { schoolCode: '001081', adminEmail: 'not an e-mail' }),
      ).rejects.toThrow(/adminEmail: is not an e-mail address/);
      expect(await counts(s)).toEqual({ schools: 0, staff: 0, admins: 0, links: 0 });
    });

    it('creates one school named from the Title IV list, usable, and one SuperAdmin with a one-time link', async () => {
      // As a container does at start (INITIAL_SCHOOL_CODE / INITIAL_ADMIN_EMAIL).
      const ctx = s.services.ctx;
      const result = await firstRunFromEnv({
        ...ctx,
        env: { ...ctx.env, INITIAL_SCHOOL_CODE: '001081', INITIAL_ADMIN_EMAIL: 'IT@School.edu' },
      });
      expect(result).toMatchObject({
        schoolCode: '001081',
        schoolName: 'Arizona State University Campus Immersion',
        fromTitleIvList: true,
        adminEmail: 'it@school.edu',
      });
      expect(await counts(s)).toEqual({ schools: 1, staff: 1, admins: 1, links: 1 });
      const [school] = await readRows(
        s.db,
        { years: dbNumber, groups: dbNumber, default_aid_year: dbNumber },
        `SELECT s.default_aid_year, (SELECT count(*)::int FROM school_aid_year y WHERE y.school_code = s.school_code) AS years,
              (SELECT count(DISTINCT m.verification_group)::int FROM school_isir_record_info i
                 JOIN school_isir_rec_info_vgroup_map m ON m.school_isir_record_info_id = i.id WHERE i.school_code = s.school_code) AS groups
         FROM school s WHERE s.school_code = '001081'`,
      );
      expect(school).toMatchObject({ years: 1, default_aid_year: result!.aidYear });
      expect(school!.groups).toBeGreaterThan(0);
      // Queued to the administrator through the outbox: the same link.
      const [mail] = await readRows(
        s.db,
        { body: z.string() },
        `SELECT body FROM outbox_message WHERE recipient = 'it@school.edu' ORDER BY id DESC LIMIT 1`,
      );
      expect(mail!.body).toContain(result!.link);
      expect(result!.link).toMatch(
        /^http:\/\/localhost:4000\/newAccountPasswordReset\?token=[\w-]{40,}&account=staff$/,
      );
    });

    it('refuses a second run once an administrator exists, and says so; a restart with the same settings skips it', async () => {
      const before = await counts(s);
      const second = runFirstSetup(s.services.ctx, { schoolCode: '001083', adminEmail: 'other@school.edu' });
      await expect(second).rejects.toBeInstanceOf(FirstRunRefused);
      await expect(second).rejects.toThrow(/already has an administrator \(it@school\.edu\)/);
      const ctx = s.services.ctx;
      expect(
        await firstRunFromEnv({
          ...ctx,
          env: { ...ctx.env, INITIAL_SCHOOL_CODE: '001081', INITIAL_ADMIN_EMAIL: 'it@school.edu' },
        }),
      ).toBeUndefined();
      expect(await counts(s)).toEqual(before);
    });

    it('the link sets the password and sign-in code channel once; then the administrator signs in and adds a school', async () => {
      const [mail] = await readRows(
        s.db,
        { body: z.string() },
        `SELECT body FROM outbox_message WHERE recipient = 'it@school.edu' ORDER BY id DESC LIMIT 1`,
      );
      const token = tokenOf(mail!.body.match(/https?:\/\/\S+/)![0]);
      const noPhone = await s.post('/student-api/AddAccountPasswordReset', {
        token,
        password: PASSWORD,
        mfaOption: 'SMS',
      });
      expect(noPhone.status).toBe(400);
      expect(noPhone.body.message).toMatch(/10-digit US mobile number/);
      const used = await s.post('/student-api/AddAccountPasswordReset', {
        token,
        password: PASSWORD,
        mfaOption: 'SMS',
        phone: '(555) 010-4444',
      });
      expect(used.status, JSON.stringify(used.body)).toBe(200);
      const again = await s.post('/student-api/AddAccountPasswordReset', {
        token,
        password: 'Another-2027x',
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toMatch(/expired or was already used/);
      const [staff] = await readRows(
        s.db,
        { mfa_option: z.string(), phone: z.string() },
        `SELECT mfa_option, phone FROM staff_user WHERE email = 'it@school.edu'`,
      );
      expect(staff).toEqual({ mfa_option: 'SMS', phone: '555-010-4444' });

      const session = await s.signIn('it@school.edu', { password: PASSWORD, schoolCode: '001081' });
      const user = await s.get('/api/auth/getUser', session.accessToken);
      expect(user.body).toMatchObject({ role: 'SuperAdmin' });
      const added = await s.call('POST', '/school-api/NewSchool/addNewSchool/', {
        token: session.accessToken,
        body: {
          schoolCode: '001083',
          templateSchoolCode: '001081',
          schoolName: 'University of Arizona',
          initialAidYear: 2027,
          schoolPURL: 'arizona',
        },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect((await counts(s)).schools).toBe(2);
    });

    it('the administrator adds a staff member, who gets their own link; without BACKOFFICE_ADMIN nobody adds people', async () => {
      const admin = await s.signIn('it@school.edu', { password: PASSWORD, schoolCode: '001081' });
      const add = (token: string, body: Record<string, string>) =>
        s.call('POST', '/admin-api/MasterUserProfile/add', { token, body });
      const verifier = {
        email: 'Verifier@School.edu',
        firstName: 'Vera',
        lastName: 'Fier',
        schoolCode: '001081',
        role: 'Verifier',
      };
      const added = await add(admin.accessToken, verifier);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body).toMatchObject({
        email: 'verifier@school.edu',
        defaultSchoolCode: '001081',
        active: true,
      });
      const again = await add(admin.accessToken, verifier);
      expect(again.status).toBe(400);
      expect(again.body.inputErrors).toEqual([{ path: 'email', message: 'is already in use' }]);
      expect(
        (await add(admin.accessToken, { ...verifier, email: 'x@school.edu', role: 'User' })).status,
      ).toBe(400);

      const [mail] = await readRows(
        s.db,
        { body: z.string() },
        `SELECT body FROM outbox_message WHERE recipient = 'verifier@school.edu' ORDER BY id DESC LIMIT 1`,
      );
      expect(mail!.body).toMatch(/as Verifier at Arizona State University Campus Immersion/);
      const set = await s.post('/student-api/AddAccountPasswordReset', {
        token: tokenOf(mail!.body.match(/https?:\/\/\S+/)![0]),
        password: 'Verifier-2027',
      });
      expect(set.status).toBe(200);
      const session = await s.signIn('verifier@school.edu', {
        password: 'Verifier-2027',
        schoolCode: '001081',
      });
      const denied = await add(session.accessToken, { ...verifier, email: 'third@school.edu' });
      expect(denied.status).toBe(403);
      expect((await counts(s)).staff).toBe(2);
    });

    it('refuses an expired link', async () => {
      const [admin] = await readRows(
        s.db,
        { id: dbNumber },
        `SELECT id FROM staff_user WHERE email = 'it@school.edu'`,
      );
      const link = await s.db.transaction((tx) =>
        issueStaffPasswordLink(
          tx,
          { id: admin!.id, email: 'it@school.edu', firstName: 'Installation' },
          'http://localhost:4000',
          'a new link.',
        ),
      );
      await s.db.query(
        `UPDATE account_token SET expires_at = now() - interval '1 minute' WHERE kind = 'STAFF_PASSWORD_SET' AND used_at IS NULL`,
      );
      const expired = await s.post('/student-api/AddAccountPasswordReset', {
        token: tokenOf(link),
        password: 'Expired-2027x',
      });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toMatch(/expired or was already used/);
      // The password set through the first link still signs in.
      await expect(
        s.signIn('it@school.edu', { password: PASSWORD, schoolCode: '001081' }),
      ).resolves.toBeTruthy();
    });
  });
});

/**
 * With Keycloak (OIDC_EXTERNAL_ISSUER and its admin's password), the first administrator is the Keycloak user with
 * that e-mail: a stand-in of Keycloak's admin API and JWKS records the attributes the setup sets, and a token
 * carrying them opens the API as the SuperAdmin.
 */
describe('first run with Keycloak', () => {
  let kc: Server;
  let issuer: string;
  let key: CryptoKey;
  let s: TestServices;
  const kcUser = {
    id: 'kc-7f3a',
    username: 'it.admin',
    email: 'it@school.edu',
    enabled: true,
    attributes: { department: ['IT'] },
  };
  const puts: { path: string; body: any; auth?: string }[] = [];
  const read = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    return body;
  };

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'kc-1', alg: 'RS256', use: 'sig' };
    kc = createServer(async (req, res) => {
      const url = new URL(req.url!, 'http://kc');
      const body = await read(req);
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/realms/master/protocol/openid-connect/token') {
        const form = new URLSearchParams(body);
        if (form.get('password') !== 'kc-admin-9f2d7c41b3e5' || form.get('client_id') !== 'admin-cli')
          return res.writeHead(401).end('{}');
        return res.end(JSON.stringify({ access_token: 'admin-token' }));
      }
      if (url.pathname === '/realms/aidverify/protocol/openid-connect/certs')
        return res.end(JSON.stringify({ keys: [jwk] }));
      if (req.headers.authorization !== 'Bearer admin-token') return res.writeHead(401).end('{}');
      if (req.method === 'GET' && url.pathname === '/admin/realms/aidverify/users')
        return res.end(JSON.stringify(url.searchParams.get('email') === kcUser.email ? [kcUser] : []));
      if (req.method === 'PUT' && url.pathname === `/admin/realms/aidverify/users/${kcUser.id}`) {
        puts.push({ path: url.pathname, body: JSON.parse(body) });
        return res.writeHead(204).end();
      }
      res.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => kc.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(kc.address() as AddressInfo).port}/realms/aidverify`;
    s = await startTestServices(BACKENDS[0]!, {
      env: {
        SEED_DEMO_DATA: 'off',
        OIDC_EXTERNAL_ISSUER: issuer,
        KEYCLOAK_ADMIN_PASSWORD: 'kc-admin-9f2d7c41b3e5',
      },
    });
  });
  afterAll(async () => {
    await s?.close();
    kc?.close();
  });

  it('refuses when Keycloak has no user with the e-mail, writing nothing', async () => {
    await expect(
      runFirstSetup(s.services.ctx, { schoolCode: '001081', adminEmail: 'nobody@school.edu' }),
    ).rejects.toThrow(
      /has no user with the e-mail nobody@school\.edu; create that user in the aidverify realm first/,
    );
    expect(await counts(s)).toEqual({ schools: 0, staff: 0, admins: 0, links: 0 });
  });

  it('links the Keycloak user with that e-mail, sends no password link, and their token opens the API as SuperAdmin', async () => {
    const result = await runFirstSetup(s.services.ctx, { schoolCode: '001081', adminEmail: 'it@school.edu' });
    expect(result.keycloakUser).toEqual({ id: 'kc-7f3a', username: 'it.admin' });
    expect(result.link).toBeUndefined();
    expect(await counts(s)).toEqual({ schools: 1, staff: 1, admins: 1, links: 0 });
    expect(puts).toHaveLength(1);
    // The whole user goes back (Keycloak replaces it), with the existing attributes kept.
    expect(puts[0]!.body).toMatchObject({
      username: 'it.admin',
      email: 'it@school.edu',
      attributes: { department: ['IT'], UUID: [result.adminUuid], ACCT: ['staff'], SCHOOL_CODE: ['001081'] },
    });
    const token = await new SignJWT({
      typ: 'Bearer',
      azp: 'aidverify',
      UUID: result.adminUuid,
      SCHOOL_CODE: '001081',
      acct: 'staff',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'kc-1', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience('aidverify')
      .setSubject(kcUser.id)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    const user = await s.get('/api/auth/getUser', token);
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    expect(user.body).toMatchObject({ role: 'SuperAdmin' });
  });
});
