// Staff screens this build registers. Menus list an entry only when its screen is here, so entries of later
// work appear once their route exists. routes.test.tsx checks each path really is routed.
export const BUILT_STAFF_SCREENS: ReadonlySet<string> = new Set(['/welcome', '/userSearch', '/reviewWorklist', '/approvedWorklist', '/approvedWithCorrectionsWorklist', '/approvedWithCRWorklist', '/corrections', '/transmittedCorrections', '/Permissions', '/addSchool', '/SchoolProfile', '/SchoolAidYearSettings', '/SchoolAnnualRollover', '/Holidays', '/GlobalSchoolSettings', '/saigMailbox', '/SAIGMailboxAdministration', '/SchoolAudit', '/AdministrativeActivity', '/StudentActivity', '/communicationLog', '/upload', '/isirLog', '/isirViewSettings', '/IsirViewSettings', '/InterviewCreation', '/CRInterviewCreation', '/Notifications', '/MessageTemplates', '/povertyLevels', '/backoffice', '/Metrics',
  // Reports (issue 10).
  '/GeneralReport', '/MissingStudentReport', '/PostcardsReport', '/AllStudentsReport', '/CrossYearDataReport',
  '/InstitutionalSelectedVerificationReportPage', '/EducationalPurposeReportPage', '/VerificationReport', '/AccountOwnershipReport',
  '/AccountQCReport', '/NonMatchingSSNReport', '/ChangeReport', '/DependencyChangeReport', '/SuperBinderReport', '/WatchlistReport',
  '/CommentCodeReport']);
