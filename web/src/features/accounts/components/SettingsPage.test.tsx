import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { StudentProfileDocument, UpdateStudentProfileDocument } from '../graphql/settings.generated';
import { renderRoutes } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { studentViewer } from '../../../test/fixtures';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { SettingsPage } from './SettingsPage';

const stored = {
  preferredName: 'Jo',
  phone: '5551234567',
  street: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};
const profile = {
  request: { query: StudentProfileDocument, variables: { uuid: 'student-1', aidYear: 2027 } },
  result: {
    data: {
      studentProfile: {
        __typename: 'StudentProfile',
        studentUuid: 'student-1',
        aidYear: 2027,
        updatedAt: '2026-11-01T00:00:00.000Z',
        ...stored,
      },
    },
  },
};
const routes = [
  { path: '/settings/:uuid/studentProfile', element: <SettingsPage section="studentProfile" /> },
];
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

describe('the student profile on /settings', () => {
  beforeEach(() => {
    useAlertStore.getState().clear();
    useAuthStore.setState({ status: 'signedIn', viewer: studentViewer() });
  });

  it('shows a refused ZIP code under the ZIP field and the reason as an error; states are upper-cased', async () => {
    const refused = {
      request: {
        query: UpdateStudentProfileDocument,
        variables: {
          uuid: 'student-1',
          aidYear: 2027,
          profile: { ...stored, state: 'MO', zip: '6270' },
        },
      },
      result: {
        data: {
          updateStudentProfile: {
            __typename: 'StudentProfileResult',
            ok: false,
            profile: null,
            error: {
              __typename: 'UserError',
              message: 'The profile could not be saved',
              inputErrors: [{ __typename: 'InputError', path: 'profile.zip', message: 'enter 5 digits' }],
            },
          },
        },
      },
    };
    renderRoutes(routes, '/settings/student-1/studentProfile', [profile, refused]);
    const zip = await screen.findByRole('textbox', { name: 'ZIP code' });
    expect((zip as HTMLInputElement).value).toBe('62701');
    fireEvent.change(zip, { target: { value: '6270' } });
    fireEvent.change(screen.getByRole('textbox', { name: /State/ }), { target: { value: 'mo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fieldError(zip)).toBe('enter 5 digits'));
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByRole('textbox', { name: 'City' }))).toBeNull();
    expect(alerts()).toEqual(['The profile could not be saved']);
  });

  it('saves the profile and says so', async () => {
    const saved = {
      request: {
        query: UpdateStudentProfileDocument,
        variables: { uuid: 'student-1', aidYear: 2027, profile: { ...stored, city: 'Chicago' } },
      },
      result: {
        data: {
          updateStudentProfile: {
            __typename: 'StudentProfileResult',
            ok: true,
            error: null,
            profile: { ...profile.result.data.studentProfile, city: 'Chicago' },
          },
        },
      },
    };
    renderRoutes(routes, '/settings/student-1/studentProfile', [profile, saved]);
    fireEvent.change(await screen.findByRole('textbox', { name: 'City' }), { target: { value: 'Chicago' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(alerts()).toContain('Successful Update'));
  });
});
