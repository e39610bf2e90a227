import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASES, API_BASE_PATH, type ApiBase } from '../env.js';
import { codeOf } from './errors.js';
import { RestClient } from './rest-client.js';
import { UpstreamHttp } from './upstream.js';

/** What the fake services saw of one request. */
interface Seen {
  method: string;
  url: string;
  contentType: string | null;
  body: string;
}

/** A student-base client calling a few real routes of the document, and (never run) calls that must not compile. */
class StudentProbe extends RestClient<'student'> {
  constructor(http: UpstreamHttp) {
    super('student', http, { forwardedFor: '127.0.0.1' });
  }
  manyStudents(ids: number[]) {
    return this.post('/student-api/student/getManyStudent', { body: { ids } });
  }
  student(id: string) {
    return this.get('/student-api/student/getStudent/{id}', { path: { id } });
  }
  worklist(filter?: string) {
    return this.get('/student-api/worklist/{a}/{b}/{aidYear}', {
      path: { a: 'review', b: 2, aidYear: 2027 },
      query: { pageSize: 25, sort: 'name', filter, descending: 'true' },
    });
  }
  expireReminder(id: number) {
    return this.patch('/student-api/reminder/expire/{id}', { path: { id } });
  }

  /** Type-level only (tsc checks it; nothing calls it): each line below must fail to compile. */
  protected mistakes() {
    // @ts-expect-error a path the services' document does not have (a typo)
    void this.post('/student-api/student/getManyStudents', { body: { ids: [1] } });
    // @ts-expect-error a path of another API base than this client's
    void this.get('/school-api/jobs/{id}', { path: { id: 1 } });
    // @ts-expect-error a method the path does not declare
    void this.get('/student-api/student/getManyStudent', {});
    // @ts-expect-error a body field the route does not read (ids is what it reads)
    void this.post('/student-api/student/getManyStudent', { body: { id: [1] } });
    // @ts-expect-error a body the route requires, left out
    void this.post('/student-api/student/getManyStudent');
    // @ts-expect-error a path parameter left out
    void this.get('/student-api/student/getStudent/{id}', {});
    // @ts-expect-error a path parameter of the wrong type (the route's id is a number)
    void this.patch('/student-api/reminder/expire/{id}', { path: { id: 'seven' } });
    void this.get('/student-api/worklist/{a}/{b}/{aidYear}', {
      path: { a: 'x', b: 1, aidYear: 1 },
      // @ts-expect-error a query value outside the route's enum
      query: { sort: 'size' },
    });
  }
}

describe('the typed REST client', () => {
  let server: http.Server;
  let upstream: UpstreamHttp;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          contentType: req.headers['content-type'] ?? null,
          body,
        });
        res.setHeader('content-type', 'application/json');
        res.end('[]');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const urls = Object.fromEntries(
      API_BASES.map((base) => [base, new URL(`${origin}${API_BASE_PATH[base]}`)]),
    ) as Record<ApiBase, URL>;
    upstream = new UpstreamHttp(urls, 2_000);
  });
  afterAll(async () => {
    await upstream.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const last = () => seen[seen.length - 1]!;

  it('sends the path under its base, with the body as JSON', async () => {
    await new StudentProbe(upstream).manyStudents([3, 4]);
    expect(last()).toEqual({
      method: 'POST',
      url: '/student-api/student/getManyStudent',
      contentType: 'application/json',
      body: '{"ids":[3,4]}',
    });
  });

  it('encodes each path parameter as one segment', async () => {
    await new StudentProbe(upstream).student('a b/../c?d');
    expect(last()).toMatchObject({
      method: 'GET',
      url: '/student-api/student/getStudent/a%20b%2F..%2Fc%3Fd',
      body: '',
    });
    expect(last().contentType).toBeNull();
  });

  it('refuses a path parameter that is empty or climbs (BAD_USER_INPUT), before any request', async () => {
    const before = seen.length;
    for (const id of ['', '.', '..']) {
      // Thrown as the call is made (as `rest` did), so a sync or async caller sees it.
      const error = await (async () => new StudentProbe(upstream).student(id))().catch((e: unknown) => e);
      expect(codeOf(error)).toBe('BAD_USER_INPUT');
    }
    expect(seen.length).toBe(before);
  });

  it('writes the query in the order given, leaving out undefined values', async () => {
    await new StudentProbe(upstream).worklist();
    expect(last().url).toBe('/student-api/worklist/review/2/2027?pageSize=25&sort=name&descending=true');
    await new StudentProbe(upstream).worklist('Ana María');
    expect(last().url).toBe(
      '/student-api/worklist/review/2/2027?pageSize=25&sort=name&filter=Ana+Mar%C3%ADa&descending=true',
    );
  });

  it('sends {} on a PATCH without a body, as before', async () => {
    await new StudentProbe(upstream).expireReminder(7);
    expect(last()).toMatchObject({
      method: 'PATCH',
      url: '/student-api/reminder/expire/7',
      contentType: 'application/json',
      body: '{}',
    });
  });
});
