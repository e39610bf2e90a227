import type { CorrectionStatus } from '../../__generated__/resolvers-types.js';
import { requireUuid } from '../../platform/input.js';
import { RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type CorrectionRecord = ServiceAnswer<'/student-api/correction/{id}', 'delete'>;

/** GraphQL spells the student's and the batch file's ids studentId and fileId. */
const toCorrection = ({ studentID, batchID, ...c }: CorrectionRecord) => ({
  ...c,
  studentId: studentID,
  fileId: batchID,
});

/**
 * ISIR corrections on the student base: a student's corrections and their history, the school's corrections of a
 * year, and the correction files exported for FPS. Students are named by uuid; the services check school and
 * permission.
 */
export class CorrectionsApi extends RestClient<'student'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  // ---- one student's corrections ---------------------------------------------------------------------

  async correctionSummaries(uuid: string) {
    const r = await this.required(
      this.get('/student-api/verification/getCorrectionSummaries/{id}', { path: { id: uuid } }),
    );
    return { summaries: r.summaries, corrections: r.corrections.map(toCorrection) };
  }

  async correctionHistory(uuid: string) {
    const rows = await this.required(
      this.get('/student-api/CorrectionHistory/getCorrectionHistoryByStudentID/{id}', {
        path: { id: uuid },
      }),
    );
    // A change's id is a GraphQL ID: a string.
    return rows.map((c) => ({ ...c, id: String(c.id) }));
  }

  async addCorrection(uuid: string, aidYear: number, attributeName: string, correctedValue: string) {
    const body = { studentID: requireUuid(uuid, 'uuid'), aidYear, attributeName, correctedValue };
    return toCorrection(await this.required(this.post('/student-api/correction/add', { body: body })));
  }

  async withdrawCorrection(id: number) {
    return toCorrection(await this.required(this.delete('/student-api/correction/{id}', { path: { id } })));
  }

  // ---- the school's corrections and correction files ---------------------------------------------------

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
}
