import '../../../app/allStyles';
import { AppShell, Group } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useHiddenRoutesQuery } from '../../admin/graphql/admin.generated';
import { AlertStack } from '../../alerts/components/AlertStack';
import { NotificationBanner } from '../../notifications/components/NotificationBanner';
import { hasPermission } from '../../access/permissions';
import { LoadingText } from '../../errors/components/LoadingText';
import { AppFooter } from '../../layout/components/AppFooter';
import { MAIN_CONTENT_ID, SkipToMainContent } from '../../layout/components/SkipToMainContent';
import { AidYearPicker } from '../../schools/components/AidYearPicker';
import { StaffSchoolPicker } from '../../schools/components/StaffSchoolPicker';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { useCurrentSchool } from '../../schools/hooks/useCurrentSchool';
import { useSwitchSchool } from '../../schools/hooks/useSwitchSchool';
import type { Viewer } from '../../session/authStore';
import { IdleLogoutModal } from '../../session/components/IdleLogoutModal';
import { useLogout } from '../../session/hooks/useLogout';
import type { MenuContext } from '../menuCatalogue';
import { CrossSchoolSearchToggle } from './CrossSchoolSearchToggle';
import { SchoolBrand } from './SchoolBrand';
import { SettingsMenu } from './SettingsMenu';
import { StaffMenus } from './StaffMenus';
import { StudentQuickSearch } from './StudentQuickSearch';
import { UserMenu } from './UserMenu';

/** Staff chrome (SPEC §2): two-row header with school, menus, search and pickers; main area; footer. */
export function StaffLayout({ viewer }: { viewer: Viewer }) {
  // StudentView is where staff spend the day: fetch its chunk while they look at the first screen.
  useEffect(() => {
    void import('../../verification/components/StudentViewLayout');
  }, []);
  const { school } = useCurrentSchool();
  const { aidYear, aidYears, setAidYear } = useAidYear();
  const { switchTo, switching } = useSwitchSchool();
  const logout = useLogout();
  const { data: hidden } = useHiddenRoutesQuery({ variables: { host: window.location.hostname } });

  const schoolName =
    school?.schoolName ?? viewer.schools.find((s) => s.schoolCode === viewer.schoolCode)?.schoolName ?? '';
  const menuContext: MenuContext = {
    permissions: viewer.permissions,
    aidYear,
    hasStudentRepository: school?.hasStudentRepository ?? false,
    hiddenRoutes: hidden?.hiddenRoutes ?? [],
  };

  return (
    <AppShell header={{ height: 104 }} padding="md">
      <AppShell.Header px="md">
        <SkipToMainContent />
        <Group justify="space-between" h={56} wrap="nowrap">
          <SchoolBrand schoolName={schoolName} schoolLogo={school?.schoolLogo ?? null} />
          <Group gap="sm" wrap="nowrap">
            <StaffSchoolPicker
              schools={viewer.schools}
              currentSchoolCode={viewer.schoolCode}
              onSwitch={(code) => void switchTo(code)}
              switching={switching}
            />
            <AidYearPicker aidYears={aidYears} value={aidYear} onChange={setAidYear} />
            <SettingsMenu context={menuContext} />
            <UserMenu fullName={viewer.fullName} onLogout={logout} />
          </Group>
        </Group>
        <Group justify="space-between" h={46} wrap="nowrap">
          <StaffMenus context={menuContext} />
          <Group gap="sm" wrap="nowrap">
            <CrossSchoolSearchToggle allowed={hasPermission(viewer.permissions, 'CROSS_SCHOOL_SEARCH')} />
            <StudentQuickSearch sidName={school?.sidName ?? 'Student ID'} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <AlertStack />
        <NotificationBanner />
        <Suspense fallback={<LoadingText />}>
          <Outlet />
        </Suspense>
        <AppFooter school={school ? { name: school.schoolName, url: school.schoolUrl } : null} />
      </AppShell.Main>
      <IdleLogoutModal onLogout={logout} />
    </AppShell>
  );
}
