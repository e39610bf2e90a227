import { z } from 'zod';

/** The data keys, token lifetimes, password hashing, MFA and sign-in throttling. */
export const keyAndSignInSettings = {
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
};

/** Hosts production may reach without TLS. */
export const plaintextHostSettings = {
  /**
   * Hosts (comma-separated) production may reach over plain text although they are not on this machine: an
   * explicit opt-in for a private network, e.g. the postgres container of docker-compose. Anything else needs TLS.
   */
  ALLOW_PLAINTEXT_HOSTS: z.string().default(''),
};
