import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { SaveUserSettingsDocument, UserSettingsDocument } from '../graphql/userSettings.generated';
import { staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAuthStore } from '../../session/authStore';
import { UserSettingsPage } from './UserSettingsPage';

const settings = {
  __typename: 'UserSettings',
  firstName: 'Vera',
  lastName: 'Verifier',
  email: 'verifier@aidverify.test',
  phone: null,
  defaultSchoolCode: '222222',
  defaultAidYear: null,
  mfaOption: 'EMAIL',
  schools: [
    {
      __typename: 'UserSettingsSchool',
      schoolCode: '222222',
      schoolName: 'Test University',
      role: 'Verifier',
      aidYears: [2027],
    },
  ],
};
const profile = (result: object) => ({ request: { query: UserSettingsDocument }, result });
const saving = (saveUserSettings: object) => ({
  request: {
    query: SaveUserSettingsDocument,
    variables: {
      input: {
        firstName: 'Vera',
        lastName: 'Verifier',
        phone: null,
        defaultSchoolCode: '222222',
        defaultAidYear: null,
        mfaOption: 'EMAIL',
      },
    },
  },
  result: {
    data: { saveUserSettings: { __typename: 'UserSettingsResult', settings: null, ...saveUserSettings } },
  },
});

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', viewer: staffViewer({ permissions: [] }) });
});

describe('the own master user profile (/userSettings)', () => {
  it("shows the server's message when the profile cannot be read", async () => {
    renderWithProviders(<UserSettingsPage />, [
      profile({ errors: [new GraphQLError('The profile service is not answering')] }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('The profile service is not answering');
  });

  it("says 'Failed to get MasterUserProfile' when the read answers without a message", async () => {
    renderWithProviders(<UserSettingsPage />, [profile({ data: null })]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get MasterUserProfile');
  });

  it("says 'Failed to update MasterUserProfile' when a save is refused without a message, else the server's", async () => {
    renderWithProviders(<UserSettingsPage />, [
      profile({ data: { userSettings: settings } }),
      saving({ ok: false, error: null }),
      saving({
        ok: false,
        error: { __typename: 'UserError', message: 'Your account is locked', inputErrors: [] },
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update MasterUserProfile');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByText('Your account is locked')).closest('[role="alert"]')).toBeTruthy();
  });
});
