import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import * as sql from './account-lookup.queries.js';

const ACCOUNT_TYPE: Record<number, string> = { 0: 'STUDENT', 1: 'PARENT', 3: 'OTHER_PARENT', 4: 'SPOUSE' };

/**
 * isir/studentAccountLookup/{aidYear}/{isirId}: the portal student an ISIR of the caller's school belongs to, and
 * the portal accounts (student, parents) linked to that student; the SSN as its last four only.
 */
export async function studentAccountLookup(db: Db, caller: Caller, aidYear: number, isirId: number) {
  const row = await sql.isirStudent.first(db, { isirId, aidYear, schoolCode: caller.schoolCode });
  if (!row) throw notFound(`No ISIR ${isirId} of aid year ${aidYear} in school ${caller.schoolCode}`);
  const accounts = await sql.linkedAccounts.all(db, { studentId: row.id });
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
