import { gatewayError } from '../../platform/errors.js';
import { requireUuid } from '../../platform/input.js';
import { RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** A row of a student's account history, or of the access log read as activity. */
type ActivityRecord =
  | ServiceAnswer<'/student-api/StudentAccountHistory/getStudentAccountHistoryByStudentID/{id}'>[number]
  | RestAccessLog[number];
type RestAccessLog = ServiceAnswer<'/student-api/AccessLog/AccessLogSearch', 'post'>;
/** The access log's rows (AccessLogSearch without `activity`): each names the actor's role. */
type AccessLogRows = Extract<RestAccessLog, Array<{ actorRole: string }>>;
const isAccessLog = (rows: RestAccessLog): rows is AccessLogRows =>
  rows.every((row) => row.actorRole !== null && !('details' in row));

/** Account history and the access log name who and when differently; GraphQL's activity has one name for each. */
const toActivity = (a: ActivityRecord) => ({
  id: String(a.id),
  action: a.action,
  actorName: 'actorName' in a ? a.actorName : a.changedBy,
  actorRole: 'actorRole' in a ? a.actorRole : null,
  createdAt: 'createdAt' in a ? a.createdAt : a.changedAt,
});
/** A change's (or a log row's) id is a GraphQL ID: a string. */
const withStringIds = <C extends { id: number }>(changes: C[]) =>
  changes.map((c) => ({ ...c, id: String(c.id) }));

/**
 * What happened to one student, as StudentView's history tabs show it: the record's and the status's changes,
 * the accounts' history, activity and the access log, document downloads and the ISIR attributes' changes.
 * Read-only; the services check school and permission.
 */
export class StudentHistoriesApi extends RestClient<'student'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
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

  documentDownloads(uuid: string) {
    return this.required(
      this.post('/student-api/documentDownloadLog/search', {
        body: {
          studentID: requireUuid(uuid, 'uuid'),
        },
      }),
    );
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
}
