import type {
  StudentRepositoryRowSearch,
  StudentRepositoryTransferFormat,
  StudentRepositoryTransferRecordSearch,
} from '../../__generated__/resolvers-types.js';
import { gatewayError } from '../../platform/errors.js';
import { withoutNulls } from '../../platform/input.js';
import {
  checkedByServices,
  RestClient,
  type Caller,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type RestRows = ServiceAnswer<'/isir-api/studentrepository/getManyByIDs', 'post'>;
/** searchbylists answers the page of the list asked for: told apart here by what its items carry. */
type RestLists = ServiceAnswer<'/isir-api/studentrepository/searchbylists', 'post'>;
type RestUploadPage = Extract<RestLists, { items: { fileFormat: unknown }[] }>;
type RestErrorPage = Extract<RestLists, { items: { code: unknown }[] }>;
type RestUnmatchedPage = Extract<RestLists, { items: { studentNumber: unknown }[] }>;

/** searchbylists answers the list asked for; its items tell which (an empty page fits any list). */
const isUploadPage = (page: RestLists): page is RestUploadPage =>
  page.items.every((item) => 'fileFormat' in item);
const isErrorPage = (page: RestLists): page is RestErrorPage => page.items.every((item) => 'code' in item);
const isUnmatchedPage = (page: RestLists): page is RestUnmatchedPage =>
  page.items.every((item) => 'studentNumber' in item);
const otherList = (list: string) =>
  gatewayError('UPSTREAM_ERROR', `The ISIR API answered another list where ${list} was asked for`);

/** The student repository on the ISIR base (`/isir-api/`): roster rows, the reports, processing, transfer files. */
export class StudentRepositoryApi extends RestClient<'isir'> {
  constructor(upstream: UpstreamHttp, caller: Caller) {
    super('isir', upstream, caller);
  }

  rows(input: StudentRepositoryRowSearch) {
    return this.required(this.post('/isir-api/studentrepository/search', { body: withoutNulls(input) }));
  }

  async rowIds(input: StudentRepositoryRowSearch) {
    const { page: _page, pageSize: _size, ...filter } = input;
    return (
      await this.required(this.post('/isir-api/studentrepository/searchIDs', { body: withoutNulls(filter) }))
    ).ids;
  }

  rowsByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve<RestRows>([]);
    return this.required(this.post('/isir-api/studentrepository/getManyByIDs', { body: { ids } }));
  }

  async uploads(filter: {
    aidYear?: number | null;
    uploadId?: number | null;
    from?: string | null;
    to?: string | null;
    withErrors?: boolean;
    page?: number | null;
    pageSize?: number | null;
  }) {
    const page = await this.required(
      this.post('/isir-api/studentrepository/searchbylists', {
        body: { list: 'UPLOADS', ...withoutNulls(filter) },
      }),
    );
    if (!isUploadPage(page)) throw otherList('UPLOADS');
    return page;
  }

  async errors(filter: {
    uploadId?: number | null;
    aidYear?: number | null;
    code?: string | null;
    page?: number | null;
    pageSize?: number | null;
  }) {
    const page = await this.required(
      this.post('/isir-api/studentrepository/searchbylists', {
        body: { list: 'ERRORS', ...withoutNulls(filter) },
      }),
    );
    if (!isErrorPage(page)) throw otherList('ERRORS');
    return page;
  }

  async unmatchedStudents(filter: { uploadId: number; page?: number | null; pageSize?: number | null }) {
    const page = await this.required(
      this.post('/isir-api/studentrepository/searchbylists', {
        body: { list: 'UNMATCHED_STUDENTS', ...withoutNulls(filter) },
      }),
    );
    if (!isUnmatchedPage(page)) throw otherList('UNMATCHED_STUDENTS');
    return page;
  }

  process(uploadId: number, rowIds?: number[] | null) {
    return this.required(
      this.post('/isir-api/studentrepository/processStudRepoIntoVG/{id}', {
        path: { id: uploadId },
        body: withoutNulls({ rowIds }),
      }),
    );
  }

  reviewMatch(rowId: number, accept: boolean) {
    return this.required(
      this.post('/isir-api/studentrepository/reviewMatch/{id}', { path: { id: rowId }, body: { accept } }),
    );
  }

  generate(aidYear: number, format?: StudentRepositoryTransferFormat | null) {
    return this.required(
      this.post('/isir-api/StudentRepositoryTransferFileHeader/generate', {
        body: withoutNulls({ aidYear, format }),
      }),
    );
  }

  headers(filter: { aidYear?: number | null; page?: number | null; pageSize?: number | null }) {
    return this.required(
      this.post('/isir-api/StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport', {
        body: withoutNulls(filter),
      }),
    );
  }

  records(filter: { headerId: number; page?: number | null; pageSize?: number | null }) {
    return this.required(
      this.post('/isir-api/studentrepositoryTransferRecord/StudentRepositoryTransferRecordReport', {
        body: withoutNulls(filter),
      }),
    );
  }

  recordSearch(input: StudentRepositoryTransferRecordSearch) {
    return this.required(
      this.post('/isir-api/studentrepositoryTransferRecord/searchbylists', {
        body: {
          ...withoutNulls(input),
          // GraphQL's statuses are Strings; the route's enum (V | S | W) is checked by the services.
          pellVerificationStatuses: checkedByServices(input.pellVerificationStatuses ?? undefined),
        },
      }),
    );
  }

  transferFile(aidYear: number, id: number) {
    return this.required(
      this.get('/isir-api/studentRepositoryTransferFileHeader/DownloadTransferFile/{a}/{b}', {
        path: { a: aidYear, b: id },
      }),
    );
  }

  accountLookup(aidYear: number, isirId: number) {
    return this.required(
      this.get('/isir-api/isir/studentAccountLookup/{a}/{b}', { path: { a: aidYear, b: isirId } }),
    );
  }
}
