import { z } from 'zod';

/** The SAIG mailboxes: a folder or the federal SFTP server. */
export const saigSettings = {
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
};
