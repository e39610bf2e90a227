import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AddHolidayDocument, DeleteHolidayDocument, HolidaysDocument } from '../graphql/holidays.generated';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { HolidaysPage } from './HolidaysPage';

const list = (holidays: { id: number; name: string; holidayDate: string }[]) => ({
  request: { query: HolidaysDocument },
  result: { data: { holidays: holidays.map((h) => ({ __typename: 'Holiday', ...h })) } },
});
const result = (field: string, r: Record<string, unknown>) => ({
  data: { [field]: { __typename: 'HolidayResult', message: null, error: null, ...r } },
});
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

describe('/Holidays', () => {
  beforeEach(() => useAlertStore.getState().clear());

  it("adds a holiday ('Holiday Added') and lists it", async () => {
    const add = {
      request: {
        query: AddHolidayDocument,
        variables: { input: { name: 'Founders Day', holidayDate: '2027-03-15' } },
      },
      result: result('addHoliday', { ok: true, message: 'Holiday Added' }),
    };
    renderWithProviders(<HolidaysPage />, [
      list([]),
      add,
      list([{ id: 9, name: 'Founders Day', holidayDate: '2027-03-15' }]),
    ]);
    expect(await screen.findByText('No holidays yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Holiday/), { target: { value: 'Founders Day' } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2027-03-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByRole('row', { name: /2027-03-15 Founders Day/ })).toBeTruthy();
    expect(alerts()).toContain('Holiday Added');
  });

  it('shows why a holiday could not be added, and deletes one', async () => {
    const clash = {
      request: {
        query: AddHolidayDocument,
        variables: { input: { name: 'Again', holidayDate: '2027-03-15' } },
      },
      result: result('addHoliday', {
        ok: false,
        error: { __typename: 'UserError', message: 'There is already a holiday on 2027-03-15' },
      }),
    };
    const del = {
      request: { query: DeleteHolidayDocument, variables: { id: 9 } },
      result: result('deleteHoliday', { ok: true, message: 'Holiday Deleted' }),
    };
    const one = [{ id: 9, name: 'Founders Day', holidayDate: '2027-03-15' }];
    renderWithProviders(<HolidaysPage />, [list(one), clash, list(one), del, list([])]);
    fireEvent.change(await screen.findByLabelText(/^Holiday/), { target: { value: 'Again' } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2027-03-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(alerts()).toContain('There is already a holiday on 2027-03-15'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Founders Day' }));
    expect(await screen.findByText('No holidays yet.')).toBeTruthy();
    expect(alerts()).toContain('Holiday Deleted');
  });
});
