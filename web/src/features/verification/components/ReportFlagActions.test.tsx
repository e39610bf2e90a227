import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import {
  FlagStudentForWatchlistDocument,
  StudentReportFlagsDocument,
  UnflagStudentFromWatchlistDocument,
} from '../graphql/report-flags.generated';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { ReportFlagActions } from './ReportFlagActions';

const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool() } },
  maxUsageCount: 10,
};
const variables = { uuid: 'stu-1', aidYear: 2027 };
const watchlist = {
  __typename: 'WatchlistFlag',
  reason: 'Address changed twice',
  flaggedBy: 'verifier@aidverify.test',
  flaggedAt: '2026-11-01T10:00:00Z',
};
const flags = (onWatchlist: boolean) => ({
  __typename: 'StudentReportFlags',
  watchlist: onWatchlist ? watchlist : null,
  institutionalSelection: null,
});
// Read once: every later change must come from the mutations' answers, not from reading the flags again.
const flagsRead = (onWatchlist: boolean) => ({
  request: { query: StudentReportFlagsDocument, variables },
  result: { data: { studentReportFlags: flags(onWatchlist) } },
  maxUsageCount: 1,
});
const texts = () => useAlertStore.getState().alerts.map((a) => a.text);

beforeEach(() => {
  useAuthStore.setState({
    status: 'signedIn',
    viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT'] }),
  });
  useAlertStore.getState().clear();
});

describe('watchlist actions', () => {
  it('takes the student off the watchlist on the screen before the server answers', async () => {
    renderWithProviders(<ReportFlagActions uuid="stu-1" />, [
      school,
      flagsRead(true),
      {
        request: { query: UnflagStudentFromWatchlistDocument, variables },
        result: { data: { unflagStudentFromWatchlist: { ok: true, error: null, flags: flags(false) } } },
        delay: Infinity,
      },
    ]);
    expect(await screen.findByText('On watchlist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove from watchlist' }));
    await waitFor(() => expect(screen.queryByText('On watchlist')).toBeNull());
    expect(screen.getByRole('button', { name: 'Add to watchlist' })).toBeTruthy();
  });

  it('shows the flag from the answer, and a refused reason under its field', async () => {
    renderWithProviders(<ReportFlagActions uuid="stu-1" />, [
      school,
      flagsRead(false),
      {
        request: { query: FlagStudentForWatchlistDocument, variables: { ...variables, reason: 'x' } },
        result: {
          data: {
            flagStudentForWatchlist: {
              __typename: 'StudentReportFlagsResult',
              ok: false,
              error: {
                __typename: 'UserError',
                message: 'The reason is too short',
                inputErrors: [{ __typename: 'InputError', path: 'reason', message: 'At least 3 characters' }],
              },
              flags: null,
            },
          },
        },
      },
      {
        request: {
          query: FlagStudentForWatchlistDocument,
          variables: { ...variables, reason: 'Address changed twice' },
        },
        result: {
          data: {
            flagStudentForWatchlist: {
              __typename: 'StudentReportFlagsResult',
              ok: true,
              error: null,
              flags: flags(true),
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to watchlist' }));
    const reason = screen.getByLabelText('Reason');
    fireEvent.change(reason, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 3 characters')).toBeTruthy();
    expect(texts()).toContain('Update failed: The reason is too short');

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Address changed twice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('On watchlist')).toBeTruthy();
    expect(texts()).toContain('Added to the watchlist');
    expect(screen.queryByRole('button', { name: 'Add to watchlist' })).toBeNull();
  });
});
