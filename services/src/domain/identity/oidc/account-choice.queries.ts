import { z } from 'zod';
import { namedQuery, noRow } from '../../../platform/named-sql.js';

// The SQL of the school or student a person last switched to (account-choice.ts); named, with their parameters and
// rows checked (docs/data-layer.md).

export const oidcChoice = namedQuery({
  name: 'oidcChoice',
  params: z.object({ accountUuid: z.string() }),
  row: z.object({ school_code: z.string().nullable(), student_uuid: z.string().nullable() }),
  sql: 'SELECT school_code, student_uuid FROM oidc_account_choice WHERE account_uuid = :accountUuid',
});

/** The school or the student chosen (null: the one kept). */
export const rememberOidcChoice = namedQuery({
  name: 'rememberOidcChoice',
  params: z.object({
    accountUuid: z.string(),
    schoolCode: z.string().nullable(),
    studentUuid: z.string().nullable(),
  }),
  row: noRow,
  sql: `INSERT INTO oidc_account_choice (account_uuid, school_code, student_uuid) VALUES (:accountUuid, :schoolCode, :studentUuid)
     ON CONFLICT (account_uuid) DO UPDATE SET school_code = COALESCE(:schoolCode, oidc_account_choice.school_code),
       student_uuid = COALESCE(:studentUuid, oidc_account_choice.student_uuid), updated_at = now()`,
});
