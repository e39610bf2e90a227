import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RosterRowsTableFragment } from './RosterRowsTable.generated';
import { renderWithProviders } from '../../../test/render';
import { RosterRowsTable } from './RosterRowsTable';

const row = (over: Partial<RosterRowsTableFragment>): RosterRowsTableFragment => ({
  id: 1,
  rowNumber: 2,
  schoolStudentId: 'B001',
  ssnLastFour: '1234',
  dateOfBirth: '2001-04-05',
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: null,
  phone: null,
  enrollmentTerm: 'Fall 2026',
  matchStatus: 'UNMATCHED',
  matchScore: null,
  matchReason: null,
  selected: true,
  processedAt: null,
  isirId: null,
  student: null,
  proposedStudent: null,
  ...over,
});

describe('RosterRowsTable', () => {
  it('offers processing for matched rows only, Accept and Reject for a proposal, and shows the SSN as its last four', () => {
    const onToggle = vi.fn();
    const onReview = vi.fn();
    renderWithProviders(
      <RosterRowsTable
        aidYear={2027}
        selected={new Set([1])}
        onToggle={onToggle}
        onReview={onReview}
        reviewing={false}
        rows={[
          row({
            id: 1,
            matchStatus: 'MATCHED',
            matchReason: 'SSN, date of birth and last name',
            student: { uuid: 'u-1', name: 'Jordan Rivera', status: 'SELECTED', verificationGroup: 'V1' },
          }),
          row({
            id: 2,
            rowNumber: 3,
            schoolStudentId: 'B002',
            lastName: 'Riviera',
            matchStatus: 'PROPOSED',
            proposedStudent: {
              uuid: 'u-2',
              name: 'Casey Rivera',
              dateOfBirth: '2002-01-02',
              ssnLastFour: '9876',
            },
          }),
          row({ id: 3, rowNumber: 4, schoolStudentId: 'B003' }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Roster rows' });
    expect(within(table).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Process B001' }));
    expect(onToggle).toHaveBeenCalledWith(1, false);
    expect(screen.getByText('Casey Rivera (born 2002-01-02, SSN ending 9876)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept match of B002' }));
    expect(onReview).toHaveBeenCalledWith(2, true);
    fireEvent.click(screen.getByRole('button', { name: 'Reject match of B002' }));
    expect(onReview).toHaveBeenCalledWith(2, false);
    expect(within(table).getAllByText('***-**-1234')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Jordan Rivera' }).getAttribute('href')).toBe(
      '/StudentView/u-1/quickView',
    );
  });
});
