import { afterAll, beforeAll, describe } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadEnv, type Env } from '../src/env.js';
import { openDatabase, startServices, type RunningServices } from '../src/server.js';
import type { Db } from '../src/platform/db.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { openSeededDatabase, writeSeededPgliteDataDir } from './seeded-database.js';
import { dbNumber, readRows, z } from './rows.js';

/** The databases every integration suite runs on; the server only when DATABASE_URL names one. */
export interface Backend {
  name: 'pglite' | 'postgres';
  available: boolean;
}
export const BACKENDS: Backend[] = [
  { name: 'pglite', available: true },
  { name: 'postgres', available: Boolean(process.env.DATABASE_URL) },
];

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, without JSON encoding (malformed bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface Response<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  refreshExpiresAt: number;
}

export interface TestServices {
  backend: Backend;
  env: Env;
  services: RunningServices;
  db: Db;
  url: string;
  call<T = any>(method: string, path: string, opts?: CallOptions): Promise<Response<T>>;
  get<T = any>(path: string, token?: string): Promise<Response<T>>;
  post<T = any>(path: string, body: unknown, token?: string): Promise<Response<T>>;
  /** Password, then the e-mailed code read from the dev outbox: a full sign-in as a user performs it. */
  signIn(
    email: string,
    opts?: { password?: string; schoolCode?: string; address?: string },
  ): Promise<SessionTokens>;
  /** The newest 6-digit code the outbox holds for this recipient. */
  latestCode(recipient: string): Promise<string>;
  /** Rows per table, to show a request changed nothing. */
  rowCounts(): Promise<Record<string, number>>;
  close(): Promise<void>;
  /**
   * Stops the app and starts it again on the same database (needs `persistent` on PGlite), with `env` changed
   * (an empty string unsets a variable), as an operator's new configuration would.
   */
  restart(env?: Record<string, string>): Promise<TestServices>;
}

export interface StartOptions {
  /** Extra configuration, as environment strings. */
  env?: Record<string, string>;
  /**
   * PGlite on disk under DATA_DIR instead of in memory, so `restart` reads back what was written (in memory,
   * `restart` keeps the open database).
   */
  persistent?: boolean;
  /** Runs on the fresh database before the services start on it (e.g. loads an older release's data). */
  prepare?: (db: Db) => Promise<void>;
}

/** Starts the real services in-process on a free port with a fresh database of the backend. */
export async function startTestServices(backend: Backend, opts: StartOptions = {}): Promise<TestServices> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-services-'));
  const source = {
    NODE_ENV: 'test',
    SERVICES_PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '14',
    DATA_DIR: dataDir,
    ...opts.env,
  };
  // A suite that loads its own data (an older release's, say) starts on an empty database; others on the seeded copy:
  // a persistent PGlite on a copy written to its folder under DATA_DIR (what a first start there would have left).
  // The configuration is read once DATA_DIR holds the copy's data key.
  const seededDb = opts.prepare
    ? undefined
    : opts.persistent && backend.name === 'pglite'
      ? await writeSeededPgliteDataDir(source, dataDir).then(() =>
          openDatabase(loadEnv(source), { inMemory: false }),
        )
      : await openSeededDatabase(backend.name, source, dataDir);
  const env = loadEnv(source);
  const db =
    seededDb ??
    (backend.name === 'postgres'
      ? await openDatabase(
          { ...env, DATABASE_URL: process.env.DATABASE_URL },
          { schema: `test_${randomBytes(6).toString('hex')}` },
        )
      : await openDatabase(env, { inMemory: !opts.persistent }));
  try {
    await opts.prepare?.(db);
    return await connect(backend, source, env, db, dataDir, backend.name === 'pglite' && !opts.persistent);
  } catch (err) {
    // A start that failed leaves no database, schema or folder behind.
    await db.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

async function connect(
  backend: Backend,
  source: Record<string, string>,
  env: Env,
  db: Db,
  dataDir: string,
  /** An in-memory PGlite: a restart keeps the same database open (only the configuration changes). */
  inMemory = false,
): Promise<TestServices> {
  const services = await startServices(env, { db });
  const url = services.url;

  const call = async <T = any>(method: string, p: string, o: CallOptions = {}): Promise<Response<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    // The embedded database runs in this process: a long statement blocks its event loop past the services'
    // keep-alive timeout, and a call made as it returns would reuse the kept socket before the server's overdue
    // timer closes it (ECONNRESET). A connection per call on that backend; real clients are not in its process.
    if (backend.name === 'pglite') headers.connection = 'close';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${url}${p}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text so a failing assertion shows it.
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  const latestCode = async (recipient: string) => {
    const res = await call<{ body: string }[]>(
      'GET',
      `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
    );
    const code = res.body?.[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (res.status !== 200 || !code)
      throw new Error(`No code in the outbox for ${recipient}: ${res.status} ${JSON.stringify(res.body)}`);
    return code;
  };

  const signIn: TestServices['signIn'] = async (email, o = {}) => {
    const headers = o.address ? { 'x-forwarded-for': o.address } : undefined;
    const cred = await call('POST', '/api/auth/verifyCredentials', {
      body: {
        Username: email,
        Password: o.password ?? DEMO_PASSWORD,
        ...(o.schoolCode ? { SchoolCode: o.schoolCode } : {}),
      },
      headers,
    });
    if (cred.status !== 200)
      throw new Error(`verifyCredentials ${email}: ${cred.status} ${JSON.stringify(cred.body)}`);
    const ticket = cred.body.ticket as string;
    const sent = await call('POST', '/api/auth/sendMFACode', {
      token: ticket,
      body: { messageType: 'EMAIL' },
    });
    if (sent.status !== 200)
      throw new Error(`sendMFACode ${email}: ${sent.status} ${JSON.stringify(sent.body)}`);
    const code = await latestCode(email);
    const checked = await call<SessionTokens>('POST', '/api/auth/checkMFACode', {
      token: ticket,
      body: { messageType: 'EMAIL', code },
    });
    if (checked.status !== 200)
      throw new Error(`checkMFACode ${email}: ${checked.status} ${JSON.stringify(checked.body)}`);
    return checked.body;
  };

  const rowCounts = async () => {
    const tables = await readRows(
      db,
      { name: z.string() },
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const counts: Record<string, number> = {};
    for (const t of tables)
      counts[t.name] = (
        await readRows(db, { n: dbNumber }, `SELECT count(*)::int AS n FROM "${t.name}"`)
      )[0]!.n;
    return counts;
  };

  return {
    backend,
    env,
    services,
    db,
    url,
    call,
    get: (p, token) => call('GET', p, { token }),
    post: (p, body, token) => call('POST', p, { body, token }),
    signIn,
    latestCode,
    rowCounts,
    async close() {
      await services.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart(changed = {}) {
      await services.close();
      // A new process reads its configuration (and the data key file) again and opens the database anew:
      // PGlite from its folder; on the server the same schema.
      const next = { ...source, ...changed };
      const again = loadEnv(next);
      if (backend.name === 'pglite' && !inMemory) {
        await db.close();
        return connect(backend, next, again, await openDatabase(again, { inMemory: false }), dataDir);
      }
      return connect(backend, next, again, db, dataDir, inMemory);
    },
  };
}

/**
 * Runs a suite once per backend. Without DATABASE_URL the server variant is reported as skipped,
 * never as passed, so a run without a server cannot be mistaken for a run on both.
 */
export function forEachBackend(fn: (backend: Backend) => void): void {
  describe.each(BACKENDS)('on $name', (backend) => {
    describe.skipIf(!backend.available)(
      backend.available ? 'database available' : 'skipped: DATABASE_URL is not set',
      () => fn(backend),
    );
  });
}

/** Starts services for the enclosing describe block and stops them after it. */
export function useServices(backend: Backend, opts: StartOptions = {}): () => TestServices {
  let running: TestServices | undefined;
  beforeAll(async () => {
    running = await startTestServices(backend, opts);
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('services not started');
    return running;
  };
}
