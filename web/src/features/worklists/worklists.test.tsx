import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentSchoolDocument } from '../schools/graphql/currentSchool.generated';
import {
  AssignableStaffDocument,
  AssignStudentsDocument,
} from '../verification/graphql/assignment.generated';
import { MarkPostcardsSentDocument, WorklistDocument } from './graphql/worklist.generated';
import { appRoutes } from '../../app/routes';
import { currentSchool, staffViewer } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { useAlertStore } from '../alerts/alertStore';
import { useAuthStore } from '../session/authStore';
import { visibleWindow, WORKLISTS } from './worklists';

// Screens load lazily: the first find waits for the chunk (longer on a busy machine).
const LAZY = { timeout: 8000 };
const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool() } },
  maxUsageCount: 10,
};
const student = (n: number) => ({
  __typename: 'Student',
  id: n,
  uuid: `stu-${n}`,
  studentNumber: `TU${100000 + n}`,
  firstName: `First${n}`,
  lastName: `Last${String(n).padStart(3, '0')}`,
  status: 'REVIEW',
  verificationGroup: 'V1',
  signatureComplete: n % 2 === 0,
  assignedTo: null,
  taskList: [
    { __typename: 'TaskListItem', id: n * 10, status: n % 3 === 0 ? 'NEEDS_CORRECTION' : 'SUBMITTED' },
  ],
  accounts: [{ __typename: 'LinkedAccount', id: n * 100, accountType: 'STUDENT' }],
  attributes: n === 7 ? { __typename: 'StudentAttributes', sai: 1234, trackingFlag: 'V1' } : null,
});
const input = (over: Record<string, unknown> = {}) => ({
  worklist: 'REVIEW',
  aidYear: 2027,
  page: 1,
  pageSize: 100,
  sort: 'NAME',
  descending: false,
  filter: null,
  assignedToMe: false,
  ...over,
});
const page = (items: unknown[], total: number, over: Record<string, unknown> = {}) => ({
  request: { query: WorklistDocument, variables: { input: input(over), aidYear: 2027 } },
  result: { data: { worklist: { __typename: 'WorklistPage', total, page: 1, pageSize: 100, items } } },
  maxUsageCount: 3,
});

beforeEach(() => {
  useAuthStore.setState({
    status: 'signedIn',
    viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT', 'REVIEW_WORKLIST_VIEW'] }),
  });
  useAlertStore.getState().clear();
});

describe('worklists', { timeout: 30_000 }, () => {
  it('renders only the rows near the visible window of a long page', () => {
    expect(visibleWindow(0, 620, 44, 200)).toEqual({ first: 0, last: 23, before: 0, after: 177 * 44 });
    expect(visibleWindow(44 * 100, 620, 44, 200).first).toBe(92);
  });

  it('a position scrolled on a longer page still shows the rows of a shorter one', () => {
    // Scrolled to row 150 of 200, then a filter leaves 20 rows: they are all shown, none windowed away.
    expect(visibleWindow(44 * 150, 620, 44, 20)).toEqual({ first: 0, last: 20, before: 0, after: 0 });
  });

  it('lists the review worklist with open items and signatures, filters on the server, and marks postcards sent in bulk', async () => {
    const items = Array.from({ length: 120 }, (_, i) => student(i + 1));
    renderRoutes(appRoutes, '/reviewWorklist', [
      school,
      page(items.slice(0, 100), 120),
      page([student(7)], 1, { filter: 'Last007' }),
      {
        request: { query: MarkPostcardsSentDocument, variables: { studentIds: [7] } },
        result: {
          data: { markPostcardsSent: { __typename: 'CountResult', ok: true, error: null, count: 1 } },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Review Worklist' }, LAZY)).toBeTruthy();
    expect(await screen.findByText('120 students', {}, LAZY)).toBeTruthy();
    // A page of 100: only the rows around the viewport are in the document.
    expect(screen.getAllByRole('checkbox', { name: /^Select First/ }).length).toBeLessThan(40);
    // The verification group in words.
    expect(
      within(screen.getByRole('row', { name: /Last001, First1\b/ })).getByText('V1 Standard verification'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '2' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'Last007' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const row = (await screen.findByRole('link', { name: 'Last007, First7' })).closest('tr')!;
    // The SAI of the current ISIR, read for the whole page in one upstream call.
    expect(within(row).getByText('1234')).toBeTruthy();
    expect(row.getAttribute('href') ?? within(row).getByRole('link').getAttribute('href')).toBe(
      '/StudentView/stu-7/quickView',
    );
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark postcards sent' }));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('Successful Update'),
    );
  });

  it('assigns the selected students to a chosen staff member in one action', async () => {
    const items = [student(1), student(2), student(3)];
    renderRoutes(appRoutes, '/reviewWorklist', [
      school,
      page(items, 3),
      {
        request: { query: AssignableStaffDocument },
        result: {
          data: {
            assignableStaff: [
              {
                __typename: 'StaffMember',
                id: 7,
                name: 'Riley Reviewer',
                email: 'reviewer@aidverify.test',
                role: 'Reviewer',
              },
            ],
          },
        },
      },
      {
        request: { query: AssignStudentsDocument, variables: { uuids: ['stu-1', 'stu-3'], staffId: 7 } },
        result: { data: { assignStudents: { __typename: 'CountResult', ok: true, error: null, count: 2 } } },
      },
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select First1 Last001' }, LAZY));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select First3 Last003' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    const assign = screen.getByRole('button', { name: 'Assign' });
    expect(assign.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { name: 'Assign selected to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Riley Reviewer (Reviewer)' }));
    fireEvent.click(assign);
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('Successful Update'),
    );
    await waitFor(() => expect(screen.getByText('0 selected')).toBeTruthy());
  });

  it('shows not-found to a role without the worklist permission', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer({ permissions: ['STUDENT_VIEW'] }) });
    renderRoutes(appRoutes, WORKLISTS[1]!.path, [school]);
    expect(await screen.findByText('Page not found', {}, LAZY)).toBeTruthy();
  });
});
