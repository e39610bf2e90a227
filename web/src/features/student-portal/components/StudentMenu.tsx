import { Badge, NavLink } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconChecklist, IconSettings } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Viewer } from '../../session/authStore';
import classes from './StudentLayout.module.css';

// A parent's switch between their students needs Apollo: loaded once the client is there.
const ParentStudentLinks = lazy(() =>
  import('./ParentStudents').then((m) => ({ default: m.ParentStudentLinks })),
);

/** The student chrome's sidebar: Verification with its NEW count, Settings, and a parent's other students. */
export function StudentMenu({
  viewer,
  landing,
  pathname,
  newCount,
  withParentLinks,
  onNavigate,
}: {
  /** The student or parent signed in. */
  viewer: Viewer;
  /** Their landing page (Verification). */
  landing: string;
  /** The page shown, to mark its link active. */
  pathname: string;
  /** Task list items not started yet. */
  newCount: number;
  /** A parent's links to their other students (once Apollo is there). */
  withParentLinks: boolean;
  /** A link was followed (the menu closes on a phone). */
  onNavigate: () => void;
}) {
  const { t } = useLingui();
  return (
    <nav className={classes.navbar} aria-label={t`Student menu`}>
      <NavLink
        component={Link}
        to={landing}
        active={pathname === landing}
        onClick={onNavigate}
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
        onClick={onNavigate}
        label={t`Settings`}
        leftSection={<IconSettings size={18} />}
      />
      {withParentLinks && (
        <Suspense fallback={null}>
          <ParentStudentLinks viewer={viewer} onNavigate={onNavigate} />
        </Suspense>
      )}
    </nav>
  );
}
