import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { AvailableSchoolsDocument } from '../graphql/availableSchools.generated';
import { AidYearPicker } from './AidYearPicker';
import { SchoolPicker } from './SchoolPicker';
import { StaffSchoolPicker } from './StaffSchoolPicker';

const tu = { schoolCode: '222222', schoolName: 'Test University' };
const sc = { schoolCode: '333333', schoolName: 'State College' };

describe('school picker', () => {
  it('is plain text when the user has one school', async () => {
    renderWithProviders(<SchoolPicker schools={[tu]} currentSchoolCode="222222" onSwitch={() => {}} />);
    expect(await screen.findByText('Test University')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'School' })).toBeNull();
  });

  it('lets a user with two schools switch', async () => {
    const onSwitch = vi.fn();
    renderWithProviders(<SchoolPicker schools={[tu, sc]} currentSchoolCode="222222" onSwitch={onSwitch} />);
    const picker = await screen.findByRole('combobox', { name: 'School' });
    expect((picker as HTMLInputElement).value).toBe('Test University');
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'State College' }));
    expect(onSwitch).toHaveBeenCalledWith('333333');
  });
});

describe("the staff header's school picker", () => {
  beforeEach(() => useAlertStore.getState().clear());
  const available = (result: object) => ({ request: { query: AvailableSchoolsDocument }, result });
  const summary = (s: typeof tu) => ({ __typename: 'SchoolSummary', ...s, role: 'Verifier' });

  it('offers the schools read afresh: a school given since sign-in can be switched to', async () => {
    renderWithProviders(<StaffSchoolPicker schools={[tu]} currentSchoolCode="222222" onSwitch={() => {}} />, [
      available({ data: { availableSchools: [summary(tu), summary(sc)] } }),
    ]);
    const picker = await screen.findByRole('combobox', { name: 'School' });
    expect((picker as HTMLInputElement).disabled).toBe(false);
  });

  it('disables switching and says why when the available schools cannot be read', async () => {
    const onSwitch = vi.fn();
    renderWithProviders(
      <StaffSchoolPicker schools={[tu, sc]} currentSchoolCode="222222" onSwitch={onSwitch} />,
      [available({ errors: [new GraphQLError('The profile service is not answering')] })],
    );
    const message =
      'Something went wrong while retrieving available schools, school switching is being disabled.';
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => [a.kind, a.text])).toContainEqual(['error', message]),
    );
    const picker = screen.getByRole('combobox', { name: 'School' }) as HTMLInputElement;
    expect(picker.disabled).toBe(true);
    expect(picker.title).toBe(message);
    expect(picker.value).toBe('Test University');
  });
});

describe('aid year picker', () => {
  it('shows a single aid year as plain text', async () => {
    renderWithProviders(<AidYearPicker aidYears={[2027]} value={2027} onChange={() => {}} />);
    expect(await screen.findByText('2026-2027')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Aid year' })).toBeNull();
  });

  it('labels choices previous-year-year', async () => {
    const onChange = vi.fn();
    renderWithProviders(<AidYearPicker aidYears={[2026, 2027]} value={2027} onChange={onChange} />);
    const picker = await screen.findByRole('combobox', { name: 'Aid year' });
    expect((picker as HTMLInputElement).value).toBe('2026-2027');
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: '2025-2026' }));
    expect(onChange).toHaveBeenCalledWith(2026);
  });
});
