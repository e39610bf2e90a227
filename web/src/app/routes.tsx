import { createElement, lazy } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { StaffGate, StudentGate } from './RouteGates';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { RouteErrorBoundary } from '../features/errors/components/RouteErrorBoundary';
import { RootLayout } from './RootLayout';
import { loadLoginPage, loadedLoginPage } from '../features/identity/loginPageLoader';
import { loadCatalogPart } from '../i18n/i18n';
import { WORKLISTS } from '../features/worklists/worklists';
import { REPORT_SCREENS, reportPath } from '../features/reports/reports';

// Screens load on demand; layouts show 'Loading...' meanwhile.
// StudentView is where staff spend the day: StaffLayout preloads it (not in the entry: the sign-in page stays small).
const StudentViewLayout = lazy(() =>
  import('../features/verification/components/StudentViewLayout').then((m) => ({
    default: m.StudentViewLayout,
  })),
);
const LazyLoginPage = lazy(loadLoginPage);
/**
 * /login: rendered at once when the page's entry has already loaded it (loadLoginPage). The loaded page is the
 * module's one component, the same on every render (not made here).
 */
function LoginPage() {
  const loaded = loadedLoginPage();
  return loaded ? createElement(loaded) : <LazyLoginPage />;
}
const MfaPage = lazy(() =>
  import('../features/identity/components/MfaPage').then((m) => ({ default: m.MfaPage })),
);
const SignInCallbackPage = lazy(() =>
  import('../features/identity/components/SignInCallbackPage').then((m) => ({
    default: m.SignInCallbackPage,
  })),
);
const LandingPage = lazy(() =>
  import('../features/student-portal/components/LandingPage').then((m) => ({ default: m.LandingPage })),
);
// The interview's words are a catalog of their own too (issue 26), loaded with its screens.
const InterviewPage = lazy(() =>
  Promise.all([import('../features/interviews/components/InterviewPage'), loadCatalogPart('interview')]).then(
    ([m]) => ({ default: m.InterviewPage }),
  ),
);
const InterviewHistoryPage = lazy(() =>
  Promise.all([
    import('../features/interviews/components/InterviewHistoryPage'),
    loadCatalogPart('interview'),
  ]).then(([m]) => ({ default: m.InterviewHistoryPage })),
);
// A student's or parent's Settings: its words are a catalog of their own (issue 26), loaded with the screen.
const SettingsPage = lazy(() =>
  Promise.all([import('../features/accounts/components/SettingsPage'), loadCatalogPart('settings')]).then(
    ([m]) => ({ default: m.SettingsPage }),
  ),
);
// The account screens' words are a catalog of their own (issue 26), loaded with the screen.
const StudentLookupPage = lazy(() =>
  Promise.all([
    import('../features/accounts/components/StudentLookupPage'),
    loadCatalogPart('accounts'),
  ]).then(([m]) => ({ default: m.StudentLookupPage })),
);
const AccountCreationPage = lazy(() =>
  Promise.all([
    import('../features/accounts/components/AccountCreationPage'),
    loadCatalogPart('accounts'),
  ]).then(([m]) => ({ default: m.AccountCreationPage })),
);
const PasswordResetPage = lazy(() =>
  Promise.all([
    import('../features/accounts/components/PasswordResetPage'),
    loadCatalogPart('accounts'),
  ]).then(([m]) => ({ default: m.PasswordResetPage })),
);
const InterviewBuilderPage = lazy(() =>
  import('../features/interviews/components/InterviewBuilderPage').then((m) => ({
    default: m.InterviewBuilderPage,
  })),
);
const StaffHomePage = lazy(() =>
  import('../features/staff-home/components/StaffHomePage').then((m) => ({ default: m.StaffHomePage })),
);
const StudentSearchPage = lazy(() =>
  import('../features/students/components/StudentSearchPage').then((m) => ({ default: m.StudentSearchPage })),
);

const CorrectionsPage = lazy(() =>
  import('../features/corrections/components/CorrectionsPage').then((m) => ({ default: m.CorrectionsPage })),
);
const TransmittedCorrectionsPage = lazy(() =>
  import('../features/corrections/components/TransmittedCorrectionsPage').then((m) => ({
    default: m.TransmittedCorrectionsPage,
  })),
);
const WorklistPage = lazy(() =>
  import('../features/worklists/components/WorklistPage').then((m) => ({ default: m.WorklistPage })),
);

const PermissionsPage = lazy(() =>
  import('../features/permissions/components/PermissionsPage').then((m) => ({ default: m.PermissionsPage })),
);
const AddSchoolPage = lazy(() =>
  import('../features/admin/components/AddSchoolPage').then((m) => ({ default: m.AddSchoolPage })),
);
const SchoolProfilePage = lazy(() =>
  import('../features/admin/components/SchoolProfilePage').then((m) => ({ default: m.SchoolProfilePage })),
);
const SchoolAidYearSettingsPage = lazy(() =>
  import('../features/admin/components/SchoolAidYearSettingsPage').then((m) => ({
    default: m.SchoolAidYearSettingsPage,
  })),
);
const SchoolAnnualRolloverPage = lazy(() =>
  import('../features/admin/components/SchoolAidYearSettingsPage').then((m) => ({
    default: m.SchoolAnnualRolloverPage,
  })),
);
const AdminRoleChangePage = lazy(() =>
  import('../features/admin/components/AdminRoleChangePage').then((m) => ({
    default: m.AdminRoleChangePage,
  })),
);
const GlobalSchoolSettingsPage = lazy(() =>
  import('../features/school-settings/components/GlobalSchoolSettingsPage').then((m) => ({
    default: m.GlobalSchoolSettingsPage,
  })),
);
const HolidaysPage = lazy(() =>
  import('../features/school-settings/components/HolidaysPage').then((m) => ({ default: m.HolidaysPage })),
);
const SaigMailboxPage = lazy(() =>
  import('../features/saig/components/SaigMailboxPage').then((m) => ({ default: m.SaigMailboxPage })),
);
const SaigMailboxAdministrationPage = lazy(() =>
  import('../features/saig/components/SaigMailboxAdministrationPage').then((m) => ({
    default: m.SaigMailboxAdministrationPage,
  })),
);
const SchoolAuditPage = lazy(() =>
  import('../features/audit/components/AuditPages').then((m) => ({ default: m.SchoolAuditPage })),
);
const AdministrativeActivityPage = lazy(() =>
  import('../features/audit/components/AuditPages').then((m) => ({ default: m.AdministrativeActivityPage })),
);
const isir = () => import('../features/isir/components/pages');
const UploadIsirPage = lazy(() => isir().then((m) => ({ default: m.UploadIsirPage })));
const IsirLogPage = lazy(() => isir().then((m) => ({ default: m.IsirLogPage })));
const IsirListPage = lazy(() => isir().then((m) => ({ default: m.IsirListPage })));
const IsirViewSettingsPage = lazy(() => isir().then((m) => ({ default: m.IsirViewSettingsPage })));
const IsirViewSettingsNotImplemented = lazy(() =>
  isir().then((m) => ({ default: m.IsirViewSettingsNotImplemented })),
);
const studentRepository = () => import('../features/student-repository/components/pages');
const StudentRepositoryPage = lazy(() =>
  studentRepository().then((m) => ({ default: m.StudentRepositoryPage })),
);
const StudentRepositoryUploadReportPage = lazy(() =>
  studentRepository().then((m) => ({ default: m.StudentRepositoryUploadReportPage })),
);
const StudentRepositoryErrorReportPage = lazy(() =>
  studentRepository().then((m) => ({ default: m.StudentRepositoryErrorReportPage })),
);
const StudentRepositoryErrorDetailsPage = lazy(() =>
  studentRepository().then((m) => ({ default: m.StudentRepositoryErrorDetailsPage })),
);
const StudentRepositoryUploadDetailsPage = lazy(() =>
  studentRepository().then((m) => ({ default: m.StudentRepositoryUploadDetailsPage })),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/components/NotificationsPage').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const MessageTemplatesPage = lazy(() =>
  import('../features/notifications/components/MessageTemplatesPage').then((m) => ({
    default: m.MessageTemplatesPage,
  })),
);
const PovertyLevelsPage = lazy(() =>
  import('../features/backoffice/components/PovertyLevelsPage').then((m) => ({
    default: m.PovertyLevelsPage,
  })),
);
const ReportPage = lazy(() =>
  import('../features/reports/components/ReportPage').then((m) => ({ default: m.ReportPage })),
);
const UserSettingsPage = lazy(() =>
  import('../features/user-settings/components/UserSettingsPage').then((m) => ({
    default: m.UserSettingsPage,
  })),
);
// GraphiQL and its editor are large: their own chunk, loaded only when /graphql opens.
const GraphqlExplorerPage = lazy(() =>
  import('../features/graphql-explorer/components/GraphqlExplorerPage').then((m) => ({
    default: m.GraphqlExplorerPage,
  })),
);
const MetricsPage = lazy(() =>
  import('../features/metrics/components/MetricsPage').then((m) => ({ default: m.MetricsPage })),
);
const AutoVerifyDesignPage = lazy(() =>
  import('../features/auto-verify/components/AutoVerifyDesignPage').then((m) => ({
    default: m.AutoVerifyDesignPage,
  })),
);
const AutoVerifyReport = lazy(() =>
  import('../features/auto-verify/components/AutoVerifyReportPage').then((m) => ({
    default: m.AutoVerifyReport,
  })),
);
const CorrectionAutoVerifyReport = lazy(() =>
  import('../features/auto-verify/components/AutoVerifyReportPage').then((m) => ({
    default: m.CorrectionAutoVerifyReport,
  })),
);
const BackofficePage = lazy(() =>
  import('../features/backoffice/components/BackofficePage').then((m) => ({ default: m.BackofficePage })),
);
const CommunicationLogPage = lazy(() =>
  import('../features/audit/components/AuditPages').then((m) => ({ default: m.CommunicationLogPage })),
);
const StudentActivityPage = lazy(() =>
  import('../features/audit/components/AuditPages').then((m) => ({ default: m.StudentActivityPage })),
);
const NotImplementedPage = lazy(() =>
  import('../features/errors/components/NotImplementedPage').then((m) => ({ default: m.NotImplementedPage })),
);
const JobsPage = lazy(() =>
  import('../features/jobs/components/JobsPage').then((m) => ({ default: m.JobsPage })),
);
const CorrectionsDisplayPage = lazy(() =>
  import('../features/corrections/components/CorrectionsDisplayPage').then((m) => ({
    default: m.CorrectionsDisplayPage,
  })),
);
const AdminAccountCreationPage = lazy(() =>
  import('../features/accounts/components/AdminAccountCreationPage').then((m) => ({
    default: m.AdminAccountCreationPage,
  })),
);

/** /studentView/{uuid}/{type}TaskList, /student/{uuid} and /parent/{uuid}: the StudentView tab they name. */
function StudentViewAlias({ tab }: { tab: string }) {
  const { uuid = '' } = useParams();
  return <Navigate to={`/StudentView/${uuid}/${tab}`} replace />;
}

/** /StudentView/{uuid} opens the quick view. */
function StudentViewRedirect() {
  const { uuid = '' } = useParams();
  return <Navigate to={`/StudentView/${uuid}/quickView`} replace />;
}

// The routes of routes.tsv that this build has; others fall to the not-found screen until their screens exist.
// caseSensitive where the spec lists two casings (/StudentView vs /studentView).
export const appRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/', element: <NotFoundPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/userWelcome', element: <Navigate to="/login" replace /> },
      { path: '/mfa/:uuid/:accountType', element: <MfaPage /> },
      { path: '/signin-callback', element: <SignInCallbackPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/studentLookup', element: <StudentLookupPage /> },
      { path: '/studentLookup/:domain', element: <StudentLookupPage /> },
      { path: '/studentAccountCreation/:uuid/:accountType/:aidYear', element: <AccountCreationPage /> },
      {
        path: '/studentAccountCreation/:uuid/:accountType/:aidYear/:domain',
        element: <AccountCreationPage />,
      },
      { path: '/newAccountPasswordReset', element: <PasswordResetPage /> },
      // Header and footer hidden: staff of the school and the student's own accounts (checked inside).
      { path: '/InterviewHistory/:uuid/:studentInterviewLinkUUID', element: <InterviewHistoryPage /> },
      {
        element: (
          <RouteErrorBoundary>
            <StudentGate />
          </RouteErrorBoundary>
        ),
        children: [
          { path: '/userLanding/:uuid/:accountType', element: <LandingPage /> },
          { path: '/Interview/:uuid', element: <InterviewPage /> },
          { path: '/Settings/:uuid/:component', caseSensitive: true, element: <SettingsPage /> },
          {
            path: '/settings/:uuid/studentProfile',
            caseSensitive: true,
            element: <SettingsPage section="studentProfile" />,
          },
        ],
      },
      {
        element: (
          <RouteErrorBoundary>
            <StaffGate />
          </RouteErrorBoundary>
        ),
        children: [
          { path: '/welcome', element: <StaffHomePage /> },
          { path: '/InterviewCreation', element: <InterviewBuilderPage /> },
          { path: '/CRInterviewCreation', element: <InterviewBuilderPage commentCode /> },
          { path: '/userSearch', element: <StudentSearchPage /> },
          { path: '/StudentView/:uuid', caseSensitive: true, element: <StudentViewRedirect /> },
          { path: '/StudentView/:uuid/quickView', caseSensitive: true, element: <StudentViewLayout /> },
          { path: '/StudentView/:uuid/:component', caseSensitive: true, element: <StudentViewLayout /> },
          {
            path: '/StudentView/:uuid/:component/:studentInterviewLinkUUID',
            caseSensitive: true,
            element: <StudentViewLayout />,
          },
          {
            path: '/studentView/:uuid/studentTaskList',
            caseSensitive: true,
            element: <StudentViewAlias tab="studentTaskList" />,
          },
          {
            path: '/studentView/:uuid/parentTaskList',
            caseSensitive: true,
            element: <StudentViewAlias tab="parentTaskList" />,
          },
          { path: '/student/:uuid', element: <StudentViewAlias tab="quickView" /> },
          { path: '/parent/:uuid', element: <StudentViewAlias tab="parentTaskList" /> },
          ...WORKLISTS.map((def) => ({ path: def.path, element: <WorklistPage def={def} /> })),
          { path: '/corrections', element: <CorrectionsPage /> },
          { path: '/transmittedCorrections', element: <TransmittedCorrectionsPage /> },
          // Administration (issue 6): the screens check nothing themselves; the gateway and services refuse a role without the permission.
          { path: '/Permissions', element: <PermissionsPage /> },
          { path: '/addSchool', element: <AddSchoolPage /> },
          { path: '/SchoolProfile', element: <SchoolProfilePage /> },
          { path: '/SchoolAidYearSettings', element: <SchoolAidYearSettingsPage /> },
          { path: '/SchoolAnnualRollover', element: <SchoolAnnualRolloverPage /> },
          { path: '/Holidays', element: <HolidaysPage /> },
          { path: '/GlobalSchoolSettings', element: <GlobalSchoolSettingsPage /> },
          { path: '/saigMailbox', element: <SaigMailboxPage /> },
          { path: '/SAIGMailboxAdministration', element: <SaigMailboxAdministrationPage /> },
          { path: '/SchoolAudit', element: <SchoolAuditPage /> },
          { path: '/AdministrativeActivity', element: <AdministrativeActivityPage /> },
          { path: '/StudentActivity', element: <StudentActivityPage /> },
          { path: '/communicationLog', element: <CommunicationLogPage /> },
          { path: '/adminRoleChangePage', element: <AdminRoleChangePage /> },
          { path: '/Notifications', element: <NotificationsPage /> },
          { path: '/MessageTemplates', element: <MessageTemplatesPage /> },
          { path: '/povertyLevels', element: <PovertyLevelsPage /> },
          { path: '/Metrics', element: <MetricsPage /> },
          // Reports (issue 10): one generic screen per report definition.
          ...REPORT_SCREENS.map((screen) => ({
            path: reportPath(screen),
            element: <ReportPage key={screen.name} screen={screen} />,
          })),
          // Auto-verify (issue 11): the designer (hidden on configured hosts) and its two reports.
          { path: '/autoVerifyDesign', element: <AutoVerifyDesignPage /> },
          { path: '/AutoVerifyReport', element: <AutoVerifyReport /> },
          { path: '/CorrectionAutoVerifyReport', element: <CorrectionAutoVerifyReport /> },
          { path: '/userSettings', element: <UserSettingsPage /> },
          { path: '/graphql', element: <GraphqlExplorerPage /> },
          // The installation's back-office (SPEC §2: its screens exist, their layout is not shown): one screen of tabs.
          { path: '/backoffice', element: <BackofficePage /> },
          // ISIR pipeline (issue 3). The ISIR tab is one of StudentView's tabs (verification/tabs.ts).
          { path: '/upload', element: <UploadIsirPage /> },
          { path: '/isirLog', element: <IsirLogPage /> },
          { path: '/IsirListPage/:isirid', element: <IsirListPage /> },
          { path: '/isirViewSettings', caseSensitive: true, element: <IsirViewSettingsPage /> },
          { path: '/IsirViewSettings', caseSensitive: true, element: <IsirViewSettingsNotImplemented /> },
          // Issue 10: jobs, corrections display, staff-made accounts, the not-implemented pages.
          { path: '/notImplemented', element: <NotImplementedPage /> },
          { path: '/PageNotImplemented', element: <NotImplementedPage /> },
          { path: '/jobs', element: <JobsPage /> },
          { path: '/CorrectionsDisplay', element: <CorrectionsDisplayPage /> },
          { path: '/adminAccountCreation/:uuid/:accountType', element: <AdminAccountCreationPage /> },
          // Student repository (issue 12): the SIS roster in, status files out.
          { path: '/studentRepo', element: <StudentRepositoryPage /> },
          { path: '/studentRepoUploadReport', element: <StudentRepositoryUploadReportPage /> },
          { path: '/studentRepoErrorReport', element: <StudentRepositoryErrorReportPage /> },
          { path: '/studentRepoErrorDetails/:errorDetails', element: <StudentRepositoryErrorDetailsPage /> },
          {
            path: '/studentRepoUploadDetails/:uploadDetails',
            element: <StudentRepositoryUploadDetailsPage />,
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
