import {
  CHANGE_REPORT,
  CROSS_YEAR_DATA_REPORT,
  DEPENDENCY_CHANGE_REPORT,
  educationalPurposeReport,
  missingStudentReport,
  postcardsReport,
  NON_MATCHING_SSN_REPORT,
  SUPER_BINDER_STUDENTS,
  VERIFICATION_REPORT,
} from './definitions.queries.js';
import { reportStatement } from './engine.queries.js';
import { ACCOUNT_QC_REPORT, WATCHLIST_REPORT } from './kept-rows.queries.js';

// The totals of the reports whose rows are counted per school and year as they are written (report_row_count,
// migrations 115 and 116): a few rows whatever the size of the school.

/**
 * The report's rows kept for the school and year. Those counts take in the rows of uploads not yet published, which
 * the views leave out: while any upload is unpublished (an import on the embedded database, for a few seconds) the
 * report's own rows are counted instead.
 */
const keptTotal = (report: string, source: string) => `
        SELECT (CASE WHEN EXISTS (SELECT 1 FROM isir_upload_unpublished) THEN (SELECT count(*) FROM (${source}) c)
                ELSE COALESCE((SELECT sum(k.rows) FROM report_row_count k
                                WHERE k.report = '${report}' AND k.school_code = :school AND k.aid_year = :aidYear), 0) END)::int AS n`;

export const changeReportTotal = reportStatement({
  name: 'ChangeReportTotal',
  sql: keptTotal('ChangeReport', CHANGE_REPORT),
});

export const dependencyChangeReportTotal = reportStatement({
  name: 'DependencyChangeReportTotal',
  sql: keptTotal('DependencyChangeReport', DEPENDENCY_CHANGE_REPORT),
});

export const crossYearDataReportTotal = reportStatement({
  name: 'CrossYearDataReportTotal',
  sql: keptTotal('CrossYearDataReport', CROSS_YEAR_DATA_REPORT),
});

export const verificationReportTotal = reportStatement({
  name: 'VerificationReportTotal',
  sql: keptTotal('VerificationReport', VERIFICATION_REPORT),
});

// Their kept students are their rows (migration 122).
export const missingStudentReportTotal = reportStatement({
  name: 'MissingStudentReportTotal',
  sql: keptTotal('MissingStudentReport', missingStudentReport.sql),
});

export const educationalPurposeReportTotal = reportStatement({
  name: 'EducationalPurposeReportPageTotal',
  sql: keptTotal('EducationalPurposeReportPage', educationalPurposeReport.sql),
});

// Its kept students are its rows (migration 151).
export const postcardsReportTotal = reportStatement({
  name: 'PostcardsReportTotal',
  sql: keptTotal('PostcardsReport', postcardsReport.sql),
});

// Its candidates are its rows once every upload is published (migration 117).
export const nonMatchingSSNReportTotal = reportStatement({
  name: 'NonMatchingSSNReportTotal',
  sql: `
        SELECT (CASE WHEN EXISTS (SELECT 1 FROM isir_upload_unpublished) THEN (SELECT count(*) FROM (${NON_MATCHING_SSN_REPORT}) c)
                ELSE COALESCE((SELECT sum(k.rows) FROM report_ssn_candidate k WHERE k.school_code = :school AND k.aid_year = :aidYear), 0) END)::int AS n`,
});

// The Account QC Report's rows kept in account_qc_row, counted per school and year (migration 124).
export const accountQCReportTotal = reportStatement({
  name: 'AccountQCReportTotal',
  sql: keptTotal('AccountQCReport', ACCOUNT_QC_REPORT),
});

// The Watchlist Report's rows kept in report_watchlist_row, counted per school and year (migration 125).
export const watchlistReportTotal = reportStatement({
  name: 'WatchlistReportTotal',
  sql: keptTotal('WatchlistReport', WATCHLIST_REPORT),
});

// The Super Binder Report's students kept in report_super_binder_student, counted per school and year (migration 130).
export const superBinderReportTotal = reportStatement({
  name: 'SuperBinderReportTotal',
  sql: keptTotal('SuperBinderReport', SUPER_BINDER_STUDENTS),
});
