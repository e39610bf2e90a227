import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { AssignableStaffDocument } from '../graphql/assignment.generated';
import {
  AssignStudentDocument,
  ChangeStudentStatusDocument,
  InkSignatureReceivedDocument,
  ReviewCompleteDocument,
  StudentWorkspaceDocument,
} from '../graphql/studentWorkspace.generated';
import { appRoutes } from '../../../app/routes';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';

const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool() } },
  maxUsageCount: 10,
};
const status = (over: Record<string, unknown> = {}) => ({
  __typename: 'SignatureStatus',
  status: 'REVIEW',
  verificationGroup: 'V1',
  parentSignatureRequired: false,
  studentSignDate: null,
  parentSignDate: null,
  studentSignMethod: null,
  parentSignMethod: null,
  studentInkSignAgreed: true,
  parentInkSignAgreed: false,
  signatureComplete: false,
  isirLocked: false,
  isirLockedTransaction: null,
  postcardsSentAt: null,
  reviewCompletedAt: null,
  reviewCompletedBy: null,
  ...over,
});
const workspace = (over: Record<string, unknown> = {}, assignedTo: string | null = null) => ({
  request: { query: StudentWorkspaceDocument, variables: { uuid: 'stu-3' } },
  result: {
    data: {
      student: {
        __typename: 'Student',
        id: 3,
        uuid: 'stu-3',
        firstName: 'Avery',
        lastName: 'Chen',
        studentNumber: 'TU100003',
        dependencyStatus: 0,
        status: 'REVIEW',
        verificationGroup: 'V1',
        assignedTo,
        signatureStatus: status(over),
      },
    },
  },
  maxUsageCount: 10,
});
const failure = (message: string) => ({
  ok: false,
  error: { __typename: 'UserError', message, inputErrors: [] },
});
const LAZY = { timeout: 8000 };
const alerts = () => useAlertStore.getState().alerts.map((a) => [a.kind, a.text]);

beforeEach(() => {
  useAuthStore.setState({
    status: 'signedIn',
    viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT', 'REVIEW_COMPLETE'] }),
  });
  useAlertStore.getState().clear();
});

// Lazily loaded screens on a busy machine: more than the default 5 s per test.
describe('StudentView', { timeout: 30_000 }, () => {
  it('shows the student, the tab bar with the ISIR tab, and opens the component of the address', async () => {
    const { router } = renderRoutes(appRoutes, '/StudentView/stu-3/signatures', [school, workspace()]);
    expect(await screen.findByRole('heading', { name: 'Avery Chen' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'ISIR' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Signatures', selected: true })).toBeTruthy();
    expect(
      await screen.findByText('The student must sign (independent: no parent signature).', {}, LAZY),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Parent signature' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Linked Accounts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentView/stu-3/linkedAccounts'));
  });

  it("opens /studentView/{uuid}/studentTaskList on the student's task list tab", async () => {
    const { router } = renderRoutes(appRoutes, '/studentView/stu-3/studentTaskList', [school, workspace()]);
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/StudentView/stu-3/studentTaskList'),
      LAZY,
    );
  });

  it("records an ink signature; a refusal shows 'Ink sign failed' with the reason", async () => {
    renderRoutes(appRoutes, '/StudentView/stu-3/signatures', [
      school,
      workspace(),
      {
        request: { query: InkSignatureReceivedDocument, variables: { uuid: 'stu-3', forParent: false } },
        result: {
          data: {
            inkSignatureReceived: {
              __typename: 'StudentActionResult',
              ...failure('The student has already signed'),
              signatureStatus: null,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ink signature received' }, LAZY));
    await waitFor(() =>
      expect(alerts()).toContainEqual(['error', 'Ink sign failed: The student has already signed']),
    );
  });

  it('marks review complete with an alternate verified status; a rule not met is shown', async () => {
    renderRoutes(appRoutes, '/StudentView/stu-3/quickView', [
      school,
      workspace(),
      {
        request: {
          query: ReviewCompleteDocument,
          variables: { uuid: 'stu-3', altVerifiedStatus: 'APPROVED', aidYear: 2027 },
        },
        result: {
          data: {
            reviewComplete: {
              __typename: 'StudentActionResult',
              ...failure('Avery Chen has not signed'),
              student: null,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Review complete' }, LAZY));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark review complete' }));
    await waitFor(() =>
      expect(alerts()).toContainEqual(['error', 'Update failed: Avery Chen has not signed']),
    );
  });

  it('shows the signed-in staff member as the assignee at once, before the services answer', async () => {
    renderRoutes(appRoutes, '/StudentView/stu-3/quickView', [
      school,
      workspace({}, 'Riley Reviewer'),
      // The services have not answered yet (and never do here): what shows is the optimistic answer.
      {
        request: { query: AssignStudentDocument, variables: { uuid: 'stu-3', staffId: 7 } },
        delay: Infinity,
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }, LAZY));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Assign to me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Remove assignment (Vera Fier)' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Remove assignment (Riley Reviewer)' })).toBeNull();
    // No outcome yet: the services have not answered.
    expect(alerts()).not.toContainEqual(['success', 'Successful Update']);
  });

  it("assigns the student to the signed-in staff member; a refusal shows 'Unable to assign student' and the assignee before", async () => {
    renderRoutes(appRoutes, '/StudentView/stu-3/quickView', [
      school,
      workspace({}, 'Riley Reviewer'),
      {
        request: { query: AssignStudentDocument, variables: { uuid: 'stu-3', staffId: 7 } },
        result: {
          data: {
            assignStudent: {
              __typename: 'StudentActionResult',
              ...failure('Staff member 7 does not work at school 222222'),
              student: null,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }, LAZY));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(alerts()).toContainEqual([
        'error',
        'Unable to assign student: Staff member 7 does not work at school 222222',
      ]),
    );
    // The optimistic assignee is rolled back: the one before shows again.
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Remove assignment (Riley Reviewer)' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Remove assignment (Vera Fier)' })).toBeNull();
  });

  it('assigns the student to a staff member picked from the school', async () => {
    const staff = {
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
            {
              __typename: 'StaffMember',
              id: 8,
              name: 'Vic Verifier',
              email: 'verifier@aidverify.test',
              role: 'Verifier',
            },
          ],
        },
      },
    };
    renderRoutes(appRoutes, '/StudentView/stu-3/quickView', [
      school,
      workspace(),
      staff,
      {
        request: { query: AssignStudentDocument, variables: { uuid: 'stu-3', staffId: 7 } },
        result: {
          data: {
            assignStudent: {
              __typename: 'StudentActionResult',
              ok: true,
              error: null,
              student: { __typename: 'Student', id: 3, assignedTo: 'Riley Reviewer' },
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }, LAZY));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Assign to a staff member' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Staff member' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Riley Reviewer (Reviewer)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toContainEqual(['success', 'Successful Update']));
    // The answer's student updates the cache: the menu offers to remove the new assignment, without a reread.
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Remove assignment (Riley Reviewer)' })).toBeTruthy();
  });

  it("changes the status; the header shows the answer's student, not a second read of the workspace", async () => {
    renderRoutes(appRoutes, '/StudentView/stu-3/signatures', [
      school,
      // A read of the workspace again would answer the old status.
      workspace(),
      {
        request: { query: ChangeStudentStatusDocument, variables: { uuid: 'stu-3', status: 'APPROVED' } },
        result: {
          data: {
            changeStudentStatus: {
              __typename: 'StudentActionResult',
              ok: true,
              error: null,
              student: {
                __typename: 'Student',
                id: 3,
                status: 'APPROVED',
                verificationGroup: 'V1',
                signatureComplete: false,
                assignedTo: null,
                signatureStatus: status({ status: 'APPROVED' }),
              },
            },
          },
        },
      },
    ]);
    expect(await screen.findByLabelText('Status In review', {}, LAZY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change status' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'New status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toContainEqual(['success', 'Successful Update']));
    expect(await screen.findByLabelText('Status Approved')).toBeTruthy();
    expect(screen.queryByLabelText('Status In review')).toBeNull();
  });

  it('hides the staff actions from a role without STUDENT_EDIT', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer({ permissions: ['STUDENT_VIEW'] }) });
    renderRoutes(appRoutes, '/StudentView/stu-3/signatures', [school, workspace()]);
    expect(await screen.findByRole('heading', { name: 'Avery Chen' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ink signature received' })).toBeNull();
  });
});
