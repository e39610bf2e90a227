import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AddInterviewTaskItemDocument,
  InterviewTypesForTaskListDocument,
  UpdateInterviewTaskItemDocument,
} from '../graphql/taskItems.generated';
import { staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { AddInterviewTaskItem } from './AddInterviewTaskItem';
import { TaskItemStatusActions } from './TaskItemStatusActions';

const types = {
  request: { query: InterviewTypesForTaskListDocument, variables: { aidYear: 2027 } },
  result: {
    data: {
      interviewTypesForTaskList: [
        {
          __typename: 'InterviewType',
          id: 4,
          typeCode: 'V4',
          name: 'Identity and Statement of Educational Purpose',
        },
        { __typename: 'InterviewType', id: 5, typeCode: 'V5', name: 'V5 Verification' },
      ],
    },
  },
};
const added = (ok: boolean, message: string | null) => ({
  request: {
    query: AddInterviewTaskItemDocument,
    variables: {
      input: {
        student: 'stu-1',
        typeCode: 'V4',
        isForParentAccount: false,
        questionText: 'Bring a photo ID to the office',
        aidYear: 2027,
        dueDate: null,
      },
    },
  },
  result: {
    data: {
      addInterviewTaskItem: {
        __typename: 'InterviewTaskItemResult',
        ok,
        message: ok ? 'Successful Add' : null,
        error: ok ? null : { __typename: 'UserError', message, inputErrors: [] },
        item: ok ? { __typename: 'InterviewItem', id: 77, uuid: 'item-77', status: 'NEW' } : null,
      },
    },
  },
});
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

async function fillAndSubmit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add interview task' }));
  const form = await screen.findByRole('form', { name: 'Add interview task' });
  fireEvent.click(within(form).getByRole('combobox', { name: 'Interview' }));
  fireEvent.click(
    await screen.findByRole('option', { name: 'Identity and Statement of Educational Purpose (V4)' }),
  );
  fireEvent.change(within(form).getByLabelText(/Note to the student/), {
    target: { value: 'Bring a photo ID to the office' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Add to task list' }));
  return form;
}

beforeEach(() => {
  useAlertStore.getState().clear();
  useAuthStore.setState({
    status: 'signedIn',
    viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT'] }),
  });
});

describe('adding an interview to a task list', () => {
  it('adds the chosen interview with the note and says so', async () => {
    renderWithProviders(<AddInterviewTaskItem studentUuid="stu-1" forParent={false} aidYear={2027} />, [
      types,
      added(true, null),
    ]);
    await fillAndSubmit();
    await waitFor(() => expect(alerts()).toContain('Successful Add'));
    expect(screen.queryByRole('form', { name: 'Add interview task' })).toBeNull();
  });

  it('shows why the services refused it and keeps the form', async () => {
    renderWithProviders(<AddInterviewTaskItem studentUuid="stu-1" forParent={false} aidYear={2027} />, [
      types,
      added(
        false,
        'Jordan Rivera already has an open Identity and Statement of Educational Purpose item for 2026-2027',
      ),
    ]);
    await fillAndSubmit();
    await waitFor(() =>
      expect(alerts()).toContain(
        'Task list item could not be added: Jordan Rivera already has an open Identity and Statement of Educational Purpose item for 2026-2027',
      ),
    );
    expect(screen.getByRole('form', { name: 'Add interview task' })).toBeTruthy();
  });

  it('is not offered to staff without STUDENT_EDIT', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer({ permissions: ['STUDENT_VIEW'] }) });
    renderWithProviders(<AddInterviewTaskItem studentUuid="stu-1" forParent={false} aidYear={2027} />, [
      types,
    ]);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Add interview task' })).toBeNull();
  });

  it('waives an item with the status buttons; a submitted item offers verification instead', async () => {
    const waive = {
      request: {
        query: UpdateInterviewTaskItemDocument,
        variables: { input: { item: 'item-1', status: 'NOT_REQUIRED' } },
      },
      result: {
        data: {
          updateInterviewTaskItem: {
            __typename: 'InterviewTaskItemResult',
            ok: true,
            message: 'Item was updated',
            error: null,
            item: { __typename: 'InterviewItem', id: 1, uuid: 'item-1', status: 'NOT_REQUIRED' },
          },
        },
      },
    };
    const { unmount } = renderWithProviders(
      <TaskItemStatusActions itemUuid="item-1" itemName="V5 Verification" status="NEW" />,
      [waive],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Not required: V5 Verification' }));
    await waitFor(() => expect(alerts()).toContain('Item was updated'));
    unmount();
    renderWithProviders(
      <TaskItemStatusActions itemUuid="item-2" itemName="V5 Verification" status="SUBMITTED" />,
    );
    expect(await screen.findByRole('button', { name: 'Mark verified: V5 Verification' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Not required: V5 Verification' })).toBeNull();
  });
});
