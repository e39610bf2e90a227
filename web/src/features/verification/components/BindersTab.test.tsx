import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { CreateSuperBinderDocument, StudentBindersDocument } from '../graphql/binders.generated';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { BindersTab } from './BindersTab';

const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool() } },
  maxUsageCount: 10,
};
const binders = (list: unknown[], uses = 1) => ({
  request: { query: StudentBindersDocument, variables: { uuid: 'stu-1', aidYear: 2027 } },
  result: {
    data: { student: { __typename: 'Student', id: 1, uuid: 'stu-1', dependencyStatus: 0, binders: list } },
  },
  maxUsageCount: uses,
});
const superBinder = {
  __typename: 'StudentBinder',
  uuid: 'b-1',
  aidYear: 2027,
  kind: 'SUPER_BINDER',
  isForParentAccount: false,
  inkSign: true,
  pageCount: 4,
  size: 5000,
  createdBy: 'verifier@aidverify.test',
  createdAt: '2026-11-01T10:00:00Z',
};
const texts = () => useAlertStore.getState().alerts.map((a) => a.text);

beforeEach(() => {
  useAuthStore.setState({
    status: 'signedIn',
    viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT'] }),
  });
  useAlertStore.getState().clear();
});

describe('binders', () => {
  it("creates a super binder with 'Super Binder has been created' and lists it; no parent binder for an independent student", async () => {
    renderWithProviders(<BindersTab uuid="stu-1" />, [
      school,
      binders([]),
      {
        request: { query: CreateSuperBinderDocument, variables: { uuid: 'stu-1' } },
        result: {
          data: {
            createSuperBinder: {
              __typename: 'BinderResult',
              ok: true,
              error: null,
              binder: { __typename: 'StudentBinder', uuid: 'b-1' },
            },
          },
        },
      },
      binders([superBinder], 2),
    ]);
    expect(await screen.findByText('No binders yet for 2026-2027.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create parent binder' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create super binder' }));
    await waitFor(() => expect(texts()).toContain('Super Binder has been created'));
    expect(await screen.findByText('Super binder')).toBeTruthy();
  });

  it("shows 'Creating Super Binder failed' with the reason", async () => {
    renderWithProviders(<BindersTab uuid="stu-1" />, [
      school,
      binders([], 2),
      {
        request: { query: CreateSuperBinderDocument, variables: { uuid: 'stu-1' } },
        result: {
          data: {
            createSuperBinder: {
              __typename: 'BinderResult',
              ok: false,
              error: {
                __typename: 'UserError',
                message: 'Avery Chen has no task list: nothing to bind',
                inputErrors: [],
              },
              binder: null,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create super binder' }));
    await waitFor(() =>
      expect(texts()).toContain('Creating Super Binder failed: Avery Chen has no task list: nothing to bind'),
    );
  });
});
