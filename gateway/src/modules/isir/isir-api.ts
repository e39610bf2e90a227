import { randomBytes } from 'node:crypto';
import type {
  IsirRecordPage,
  IsirRecordSearch,
  IsirUpload,
  IsirViewElement,
  IsirViewGroup,
  IsirViewItemInput,
  IsirViewLevel,
  IsirViewTab,
  StudentIsir,
} from '../../__generated__/resolvers-types.js';
import { errorForStatus, errorForTransport } from '../../platform/errors.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

const RESOURCE: Record<IsirViewLevel, string> = {
  TAB: 'IsirViewTab',
  GROUP: 'IsirViewGroup',
  ELEMENT: 'IsirViewElement',
};
/** The school's rows, or the masters' (the shared defaults) under the Master* paths. */
const resourceOf = (level: IsirViewLevel, master: boolean) => `${master ? 'Master' : ''}${RESOURCE[level]}`;

/** The ISIR base (`/isir-api/`): uploads, records, a student's ISIR, ISIR view settings. */
export class IsirApi extends RestClient {
  constructor(
    private readonly upstream: UpstreamHttp,
    caller: Caller,
  ) {
    super('isir', upstream, caller);
  }

  uploads(aidYear?: number | null) {
    return this.required(
      this.get<IsirUpload[]>(
        aidYear ? (`IsirHeader/?aidYear=${Number(aidYear)}` as never) : rest`IsirHeader/`,
      ),
    );
  }

  upload(id: number) {
    return this.required(this.get<IsirUpload>(rest`IsirHeader/${id}`));
  }

  records(input: IsirRecordSearch) {
    const body = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
    return this.required(this.post<IsirRecordPage>(rest`IsirRecord/search/`, body));
  }

  studentIsir(uuid: string, aidYear: number, transactionId?: number | null) {
    const path = rest`isir/studentIsir/${uuid}/${aidYear}`;
    return this.required(
      this.get<StudentIsir>(
        (transactionId ? `${path}?transactionId=${Number(transactionId)}` : path) as typeof path,
      ),
    );
  }

  async view(schoolCode: string, aidYear: number, fallback: boolean) {
    return (
      (await this.get<IsirViewTab[]>(
        rest`IsirView/GetIsirViewBySchoolAndYear/${schoolCode}/${aidYear}/${String(fallback)}`,
      )) ?? []
    );
  }

  addViewSettings(aidYear: number) {
    return this.required(this.post<{ tabs: number }>(rest`IsirView/addIsirViewSettings`, { aidYear }));
  }

  rollover(fromAidYear: number) {
    return this.required(
      this.post<{ tabs: number }>(rest`IsirView/rolloverIsirViewSettings/${fromAidYear}`, {}),
    );
  }

  copyTab(tabId: number, aidYear?: number | null) {
    return this.required(
      this.post<{ id: number }>(rest`isirview/copyisirviewtab`, { tabId, ...(aidYear ? { aidYear } : {}) }),
    );
  }

  /** The master (shared default) view of an aid year, assembled from the masters' three search calls (tabs, groups, elements). */
  async masterView(aidYear: number): Promise<IsirViewTab[]> {
    // Tabs first: searching them creates the aid year's masters from the layout when there are none yet.
    const tabs = await this.required(
      this.post<Omit<IsirViewTab, 'groups'>[]>(rest`MasterIsirViewTab/search`, { aidYear }),
    );
    const [groups, elements] = await Promise.all([
      this.required(
        this.post<Omit<IsirViewGroup, 'elements'>[]>(rest`MasterIsirViewGroup/search`, { aidYear }),
      ),
      this.required(this.post<IsirViewElement[]>(rest`MasterIsirViewElement/search`, { aidYear })),
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
    const body = Object.fromEntries(Object.entries(rest_).filter(([, v]) => v !== null && v !== undefined));
    const resource = resourceOf(level, master);
    return id
      ? this.required(this.patch<{ id: number }>(rest`${resource}/${id}`, body))
      : this.required(this.post<{ id: number }>(rest`${resource}/`, body));
  }

  deleteItem(level: IsirViewLevel, id: number, master = false) {
    // An element of a school's view leaves no gap in its group's order.
    return level === 'ELEMENT' && !master
      ? this.post<boolean>(rest`IsirViewElement/deleteAndUpdateIsirViewElementSortOrder/${id}`, {})
      : this.delete<boolean>(rest`${resourceOf(level, master)}/${id}`);
  }

  reorder(level: IsirViewLevel, ids: number[], master = false) {
    return this.post<boolean>(rest`${resourceOf(level, master)}/updateSortOrder`, { ids });
  }

  /** isir/uploadIsir takes multipart/form-data: SchoolCode, AidYear, then the file. */
  async importFile(input: {
    schoolCode: string;
    fileName: string;
    aidYear?: number | null;
    content: string;
  }): Promise<IsirUpload> {
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
    return json as IsirUpload;
  }
}
