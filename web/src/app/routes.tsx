import { lazy } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { StaffGate, StudentGate } from '../features/access/components/RouteGates';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { RouteErrorFallback } from '../features/errors/components/RouteErrorFallback';
import { RootLayout } from './RootLayout';
import { WORKLISTS } from '../features/worklists/worklists';

// Screens load on demand; layouts show 'Loading...' meanwhile.
const LoginPage = lazy(() => import('../features/login/components/LoginPage').then((m) => ({ default: m.LoginPage })));
const MfaPage = lazy(() => import('../features/login/components/MfaPage').then((m) => ({ default: m.MfaPage })));
const LandingPage = lazy(() =>
  import('../features/student-portal/components/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const StaffHomePage = lazy(() =>
  import('../features/staff-home/components/StaffHomePage').then((m) => ({ default: m.StaffHomePage })),
);
const StudentSearchPage = lazy(() =>
  import('../features/student-search/components/StudentSearchPage').then((m) => ({ default: m.StudentSearchPage })),
);
const StudentViewLayout = lazy(() =>
  import('../features/student-view/components/StudentViewLayout').then((m) => ({ default: m.StudentViewLayout })),
);
const WorklistPage = lazy(() =>
  import('../features/worklists/components/WorklistPage').then((m) => ({ default: m.WorklistPage })),
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
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      { path: '/', element: <NotFoundPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/userWelcome', element: <Navigate to="/login" replace /> },
      { path: '/mfa/:uuid/:accountType', element: <MfaPage /> },
      { path: '/404', element: <NotFoundPage /> },
      {
        element: <StudentGate />,
        errorElement: <RouteErrorFallback />,
        children: [{ path: '/userLanding/:uuid/:accountType', element: <LandingPage /> }],
      },
      {
        element: <StaffGate />,
        errorElement: <RouteErrorFallback />,
        children: [
          { path: '/welcome', element: <StaffHomePage /> },
          { path: '/userSearch', element: <StudentSearchPage /> },
          { path: '/StudentView/:uuid', caseSensitive: true, element: <StudentViewRedirect /> },
          { path: '/StudentView/:uuid/quickView', caseSensitive: true, element: <StudentViewLayout /> },
          { path: '/StudentView/:uuid/:component', caseSensitive: true, element: <StudentViewLayout /> },
          { path: '/StudentView/:uuid/:component/:studentInterviewLinkUUID', caseSensitive: true, element: <StudentViewLayout /> },
          { path: '/studentView/:uuid/studentTaskList', caseSensitive: true, element: <StudentViewAlias tab="studentTaskList" /> },
          { path: '/studentView/:uuid/parentTaskList', caseSensitive: true, element: <StudentViewAlias tab="parentTaskList" /> },
          { path: '/student/:uuid', element: <StudentViewAlias tab="quickView" /> },
          { path: '/parent/:uuid', element: <StudentViewAlias tab="parentTaskList" /> },
          ...WORKLISTS.map((def) => ({ path: def.path, element: <WorklistPage def={def} /> })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
