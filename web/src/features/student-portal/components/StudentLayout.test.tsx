import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { StudentPortalDocument } from '../graphql/studentPortal.generated';
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
