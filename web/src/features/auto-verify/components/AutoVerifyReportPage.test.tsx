import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AutoVerifyRunsDocument } from '../graphql/auto-verify.generated';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { usePreferencesStore } from '../../preferences/preferencesStore';
import { useAuthStore } from '../../session/authStore';
import { AutoVerifyReport } from './AutoVerifyReportPage';

const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool() } },
  maxUsageCount: 10,
};
const search = (sortBy: string, sortDirection: string) => ({
  aidYear: 2027,
  purpose: 'VERIFICATION',
  page: 1,
  pageSize: 50,
  sortBy,
  sortDirection,
  outcome: null,
  text: null,
});
const row = (id: number, lastName: string, outcome: string) => ({
  __typename: 'AutoVerifyRun',
  id,
  createdAt: '2026-11-25T10:00:00Z',
  studentUUID: `00000000-0000-4000-8000-00000000000${id}`,
  studentNumber: `S${id}`,
  firstName: 'Avery',
  lastName,
  flowName: '2026-27 V1 verification',
  flowVersion: 2,
  trigger: 'ISIR_IMPORT',
  outcome,
  itemsVerified: outcome === 'VERIFIED' ? 2 : 0,
  reason: outcome === 'VERIFIED' ? null : 'Household: differ by 2, more than the tolerance of 0',
});
const page = (rows: ReturnType<typeof row>[]) => ({
  __typename: 'AutoVerifyRunPage',
  total: rows.length,
  page: 1,
  pageSize: 50,
  rows,
});

describe('/AutoVerifyReport', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer() });
    usePreferencesStore.setState({ aidYear: null });
  });

  it('shows the runs with their reason and asks the services for the order a header click chooses', async () => {
    const first = {
      request: { query: AutoVerifyRunsDocument, variables: { search: search('createdAt', 'DESC') } },
      result: { data: { autoVerifyRuns: page([row(1, 'Chen', 'VERIFIED'), row(2, 'Rivera', 'PARTIAL')]) } },
    };
    const byName = {
      request: { query: AutoVerifyRunsDocument, variables: { search: search('lastName', 'ASC') } },
      result: { data: { autoVerifyRuns: page([row(2, 'Rivera', 'PARTIAL')]) } },
    };
    renderWithProviders(<AutoVerifyReport />, [school, first, byName]);
    expect(await screen.findByText('2 runs')).toBeTruthy();
    expect(screen.getByText('Household: differ by 2, more than the tolerance of 0')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chen, Avery' }).getAttribute('href')).toBe(
      '/StudentView/00000000-0000-4000-8000-000000000001/verification',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Student' }));
    expect(await screen.findByText('1 run')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Student/ }).getAttribute('aria-sort')).toBe('ascending');
  });
});
