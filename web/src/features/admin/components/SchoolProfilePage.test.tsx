import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UpdateSchoolProfileDocument } from '../graphql/admin.generated';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { renderWithProviders } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { staffViewer } from '../../../test/fixtures';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { SchoolProfilePage } from './SchoolProfilePage';

const school = {
  __typename: 'School',
  id: 3,
  schoolCode: '222222',
  schoolName: 'Test University',
  name: 'TU',
  schoolUrl: 'test-university',
  schoolLogo: null,
  aidYears: [2027],
  defaultAidYear: 2027,
  sidName: 'Student ID',
  hasStudentRepository: false,
};
const current = (s = school) => ({
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: s } },
});
const answer = (input: Record<string, unknown>, updateSchoolProfile: Record<string, unknown>) => ({
  request: { query: UpdateSchoolProfileDocument, variables: { input } },
  result: {
    data: {
      updateSchoolProfile: {
        __typename: 'SchoolProfileResult',
        message: null,
        error: null,
        school: null,
        ...updateSchoolProfile,
      },
    },
  },
});
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

describe('/SchoolProfile', () => {
  beforeEach(() => {
    useAlertStore.getState().clear();
    useAuthStore.getState().startSession({
      accessToken: 't',
      expiresAt: Date.now() / 1000 + 900,
      viewer: staffViewer({ permissions: ['GLOBAL_SCHOOL_SETTINGS_VIEW'] }),
    });
  });

  it('shows a refused PURL under the PURL field and the reason as an error; the edit stays', async () => {
    renderWithProviders(<SchoolProfilePage />, [
      current(),
      answer(
        { schoolUrl: 'Test U' },
        {
          ok: false,
          error: {
            __typename: 'UserError',
            message: 'The school could not be updated',
            inputErrors: [
              {
                __typename: 'InputError',
                path: 'input.schoolUrl',
                message: 'use lower-case letters, digits and hyphens',
              },
            ],
          },
        },
      ),
      // The school is read again after any answer to the update.
      current(),
    ]);
    const purl = await screen.findByRole('textbox', { name: /PURL/ });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(purl, { target: { value: 'Test U' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(purl)).toBe('use lower-case letters, digits and hyphens'));
    expect(purl.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByRole('textbox', { name: 'School name' }))).toBeNull();
    expect(alerts()).toEqual(['The school could not be updated']);
    expect((purl as HTMLInputElement).value).toBe('Test U');
  });

  it('sends only the changed field and says the school was updated', async () => {
    renderWithProviders(<SchoolProfilePage />, [
      current(),
      answer(
        { sidName: 'Banner ID' },
        {
          ok: true,
          message: 'Successfully Updated School',
          school: { ...school, sidName: 'Banner ID' },
        },
      ),
      current({ ...school, sidName: 'Banner ID' }),
    ]);
    fireEvent.change(await screen.findByRole('textbox', { name: /Student id label/ }), {
      target: { value: 'Banner ID' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toContain('Successfully Updated School'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByRole('textbox', { name: /Student id label/ }) as HTMLInputElement).value).toBe(
      'Banner ID',
    );
  });
});
