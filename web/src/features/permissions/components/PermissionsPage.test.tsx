import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  GrantPermissionsDocument,
  PermissionMatrixDocument,
  RevokePermissionsDocument,
} from '../graphql/permissions.generated';
import { renderWithProviders } from '../../../test/render';
import { staffViewer } from '../../../test/fixtures';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { PermissionsPage } from './PermissionsPage';

const perm = (id: number, code: string, name: string, isSchoolControlled = true) => ({
  __typename: 'Permission',
  id,
  code,
  name,
  isSchoolControlled,
});
const matrix = (links: [number, number][]) => ({
  request: { query: PermissionMatrixDocument },
  result: {
    data: {
      permissionMatrix: {
        __typename: 'PermissionMatrix',
        roles: [
          { __typename: 'Role', id: 1, name: 'User', isStaff: false },
          { __typename: 'Role', id: 2, name: 'SuperAdmin', isStaff: true },
          { __typename: 'Role', id: 6, name: 'Member', isStaff: true },
        ],
        categories: [
          {
            __typename: 'PermissionCategory',
            id: 5,
            name: 'School',
            permissions: [],
            children: [
              {
                __typename: 'PermissionCategory',
                id: 6,
                name: 'Settings',
                permissions: [
                  perm(10, 'HOLIDAYS_VIEW', 'Holidays view'),
                  perm(11, 'ADD_SCHOOL_SETTINGS_VIEW', 'Add school settings view', false),
                ],
                children: [],
              },
            ],
          },
        ],
        links: links.map(([roleID, permissionID], i) => ({
          __typename: 'RolePermissionLink',
          id: i + 1,
          roleID,
          permissionID,
        })),
      },
    },
  },
});

describe('/Permissions', () => {
  beforeEach(() => {
    useAlertStore.getState().clear();
    useAuthStore.getState().startSession({
      accessToken: 't',
      expiresAt: Date.now() / 1000 + 900,
      viewer: staffViewer({ role: 'Admin', permissions: ['PERMISSIONS_VIEW'] }),
    });
  });

  it('shows roles × permissions by nested category; a school admin cannot touch installation-wide ones or SuperAdmin', async () => {
    renderWithProviders(<PermissionsPage />, [
      matrix([
        [2, 10],
        [2, 11],
      ]),
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'User' })).toBeNull();
    const member = screen.getByRole('checkbox', { name: 'Member: HOLIDAYS_VIEW' }) as HTMLInputElement;
    expect(member.checked).toBe(false);
    expect(member.disabled).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: 'Member: ADD_SCHOOL_SETTINGS_VIEW' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'SuperAdmin: HOLIDAYS_VIEW' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.change(screen.getByLabelText('Search permissions'), { target: { value: 'add school' } });
    expect(screen.queryByRole('checkbox', { name: 'Member: HOLIDAYS_VIEW' })).toBeNull();
  });

  it('grants the ticked permission and says so', async () => {
    const grant = {
      request: { query: GrantPermissionsDocument, variables: { links: [{ roleID: 6, permissionID: 10 }] } },
      result: {
        data: {
          grantPermissions: {
            __typename: 'PermissionsResult',
            ok: true,
            message: 'Permissions were updated successfully',
            changed: 1,
            error: null,
          },
        },
      },
    };
    renderWithProviders(<PermissionsPage />, [matrix([]), grant, matrix([[6, 10]])]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Member: HOLIDAYS_VIEW' }));
    fireEvent.click(screen.getByRole('button', { name: /Save \(1 change\)/ }));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain(
        'Permissions were updated successfully',
      ),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Member: HOLIDAYS_VIEW' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('shows the refusal when a change is not allowed', async () => {
    const revoke = {
      request: { query: RevokePermissionsDocument, variables: { links: [{ roleID: 6, permissionID: 10 }] } },
      result: {
        data: {
          revokePermissions: {
            __typename: 'PermissionsResult',
            ok: false,
            message: null,
            changed: 0,
            error: { __typename: 'UserError', message: 'No role 6' },
          },
        },
      },
    };
    renderWithProviders(<PermissionsPage />, [matrix([[6, 10]]), revoke, matrix([[6, 10]])]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Member: HOLIDAYS_VIEW' }));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('No role 6'));
  });
});
