import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv, repoRoot } from './env.js';
import { generateSecrets } from './seed/secrets.js';

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

  it('reads a data-key ring: the first key seals, the others stay readable, each key checked by its id', () => {
    const [a, b, c] = [key(), key(), key()];
    const ring = loadEnv({
      DATA_DIR: dataDir(),
      DATA_ENCRYPTION_KEYS: `k2:${b}, k1:${a}`,
      DATA_LOOKUP_KEY: a,
    });
    expect(ring.dataKeys.map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(ring.dataKey.toString('base64')).toBe(b);
    expect(ring.lookupKey.toString('base64')).toBe(a);
    // The single key of before the rotation joins the ring as the older key and stays the look-up key.
    const joined = loadEnv({ DATA_DIR: dataDir(), DATA_ENCRYPTION_KEYS: `k3:${c}`, DATA_ENCRYPTION_KEY: a });
    expect(joined.dataKeys.map((k) => k.id)).toEqual(['k3', 'k1']);
    expect(joined.lookupKey.toString('base64')).toBe(a);
    expect(loadEnv({ DATA_DIR: dataDir(), DATA_ENCRYPTION_KEY: a }).dataKeys.map((k) => k.id)).toEqual([
      'k1',
    ]);

    const env = (keys: string, more: Record<string, string> = {}) =>
      loadEnv({ DATA_DIR: dataDir(), DATA_ENCRYPTION_KEYS: keys, ...more });
    expect(() => env(`k2:${b},k1:c2hvcnQ=`)).toThrow(/DATA_ENCRYPTION_KEYS \(key 'k1'\): must be 32 bytes/);
    expect(() => env(`k1:${b},k1:${a}`)).toThrow(/key id 'k1' given twice/);
    expect(() => env(b)).toThrow(/each entry is id:base64/);
    expect(() => env(`k2:${b},k1:${a}`)).toThrow(/DATA_LOOKUP_KEY: required/);
    expect(() => env(`k1:${b}`, { DATA_ENCRYPTION_KEY: a })).toThrow(
      /key 'k1' differs from DATA_ENCRYPTION_KEY/,
    );
  });

  it('has no dev outbox in production; on by default elsewhere', () => {
    expect(
      loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), DATA_ENCRYPTION_KEY: key() }).devOutbox,
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

  describe('safe defaults in production', () => {
    const prod = (extra: Record<string, string> = {}) => ({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      DATA_ENCRYPTION_KEY: key(),
      DATABASE_URL: `postgres://aidverify:${randomBytes(24).toString('hex')}@db.internal:5432/aidverify?sslmode=verify-full`,
      OIDC_ISSUER_URL: 'https://aid.school.edu/oidc',
      OIDC_EXTERNAL_ISSUER: 'https://id.school.edu/realms/aidverify',
      OIDC_WEB_ORIGINS: 'https://aid.school.edu,https://portal.school.edu',
      ...extra,
    });
    const refusal = (extra: Record<string, string>) => {
      try {
        loadEnv(prod(extra));
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error(`started with ${JSON.stringify(extra)}`);
    };

    it('starts with a correct production configuration', () => {
      const env = loadEnv(prod());
      expect(env).toMatchObject({ SEED_DEMO_DATA: 'off', devOutbox: false });
      expect(env.dataKey).toHaveLength(32);
      // The compose network's postgres container, named as a private plain-text host.
      expect(() =>
        loadEnv(
          prod({
            DATABASE_URL: 'postgres://aidverify:Zq8v2LrT9xKp4mWn@postgres:5432/aidverify',
            ALLOW_PLAINTEXT_HOSTS: 'postgres',
          }),
        ),
      ).not.toThrow();
      // Keycloak at keycloak.localhost, a database on this machine: local, no TLS needed.
      expect(() =>
        loadEnv(
          prod({
            DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/aidverify',
            OIDC_EXTERNAL_ISSUER: 'http://keycloak.localhost:8080/realms/aidverify',
            OIDC_ISSUER_URL: 'http://localhost:4000/oidc',
          }),
        ),
      ).not.toThrow();
    });

    it('starts with the secrets `npm run setup -- --generate-secrets` prints (new ones each time)', () => {
      const generate = () =>
        Object.fromEntries(
          generateSecrets()
            .split('\n')
            .filter((l) => /^[A-Z_]+=/.test(l))
            .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
        );
      const first = generate();
      expect(Object.keys(first).sort()).toEqual([
        'AIDVERIFY_DB_PASSWORD',
        'DATA_ENCRYPTION_KEY',
        'KEYCLOAK_ADMIN_PASSWORD',
        'KEYCLOAK_DB_PASSWORD',
        'MINIO_ROOT_PASSWORD',
        'POSTGRES_PASSWORD',
      ]);
      const env = loadEnv(
        prod({
          DATA_ENCRYPTION_KEY: first.DATA_ENCRYPTION_KEY!,
          DATABASE_URL: `postgres://aidverify:${first.AIDVERIFY_DB_PASSWORD}@db.internal:5432/aidverify?sslmode=verify-full`,
          KEYCLOAK_ADMIN_PASSWORD: first.KEYCLOAK_ADMIN_PASSWORD!,
          S3_ACCESS_KEY_ID: 'aidverify',
          S3_SECRET_ACCESS_KEY: first.MINIO_ROOT_PASSWORD!,
        }),
      );
      expect(env.dataKey).toEqual(Buffer.from(first.DATA_ENCRYPTION_KEY!, 'base64'));
      const second = generate();
      for (const name of Object.keys(first)) expect(second[name], name).not.toBe(first[name]);
    });

    it('refuses the demo data and the development outbox', () => {
      expect(refusal({ SEED_DEMO_DATA: 'on' })).toMatch(/SEED_DEMO_DATA: .*never loaded in production/);
      expect(refusal({ DEV_OUTBOX: 'on' })).toMatch(/DEV_OUTBOX: .*never on in production/);
    });

    it('refuses a missing, published, placeholder or low-entropy data key', () => {
      const { DATA_ENCRYPTION_KEY: _, ...withoutKey } = prod();
      expect(() => loadEnv(withoutKey)).toThrow(/DATA_ENCRYPTION_KEY: required in production/);
      const bytes = (b: number[]) => Buffer.from(b).toString('base64');
      expect(refusal({ DATA_ENCRYPTION_KEY: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' })).toMatch(
        /DATA_ENCRYPTION_KEY: is a published development value/,
      );
      expect(refusal({ DATA_ENCRYPTION_KEY: 'replace-me-generate-with-npm-run-setup' })).toMatch(
        /DATA_ENCRYPTION_KEY: is a placeholder/,
      );
      expect(refusal({ DATA_ENCRYPTION_KEY: bytes(Array(32).fill(7)) })).toMatch(/too little entropy/);
      expect(
        refusal({ DATA_ENCRYPTION_KEY: bytes([...Array(32)].map((_, i) => [1, 2, 3, 4][i % 4]!)) }),
      ).toMatch(/too little entropy \(repeated bytes\)/);
      expect(refusal({ DATA_ENCRYPTION_KEY: bytes([...Array(32).keys()]) })).toMatch(/counting sequence/);
      expect(
        refusal({ DATA_ENCRYPTION_KEY: Buffer.from('correct horse battery staple 123').toString('base64') }),
      ).toMatch(/is text, not random bytes/);
    });

    it('refuses a placeholder database password and a database or provider reached over plain text', () => {
      expect(
        refusal({
          DATABASE_URL: 'postgres://aidverify:replace-me-aidverify-db@db.internal/aidverify?sslmode=require',
        }),
      ).toMatch(/DATABASE_URL: its password is a placeholder/);
      expect(refusal({ DATABASE_URL: 'postgres://aidverify:changeme@127.0.0.1/aidverify' })).toMatch(
        /DATABASE_URL: its password is a placeholder/,
      );
      expect(
        refusal({ DATABASE_URL: 'postgres://aidverify:Zq8v2LrT9xKp4mWn@db.internal:5432/aidverify' }),
      ).toMatch(/DATABASE_URL: db.internal is reached without TLS/);
      expect(refusal({ OIDC_EXTERNAL_ISSUER: 'http://id.school.edu/realms/aidverify' })).toMatch(
        /OIDC_EXTERNAL_ISSUER: id.school.edu is reached over plain http/,
      );
      expect(refusal({ OIDC_ISSUER_URL: 'http://aid.school.edu/oidc' })).toMatch(
        /OIDC_ISSUER_URL: aid.school.edu/,
      );
      expect(refusal({ S3_ENDPOINT: 'http://objects.school.edu:9000' })).toMatch(
        /S3_ENDPOINT: objects.school.edu is reached over plain http/,
      );
    });

    it('refuses web origins that would hand tokens to another origin', () => {
      expect(refusal({ OIDC_WEB_ORIGINS: '*' })).toMatch(/OIDC_WEB_ORIGINS: \* is a wildcard/);
      expect(refusal({ OIDC_WEB_ORIGINS: 'https://*.school.edu' })).toMatch(/is a wildcard/);
      expect(refusal({ OIDC_WEB_ORIGINS: 'http://portal.school.edu' })).toMatch(
        /OIDC_WEB_ORIGINS: portal.school.edu is reached over plain http/,
      );
    });

    it('names every problem in one message', () => {
      const message = refusal({
        SEED_DEMO_DATA: 'on',
        DEV_OUTBOX: 'on',
        DATA_ENCRYPTION_KEY: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
        DATABASE_URL: 'postgres://aidverify:replace-me@postgres:5432/aidverify',
      });
      expect(message.split('\n').slice(1)).toEqual([
        expect.stringMatching(/^ {2}SEED_DEMO_DATA: /),
        expect.stringMatching(/^ {2}DEV_OUTBOX: /),
        expect.stringMatching(/^ {2}DATA_ENCRYPTION_KEY: /),
        expect.stringMatching(/^ {2}DATABASE_URL: its password/),
        expect.stringMatching(/^ {2}DATABASE_URL: postgres is reached without TLS/),
      ]);
    });

    it('refuses the placeholders deploy/env.example ships, as compose hands them to the services', () => {
      const example = Object.fromEntries(
        readFileSync(path.join(repoRoot, 'deploy', 'env.example'), 'utf8')
          .split('\n')
          .filter((l) => /^[A-Z_]+=/.test(l))
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
      const message = refusal({
        DATABASE_URL: `postgres://aidverify:${example.AIDVERIFY_DB_PASSWORD}@postgres:5432/aidverify`,
        ALLOW_PLAINTEXT_HOSTS: 'postgres',
        DATA_ENCRYPTION_KEY: example.DATA_ENCRYPTION_KEY!,
        KEYCLOAK_ADMIN_PASSWORD: example.KEYCLOAK_ADMIN_PASSWORD!,
        S3_ACCESS_KEY_ID: 'aidverify',
        S3_SECRET_ACCESS_KEY: example.MINIO_ROOT_PASSWORD!,
      });
      expect(message).toMatch(/S3_SECRET_ACCESS_KEY: is a placeholder/);
      expect(message).toMatch(/DATA_ENCRYPTION_KEY: is a placeholder/);
      expect(message).toMatch(/DATABASE_URL: its password is a placeholder/);
      expect(message).toMatch(/KEYCLOAK_ADMIN_PASSWORD: is a placeholder/);
    });

    it('outside production accepts what development uses', () => {
      expect(() =>
        loadEnv({
          DATA_DIR: dataDir(),
          SEED_DEMO_DATA: 'on',
          DATABASE_URL: 'postgres://x:changeme@db.internal/x',
        }),
      ).not.toThrow();
    });
  });

  it('kept files in S3 need a bucket, and both keys or neither', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), BLOB_STORE: 's3' })).toThrow(
      /S3_BUCKET: required when BLOB_STORE is s3/,
    );
    expect(() =>
      loadEnv({ DATA_DIR: dataDir(), BLOB_STORE: 's3', S3_BUCKET: 'kept', S3_ACCESS_KEY_ID: 'aidverify' }),
    ).toThrow(/give S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
    expect(loadEnv({ DATA_DIR: dataDir(), BLOB_STORE: 's3', S3_BUCKET: 'kept' })).toMatchObject({
      BLOB_STORE: 's3',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'off',
    });
    expect(loadEnv({ DATA_DIR: dataDir() }).BLOB_STORE).toBe('folder');
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
