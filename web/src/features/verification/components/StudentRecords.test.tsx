import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { SupportingDocumentsDocument } from '../graphql/documents.generated';
import {
  AddStudentNoteDocument,
  AddTaskListMemoDocument,
  DeleteTaskListMemoDocument,
  ExpireStudentNoteDocument,
  StudentAlertsDocument,
  StudentMemosDocument,
  StudentMemoTaskListDocument,
  StudentTaskListMemosDocument,
} from '../graphql/notes.generated';
import { currentSchool, staffViewer, taskItem } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { NotesTab } from './NotesTab';
import { StudentTaskListTab } from './TaskListMemosTab';

const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool() } },
  maxUsageCount: 10,
};
const alerts = () => useAlertStore.getState().alerts.map((a) => [a.kind, a.text]);

beforeEach(() => {
  useAuthStore.setState({
    status: 'signedIn',
    viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT'] }),
  });
  useAlertStore.getState().clear();
});

describe('task list memos', () => {
  const item = taskItem('SUBMITTED', 'Verification Worksheet');
  const taskList = (memos: { id: number; text: string }[], uses = 1) => [
    {
      request: {
        query: StudentMemoTaskListDocument,
        variables: { uuid: 'stu-1', aidYear: 2027, filtered: true, forParent: false },
      },
      result: {
        data: {
          student: {
            __typename: 'Student',
            id: 1,
            uuid: 'stu-1',
            firstName: 'Jordan',
            lastName: 'Rivera',
            taskList: [item],
          },
        },
      },
      maxUsageCount: uses,
    },
    {
      request: { query: StudentTaskListMemosDocument, variables: { uuid: 'stu-1' } },
      result: {
        data: {
          student: {
            __typename: 'Student',
            id: 1,
            uuid: 'stu-1',
            taskListMemos: memos.map((m) => ({
              __typename: 'TaskListMemo',
              ...m,
              taskListItemId: item.id,
              authorName: 'verifier@aidverify.test',
              createdAt: '2026-10-01T10:00:00Z',
            })),
          },
        },
      },
      maxUsageCount: uses,
    },
  ];

  it("shows the items with 'Get many for task list memos failed' and the reason when their memos cannot be read", async () => {
    const [items] = taskList([]);
    renderWithProviders(<StudentTaskListTab uuid="stu-1" />, [
      school,
      items!,
      {
        request: { query: StudentTaskListMemosDocument, variables: { uuid: 'stu-1' } },
        result: { errors: [new GraphQLError('The memo service is not answering')] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Get many for task list memos failed: The memo service is not answering',
    );
    expect(screen.getByLabelText('New memo for Verification Worksheet')).toBeTruthy();
  });

  it('adds a memo to an item and shows the spec success message', async () => {
    renderWithProviders(<StudentTaskListTab uuid="stu-1" />, [
      school,
      ...taskList([]),
      {
        request: {
          query: AddTaskListMemoDocument,
          variables: { taskListItemId: item.id, text: 'W-2 received' },
        },
        result: {
          data: {
            addTaskListMemo: {
              __typename: 'TaskListMemoResult',
              ok: true,
              error: null,
              memo: { __typename: 'TaskListMemo', id: 5 },
            },
          },
        },
      },
      ...taskList([{ id: 5, text: 'W-2 received' }]),
    ]);
    fireEvent.change(await screen.findByLabelText('New memo for Verification Worksheet'), {
      target: { value: 'W-2 received' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add memo' }));
    await waitFor(() => expect(alerts()).toContainEqual(['success', 'Successfully added task list memo']));
    expect(await screen.findByText('W-2 received')).toBeTruthy();
  });

  it('lists what the student uploaded on an item, under the question it answers', async () => {
    renderWithProviders(<StudentTaskListTab uuid="stu-1" />, [
      school,
      ...taskList([]),
      {
        request: { query: SupportingDocumentsDocument, variables: { taskListItemId: item.id } },
        result: {
          data: {
            supportingDocuments: [
              {
                __typename: 'SupportingDocument',
                id: 3,
                fileName: '2024-tax-transcript.pdf',
                contentType: 'application/pdf',
                size: 4096,
                questionText: 'Upload your tax return transcript',
                versionId: 1,
                createdAt: '2026-10-02T10:00:00Z',
              },
            ],
          },
        },
      },
    ]);
    const uploads = await screen.findByLabelText('Uploaded documents');
    expect(uploads.textContent).toContain('2024-tax-transcript.pdf');
    expect(uploads.textContent).toContain('Upload your tax return transcript');
  });

  it("shows 'Task list memo delete failed' with the reason when the services refuse", async () => {
    renderWithProviders(<StudentTaskListTab uuid="stu-1" />, [
      school,
      ...taskList([{ id: 9, text: 'Old note' }], 2),
      {
        request: { query: DeleteTaskListMemoDocument, variables: { id: 9 } },
        result: {
          data: {
            deleteTaskListMemo: {
              __typename: 'TaskListMemoResult',
              ok: false,
              error: { __typename: 'UserError', message: 'No task list memo 9', inputErrors: [] },
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete memo Old note' }));
    await waitFor(() => {
      expect(alerts()).toContainEqual(['error', 'Task list memo delete failed: No task list memo 9']);
    });
  });

  it('hides add and delete from a role without STUDENT_EDIT', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer({ permissions: ['STUDENT_VIEW'] }) });
    renderWithProviders(<StudentTaskListTab uuid="stu-1" />, [
      school,
      ...taskList([{ id: 9, text: 'Old note' }]),
    ]);
    expect(await screen.findByText('Old note')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add memo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete memo Old note' })).toBeNull();
  });
});

describe('alerts, memos and reminders', () => {
  const note = (id: number, severity: string, expired = false) => ({
    __typename: 'StudentNote',
    id,
    kind: 'ALERT',
    severity,
    text: `${severity} alert`,
    dueDate: null,
    expired,
    authorName: 'v',
    createdAt: '2026-10-01T10:00:00Z',
  });
  const notes = (alertsList: unknown[], uses = 1) => [
    {
      request: { query: StudentAlertsDocument, variables: { uuid: 'stu-1', includeExpired: false } },
      result: { data: { student: { __typename: 'Student', id: 1, uuid: 'stu-1', alerts: alertsList } } },
      maxUsageCount: uses,
    },
    {
      request: { query: StudentMemosDocument, variables: { uuid: 'stu-1', includeExpired: false } },
      result: { data: { student: { __typename: 'Student', id: 1, uuid: 'stu-1', memos: [] } } },
      maxUsageCount: uses,
    },
  ];

  it("says 'No response from fetch student alerts' when the alerts loader answers no student; the memos still show", async () => {
    const [, memos] = notes([]);
    renderWithProviders(<NotesTab uuid="stu-1" />, [
      {
        request: { query: StudentAlertsDocument, variables: { uuid: 'stu-1', includeExpired: false } },
        result: { data: { student: null } },
      },
      memos!,
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('No response from fetch student alerts');
    expect(await screen.findByText('No memos.')).toBeTruthy();
  });

  it("adds an alert with 'Alert Added'; a failure shows 'Alert could not be added'", async () => {
    const input = { kind: 'ALERT', text: 'Call the family', severity: 'warning', dueDate: null };
    renderWithProviders(<NotesTab uuid="stu-1" />, [
      ...notes([]),
      {
        request: { query: AddStudentNoteDocument, variables: { uuid: 'stu-1', input } },
        result: {
          data: {
            addStudentNote: {
              __typename: 'StudentNoteResult',
              ok: true,
              error: null,
              note: { __typename: 'StudentNote', id: 3 },
            },
          },
        },
      },
      ...notes([note(3, 'warning')], 2),
      {
        request: { query: AddStudentNoteDocument, variables: { uuid: 'stu-1', input } },
        result: {
          data: {
            addStudentNote: {
              __typename: 'StudentNoteResult',
              ok: false,
              error: { __typename: 'UserError', message: 'text must not be empty', inputErrors: [] },
              note: null,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByText('Alert'));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Call the family' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(alerts()).toContainEqual(['success', 'Alert Added']));
    fireEvent.change(screen.getAllByLabelText('Text')[0]!, { target: { value: 'Call the family' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(alerts()).toContainEqual(['error', 'Alert could not be added: text must not be empty']),
    );
  });

  it("dismisses an alert with 'Item was expired'", async () => {
    renderWithProviders(<NotesTab uuid="stu-1" />, [
      ...notes([note(4, 'error')]),
      {
        request: { query: ExpireStudentNoteDocument, variables: { id: 4 } },
        result: {
          data: {
            expireStudentNote: { __typename: 'StudentNoteResult', ok: true, error: null, removed: true },
          },
        },
      },
      ...notes([]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(alerts()).toContainEqual(['success', 'Item was expired']));
    expect(await screen.findByText('No alerts.')).toBeTruthy();
  });
});
