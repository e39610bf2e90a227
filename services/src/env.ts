import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DataKey } from './platform/crypto.js';

/** Repository root: `.data/` lives here so every package finds the same embedded database. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SERVICES_HOST: z.string().default('127.0.0.1'),
  SERVICES_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  /** The issuer written into tokens and the discovery document; defaults to the services' own address. */
  PUBLIC_ISSUER: z.string().url().optional(),
  /**
   * The embedded OpenID Connect provider's public issuer: the gateway's address + /oidc (the gateway proxies it
   * here). The browser signs in there; tokens carry it as `iss`.
   */
  OIDC_ISSUER_URL: z.string().url().default('http://localhost:4000/oidc'),
  /** More web origins (comma-separated) the embedded provider may send people back to, e.g. the nginx web. */
  OIDC_WEB_ORIGINS: z.string().default(''),
  /** An external provider whose access tokens are accepted too (Keycloak's realm issuer). */
  OIDC_EXTERNAL_ISSUER: z.string().url().optional(),
  /** Its JWKS; default: Keycloak's `<issuer>/protocol/openid-connect/certs`. */
  OIDC_EXTERNAL_JWKS_URI: z.string().url().optional(),
  /** A Postgres server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /** Connections to the database server at most, per process. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a request waits for a database connection before it fails with 503 (busy). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5_000),
  /** The server cancels a statement running longer than this (0: no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Where kept files live (default DATA_DIR/blobs). */
  BLOB_DIR: z.string().optional(),
  /** 'folder' (BLOB_DIR, one machine) or 's3' (a bucket every replica shares: S3_*). */
  BLOB_STORE: z.enum(['folder', 's3']).default('folder'),
  /** An S3-compatible server (e.g. http://minio:9000); unset: AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: the AWS SDK's own credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** 'on' for MinIO and most self-hosted servers (bucket in the path, not the host name). */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('off'),
  /** The store's own encryption at rest besides the data key's sealing: AES256 or aws:kms (with S3_KMS_KEY_ID). */
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms']).optional(),
  S3_KMS_KEY_ID: z.string().optional(),
  /** Runs the background-job worker in this process (off for an instance that only answers requests). */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  /** On SIGTERM the running job gets this long to finish; then it is handed back to the queue and the process exits. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(15),
  /** A running job whose replica sent no heartbeat for this long is taken over by another (its replica is gone). */
  JOB_STALE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** 32 bytes, base64: encrypts SSNs and signing keys at rest. Generated under DATA_DIR outside production. */
  DATA_ENCRYPTION_KEY: z.string().optional(),
  DATA_ENCRYPTION_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or - only')
    .default('k1'),
  /**
   * The data-key ring, `id:base64,id:base64`: the first key seals new values, the others stay readable until the
   * re-seal job has moved their values (then they can be removed). With DATA_ENCRYPTION_KEY also set, that key
   * (id DATA_ENCRYPTION_KEY_ID) joins the ring as an older key.
   */
  DATA_ENCRYPTION_KEYS: z.string().optional(),
  /**
   * 32 bytes, base64: keys the SSN look-up hashes (exact matches across tables), which do not rotate with the data
   * key. Default: DATA_ENCRYPTION_KEY, or the only key of the ring.
   */
  DATA_LOOKUP_KEY: z.string().optional(),
  ACCESS_TOKEN_SECONDS: z.coerce.number().int().positive().default(300),
  REFRESH_TOKEN_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 3600),
  MFA_TICKET_SECONDS: z.coerce.number().int().positive().default(600),
  SIGNING_KEY_ROTATION_DAYS: z.coerce.number().positive().default(30),
  /** scrypt cost as log2(N); 15 uses 32 MiB a hash. */
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(14).max(20).default(15),
  MFA_CODE_SECONDS: z.coerce.number().int().positive().default(600),
  MFA_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_THROTTLE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Exposes /api/dev/outbox so tests and local users can read MFA codes. Never on in production. */
  DEV_OUTBOX: z.enum(['on', 'off']).optional(),
  /**
   * Checks every JSON answer against its route's declared response schema (a drifted answer is a 500 naming the
   * field). Default: on under NODE_ENV=test (the suites), off otherwise; the browser suite turns it on.
   */
  ANSWER_CHECK: z.enum(['on', 'off']).optional(),
  /** The largest ISIR file an upload may send, in MB (FSA files run to ~8 KB a record). */
  ISIR_MAX_UPLOAD_MB: z.coerce.number().positive().default(1024),
  /** The demo schools, users (with a published password) and students. Default: on, except in production. */
  SEED_DEMO_DATA: z.enum(['on', 'off']).optional(),
  /**
   * Whose X-Forwarded-For to believe for the client address (sign-in throttling): 'true' any proxy,
   * 'false' none, a number of hops, or a comma-separated list of proxy addresses, CIDRs or the names
   * loopback / linklocal / uniquelocal. Default: the gateway on this machine (loopback), so a browser
   * cannot forge its address by sending the header itself.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v, ctx): boolean | number | string[] => {
      if (v === 'true' || v === 'false') return v === 'true';
      if (/^\d+$/.test(v)) return Number(v);
      const list = v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (
        list.length === 0 ||
        !list.every((a) => /^([0-9a-f.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i.test(a))
      ) {
        ctx.addIssue({
          code: 'custom',
          message: "use 'true', 'false', a number of hops or a list of addresses/CIDRs",
        });
      }
      return list;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Traces (deploy/README.md): `otlp` (or `console`) turns them on, `none` or unset leaves them off. The OpenTelemetry
   * SDK reads these and the other OTEL_* variables itself (observability's startTracing); checked here.
   */
  OTEL_TRACES_EXPORTER: z
    .string()
    .regex(/^(otlp|console|none)?(,(otlp|console|none))*$/, 'must be otlp, console or none')
    .optional(),
  /** The OTLP collector, e.g. http://otel-collector:4318 (empty: the SDK's default, localhost). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.string().url()]).optional(),
  /** /readyz waits this long for the database's answer. */
  READY_PROBE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Shows /readyz's details (what failed) to a request with X-Operator-Token: this value. Unset: only in the log. */
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters (openssl rand -hex 24)').optional(),
  /** Where the SAIG mailbox transport finds each school's mailbox folder (default DATA_DIR/saig). */
  SAIG_DIR: z.string().optional(),
  /** How often the mailboxes are polled, in seconds. */
  SAIG_POLL_SECONDS: z.coerce.number().int().min(5).default(300),
  /** How mailbox files arrive: 'folder' (SAIG_DIR, the default) or 'sftp' (the federal mailbox server, production). */
  SAIG_TRANSPORT: z.enum(['folder', 'sftp']).default('folder'),
  SAIG_SFTP_HOST: z.string().optional(),
  SAIG_SFTP_PORT: z.coerce.number().int().min(1).max(65535).default(22),
  /** The SFTP user; default: each school's TG number. */
  SAIG_SFTP_USERNAME: z.string().optional(),
  /** An OpenSSH private key file; without it each school's sealed mailbox password is the login. */
  SAIG_SFTP_PRIVATE_KEY_FILE: z.string().optional(),
  /** The server's host key as `ssh-keygen -lf` prints it (SHA256:...); required in production. */
  SAIG_SFTP_HOST_FINGERPRINT: z
    .string()
    .regex(/^SHA256:[A-Za-z0-9+/]{43}=?$/, 'must be SHA256:<base64>, as ssh-keygen -lf prints it')
    .optional(),
  /** The mailbox directory on the server; {tgNumber} and {schoolCode} are replaced per school. */
  SAIG_SFTP_DIR: z.string().default('.'),
  /** What happens to a received file on the server: deleted (as SAIG does) or moved to received/ there. */
  SAIG_SFTP_AFTER_RECEIVE: z.enum(['delete', 'move']).default('delete'),
  SAIG_SFTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /**
   * Internal hosts (comma-separated) a school's own `saig.sftp.host` may name, e.g. a mailbox relay on the private
   * network; any other loopback, link-local or private address is refused.
   */
  SAIG_SFTP_INTERNAL_HOSTS: z.string().default(''),
  /**
   * Hosts (comma-separated) production may reach over plain text although they are not on this machine: an
   * explicit opt-in for a private network, e.g. the postgres container of docker-compose. Anything else needs TLS.
   */
  ALLOW_PLAINTEXT_HOSTS: z.string().default(''),
  /** First run (npm run setup does the same): the school code and e-mail of the first school and SuperAdmin. */
  INITIAL_SCHOOL_CODE: z.string().optional(),
  INITIAL_ADMIN_EMAIL: z.string().optional(),
  /** The first school's name when its code is not on the Title IV school list. */
  INITIAL_SCHOOL_NAME: z.string().optional(),
  /** Where the first administrator's one-time link points (the web's address); default the embedded issuer's origin. */
  INITIAL_ADMIN_LINK_ORIGIN: z.string().url().optional(),
  /**
   * Keycloak's master-realm admin, so the first run can link the Keycloak user with the administrator's e-mail
   * (sets their UUID, ACCT and SCHOOL_CODE attributes). Without the password the setup prints what to set by hand.
   * Staff setting a student's or parent's temporary password or sign-in e-mail change their Keycloak user with it;
   * without it those changes are refused while OIDC_EXTERNAL_ISSUER is set.
   */
  KEYCLOAK_ADMIN_URL: z.string().url().optional(),
  KEYCLOAK_ADMIN: z.string().default('admin'),
  KEYCLOAK_ADMIN_PASSWORD: z.string().optional(),
  /** The shared secret the SMS provider's inbound webhook (STOP/START) presents; unset, incoming texts are refused. */
  SMS_INBOUND_TOKEN: z.string().min(16).optional(),
  // Delivery of the outbox (e-mail by SMTP, texts by Twilio). Without SMTP_URL/SMTP_HOST messages stay queued.
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465 (TLS); or the SMTP_* parts below. */
  SMTP_URL: z.string().url().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** 'on': TLS from the first byte (port 465); 'off': plain, upgraded by STARTTLS when the server offers it. */
  SMTP_SECURE: z.enum(['on', 'off']).optional(),
  /** 'on': refuse to send unless the server upgrades to TLS (STARTTLS required). */
  SMTP_REQUIRE_TLS: z.enum(['on', 'off']).default('off'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** The sender address; messages name the school as sender ("Example University <MAIL_FROM>"). */
  MAIL_FROM: z.string().email().optional(),
  /** Where replies go when a school names no address of its own. */
  MAIL_REPLY_TO: z.string().email().optional(),
  /** DKIM signing: all three, or none. The key is a PEM file. */
  DKIM_DOMAIN: z.string().optional(),
  DKIM_SELECTOR: z.string().optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().optional(),
  /** Texts: 'twilio' (with TWILIO_*), else texts stay queued. */
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The sending number (+15551234567) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().optional(),
  /** Twilio's API address; a test points it at a local stand-in. */
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /** This installation's public address of the status callback (Twilio signs the exact URL it calls). */
  SMS_STATUS_CALLBACK_URL: z.string().url().optional(),
  /** The first retry of a temporarily failed message waits this long; each next one four times longer. */
  DELIVERY_RETRY_SECONDS: z.coerce.number().positive().default(30),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** How often a worker sweeps the outbox for retries and messages queued by another instance. */
  DELIVERY_SWEEP_SECONDS: z.coerce.number().int().min(1).default(15),
  // ---- retention of federal tax information (nightly job retention.purge) and time zones ----
  /** Aid years kept besides the current one; older ones lose their auto-verify runs, ISIR and mailbox files, exports. */
  RETENTION_AID_YEARS: z.coerce.number().int().min(1).max(50).default(5),
  /** Days a received mailbox file is kept after it was imported. */
  RETENTION_MAILBOX_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Days a finished report export is kept for download. */
  RETENTION_EXPORT_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  /** The installation's time zone (IANA name): a school without its own reads its dates in it. */
  TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/New_York')
    .default('America/New_York'),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'SEED_DEMO_DATA'> & {
  SEED_DEMO_DATA: 'on' | 'off';
  /** A message sender is configured (an SMTP_* setting): one-time links go out by e-mail, not to the console. */
  messageSender: boolean;
  devOutbox: boolean;
  answerCheck: boolean;
  /** The current data key (the first of the ring). */
  dataKey: Buffer;
  /** The data-key ring, the current key first. */
  dataKeys: DataKey[];
  /** Keys the SSN look-up hashes. */
  lookupKey: Buffer;
};

/** Reads and validates configuration once; a bad value stops start-up with the variable's name. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // `NAME=` in an env file or a compose file means "not set", not "the empty string".
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (env.SAIG_TRANSPORT === 'sftp') {
    const missing = [
      !env.SAIG_SFTP_HOST && 'SAIG_SFTP_HOST: required when SAIG_TRANSPORT is sftp',
      production &&
        !env.SAIG_SFTP_HOST_FINGERPRINT &&
        "SAIG_SFTP_HOST_FINGERPRINT: required in production (the mailbox server's host key)",
    ].filter(Boolean);
    if (missing.length) throw new Error(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  }
  const deliveryProblems = [
    env.SMTP_URL && env.SMTP_HOST && 'SMTP_HOST: give SMTP_URL or SMTP_HOST, not both',
    (env.SMTP_URL || env.SMTP_HOST) && !env.MAIL_FROM && 'MAIL_FROM: required when SMTP is configured',
    [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY_FILE].filter(Boolean).length % 3 !== 0 &&
      'DKIM_PRIVATE_KEY_FILE: DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together',
    env.BLOB_STORE === 's3' && !env.S3_BUCKET && 'S3_BUCKET: required when BLOB_STORE is s3',
    !env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY &&
      'S3_SECRET_ACCESS_KEY: give S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither (the SDK chain)',
    env.S3_KMS_KEY_ID &&
      env.S3_SERVER_SIDE_ENCRYPTION !== 'aws:kms' &&
      'S3_KMS_KEY_ID: only with S3_SERVER_SIDE_ENCRYPTION=aws:kms',
    env.SMS_PROVIDER === 'twilio' &&
      !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) &&
      'TWILIO_ACCOUNT_SID: twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
  ].filter(Boolean);
  if (deliveryProblems.length)
    throw new Error(`Invalid configuration:\n${deliveryProblems.map((m) => `  ${m}`).join('\n')}`);
  if (production) {
    const problems = productionProblems(env);
    if (problems.length)
      throw new Error(
        `Unsafe configuration for production (NODE_ENV=production):\n${problems.map((p) => `  ${p}`).join('\n')}`,
      );
  }
  const devOutbox = production ? false : (env.DEV_OUTBOX ?? 'on') === 'on';
  const SEED_DEMO_DATA = env.SEED_DEMO_DATA ?? (production ? 'off' : 'on');
  const answerCheck = (env.ANSWER_CHECK ?? (env.NODE_ENV === 'test' ? 'on' : 'off')) === 'on';
  const { dataKeys, lookupKey } = resolveDataKeys(env);
  const messageSender = Object.keys(given).some((k) => k.startsWith('SMTP_'));
  return {
    ...env,
    SEED_DEMO_DATA,
    devOutbox,
    answerCheck,
    messageSender,
    dataKey: dataKeys[0]!.key,
    dataKeys,
    lookupKey,
  };
}

const invalid = (line: string) => new Error(`Invalid configuration:\n  ${line}`);

function decodeKey(name: string, text: string): Buffer {
  if (isPlaceholderSecret(text)) throw invalid(`${name}: ${PLACEHOLDER_KEY}`);
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw invalid(`${name}: must be 32 bytes, base64`);
  return key;
}

/**
 * DATA_ENCRYPTION_KEYS parsed: `id:base64` entries, comma-separated, the current key first. Each key is checked on
 * its own (32 bytes) and named by its id in any error.
 */
export function parseKeyRing(text: string): DataKey[] {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) throw invalid('DATA_ENCRYPTION_KEYS: no key given (id:base64,...)');
  const ring: DataKey[] = [];
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!/^[A-Za-z0-9_-]+$/.test(id))
      throw invalid(`DATA_ENCRYPTION_KEYS: each entry is id:base64 with an id of letters, digits, _ or -`);
    if (ring.some((k) => k.id === id)) throw invalid(`DATA_ENCRYPTION_KEYS: key id '${id}' given twice`);
    ring.push({ id, key: decodeKey(`DATA_ENCRYPTION_KEYS (key '${id}')`, entry.slice(colon + 1)) });
  }
  return ring;
}

function resolveDataKeys(env: z.infer<typeof EnvSchema>): { dataKeys: DataKey[]; lookupKey: Buffer } {
  const single = env.DATA_ENCRYPTION_KEY
    ? { id: env.DATA_ENCRYPTION_KEY_ID, key: decodeKey('DATA_ENCRYPTION_KEY', env.DATA_ENCRYPTION_KEY) }
    : undefined;
  const explicitLookup = env.DATA_LOOKUP_KEY ? decodeKey('DATA_LOOKUP_KEY', env.DATA_LOOKUP_KEY) : undefined;
  if (env.DATA_ENCRYPTION_KEYS) {
    const ring = parseKeyRing(env.DATA_ENCRYPTION_KEYS);
    if (single) {
      const same = ring.find((k) => k.id === single.id);
      if (same && !same.key.equals(single.key))
        throw invalid(
          `DATA_ENCRYPTION_KEYS: key '${single.id}' differs from DATA_ENCRYPTION_KEY (id DATA_ENCRYPTION_KEY_ID)`,
        );
      if (!same) ring.push(single);
    }
    const lookupKey = explicitLookup ?? single?.key ?? (ring.length === 1 ? ring[0]!.key : undefined);
    if (!lookupKey)
      throw invalid(
        "DATA_LOOKUP_KEY: required when DATA_ENCRYPTION_KEYS has several keys and DATA_ENCRYPTION_KEY is not set (the key the SSN look-up hashes were made with: the installation's first data key)",
      );
    return { dataKeys: ring, lookupKey };
  }
  const key = single?.key ?? defaultDataKey(env);
  return { dataKeys: [{ id: env.DATA_ENCRYPTION_KEY_ID, key }], lookupKey: explicitLookup ?? key };
}

function defaultDataKey(env: z.infer<typeof EnvSchema>): Buffer {
  if (env.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  DATA_ENCRYPTION_KEY: required in production');
  // Embedded default: one key per data folder, so a restart can still read what it wrote.
  const file = path.join(env.DATA_DIR, 'data-encryption.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(env.DATA_DIR, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

// ---- Safe defaults in production ---------------------------------------------------------------------------

const GENERATE = 'generate one with `npm run setup -- --generate-secrets`';
const PLACEHOLDER_KEY = `is a placeholder; ${GENERATE}`;

/** Data keys published in this repository (deploy/env.example used to ship the all-zero one). */
const KNOWN_DEVELOPMENT_KEYS = new Set(['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=']);

/**
 * Why a data key must not protect real data, or undefined when it may. Takes one key's bytes, so it applies to
 * each key of a key ring alike. A random 32-byte key has about 30 distinct bytes and is almost never all
 * printable; a key made from a phrase, a repeated pattern or a counter fails one of these.
 */
export function dataKeyProblem(key: Buffer): string | undefined {
  if (key.length !== 32) return 'must be 32 bytes, base64';
  if (KNOWN_DEVELOPMENT_KEYS.has(key.toString('base64')))
    return `is a published development value; ${GENERATE}`;
  if (new Set(key).size < 16) return `has too little entropy (repeated bytes); ${GENERATE}`;
  const steps = new Set(key.subarray(1).map((b, i) => (b - key[i]! + 256) % 256));
  if (steps.size === 1) return `has too little entropy (a counting sequence); ${GENERATE}`;
  if (key.every((b) => b >= 0x20 && b < 0x7f)) return `is text, not random bytes; ${GENERATE}`;
  return undefined;
}

/** Words people leave in a secret meaning "fill this in"; a secret containing one is refused in production. */
const PLACEHOLDERS = [
  'replace-me',
  'replaceme',
  'changeme',
  'change-me',
  'change_me',
  'placeholder',
  'your-password',
  'example',
  'secret',
  'password',
  'xxxxxx',
];

/** True for `replace-me`, `changeme` and the like (any case, anywhere in the value). */
export function isPlaceholderSecret(value: string): boolean {
  const v = value.toLowerCase();
  return PLACEHOLDERS.some((p) => v.includes(p));
}

/** This machine: loopback addresses, `localhost` and `*.localhost` (RFC 6761), or a Unix socket (no host). */
export function isLocalHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === '' ||
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    h === '::1' ||
    h.startsWith('/')
  );
}

/** Every reason this configuration is unsafe for production, each naming its variable. */
function productionProblems(env: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  const plaintextOk = new Set(
    env.ALLOW_PLAINTEXT_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const plainHttp = (name: string, value: string | undefined) => {
    if (!value) return;
    const url = new URL(value);
    if (
      url.protocol === 'http:' &&
      !isLocalHost(url.hostname) &&
      !plaintextOk.has(url.hostname.toLowerCase())
    )
      problems.push(
        `${name}: ${url.hostname} is reached over plain http; use https, or name the host in ALLOW_PLAINTEXT_HOSTS if the network between is private`,
      );
  };
  if (env.SEED_DEMO_DATA === 'on')
    problems.push(
      'SEED_DEMO_DATA: the demo data (accounts sharing a published password) is never loaded in production',
    );
  if (env.DEV_OUTBOX === 'on')
    problems.push(
      'DEV_OUTBOX: the development outbox (sign-in codes readable over HTTP) is never on in production',
    );
  if (!env.DATA_ENCRYPTION_KEY && !env.DATA_ENCRYPTION_KEYS)
    problems.push(
      `DATA_ENCRYPTION_KEY: required in production (it also derives the token-signing material); ${GENERATE}`,
    );
  problems.push(...dataKeyProblems(env), ...databaseUrlProblems(env, plaintextOk));
  if (env.KEYCLOAK_ADMIN_PASSWORD && isPlaceholderSecret(env.KEYCLOAK_ADMIN_PASSWORD))
    problems.push(`KEYCLOAK_ADMIN_PASSWORD: is a placeholder; ${GENERATE}`);
  if (env.S3_SECRET_ACCESS_KEY && isPlaceholderSecret(env.S3_SECRET_ACCESS_KEY))
    problems.push(`S3_SECRET_ACCESS_KEY: is a placeholder; ${GENERATE}`);
  plainHttp('S3_ENDPOINT', env.S3_ENDPOINT);
  plainHttp('KEYCLOAK_ADMIN_URL', env.KEYCLOAK_ADMIN_URL);
  plainHttp('OIDC_ISSUER_URL', env.OIDC_ISSUER_URL);
  plainHttp('OIDC_EXTERNAL_ISSUER', env.OIDC_EXTERNAL_ISSUER);
  plainHttp('OIDC_EXTERNAL_JWKS_URI', env.OIDC_EXTERNAL_JWKS_URI);
  plainHttp('INITIAL_ADMIN_LINK_ORIGIN', env.INITIAL_ADMIN_LINK_ORIGIN);
  // The embedded provider sends tokens back to these origins: a wildcard or a plain-http stranger would receive them.
  for (const origin of env.OIDC_WEB_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    if (origin.includes('*')) {
      problems.push(
        `OIDC_WEB_ORIGINS: ${origin} is a wildcard; name each web origin that may receive tokens`,
      );
      continue;
    }
    try {
      plainHttp('OIDC_WEB_ORIGINS', new URL(origin).href);
    } catch {
      problems.push(`OIDC_WEB_ORIGINS: ${origin} is not an origin (https://host[:port])`);
    }
  }
  return problems;
}

/** Each key of the data-key ring checked on its own, named by its id. */
function dataKeyProblems(env: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  const keys: [string, string][] = [];
  if (env.DATA_ENCRYPTION_KEY) keys.push(['DATA_ENCRYPTION_KEY', env.DATA_ENCRYPTION_KEY]);
  for (const entry of (env.DATA_ENCRYPTION_KEYS ?? '').split(',').map((e) => e.trim())) {
    const colon = entry.indexOf(':');
    if (colon > 0)
      keys.push([`DATA_ENCRYPTION_KEYS (key '${entry.slice(0, colon)}')`, entry.slice(colon + 1)]);
  }
  for (const [name, text] of keys) {
    if (isPlaceholderSecret(text)) problems.push(`${name}: ${PLACEHOLDER_KEY}`);
    else {
      const problem = dataKeyProblem(Buffer.from(text, 'base64'));
      if (problem) problems.push(`${name}: ${problem}`);
    }
  }
  return problems;
}

/** The database's address: a real password, and TLS unless the host is local or named as private. */
function databaseUrlProblems(env: z.infer<typeof EnvSchema>, plaintextOk: Set<string>): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL) return problems;
  let url: URL | undefined;
  try {
    url = new URL(env.DATABASE_URL);
  } catch {
    problems.push('DATABASE_URL: is not a postgres:// URL');
  }
  if (url) {
    const password = decodeURIComponent(url.password);
    if (password && isPlaceholderSecret(password))
      problems.push(`DATABASE_URL: its password is a placeholder; ${GENERATE}`);
    const host = url.searchParams.get('host') ?? url.hostname;
    const sslmode = url.searchParams.get('sslmode');
    const tls =
      ['require', 'verify-ca', 'verify-full'].includes(sslmode ?? '') ||
      url.searchParams.get('ssl') === 'true';
    if (!tls && !isLocalHost(host) && !plaintextOk.has(host.toLowerCase()))
      problems.push(
        `DATABASE_URL: ${host} is reached without TLS; add ?sslmode=verify-full (or require), or name the host in ALLOW_PLAINTEXT_HOSTS if the network between is private`,
      );
  }
  return problems;
}
