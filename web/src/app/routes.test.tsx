import { fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentSchoolDocument } from '../features/schools/graphql/currentSchool.generated';
import { StudentPortalDocument } from '../features/student-portal/graphql/studentPortal.generated';
import {
  StudentAttributesDocument,
  StudentQuickViewDocument,
} from '../features/verification/graphql/studentQuickView.generated';
import { useAuthStore } from '../features/session/authStore';
import { currentSchool, staffViewer, taskItem } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { BUILT_STAFF_SCREENS } from './builtScreens';
import { appRoutes } from './routes';

// Signing in happens at the OpenID Connect provider: /login sends the browser there (jsdom cannot follow).
const oidc = vi.hoisted(() => ({
  startSignIn: vi.fn(() => new Promise<void>(() => {})),
  renewSignIn: vi.fn(async () => null),
  forgetSignIn: vi.fn(async () => undefined),
  signOutAtProvider: vi.fn(async () => undefined),
}));
vi.mock('../features/session/oidc', () => oidc);

function matchedPath(pathname: string): string | undefined {
  return matchRoutes(appRoutes, pathname)?.at(-1)?.route.path;
}

beforeEach(() => {
  useAuthStore.setState({ status: 'signedOut', viewer: null });
});

describe('route table', () => {
  it('matches /StudentView with its capital S only', () => {
    expect(matchedPath('/StudentView/abc/quickView')).toBe('/StudentView/:uuid/quickView');
    expect(matchedPath('/studentview/abc/quickView')).toBe('*');
    expect(matchedPath('/studentView/abc/quickView')).toBe('*');
  });

  it('routes every staff screen the menus may link to', () => {
    for (const path of BUILT_STAFF_SCREENS) expect(matchedPath(path)).toBe(path);
  });

  it('sends a signed-out visitor of /StudentView/x/quickView to sign in, but shows not-found for /studentview', async () => {
    oidc.startSignIn.mockClear();
    const { router, unmount } = renderRoutes(appRoutes, '/StudentView/x/quickView');
    expect(await screen.findByText('Taking you to sign in…')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    // The page starts the redirect in an effect, which may run after the text has been found.
    await waitFor(() => expect(oidc.startSignIn).toHaveBeenCalled());
    unmount();

    renderRoutes(appRoutes, '/studentview/x/quickView');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('shows the not-found screen at the root, at /404 and at unknown paths', async () => {
    for (const path of ['/', '/404', '/no-such-screen']) {
      const { unmount } = renderRoutes(appRoutes, path);
      expect(await screen.findByText('Page not found')).toBeTruthy();
      unmount();
    }
  });

  it('redirects /userWelcome to /login', async () => {
    const { router } = renderRoutes(appRoutes, '/userWelcome');
    expect(await screen.findByText('Taking you to sign in…')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a spinner on protected routes until the session is known', async () => {
    useAuthStore.setState({ status: 'pending', viewer: null });
    const { router } = renderRoutes(appRoutes, '/welcome');
    expect(await screen.findByLabelText('Loading...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/welcome');
  });
});

describe('staff quick view', () => {
  const student = {
    __typename: 'Student' as const,
    id: 11,
    uuid: 'stu-1',
    studentNumber: 'TU100001',
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: 'jordan@example.edu',
    dateOfBirth: '2006-04-02',
    ssnLastFour: '1234',
    dependencyStatus: 1,
    status: 'Selected',
    verificationGroup: 'V1',
    signatureComplete: false,
    assignedTo: null,
    accounts: [
      { __typename: 'LinkedAccount' as const, id: 21, accountType: 'STUDENT', preferredLanguage: 'ES' },
      { __typename: 'LinkedAccount' as const, id: 22, accountType: 'PARENT', preferredLanguage: 'EN' },
    ],
    taskList: [taskItem('NEW', 'Verification Signature'), taskItem('AUTO_VERIFIED', 'Household Size')],
  };
  const mocks = [
    {
      request: { query: CurrentSchoolDocument },
      result: { data: { currentSchool: currentSchool() } },
      maxUsageCount: 5,
    },
    {
      request: { query: StudentQuickViewDocument, variables: { uuid: 'stu-1', aidYear: 2027 } },
      result: { data: { student } },
      maxUsageCount: 5,
    },
    {
      request: { query: StudentAttributesDocument, variables: { uuid: 'stu-1', aidYear: 2027 } },
      result: {
        data: {
          student: {
            __typename: 'Student',
            id: 11,
            uuid: 'stu-1',
            attributes: {
              __typename: 'StudentAttributes',
              aidYear: 2027,
              transactionNumber: 2,
              dependencyModel: 'D',
              sai: 1234,
              trackingFlag: 'V1',
              selectedForVerification: 'Y',
            },
          },
        },
      },
      maxUsageCount: 5,
    },
  ];

  it('opens /StudentView/{uuid} on the quick view with the record and the filtered task list', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer() });
    const { router } = renderRoutes(appRoutes, '/StudentView/stu-1', mocks);
    expect(await screen.findByRole('heading', { name: 'Quick View' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/StudentView/stu-1/quickView');
    expect(await screen.findByText('TU100001')).toBeTruthy();
    expect(screen.getByText('***-**-1234')).toBeTruthy();
    expect(screen.getByText('Dependent')).toBeTruthy();
    // The student's own account reads the portal in Spanish (the parent's English is on Linked Accounts).
    expect(screen.getByText('Language').nextElementSibling?.textContent).toBe('Spanish');
    expect(screen.getByText('Verification Signature')).toBeTruthy();
    expect((await screen.findByLabelText('Current ISIR')).textContent).toContain('SAI 1234');
    expect(screen.queryByText('Household Size')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Show all' }));
    await waitFor(() => expect(screen.getByText('Household Size')).toBeTruthy());
  });

  it('sends a student away from staff screens to their own landing page', async () => {
    useAuthStore.setState({
      status: 'signedIn',
      viewer: staffViewer({ isStaff: false, role: 'User', uuid: 'me', accountType: 'STUDENT' }),
    });
    const own = {
      request: { query: StudentPortalDocument, variables: { uuid: 'me', aidYear: 2027 } },
      result: {
        data: {
          student: {
            __typename: 'Student',
            id: 2,
            uuid: 'me',
            firstName: 'Avery',
            lastName: 'Chen',
            taskList: [],
          },
        },
      },
    };
    const { router } = renderRoutes(appRoutes, '/welcome', [own]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userLanding/me/0'));
  });
});
