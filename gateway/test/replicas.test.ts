import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { DEMO_PASSWORD, generateIsirBuffer, loadEnv, openDatabase, type Db } from '@aidverify/services';
import { seededServerDatabase } from '@aidverify/services/test/seeded-database';
import { startS3Server, type TestS3Server } from '@aidverify/services/test/s3-server';
import {
  startReplica,
  startRoundRobinProxy,
  until,
  type Replica,
  type RoundRobinProxy,
} from './replica-set.js';
import type { Loose } from './harness.js';
import { dbNumber, readRows, z } from '@aidverify/services/test/rows';

/**
 * The product as several replicas on shared infrastructure: two services processes and two gateway processes on one
 * Postgres database, one S3 bucket (s3rver) and Redis, each pair behind a round-robin proxy (the gateways reach the
 * services through one). A journey whose steps alternate between the replicas, ending with a services replica
 * killed mid-import, whose job the other finishes. A server suite: Postgres only (PGlite is one process's database), skipped without DATABASE_URL.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Requests a minute per API token: small, so exhausting it takes a few requests. */
const RATE_LIMIT = 6;
/** A dead replica's job is taken over after this long without a heartbeat. */
const STALE_SECONDS = 3;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Records in an ISIR file, counted from its text: every line but the SAIG header and trailer (O*N05 / O*N95). */
const recordsIn = (file: Buffer) =>
  file
    .toString('latin1')
    .split(/\r?\n/)
    .filter((line) => line.trim() && !/^O\*N\d\d/.test(line)).length;

describe.skipIf(!process.env.DATABASE_URL)('two replicas of each process on shared infrastructure', () => {
  const dirs: string[] = [];
  const tmp = (name: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `aidverify-replicas-${name}-`));
    dirs.push(dir);
    return dir;
  };
  const redisPrefix = `aidverify-test-${randomBytes(6).toString('hex')}:`;
  let s3: TestS3Server;
  let database: { url: string; drop(): Promise<void> };
  let db: Db;
  let front: RoundRobinProxy;
  let servicesProxy: RoundRobinProxy;
  const services: Replica[] = [];
  const gateways: Replica[] = [];

  beforeAll(async () => {
    const seedDir = tmp('seed');
    s3 = await startS3Server(`replicas-${randomBytes(4).toString('hex')}`);
    // The harness's seeded database, copied for this suite; its data key is in the DATA_DIR the copy came with.
    database = await seededServerDatabase(
      { NODE_ENV: 'test', SERVICES_PORT: '0', LOG_LEVEL: 'silent', PASSWORD_SCRYPT_LOG_N: '14' },
      seedDir,
    );
    const dataKey = readFileSync(path.join(seedDir, 'data-encryption.key'), 'utf8').trim();
    db = await openDatabase({
      ...loadEnv({ DATA_DIR: seedDir, LOG_LEVEL: 'silent' }),
      DATABASE_URL: database.url,
    });
    front = await startRoundRobinProxy();
    servicesProxy = await startRoundRobinProxy();
    // Each replica has a DATA_DIR of its own (empty): what one keeps, another can only find in the shared bucket.
    const servicesEnv = (name: string) => ({
      NODE_ENV: 'test',
      SERVICES_HOST: '127.0.0.1',
      SERVICES_PORT: '0',
      DATABASE_URL: database.url,
      DB_POOL_SIZE: '5',
      DATA_DIR: tmp(name),
      DATA_ENCRYPTION_KEY: dataKey,
      // One issuer for the pair, the address the gateways reach them at; the embedded provider's is the front's.
      PUBLIC_ISSUER: `${servicesProxy.url}/api`,
      OIDC_ISSUER_URL: `${front.url}/oidc`,
      PASSWORD_SCRYPT_LOG_N: '14',
      LOG_LEVEL: 'silent',
      JOB_STALE_SECONDS: String(STALE_SECONDS),
      SHUTDOWN_GRACE_SECONDS: '1',
      ...s3.env,
    });
    services.push(
      ...(await Promise.all(
        ['services-a', 'services-b'].map((n) => startReplica('services', n, servicesEnv(n))),
      )),
    );
    servicesProxy.targets = services.map((r) => r.url);
    const gatewayEnv = {
      NODE_ENV: 'test',
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: '0',
      SERVICES_URL: servicesProxy.url,
      OIDC_ISSUER: `${front.url}/oidc`,
      PUBLIC_URL: front.url,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(seedDir, 'no-web-build'),
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      API_TOKEN_RATE_LIMIT: String(RATE_LIMIT),
    };
    gateways.push(
      ...(await Promise.all(['gateway-a', 'gateway-b'].map((n) => startReplica('gateway', n, gatewayEnv)))),
    );
    front.targets = gateways.map((r) => r.url);
    for (const g of gateways)
      await until(
        () =>
          fetch(`${g.url}/readyz`).then(
            (r) => r.ok,
            () => false,
          ),
        `${g.name} ready`,
        60_000,
      );
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...gateways, ...services].map((r) => r.stop()));
    await front?.close();
    await servicesProxy?.close();
    await s3?.close();
    await db?.close();
    await database?.drop();
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** POST /graphql on one gateway replica (or the front proxy). */
  const graphql = async (
    at: string,
    query: string,
    variables?: Record<string, unknown>,
    auth: { token?: string; cookie?: string } = {},
  ) => {
    const res = await fetch(`${at}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Loose; errors?: { extensions?: { code?: string } }[] };
    return { status: res.status, ...body, setCookies: res.headers.getSetCookie() };
  };
  const codeFor = async (email: string) => {
    const messages = (await (
      await fetch(`${servicesProxy.url}/api/dev/outbox?recipient=${encodeURIComponent(email)}`)
    ).json()) as { body: string }[];
    return messages[0]!.body.match(/\b(\d{6})\b/)![1]!;
  };
  /** The product's password and code steps on gateway `at`: the ticket and the code, for a session or a provider. */
  const passwordAndCode = async (at: string, email: string) => {
    const signIn = await graphql(
      at,
      `
        mutation ($i: SignInInput!) {
          signIn(input: $i) {
            challenge {
              ticket
            }
          }
        }
      `,
      { i: { username: email, password: DEMO_PASSWORD } },
    );
    const ticket = signIn.data.signIn.challenge.ticket as string;
    await graphql(
      at,
      `
        mutation ($t: String!) {
          sendMfaCode(ticket: $t, channel: EMAIL) {
            ok
          }
        }
      `,
      { t: ticket },
    );
    return { ticket, code: await codeFor(email) };
  };
  const signIn = async (at: string, email: string) => {
    const { ticket, code } = await passwordAndCode(at, email);
    const checked = await graphql(
      at,
      `
        mutation ($t: String!, $c: String!) {
          checkMfaCode(ticket: $t, code: $c) {
            session {
              accessToken
            }
          }
        }
      `,
      { t: ticket, c: code },
    );
    const cookie = checked.setCookies.find((c) => c.startsWith('av_refresh='))!.split(';')[0]!;
    return { token: checked.data.checkMfaCode.session.accessToken as string, cookie };
  };
  const VIEWER = '{ viewer { role schoolCode isStaff } }';
  const servedBy = (proxy: RoundRobinProxy) => new Map(proxy.served);
  /** Requests each replica behind `proxy` answered since `before`. */
  const answeredSince = (proxy: RoundRobinProxy, before: Map<string, number>) =>
    proxy.targets.map((t) => (proxy.served.get(t) ?? 0) - (before.get(t) ?? 0));

  it('signs in on one gateway and works on the other, its refresh included: password and code, and the OpenID Connect code flow', async () => {
    const [a, b] = gateways.map((g) => g.url) as [string, string];
    const before = servedBy(servicesProxy);
    const session = await signIn(a, 'verifier@aidverify.test');
    expect((await graphql(b, VIEWER, {}, { token: session.token })).data.viewer).toEqual({
      role: 'Verifier',
      schoolCode: '222222',
      isStaff: true,
    });
    // The refresh cookie set by one gateway renews the session on the other; the new token works on the first.
    const refreshed = await graphql(
      b,
      'mutation { refreshSession { accessToken } }',
      {},
      { cookie: session.cookie },
    );
    const renewed = refreshed.data.refreshSession.accessToken as string;
    expect(renewed).not.toBe(session.token);
    expect((await graphql(a, VIEWER, {}, { token: renewed })).data.viewer.role).toBe('Verifier');

    // The embedded provider's code flow, each step on the other gateway than the one before: its interaction,
    // session and grant live in the database, its cookies are signed alike by every replica.
    const jar = new Map<string, string>();
    const browse = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(';')[0]!;
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return res;
    };
    const on = (gateway: string, url: string) => url.replace(front.url, gateway);
    const verifier = randomBytes(72).toString('base64url');
    const redirect = `${front.url}/signin-callback`;
    const auth = new URL(`${a}/oidc/auth`);
    Object.entries({
      client_id: 'aidverify',
      redirect_uri: redirect,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid profile email',
      state: 'replicas',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).forEach(([k, v]) => auth.searchParams.set(k, v));
    const interaction = (await browse(auth.href)).headers.get('location')!;
    const uid = interaction.split('/').pop()!;
    expect((await browse(`${b}${interaction}`)).headers.get('location')).toBe(`/login?interaction=${uid}`);
    const login = await browse(`${a}/oidc/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await passwordAndCode(b, 'verifier@aidverify.test')),
    });
    expect(login.status).toBe(200);
    const { returnTo } = (await login.json()) as { returnTo: string };
    const back = (await browse(on(b, returnTo))).headers.get('location')!;
    const code = new URLSearchParams(new URL(back).hash.slice(1)).get('code');
    expect(code, back).toBeTruthy();
    const token = async (gateway: string, form: Record<string, string>) => {
      const res = await fetch(`${gateway}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'aidverify', ...form }),
      });
      const body = (await res.json()) as Record<string, string>;
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body;
    };
    const tokens = await token(a, {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: redirect,
      code_verifier: verifier,
    });
    expect((await graphql(b, VIEWER, {}, { token: tokens.access_token })).data.viewer.role).toBe('Verifier');
    expect(tokens.refresh_token).toBeTruthy();
    const rotated = await token(b, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(rotated.access_token).not.toBe(tokens.access_token);
    expect((await graphql(a, VIEWER, {}, { token: rotated.access_token })).data.viewer.role).toBe('Verifier');
    // The rotated-out refresh token is spent on every replica.
    const reused = await fetch(`${a}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'aidverify',
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
      }),
    });
    expect(reused.status).toBe(400);
    // The gateways' calls went to both services replicas.
    expect(answeredSince(servicesProxy, before).every((n) => n > 0)).toBe(true);
  });

  it('imports an ISIR file uploaded through one gateway as a job, followed to its end through the other', async () => {
    const [a, b] = gateways.map((g) => g.url) as [string, string];
    const { token } = await signIn(a, 'verifier@aidverify.test');
    const file = generateIsirBuffer({ layout: '2026-27', records: 300, seed: 41, firstPerson: 410_000 });
    const form = new FormData();
    form.append('AidYear', '2027');
    form.append('background', 'true');
    form.append('isirFile', new Blob([new Uint8Array(file)]), 'replicas-job.txt');
    const res = await fetch(`${a}/files/isir-uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const queued = (await res.json()) as { id: number; jobId: number; status: string };
    expect(res.status, JSON.stringify(queued)).toBe(200);
    expect(queued.status).toBe('QUEUED');
    let last: unknown;
    const job = await until(
      async () => {
        const answer = await graphql(
          b,
          'query ($id: Int!) { job(id: $id) { status error } }',
          { id: queued.jobId },
          { token },
        );
        last = answer.errors ?? answer.data?.job;
        return answer.data?.job?.status === 'DONE' && answer.data.job;
      },
      () => `job ${queued.jobId} to finish; it is ${JSON.stringify(last)}`,
      60_000,
    );
    expect(job.error).toBeNull();
    const upload = await graphql(
      b,
      'query ($id: Int!) { isirUpload(id: $id) { status recordCount } }',
      { id: queued.id },
      { token: (await signIn(b, 'admin@aidverify.test')).token },
    );
    expect(upload.data.isirUpload).toEqual({ status: 'IMPORTED', recordCount: recordsIn(file) });
    const [stored] = await readRows(
      db,
      { n: dbNumber },
      'SELECT count(*)::int AS n FROM isir_record WHERE upload_id = $1',
      [queued.id],
    );
    expect(stored!.n).toBe(recordsIn(file));
  }, 90_000);

  it('a permission removed through one replica is refused by the other, and by each services replica, within 1 s', async () => {
    const [a, b] = gateways.map((g) => g.url) as [string, string];
    const admin = (await signIn(a, 'admin@aidverify.test')).token;
    const member = (await signIn(b, 'member@aidverify.test')).token;
    const [ids] = await readRows(
      db,
      { roleID: dbNumber, permissionID: dbNumber },
      `SELECT (SELECT id FROM role WHERE name = 'Member') AS "roleID",
              (SELECT id FROM permission WHERE code = 'HOLIDAYS_VIEW') AS "permissionID"`,
    );
    const HOLIDAYS = '{ holidays { id } }';
    const onGatewayB = async () => {
      const answer = await graphql(b, HOLIDAYS, {}, { token: member });
      return answer.errors?.[0]?.extensions?.code ?? 'OK';
    };
    const onServices = () =>
      Promise.all(
        services.map((s) =>
          fetch(`${s.url}/school-api/holiday/`, { headers: { authorization: `Bearer ${member}` } }).then(
            (r) => r.status,
          ),
        ),
      );
    // Refused before (asked of the services only: the gateway would keep the answer in its menu cache for 15 s).
    expect(await onServices()).toEqual([403, 403]);
    const grant = await graphql(
      a,
      'mutation ($l: [RolePermissionInput!]!) { grantPermissions(links: $l) { ok } }',
      { l: [ids] },
      { token: admin },
    );
    expect(grant.data.grantPermissions.ok).toBe(true);
    // Allowed everywhere, so each services replica now holds the grant in its permission cache. (The grant's own
    // delay is not the goal, the removal's below is: 2 s ran out at load 5.5 in a fresh-clone run.)
    await until(async () => (await onGatewayB()) === 'OK', 'the grant on gateway b', 10_000);
    expect(await onServices()).toEqual([200, 200]);

    const revoke = await graphql(
      a,
      'mutation ($l: [RolePermissionInput!]!) { revokePermissions(links: $l) { ok } }',
      { l: [ids] },
      { token: admin },
    );
    expect(revoke.data.revokePermissions.ok).toBe(true);
    const revokedAt = Date.now();
    await until(
      async () => (await onGatewayB()) === 'FORBIDDEN' && (await onServices()).every((s) => s === 403),
      'the removal to reach every replica',
      1_000,
    );
    expect(Date.now() - revokedAt).toBeLessThan(1_000);
  });

  it("holds an API token's rate limit once for both gateways, not once each", async () => {
    const admin = (await signIn(gateways[0]!.url, 'admin@aidverify.test')).token;
    const made = await graphql(
      gateways[1]!.url,
      'mutation ($i: NewApiTokenInput!) { createApiToken(input: $i) { ok secret } }',
      { i: { name: 'Replica limit', schoolCode: '222222', role: 'Admin', readOnly: true, expiresInDays: 1 } },
      { token: admin },
    );
    const secret = made.data.createApiToken.secret as string;
    const before = servedBy(front);
    const started = Date.now();
    const statuses: number[] = [];
    // Through the round-robin proxy: consecutive requests land on alternate gateways.
    while (statuses.filter((s) => s === 429).length < 2 && statuses.length < 4 * RATE_LIMIT) {
      const res = await fetch(`${front.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query: '{ userSettings { email } }' }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    const allowed = statuses.filter((s) => s === 200).length;
    // The bucket refills RATE_LIMIT a minute: a slow run may earn a request more, never a second bucket.
    const refilled = Math.floor(((Date.now() - started) / 60_000) * RATE_LIMIT);
    expect(allowed, statuses.join(' ')).toBeGreaterThanOrEqual(RATE_LIMIT);
    expect(allowed, statuses.join(' ')).toBeLessThanOrEqual(RATE_LIMIT + refilled);
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(200));
    // The two refusals came from different gateways (alternating), and both gateways answered requests.
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const [first, second] = answeredSince(front, before) as [number, number];
    expect(first + second).toBe(statuses.length);
    expect(Math.abs(first - second)).toBeLessThanOrEqual(1);
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      expect(await redis.keys(`${redisPrefix}api-token-rate:*`)).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });

  it('downloads through one gateway, and from each services replica, a document uploaded through the other', async () => {
    const [a, b] = gateways.map((g) => g.url) as [string, string];
    const student = (await signIn(a, 'student@aidverify.test')).token;
    const item = randomUUID();
    await db.query(
      `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year)
       SELECT $1, l.student_id, t.id, 2027
         FROM student_account a JOIN student_account_link l ON l.student_account_id = a.id AND l.account_type = 0,
              interview_type t
        WHERE a.username = 'student@aidverify.test' AND t.type_code = 'TAX'`,
      [item],
    );
    const INTERVIEW = `query ($item: ID!) { interview(item: $item) { step { questions { id key documents { fileName downloadPath } } } } }`;
    const first = await graphql(a, INTERVIEW, { item }, { token: student });
    const question = first.data.interview.step.questions.find((q: Loose) => q.key === 'tax_transcript_file');
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(PDF)]), 'transcript.pdf');
    const uploaded = await fetch(`${a}/files/interview-documents?item=${item}&question=${question.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student}` },
      body: fd,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const seen = await graphql(b, INTERVIEW, { item }, { token: student });
    const doc = seen.data.interview.step.questions.find((q: Loose) => q.key === 'tax_transcript_file')
      .documents[0];
    expect(doc.fileName).toBe('transcript.pdf');
    const download = await fetch(`${b}${doc.downloadPath}`, {
      headers: { authorization: `Bearer ${student}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    // Whichever services replica stored it, both serve it: neither DATA_DIR holds it, the bucket does.
    const fileID = decodeURIComponent(doc.downloadPath.split('/').pop());
    for (const s of services) {
      const res = await fetch(`${s.url}/interview-api/interview/fileDownload/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${student}` },
        body: JSON.stringify({ fileID }),
      });
      expect(res.status, s.name).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF), s.name).toBe(true);
    }
  });

  // Last in the file: it kills a services replica, so every step after it runs on the other one alone.
  it('a services replica killed mid-import leaves the job to the other, which finishes it with nothing lost or doubled', async () => {
    const [a, b] = gateways.map((g) => g.url) as [string, string];
    const { token } = await signIn(a, 'verifier@aidverify.test');
    // Big enough that the import is still inside its transaction well after its first batch (400 records) is read:
    // the kill must land before the last of the 2,400.
    const file = generateIsirBuffer({ layout: '2026-27', records: 2400, seed: 43, firstPerson: 430_000 });
    const form = new FormData();
    form.append('AidYear', '2027');
    form.append('background', 'true');
    form.append('isirFile', new Blob([new Uint8Array(file)]), 'replicas-killed.txt');
    const res = await fetch(`${b}/files/isir-uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const queued = (await res.json()) as { id: number; jobId: number };
    expect(res.status, JSON.stringify(queued)).toBe(200);

    const jobRow = async () =>
      (
        await readRows(
          db,
          {
            status: z.string(),
            locked_by: z.string().nullable(),
            attempts: dbNumber,
            finished_at: z.date().nullable(),
            progress_records: dbNumber,
          },
          `SELECT j.status, j.locked_by, j.attempts::int, j.finished_at, coalesce(p.records, u.progress_records) AS progress_records
             FROM job j JOIN isir_upload u ON u.job_id = j.id LEFT JOIN isir_upload_progress p ON p.upload_id = u.id
            WHERE j.id = $1`,
          [queued.jobId],
        )
      )[0]!;
    // The worker id names the process (services/src/platform/jobs.ts): the replica holding the job is found by pid.
    const workerOf = (r: Replica) => `worker-${hostname()}-${r.pid}-`;
    const holder = (row: { locked_by: string | null }) =>
      services.find((r) => row.locked_by?.startsWith(workerOf(r)));
    let seen: unknown;
    // The event: the job RUNNING on one replica, its first batch read (the import is under way, not finished).
    const running = await until(
      async () => {
        const row = await jobRow();
        seen = row;
        return row.status === 'RUNNING' && row.progress_records > 0 && holder(row) && row;
      },
      () => `job ${queued.jobId} to be running on a replica; it is ${JSON.stringify(seen)}`,
      30_000,
    );
    const victim = holder(running)!;
    const survivor = services.find((r) => r !== victim)!;
    victim.child.kill('SIGKILL');
    await victim.exited;

    // Killed inside the import's transaction: the upload is still RUNNING and none of its records were kept.
    const [left] = await readRows(
      db,
      { status: z.string(), records: dbNumber },
      `SELECT status, (SELECT count(*)::int FROM isir_record WHERE upload_id = u.id) AS records
         FROM isir_upload u WHERE id = $1`,
      [queued.id],
    );
    expect(left).toEqual({ status: 'RUNNING', records: 0 });

    // No heartbeat from the dead replica for STALE_SECONDS: the survivor claims the job again and finishes it.
    const done = await until(
      async () => {
        const row = await jobRow();
        seen = row;
        return row.status !== 'RUNNING' && row.status !== 'QUEUED' && row;
      },
      () => `job ${queued.jobId} to be finished by ${survivor.name}; it is ${JSON.stringify(seen)}`,
      45_000,
    );
    expect(done.status).toBe('DONE');
    expect(done.finished_at).not.toBeNull();
    // Claimed twice: once by the killed replica, once by the survivor, which holds it at the end.
    expect(done.attempts).toBe(2);
    expect(done.locked_by?.startsWith(workerOf(survivor)), `${done.locked_by} is ${survivor.name}'s`).toBe(
      true,
    );

    // Counted in SQL against the file's own lines: every record once, none twice, one job for the upload.
    const records = recordsIn(file);
    const [counts] = await readRows(
      db,
      { rows: dbNumber, keys: dbNumber, lines: dbNumber, jobs: dbNumber, unpublished: dbNumber },
      `SELECT count(*)::int AS rows,
              count(DISTINCT (r.school_code, r.aid_year, r.transaction_key))::int AS keys,
              count(DISTINCT r.line_number)::int AS lines,
              (SELECT count(*)::int FROM job
                WHERE kind = (SELECT kind FROM job WHERE id = $2) AND (payload->>'uploadId')::int = $1) AS jobs,
              (SELECT count(*)::int FROM isir_record_all WHERE upload_id = $1) - count(*)::int AS unpublished
         FROM isir_record r WHERE r.upload_id = $1`,
      [queued.id, queued.jobId],
    );
    expect(counts).toEqual({ rows: records, keys: records, lines: records, jobs: 1, unpublished: 0 });

    // The journey goes on without a restart: both gateways, their services calls now answered by the survivor alone
    // (the proxy skips the refused replica), show the import.
    const admin = (await signIn(a, 'admin@aidverify.test')).token;
    for (const gateway of [a, b]) {
      const upload = await graphql(
        gateway,
        'query ($id: Int!) { isirUpload(id: $id) { status recordCount } }',
        { id: queued.id },
        { token: admin },
      );
      expect(upload.data.isirUpload).toEqual({ status: 'IMPORTED', recordCount: records });
    }
  }, 90_000);
});
