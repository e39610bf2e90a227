import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AidYearPicker } from './AidYearPicker';
import { SchoolPicker } from './SchoolPicker';

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
