import DataLoader from 'dataloader';
import type {
  LinkedAccount,
  StaffHomeCounts,
  Student,
  StudentSearchInput,
  StudentSearchPage,
  TaskListItem,
  Worklist,
  WorklistCsv,
  WorklistInput,
  WorklistPage,
  WorklistSort,
} from '../../__generated__/resolvers-types.js';
import { gatewayError } from '../../platform/errors.js';
import { resolvedLater } from '../../platform/field-resolvers.js';
import { requireUuid } from '../../platform/input.js';
import { groupBy, toError } from '../../platform/loaders.js';
import {
  checkedByServices,
  RestClient,
  type Caller,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';
import { toAccountType } from '../identity/account-type.js';

/** The student of the REST contract (student/getStudent, getManyStudent, userSearch). */
type StudentRecord = ServiceAnswer<'/student-api/student/getStudent/{id}'>;
/** A student interview link as studentInterviewLink/taskListSearch answers it. */
type TaskListRecord = ServiceAnswer<'/student-api/studentInterviewLink/taskListSearch', 'post'>[number];
type WorklistAnswer = ServiceAnswer<'/student-api/worklist/{a}/{b}/{aidYear}'>;
/** A worklist page, or (path segment csv) the worklist as a CSV file inside JSON. */
type WorklistRecord = Extract<WorklistAnswer, { items: unknown }>;

/** GraphQL worklist → the services' path segment. */
const WORKLIST_PATH: Record<Worklist, string> = {
  REVIEW: 'review',
  APPROVED: 'approved',
  APPROVED_WITH_CORRECTIONS: 'approvedWithCorrections',
  APPROVED_WITH_CR: 'approvedWithCR',
};
const SORT_PARAM = {
  NAME: 'name',
  STUDENT_NUMBER: 'studentNumber',
  VERIFICATION_GROUP: 'verificationGroup',
  UPDATED_AT: 'updatedAt',
  ASSIGNED_TO: 'assignedTo',
} as const satisfies Record<WorklistSort, string>;

/** The worklist's query, in the order the services have always been sent it; undefined ones are left out. */
function worklistQuery(input: WorklistInput, cursor?: { first: number; after?: string | null }) {
  return {
    pageSize: cursor ? cursor.first : (input.pageSize ?? 50),
    sort: SORT_PARAM[input.sort ?? 'NAME'],
    descending: input.descending ? ('true' as const) : ('false' as const),
    assignedToMe: input.assignedToMe ? ('true' as const) : ('false' as const),
    filter: input.filter?.trim() || undefined,
    // GraphQL's verificationGroup is a String; the route's enum (V1-V6) is checked by the services.
    verificationGroup: checkedByServices(input.verificationGroup || undefined),
    after: cursor?.after || undefined,
  };
}

/** A worklist page, not the CSV file the same route answers for the segment csv. */
function worklistPage(answer: WorklistAnswer): WorklistRecord {
  if ('items' in answer) return answer;
  throw gatewayError(
    'UPSTREAM_ERROR',
    'The student API answered a CSV file where a worklist page was expected',
  );
}

/** Which task list of a student: one aid year, filtered or not, the student's or the parent's items. */
export interface TaskListKey {
  studentId: number;
  aidYear: number;
  filtered: boolean;
  forParent?: boolean;
}

/** Student fields the REST student record lacks: each has its own resolver. */
export type StudentLater =
  | 'taskList'
  | 'accounts'
  | 'signatureStatus'
  | 'binders'
  | 'verificationState'
  | 'biographicalInformation'
  | 'commentCodes'
  | 'taskListMemos'
  | 'alerts'
  | 'memos'
  | 'processorDocuments'
  | 'history'
  | 'statusHistory'
  | 'accountHistory'
  | 'correctionHistory'
  | 'correctionSummaries'
  | 'activity'
  | 'accessLog'
  | 'documentDownloads'
  | 'attributes'
  | 'attributeHistory'
  | 'parentProfile'
  | 'crCodeHeadline';

/** The services' limit on ids per batched call. */
const MAX_IDS = 1000;

/** The student API base (`/student-api/`): students, their task lists and linked accounts, worklist counts. */
export class StudentApi extends RestClient<'student'> {
  private readonly studentsById = new DataLoader<number, Student>((ids) => this.readStudents(ids), {
    maxBatchSize: MAX_IDS,
  });
  private readonly taskLists = new DataLoader<TaskListKey, TaskListItem[], string>(
    (keys) => this.readTaskLists(keys),
    {
      maxBatchSize: MAX_IDS,
      cacheKeyFn: (k) => `${k.studentId}:${k.aidYear}:${k.filtered}:${k.forParent ?? 'both'}`,
    },
  );
  /** Accounts of every student asked for in one tick: one StudentAccountLink/getMany call. */
  private readonly accountsByStudentId = new DataLoader<number, LinkedAccount[]>(
    (ids) => this.readAccounts(ids),
    {
      maxBatchSize: MAX_IDS,
    },
  );
  /** The student each task list item belongs to (not a field of TaskListItem's own shape). */
  private readonly studentIdOfItem = new WeakMap<TaskListItem, number>();

  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  /** Students of the session's school, a page at a time. */
  async search(input: StudentSearchInput): Promise<StudentSearchPage> {
    const page = await this.required(
      this.post('/student-api/student/userSearch/false', {
        body: {
          searchValue: input.text,
          searchField: input.field ?? undefined,
          allSchools: input.allSchools ?? undefined,
          page: input.page ?? undefined,
          pageSize: input.pageSize ?? undefined,
        },
        inputPaths: { searchValue: 'text', searchField: 'field' },
      }),
    );
    return { ...page, fuzzy: page.fuzzy ?? false, items: page.items.map((record) => this.remember(record)) };
  }

  /** Students of the session's school, `first` after the cursor `after` (searchStudentsConnection). */
  async searchConnection(input: StudentSearchInput, first: number, after?: string | null) {
    const page = await this.required(
      this.post('/student-api/student/userSearch/false', {
        body: {
          searchValue: input.text,
          searchField: input.field ?? undefined,
          allSchools: input.allSchools ?? undefined,
          page: 1,
          pageSize: first,
          after: after ?? undefined,
        },
        inputPaths: { searchValue: 'input.text', searchField: 'input.field', pageSize: 'first' },
      }),
    );
    return { ...page, items: page.items.map((record) => this.remember(record)) };
  }

  /** One student by uuid; the services check the caller may see it and log the view. */
  async student(uuid: string): Promise<Student> {
    const record = await this.required(
      this.get('/student-api/student/getStudent/{id}', { path: { id: requireUuid(uuid, 'uuid') } }),
    );
    return this.remember(record);
  }

  studentOf(item: TaskListItem): Promise<Student> {
    const studentId = this.studentIdOfItem.get(item);
    if (studentId === undefined)
      throw gatewayError('NOT_FOUND', `No student is known for task list item ${item.id}`);
    return this.studentById(studentId);
  }

  /** A student of the session's school by numeric id; all ids asked for in one tick go in one getManyStudent call. */
  studentById(id: number): Promise<Student> {
    return this.studentsById.load(id);
  }

  /**
   * The student a staff action's payload names (`studentId`, from the services' answer), read only when asked for
   * and by id like every look-up here: getManyStudent answers students of the caller's school only, to staff with
   * STUDENT_VIEW. Null when the action was not done.
   */
  studentOfAction(payload: object): Promise<Student> | null {
    return 'studentId' in payload && typeof payload.studentId === 'number'
      ? this.studentById(payload.studentId)
      : null;
  }

  taskList(key: TaskListKey): Promise<TaskListItem[]> {
    return this.taskLists.load(key);
  }

  accounts(studentId: number): Promise<LinkedAccount[]> {
    return this.accountsByStudentId.load(studentId);
  }

  /** A worklist page; the services check the worklist's view permission. */
  async worklist(input: WorklistInput): Promise<WorklistPage> {
    const page = worklistPage(await this.readWorklist(input, input.page ?? 1));
    return { ...page, items: page.items.map((record) => this.remember(record)) };
  }

  /** `first` students of a worklist after the cursor `after` (worklistConnection). */
  async worklistConnection(input: WorklistInput, first: number, after?: string | null) {
    const page = worklistPage(await this.readWorklist(input, 1, { first, after }, { pageSize: 'first' }));
    return { ...page, items: page.items.map((record) => this.remember(record)) };
  }

  /** The whole filtered worklist as CSV, as the services write it. */
  async worklistCsv(input: WorklistInput): Promise<WorklistCsv> {
    const file = await this.readWorklist(input, 'csv');
    if (!('csv' in file))
      throw gatewayError(
        'UPSTREAM_ERROR',
        'The student API answered a worklist page where a CSV file was expected',
      );
    return { fileName: file.fileName, csv: file.csv };
  }

  /** One worklist route for pages and the CSV file: the segment b is the page number, or csv. */
  private readWorklist(
    input: WorklistInput,
    page: number | 'csv',
    cursor?: { first: number; after?: string | null },
    inputPaths?: Readonly<Record<string, string>>,
  ) {
    return this.required(
      this.get('/student-api/worklist/{a}/{b}/{aidYear}', {
        path: { a: WORKLIST_PATH[input.worklist], b: page, aidYear: input.aidYear },
        query: worklistQuery(input, cursor),
        inputPaths,
      }),
    );
  }

  staffHomeCounts(aidYear: number): Promise<StaffHomeCounts> {
    return this.required(this.get('/student-api/worklist/summary/{aidYear}', { path: { aidYear } }));
  }

  /** Students read by search or uuid also answer later look-ups by id in this request. */
  private remember(record: StudentRecord): Student {
    const student = resolvedLater<Student, StudentLater>(record);
    this.studentsById.prime(student.id, student);
    return student;
  }

  /** One getManyStudent call; ids the services leave out (another school's) are NOT_FOUND. */
  private async readStudents(ids: readonly number[]): Promise<Array<Student | Error>> {
    const records = await this.required(
      this.post('/student-api/student/getManyStudent', { body: { ids: [...ids] } }),
    );
    const byId = new Map(records.map((r) => [r.id, resolvedLater<Student, StudentLater>(r)]));
    return ids.map((id) => byId.get(id) ?? gatewayError('NOT_FOUND', `No student ${id} in this school`));
  }

  /** One taskListSearch call per (aid year, filtered, parent) group, with every student of the group. */
  private async readTaskLists(keys: readonly TaskListKey[]): Promise<Array<TaskListItem[] | Error>> {
    const results: Array<TaskListItem[] | Error> = new Array(keys.length);
    const groups = groupBy(keys, (k) => `${k.aidYear}:${k.filtered}:${k.forParent ?? 'both'}`);
    await Promise.all(
      [...groups.values()].map(async (group) => {
        const { aidYear, filtered, forParent } = group[0]!.key;
        const studentIDs = [...new Set(group.map((g) => g.key.studentId))];
        try {
          const records = await this.required(
            this.post('/student-api/studentInterviewLink/taskListSearch', {
              body: {
                studentIDs,
                aidYear,
                filtered,
                isForParentAccount: forParent,
              },
            }),
          );
          const byStudent = new Map<number, TaskListItem[]>();
          for (const record of records) {
            const items = byStudent.get(record.studentID) ?? [];
            items.push(this.toTaskListItem(record));
            byStudent.set(record.studentID, items);
          }
          for (const { key, index } of group) results[index] = byStudent.get(key.studentId) ?? [];
        } catch (error) {
          for (const { index } of group) results[index] = toError(error);
        }
      }),
    );
    return results;
  }

  private toTaskListItem(record: TaskListRecord): TaskListItem {
    const item = resolvedLater<TaskListItem, 'student'>({
      id: record.id,
      uuid: record.uuid,
      status: record.studentInterviewLinkStatus,
      aidYear: record.aidYear,
      isForParentAccount: record.isForParentAccount,
      interviewType: record.interviewType,
      questionText: record.questionText,
      dueDate: record.dueDate,
      updatedAt: record.updatedAt,
    });
    this.studentIdOfItem.set(item, record.studentID);
    return item;
  }

  private async readAccounts(studentIds: readonly number[]): Promise<LinkedAccount[][]> {
    const records = await this.required(
      this.post('/student-api/StudentAccountLink/getMany', {
        body: {
          studentIDs: [...new Set(studentIds)],
        },
      }),
    );
    const byStudent = groupBy(records, (r) => String(r.studentID));
    return studentIds.map((id) =>
      (byStudent.get(String(id)) ?? []).map(({ key: a }) => ({
        id: a.studentAccountID,
        uuid: a.uuid,
        username: a.username,
        firstName: a.firstName,
        lastName: a.lastName,
        accountType: toAccountType(a.accountType),
        eSignOptOut: a.eSignOptOut,
        eSignOptOutDate: a.eSignOptOutDate,
        mfaOption: a.mfaOption,
        preferredLanguage: a.preferredLanguage === 'es' ? 'ES' : 'EN',
      })),
    );
  }
}
