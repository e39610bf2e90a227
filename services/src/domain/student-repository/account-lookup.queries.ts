import { z } from 'zod';
import { id, maybeText, namedQuery } from '../../platform/named-sql.js';

// The SQL of the ISIR's student account lookup (account-lookup.ts) (docs/data-layer.md).

/** The portal student an ISIR of the school belongs to, with the ISIR's transaction number. */
export const isirStudent = namedQuery({
  name: 'isirStudent',
  params: z.object({ isirId: z.number().int(), aidYear: z.number().int(), schoolCode: z.string() }),
  row: z.object({
    id,
    uuid: z.string(),
    student_number: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    status: z.string(),
    verification_group: maybeText,
    ssn_last_four: maybeText,
    email: maybeText,
    transaction_number: z.number().int().nullable(),
  }),
  sql: `SELECT s.id, s.uuid::text, s.student_number, s.first_name, s.last_name, s.status, s.verification_group, s.ssn_last_four, s.email, i.transaction_number
       FROM isir_record i JOIN student s ON s.id = i.student_id
      WHERE i.id = :isirId AND i.aid_year = :aidYear AND i.school_code = :schoolCode AND s.school_code = :schoolCode`,
});

/** The portal accounts linked to the student, by account type and username. */
export const linkedAccounts = namedQuery({
  name: 'linkedAccounts',
  params: z.object({ studentId: id }),
  row: z.object({
    uuid: z.string(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    account_type: z.number().int(),
  }),
  sql: `SELECT a.uuid::text, a.username, a.first_name, a.last_name, l.account_type
       FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id
      WHERE l.student_id = :studentId ORDER BY l.account_type, a.username`,
});
