import type {
  StudentRepositoryRowSearch,
  StudentRepositoryTransferFormat,
  StudentRepositoryTransferRecordSearch,
} from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type RestRowPage = ServiceAnswer<'/isir-api/studentrepository/search', 'post'>;
type RestRowIds = ServiceAnswer<'/isir-api/studentrepository/searchIDs', 'post'>;
type RestRows = ServiceAnswer<'/isir-api/studentrepository/getManyByIDs', 'post'>;
type RestRow = ServiceAnswer<'/isir-api/studentrepository/reviewMatch/{id}', 'post'>;
/** searchbylists answers the page of the list asked for: told apart here by what its items carry. */
type RestLists = ServiceAnswer<'/isir-api/studentrepository/searchbylists', 'post'>;
type RestUploadPage = Extract<RestLists, { items: { fileFormat: unknown }[] }>;
type RestErrorPage = Extract<RestLists, { items: { code: unknown }[] }>;
type RestUnmatchedPage = Extract<RestLists, { items: { studentNumber: unknown }[] }>;
type RestProcessed = ServiceAnswer<'/isir-api/studentrepository/processStudRepoIntoVG/{id}', 'post'>;
type RestTransferHeader = ServiceAnswer<'/isir-api/StudentRepositoryTransferFileHeader/generate', 'post'>;
type RestTransferHeaderPage = ServiceAnswer<
  '/isir-api/StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport',
  'post'
>;
type RestTransferRecordPage = ServiceAnswer<
  '/isir-api/studentrepositoryTransferRecord/searchbylists',
  'post'
>;
type RestTransferFile =
  ServiceAnswer<'/isir-api/studentRepositoryTransferFileHeader/DownloadTransferFile/{a}/{b}'>;
type RestAccountLookup = ServiceAnswer<'/isir-api/isir/studentAccountLookup/{a}/{b}'>;

/** Leaves out what the client did not give, so the services apply their defaults. */
const given = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

/** The student repository on the ISIR base (`/isir-api/`): roster rows, the reports, processing, transfer files. */
export class StudentRepositoryApi extends RestClient {
  constructor(upstream: UpstreamHttp, caller: Caller) {
    super('isir', upstream, caller);
  }

  rows(input: StudentRepositoryRowSearch) {
    return this.required(this.post<RestRowPage>(rest`studentrepository/search`, given(input)));
  }

  async rowIds(input: StudentRepositoryRowSearch) {
    const { page: _page, pageSize: _size, ...filter } = input;
    return (await this.required(this.post<RestRowIds>(rest`studentrepository/searchIDs`, given(filter)))).ids;
  }

  rowsByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve<RestRows>([]);
    return this.required(this.post<RestRows>(rest`studentrepository/getManyByIDs`, { ids }));
  }

  uploads(filter: {
    aidYear?: number | null;
    uploadId?: number | null;
    from?: string | null;
    to?: string | null;
    withErrors?: boolean;
    page?: number | null;
    pageSize?: number | null;
  }) {
    return this.required(
      this.post<RestUploadPage>(rest`studentrepository/searchbylists`, {
        list: 'UPLOADS',
        ...given(filter),
      }),
    );
  }

  errors(filter: {
    uploadId?: number | null;
    aidYear?: number | null;
    code?: string | null;
    page?: number | null;
    pageSize?: number | null;
  }) {
    return this.required(
      this.post<RestErrorPage>(rest`studentrepository/searchbylists`, {
        list: 'ERRORS',
        ...given(filter),
      }),
    );
  }

  unmatchedStudents(filter: { uploadId: number; page?: number | null; pageSize?: number | null }) {
    return this.required(
      this.post<RestUnmatchedPage>(rest`studentrepository/searchbylists`, {
        list: 'UNMATCHED_STUDENTS',
        ...given(filter),
      }),
    );
  }

  process(uploadId: number, rowIds?: number[] | null) {
    return this.required(
      this.post<RestProcessed>(rest`studentrepository/processStudRepoIntoVG/${uploadId}`, given({ rowIds })),
    );
  }

  reviewMatch(rowId: number, accept: boolean) {
    return this.required(this.post<RestRow>(rest`studentrepository/reviewMatch/${rowId}`, { accept }));
  }

  generate(aidYear: number, format?: StudentRepositoryTransferFormat | null) {
    return this.required(
      this.post<RestTransferHeader>(
        rest`StudentRepositoryTransferFileHeader/generate`,
        given({ aidYear, format }),
      ),
    );
  }

  headers(filter: { aidYear?: number | null; page?: number | null; pageSize?: number | null }) {
    return this.required(
      this.post<RestTransferHeaderPage>(
        rest`StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport`,
        given(filter),
      ),
    );
  }

  records(filter: { headerId: number; page?: number | null; pageSize?: number | null }) {
    return this.required(
      this.post<RestTransferRecordPage>(
        rest`studentrepositoryTransferRecord/StudentRepositoryTransferRecordReport`,
        given(filter),
      ),
    );
  }

  recordSearch(input: StudentRepositoryTransferRecordSearch) {
    return this.required(
      this.post<RestTransferRecordPage>(rest`studentrepositoryTransferRecord/searchbylists`, given(input)),
    );
  }

  transferFile(aidYear: number, id: number) {
    return this.required(
      this.get<RestTransferFile>(
        rest`studentRepositoryTransferFileHeader/DownloadTransferFile/${aidYear}/${id}`,
      ),
    );
  }

  accountLookup(aidYear: number, isirId: number) {
    return this.required(this.get<RestAccountLookup>(rest`isir/studentAccountLookup/${aidYear}/${isirId}`));
  }
}
