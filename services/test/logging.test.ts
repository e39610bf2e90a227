import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from '../src/env.js';
import { openDatabase, startServices, type RunningServices } from '../src/server.js';
import { Outbox } from '../src/domain/identity/outbox.js';
import { createLogger, redactUrl } from '@aidverify/observability';

describe('redactUrl', () => {
  it('keeps the route and blanks e-mails, SSN-like numbers, dates and secret query values', () => {
    expect(redactUrl('/api/dev/outbox?recipient=a.b%40x.edu&page=2')).toBe(
      '/api/dev/outbox?recipient=[redacted]&page=2',
    );
    expect(redactUrl('/student-api/by-email/jordan@example.edu/ssn/900-12-3456')).toBe(
      '/student-api/by-email/[email]/ssn/[number]',
    );
    expect(redactUrl('/x/900123456/2004-05-06')).toBe('/x/[number]/[date]');
    expect(redactUrl('/oidc/cb?code=abc&state=s&iss=http%3A%2F%2Fh')).toBe(
      '/oidc/cb?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fh',
    );
    // A uuid is not a number to hide.
    expect(redactUrl('/api/students/0b6f4a8e-1234-4c2a-9f00-123456789012')).toBe(
      '/api/students/0b6f4a8e-1234-4c2a-9f00-123456789012',
    );
  });
});

describe('LOG_LEVEL and the outbox', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-logging-'));
  const started: RunningServices[] = [];
  afterAll(async () => {
    for (const s of started) await s.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (level: string) => {
    const lines: string[] = [];
    const env = loadEnv({
      NODE_ENV: 'test',
      SERVICES_PORT: '0',
      LOG_LEVEL: level,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'off',
      JOB_WORKER: 'off',
    });
    const s = await startServices(env, {
      db: await openDatabase(env, { inMemory: true }),
      logger: true,
      logStream: { write: (l) => void lines.push(l) },
    });
    started.push(s);
    return { s, lines };
  };

  let warn: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    warn = await start('warn');
  }, 180_000);

  // (At info, requests are logged: the journey of gateway/test/log-redaction.test.ts reads them.)
  it('logs nothing below the level chosen: at warn no request lines, but a failed readiness check', async () => {
    const { s, lines } = warn;
    expect((await fetch(`${s.url}/api/nowhere`)).status).toBe(404);
    expect(await (await fetch(`${s.url}/readyz`)).json()).toEqual({ ok: true });
    await s.ctx.db.close();
    const notReady = await fetch(`${s.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ ok: false });
    expect(lines.some((l) => l.includes('"msg":"incoming request"'))).toBe(false);
    expect(lines.filter((l) => l.includes('"msg":"not ready"'))).toHaveLength(1);
  });

  it('prints outbox messages only with the development outbox, never in production', async () => {
    const printed: string[] = [];
    const log = createLogger('info', { write: (line) => void printed.push(line) });
    const db = await openDatabase(loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }), { inMemory: true });
    await db.exec(
      'CREATE TABLE outbox_message (id serial, channel text, recipient text, subject text, body text, kind text, school_code text, created_at timestamptz DEFAULT now())',
    );
    for (const [nodeEnv, devOutbox] of [
      ['production', 'off'],
      ['development', 'off'],
      ['development', 'on'],
    ]) {
      const env = loadEnv({
        NODE_ENV: nodeEnv,
        DEV_OUTBOX: devOutbox,
        DATA_DIR: dataDir,
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      });
      // The flag the services' context passes (context.ts).
      await new Outbox(db, env.devOutbox && env.LOG_LEVEL !== 'silent' ? log : undefined).send(
        'EMAIL',
        'a@b.test',
        'Code',
        `code ${nodeEnv} ${devOutbox}`,
      );
    }
    await db.close();
    expect(printed).toHaveLength(1);
    expect(JSON.parse(printed[0]!).msg).toBe('[outbox] EMAIL to a@b.test: Code — code development on');
  });
});
