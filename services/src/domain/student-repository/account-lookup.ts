import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';

const ACCOUNT_TYPE: Record<number, string> = { 0: 'STUDENT', 1: 'PARENT', 3: 'OTHER_PARENT', 4: 'SPOUSE' };

/**
 * isir/studentAccountLookup/{aidYear}/{isirId}: the portal student an ISIR of the caller's school belongs to, and
 * the portal accounts (student, parents) linked to that student; the SSN as its last four only.
 */
export async function studentAccountLookup(db: Db, caller: Caller, aidYear: number, isirId: number) {
  const [row] = await db.query<{
    id: number;
    uuid: string;
    student_number: string;
    first_name: string;
    last_name: string;
    status: string;
    verification_group: string | null;
    ssn_last_four: string | null;
    email: string | null;
    transaction_number: number | null;
  }>(
    `SELECT s.id, s.uuid::text, s.student_number, s.first_name, s.last_name, s.status, s.verification_group, s.ssn_last_four, s.email, i.transaction_number
       FROM isir_record i JOIN student s ON s.id = i.student_id
      WHERE i.id = $1 AND i.aid_year = $2 AND i.school_code = $3 AND s.school_code = $3`,
    [isirId, aidYear, caller.schoolCode],
  );
  if (!row) throw notFound(`No ISIR ${isirId} of aid year ${aidYear} in school ${caller.schoolCode}`);
  const accounts = await db.query<{
    uuid: string;
    username: string;
    first_name: string;
    last_name: string;
    account_type: number;
  }>(
    `SELECT a.uuid::text, a.username, a.first_name, a.last_name, l.account_type
       FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id
      WHERE l.student_id = $1 ORDER BY l.account_type, a.username`,
    [row.id],
  );
  return {
    isirId,
    aidYear,
    transactionNumber: row.transaction_number,
    student: {
      uuid: row.uuid,
      studentNumber: row.student_number,
      firstName: row.first_name,
      lastName: row.last_name,
      status: row.status,
      verificationGroup: row.verification_group,
      ssnLastFour: row.ssn_last_four,
      email: row.email,
    },
    accounts: accounts.map((a) => ({
      uuid: a.uuid,
      username: a.username,
      firstName: a.first_name,
      lastName: a.last_name,
      accountType: ACCOUNT_TYPE[a.account_type] ?? String(a.account_type),
    })),
  };
}
