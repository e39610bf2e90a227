import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { StudentPortalDocument } from '../graphql/studentPortal.generated';
import { ParentStudentsDocument, SwitchStudentDocument } from '../graphql/parentStudents.generated';
import { GraphQLError } from 'graphql';
import { appRoutes } from '../../../app/routes';
import { useAuthStore } from '../../session/authStore';
import { studentViewer, taskItem } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

const student = {
  __typename: 'Student' as const,
  id: 11,
  uuid: 'student-1',
  firstName: 'Jordan',
  lastName: 'Rivera',
  taskList: [
    taskItem('NEW', 'Verification Signature'),
    taskItem('NEW', 'Household Size'),
    taskItem('SUBMITTED', 'Identity Verification'),
    taskItem('NOT_REQUIRED', 'High School Completion'),
    taskItem('NEW', 'Parent Signature', true),
    taskItem('AUTO_VERIFIED', 'Parent Tax Information', true),
  ],
};

const mocks = [
  {
    request: { query: StudentPortalDocument, variables: { uuid: 'student-1', aidYear: 2027 } },
    result: { data: { student } },
    maxUsageCount: 10,
  },
];

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', viewer: studentViewer() });
});

describe('student layout', () => {
  it("sends a student who opens another student's landing page back to their own", async () => {
    const { router } = renderRoutes(appRoutes, '/userLanding/someone-else/0', mocks);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userLanding/student-1/0'));
    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeTruthy();
  });

  it('lists the open student items and counts the NEW ones in the Verification badge', async () => {
    renderRoutes(appRoutes, '/userLanding/student-1/0', mocks);
    expect(await screen.findByText('Verification Signature')).toBeTruthy();
    expect(screen.getByText('Identity Verification')).toBeTruthy();
    expect(screen.queryByText('High School Completion')).toBeNull();
    expect(screen.queryByText('Parent Signature')).toBeNull();
    expect(screen.getByLabelText('2 new')).toBeTruthy();
    expect(screen.getByText('Jordan Rivera')).toBeTruthy();
  });

  it("shows a parent 'Parent of: ' the student and the parent items", async () => {
    useAuthStore.setState({
      status: 'signedIn',
      viewer: studentViewer({ accountType: 'PARENT', fullName: 'Pat Rivera' }),
    });
    renderRoutes(appRoutes, '/userLanding/student-1/1', mocks);
    expect(await screen.findByText('Parent of: Jordan Rivera')).toBeTruthy();
    expect(screen.getByText('Parent Signature')).toBeTruthy();
    expect(screen.queryByText('Parent Tax Information')).toBeNull();
    expect(screen.queryByText('Verification Signature')).toBeNull();
    expect(screen.getByLabelText('1 new')).toBeTruthy();
  });

  it('sends a signed-out visitor to /login', async () => {
    useAuthStore.setState({ status: 'signedOut', viewer: null });
    const { router } = renderRoutes(appRoutes, '/userLanding/student-1/0', mocks);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('a parent of two students', () => {
  const parentOf = (uuid: string) =>
    studentViewer({ accountType: 'PARENT', fullName: 'Pat Rivera', uuid, accountUuid: 'acct-parent' });
  const casey = { ...student, id: 12, uuid: 'student-2', firstName: 'Casey', taskList: [] };
  const linked = {
    request: { query: ParentStudentsDocument },
    result: {
      data: {
        accountSettings: {
          __typename: 'AccountSettings',
          accountId: 7,
          students: [
            {
              __typename: 'LinkedStudent',
              id: 11,
              uuid: 'student-1',
              firstName: 'Jordan',
              lastName: 'Rivera',
            },
            {
              __typename: 'LinkedStudent',
              id: 12,
              uuid: 'student-2',
              firstName: 'Casey',
              lastName: 'Rivera',
            },
          ],
        },
      },
    },
    maxUsageCount: 10,
  };
  const switchTo = (uuid: string, answer: object) => ({
    request: { query: SwitchStudentDocument, variables: { uuid } },
    ...answer,
  });
  const caseyPortal = {
    request: { query: StudentPortalDocument, variables: { uuid: 'student-2', aidYear: 2027 } },
    result: { data: { student: casey } },
    maxUsageCount: 10,
  };

  beforeEach(() => {
    useAuthStore.setState({ status: 'signedIn', viewer: parentOf('student-1') });
  });

  it('lists both students and switches the session to the other one', async () => {
    const switched = switchTo('student-2', {
      result: {
        data: {
          switchStudent: {
            __typename: 'SessionResult',
            ok: true,
            error: null,
            session: {
              __typename: 'Session',
              accessToken: 'casey',
              expiresAt: Date.now() / 1000 + 900,
              viewer: parentOf('student-2'),
            },
          },
        },
      },
    });
    const { router } = renderRoutes(appRoutes, '/userLanding/student-1/1', [
      ...mocks,
      linked,
      switched,
      caseyPortal,
    ]);
    expect(await screen.findByText('Parent of: Jordan Rivera')).toBeTruthy();
    await screen.findByRole('group', { name: 'Your students' });
    fireEvent.click(await screen.findByRole('link', { name: 'Casey Rivera' }));
    expect(await screen.findByText('Parent of: Casey Rivera', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/userLanding/student-2/1');
    expect(useAuthStore.getState().viewer?.uuid).toBe('student-2');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Casey Rivera' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it("goes back to their own student when the server refuses another family's", async () => {
    const refused = switchTo('stranger', {
      result: { errors: [new GraphQLError('Not your student', { extensions: { code: 'FORBIDDEN' } })] },
    });
    const { router } = renderRoutes(appRoutes, '/userLanding/stranger/1', [...mocks, linked, refused]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userLanding/student-1/1'));
    expect(await screen.findByText('Parent of: Jordan Rivera')).toBeTruthy();
    expect(useAuthStore.getState().viewer?.uuid).toBe('student-1');
  });
});
