import { z } from 'zod';

/** The first run: the first school and SuperAdmin, and Keycloak's admin. */
export const firstRunSettings = {
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
};
