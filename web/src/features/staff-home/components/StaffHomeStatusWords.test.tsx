import { screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { StaffHomeDocument } from '../graphql/staffHome.generated';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { usePreferencesStore } from '../../preferences/preferencesStore';
import { useAuthStore } from '../../session/authStore';
import { StaffHomePage } from './StaffHomePage';

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', viewer: staffViewer() });
  usePreferencesStore.setState({ aidYear: null });
});

it('the staff home counts students by status in words, never by code', async () => {
  const school = {
    request: { query: CurrentSchoolDocument },
    result: { data: { currentSchool: currentSchool() } },
    maxUsageCount: 10,
  };
  const home = {
    request: { query: StaffHomeDocument, variables: { aidYear: 2027 } },
    result: {
      data: {
        staffHome: {
          __typename: 'StaffHome',
          aidYear: 2027,
          totalStudents: 12,
          newTaskListItems: 0,
          submittedTaskListItems: 0,
          assignedToMe: 0,
          byStatus: [
            { __typename: 'StatusCount', status: 'IN_PROGRESS', count: 4 },
            { __typename: 'StatusCount', status: 'APPROVED_WITH_CORRECTIONS', count: 5 },
            { __typename: 'StatusCount', status: 'APPROVED_WITH_CR', count: 3 },
          ],
        },
      },
    },
  };
  renderWithProviders(<StaffHomePage />, [school, home]);
  expect(await screen.findByRole('group', { name: 'In progress: 4' })).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Approved with corrections: 5' })).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Approved with comment/reject codes: 3' })).toBeTruthy();
  expect(screen.queryByText(/[A-Z]+_[A-Z]+/)).toBeNull();
});
