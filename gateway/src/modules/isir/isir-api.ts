import { randomBytes } from 'node:crypto';
import type {
  IsirRecordSearch,
  IsirViewItemInput,
  IsirViewLevel,
} from '../../__generated__/resolvers-types.js';
import { errorForStatus, errorForTransport } from '../../platform/errors.js';
import { withoutNulls } from '../../platform/input.js';
import { RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** What an import answers: the upload's log row (its warnings are read with the upload). */
type RestImported = ServiceAnswer<'/isir-api/isir/uploadIsir', 'post'>;
type RestView = NonNullable<
  ServiceAnswer<'/isir-api/IsirView/GetIsirViewBySchoolAndYear/{school}/{year}/{flag}'>
>;

const RESOURCE = {
  TAB: 'IsirViewTab',
  GROUP: 'IsirViewGroup',
  ELEMENT: 'IsirViewElement',
} as const satisfies Record<IsirViewLevel, string>;
/** The school's rows, or the masters' (the shared defaults) under the Master* paths. */
const resourceOf = (level: IsirViewLevel, master: boolean) =>
  master ? (`Master${RESOURCE[level]}` as const) : RESOURCE[level];

/** The ISIR base (`/isir-api/`): uploads, records, a student's ISIR, ISIR view settings. */
export class IsirApi extends RestClient<'isir'> {
  constructor(
    private readonly upstream: UpstreamHttp,
    caller: Caller,
  ) {
    super('isir', upstream, caller);
  }

  uploads(aidYear?: number | null) {
    return this.required(this.get('/isir-api/IsirHeader/', { query: { aidYear: aidYear || undefined } }));
  }

  /** `first` ISIR files after the cursor `after`, newest first (isirUploadsConnection). */
  uploadsConnection(first: number, aidYear?: number | null, after?: string | null) {
    return this.required(
      this.get('/isir-api/IsirHeader/page', {
        query: { pageSize: first, aidYear: aidYear || undefined, after: after || undefined },
        inputPaths: { pageSize: 'first' },
      }),
    );
  }

  /** `first` ISIR records after the cursor `after`, by file and line (isirRecordsConnection). */
  recordsConnection(input: IsirRecordSearch, first: number, after?: string | null) {
    const { page: _page, pageSize: _pageSize, ...filters } = input;
    return this.required(
      this.post('/isir-api/IsirRecord/search/', {
        body: { ...withoutNulls(filters), page: 1, pageSize: first, after: after ?? undefined },
        inputPaths: { pageSize: 'first' },
      }),
    );
  }

  upload(id: number) {
    return this.required(this.get('/isir-api/IsirHeader/{id}', { path: { id } }));
  }

  records(input: IsirRecordSearch) {
    return this.required(this.post('/isir-api/IsirRecord/search/', { body: withoutNulls(input) }));
  }

  studentIsir(uuid: string, aidYear: number, transactionId?: number | null) {
    return this.required(
      this.get('/isir-api/isir/studentIsir/{uuid}/{aidYear}', {
        path: { uuid, aidYear },
        query: { transactionId: transactionId || undefined },
      }),
    );
  }

  async view(schoolCode: string, aidYear: number, fallback: boolean) {
    return (
      (await this.get('/isir-api/IsirView/GetIsirViewBySchoolAndYear/{school}/{year}/{flag}', {
        path: { school: schoolCode, year: aidYear, flag: fallback ? 'true' : 'false' },
      })) ?? []
    );
  }

  addViewSettings(aidYear: number) {
    return this.required(this.post('/isir-api/IsirView/addIsirViewSettings', { body: { aidYear } }));
  }

  rollover(fromAidYear: number) {
    return this.required(
      this.post('/isir-api/IsirView/rolloverIsirViewSettings/{id}', { path: { id: fromAidYear }, body: {} }),
    );
  }

  copyTab(tabId: number, aidYear?: number | null) {
    return this.required(
      this.post('/isir-api/isirview/copyisirviewtab', { body: { tabId, ...(aidYear ? { aidYear } : {}) } }),
    );
  }

  /** The master (shared default) view of an aid year, assembled from the masters' three search calls (tabs, groups, elements). */
  async masterView(aidYear: number): Promise<RestView> {
    // Tabs first: searching them creates the aid year's masters from the layout when there are none yet.
    const tabs = await this.required(this.post('/isir-api/MasterIsirViewTab/search', { body: { aidYear } }));
    const [groups, elements] = await Promise.all([
      this.required(this.post('/isir-api/MasterIsirViewGroup/search', { body: { aidYear } })),
      this.required(this.post('/isir-api/MasterIsirViewElement/search', { body: { aidYear } })),
    ]);
    const byOrder = (a: { sortOrder: number; id: number }, b: { sortOrder: number; id: number }) =>
      a.sortOrder - b.sortOrder || a.id - b.id;
    return tabs.sort(byOrder).map((t) => ({
      ...t,
      groups: groups
        .filter((g) => g.tabId === t.id)
        .sort(byOrder)
        .map((g) => ({ ...g, elements: elements.filter((e) => e.groupId === g.id).sort(byOrder) })),
    }));
  }

  saveItem(input: IsirViewItemInput, master = false) {
    const { level, id, ...rest_ } = input;
    const body = withoutNulls(rest_);
    const resource = resourceOf(level, master);
    return id
      ? this.required(this.patch(`/isir-api/${resource}/{id}`, { path: { id }, body }))
      : this.required(this.post(`/isir-api/${resource}/`, { body }));
  }

  deleteItem(level: IsirViewLevel, id: number, master = false) {
    // An element of a school's view leaves no gap in its group's order.
    return level === 'ELEMENT' && !master
      ? this.post('/isir-api/IsirViewElement/deleteAndUpdateIsirViewElementSortOrder/{id}', {
          path: { id },
          body: {},
        })
      : this.delete(`/isir-api/${resourceOf(level, master)}/{id}`, { path: { id } });
  }

  reorder(level: IsirViewLevel, ids: number[], master = false) {
    return this.post(`/isir-api/${resourceOf(level, master)}/updateSortOrder`, { body: { ids } });
  }

  /** isir/uploadIsir takes multipart/form-data: SchoolCode, AidYear, then the file. */
  async importFile(input: {
    schoolCode: string;
    fileName: string;
    aidYear?: number | null;
    content: string;
  }): Promise<RestImported> {
    const boundary = `----aidverify${randomBytes(12).toString('hex')}`;
    const part = (name: string, value: string, file?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file.replace(/["\r\n]/g, '_')}"` : ''}\r\n` +
      `${file ? 'Content-Type: text/plain\r\n' : ''}\r\n${value}\r\n`;
    const body = Buffer.from(
      part('SchoolCode', input.schoolCode) +
        (input.aidYear ? part('AidYear', String(input.aidYear)) : '') +
        part('isirFile', input.content, input.fileName) +
        `--${boundary}--\r\n`,
      'latin1',
    );
    const base = this.upstream.apiUrls.isir;
    let status: number;
    let text: string;
    try {
      const answer = await this.upstream.request({
        origin: base.origin,
        path: `${base.pathname}isir/uploadIsir`,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          accept: 'application/json',
          'x-forwarded-for': this.caller.forwardedFor,
          ...(this.caller.bearer ? { authorization: `Bearer ${this.caller.bearer}` } : {}),
        },
        body,
      });
      status = answer.statusCode;
      text = await answer.body.text();
    } catch (error) {
      throw errorForTransport(error, 'isir', this.upstream.timeoutMs);
    }
    const json = text ? JSON.parse(text) : undefined;
    if (status >= 400) throw errorForStatus(status, json, 'isir');
    return json as RestImported;
  }
}
