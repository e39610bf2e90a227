import '../../../app/allStyles';
import { Badge, Burger, Button, Group, NavLink, rem, Text } from '@mantine/core';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { IconChecklist, IconLogout, IconSettings } from '@tabler/icons-react';
import { type CSSProperties, lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { STUDENT_SIDEBAR_WIDTH } from '../../../constants';
import { LoadingText } from '../../errors/components/LoadingText';
import { AppFooter } from '../../layout/components/AppFooter';
import { LanguageSwitch } from '../../language/components/LanguageSwitch';
import { MAIN_CONTENT_ID, SkipToMainContent } from '../../layout/components/SkipToMainContent';
import { isParentAccount } from '../../session/accountType';
import { useOptionalApolloClient } from '../../session/apolloReady';
import type { Viewer } from '../../session/authStore';
import { useLogout } from '../../session/hooks/useLogout';
import { studentLandingPath } from '../../session/landing';
import { countNewItems } from '../../task-list/taskList';
import { useStudentPortal } from '../hooks/useStudentPortal';
import classes from './StudentLayout.module.css';

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
// A parent's switch between their students needs Apollo: loaded once the client is there.
const ParentStudentLinks = lazy(() =>
  import('./ParentStudents').then((m) => ({ default: m.ParentStudentLinks })),
);
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

// The react-remove-scroll class Mantine's AppShell puts on its header: while a dialog locks the page's scrolling,
// the header keeps clear of the scrollbar's gap as the page does.
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

/**
 * Student and parent chrome: 350 px sidebar (Verification with its NEW count), name header, Log Out. Own uuid only.
 * Laid out as Mantine's AppShell (StudentLayout.module.css) without its code in the landing page's first download.
 * Over 80 lines: that download is at its 150 KB gzip budget; the header and menu as components cost ~95 bytes more
 * (measured, scripts/bundle-budget.mjs) and the Spanish landing crossed it.
 */
export function StudentLayout({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui();
  const shell = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // As AppShell: while the window is being resized the sidebar and the page jump to place instead of sliding.
    let settled = -1;
    const onResize = () => {
      shell.current?.setAttribute('data-resizing', '');
      window.clearTimeout(settled);
      settled = window.setTimeout(() => shell.current?.removeAttribute('data-resizing'), 200);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(settled);
    };
  }, []);
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
      <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
        <SkipToMainContent />
        <Group justify="space-between" h="100%" wrap="nowrap">
          {/* On a phone a long name gives way ("Parent of: Jordan Riv…"), never the Log Out button. */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={menuOpen}
              onClick={toggleMenu}
              hiddenFrom="sm"
              size="sm"
              aria-label={t`Open menu`}
            />
            <Text fw={600} size="lg" data-testid="student-name" truncate="end">
              {student ? studentHeaderName(viewer, student) : viewer.fullName}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LanguageSwitch />
            <Button variant="subtle" leftSection={<IconLogout size={16} />} onClick={logout}>
              <Trans>Log Out</Trans>
            </Button>
          </Group>
        </Group>
      </header>
      <nav className={classes.navbar} aria-label={t`Student menu`}>
        <NavLink
          component={Link}
          to={landing}
          active={pathname === landing}
          onClick={closeMenu}
          label={t`Verification`}
          leftSection={<IconChecklist size={18} />}
          rightSection={
            <Badge
              size="sm"
              circle={newCount < 10}
              aria-label={plural(newCount, { one: '# new', other: '# new' })}
            >
              {newCount}
            </Badge>
          }
        />
        <NavLink
          component={Link}
          to={`/Settings/${viewer.uuid}/account/`}
          active={pathname.toLowerCase().startsWith(`/settings/${viewer.uuid}`.toLowerCase())}
          onClick={closeMenu}
          label={t`Settings`}
          leftSection={<IconSettings size={18} />}
        />
        {client && parent && (
          <Suspense fallback={null}>
            <ParentStudentLinks viewer={viewer} onNavigate={closeMenu} />
          </Suspense>
        )}
      </nav>
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
