import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Where kept files live (default DATA_DIR/blobs). */
  BLOB_DIR: z.string().optional(),
  /** Runs the background-job worker in this process (off for an instance that only answers requests). */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  /** 32 bytes, base64: encrypts SSNs and signing keys at rest. Generated under DATA_DIR outside production. */
  DATA_ENCRYPTION_KEY: z.string().optional(),
  DATA_ENCRYPTION_KEY_ID: z.string().default('k1'),
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
  devOutbox: boolean;
  answerCheck: boolean;
  dataKey: Buffer;
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
  const devOutbox = production ? false : (env.DEV_OUTBOX ?? 'on') === 'on';
  const SEED_DEMO_DATA = env.SEED_DEMO_DATA ?? (production ? 'off' : 'on');
  const answerCheck = (env.ANSWER_CHECK ?? (env.NODE_ENV === 'test' ? 'on' : 'off')) === 'on';
  return { ...env, SEED_DEMO_DATA, devOutbox, answerCheck, dataKey: resolveDataKey(env) };
}

function resolveDataKey(env: z.infer<typeof EnvSchema>): Buffer {
  if (env.DATA_ENCRYPTION_KEY) {
    const key = Buffer.from(env.DATA_ENCRYPTION_KEY, 'base64');
    if (key.length !== 32)
      throw new Error('Invalid configuration:\n  DATA_ENCRYPTION_KEY: must be 32 bytes, base64');
    return key;
  }
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
