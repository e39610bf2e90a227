import { COMMENT_CODE_REPORT_FIRST_AID_YEAR } from '../../constants';

/** What decides whether a menu entry shows, besides its screen existing. */
export interface MenuContext {
  permissions: readonly string[];
  aidYear: number | null;
  hasStudentRepository: boolean;
  /** Routes configured as hidden on this host (SPEC §2 host-dependent availability); none when absent. */
  hiddenRoutes?: readonly string[];
}

export interface MenuEntry {
  label: string;
  path: string;
  /** Permission code the role must hold; none means any staff role. */
  permission?: string;
  /** Further condition from the spec (e.g. aid year 2026+ for the Comment Code Report). */
  when?: (ctx: MenuContext) => boolean;
}

export interface StaffMenu {
  label: string;
  /** Permission the whole menu needs (e.g. ED_DATA_VIEW). */
  permission?: string;
  entries: readonly MenuEntry[];
}

const withStudentRepository = (ctx: MenuContext) => ctx.hasStudentRepository;

// The staff menus of SPEC §2 with the permission codes of SPEC §6. Reports carry only REPORTS_VIEW: the spec
// names "a view permission for each report" without giving the codes.
export const STAFF_MENUS: readonly StaffMenu[] = [
  {
    label: 'SCHOOL',
    entries: [
      { label: 'Home', path: '/welcome' },
      { label: 'Communication Log', path: '/communicationLog', permission: 'COMMUNICATION_LOG_VIEW' },
      {
        label: 'Administrative Activity',
        path: '/AdministrativeActivity',
        permission: 'ADMINISTRATIVE_ACTIVITY_VIEW',
      },
      { label: 'Student Activity', path: '/StudentActivity', permission: 'STUDENT_ACTIVITY_VIEW' },
      { label: 'School Audit', path: '/SchoolAudit', permission: 'SCHOOL_AUDIT_VIEW' },
      { label: 'Metrics', path: '/Metrics' },
    ],
  },
  {
    label: 'STUDENTS',
    entries: [
      { label: 'Student Search', path: '/userSearch', permission: 'STUDENT_VIEW' },
      { label: 'Review Worklist', path: '/reviewWorklist', permission: 'REVIEW_WORKLIST_VIEW' },
      { label: 'Approved Worklist', path: '/approvedWorklist', permission: 'APPROVED_WORKLIST_VIEW' },
      {
        label: 'Approved With Corrections Worklist',
        path: '/approvedWithCorrectionsWorklist',
        permission: 'APPROVED_WITH_CORRECTIONS_WORKLIST_VIEW',
      },
      {
        label: 'Approved With CR Worklist',
        path: '/approvedWithCRWorklist',
        permission: 'APPROVED_WITH_CR_WORKLIST_VIEW',
      },
      {
        label: 'Student Repository',
        path: '/studentRepo',
        permission: 'STUDENT_REPOSITORY_VIEW',
        when: withStudentRepository,
      },
      {
        label: 'Student Repository Upload Report',
        path: '/studentRepoUploadReport',
        permission: 'STUDENT_REPOSITORY_UPLOAD_REPORT_VIEW',
        when: withStudentRepository,
      },
      {
        label: 'Student Repository Error Report',
        path: '/studentRepoErrorReport',
        permission: 'STUDENT_REPOSITORY_ERROR_REPORT_VIEW',
        when: withStudentRepository,
      },
    ],
  },
  {
    label: 'ED DATA',
    permission: 'ED_DATA_VIEW',
    entries: [
      { label: 'Upload ISIR File', path: '/upload', permission: 'UPLOAD_ISIR' },
      { label: 'Review ISIR File Uploads', path: '/isirLog', permission: 'REVIEW_ISIR_UPLOADS' },
      { label: 'Corrections', path: '/corrections', permission: 'CORRECTIONS_LIST_VIEW' },
      {
        label: 'Transmitted Corrections',
        path: '/transmittedCorrections',
        permission: 'TRANSMITTED_CORRECTIONS_VIEW',
      },
      { label: 'SAIG Mailbox', path: '/saigMailbox', permission: 'SAIG_MAILBOX_VIEW' },
      { label: 'Corrections Display', path: '/CorrectionsDisplay', permission: 'CORRECTIONS_LIST_VIEW' },
    ],
  },
  {
    label: 'REPORTS',
    permission: 'REPORTS_VIEW',
    entries: [
      { label: 'General Report', path: '/GeneralReport', permission: 'GENERAL_REPORT_VIEW' },
      {
        label: 'Missing Student Report',
        path: '/MissingStudentReport',
        permission: 'MISSING_STUDENT_REPORT_VIEW',
      },
      { label: 'Postcards Report', path: '/PostcardsReport', permission: 'POSTCARDS_REPORT_VIEW' },
      { label: 'All Students Report', path: '/AllStudentsReport', permission: 'ALL_STUDENTS_REPORT_VIEW' },
      {
        label: 'Cross Year Data Report',
        path: '/CrossYearDataReport',
        permission: 'CROSS_YEAR_DATA_REPORT_VIEW',
      },
      {
        label: 'Institutional Selected Verification Report',
        path: '/InstitutionalSelectedVerificationReportPage',
        permission: 'INSTITUTIONAL_SELECTED_VERIFICATION_REPORT_VIEW',
      },
      {
        label: 'Educational Purpose Report',
        path: '/EducationalPurposeReportPage',
        permission: 'EDUCATIONAL_PURPOSE_REPORT_VIEW',
      },
      { label: 'Verification Report', path: '/VerificationReport', permission: 'VERIFICATION_REPORT_VIEW' },
      { label: 'Auto Verify Report', path: '/AutoVerifyReport', permission: 'AUTO_VERIFY_REPORT_VIEW' },
      {
        label: 'Correction Auto Verify Report',
        path: '/CorrectionAutoVerifyReport',
        permission: 'CORRECTION_AUTO_VERIFY_REPORT_VIEW',
      },
      {
        label: 'Account Ownership Report',
        path: '/AccountOwnershipReport',
        permission: 'ACCOUNT_OWNERSHIP_REPORT_VIEW',
      },
      { label: 'Account QC Report', path: '/AccountQCReport', permission: 'ACCOUNT_QC_REPORT_VIEW' },
      {
        label: 'Non Matching SSN Report',
        path: '/NonMatchingSSNReport',
        permission: 'NON_MATCHING_SSN_REPORT_VIEW',
      },
      { label: 'Change Report', path: '/ChangeReport', permission: 'CHANGE_REPORT_VIEW' },
      {
        label: 'Dependency Change Report',
        path: '/DependencyChangeReport',
        permission: 'DEPENDENCY_CHANGE_REPORT_VIEW',
      },
      { label: 'Super Binder Report', path: '/SuperBinderReport', permission: 'SUPER_BINDER_REPORT_VIEW' },
      { label: 'Watchlist Report', path: '/WatchlistReport', permission: 'WATCHLIST_REPORT_VIEW' },
      {
        label: 'Comment Code Report',
        path: '/CommentCodeReport',
        permission: 'COMMENT_CODE_REPORT_VIEW',
        when: (ctx) => ctx.aidYear !== null && ctx.aidYear >= COMMENT_CODE_REPORT_FIRST_AID_YEAR,
      },
    ],
  },
];

/** The settings gear's entries; the gear itself needs SETTINGS_VIEW. */
export const SETTINGS_MENU: StaffMenu = {
  label: 'Settings',
  permission: 'SETTINGS_VIEW',
  entries: [
    {
      label: 'Global School Settings',
      path: '/GlobalSchoolSettings',
      permission: 'GLOBAL_SCHOOL_SETTINGS_VIEW',
    },
    { label: 'School Profile', path: '/SchoolProfile' },
    {
      label: 'School Aid Year Settings',
      path: '/SchoolAidYearSettings',
      permission: 'AID_YEAR_SCHOOL_SETTINGS_VIEW',
    },
    {
      label: 'School Annual Rollover',
      path: '/SchoolAnnualRollover',
      permission: 'SCHOOL_ANNUAL_ROLLOVER_EDIT',
    },
    // The working screen; /IsirViewSettings (other casing) is the spec's not-implemented page.
    { label: 'ISIR View Settings', path: '/isirViewSettings', permission: 'ISIR_VIEW_SETTINGS_VIEW' },
    { label: 'Message Templates', path: '/MessageTemplates', permission: 'MESSAGE_TEMPLATES_VIEW' },
    { label: 'Permissions', path: '/Permissions', permission: 'PERMISSIONS_VIEW' },
    {
      label: 'SAIG Mailbox Administration',
      path: '/SAIGMailboxAdministration',
      permission: 'SAIG_MAILBOX_ADMINISTRATION_VIEW',
    },
    { label: 'Holidays', path: '/Holidays', permission: 'HOLIDAYS_VIEW' },
    { label: 'Notifications', path: '/Notifications', permission: 'VIEW_NOTIFICATIONS_PAGE' },
    { label: 'Poverty Levels', path: '/povertyLevels', permission: 'POVERTY_LEVELS_VIEW' },
    { label: 'User Settings', path: '/userSettings', permission: 'USER_SETTINGS_VIEW' },
    { label: 'Add School', path: '/addSchool', permission: 'ADD_SCHOOL_SETTINGS_VIEW' },
    { label: 'Jobs', path: '/jobs', permission: 'JOBS_PAGE_VIEW' },
    { label: 'Interview Creation', path: '/InterviewCreation', permission: 'INTERVIEW_CREATION_EDIT' },
    {
      label: 'Comment Code Interview Creation',
      path: '/CRInterviewCreation',
      permission: 'INTERVIEW_CREATION_EDIT',
    },
    { label: 'Back Office', path: '/backoffice', permission: 'BACKOFFICE_ADMIN' },
    { label: 'Auto Verify Design', path: '/autoVerifyDesign', permission: 'AUTO_VERIFY_VIEW' },
  ],
};

/** A menu with only the entries this role may use, whose screens exist; null when none remain. */
export function visibleMenu(
  menu: StaffMenu,
  ctx: MenuContext,
  builtScreens: ReadonlySet<string>,
): StaffMenu | null {
  if (menu.permission && !ctx.permissions.includes(menu.permission)) return null;
  const entries = menu.entries.filter(
    (entry) =>
      builtScreens.has(entry.path) &&
      !ctx.hiddenRoutes?.includes(entry.path) &&
      (!entry.permission || ctx.permissions.includes(entry.permission)) &&
      (!entry.when || entry.when(ctx)),
  );
  return entries.length > 0 ? { ...menu, entries } : null;
}
