import { EnvSchema, type ParsedEnv } from './config/env-schema.js';
import { resolveDataKeys } from './config/data-keys.js';
import { productionProblems } from './config/production-checks.js';
import type { DataKey } from './platform/crypto.js';

// The settings by area are in config/ (one file each); what reads them imports them from here.
export { repoRoot } from './config/repo-root.js';
export { dataKeyProblem, parseKeyRing } from './config/data-keys.js';
export { isLocalHost } from './config/production-checks.js';
export { isPlaceholderSecret } from './config/secrets.js';

export type Env = Omit<ParsedEnv, 'SEED_DEMO_DATA'> & {
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
