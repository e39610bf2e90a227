import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AidYearSettingsDocument, RolloverAidYearDocument } from '../graphql/admin.generated';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { SchoolAnnualRolloverPage } from './SchoolAidYearSettingsPage';

const settings = (aidYear: number) => ({
  __typename: 'AidYearSettings',
  id: aidYear,
  aidYear,
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
  verificationGroupMap: [],
});
const years = (list: number[]) => ({
  request: { query: AidYearSettingsDocument },
  result: { data: { aidYearSettings: list.map(settings) } },
});

describe('/SchoolAnnualRollover', () => {
  beforeEach(() => useAlertStore.getState().clear());

  it('rolls the newest year over and shows what was carried into the next, and why a part was not', async () => {
    const rolled = {
      request: { query: RolloverAidYearDocument, variables: { fromAidYear: 2027 } },
      result: {
        data: {
          rolloverAidYear: {
            __typename: 'AidYearSettingsResult',
            ok: true,
            message: 'School Aid Year Added',
            error: null,
            settings: settings(2028),
            rollover: {
              __typename: 'RolloverSummary',
              isirViewTabsCopied: 0,
              interviewTemplatesCopied: ['PTAX', 'VWS'],
              interviewTemplatesKept: [],
              notes: [
                'ISIR view settings: no ISIR layout is installed for 2028 yet; roll the views over on ISIR View Settings once it is',
              ],
            },
          },
        },
      },
    };
    renderWithProviders(<SchoolAnnualRolloverPage />, [
      years([2026, 2027]),
      rolled,
      years([2026, 2027, 2028]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll over to 2027-2028' }));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('School Aid Year Added'),
    );
    const carried = await screen.findByRole('region', { name: 'Carried into 2027-2028' });
    expect(within(carried).getByText('Interview templates copied: PTAX, VWS')).toBeTruthy();
    expect(within(carried).getByText('ISIR view tabs: 0')).toBeTruthy();
    expect(within(carried).getByText(/no ISIR layout is installed for 2028 yet/)).toBeTruthy();
  });
});
