import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'aidverify-env-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const key = () => randomBytes(32).toString('base64');

describe('loadEnv', () => {
  it('refuses a bad value and names the variable', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), SERVICES_PORT: 'eighty' })).toThrow(/SERVICES_PORT/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), SERVICES_PORT: '70000' })).toThrow(/SERVICES_PORT/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), PASSWORD_SCRYPT_LOG_N: '8' })).toThrow(
      /PASSWORD_SCRYPT_LOG_N/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir(), PUBLIC_ISSUER: 'not a url' })).toThrow(/PUBLIC_ISSUER/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /DATA_ENCRYPTION_KEY: must be 32 bytes/,
    );
  });

  it('refuses to start in production without DATA_ENCRYPTION_KEY', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /DATA_ENCRYPTION_KEY: required in production/,
    );
    expect(
      loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), DATA_ENCRYPTION_KEY: key() }).dataKey,
    ).toHaveLength(32);
  });

  it('turns the dev outbox off in production, whatever DEV_OUTBOX says', () => {
    expect(
      loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), DATA_ENCRYPTION_KEY: key(), DEV_OUTBOX: 'on' })
        .devOutbox,
    ).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir() }).devOutbox).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir(), DEV_OUTBOX: 'off' }).devOutbox).toBe(
      false,
    );
  });

  it('loads the demo people by default outside production only', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).SEED_DEMO_DATA).toBe('on');
    expect(
      loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), DATA_ENCRYPTION_KEY: key() }).SEED_DEMO_DATA,
    ).toBe('off');
    expect(
      loadEnv({
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
        DATA_ENCRYPTION_KEY: key(),
        SEED_DEMO_DATA: 'on',
      }).SEED_DEMO_DATA,
    ).toBe('on');
  });

  it('reads TRUST_PROXY as on, off, a hop count or a list of proxies; by default only a proxy on this machine', () => {
    const trust = (v?: string) => loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: v }).TRUST_PROXY;
    expect(trust()).toEqual(['loopback']);
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => trust('gateway.internal')).toThrow(/TRUST_PROXY/);
  });

  it('takes an empty value as not set', () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      SERVICES_PORT: '',
      DATABASE_URL: '',
      ACCESS_TOKEN_SECONDS: '',
    });
    expect(env.SERVICES_PORT).toBe(4001);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ACCESS_TOKEN_SECONDS).toBe(300);
  });

  it('outside production keeps one generated data key per data folder, so a restart can read what it sealed', () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir }).dataKey;
    expect(first).toHaveLength(32);
    expect(existsSync(path.join(dir, 'data-encryption.key'))).toBe(true);
    expect(loadEnv({ DATA_DIR: dir }).dataKey.equals(first)).toBe(true);
    expect(loadEnv({ DATA_DIR: dataDir() }).dataKey.equals(first)).toBe(false);
    expect(readFileSync(path.join(dir, 'data-encryption.key'), 'utf8').trim()).toBe(first.toString('base64'));
  });

  it('the SFTP mailbox transport needs its server, and in production its host key', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), SAIG_TRANSPORT: 'sftp' })).toThrow(
      'SAIG_SFTP_HOST: required when SAIG_TRANSPORT is sftp',
    );
    const prod = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      DATA_ENCRYPTION_KEY: key(),
      SAIG_TRANSPORT: 'sftp',
      SAIG_SFTP_HOST: 'saig.example.gov',
    };
    expect(() => loadEnv(prod)).toThrow(
      "SAIG_SFTP_HOST_FINGERPRINT: required in production (the mailbox server's host key)",
    );
    expect(() => loadEnv({ ...prod, SAIG_SFTP_HOST_FINGERPRINT: 'md5:ab:cd' })).toThrow(
      'SAIG_SFTP_HOST_FINGERPRINT: must be SHA256:<base64>, as ssh-keygen -lf prints it',
    );
    const env = loadEnv({ ...prod, SAIG_SFTP_HOST_FINGERPRINT: `SHA256:${'a'.repeat(43)}` });
    expect(env).toMatchObject({
      SAIG_TRANSPORT: 'sftp',
      SAIG_SFTP_PORT: 22,
      SAIG_SFTP_DIR: '.',
      SAIG_SFTP_AFTER_RECEIVE: 'delete',
    });
    expect(loadEnv({ DATA_DIR: dataDir() }).SAIG_TRANSPORT).toBe('folder');
  });

  it('e-mail and text delivery settings come complete or not at all', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://relay.example.edu:587' })).toThrow(
      /MAIL_FROM: required when SMTP is configured/,
    );
    expect(() =>
      loadEnv({ DATA_DIR: dataDir(), SMTP_HOST: 'relay', SMTP_URL: 'smtp://relay:25', MAIL_FROM: 'a@b.edu' }),
    ).toThrow(/give SMTP_URL or SMTP_HOST, not both/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), DKIM_DOMAIN: 'b.edu' })).toThrow(/DKIM needs DKIM_DOMAIN/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir(), MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    const env = loadEnv({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtps://u:p@relay.example.edu',
      MAIL_FROM: 'a@b.edu',
    });
    expect(env.SMTP_URL).toBe('smtps://u:p@relay.example.edu');
  });
});
