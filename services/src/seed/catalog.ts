/** The fixed catalogue every installation starts with: roles, permission categories, permissions, interview types. */

export const STAFF_ROLES = [
  'SuperAdmin',
  'Admin',
  'Manager',
  'ReadOnly',
  'Member',
  'Verifier',
  'Reviewer',
  'CorporateVerifier',
  'CorporateReviewer',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CATEGORIES: { name: string; parent?: string }[] = [
  { name: 'Students' },
  { name: 'Worklists', parent: 'Students' },
  { name: 'ED Data' },
  { name: 'Reports' },
  { name: 'School' },
  { name: 'Settings', parent: 'School' },
  { name: 'Logs and audit', parent: 'School' },
  { name: 'Student repository', parent: 'ED Data' },
];

const REPORTS = [
  'GENERAL',
  'MISSING_STUDENT',
  'POSTCARDS',
  'ALL_STUDENTS',
  'CROSS_YEAR_DATA',
  'INSTITUTIONAL_SELECTED_VERIFICATION',
  'EDUCATIONAL_PURPOSE',
  'VERIFICATION',
  'AUTO_VERIFY',
  'CORRECTION_AUTO_VERIFY',
  'ACCOUNT_OWNERSHIP',
  'ACCOUNT_QC',
  'NON_MATCHING_SSN',
  'CHANGE',
  'DEPENDENCY_CHANGE',
  'SUPER_BINDER',
  'WATCHLIST',
  'COMMENT_CODE',
];
const WORKLISTS = ['REVIEW', 'APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'];

const title = (code: string) =>
  code
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase());

/** code → category. The spec's codes, a view permission per report and worklist, and the student-record ones. */
const PERMISSION_CODES: { code: string; category: string; schoolControlled?: boolean }[] = [
  ...[
    'SETTINGS_VIEW',
    'POVERTY_LEVELS_VIEW',
    'USER_SETTINGS_VIEW',
    'GLOBAL_SCHOOL_SETTINGS_VIEW',
    'AID_YEAR_SCHOOL_SETTINGS_VIEW',
    'MESSAGE_TEMPLATES_VIEW',
    'SCHOOL_ANNUAL_ROLLOVER_EDIT',
    'ISIR_VIEW_SETTINGS_VIEW',
    'PERMISSIONS_VIEW',
    'SAIG_MAILBOX_ADMINISTRATION_VIEW',
    'HOLIDAYS_VIEW',
    'VIEW_NOTIFICATIONS_PAGE',
  ].map((code) => ({ code, category: 'Settings' })),
  { code: 'ADD_SCHOOL_SETTINGS_VIEW', category: 'Settings', schoolControlled: false },
  // The installation-wide back-office (config items, master schools and user profiles, default holidays).
  { code: 'BACKOFFICE_ADMIN', category: 'Settings', schoolControlled: false },
  { code: 'JOBS_PAGE_VIEW', category: 'Settings', schoolControlled: false },
  // Data-key and token-signing-key rotation for the whole installation (issue 30).
  { code: 'DATA_KEYS_ADMIN', category: 'Settings', schoolControlled: false },
  // Interview templates are shared by every school of the installation (/InterviewCreation, /CRInterviewCreation).
  { code: 'INTERVIEW_CREATION_EDIT', category: 'Settings', schoolControlled: false },
  // ISIR layouts and the master ISIR view are shared by every school of the installation.
  { code: 'ISIR_LAYOUT_EDIT', category: 'Settings', schoolControlled: false },
  { code: 'ISIR_MASTER_VIEW_SETTINGS_EDIT', category: 'Settings', schoolControlled: false },
  ...[
    'ADMINISTRATIVE_ACTIVITY_VIEW',
    'STUDENT_ACTIVITY_VIEW',
    'SCHOOL_AUDIT_VIEW',
    'COMMUNICATION_LOG_VIEW',
  ].map((code) => ({ code, category: 'Logs and audit' })),
  ...[
    'ED_DATA_VIEW',
    'UPLOAD_ISIR',
    'REVIEW_ISIR_UPLOADS',
    'CORRECTIONS_LIST_VIEW',
    'TRANSMITTED_CORRECTIONS_VIEW',
    'SAIG_MAILBOX_VIEW',
    'FTI_VIEW',
  ].map((code) => ({ code, category: 'ED Data' })),
  ...[
    'STUDENT_REPOSITORY_VIEW',
    'STUDENT_REPOSITORY_UPLOAD_REPORT_VIEW',
    'STUDENT_REPOSITORY_ERROR_REPORT_VIEW',
  ].map((code) => ({ code, category: 'Student repository' })),
  { code: 'REPORTS_VIEW', category: 'Reports' },
  ...REPORTS.map((r) => ({ code: `${r}_REPORT_VIEW`, category: 'Reports' })),
  ...WORKLISTS.map((w) => ({ code: `${w}_WORKLIST_VIEW`, category: 'Worklists' })),
  ...['STUDENT_VIEW', 'STUDENT_EDIT', 'STUDENT_SSN_FULL_VIEW', 'REVIEW_COMPLETE'].map((code) => ({
    code,
    category: 'Students',
  })),
  { code: 'CROSS_SCHOOL_SEARCH', category: 'Students', schoolControlled: false },
  // Auto-verify flows (/autoVerifyDesign): reading them and the runs, and building and publishing them.
  ...['AUTO_VERIFY_VIEW', 'AUTO_VERIFY_EDIT'].map((code) => ({ code, category: 'Settings' })),
  // API tokens for reporting scripts, made on /userSettings (issue 14).
  { code: 'API_TOKENS_MANAGE', category: 'Settings' },
];
export const PERMISSIONS = PERMISSION_CODES.map((p) => ({ ...p, name: title(p.code) }));

const ALL = PERMISSIONS.map((p) => p.code);
const VIEW_STUDENTS = ['STUDENT_VIEW', 'USER_SETTINGS_VIEW'];
const WORK_STUDENTS = [
  ...VIEW_STUDENTS,
  'STUDENT_EDIT',
  'ED_DATA_VIEW',
  'UPLOAD_ISIR',
  'REVIEW_ISIR_UPLOADS',
  'CORRECTIONS_LIST_VIEW',
  'TRANSMITTED_CORRECTIONS_VIEW',
  ...WORKLISTS.map((w) => `${w}_WORKLIST_VIEW`),
];
const REPORTING = ['REPORTS_VIEW', ...REPORTS.map((r) => `${r}_REPORT_VIEW`)];

/** What each role may do out of the box; schools change it in /Permissions. */
export const ROLE_PERMISSIONS: Record<StaffRole, string[]> = {
  SuperAdmin: ALL,
  Admin: ALL.filter(
    (c) =>
      ![
        'ADD_SCHOOL_SETTINGS_VIEW',
        'JOBS_PAGE_VIEW',
        'DATA_KEYS_ADMIN',
        'CROSS_SCHOOL_SEARCH',
        'BACKOFFICE_ADMIN',
        'INTERVIEW_CREATION_EDIT',
        'ISIR_LAYOUT_EDIT',
        'ISIR_MASTER_VIEW_SETTINGS_EDIT',
      ].includes(c),
  ),
  Manager: [
    ...WORK_STUDENTS,
    ...REPORTING,
    'REVIEW_COMPLETE',
    'FTI_VIEW',
    'STUDENT_SSN_FULL_VIEW',
    'SETTINGS_VIEW',
    'STUDENT_ACTIVITY_VIEW',
    'COMMUNICATION_LOG_VIEW',
    'SAIG_MAILBOX_VIEW',
    'POVERTY_LEVELS_VIEW',
    'AUTO_VERIFY_VIEW',
    'STUDENT_REPOSITORY_VIEW',
    'STUDENT_REPOSITORY_UPLOAD_REPORT_VIEW',
    'STUDENT_REPOSITORY_ERROR_REPORT_VIEW',
    'API_TOKENS_MANAGE',
  ],
  ReadOnly: [
    ...VIEW_STUDENTS,
    'ED_DATA_VIEW',
    ...WORKLISTS.map((w) => `${w}_WORKLIST_VIEW`),
    ...REPORTING,
    'STUDENT_REPOSITORY_UPLOAD_REPORT_VIEW',
    'STUDENT_REPOSITORY_ERROR_REPORT_VIEW',
  ],
  // A member of the office without casework: their own settings, no student records.
  Member: ['USER_SETTINGS_VIEW'],
  Verifier: WORK_STUDENTS,
  Reviewer: [...WORK_STUDENTS, 'REVIEW_COMPLETE', 'FTI_VIEW'],
  CorporateVerifier: [...WORK_STUDENTS, 'CROSS_SCHOOL_SEARCH'],
  CorporateReviewer: [...WORK_STUDENTS, 'REVIEW_COMPLETE', 'FTI_VIEW', 'CROSS_SCHOOL_SEARCH'],
};

export const STUDENT_STATUSES = [
  'SELECTED',
  'IN_PROGRESS',
  'REVIEW',
  'APPROVED',
  'APPROVED_WITH_CORRECTIONS',
  'APPROVED_WITH_CR',
] as const;

/** The task list items a verification group brings (the demo schools' verification-group map). */
export const VERIFICATION_GROUP_ITEMS: Record<
  string,
  { code: string; parent: boolean; dependentOnly: boolean }[]
> = {
  V1: [
    { code: 'SIG', parent: false, dependentOnly: false },
    { code: 'CC', parent: false, dependentOnly: false },
    { code: 'V1', parent: false, dependentOnly: false },
    { code: 'TAX', parent: false, dependentOnly: false },
    { code: 'V1P', parent: true, dependentOnly: true },
    { code: 'TAXP', parent: true, dependentOnly: true },
  ],
  V4: [
    { code: 'SIG', parent: false, dependentOnly: false },
    { code: 'CC', parent: false, dependentOnly: false },
    { code: 'V4', parent: false, dependentOnly: false },
  ],
  V5: [
    { code: 'SIG', parent: false, dependentOnly: false },
    { code: 'CC', parent: false, dependentOnly: false },
    { code: 'V1', parent: false, dependentOnly: false },
    { code: 'TAX', parent: false, dependentOnly: false },
    { code: 'V4', parent: false, dependentOnly: false },
    { code: 'V1P', parent: true, dependentOnly: true },
    { code: 'TAXP', parent: true, dependentOnly: true },
  ],
};
