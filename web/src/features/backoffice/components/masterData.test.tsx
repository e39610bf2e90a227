import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { BasAmountsDocument } from '../graphql/backoffice.generated';
import {
  DeleteMasterUserProfileDocument,
  InstallationConfigItemsDocument,
  MasterUserProfileHistoryDocument,
  MasterUserProfilesDocument,
  UpdateInstallationConfigItemDocument,
} from '../graphql/master-data.generated';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { BackofficePage } from './BackofficePage';
import { ConfigItemsPanel } from './ConfigItemsPanel';
import { MasterUserProfilesPanel } from './MasterDataPanels';

const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);
const person = (id: number, firstName: string) => ({
  __typename: 'MasterUserProfile',
  id,
  email: `${firstName.toLowerCase()}@aidverify.test`,
  firstName,
  lastName: 'Staff',
  phone: null,
  defaultSchoolCode: '222222',
  active: true,
});
const profiles = (list: unknown[]) => ({
  request: { query: MasterUserProfilesDocument, variables: { text: null } },
  result: { data: { masterUserProfiles: list } },
});

describe('back-office master data', () => {
  beforeEach(() => useAlertStore.getState().clear());

  it("shows each person's last change; a history that cannot be read says 'Failed to get MasterUserProfileHistory', the list still shows", async () => {
    const history = (result: object) => ({ request: { query: MasterUserProfileHistoryDocument }, result });
    const { unmount } = renderWithProviders(<MasterUserProfilesPanel />, [
      profiles([person(1, 'Avery'), person(2, 'Blake')]),
      history({
        data: {
          masterUserProfileHistory: [
            {
              __typename: 'MasterUserProfileChange',
              masterUserProfileId: 2,
              field: 'phone',
              oldValue: null,
              newValue: '5555550100',
              changedBy: 'Sam Superadmin',
              changedAt: '2026-11-02T15:00:00Z',
            },
          ],
        },
      }),
    ]);
    expect(await screen.findByText('phone: — → 5555550100, by Sam Superadmin on 11/2/2026')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    renderWithProviders(<MasterUserProfilesPanel />, [
      profiles([person(1, 'Avery')]),
      history({ data: null }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get MasterUserProfileHistory');
    expect(await screen.findByText('avery@aidverify.test')).toBeTruthy();
  });

  it("shows the server's message when the history cannot be read", async () => {
    renderWithProviders(<MasterUserProfilesPanel />, [
      profiles([person(1, 'Avery')]),
      {
        request: { query: MasterUserProfileHistoryDocument },
        result: { errors: [new GraphQLError('Not allowed')] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed');
  });

  it("deletes a person's profile after confirmation: 'MasterUserProfile Deleted' and the list no longer has them", async () => {
    const remove = {
      request: { query: DeleteMasterUserProfileDocument, variables: { id: 2 } },
      result: {
        data: {
          deleteMasterUserProfile: {
            __typename: 'DeleteResult',
            ok: true,
            message: 'MasterUserProfile Deleted',
            error: null,
          },
        },
      },
    };
    renderWithProviders(<MasterUserProfilesPanel />, [
      profiles([person(1, 'Avery'), person(2, 'Blake')]),
      remove,
      profiles([person(1, 'Avery')]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Blake Staff' }));
    expect(await screen.findByText('Blake Staff loses access to every school at once.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alerts()).toContain('MasterUserProfile Deleted'));
    await waitFor(() => expect(screen.queryByText('blake@aidverify.test')).toBeNull());
    expect(screen.getByText('avery@aidverify.test')).toBeTruthy();
  });

  it("changes an installation config item's value", async () => {
    const item = (value: string) => ({
      __typename: 'ConfigItem',
      id: 4,
      name: 'route.hiddenOnHosts:/adminRoleChangePage',
      value,
    });
    const list = (value: string) => ({
      request: { query: InstallationConfigItemsDocument },
      result: { data: { installationConfigItems: [item(value)] } },
    });
    const update = {
      request: { query: UpdateInstallationConfigItemDocument, variables: { id: 4, value: 'lb.example.net' } },
      result: {
        data: {
          updateInstallationConfigItem: {
            __typename: 'ConfigItemResult',
            ok: true,
            message: 'Successful Update',
            error: null,
            item: item('lb.example.net'),
          },
        },
      },
    };
    renderWithProviders(<ConfigItemsPanel />, [list(''), update, list('lb.example.net')]);
    const field = await screen.findByRole('textbox', {
      name: 'Value of route.hiddenOnHosts:/adminRoleChangePage',
    });
    fireEvent.change(field, { target: { value: 'lb.example.net' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toContain('Successful Update'));
    await waitFor(() =>
      expect(
        (
          screen.getByRole('textbox', {
            name: 'Value of route.hiddenOnHosts:/adminRoleChangePage',
          }) as HTMLInputElement
        ).value,
      ).toBe('lb.example.net'),
    );
  });

  it('the back-office opens on config items and shows the BAS amounts on their tab', async () => {
    const config = {
      request: { query: InstallationConfigItemsDocument },
      result: { data: { installationConfigItems: [] } },
    };
    const bas = {
      request: { query: BasAmountsDocument },
      result: {
        data: {
          basAmounts: [
            {
              __typename: 'BasAmount',
              id: 1,
              calendarYear: 2025,
              officerMonthly: 320.78,
              enlistedMonthly: 465.77,
              officerYearly: 3849.36,
              enlistedYearly: 5589.24,
            },
          ],
        },
      },
    };
    renderWithProviders(<BackofficePage />, [config, bas]);
    expect(await screen.findByText('No config items yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'BAS amounts' }));
    const table = await screen.findByRole('table', { name: 'BAS amounts' });
    expect(table.textContent).toContain('$465.77');
    expect(table.textContent).toContain('$5,589.24');
  });
});
