import DataLoader from 'dataloader';
import type {
  DisplayedCorrectionLine,
  AccessLogEntry,
  AttributeChange,
  CrCodeHeadline,
  DocumentDownload,
  ParentProfile,
  StudentAccountChange,
  StudentAccountInput,
  StudentAttributes,
  StudentRecordChange,
  StudentRecordInput,
  SupportingDocument,
  CorrectionFile,
  CorrectionStatus,
  CorrectionSummaries,
  IsirCorrection,
  StaffMember,
  BiographicalInformation,
  StudentCommentCode,
  VerificationState,
  DocumentContent,
  FieldChange,
  ProcessorDocument,
  ProcessorDocumentUpload,
  SignatureStatus,
  StudentActivity,
  StudentBinder,
  StudentNote,
  StudentNoteInput,
  StudentNoteUpdate,
  TaskListMemo,
} from '../../__generated__/resolvers-types.js';
import { codeOf, gatewayError } from '../../platform/errors.js';
import { requireUuid } from '../../platform/input.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

interface MemoRecord {
  id: number;
  studentInterviewLinkID: number;
  text: string;
  authorName: string;
  createdAt: string;
  updatedAt: string;
}
interface ActivityRecord {
  id: number;
  action: string;
  actorName?: string | null;
  changedBy?: string | null;
  actorRole?: string | null;
  createdAt?: string;
  changedAt?: string;
}

const toMemo = (m: MemoRecord): TaskListMemo => ({
  id: m.id,
  taskListItemId: m.studentInterviewLinkID,
  text: m.text,
  authorName: m.authorName,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
});
const toActivity = (a: ActivityRecord): StudentActivity => ({
  id: String(a.id),
  action: a.action,
  actorName: a.actorName ?? a.changedBy ?? null,
  actorRole: a.actorRole ?? null,
  createdAt: (a.createdAt ?? a.changedAt)!,
});
const side = (forParent: boolean) => String(forParent);

interface CorrectionRecord extends Omit<IsirCorrection, 'studentId' | 'fileId'> {
  studentID: number;
  batchID: number | null;
}
const toCorrection = ({ studentID, batchID, ...c }: CorrectionRecord): IsirCorrection => ({
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

  signatureStatus(uuid: string): Promise<SignatureStatus> {
    return this.required(this.get<SignatureStatus>(rest`student/GetSignatureStatus/${uuid}/false`));
  }

  async taskListMemos(uuid: string): Promise<TaskListMemo[]> {
    const memos = await this.required(
      this.get<MemoRecord[]>(
        rest`StudentInterviewLinkMemo/getManyStudentInterviewLinkMemosByStudentID/${uuid}`,
      ),
    );
    return memos.map(toMemo);
  }

  notes(uuid: string, kind: 'alert' | 'memo', includeExpired: boolean): Promise<StudentNote[]> {
    return this.required(this.post<StudentNote[]>(rest`${kind}/search/${uuid}`, { includeExpired }));
  }

  processorDocuments(uuid: string): Promise<ProcessorDocument[]> {
    return this.required(
      this.get<ProcessorDocument[]>(rest`processorDocument/getAllProcessorDocuments/${uuid}`),
    );
  }

  async documentContent(id: number): Promise<DocumentContent> {
    // Asked for as JSON, the services send the file base64-encoded inside it.
    return this.required(this.get<DocumentContent>(rest`processorDocument/download/${id}`));
  }

  history(uuid: string): Promise<FieldChange[]> {
    return this.required(this.get<FieldChange[]>(rest`StudentHistory/getStudentHistoryByStudentID/${uuid}`));
  }

  statusHistory(studentId: number): Promise<FieldChange[]> {
    return this.required(
      this.post<FieldChange[]>(rest`StudentStatusHistory/search`, { studentID: studentId }),
    );
  }

  correctionHistory(uuid: string): Promise<FieldChange[]> {
    return this.required(
      this.get<FieldChange[]>(rest`CorrectionHistory/getCorrectionHistoryByStudentID/${uuid}`),
    );
  }

  async accountHistory(uuid: string): Promise<StudentActivity[]> {
    const rows = await this.required(
      this.get<ActivityRecord[]>(rest`StudentAccountHistory/getStudentAccountHistoryByStudentID/${uuid}`),
    );
    return rows.map(toActivity);
  }

  async activity(studentId: number): Promise<StudentActivity[]> {
    const rows = await this.required(
      this.post<ActivityRecord[]>(rest`AccessLog/AccessLogSearch`, { studentID: studentId, activity: true }),
    );
    return rows.map(toActivity);
  }

  accessLog(studentId: number): Promise<AccessLogEntry[]> {
    return this.required(
      this.post<AccessLogEntry[]>(rest`AccessLog/AccessLogSearch`, { studentID: studentId }),
    );
  }

  binders(uuid: string, aidYear: number): Promise<StudentBinder[]> {
    return this.required(this.get<StudentBinder[]>(rest`student/getBinder/${uuid}/${aidYear}`));
  }

  binderContent(uuid: string): Promise<DocumentContent> {
    return this.required(
      this.get<DocumentContent>(rest`student/binder/download/${requireUuid(uuid, 'uuid')}`),
    );
  }

  processorBinder(uuid: string, forParent: boolean): Promise<DocumentContent> {
    return this.required(
      this.get<DocumentContent>(
        rest`student/getProcessorBinder/${requireUuid(uuid, 'uuid')}/${side(forParent)}`,
      ),
    );
  }

  signaturePage(uuid: string, forParent: boolean): Promise<DocumentContent> {
    return this.required(
      this.get<DocumentContent>(
        rest`student/createSignaturePage/${requireUuid(uuid, 'uuid')}/${side(forParent)}`,
      ),
    );
  }

  createBinder(uuid: string, aidYear: number, forParent: boolean): Promise<StudentBinder> {
    return this.required(
      this.post<StudentBinder>(rest`createBinder`, {
        studentID: requireUuid(uuid, 'uuid'),
        aidYear,
        isForParentAccount: forParent,
      }),
    );
  }

  createSuperBinder(uuid: string): Promise<StudentBinder> {
    return this.required(
      this.get<StudentBinder>(rest`student/createSuperBinder/${requireUuid(uuid, 'uuid')}`),
    );
  }

  verificationState(uuid: string, aidYear: number): Promise<VerificationState> {
    return this.required(
      this.get<VerificationState>(rest`verification/getVerificationState/${uuid}/${aidYear}`),
    );
  }

  biographicalInformation(uuid: string, aidYear: number): Promise<BiographicalInformation> {
    return this.required(
      this.get<BiographicalInformation>(rest`verification/getBiographicalInformation/${uuid}/${aidYear}`),
    );
  }

  commentCodes(uuid: string): Promise<StudentCommentCode[]> {
    return this.required(this.get<StudentCommentCode[]>(rest`StudentCommentCodeLink/GetByUUID/${uuid}`));
  }

  resolveCommentCode(id: number, resolved: boolean): Promise<StudentCommentCode> {
    return this.required(this.patch<StudentCommentCode>(rest`StudentCommentCodeLink/${id}`, { resolved }));
  }

  // ---- staff actions --------------------------------------------------------------------------------

  changeStatus(uuid: string, status: string): Promise<SignatureStatus> {
    return this.action(this.post(rest`changeStudentStatus/${requireUuid(uuid, 'uuid')}/${status}`, {}));
  }

  assignVerificationGroup(uuid: string, group: string): Promise<SignatureStatus> {
    return this.action(
      this.post(rest`updateStudentVerificationGroup/${requireUuid(uuid, 'uuid')}/${group}`, {}),
    );
  }

  assignStudent(uuid: string, staffId: number): Promise<SignatureStatus> {
    return this.action(this.post(rest`Student/AssignStudent/${requireUuid(uuid, 'uuid')}/${staffId}`, {}));
  }

  reviewComplete(
    uuid: string,
    altVerifiedStatus?: string | null,
    aidYear?: number | null,
  ): Promise<SignatureStatus> {
    const query = new URLSearchParams();
    if (altVerifiedStatus) query.set('altVerifiedStatus', altVerifiedStatus);
    if (aidYear) query.set('aidYear', String(aidYear));
    const path = rest`student/ReviewComplete/${requireUuid(uuid, 'uuid')}`;
    return this.action(this.post(`${path}${query.size ? `?${query}` : ''}` as typeof path, {}));
  }

  async verifyAll(uuid: string, aidYear: number): Promise<number> {
    const r = await this.required(
      this.patch<{ verified: number }>(rest`StudentInterviewLink/VerifyAll`, {
        studentID: requireUuid(uuid, 'uuid'),
        aidYear,
      }),
    );
    return r.verified;
  }

  lockIsir(uuid: string, aidYear: number, transaction: string | null | undefined): Promise<SignatureStatus> {
    return this.action(
      this.post(rest`LockStudentIsir/${requireUuid(uuid, 'uuid')}/${aidYear}/${transaction ?? 'unlock'}`, {}),
    );
  }

  async markPostcardsSent(studentIds: number[]): Promise<number> {
    const r = await this.required(
      this.post<{ marked: number }>(rest`MarkPostcardsSent`, { studentIDs: studentIds }),
    );
    return r.marked;
  }

  clearSignature(uuid: string, forParent: boolean): Promise<SignatureStatus> {
    return this.action(
      this.get(rest`student/ClearSignature/${requireUuid(uuid, 'uuid')}/${side(forParent)}`),
    );
  }

  inkSignAgreed(uuid: string, forParent: boolean, agreed: boolean): Promise<SignatureStatus> {
    return this.action(
      this.patch(rest`student/inkSignAgreed/${requireUuid(uuid, 'uuid')}/${side(forParent)}`, { agreed }),
    );
  }

  inkSignatureReceived(uuid: string, forParent: boolean): Promise<SignatureStatus> {
    return this.action(
      this.post(rest`inkSignatureReceived/${requireUuid(uuid, 'uuid')}/${side(forParent)}`, {}),
    );
  }

  eSign(uuid: string, forParent: boolean): Promise<SignatureStatus> {
    return this.action(this.post(rest`eSign/${requireUuid(uuid, 'uuid')}/${side(forParent)}`, {}));
  }

  setESignOptOut(uuid: string, forParent: boolean, optOut: boolean): Promise<SignatureStatus> {
    return this.action(
      this.post(rest`student/updateEsignOptOut/${requireUuid(uuid, 'uuid')}/${side(forParent)}`, { optOut }),
    );
  }

  async unlinkAccount(uuid: string, accountId: number): Promise<SignatureStatus> {
    await this.required(
      this.post(rest`DeleteOwners`, { studentID: requireUuid(uuid, 'uuid'), studentAccountID: accountId }),
    );
    return this.signatureStatus(uuid);
  }

  async addTaskListMemo(taskListItemId: number, text: string): Promise<TaskListMemo> {
    return toMemo(
      await this.required(
        this.post<MemoRecord>(
          rest`StudentInterviewLinkMemo`,
          { studentInterviewLinkID: taskListItemId, text },
          { inputPaths: { studentInterviewLinkID: 'taskListItemId' } },
        ),
      ),
    );
  }

  async updateTaskListMemo(id: number, text: string): Promise<TaskListMemo> {
    return toMemo(
      await this.required(this.patch<MemoRecord>(rest`StudentInterviewLinkMemo/${id}`, { text })),
    );
  }

  async deleteTaskListMemo(id: number): Promise<void> {
    await this.required(this.delete(rest`StudentInterviewLinkMemo/${id}`));
  }

  addNote(uuid: string, input: StudentNoteInput): Promise<StudentNote> {
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
      this.post<StudentNote>(
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

  updateNote(id: number, input: StudentNoteUpdate): Promise<StudentNote> {
    return this.required(
      this.patch<StudentNote>(rest`reminder/${id}`, {
        text: input.text ?? undefined,
        severity: input.severity ?? undefined,
        dueDate: input.dueDate ?? undefined,
      }),
    );
  }

  expireNote(id: number): Promise<{ removed: boolean }> {
    return this.required(this.patch<{ removed: boolean }>(rest`reminder/expire/${id}`, {}));
  }

  async deleteNote(id: number): Promise<void> {
    await this.required(this.delete(rest`reminder/${id}`));
  }

  uploadDocument(input: ProcessorDocumentUpload): Promise<ProcessorDocument> {
    return this.required(
      this.post<ProcessorDocument>(
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

  private action(answer: Promise<unknown>): Promise<SignatureStatus> {
    return this.required(answer as Promise<SignatureStatus | null>);
  }
  // ---- ISIR corrections and assignment ---------------------------------------------------------------

  async correctionSummaries(uuid: string): Promise<CorrectionSummaries> {
    const r = await this.required(
      this.get<{ summaries: CorrectionSummaries['summaries']; corrections: CorrectionRecord[] }>(
        rest`verification/getCorrectionSummaries/${uuid}`,
      ),
    );
    return { summaries: r.summaries, corrections: r.corrections.map(toCorrection) };
  }

  async corrections(aidYear: number, status?: CorrectionStatus | null): Promise<IsirCorrection[]> {
    const rows = await this.required(
      this.post<CorrectionRecord[]>(rest`correction/search`, { aidYear, status: status ?? undefined }),
    );
    return rows.map(toCorrection);
  }

  correctionFiles(aidYear: number): Promise<CorrectionFile[]> {
    return this.required(this.post<CorrectionFile[]>(rest`correction/batch/search`, { aidYear }));
  }

  correctionFileContent(aidYear: number, id: number): Promise<DocumentContent> {
    return this.required(this.get<DocumentContent>(rest`correction/DownloadCorrectionFile/${aidYear}/${id}`));
  }

  async addCorrection(
    uuid: string,
    aidYear: number,
    attributeName: string,
    correctedValue: string,
  ): Promise<IsirCorrection> {
    const body = { studentID: requireUuid(uuid, 'uuid'), aidYear, attributeName, correctedValue };
    return toCorrection(await this.required(this.post<CorrectionRecord>(rest`correction/add`, body)));
  }

  async withdrawCorrection(id: number): Promise<IsirCorrection> {
    return toCorrection(await this.required(this.delete<CorrectionRecord>(rest`correction/${id}`)));
  }

  /** One student's waiting corrections, or the whole school's, exported and returned as the file. */
  displayCorrectionFile(
    fileName: string | null | undefined,
    content: string,
  ): Promise<{ lines: DisplayedCorrectionLine[] }> {
    return this.required(
      this.post<{ lines: DisplayedCorrectionLine[] }>(rest`correction/display`, {
        fileName: fileName ?? undefined,
        content,
      }),
    );
  }

  exportCorrections(aidYear: number, uuid?: string | null): Promise<DocumentContent> {
    const who = uuid ? requireUuid(uuid, 'uuid') : 'all';
    return this.required(this.post<DocumentContent>(rest`ExportDownloadCorrections/${aidYear}/${who}`, {}));
  }

  assignableStaff(): Promise<StaffMember[]> {
    return this.required(this.get<StaffMember[]>(rest`Student/AssignableStaff`));
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

  documentDownloads(uuid: string): Promise<DocumentDownload[]> {
    return this.required(
      this.post<DocumentDownload[]>(rest`documentDownloadLog/search`, {
        studentID: requireUuid(uuid, 'uuid'),
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
          this.get<StudentAttributes & { studentID: number; hasIsir: boolean }>(
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
        let rows: (StudentAttributes & { studentID: number })[];
        try {
          rows = await this.required(
            this.post<(StudentAttributes & { studentID: number })[]>(
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

  attributeHistory(uuid: string, aidYear: number): Promise<AttributeChange[]> {
    return this.required(
      this.post<AttributeChange[]>(rest`StudentAttributeHistory/search/${aidYear}`, {
        studentID: requireUuid(uuid, 'uuid'),
      }),
    );
  }

  parentProfile(uuid: string, aidYear: number): Promise<ParentProfile> {
    return this.required(this.get<ParentProfile>(rest`StudentAttribute/getParentProfile/${uuid}/${aidYear}`));
  }

  crCodeHeadline(uuid: string): Promise<CrCodeHeadline> {
    return this.required(
      this.get<CrCodeHeadline>(rest`StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/${uuid}`),
    );
  }

  async supportingDocuments(taskListItemId: number): Promise<SupportingDocument[]> {
    const rows = await this.required(
      this.get<(Omit<SupportingDocument, 'versionId'> & { versionID: number })[]>(
        rest`studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/${taskListItemId}`,
      ),
    );
    return rows.map(({ versionID, ...d }) => ({ ...d, versionId: versionID }));
  }

  updateStudentRecord(uuid: string, input: StudentRecordInput): Promise<StudentRecordChange> {
    return this.required(
      this.patch<StudentRecordChange>(rest`student/allowNullUpdate/${requireUuid(uuid, 'uuid')}`, input),
    );
  }

  updateStudentAccount(id: number, input: StudentAccountInput): Promise<StudentAccountChange> {
    return this.required(this.patch<StudentAccountChange>(rest`studentAccount/${id}`, input));
  }

  async deleteProcessorDocuments(ids: number[]): Promise<number> {
    return (await this.required(this.post<{ deleted: number }>(rest`processorDocument/delete`, { ids })))
      .deleted;
  }
}
