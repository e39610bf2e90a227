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
import { rest, RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type MemoRecord = ServiceAnswer<'/student-api/StudentInterviewLinkMemo', 'post'>;
/** A row of a student's account history, or of the access log read as activity. */
type ActivityRecord =
  | ServiceAnswer<'/student-api/StudentAccountHistory/getStudentAccountHistoryByStudentID/{id}'>[number]
  | RestAccessLog[number];
type RestAccessLog = ServiceAnswer<'/student-api/AccessLog/AccessLogSearch', 'post'>;
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
const side = (forParent: boolean) => String(forParent);
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
export class StudentWorkspaceApi extends RestClient {
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
      this.get<ServiceAnswer<'/student-api/student/GetSignatureStatus/{id}/{flag}'>>(
        rest`student/GetSignatureStatus/${uuid}/false`,
      ),
    );
  }

  async taskListMemos(uuid: string) {
    const memos = await this.required(
      this.get<
        ServiceAnswer<'/student-api/StudentInterviewLinkMemo/getManyStudentInterviewLinkMemosByStudentID/{id}'>
      >(rest`StudentInterviewLinkMemo/getManyStudentInterviewLinkMemosByStudentID/${uuid}`),
    );
    return memos.map(toMemo);
  }

  notes(uuid: string, kind: 'alert' | 'memo', includeExpired: boolean) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/alert/search/{id}' | '/student-api/memo/search/{id}', 'post'>>(
        rest`${kind}/search/${uuid}`,
        { includeExpired },
      ),
    );
  }

  processorDocuments(uuid: string) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/processorDocument/getAllProcessorDocuments/{id}'>>(
        rest`processorDocument/getAllProcessorDocuments/${uuid}`,
      ),
    );
  }

  async documentContent(id: number) {
    // Asked for as JSON, the services send the file base64-encoded inside it.
    return this.required(
      this.get<ServiceAnswer<'/student-api/processorDocument/download/{id}'>>(
        rest`processorDocument/download/${id}`,
      ),
    );
  }

  async history(uuid: string) {
    return withStringIds(
      await this.required(
        this.get<ServiceAnswer<'/student-api/StudentHistory/getStudentHistoryByStudentID/{id}'>>(
          rest`StudentHistory/getStudentHistoryByStudentID/${uuid}`,
        ),
      ),
    );
  }

  async statusHistory(studentId: number) {
    return withStringIds(
      await this.required(
        this.post<ServiceAnswer<'/student-api/StudentStatusHistory/search', 'post'>>(
          rest`StudentStatusHistory/search`,
          { studentID: studentId },
        ),
      ),
    );
  }

  async correctionHistory(uuid: string) {
    return withStringIds(
      await this.required(
        this.get<ServiceAnswer<'/student-api/CorrectionHistory/getCorrectionHistoryByStudentID/{id}'>>(
          rest`CorrectionHistory/getCorrectionHistoryByStudentID/${uuid}`,
        ),
      ),
    );
  }

  async accountHistory(uuid: string) {
    const rows = await this.required(
      this.get<ServiceAnswer<'/student-api/StudentAccountHistory/getStudentAccountHistoryByStudentID/{id}'>>(
        rest`StudentAccountHistory/getStudentAccountHistoryByStudentID/${uuid}`,
      ),
    );
    return rows.map(toActivity);
  }

  async activity(studentId: number) {
    const rows = await this.required(
      this.post<ServiceAnswer<'/student-api/AccessLog/AccessLogSearch', 'post'>>(
        rest`AccessLog/AccessLogSearch`,
        { studentID: studentId, activity: true },
      ),
    );
    return rows.map(toActivity);
  }

  async accessLog(studentId: number) {
    const rows = await this.required(
      // Without `activity` the services answer the access log, whose rows always name the actor's role.
      this.post<Extract<RestAccessLog, Array<{ actorRole: string }>>>(rest`AccessLog/AccessLogSearch`, {
        studentID: studentId,
      }),
    );
    return withStringIds(rows);
  }

  binders(uuid: string, aidYear: number) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/student/getBinder/{a}/{b}'>>(
        rest`student/getBinder/${uuid}/${aidYear}`,
      ),
    );
  }

  binderContent(uuid: string) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/student/binder/download/{uuid}'>>(
        rest`student/binder/download/${requireUuid(uuid, 'uuid')}`,
      ),
    );
  }

  processorBinder(uuid: string, forParent: boolean) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/student/getProcessorBinder/{id}/{flag}'>>(
        rest`student/getProcessorBinder/${requireUuid(uuid, 'uuid')}/${side(forParent)}`,
      ),
    );
  }

  signaturePage(uuid: string, forParent: boolean) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/student/createSignaturePage/{a}/{b}'>>(
        rest`student/createSignaturePage/${requireUuid(uuid, 'uuid')}/${side(forParent)}`,
      ),
    );
  }

  createBinder(uuid: string, aidYear: number, forParent: boolean) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/createBinder', 'post'>>(rest`createBinder`, {
        studentID: requireUuid(uuid, 'uuid'),
        aidYear,
        isForParentAccount: forParent,
      }),
    );
  }

  createSuperBinder(uuid: string) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/student/createSuperBinder/{id}'>>(
        rest`student/createSuperBinder/${requireUuid(uuid, 'uuid')}`,
      ),
    );
  }

  verificationState(uuid: string, aidYear: number) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/verification/getVerificationState/{a}/{b}'>>(
        rest`verification/getVerificationState/${uuid}/${aidYear}`,
      ),
    );
  }

  biographicalInformation(uuid: string, aidYear: number) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/verification/getBiographicalInformation/{a}/{b}'>>(
        rest`verification/getBiographicalInformation/${uuid}/${aidYear}`,
      ),
    );
  }

  commentCodes(uuid: string) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/StudentCommentCodeLink/GetByUUID/{uuid}'>>(
        rest`StudentCommentCodeLink/GetByUUID/${uuid}`,
      ),
    );
  }

  resolveCommentCode(id: number, resolved: boolean) {
    return this.required(
      this.patch<ServiceAnswer<'/student-api/StudentCommentCodeLink/{id}', 'patch'>>(
        rest`StudentCommentCodeLink/${id}`,
        { resolved },
      ),
    );
  }

  // ---- staff actions --------------------------------------------------------------------------------

  changeStatus(uuid: string, status: string) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/changeStudentStatus/{a}/{b}', 'post'>>(
        rest`changeStudentStatus/${requireUuid(uuid, 'uuid')}/${status}`,
        {},
      ),
    );
  }

  assignVerificationGroup(uuid: string, group: string) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/updateStudentVerificationGroup/{a}/{b}', 'post'>>(
        rest`updateStudentVerificationGroup/${requireUuid(uuid, 'uuid')}/${group}`,
        {},
      ),
    );
  }

  assignStudent(uuid: string, staffId: number) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/Student/AssignStudent/{a}/{b}', 'post'>>(
        rest`Student/AssignStudent/${requireUuid(uuid, 'uuid')}/${staffId}`,
        {},
      ),
    );
  }

  reviewComplete(uuid: string, altVerifiedStatus?: string | null, aidYear?: number | null) {
    const query = new URLSearchParams();
    if (altVerifiedStatus) query.set('altVerifiedStatus', altVerifiedStatus);
    if (aidYear) query.set('aidYear', String(aidYear));
    const path = rest`student/ReviewComplete/${requireUuid(uuid, 'uuid')}`;
    return this.required(
      this.post<ServiceAnswer<'/student-api/student/ReviewComplete/{id}', 'post'>>(
        `${path}${query.size ? `?${query}` : ''}` as typeof path,
        {},
      ),
    );
  }

  async verifyAll(uuid: string, aidYear: number): Promise<number> {
    const r = await this.required(
      this.patch<ServiceAnswer<'/student-api/StudentInterviewLink/VerifyAll', 'patch'>>(
        rest`StudentInterviewLink/VerifyAll`,
        {
          studentID: requireUuid(uuid, 'uuid'),
          aidYear,
        },
      ),
    );
    return r.verified;
  }

  lockIsir(uuid: string, aidYear: number, transaction: string | null | undefined) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/LockStudentIsir/{a}/{b}/{c}', 'post'>>(
        rest`LockStudentIsir/${requireUuid(uuid, 'uuid')}/${aidYear}/${transaction ?? 'unlock'}`,
        {},
      ),
    );
  }

  async markPostcardsSent(studentIds: number[]): Promise<number> {
    const r = await this.required(
      this.post<ServiceAnswer<'/student-api/MarkPostcardsSent', 'post'>>(rest`MarkPostcardsSent`, {
        studentIDs: studentIds,
      }),
    );
    return r.marked;
  }

  clearSignature(uuid: string, forParent: boolean) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/student/ClearSignature/{id}/{flag}'>>(
        rest`student/ClearSignature/${requireUuid(uuid, 'uuid')}/${side(forParent)}`,
      ),
    );
  }

  inkSignAgreed(uuid: string, forParent: boolean, agreed: boolean) {
    return this.required(
      this.patch<ServiceAnswer<'/student-api/student/inkSignAgreed/{a}/{b}', 'patch'>>(
        rest`student/inkSignAgreed/${requireUuid(uuid, 'uuid')}/${side(forParent)}`,
        { agreed },
      ),
    );
  }

  inkSignatureReceived(uuid: string, forParent: boolean) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/inkSignatureReceived/{a}/{b}', 'post'>>(
        rest`inkSignatureReceived/${requireUuid(uuid, 'uuid')}/${side(forParent)}`,
        {},
      ),
    );
  }

  eSign(uuid: string, forParent: boolean) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/eSign/{a}/{b}', 'post'>>(
        rest`eSign/${requireUuid(uuid, 'uuid')}/${side(forParent)}`,
        {},
      ),
    );
  }

  setESignOptOut(uuid: string, forParent: boolean, optOut: boolean) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/student/updateEsignOptOut/{a}/{b}', 'post'>>(
        rest`student/updateEsignOptOut/${requireUuid(uuid, 'uuid')}/${side(forParent)}`,
        { optOut },
      ),
    );
  }

  async unlinkAccount(uuid: string, accountId: number) {
    await this.required(
      this.post<ServiceAnswer<'/student-api/DeleteOwners', 'post'>>(rest`DeleteOwners`, {
        studentID: requireUuid(uuid, 'uuid'),
        studentAccountID: accountId,
      }),
    );
    return this.signatureStatus(uuid);
  }

  async addTaskListMemo(taskListItemId: number, text: string) {
    return toMemo(
      await this.required(
        this.post<ServiceAnswer<'/student-api/StudentInterviewLinkMemo', 'post'>>(
          rest`StudentInterviewLinkMemo`,
          { studentInterviewLinkID: taskListItemId, text },
          { inputPaths: { studentInterviewLinkID: 'taskListItemId' } },
        ),
      ),
    );
  }

  async updateTaskListMemo(id: number, text: string) {
    return toMemo(
      await this.required(
        this.patch<ServiceAnswer<'/student-api/StudentInterviewLinkMemo/{id}', 'patch'>>(
          rest`StudentInterviewLinkMemo/${id}`,
          { text },
        ),
      ),
    );
  }

  async deleteTaskListMemo(id: number): Promise<void> {
    await this.required(this.delete(rest`StudentInterviewLinkMemo/${id}`));
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
      this.post<ServiceAnswer<'/student-api/alert/add/{id}' | '/student-api/memo/add/{id}', 'post'>>(
        rest`${kind}/add/${requireUuid(uuid, 'uuid')}`,
        {
          text: input.text,
          severity: input.severity ?? undefined,
          dueDate: input.kind === 'MEMO' ? undefined : (input.dueDate ?? undefined),
        },
        { inputPaths: { text: 'input.text', dueDate: 'input.dueDate', severity: 'input.severity' } },
      ),
    );
  }

  updateNote(id: number, input: StudentNoteUpdate) {
    return this.required(
      this.patch<ServiceAnswer<'/student-api/reminder/{id}', 'patch'>>(rest`reminder/${id}`, {
        text: input.text ?? undefined,
        severity: input.severity ?? undefined,
        dueDate: input.dueDate ?? undefined,
      }),
    );
  }

  expireNote(id: number) {
    return this.required(
      this.patch<ServiceAnswer<'/student-api/reminder/expire/{id}', 'patch'>>(
        rest`reminder/expire/${id}`,
        {},
      ),
    );
  }

  async deleteNote(id: number): Promise<void> {
    await this.required(this.delete(rest`reminder/${id}`));
  }

  uploadDocument(input: ProcessorDocumentUpload) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/processorDocument/upload', 'post'>>(
        rest`processorDocument/upload`,
        {
          studentID: requireUuid(input.studentUuid, 'studentUuid'),
          fileName: input.fileName,
          contentType: input.contentType,
          contentBase64: input.contentBase64,
          isForParentAccount: input.isForParentAccount ?? false,
        },
        {
          inputPaths: {
            studentID: 'input.studentUuid',
            fileName: 'input.fileName',
            contentBase64: 'input.contentBase64',
          },
        },
      ),
    );
  }

  async deleteDocument(id: number): Promise<void> {
    await this.required(this.delete(rest`processorDocument/deleteProcessorDocument/${id}/false`));
  }

  // ---- ISIR corrections and assignment ---------------------------------------------------------------

  async correctionSummaries(uuid: string) {
    const r = await this.required(
      this.get<ServiceAnswer<'/student-api/verification/getCorrectionSummaries/{id}'>>(
        rest`verification/getCorrectionSummaries/${uuid}`,
      ),
    );
    return { summaries: r.summaries, corrections: r.corrections.map(toCorrection) };
  }

  async corrections(aidYear: number, status?: CorrectionStatus | null) {
    const rows = await this.required(
      this.post<ServiceAnswer<'/student-api/correction/search', 'post'>>(rest`correction/search`, {
        aidYear,
        status: status ?? undefined,
      }),
    );
    return rows.map(toCorrection);
  }

  correctionFiles(aidYear: number) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/correction/batch/search', 'post'>>(
        rest`correction/batch/search`,
        { aidYear },
      ),
    );
  }

  correctionFileContent(aidYear: number, id: number) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/correction/DownloadCorrectionFile/{a}/{b}'>>(
        rest`correction/DownloadCorrectionFile/${aidYear}/${id}`,
      ),
    );
  }

  async addCorrection(uuid: string, aidYear: number, attributeName: string, correctedValue: string) {
    const body = { studentID: requireUuid(uuid, 'uuid'), aidYear, attributeName, correctedValue };
    return toCorrection(
      await this.required(
        this.post<ServiceAnswer<'/student-api/correction/add', 'post'>>(rest`correction/add`, body),
      ),
    );
  }

  async withdrawCorrection(id: number) {
    return toCorrection(
      await this.required(
        this.delete<ServiceAnswer<'/student-api/correction/{id}', 'delete'>>(rest`correction/${id}`),
      ),
    );
  }

  /** One student's waiting corrections, or the whole school's, exported and returned as the file. */
  displayCorrectionFile(fileName: string | null | undefined, content: string) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/correction/display', 'post'>>(rest`correction/display`, {
        fileName: fileName ?? undefined,
        content,
      }),
    );
  }

  exportCorrections(aidYear: number, uuid?: string | null) {
    const who = uuid ? requireUuid(uuid, 'uuid') : 'all';
    return this.required(
      this.post<ServiceAnswer<'/student-api/ExportDownloadCorrections/{a}/{b}', 'post'>>(
        rest`ExportDownloadCorrections/${aidYear}/${who}`,
        {},
      ),
    );
  }

  /** One comment code's meaning (added when the year has none); answered as UpdateAll answers a list. */
  async updateCommentCodeInfo(aidYear: number, item: CommentCodeInfoInput) {
    const updated = await this.required(
      this.patch<ServiceAnswer<'/student-api/commentCodeInfo/updateByCode/{a}/{b}', 'patch'>>(
        rest`commentCodeInfo/updateByCode/${aidYear}/${item.code}`,
        { description: item.description ?? undefined, display: item.display ?? undefined },
        { inputPaths: { description: 'item.description', display: 'item.display', b: 'item.code' } },
      ),
    );
    // The spec's success alert, as the list's update (commentCodeInfo/UpdateAll) words it.
    return { updated: [updated], message: 'Successful Update' };
  }

  /** Exports into a kept correction file (the school's, or one student's) and answers the file's record. */
  exportCorrectionFile(aidYear: number, uuid?: string | null) {
    return this.required(
      uuid
        ? this.post<ServiceAnswer<'/student-api/correction/ExportCorrections/{a}/{b}', 'post'>>(
            rest`correction/ExportCorrections/${aidYear}/${requireUuid(uuid, 'uuid')}`,
            {},
          )
        : this.post<ServiceAnswer<'/student-api/correction/ExportCorrections', 'post'>>(
            rest`correction/ExportCorrections`,
            { aidYear },
          ),
    );
  }

  assignableStaff() {
    return this.required(
      this.get<ServiceAnswer<'/student-api/Student/AssignableStaff'>>(rest`Student/AssignableStaff`),
    );
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
      this.post<ServiceAnswer<'/student-api/documentDownloadLog/search', 'post'>>(
        rest`documentDownloadLog/search`,
        {
          studentID: requireUuid(uuid, 'uuid'),
        },
      ),
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
          this.get<ServiceAnswer<'/student-api/StudentAttribute/getStudentAttribute/{id}/{year}'>>(
            rest`StudentAttribute/getStudentAttribute/${studentId}/${aidYear}`,
          ),
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
            this.post<ServiceAnswer<'/student-api/StudentAttribute/search/{year}', 'post'>>(
              rest`StudentAttribute/search/${aidYear}`,
              { studentIDs: ids },
            ),
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
      this.post<ServiceAnswer<'/student-api/StudentAttributeHistory/search/{year}', 'post'>>(
        rest`StudentAttributeHistory/search/${aidYear}`,
        {
          studentID: requireUuid(uuid, 'uuid'),
        },
      ),
    );
  }

  parentProfile(uuid: string, aidYear: number) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/StudentAttribute/getParentProfile/{id}/{year}'>>(
        rest`StudentAttribute/getParentProfile/${uuid}/${aidYear}`,
      ),
    );
  }

  crCodeHeadline(uuid: string) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/{id}'>>(
        rest`StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/${uuid}`,
      ),
    );
  }

  async supportingDocuments(taskListItemId: number) {
    const rows = await this.required(
      this.get<
        ServiceAnswer<'/student-api/studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/{id}'>
      >(
        rest`studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/${taskListItemId}`,
      ),
    );
    return rows.map(({ versionID, ...d }) => ({ ...d, versionId: versionID }));
  }

  updateStudentRecord(uuid: string, input: StudentRecordInput) {
    return this.required(
      this.patch<ServiceAnswer<'/student-api/student/allowNullUpdate/{id}', 'patch'>>(
        rest`student/allowNullUpdate/${requireUuid(uuid, 'uuid')}`,
        input,
      ),
    );
  }

  updateStudentAccount(id: number, input: StudentAccountInput) {
    return this.required(
      this.patch<ServiceAnswer<'/student-api/studentAccount/{id}', 'patch'>>(
        rest`studentAccount/${id}`,
        input,
      ),
    );
  }

  async deleteProcessorDocuments(ids: number[]): Promise<number> {
    return (
      await this.required(
        this.post<ServiceAnswer<'/student-api/processorDocument/delete', 'post'>>(
          rest`processorDocument/delete`,
          { ids },
        ),
      )
    ).deleted;
  }
}
