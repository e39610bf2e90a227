import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import {
  StaffChangeAccountEmailDocument,
  StaffSetTemporaryPasswordDocument,
  StaffUpdateStudentAccountDocument,
  StudentLinkedAccountsDocument,
  UnlinkAccountDocument,
} from '../graphql/account-links.generated';
import { StudentParentProfileDocument } from '../graphql/records.generated';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { LinkedAccountsTab } from './LinkedAccountsTab';

const account = (id: number, accountType: string, username: string, preferredLanguage = 'EN') => ({
  __typename: 'LinkedAccount',
  id,
  uuid: `acct-${id}`,
  username,
  firstName: 'Pat',
  lastName: 'Rivera',
  accountType,
  eSignOptOut: false,
  eSignOptOutDate: null,
  mfaOption: 'EMAIL',
  preferredLanguage,
});
const accounts = {
  request: { query: StudentLinkedAccountsDocument, variables: { uuid: 'stu-1' } },
  result: {
    data: {
      student: {
        __typename: 'Student',
        id: 1,
        uuid: 'stu-1',
        accounts: [
          account(10, 'STUDENT', 'jordan@example.edu', 'ES'),
          account(11, 'PARENT', 'pat@example.edu'),
        ],
      },
    },
  },
  maxUsageCount: 3,
};

beforeEach(() => {
  useAuthStore.setState({
    status: 'signedIn',
    viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT'] }),
  });
  useAlertStore.getState().clear();
});

describe('linked accounts', () => {
  it("shows each account's portal language, as the student or parent chose it", async () => {
    renderWithProviders(<LinkedAccountsTab uuid="stu-1" />, [accounts]);
    await screen.findByRole('cell', { name: 'jordan@example.edu' });
    const languageColumn = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Language');
    expect(languageColumn).toBeGreaterThan(-1);
    const languageOf = (email: string) =>
      screen.getByRole('cell', { name: email }).closest('tr')!.querySelectorAll('td')[languageColumn]!
        .textContent;
    expect(languageOf('jordan@example.edu')).toBe('Spanish');
    expect(languageOf('pat@example.edu')).toBe('English');
  });

  it("shows a temporary password once, and never offers to unlink the student's own account", async () => {
    renderWithProviders(<LinkedAccountsTab uuid="stu-1" />, [
      accounts,
      {
        request: { query: StaffSetTemporaryPasswordDocument, variables: { username: 'jordan@example.edu' } },
        result: {
          data: {
            setTemporaryPassword: {
              __typename: 'TemporaryPasswordResult',
              ok: true,
              error: null,
              temporaryPassword: 'Temp-1234-abcd',
            },
          },
        },
      },
    ]);
    const [studentActions] = await screen.findAllByRole('button', { name: 'Account actions for Pat Rivera' });
    fireEvent.click(studentActions!);
    expect(screen.queryByRole('menuitem', { name: 'Unlink' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Temporary password' }));
    expect(await screen.findByText('Temp-1234-abcd')).toBeTruthy();
  });

  it("says 'There was an issue updating the keycloak user' when Keycloak refuses a temporary password or new e-mail", async () => {
    // What the gateway answers when the services' Keycloak update failed (502 with the spec's words).
    const keycloakFailed = {
      errors: [
        new GraphQLError('There was an issue updating the keycloak user', {
          extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 502 },
        }),
      ],
    };
    renderWithProviders(<LinkedAccountsTab uuid="stu-1" />, [
      accounts,
      {
        request: { query: StaffSetTemporaryPasswordDocument, variables: { username: 'pat@example.edu' } },
        result: keycloakFailed,
      },
      {
        request: {
          query: StaffChangeAccountEmailDocument,
          variables: { accountId: 11, currentUsername: 'pat@example.edu', newUsername: 'pat.r@example.edu' },
        },
        result: keycloakFailed,
      },
      {
        request: { query: StaffSetTemporaryPasswordDocument, variables: { username: 'jordan@example.edu' } },
        result: {
          errors: [
            new GraphQLError('The student service did not answer within 10000 ms; try again', {
              extensions: { code: 'UPSTREAM_ERROR' },
            }),
          ],
        },
      },
    ]);
    const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);
    const [student, parent] = await screen.findAllByRole('button', {
      name: 'Account actions for Pat Rivera',
    });
    fireEvent.click(parent!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Temporary password' }));
    await waitFor(() => expect(alerts()).toEqual(['There was an issue updating the keycloak user']));
    expect(screen.queryByText(/^Temporary password for/)).toBeNull();

    useAlertStore.getState().clear();
    fireEvent.click(parent!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change e-mail' }));
    fireEvent.change(await screen.findByLabelText('New e-mail'), { target: { value: 'pat.r@example.edu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toEqual(['There was an issue updating the keycloak user']));
    // The form stays open with the new address, to try again.
    expect((screen.getByLabelText('New e-mail') as HTMLInputElement).value).toBe('pat.r@example.edu');

    // Any other failure keeps the spec's 'Update failed' with the reason.
    useAlertStore.getState().clear();
    fireEvent.click(student!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Temporary password' }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Update failed: The student service did not answer within 10000 ms; try again',
      ]),
    );
  });

  it("unlinks a parent; a refusal shows 'Unlink account failed'", async () => {
    renderWithProviders(<LinkedAccountsTab uuid="stu-1" />, [
      accounts,
      {
        request: { query: UnlinkAccountDocument, variables: { uuid: 'stu-1', accountId: 11 } },
        result: {
          data: {
            unlinkAccount: {
              __typename: 'StudentActionResult',
              ok: false,
              error: {
                __typename: 'UserError',
                message: 'Account 11 is not linked to Jordan Rivera',
                inputErrors: [],
              },
            },
          },
        },
      },
    ]);
    const parentActions = (
      await screen.findAllByRole('button', { name: 'Account actions for Pat Rivera' })
    )[1]!;
    fireEvent.click(parentActions);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unlink' }));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain(
        'Unlink account failed: Account 11 is not linked to Jordan Rivera',
      ),
    );
  });

  it("changes a parent's mobile number and code channel; the services' refusal is shown", async () => {
    renderWithProviders(<LinkedAccountsTab uuid="stu-1" />, [
      accounts,
      {
        request: {
          query: StaffUpdateStudentAccountDocument,
          variables: { id: 11, input: { phone: '+1 555 010 2030', mfaOption: 'SMS' } },
        },
        result: {
          data: {
            updateStudentAccount: {
              __typename: 'StudentAccountResult',
              ok: false,
              error: { __typename: 'UserError', message: 'phone: must be a phone number', inputErrors: [] },
              account: null,
            },
          },
        },
      },
    ]);
    const actions = await screen.findAllByRole('button', { name: 'Account actions for Pat Rivera' });
    fireEvent.click(actions[1]!);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Change name, mobile number or code channel' }));
    fireEvent.change(await screen.findByLabelText('New mobile number'), {
      target: { value: '+1 555 010 2030' },
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Sign-in codes by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Text message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain(
        'Update failed: phone: must be a phone number',
      ),
    );
  });

  it('shows the parent as the ISIR reports them beside the linked accounts', async () => {
    renderWithProviders(<LinkedAccountsTab uuid="stu-1" />, [
      accounts,
      {
        request: { query: CurrentSchoolDocument },
        result: { data: { currentSchool: currentSchool() } },
        maxUsageCount: 5,
      },
      {
        request: { query: StudentParentProfileDocument, variables: { uuid: 'stu-1', aidYear: 2027 } },
        result: {
          data: {
            student: {
              __typename: 'Student',
              id: 1,
              uuid: 'stu-1',
              parentProfile: {
                __typename: 'ParentProfile',
                aidYear: 2027,
                parentSignatureRequired: true,
                transactionNumber: 2,
                reportedOnIsir: {
                  __typename: 'ParentReported',
                  firstName: 'PAT',
                  middleName: null,
                  lastName: 'RIVERA',
                  dateOfBirth: '19750102',
                  emailAddress: 'PAT@EXAMPLE.EDU',
                },
                accounts: [],
              },
            },
          },
        },
      },
    ]);
    const panel = await screen.findByLabelText('Parent on the ISIR');
    expect(panel.textContent).toContain('Parent on the 2026-2027 ISIR (transaction 2)');
    expect(panel.textContent).toContain('PAT RIVERA, born 19750102, pat@example.edu');
  });
});
