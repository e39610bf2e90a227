import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { SearchStudentsDocument } from '../graphql/searchStudents.generated';
import { appRoutes } from '../../../app/routes';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { useAuthStore } from '../../session/authStore';

const row = (n: number, first: string, last: string) => ({
  __typename: 'Student' as const,
  id: n,
  uuid: `stu-${n}`,
  firstName: first,
  lastName: last,
  studentNumber: `B00${n}`,
  email: `${first.toLowerCase()}@example.edu`,
  ssnLastFour: `12${n}4`,
  status: 'SELECTED',
});

const search = (
  text: string,
  field: string,
  page: number,
  items: ReturnType<typeof row>[],
  total: number,
) => ({
  request: { query: SearchStudentsDocument, variables: { input: { text, field, page, pageSize: 25 } } },
  result: { data: { searchStudents: { __typename: 'StudentSearchPage', total, page, pageSize: 25, items } } },
  maxUsageCount: 3,
});

const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool({ sidName: 'Banner ID' }) } },
  maxUsageCount: 5,
};

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', viewer: staffViewer() });
});

describe('student search', () => {
  it('runs the search in the address and lists students with the school id label, masked SSN and status in words', async () => {
    renderRoutes(appRoutes, '/userSearch?q=Rivera', [
      school,
      search('Rivera', 'ANY', 1, [{ ...row(1, 'Jordan', 'Rivera'), status: 'APPROVED_WITH_CORRECTIONS' }], 1),
    ]);
    const result = await screen.findByRole('row', { name: /Rivera, Jordan/ });
    // The status in words, neither the code nor a cut label.
    expect(within(result).getByText('Approved with corrections')).toBeTruthy();
    expect(within(result).getByText('***-**-1214')).toBeTruthy();
    expect(within(result).getByText('B001')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Banner ID' })).toBeTruthy();
    expect((screen.getByLabelText('Search students') as HTMLInputElement).value).toBe('Rivera');
  });

  it('searches one field on Enter and opens the quick view from a row', async () => {
    const { router } = renderRoutes(appRoutes, '/userSearch', [
      school,
      search('chen', 'NAME', 1, [row(2, 'Avery', 'Chen')], 1),
    ]);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Search by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Name' }));
    const box = screen.getByLabelText('Search students');
    fireEvent.change(box, { target: { value: 'chen' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=chen&field=NAME'));
    fireEvent.click(await screen.findByRole('row', { name: /Chen, Avery/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentView/stu-2/quickView'));
  });

  it('pages through many results', async () => {
    const first = Array.from({ length: 25 }, (_, i) => row(i + 10, `First${i}`, 'Smith'));
    const { router } = renderRoutes(appRoutes, '/userSearch?q=Smith', [
      school,
      search('Smith', 'ANY', 1, first, 30),
      search('Smith', 'ANY', 2, [row(99, 'Last', 'Smith')], 30),
    ]);
    expect(await screen.findByText('30 students found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('row', { name: /Smith, Last/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=Smith&page=2');
  });
});
