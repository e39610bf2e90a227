import type { ReportInput, ReportPage } from '../../__generated__/resolvers-types.js';
import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** The services' request body: filters as an object, not a list. */
const body = (input: ReportInput) => ({
  aidYear: input.aidYear,
  filters: Object.fromEntries((input.filters ?? []).map((f) => [f.key, f.value])),
  page: input.page ?? 1,
  pageSize: input.pageSize ?? 50,
  sort: input.sort ?? null,
  descending: input.descending ?? null,
});

/** Where the browser downloads a direct export: the gateway's file route, relayed to the services. */
export function downloadPath(input: ReportInput, format: 'csv' | 'xlsx') {
  const q = new URLSearchParams({ aidYear: String(input.aidYear), format });
  const b = body(input);
  if (Object.keys(b.filters).length) q.set('filters', JSON.stringify(b.filters));
  if (b.sort) q.set('sort', b.sort);
  if (b.descending !== null) q.set('descending', String(b.descending));
  return `/files/reports/${encodeURIComponent(input.name)}/download?${q}`;
}

/** School base (`/school-api/`): the report engine, its exports and the staff flags the reports list. */
export class ReportApi extends RestClient<'school'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  /**
   * Column and filter types arrive in lower case with optional parts left out; GraphQL's enums and lists need both.
   * With `cursor`, the page is `first` rows after the cursor `after` (reportConnection).
   */
  async page(input: ReportInput, cursor?: { first: number; after?: string | null }) {
    const page = await this.required(
      this.post('/school-api/report/{name}/search', {
        path: { name: input.name },
        body: cursor
          ? { ...body(input), page: 1, pageSize: cursor.first, after: cursor.after ?? null }
          : body(input),
        inputPaths: cursor
          ? { aidYear: 'input.aidYear', pageSize: 'first', after: 'after' }
          : { aidYear: 'input.aidYear' },
      }),
    );
    return {
      ...page,
      columns: page.columns.map((c) => ({
        key: c.key,
        label: c.label,
        type: (c.type ?? 'text').toUpperCase() as ReportPage['columns'][number]['type'],
        sortable: c.sortable !== false,
      })),
      filters: page.filters.map((f) => ({
        key: f.key,
        label: f.label,
        type: f.type.toUpperCase() as ReportPage['filters'][number]['type'],
        options: f.options ?? [],
      })),
    } satisfies ReportPage & { endCursor: string | null; hasNextPage: boolean };
  }
  async startExport(input: ReportInput, format: 'csv' | 'xlsx') {
    const start = await this.required(
      this.post('/school-api/report/{name}/export', {
        path: { name: input.name },
        body: { ...body(input), format },
      }),
    );
    return { ...start, downloadPath: start.direct ? downloadPath(input, format) : null };
  }
  exports(name: string, aidYear: number) {
    return this.required(
      this.get('/school-api/report/{name}/exports/{aidYear}', { path: { name, aidYear } }),
    );
  }
  createSuperBinders(input: ReportInput) {
    return this.required(
      this.post('/school-api/report/SuperBinderReport/createBinders', {
        body: {
          aidYear: input.aidYear,
          filters: body(input).filters,
        },
      }),
    );
  }
  flags(uuid: string, aidYear: number) {
    return this.required(
      this.get('/school-api/report/studentFlags/{id}/{aidYear}', { path: { id: uuid, aidYear } }),
    );
  }
  flag(uuid: string, aidYear: number, reason: string) {
    return this.required(
      this.post('/school-api/report/watchlist/{id}', {
        path: { id: uuid },
        body: {
          aidYear,
          reason,
        },
      }),
    );
  }
  unflag(uuid: string, aidYear: number) {
    return this.required(
      this.delete('/school-api/report/watchlist/{id}/{aidYear}', { path: { id: uuid, aidYear } }),
    );
  }
  selectForVerification(uuid: string, aidYear: number, reason: string) {
    return this.required(
      this.post('/school-api/report/institutionalSelection/{id}', {
        path: { id: uuid },
        body: { aidYear, reason },
      }),
    );
  }
}
