/** The report screens of the REPORTS menu: each a definition the generic screen renders (the services hold the columns). */
export interface ReportScreen {
  /** The report's name at the services and its route path without the slash. */
  name: string;
  title: string;
  /** Its view permission; the screen is a 404 without it (the services refuse too). */
  permission: string;
}

export const REPORT_SCREENS: readonly ReportScreen[] = [
  { name: 'GeneralReport', title: 'General Report', permission: 'GENERAL_REPORT_VIEW' },
  {
    name: 'MissingStudentReport',
    title: 'Missing Student Report',
    permission: 'MISSING_STUDENT_REPORT_VIEW',
  },
  { name: 'PostcardsReport', title: 'Postcards Report', permission: 'POSTCARDS_REPORT_VIEW' },
  { name: 'AllStudentsReport', title: 'All Students Report', permission: 'ALL_STUDENTS_REPORT_VIEW' },
  { name: 'CrossYearDataReport', title: 'Cross Year Data Report', permission: 'CROSS_YEAR_DATA_REPORT_VIEW' },
  {
    name: 'InstitutionalSelectedVerificationReportPage',
    title: 'Institutional Selected Verification Report',
    permission: 'INSTITUTIONAL_SELECTED_VERIFICATION_REPORT_VIEW',
  },
  {
    name: 'EducationalPurposeReportPage',
    title: 'Educational Purpose Report',
    permission: 'EDUCATIONAL_PURPOSE_REPORT_VIEW',
  },
  { name: 'VerificationReport', title: 'Verification Report', permission: 'VERIFICATION_REPORT_VIEW' },
  {
    name: 'AccountOwnershipReport',
    title: 'Account Ownership Report',
    permission: 'ACCOUNT_OWNERSHIP_REPORT_VIEW',
  },
  { name: 'AccountQCReport', title: 'Account QC Report', permission: 'ACCOUNT_QC_REPORT_VIEW' },
  {
    name: 'NonMatchingSSNReport',
    title: 'Non Matching SSN Report',
    permission: 'NON_MATCHING_SSN_REPORT_VIEW',
  },
  { name: 'ChangeReport', title: 'Change Report', permission: 'CHANGE_REPORT_VIEW' },
  {
    name: 'DependencyChangeReport',
    title: 'Dependency Change Report',
    permission: 'DEPENDENCY_CHANGE_REPORT_VIEW',
  },
  { name: 'SuperBinderReport', title: 'Super Binder Report', permission: 'SUPER_BINDER_REPORT_VIEW' },
  { name: 'WatchlistReport', title: 'Watchlist Report', permission: 'WATCHLIST_REPORT_VIEW' },
  { name: 'CommentCodeReport', title: 'Comment Code Report', permission: 'COMMENT_CODE_REPORT_VIEW' },
];

export const reportPath = (r: ReportScreen) => `/${r.name}`;
