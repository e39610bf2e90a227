import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AddSchoolConfigItemDocument,
  SchoolConfigItemsDocument,
  UpdateSchoolConfigItemDocument,
} from '../graphql/config.generated';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { GlobalSchoolSettingsPage } from './GlobalSchoolSettingsPage';

const items = (value: string) => ({
  request: { query: SchoolConfigItemsDocument },
  result: {
    data: { schoolConfigItems: [{ __typename: 'ConfigItem', id: 3, name: 'toggle.cognito', value }] },
  },
});
const outcome = (field: string, r: Record<string, unknown>) => ({
  data: { [field]: { __typename: 'ConfigItemResult', message: null, error: null, ...r } },
});
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

describe('/GlobalSchoolSettings', () => {
  beforeEach(() => useAlertStore.getState().clear());

  it('turns a beta toggle on', async () => {
    const update = {
      request: { query: UpdateSchoolConfigItemDocument, variables: { id: 3, value: 'true' } },
      result: outcome('updateSchoolConfigItem', { ok: true, message: 'Successful Update' }),
    };
    renderWithProviders(<GlobalSchoolSettingsPage />, [items('false'), update, items('true')]);
    fireEvent.click(await screen.findByRole('switch', { name: 'toggle.cognito' }));
    await waitFor(() => expect(alerts()).toContain('Successful Update'));
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'toggle.cognito' }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('shows why an item could not be added', async () => {
    const add = {
      request: { query: AddSchoolConfigItemDocument, variables: { name: 'toggle.cognito', value: 'x' } },
      result: outcome('addSchoolConfigItem', {
        ok: false,
        error: { __typename: 'UserError', message: 'A config item named toggle.cognito already exists' },
      }),
    };
    renderWithProviders(<GlobalSchoolSettingsPage />, [items('false'), add, items('false')]);
    fireEvent.change(await screen.findByLabelText(/New item/), { target: { value: 'toggle.cognito' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(alerts()).toContain('A config item named toggle.cognito already exists'));
  });
});
