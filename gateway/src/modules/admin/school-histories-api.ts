import type { HistoryKind } from '../../__generated__/resolvers-types.js';
import { RestClient, type Caller } from '../../platform/rest-client.js';
import { withoutNulls } from '../../platform/input.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

const HISTORY_PATH = {
  SCHOOL: '/school-api/schoolHistory/getSchoolHistoryByDateRange/{from}/{to}',
  SCHOOL_CONFIG: '/school-api/schoolConfigHistory/getSchoolConfigHistoryByDateRange/{from}/{to}',
  SCHOOL_ISIR_RECORD_INFO:
    '/school-api/schoolIsirRecordInfoHistory/getSchoolIsirRecordInfoHistoryByDateRange/{from}/{to}',
  ROLE_PERMISSION_LINK:
    '/school-api/rolePermissionLinkHistory/getRolePermissionLinkHistoryByDateRange/{from}/{to}',
} as const satisfies Record<HistoryKind, string>;

/** The school base's histories and activity logs: settings history, administrative and student activity, communication. */
export class SchoolHistoriesApi extends RestClient<'school'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  history(kind: HistoryKind, from: string, to: string) {
    return this.required(this.get(HISTORY_PATH[kind], { path: { from, to } }));
  }

  administrativeActivity(from: string, to: string, action?: string | null) {
    return this.required(
      this.post('/school-api/AdministrativeActivity/search', { body: withoutNulls({ from, to, action }) }),
    );
  }

  communicationLog(from: string, to: string) {
    return this.required(
      this.post('/school-api/CommunicationLog/search', {
        body: {
          from,
          to,
        },
      }),
    );
  }

  studentActivityPage(
    from: string,
    to: string,
    action: string | null | undefined,
    page: number,
    pageSize: number,
  ) {
    return this.required(
      this.post('/school-api/StudentActivity/searchPage', {
        body: withoutNulls({ from, to, action, page, pageSize }),
      }),
    );
  }

  /** `first` entries after the cursor `after`, newest first (studentActivityConnection). */
  studentActivityConnection(
    from: string,
    to: string,
    action: string | null | undefined,
    first: number,
    after?: string | null,
  ) {
    return this.required(
      this.post('/school-api/StudentActivity/searchPage', {
        body: withoutNulls({ from, to, action, page: 1, pageSize: first, after }),
        inputPaths: { pageSize: 'first' },
      }),
    );
  }

  /** `first` entries after the cursor `after`, newest first (administrativeActivityConnection). */
  administrativeActivityConnection(
    from: string,
    to: string,
    action: string | null | undefined,
    first: number,
    after?: string | null,
  ) {
    return this.required(
      this.post('/school-api/AdministrativeActivity/searchPage', {
        body: withoutNulls({ from, to, action, page: 1, pageSize: first, after }),
        inputPaths: { pageSize: 'first' },
      }),
    );
  }

  studentActivity(from: string, to: string, action?: string | null) {
    return this.required(
      this.post('/school-api/StudentActivity/search', { body: withoutNulls({ from, to, action }) }),
    );
  }
}
