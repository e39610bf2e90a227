import type {
  StudentAccountLookup,
  StudentRepositoryErrorPage,
  StudentRepositoryRow,
  StudentRepositoryRowPage,
  StudentRepositoryRowSearch,
  StudentRepositoryTransferFile,
  StudentRepositoryTransferFormat,
  StudentRepositoryTransferHeader,
  StudentRepositoryTransferHeaderPage,
  StudentRepositoryTransferRecordPage,
  StudentRepositoryTransferRecordSearch,
  StudentRepositoryUnmatchedStudentPage,
  StudentRepositoryUploadPage,
} from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** Leaves out what the client did not give, so the services apply their defaults. */
const given = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

/** The student repository on the ISIR base (`/isir-api/`): roster rows, the reports, processing, transfer files. */
export class StudentRepositoryApi extends RestClient {
  constructor(upstream: UpstreamHttp, caller: Caller) {
    super('isir', upstream, caller);
  }

  rows(input: StudentRepositoryRowSearch) {
    return this.required(this.post<StudentRepositoryRowPage>(rest`studentrepository/search`, given(input)));
  }

  async rowIds(input: StudentRepositoryRowSearch) {
    const { page: _page, pageSize: _size, ...filter } = input;
    return (
      await this.required(this.post<{ ids: number[] }>(rest`studentrepository/searchIDs`, given(filter)))
    ).ids;
  }

  rowsByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.required(this.post<StudentRepositoryRow[]>(rest`studentrepository/getManyByIDs`, { ids }));
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
      this.post<StudentRepositoryUploadPage>(rest`studentrepository/searchbylists`, {
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
      this.post<StudentRepositoryErrorPage>(rest`studentrepository/searchbylists`, {
        list: 'ERRORS',
        ...given(filter),
      }),
    );
  }

  unmatchedStudents(filter: { uploadId: number; page?: number | null; pageSize?: number | null }) {
    return this.required(
      this.post<StudentRepositoryUnmatchedStudentPage>(rest`studentrepository/searchbylists`, {
        list: 'UNMATCHED_STUDENTS',
        ...given(filter),
      }),
    );
  }

  process(uploadId: number, rowIds?: number[] | null) {
    return this.required(
      this.post<{ placed: number; taskItemsCreated: number; skipped: number; message: string }>(
        rest`studentrepository/processStudRepoIntoVG/${uploadId}`,
        given({ rowIds }),
      ),
    );
  }

  reviewMatch(rowId: number, accept: boolean) {
    return this.required(
      this.post<StudentRepositoryRow>(rest`studentrepository/reviewMatch/${rowId}`, { accept }),
    );
  }

  generate(aidYear: number, format?: StudentRepositoryTransferFormat | null) {
    return this.required(
      this.post<StudentRepositoryTransferHeader>(
        rest`StudentRepositoryTransferFileHeader/generate`,
        given({ aidYear, format }),
      ),
    );
  }

  headers(filter: { aidYear?: number | null; page?: number | null; pageSize?: number | null }) {
    return this.required(
      this.post<StudentRepositoryTransferHeaderPage>(
        rest`StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport`,
        given(filter),
      ),
    );
  }

  records(filter: { headerId: number; page?: number | null; pageSize?: number | null }) {
    return this.required(
      this.post<StudentRepositoryTransferRecordPage>(
        rest`studentrepositoryTransferRecord/StudentRepositoryTransferRecordReport`,
        given(filter),
      ),
    );
  }

  recordSearch(input: StudentRepositoryTransferRecordSearch) {
    return this.required(
      this.post<StudentRepositoryTransferRecordPage>(
        rest`studentrepositoryTransferRecord/searchbylists`,
        given(input),
      ),
    );
  }

  transferFile(aidYear: number, id: number) {
    return this.required(
      this.get<StudentRepositoryTransferFile>(
        rest`studentRepositoryTransferFileHeader/DownloadTransferFile/${aidYear}/${id}`,
      ),
    );
  }

  accountLookup(aidYear: number, isirId: number) {
    return this.required(
      this.get<StudentAccountLookup>(rest`isir/studentAccountLookup/${aidYear}/${isirId}`),
    );
  }
}
