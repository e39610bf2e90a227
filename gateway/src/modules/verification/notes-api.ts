import type { StudentNoteInput, StudentNoteUpdate } from '../../__generated__/resolvers-types.js';
import { gatewayError } from '../../platform/errors.js';
import { requireUuid } from '../../platform/input.js';
import { RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type MemoRecord = ServiceAnswer<'/student-api/StudentInterviewLinkMemo', 'post'>;

/** GraphQL names the memo's task list item taskListItemId. */
const toMemo = ({ studentInterviewLinkID, ...m }: MemoRecord) => ({
  ...m,
  taskListItemId: studentInterviewLinkID,
});

/**
 * What the staff write about one student: alerts, memos and reminders on the student, and memos on the items of
 * the task list. The services check school and permission.
 */
export class StudentNotesApi extends RestClient<'student'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  // ---- alerts, memos and reminders -----------------------------------------------------------------------

  notes(uuid: string, kind: 'alert' | 'memo', includeExpired: boolean) {
    return this.required(
      this.post(`/student-api/${kind}/search/{id}`, { path: { id: uuid }, body: { includeExpired } }),
    );
  }

  addNote(uuid: string, input: StudentNoteInput) {
    const kind = input.kind === 'ALERT' ? 'alert' : 'memo';
    if (input.kind === 'REMINDER' && !input.dueDate) {
      // The services tell a reminder from a memo by its due date.
      return Promise.reject(
        gatewayError('BAD_USER_INPUT', 'A reminder needs a due date', {
          inputErrors: [{ path: 'input.dueDate', message: 'A reminder needs a due date' }],
        }),
      );
    }
    return this.required(
      this.post(`/student-api/${kind}/add/{id}`, {
        path: { id: requireUuid(uuid, 'uuid') },
        body: {
          text: input.text,
          severity: input.severity ?? undefined,
          dueDate: input.kind === 'MEMO' ? undefined : (input.dueDate ?? undefined),
        },
        inputPaths: { text: 'input.text', dueDate: 'input.dueDate', severity: 'input.severity' },
      }),
    );
  }

  updateNote(id: number, input: StudentNoteUpdate) {
    return this.required(
      this.patch('/student-api/reminder/{id}', {
        path: { id },
        body: {
          text: input.text ?? undefined,
          severity: input.severity ?? undefined,
          dueDate: input.dueDate ?? undefined,
        },
      }),
    );
  }

  expireNote(id: number) {
    return this.required(this.patch('/student-api/reminder/expire/{id}', { path: { id }, body: {} }));
  }

  async deleteNote(id: number): Promise<void> {
    await this.required(this.delete('/student-api/reminder/{id}', { path: { id } }));
  }

  // ---- task list memos ---------------------------------------------------------------------------------

  async taskListMemos(uuid: string) {
    const memos = await this.required(
      this.get('/student-api/StudentInterviewLinkMemo/getManyStudentInterviewLinkMemosByStudentID/{id}', {
        path: { id: uuid },
      }),
    );
    return memos.map(toMemo);
  }

  async addTaskListMemo(taskListItemId: number, text: string) {
    return toMemo(
      await this.required(
        this.post('/student-api/StudentInterviewLinkMemo', {
          body: { studentInterviewLinkID: taskListItemId, text },
          inputPaths: { studentInterviewLinkID: 'taskListItemId' },
        }),
      ),
    );
  }

  async updateTaskListMemo(id: number, text: string) {
    return toMemo(
      await this.required(
        this.patch('/student-api/StudentInterviewLinkMemo/{id}', { path: { id }, body: { text } }),
      ),
    );
  }

  async deleteTaskListMemo(id: number): Promise<void> {
    await this.required(this.delete('/student-api/StudentInterviewLinkMemo/{id}', { path: { id } }));
  }
}
