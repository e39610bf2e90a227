import '../../../app/allStyles';
import { rem } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { useDisclosure } from '@mantine/hooks';
import { type CSSProperties, lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { STUDENT_SIDEBAR_WIDTH } from '../../../constants';
import { LoadingText } from '../../errors/components/LoadingText';
import { AppFooter } from '../../layout/components/AppFooter';
import { MAIN_CONTENT_ID } from '../../layout/components/SkipToMainContent';
import { isParentAccount } from '../../session/accountType';
import { useOptionalApolloClient } from '../../session/apolloReady';
import type { Viewer } from '../../session/authStore';
import { useLogout } from '../../session/hooks/useLogout';
import { studentLandingPath } from '../../session/landing';
import { countNewItems } from '../../task-list/taskList';
import { useShellResizing } from '../hooks/useShellResizing';
import { useStudentPortal } from '../hooks/useStudentPortal';
import classes from './StudentLayout.module.css';
import { StudentHeader } from './StudentHeader';
import { StudentMenu } from './StudentMenu';

// The landing page renders before Apollo Client and Mantine's Modal have loaded (bundle budget, issue 13): the
// announcements (a GraphQL query) show once the client is there; the idle timer and its modal load after first paint.
// The alerts (and their icons) come after first paint too: the store keeps any alert raised before they load.
const AlertStack = lazy(() =>
  import('../../alerts/components/AlertStack').then((m) => ({ default: m.AlertStack })),
);
const NotificationBanner = lazy(() =>
  import('../../notifications/components/NotificationBanner').then((m) => ({
    default: m.NotificationBanner,
  })),
);
// A parent's switch to another of their students needs Apollo: loaded once the client is there.
const SwitchToLinkedStudent = lazy(() =>
  import('./ParentStudents').then((m) => ({ default: m.SwitchToLinkedStudent })),
);
const IdleLogoutModal = lazy(() =>
  import('../../session/components/IdleLogoutModal').then((m) => ({ default: m.IdleLogoutModal })),
);

/** The header's name: the student's, prefixed 'Parent of: ' for parent accounts. */
export function studentHeaderName(
  viewer: Pick<Viewer, 'accountType'>,
  student: { firstName: string; lastName: string },
) {
  const name = `${student.firstName} ${student.lastName}`;
  return isParentAccount(viewer.accountType) ? t`Parent of: ${name}` : name;
}

/**
 * Student and parent chrome: 350 px sidebar (Verification with its NEW count), name header, Log Out. Own uuid only.
 * Laid out as Mantine's AppShell (StudentLayout.module.css) without its code in the landing page's first download.
 */
export function StudentLayout({ viewer }: { viewer: Viewer }) {
  const shell = useShellResizing();
  const { uuid } = useParams();
  const { pathname } = useLocation();
  const landing = studentLandingPath(viewer);
  const { student, myItems } = useStudentPortal(viewer);
  const logout = useLogout();
  const client = useOptionalApolloClient();
  const [menuOpen, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);

  const parent = isParentAccount(viewer.accountType);
  // A parent may open the pages of each student they are linked to: the session moves there (the server decides).
  if (uuid && uuid !== viewer.uuid && parent) {
    return client ? (
      <Suspense fallback={<LoadingText />}>
        <SwitchToLinkedStudent uuid={uuid} landing={landing} />
      </Suspense>
    ) : (
      <LoadingText />
    );
  }
  // Students and parents may open only their own pages; anything else goes back to their landing page.
  if (uuid !== viewer.uuid || (pathname.startsWith('/userLanding/') && pathname !== landing)) {
    return <Navigate to={landing} replace />;
  }

  const newCount = countNewItems(myItems, viewer.accountType);
  return (
    <div
      ref={shell}
      className={classes.shell}
      data-menu-open={menuOpen || undefined}
      style={{ '--student-sidebar-width': rem(STUDENT_SIDEBAR_WIDTH) } as CSSProperties}
    >
      <StudentHeader
        name={student ? studentHeaderName(viewer, student) : viewer.fullName}
        menuOpen={menuOpen}
        onToggleMenu={toggleMenu}
        onLogout={logout}
      />
      <StudentMenu
        viewer={viewer}
        landing={landing}
        pathname={pathname}
        newCount={newCount}
        withParentLinks={Boolean(client && parent)}
        onNavigate={closeMenu}
      />
      <main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={null}>
          <AlertStack />
        </Suspense>
        {client && (
          <Suspense fallback={null}>
            <NotificationBanner />
          </Suspense>
        )}
        <Suspense fallback={<LoadingText />}>
          <Outlet />
        </Suspense>
        <AppFooter />
      </main>
      <Suspense fallback={null}>
        <IdleLogoutModal onLogout={logout} />
      </Suspense>
    </div>
  );
}
