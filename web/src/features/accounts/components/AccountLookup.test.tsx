import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { IdentityAccountDocument, LinkStudentAccountDocument } from '../graphql/accountDirectory.generated';
import { staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { AccountLookup } from './AccountLookup';

const lookup = (username: string, account: object | null) => ({
  request: { query: IdentityAccountDocument, variables: { username } },
  result: {
    data: {
      identityAccount: {
        __typename: 'IdentityAccountResult',
        ok: Boolean(account),
        account,
        error: account ? null : { __typename: 'UserError', message: 'User not found' },
      },
    },
  },
});
const parent = {
  __typename: 'IdentityAccount',
  id: 31,
  username: 'parent@aidverify.test',
  firstName: 'Pat',
  lastName: 'Rivera',
  phone: '***-***-4477',
  mfaOption: 'SMS',
  enabled: true,
  lastSignInAt: null,
  students: [
    {
      __typename: 'AccountStudent',
      id: 2,
      uuid: 'stu-2',
      firstName: 'Casey',
      lastName: 'Rivera',
      accountType: 'PARENT',
    },
  ],
};
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

async function search(username: string) {
  fireEvent.change(await screen.findByLabelText('Account e-mail'), { target: { value: username } });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
}

beforeEach(() => {
  useAlertStore.getState().clear();
  useAuthStore.setState({
    status: 'signedIn',
    viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT'] }),
  });
});

describe('finding an account by e-mail', () => {
  it('says User not found for an e-mail no account of the school uses', async () => {
    renderWithProviders(<AccountLookup studentId={1} />, [lookup('nobody@example.edu', null)]);
    await search('nobody@example.edu');
    expect((await screen.findByRole('alert')).textContent).toBe('User not found');
  });

  it('shows the account, how it gets codes and whom it serves, and links it as a parent of this student', async () => {
    const link = {
      request: {
        query: LinkStudentAccountDocument,
        variables: { studentId: 1, accountId: 31, accountType: 'PARENT' },
      },
      result: {
        data: {
          linkStudentAccount: {
            __typename: 'ActionResult',
            ok: true,
            message: 'Successful Add',
            error: null,
          },
        },
      },
    };
    renderWithProviders(<AccountLookup studentId={1} />, [lookup('parent@aidverify.test', parent), link]);
    await search('parent@aidverify.test');
    const card = await screen.findByRole('region', { name: 'Account parent@aidverify.test' });
    expect(within(card).getByText('Codes by text message to ***-***-4477')).toBeTruthy();
    expect(within(card).getByText('Serves: Casey Rivera (Parent)')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Link account' }));
    await waitFor(() => expect(alerts()).toContain('Successful Add'));
  });

  it('offers no linking without STUDENT_EDIT', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer({ permissions: ['STUDENT_VIEW'] }) });
    renderWithProviders(<AccountLookup studentId={1} />, [lookup('parent@aidverify.test', parent)]);
    await search('parent@aidverify.test');
    await screen.findByRole('region', { name: 'Account parent@aidverify.test' });
    expect(screen.queryByRole('button', { name: 'Link account' })).toBeNull();
  });
});
