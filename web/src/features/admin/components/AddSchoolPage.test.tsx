import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AddSchoolDocument } from '../graphql/admin.generated';
import { renderWithProviders } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { staffViewer } from '../../../test/fixtures';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { AddSchoolPage } from './AddSchoolPage';

const input = {
  schoolCode: 'NEW001',
  templateSchoolCode: '222222',
  schoolName: 'Riverbend College',
  initialAidYear: 2027,
  schoolPURL: 'riverbend',
  processRCodes: true,
  processCCodes: true,
  systemMode: 'LIVE',
  isV1Active: true,
  isV2Active: false,
  isV3Active: false,
  isV4Active: true,
  isV5Active: true,
  isV6Active: false,
};
const answer = (addSchool: Record<string, unknown>) => ({
  request: { query: AddSchoolDocument, variables: { input } },
  result: {
    data: {
      addSchool: {
        __typename: 'AddSchoolResult',
        message: null,
        schoolCode: null,
        error: null,
        ...addSchool,
      },
    },
  },
});

function fill() {
  fireEvent.change(screen.getByLabelText(/School code/), { target: { value: 'new001' } });
  fireEvent.change(screen.getByLabelText(/School name/), { target: { value: 'Riverbend College' } });
  fireEvent.change(screen.getByLabelText(/^PURL/), { target: { value: 'riverbend' } });
  fireEvent.change(screen.getByLabelText(/Initial aid year/), { target: { value: '2027' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add School' }));
}

describe('/addSchool', () => {
  beforeEach(() => {
    useAlertStore.getState().clear();
    useAuthStore.getState().startSession({
      accessToken: 't',
      expiresAt: Date.now() / 1000 + 900,
      viewer: staffViewer({ role: 'SuperAdmin' }),
    });
  });

  it("adds the school, says 'School has been added!' and offers to switch to it", async () => {
    renderWithProviders(<AddSchoolPage />, [
      answer({ ok: true, message: 'School has been added!', schoolCode: 'NEW001' }),
    ]);
    fill();
    expect(await screen.findByRole('button', { name: 'Switch to NEW001' })).toBeTruthy();
    expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('School has been added!');
  });

  it('shows a duplicate school code at the field and as an error', async () => {
    renderWithProviders(<AddSchoolPage />, [
      answer({
        ok: false,
        error: {
          __typename: 'UserError',
          message: 'School code NEW001 is already in use',
          inputErrors: [{ __typename: 'InputError', path: 'schoolCode', message: 'is already in use' }],
        },
      }),
    ]);
    fill();
    expect(await screen.findByText('is already in use')).toBeTruthy();
    // Under the school code, not anywhere on the page.
    expect(fieldError(screen.getByRole('textbox', { name: /School code/ }))).toBe('is already in use');
    expect(fieldError(screen.getByRole('textbox', { name: /School name/ }))).toBeNull();
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain(
        'School code NEW001 is already in use',
      ),
    );
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });
});
