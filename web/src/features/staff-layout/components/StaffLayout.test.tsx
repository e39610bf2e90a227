import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HiddenRoutesDocument } from '../../admin/graphql/admin.generated';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { StaffHomeDocument } from '../../staff-home/graphql/staffHome.generated';
import { appRoutes } from '../../../app/routes';
import { LOGOUT_DELAY_MS } from '../../../constants';
import { availableSchools, currentSchool, staffViewer } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { usePreferencesStore } from '../../preferences/preferencesStore';
import { useAuthStore } from '../../session/authStore';
import { getAccessToken } from '../../session/token';

const staffHome = (aidYear: number) => ({
  request: { query: StaffHomeDocument, variables: { aidYear } },
  result: {
    data: {
      staffHome: {
        __typename: 'StaffHomeCounts',
        aidYear,
        totalStudents: 240,
        byStatus: [{ __typename: 'StatusCount', status: 'SELECTED', count: 33 }],
        newTaskListItems: 221,
        submittedTaskListItems: 12,
        assignedToMe: 4,
      },
    },
  },
  maxUsageCount: 5,
});

// Logging out happens at the OpenID Connect provider (end-session), which then sends the browser to /login.
const oidc = vi.hoisted(() => ({
  signOutAtProvider: vi.fn(async () => undefined),
  forgetSignIn: vi.fn(async () => undefined),
  renewSignIn: vi.fn(),
  startSignIn: vi.fn(() => new Promise<void>(() => {})),
}));
vi.mock('../../session/oidc', () => oidc);

const mocks = [
  {
    request: { query: CurrentSchoolDocument },
    result: { data: { currentSchool: currentSchool({ schoolName: 'Test University' }) } },
    maxUsageCount: 5,
  },
  staffHome(2027),
  staffHome(2026),
  availableSchools,
];

beforeEach(() => {
  oidc.signOutAtProvider.mockClear();
  usePreferencesStore.setState({ aidYear: null, schoolCode: null });
  useAuthStore.getState().startSession({
    accessToken: 'tok',
    expiresAt: Math.floor(Date.now() / 1000) + 900,
    viewer: staffViewer(),
  });
});

describe('staff layout and home', () => {
  it('shows the counts for the school default aid year, each readable as text', async () => {
    renderRoutes(appRoutes, '/welcome', mocks);
    expect(await screen.findByRole('heading', { name: 'Welcome, Vera' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Total students: 240' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Assigned to me: 4' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Selected: 33' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Aid year' }) as HTMLInputElement).value).toBe('2026-2027');
  });

  it('uses a remembered aid year the school still offers', async () => {
    usePreferencesStore.setState({ aidYear: 2026 });
    renderRoutes(appRoutes, '/welcome', mocks);
    expect(await screen.findByText('Aid year 2025-2026')).toBeTruthy();
  });

  it('links the school name to /welcome and shows the signed-in name', async () => {
    renderRoutes(appRoutes, '/welcome', mocks);
    const home = await screen.findByRole('link', { name: 'Test University, staff home' });
    expect(home.getAttribute('href')).toBe('/welcome');
    expect(screen.getByRole('button', { name: 'Vera Fier' })).toBeTruthy();
    // Without CROSS_SCHOOL_SEARCH only the fixed icon shows.
    expect(screen.getByRole('img', { name: 'Searching this school only' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'All schools' })).toBeNull();
  });

  it('offers the all-schools switch to a role holding CROSS_SCHOOL_SEARCH', async () => {
    useAuthStore.setState({ viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'CROSS_SCHOOL_SEARCH'] }) });
    renderRoutes(appRoutes, '/welcome', mocks);
    expect(await screen.findByRole('switch', { name: 'All schools' })).toBeTruthy();
  });

  it('moves focus to the first control of the main area from the skip link', async () => {
    renderRoutes(appRoutes, '/userSearch', mocks);
    await screen.findByLabelText('Search students');
    fireEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search by' }));
  });

  it('logs out: clears the session at once, and after 100 ms logs out at the provider', async () => {
    const { router } = renderRoutes(appRoutes, '/welcome', mocks);
    fireEvent.click(await screen.findByRole('button', { name: 'Vera Fier' }));
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(logout);
    expect(getAccessToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/welcome');
    act(() => {
      vi.advanceTimersByTime(LOGOUT_DELAY_MS);
    });
    vi.useRealTimers();
    await waitFor(() => expect(oidc.signOutAtProvider).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().viewer).toBeNull();
  });

  it('leaves out of the menus a route configured as hidden on this host, and keeps it on others', async () => {
    useAuthStore.setState({
      viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'SETTINGS_VIEW', 'INTERVIEW_CREATION_EDIT'] }),
    });
    const hiddenHere = (routes: string[]) => ({
      request: { query: HiddenRoutesDocument, variables: { host: window.location.hostname } },
      result: { data: { hiddenRoutes: routes } },
      maxUsageCount: 5,
    });
    const first = renderRoutes(appRoutes, '/welcome', [...mocks, hiddenHere(['/InterviewCreation'])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menuitem', { name: 'Comment Code Interview Creation' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Interview Creation' })).toBeNull());
    first.unmount();

    renderRoutes(appRoutes, '/welcome', [...mocks, hiddenHere([])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menuitem', { name: 'Interview Creation' })).toBeTruthy();
  });
});
