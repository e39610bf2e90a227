import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentSchoolDocument, ResolveCommentCodeDocument, StudentVerificationDocument } from '../../../__generated__/graphql';
import { currentSchool, staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { VerificationTab } from './VerificationTab';

const school = { request: { query: CurrentSchoolDocument }, result: { data: { currentSchool: currentSchool() } }, maxUsageCount: 10 };
const verification = {
  request: { query: StudentVerificationDocument, variables: { uuid: 'stu-1', aidYear: 2027 } },
  result: {
    data: {
      student: {
        __typename: 'Student', id: 1, uuid: 'stu-1',
        verificationState: {
          __typename: 'VerificationState', aidYear: 2027, status: 'REVIEW', verificationGroup: 'V1', selectedForVerification: 'Y', trackingFlag: 'V1', isirTransaction: 2, sai: 1500,
          taskListCounts: [{ __typename: 'TaskListCount', status: 'SUBMITTED', count: 2 }], openItems: 0, submittedItems: 2, signatureComplete: false, isirLocked: false,
          unresolvedCommentCodes: 1, readyForReview: false, missing: ['parent signature'],
        },
        biographicalInformation: {
          __typename: 'BiographicalInformation', aidYear: 2027, isirTransaction: 2, dependencyModel: 'D', mismatches: ['lastName'],
          fields: [
            { __typename: 'BiographicalField', field: 'firstName', label: 'First name', student: 'Jordan', isir: 'JORDAN', matches: true },
            { __typename: 'BiographicalField', field: 'lastName', label: 'Last name', student: 'Rivera', isir: 'RIVERO', matches: false },
          ],
        },
        commentCodes: [{ __typename: 'StudentCommentCode', id: 4, aidYear: 2027, code: '171', description: 'Verify household size', display: true, resolved: false, resolvedBy: null, resolvedAt: null, onCurrentIsir: true }],
      },
    },
  },
  maxUsageCount: 3,
};

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT'] }) });
  useAlertStore.getState().clear();
});

describe('verification tab', () => {
  it('shows what is missing, the fields that differ from the ISIR, and resolves a comment code', async () => {
    renderWithProviders(<VerificationTab uuid="stu-1" />, [
      school,
      verification,
      { request: { query: ResolveCommentCodeDocument, variables: { id: 4, resolved: true } }, result: { data: { resolveCommentCode: { __typename: 'CommentCodeResult', ok: true, error: null, commentCode: { __typename: 'StudentCommentCode', id: 4, resolved: true, resolvedBy: 'v', resolvedAt: '2026-11-01T00:00:00Z' } } } } },
    ]);
    expect(await screen.findByText('parent signature')).toBeTruthy();
    expect(screen.getByText('Not ready')).toBeTruthy();
    expect(screen.getByText(/RIVERO/).textContent).toContain('(differs)');
    expect(screen.getByText('Verify household size')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resolve 171' }));
    await waitFor(() => expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('Successful Update'));
  });
});
