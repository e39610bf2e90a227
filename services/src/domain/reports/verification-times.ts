import type { Db } from '../../platform/db.js';
import * as sql from './verification-times.queries.js';

/** The statuses that mean a student's verification is done. */
const VERIFIED = ['APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'];

export interface AverageTime {
  aidYear: number;
  /** How many students the average is over (those who reached both moments, in order). */
  students: number;
  averageSeconds: number | null;
  averageDays: number | null;
}

const shape = (
  aidYear: number,
  row: { students: number; seconds: string | number | null } | undefined,
): AverageTime => {
  const seconds =
    row?.seconds === null || row?.seconds === undefined ? null : Math.round(Number(row.seconds));
  return {
    aidYear,
    students: row?.students ?? 0,
    averageSeconds: seconds,
    averageDays: seconds === null ? null : Math.round((seconds / 86400) * 10) / 10,
  };
};

/** From the student creating their account to their verification, averaged over the aid year's students. */
export async function averageSignupToVerified(
  db: Db,
  schoolCode: string,
  aidYear: number,
): Promise<AverageTime> {
  const row = await sql.signupToVerified.first(db, { schoolCode, aidYear, verified: VERIFIED });
  return shape(aidYear, row);
}

/** From a student first entering review to their verification after it. */
export async function averageReviewToVerified(
  db: Db,
  schoolCode: string,
  aidYear: number,
): Promise<AverageTime> {
  const row = await sql.reviewToVerified.first(db, { schoolCode, aidYear, verified: VERIFIED });
  return shape(aidYear, row);
}
