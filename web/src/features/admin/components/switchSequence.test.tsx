import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PermissionMatrixDocument } from '../../permissions/graphql/permissions.generated';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import {
  SchoolSwitchElementInfoDocument,
  SwitchSchoolDocument,
} from '../../schools/graphql/switchSchool.generated';
import { renderRoutes } from '../../../test/render';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { usePreferencesStore } from '../../preferences/preferencesStore';
import { useSwitchSchool, type SwitchOptions } from '../../schools/hooks/useSwitchSchool';
import { useAuthStore } from '../../session/authStore';

function SwitchButton({ options }: { options: SwitchOptions }) {
  const { switchTo } = useSwitchSchool();
  return <button onClick={() => switchTo('E2E001', options)}>switch</button>;
}

const viewer = (permissions: string[]) =>
  staffViewer({ role: 'SuperAdmin', schoolCode: 'E2E001', permissions });
const switched = (permissions: string[]) => ({
  request: { query: SwitchSchoolDocument, variables: { schoolCode: 'E2E001' } },
  result: {
    data: {
      switchSchool: {
        __typename: 'SessionResult',
        ok: true,
        error: null,
        session: {
          __typename: 'Session',
          accessToken: 'new',
          expiresAt: Date.now() / 1000 + 900,
          viewer: viewer(permissions),
        },
      },
    },
  },
});
const school = {
  request: { query: CurrentSchoolDocument },
  result: {
    data: {
      currentSchool: currentSchool({
        schoolCode: 'E2E001',
        aidYears: [2026, 2027, 2028],
        defaultAidYear: 2027,
      }),
    },
  },
};
const matrix = {
  request: { query: PermissionMatrixDocument },
  result: {
    data: { permissionMatrix: { __typename: 'PermissionMatrix', roles: [], categories: [], links: [] } },
  },
};

function render(options: SwitchOptions, mocks: object[]) {
  return renderRoutes(
    [
      { path: '/addSchool', element: <SwitchButton options={options} /> },
      { path: '/SchoolProfile', element: <p>profile page</p> },
    ],
    '/addSchool',
    mocks as never,
  );
}

describe('the school switch sequence (SPEC §1)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setAidYear(2026);
    useAuthStore.getState().startSession({
      accessToken: 'old',
      expiresAt: Date.now() / 1000 + 900,
      viewer: staffViewer({ role: 'SuperAdmin' }),
    });
  });

  it('takes the new token, loads the school, chooses the requested aid year, loads roles/links/categories, then navigates', async () => {
    const { router } = render({ aidYear: 2028, navigateTo: '/SchoolProfile' }, [
      switched(['PERMISSIONS_VIEW']),
      school,
      matrix,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/SchoolProfile');
    expect(useAuthStore.getState().viewer?.schoolCode).toBe('E2E001');
    expect(usePreferencesStore.getState().schoolCode).toBe('E2E001');
    expect(usePreferencesStore.getState().aidYear).toBe(2028);
  });

  it("falls back to the school's default aid year when the requested one is not offered", async () => {
    render({ aidYear: 2019, navigateTo: '/SchoolProfile' }, [switched([]), school]);
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('profile page')).toBeTruthy();
    await waitFor(() => expect(usePreferencesStore.getState().aidYear).toBe(2027));
  });

  it('runs the steps in the order of SPEC §1: token, school and aid years, element info of the chosen year, roles/links/categories, navigation', async () => {
    const steps: string[] = [];
    const step =
      <T,>(name: string, data: T) =>
      () => {
        steps.push(name);
        return { data };
      };
    const elementInfo = {
      request: { query: SchoolSwitchElementInfoDocument, variables: { aidYear: 2028 } },
      result: step('element info 2028', {
        isirElements: [
          {
            __typename: 'IsirElementInfo',
            id: 1,
            attributeName: 'studentFirstName',
            displayName: 'First name',
            cpsNumber: 1,
            fti: false,
          },
        ],
      }),
    };
    const withBoth = switched(['PERMISSIONS_VIEW', 'ISIR_VIEW_SETTINGS_VIEW']);
    const { router } = render({ aidYear: 2028, navigateTo: '/SchoolProfile' }, [
      { ...withBoth, result: step('token', withBoth.result.data) },
      { ...school, result: step('school and aid years', school.result.data) },
      elementInfo,
      { ...matrix, result: step('roles, links and categories', matrix.result.data) },
    ]);
    router.subscribe((state) => steps.push(`navigate ${state.location.pathname}`));
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(steps).toEqual([
      'token',
      'school and aid years',
      'element info 2028',
      'roles, links and categories',
      'navigate /SchoolProfile',
    ]);
  });
});
