import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UpdateCommentCodeInfoDocument } from '../../school-settings/graphql/school-settings.generated';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import {
  ResolveCommentCodeDocument,
  StudentVerificationDocument,
  UpdateStudentRecordDocument,
} from '../graphql/records.generated';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { VerificationTab } from './VerificationTab';

const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool() } },
  maxUsageCount: 10,
};
const verification = {
  request: { query: StudentVerificationDocument, variables: { uuid: 'stu-1', aidYear: 2027 } },
  result: {
    data: {
      student: {
        __typename: 'Student',
        id: 1,
        uuid: 'stu-1',
        verificationState: {
          __typename: 'VerificationState',
          aidYear: 2027,
          status: 'REVIEW',
          verificationGroup: 'V1',
          selectedForVerification: 'Y',
          trackingFlag: 'V1',
          isirTransaction: 2,
          sai: 1500,
          taskListCounts: [{ __typename: 'TaskListCount', status: 'SUBMITTED', count: 2 }],
          openItems: 0,
          submittedItems: 2,
          signatureComplete: false,
          isirLocked: false,
          unresolvedCommentCodes: 1,
          readyForReview: false,
          missing: ['parent signature'],
        },
        biographicalInformation: {
          __typename: 'BiographicalInformation',
          aidYear: 2027,
          isirTransaction: 2,
          dependencyModel: 'D',
          mismatches: ['lastName'],
          fields: [
            {
              __typename: 'BiographicalField',
              field: 'firstName',
              label: 'First name',
              student: 'Jordan',
              isir: 'JORDAN',
              matches: true,
            },
            {
              __typename: 'BiographicalField',
              field: 'lastName',
              label: 'Last name',
              student: 'Rivera',
              isir: 'RIVERO',
              matches: false,
            },
          ],
        },
        commentCodes: [
          {
            __typename: 'StudentCommentCode',
            id: 4,
            aidYear: 2027,
            code: '171',
            description: 'Verify household size',
            display: true,
            resolved: false,
            resolvedBy: null,
            resolvedAt: null,
            onCurrentIsir: true,
          },
        ],
        crCodeHeadline: {
          __typename: 'CrCodeHeadline',
          aidYear: 2027,
          headline: 'OPEN',
          commentCodes: 1,
          unresolvedCommentCodes: 1,
          rejectCodes: ['12'],
          openCommentCodeItems: 0,
        },
        attributeHistory: [
          {
            __typename: 'AttributeChange',
            id: 5,
            field: 'SAI',
            oldValue: '1500',
            newValue: '900',
            transactionNumber: 2,
            changedAt: '2026-11-01T00:00:00Z',
          },
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

describe('verification tab', () => {
  it('shows what is missing, the fields that differ from the ISIR, and resolves a comment code', async () => {
    renderWithProviders(<VerificationTab uuid="stu-1" />, [
      school,
      verification,
      {
        request: { query: ResolveCommentCodeDocument, variables: { id: 4, resolved: true } },
        result: {
          data: {
            resolveCommentCode: {
              __typename: 'CommentCodeResult',
              ok: true,
              error: null,
              commentCode: {
                __typename: 'StudentCommentCode',
                id: 4,
                resolved: true,
                resolvedBy: 'v',
                resolvedAt: '2026-11-01T00:00:00Z',
              },
            },
          },
        },
      },
    ]);
    expect(await screen.findByText('parent signature')).toBeTruthy();
    expect(screen.getByText('Not ready')).toBeTruthy();
    expect(screen.getByText(/RIVERO/).textContent).toContain('(differs)');
    expect(screen.getByText('Verify household size')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resolve 171' }));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('Successful Update'),
    );
  });

  it('shows the comment and reject code headline and what a later ISIR changed', async () => {
    renderWithProviders(<VerificationTab uuid="stu-1" />, [school, verification]);
    expect(await screen.findByText('Codes to resolve')).toBeTruthy();
    expect(screen.getByText(/reject codes: 12;/)).toBeTruthy();
    const changes = screen.getByLabelText('ISIR changes');
    expect(changes.textContent).toContain('1500');
    expect(changes.textContent).toContain('900');
  });

  it("takes the ISIR's value for a field that differs, and lets SETTINGS_VIEW say what a comment code means", async () => {
    useAuthStore.setState({
      status: 'signedIn',
      viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT', 'SETTINGS_VIEW'] }),
    });
    renderWithProviders(<VerificationTab uuid="stu-1" />, [
      school,
      verification,
      {
        request: {
          query: UpdateStudentRecordDocument,
          variables: { uuid: 'stu-1', input: { lastName: 'RIVERO' } },
        },
        result: {
          data: {
            updateStudentRecord: {
              __typename: 'StudentRecordResult',
              ok: true,
              error: null,
              student: {
                __typename: 'StudentRecordChange',
                uuid: 'stu-1',
                firstName: 'Jordan',
                lastName: 'RIVERO',
                studentNumber: 'TU1',
                email: null,
                dateOfBirth: null,
              },
            },
          },
        },
      },
      {
        request: {
          query: UpdateCommentCodeInfoDocument,
          variables: {
            aidYear: 2027,
            item: { code: '171', description: 'Check the household size on the V1', display: true },
          },
        },
        result: {
          data: {
            updateCommentCodeInfo: {
              __typename: 'CommentCodeInfoResult',
              ok: true,
              error: null,
              message: null,
              updated: [
                {
                  __typename: 'CommentCodeInfo',
                  id: 1,
                  aidYear: 2027,
                  code: '171',
                  description: 'Check the household size on the V1',
                  display: true,
                },
              ],
            },
          },
        },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Use the ISIR value for firstName' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Use the ISIR value for lastName' }));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('Successful Update'),
    );
    useAlertStore.getState().clear();
    fireEvent.click(screen.getByRole('button', { name: 'Edit meaning' }));
    fireEvent.change(await screen.findByLabelText('Meaning'), {
      target: { value: 'Check the household size on the V1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('Successful Update'),
    );
  });

  it('offers neither edit to a role without the permissions', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer({ permissions: ['STUDENT_VIEW'] }) });
    renderWithProviders(<VerificationTab uuid="stu-1" />, [school, verification]);
    expect(await screen.findByText('Verify household size')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Use the ISIR value/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit meaning' })).toBeNull();
  });
});
