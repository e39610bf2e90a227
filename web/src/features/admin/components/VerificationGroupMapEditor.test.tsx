import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ReplaceVerificationGroupMapDocument,
  VerificationGroupChoicesDocument,
} from '../graphql/admin.generated';
import type { AidYearSettingsPanelFragment } from './AidYearSettingsPanel.generated';
import { renderWithProviders } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { useAlertStore } from '../../alerts/alertStore';
import { VerificationGroupMapEditor } from './VerificationGroupMapEditor';

const item = (
  id: number,
  verificationGroup: string,
  typeCode: string,
  name: string,
  isForParentAccount = false,
) => ({
  __typename: 'VerificationGroupItem' as const,
  id,
  verificationGroup,
  typeCode,
  interviewTypeName: name,
  isForParentAccount,
  dependentOnly: isForParentAccount,
});
const year: AidYearSettingsPanelFragment = {
  __typename: 'AidYearSettings',
  id: 7,
  aidYear: 2027,
  processRCodes: true,
  processCCodes: true,
  systemMode: 'LIVE',
  isV1Active: true,
  isV2Active: true,
  isV3Active: true,
  isV4Active: true,
  isV5Active: true,
  isV6Active: false,
  studRepo: false,
  verificationGroupMap: [
    item(1, 'V1', 'VWS', 'Verification Worksheet'),
    item(2, 'V1', 'PTAX', 'Parent Tax Info', true),
  ],
} as AidYearSettingsPanelFragment;
const choices = {
  request: { query: VerificationGroupChoicesDocument, variables: { aidYear: 2027 } },
  result: {
    data: {
      verificationGroupChoices: [
        { __typename: 'VerificationGroupChoice', typeCode: 'VWS', name: 'Verification Worksheet' },
        { __typename: 'VerificationGroupChoice', typeCode: 'PTAX', name: 'Parent Tax Info' },
        { __typename: 'VerificationGroupChoice', typeCode: 'HSC', name: 'High School Completion' },
      ],
    },
  },
};
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

describe('the verification-group map on /SchoolAidYearSettings', () => {
  beforeEach(() => useAlertStore.getState().clear());

  it('removes a row, adds one for V4 and saves the map as a whole', async () => {
    const saved = vi.fn(() => ({
      data: {
        replaceVerificationGroupMap: {
          __typename: 'AidYearSettingsResult',
          ok: true,
          message: 'Successful Update',
          error: null,
          settings: {
            ...year,
            verificationGroupMap: [
              item(1, 'V1', 'VWS', 'Verification Worksheet'),
              item(9, 'V4', 'VWS', 'Verification Worksheet'),
            ],
          },
        },
      },
    }));
    const replace = {
      request: {
        query: ReplaceVerificationGroupMapDocument,
        variables: {
          id: 7,
          items: [
            { verificationGroup: 'V1', typeCode: 'VWS', isForParentAccount: false, dependentOnly: false },
            { verificationGroup: 'V4', typeCode: 'VWS', isForParentAccount: false, dependentOnly: false },
          ],
        },
      },
      result: saved,
    };
    renderWithProviders(<VerificationGroupMapEditor year={year} />, [choices, replace]);
    const table = screen.getByRole('table', { name: 'Verification groups 2027' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      (screen.getByRole('button', { name: 'Save verification groups' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Group of row 2' }));
    fireEvent.click(await screen.findByRole('option', { name: 'V4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save verification groups' }));
    await waitFor(() => expect(alerts()).toContain('Successful Update'));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('shows why the map was refused beside the row, and keeps the edits', async () => {
    const refused = {
      request: {
        query: ReplaceVerificationGroupMapDocument,
        variables: {
          id: 7,
          items: [
            { verificationGroup: 'V1', typeCode: 'VWS', isForParentAccount: false, dependentOnly: false },
            { verificationGroup: 'V1', typeCode: 'PTAX', isForParentAccount: false, dependentOnly: true },
          ],
        },
      },
      result: {
        data: {
          replaceVerificationGroupMap: {
            __typename: 'AidYearSettingsResult',
            ok: false,
            message: null,
            settings: null,
            error: {
              __typename: 'UserError',
              message: 'A parent item needs a parent account',
              inputErrors: [
                { __typename: 'InputError', path: 'items.1.typeCode', message: 'is a parent item' },
              ],
            },
          },
        },
      },
    };
    renderWithProviders(<VerificationGroupMapEditor year={year} />, [choices, refused]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parent item, row 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save verification groups' }));
    await waitFor(() => expect(alerts()).toContain('A parent item needs a parent account'));
    expect(await screen.findByText('is a parent item')).toBeTruthy();
    // Under the second row's task list item, not the first's.
    const type2 = screen.getByRole('combobox', { name: 'Task list item of row 2' });
    expect(fieldError(type2)).toBe('is a parent item');
    expect(type2.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByRole('combobox', { name: 'Task list item of row 1' }))).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Parent item, row 2' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
