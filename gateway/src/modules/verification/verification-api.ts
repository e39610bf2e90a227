import DataLoader from 'dataloader';
import type {
  CommentCodeInfoInput,
  CorrectionStatus,
  ProcessorDocumentUpload,
  StudentAccountInput,
  StudentAttributes,
  StudentNoteInput,
  StudentNoteUpdate,
  StudentRecordInput,
} from '../../__generated__/resolvers-types.js';
import { codeOf, gatewayError } from '../../platform/errors.js';
import { requireUuid } from '../../platform/input.js';
import {
  checkedByServices,
  RestClient,
  type Caller,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type MemoRecord = ServiceAnswer<'/student-api/StudentInterviewLinkMemo', 'post'>;
/** A row of a student's account history, or of the access log read as activity. */
type ActivityRecord =
  | ServiceAnswer<'/student-api/StudentAccountHistory/getStudentAccountHistoryByStudentID/{id}'>[number]
  | RestAccessLog[number];
type RestAccessLog = ServiceAnswer<'/student-api/AccessLog/AccessLogSearch', 'post'>;
/** The access log's rows (AccessLogSearch without `activity`): each names the actor's role. */
type AccessLogRows = Extract<RestAccessLog, Array<{ actorRole: string }>>;
const isAccessLog = (rows: RestAccessLog): rows is AccessLogRows =>
  rows.every((row) => row.actorRole !== null && !('details' in row));
type CorrectionRecord = ServiceAnswer<'/student-api/correction/{id}', 'delete'>;

/** GraphQL names the memo's task list item taskListItemId. */
const toMemo = ({ studentInterviewLinkID, ...m }: MemoRecord) => ({
  ...m,
  taskListItemId: studentInterviewLinkID,
});
/** Account history and the access log name who and when differently; GraphQL's activity has one name for each. */
const toActivity = (a: ActivityRecord) => ({
  id: String(a.id),
  action: a.action,
  actorName: 'actorName' in a ? a.actorName : a.changedBy,
  actorRole: 'actorRole' in a ? a.actorRole : null,
  createdAt: 'createdAt' in a ? a.createdAt : a.changedAt,
});
const side = (forParent: boolean) => (forParent ? 'true' : 'false');
/** A change's (or a log row's) id is a GraphQL ID: a string. */
const withStringIds = <C extends { id: number }>(changes: C[]) =>
  changes.map((c) => ({ ...c, id: String(c.id) }));

/** GraphQL spells the student's and the batch file's ids studentId and fileId. */
const toCorrection = ({ studentID, batchID, ...c }: CorrectionRecord) => ({
  ...c,
  studentId: studentID,
  fileId: batchID,
});

/**
 * The staff verification workspace on the student base: what StudentView shows about one student, and the
 * staff actions. Students are named by uuid; the services check school, permission and own record.
 */
export class StudentWorkspaceApi extends RestClient<'student'> {
  /** Attributes of every student asked for in one tick, per aid year: one StudentAttribute/search/{year} call. */
  private readonly attributeLoader = new DataLoader<
    { studentId: number; aidYear: number },
    StudentAttributes | null,
    string
  >((keys) => this.readAttributes(keys), {
    maxBatchSize: 1000,
    cacheKeyFn: (k) => `${k.aidYear}:${k.studentId}`,
  });

  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  // ---- reads of one student -------------------------------------------------------------------------

  signatureStatus(uuid: string) {
    return this.required(
      this.get('/student-api/student/GetSignatureStatus/{id}/{flag}', { path: { id: uuid, flag: 'false' } }),
    );
  }

  async taskListMemos(uuid: string) {
    const memos = await this.required(
      this.get('/student-api/StudentInterviewLinkMemo/getManyStudentInterviewLinkMemosByStudentID/{id}', {
        path: { id: uuid },
      }),
    );
    return memos.map(toMemo);
  }

  notes(uuid: string, kind: 'alert' | 'memo', includeExpired: boolean) {
    return this.required(
      this.post(`/student-api/${kind}/search/{id}`, { path: { id: uuid }, body: { includeExpired } }),
    );
  }

  processorDocuments(uuid: string) {
    return this.required(
      this.get('/student-api/processorDocument/getAllProcessorDocuments/{id}', { path: { id: uuid } }),
    );
  }

  async documentContent(id: number) {
    // Asked for as JSON, the services send the file base64-encoded inside it.
    return this.required(this.get('/student-api/processorDocument/download/{id}', { path: { id } }));
  }

  async history(uuid: string) {
    return withStringIds(
      await this.required(
        this.get('/student-api/StudentHistory/getStudentHistoryByStudentID/{id}', { path: { id: uuid } }),
      ),
    );
  }

  async statusHistory(studentId: number) {
    return withStringIds(
      await this.required(
        this.post('/student-api/StudentStatusHistory/search', { body: { studentID: studentId } }),
      ),
    );
  }

  async correctionHistory(uuid: string) {
    return withStringIds(
      await this.required(
        this.get('/student-api/CorrectionHistory/getCorrectionHistoryByStudentID/{id}', {
          path: { id: uuid },
        }),
      ),
    );
  }

  async accountHistory(uuid: string) {
    const rows = await this.required(
      this.get('/student-api/StudentAccountHistory/getStudentAccountHistoryByStudentID/{id}', {
        path: { id: uuid },
      }),
    );
    return rows.map(toActivity);
  }

  async activity(studentId: number) {
    const rows = await this.required(
      this.post('/student-api/AccessLog/AccessLogSearch', { body: { studentID: studentId, activity: true } }),
    );
    return rows.map(toActivity);
  }

  async accessLog(studentId: number) {
    const rows = await this.required(
      this.post('/student-api/AccessLog/AccessLogSearch', { body: { studentID: studentId } }),
    );
    // Without `activity` the services answer the access log, whose rows always name the actor's role.
    if (!isAccessLog(rows))
      throw gatewayError(
        'UPSTREAM_ERROR',
        'The student API answered activity where the access log was expected',
      );
    return withStringIds(rows);
  }

  binders(uuid: string, aidYear: number) {
    return this.required(
      this.get('/student-api/student/getBinder/{a}/{b}', { path: { a: uuid, b: aidYear } }),
    );
  }

  binderContent(uuid: string) {
    return this.required(
      this.get('/student-api/student/binder/download/{uuid}', { path: { uuid: requireUuid(uuid, 'uuid') } }),
    );
  }

  processorBinder(uuid: string, forParent: boolean) {
    return this.required(
      this.get('/student-api/student/getProcessorBinder/{id}/{flag}', {
        path: { id: requireUuid(uuid, 'uuid'), flag: side(forParent) },
      }),
    );
  }

  signaturePage(uuid: string, forParent: boolean) {
    return this.required(
      this.get('/student-api/student/createSignaturePage/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: side(forParent) },
      }),
    );
  }

  createBinder(uuid: string, aidYear: number, forParent: boolean) {
    return this.required(
      this.post('/student-api/createBinder', {
        body: {
          studentID: requireUuid(uuid, 'uuid'),
          aidYear,
          isForParentAccount: forParent,
        },
      }),
    );
  }

  createSuperBinder(uuid: string) {
    return this.required(
      this.get('/student-api/student/createSuperBinder/{id}', { path: { id: requireUuid(uuid, 'uuid') } }),
    );
  }

  verificationState(uuid: string, aidYear: number) {
    return this.required(
      this.get('/student-api/verification/getVerificationState/{a}/{b}', { path: { a: uuid, b: aidYear } }),
    );
  }

  biographicalInformation(uuid: string, aidYear: number) {
    return this.required(
      this.get('/student-api/verification/getBiographicalInformation/{a}/{b}', {
        path: { a: uuid, b: aidYear },
      }),
    );
  }

  commentCodes(uuid: string) {
    return this.required(
      this.get('/student-api/StudentCommentCodeLink/GetByUUID/{uuid}', { path: { uuid } }),
    );
  }

  resolveCommentCode(id: number, resolved: boolean) {
    return this.required(
      this.patch('/student-api/StudentCommentCodeLink/{id}', { path: { id }, body: { resolved } }),
    );
  }

  // ---- staff actions --------------------------------------------------------------------------------

  changeStatus(uuid: string, status: string) {
    return this.required(
      this.post('/student-api/changeStudentStatus/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: status },
        body: {},
      }),
    );
  }

  assignVerificationGroup(uuid: string, group: string) {
    return this.required(
      this.post('/student-api/updateStudentVerificationGroup/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: group },
        body: {},
      }),
    );
  }

  assignStudent(uuid: string, staffId: number) {
    return this.required(
      this.post('/student-api/Student/AssignStudent/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: staffId },
        body: {},
      }),
    );
  }

  reviewComplete(uuid: string, altVerifiedStatus?: string | null, aidYear?: number | null) {
    return this.required(
      this.post('/student-api/student/ReviewComplete/{id}', {
        path: { id: requireUuid(uuid, 'uuid') },
        query: {
          // GraphQL's altVerifiedStatus is a String; the route's enum is checked by the services.
          altVerifiedStatus: checkedByServices(altVerifiedStatus || undefined),
          aidYear: aidYear || undefined,
        },
        body: {},
      }),
    );
  }

  async verifyAll(uuid: string, aidYear: number): Promise<number> {
    const r = await this.required(
      this.patch('/student-api/StudentInterviewLink/VerifyAll', {
        body: {
          studentID: requireUuid(uuid, 'uuid'),
          aidYear,
        },
      }),
    );
    return r.verified;
  }

  lockIsir(uuid: string, aidYear: number, transaction: string | null | undefined) {
    return this.required(
      this.post('/student-api/LockStudentIsir/{a}/{b}/{c}', {
        path: { a: requireUuid(uuid, 'uuid'), b: aidYear, c: transaction ?? 'unlock' },
        body: {},
      }),
    );
  }

  async markPostcardsSent(studentIds: number[]): Promise<number> {
    const r = await this.required(
      this.post('/student-api/MarkPostcardsSent', {
        body: {
          studentIDs: studentIds,
        },
      }),
    );
    return r.marked;
  }

  clearSignature(uuid: string, forParent: boolean) {
    return this.required(
      this.get('/student-api/student/ClearSignature/{id}/{flag}', {
        path: { id: requireUuid(uuid, 'uuid'), flag: side(forParent) },
      }),
    );
  }

  inkSignAgreed(uuid: string, forParent: boolean, agreed: boolean) {
    return this.required(
      this.patch('/student-api/student/inkSignAgreed/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: side(forParent) },
        body: { agreed },
      }),
    );
  }

  inkSignatureReceived(uuid: string, forParent: boolean) {
    return this.required(
      this.post('/student-api/inkSignatureReceived/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: side(forParent) },
        body: {},
      }),
    );
  }

  eSign(uuid: string, forParent: boolean) {
    return this.required(
      this.post('/student-api/eSign/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: side(forParent) },
        body: {},
      }),
    );
  }

  setESignOptOut(uuid: string, forParent: boolean, optOut: boolean) {
    return this.required(
      this.post('/student-api/student/updateEsignOptOut/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: side(forParent) },
        body: { optOut },
      }),
    );
  }

  async unlinkAccount(uuid: string, accountId: number) {
    await this.required(
      this.post('/student-api/DeleteOwners', {
        body: {
          studentID: requireUuid(uuid, 'uuid'),
          studentAccountID: accountId,
        },
      }),
    );
    return this.signatureStatus(uuid);
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

  uploadDocument(input: ProcessorDocumentUpload) {
    return this.required(
      this.post('/student-api/processorDocument/upload', {
        body: {
          studentID: requireUuid(input.studentUuid, 'studentUuid'),
          fileName: input.fileName,
          contentType: input.contentType,
          contentBase64: input.contentBase64,
          isForParentAccount: input.isForParentAccount ?? false,
        },
        inputPaths: {
          studentID: 'input.studentUuid',
          fileName: 'input.fileName',
          contentBase64: 'input.contentBase64',
        },
      }),
    );
  }

  async deleteDocument(id: number): Promise<void> {
    await this.required(
      this.delete('/student-api/processorDocument/deleteProcessorDocument/{id}/{flag}', {
        path: { id, flag: 'false' },
      }),
    );
  }

  // ---- ISIR corrections and assignment ---------------------------------------------------------------

  async correctionSummaries(uuid: string) {
    const r = await this.required(
      this.get('/student-api/verification/getCorrectionSummaries/{id}', { path: { id: uuid } }),
    );
    return { summaries: r.summaries, corrections: r.corrections.map(toCorrection) };
  }

  async corrections(aidYear: number, status?: CorrectionStatus | null) {
    const rows = await this.required(
      this.post('/student-api/correction/search', {
        body: {
          aidYear,
          status: status ?? undefined,
        },
      }),
    );
    return rows.map(toCorrection);
  }

  correctionFiles(aidYear: number) {
    return this.required(this.post('/student-api/correction/batch/search', { body: { aidYear } }));
  }

  correctionFileContent(aidYear: number, id: number) {
    return this.required(
      this.get('/student-api/correction/DownloadCorrectionFile/{a}/{b}', { path: { a: aidYear, b: id } }),
    );
  }

  async addCorrection(uuid: string, aidYear: number, attributeName: string, correctedValue: string) {
    const body = { studentID: requireUuid(uuid, 'uuid'), aidYear, attributeName, correctedValue };
    return toCorrection(await this.required(this.post('/student-api/correction/add', { body: body })));
  }

  async withdrawCorrection(id: number) {
    return toCorrection(await this.required(this.delete('/student-api/correction/{id}', { path: { id } })));
  }

  /** One student's waiting corrections, or the whole school's, exported and returned as the file. */
  displayCorrectionFile(fileName: string | null | undefined, content: string) {
    return this.required(
      this.post('/student-api/correction/display', {
        body: {
          fileName: fileName ?? undefined,
          content,
        },
      }),
    );
  }

  exportCorrections(aidYear: number, uuid?: string | null) {
    const who = uuid ? requireUuid(uuid, 'uuid') : 'all';
    return this.required(
      this.post('/student-api/ExportDownloadCorrections/{a}/{b}', { path: { a: aidYear, b: who }, body: {} }),
    );
  }

  /** One comment code's meaning (added when the year has none); answered as UpdateAll answers a list. */
  async updateCommentCodeInfo(aidYear: number, item: CommentCodeInfoInput) {
    const updated = await this.required(
      this.patch('/student-api/commentCodeInfo/updateByCode/{a}/{b}', {
        path: { a: aidYear, b: item.code },
        body: { description: item.description ?? undefined, display: item.display ?? undefined },
        inputPaths: { description: 'item.description', display: 'item.display', b: 'item.code' },
      }),
    );
    // The spec's success alert, as the list's update (commentCodeInfo/UpdateAll) words it.
    return { updated: [updated], message: 'Successful Update' };
  }

  /** Exports into a kept correction file (the school's, or one student's) and answers the file's record. */
  exportCorrectionFile(aidYear: number, uuid?: string | null) {
    return this.required(
      uuid
        ? this.post('/student-api/correction/ExportCorrections/{a}/{b}', {
            path: { a: aidYear, b: requireUuid(uuid, 'uuid') },
            body: {},
          })
        : this.post('/student-api/correction/ExportCorrections', { body: { aidYear } }),
    );
  }

  assignableStaff() {
    return this.required(this.get('/student-api/Student/AssignableStaff'));
  }

  /** Bulk assignment from a worklist: the staff member is checked first, then the services assign one student a call. */
  async assignStudents(uuids: string[], staffId: number): Promise<number> {
    if (uuids.length > 500) throw gatewayError('BAD_USER_INPUT', 'Assign at most 500 students at once');
    for (const uuid of uuids) requireUuid(uuid, 'uuids');
    // The one refusal that would hit every student: checked before the first is assigned.
    if (staffId !== 0 && !(await this.assignableStaff()).some((m) => m.id === staffId)) {
      throw gatewayError('BAD_USER_INPUT', `Staff member ${staffId} does not work at this school`);
    }
    let done = 0;
    for (const uuid of uuids) {
      await this.assignStudent(uuid, staffId);
      done += 1;
    }
    return done;
  }
  // ---- records: downloads, attributes, codes, edits ----------------------------------------------------

  documentDownloads(uuid: string) {
    return this.required(
      this.post('/student-api/documentDownloadLog/search', {
        body: {
          studentID: requireUuid(uuid, 'uuid'),
        },
      }),
    );
  }

  attributes(studentId: number, aidYear: number): Promise<StudentAttributes | null> {
    return this.attributeLoader.load({ studentId, aidYear });
  }

  private async readAttributes(
    keys: readonly { studentId: number; aidYear: number }[],
  ): Promise<(StudentAttributes | null)[]> {
    if (keys.length === 1) {
      // One student (StudentView): the single read, which also answers for a student with no ISIR that year.
      const { studentId, aidYear } = keys[0]!;
      try {
        const one = await this.required(
          this.get('/student-api/StudentAttribute/getStudentAttribute/{id}/{year}', {
            path: { id: String(studentId), year: aidYear },
          }),
        );
        const { studentID: _id, hasIsir, ...a } = one;
        return [hasIsir ? a : null];
      } catch (error) {
        if (codeOf(error) === 'FORBIDDEN') return [null];
        throw error;
      }
    }
    const years = [...new Set(keys.map((k) => k.aidYear))];
    const found = new Map<string, StudentAttributes>();
    await Promise.all(
      years.map(async (aidYear) => {
        const ids = [...new Set(keys.filter((k) => k.aidYear === aidYear).map((k) => k.studentId))];
        let rows: ServiceAnswer<'/student-api/StudentAttribute/search/{year}', 'post'>;
        try {
          rows = await this.required(
            this.post('/student-api/StudentAttribute/search/{year}', {
              path: { year: aidYear },
              body: { studentIDs: ids },
            }),
          );
        } catch (error) {
          // A worklist role without STUDENT_VIEW still gets its worklist: the ISIR attributes just stay empty.
          if (codeOf(error) === 'FORBIDDEN') return;
          throw error;
        }
        for (const { studentID, ...a } of rows) found.set(`${aidYear}:${studentID}`, a);
      }),
    );
    return keys.map((k) => found.get(`${k.aidYear}:${k.studentId}`) ?? null);
  }

  attributeHistory(uuid: string, aidYear: number) {
    return this.required(
      this.post('/student-api/StudentAttributeHistory/search/{year}', {
        path: { year: aidYear },
        body: {
          studentID: requireUuid(uuid, 'uuid'),
        },
      }),
    );
  }

  parentProfile(uuid: string, aidYear: number) {
    return this.required(
      this.get('/student-api/StudentAttribute/getParentProfile/{id}/{year}', {
        path: { id: uuid, year: aidYear },
      }),
    );
  }

  crCodeHeadline(uuid: string) {
    return this.required(
      this.get('/student-api/StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/{id}', {
        path: { id: uuid },
      }),
    );
  }

  async supportingDocuments(taskListItemId: number) {
    const rows = await this.required(
      this.get(
        '/student-api/studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/{id}',
        { path: { id: taskListItemId } },
      ),
    );
    return rows.map(({ versionID, ...d }) => ({ ...d, versionId: versionID }));
  }

  updateStudentRecord(uuid: string, input: StudentRecordInput) {
    return this.required(
      this.patch('/student-api/student/allowNullUpdate/{id}', {
        path: { id: requireUuid(uuid, 'uuid') },
        // GraphQL lets every field be null; the route clears dateOfBirth and email with null and refuses null for
        // the others (400), as it always has.
        body: checkedByServices(input),
      }),
    );
  }

  updateStudentAccount(id: number, input: StudentAccountInput) {
    return this.required(
      this.patch('/student-api/studentAccount/{id}', {
        path: { id },
        // GraphQL lets every field be null; the route clears phone with null and refuses null for the others
        // (400), as it always has.
        body: checkedByServices(input),
      }),
    );
  }

  async deleteProcessorDocuments(ids: number[]): Promise<number> {
    return (await this.required(this.post('/student-api/processorDocument/delete', { body: { ids } })))
      .deleted;
  }
}
