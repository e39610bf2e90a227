import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { VerificationTimesDocument } from '../graphql/metrics.generated';
import { CurrentSchoolDocument } from '../../school/graphql/currentSchool.generated';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { usePreferencesStore } from '../../preferences/preferencesStore';
import { useAuthStore } from '../../session/authStore';
import { MetricsPage } from './MetricsPage';

const school = { request: { query: CurrentSchoolDocument }, result: { data: { currentSchool: currentSchool() } }, maxUsageCount: 10 };

describe('/Metrics', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer() });
    usePreferencesStore.setState({ aidYear: null });
  });

  it("shows the aid year's average days to verification, and says when no student is verified yet", async () => {
    const times = {
      request: { query: VerificationTimesDocument, variables: { aidYear: 2027 } },
      result: { data: {
        averageSignupToVerified: { __typename: 'VerificationTimeAverage', aidYear: 2027, students: 12, averageDays: 6.5 },
        averageReviewToVerified: { __typename: 'VerificationTimeAverage', aidYear: 2027, students: 0, averageDays: null },
      } },
    };
    renderWithProviders(<MetricsPage />, [school, times]);
    expect(await screen.findByText('6.5 days')).toBeTruthy();
    expect(screen.getByText('over 12 students')).toBeTruthy();
    expect(screen.getByText('Aid year 2026-2027')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'In review to verified' }).textContent).toContain('No verified students yet');
  });
});
