import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { StatusTrendDocument, VerificationTimesDocument } from '../graphql/metrics.generated';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { StaffHomeDocument } from '../../staff-home/graphql/staffHome.generated';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { usePreferencesStore } from '../../preferences/preferencesStore';
import { useAuthStore } from '../../session/authStore';
import { MetricsPage } from './MetricsPage';

const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool() } },
  maxUsageCount: 10,
};

describe('/Metrics', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer() });
    usePreferencesStore.setState({ aidYear: null });
  });

  it("shows the aid year's average days to verification, and says when no student is verified yet", async () => {
    const times = {
      request: { query: VerificationTimesDocument, variables: { aidYear: 2027 } },
      result: {
        data: {
          averageSignupToVerified: {
            __typename: 'VerificationTimeAverage',
            aidYear: 2027,
            students: 12,
            averageDays: 6.5,
          },
          averageReviewToVerified: {
            __typename: 'VerificationTimeAverage',
            aidYear: 2027,
            students: 0,
            averageDays: null,
          },
        },
      },
    };
    const home = {
      request: { query: StaffHomeDocument, variables: { aidYear: 2027 } },
      result: {
        data: {
          staffHome: {
            __typename: 'StaffHome',
            aidYear: 2027,
            totalStudents: 20,
            newTaskListItems: 0,
            submittedTaskListItems: 0,
            assignedToMe: 0,
            byStatus: [
              { __typename: 'StatusCount', status: 'APPROVED', count: 9 },
              { __typename: 'StatusCount', status: 'APPROVED_WITH_CR', count: 3 },
              { __typename: 'StatusCount', status: 'REVIEW', count: 8 },
            ],
          },
        },
      },
    };
    const trend = {
      request: { query: StatusTrendDocument, variables: { aidYear: 2027 } },
      result: {
        data: {
          statusCountsOverTime: [
            {
              __typename: 'StatusTrendPoint',
              at: '2026-11-18T12:00:00.000Z',
              counts: [{ __typename: 'StatusCount', status: 'REVIEW', count: 20 }],
            },
            {
              __typename: 'StatusTrendPoint',
              at: '2026-11-25T12:00:00.000Z',
              counts: [
                { __typename: 'StatusCount', status: 'APPROVED', count: 9 },
                { __typename: 'StatusCount', status: 'APPROVED_WITH_CR', count: 3 },
                { __typename: 'StatusCount', status: 'REVIEW', count: 8 },
              ],
            },
          ],
        },
      },
    };
    renderWithProviders(<MetricsPage />, [school, times, home, trend]);
    expect(await screen.findByText('6.5 days')).toBeTruthy();
    expect(screen.getByText('over 12 students')).toBeTruthy();
    expect(screen.getByText('Aid year 2026-2027')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'In review to verified' }).textContent).toContain(
      'No verified students yet',
    );
    // Verified now is the home's approved statuses together; the week-by-week table ends on the same numbers.
    expect(await screen.findByRole('group', { name: 'Verified: 12' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'In review: 8' })).toBeTruthy();
    const weeks = await screen.findByRole('table', { name: 'Students by status, week by week' });
    expect(weeks.querySelectorAll('tbody tr')).toHaveLength(2);
  });
});
