import { z } from 'zod';

/** Retention of federal tax information (nightly job retention.purge), and the installation's time zone. */
export const retentionSettings = {
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
};
