import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadGatewayEnv, startGateway, type RunningGateway } from '../src/index.js';

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A hung services process: accepts connections and never answers. */
async function hungServer() {
  const sockets = new Set<net.Socket>();
  let requests = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    // An HTTP request begins with its method: what the gateway sent, whether or not it then waited.
    socket.on('data', (d) => {
      if (/^[A-Z]+ \//.test(d.toString('latin1', 0, 16))) requests++;
    });
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    /** Requests received so far (none is ever answered). */
    get requests() {
      return requests;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-resilience-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const OPERATOR = 'operator-token-0123456789abcdef';

async function gatewayTo(servicesUrl: string, env: Record<string, string> = {}): Promise<RunningGateway> {
  return startGateway(
    loadGatewayEnv({
      NODE_ENV: 'test',
      GATEWAY_PORT: '0',
      SERVICES_URL: servicesUrl,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    }),
  );
}

const SIGN_IN = `mutation { signIn(input: { username: "a@b.test", password: "x" }) { __typename } }`;
async function graphql(gateway: RunningGateway, query: string) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

/** Every file route of the gateway, each as a browser sends it. */
function fileRequests(): { name: string; init: RequestInit; path: string }[] {
  const form = () => {
    const fd = new FormData();
    fd.append('file', new Blob(['%PDF-1.4\n']), 'a.pdf');
    return fd;
  };
  const auth = { authorization: 'Bearer x.y.z' };
  return [
    {
      name: 'interview document upload',
      path: '/files/interview-documents?item=00000000-0000-4000-8000-000000000000&question=1',
      init: { method: 'POST', headers: auth, body: form() },
    },
    { name: 'interview document download', path: '/files/interview-documents/abc', init: { headers: auth } },
    {
      name: "an item's documents as a zip",
      path: '/files/interview-items/abc/documents.zip',
      init: { headers: auth },
    },
    {
      name: 'ISIR upload',
      path: '/files/isir-uploads',
      init: { method: 'POST', headers: auth, body: form() },
    },
    {
      name: 'Title IV school list',
      path: '/files/title-iv-schools',
      init: { method: 'POST', headers: auth, body: form() },
    },
    {
      name: 'school file',
      path: '/files/school-files?fileType=1&fileName=a.pdf',
      init: { method: 'POST', headers: { ...auth, 'content-type': 'application/pdf' }, body: '%PDF-1.4\n' },
    },
  ];
}

describe('while the services are down', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayTo(`http://127.0.0.1:${await closedPort()}`, {
      UPSTREAM_BREAKER_FAILURES: '1000',
    });
  });
  afterAll(() => gateway.close());

  it('every file route answers 503 with a clear message and no internals, as the GraphQL path does', async () => {
    for (const r of fileRequests()) {
      const res = await fetch(`${gateway.url}${r.path}`, r.init);
      const text = await res.text();
      expect(res.status, `${r.name}: ${text}`).toBe(503);
      expect(text, r.name).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack|UND_ERR/);
      expect(JSON.parse(text), r.name).toMatchObject({
        code: 'UPSTREAM_UNAVAILABLE',
        message: expect.stringMatching(/cannot be reached; try again shortly$/),
      });
    }
    const gql = await graphql(gateway, SIGN_IN);
    expect(gql.body.errors?.[0]).toMatchObject({
      message: 'The identity service cannot be reached; try again shortly',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('a hung services process', () => {
  let hung: Awaited<ReturnType<typeof hungServer>>;
  beforeAll(async () => {
    hung = await hungServer();
  });
  afterAll(() => hung.close());

  it('/readyz answers 503 within its short probe time, not the upstream timeout', async () => {
    const gateway = await gatewayTo(hung.url, {
      UPSTREAM_TIMEOUT_MS: '10000',
      READY_PROBE_TIMEOUT_MS: '500',
      OPERATOR_TOKEN: OPERATOR,
    });
    try {
      const started = performance.now();
      const res = await fetch(`${gateway.url}/readyz`, { headers: { 'x-operator-token': OPERATOR } });
      const elapsed = performance.now() - started;
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        ok: false,
        checks: { services: 'no answer within 500 ms', jwks: 'no answer within 500 ms' },
      });
      expect(elapsed).toBeLessThan(2_000);
    } finally {
      await gateway.close();
    }
  });

  it('opens the circuit after N timeouts: then GraphQL and file calls are refused at once (UPSTREAM_UNAVAILABLE)', async () => {
    const gateway = await gatewayTo(hung.url, {
      UPSTREAM_TIMEOUT_MS: '300',
      UPSTREAM_BREAKER_FAILURES: '3',
      UPSTREAM_BREAKER_COOLDOWN_MS: '600000',
      OPERATOR_TOKEN: OPERATOR,
    });
    try {
      for (let i = 0; i < 3; i++) {
        const slow = await graphql(gateway, SIGN_IN);
        expect(slow.body.errors?.[0]).toMatchObject({
          message: 'The identity service did not answer within 300 ms; try again',
          extensions: { code: 'UPSTREAM_ERROR' },
        });
      }
      // Refused at once: the open circuit sends nothing on to the hung process, so nothing waits for it.
      const sent = hung.requests;
      expect(sent).toBeGreaterThanOrEqual(3);
      const fast = await graphql(gateway, SIGN_IN);
      expect(fast.body.errors?.[0]).toMatchObject({
        message: 'The identity service is unavailable at the moment; try again shortly',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });

      const file = await fetch(`${gateway.url}/files/interview-documents/abc`, {
        headers: { authorization: 'Bearer x' },
      });
      expect(file.status).toBe(503);
      expect(await file.json()).toEqual({
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The interview service is unavailable at the moment; try again shortly',
      });
      expect(hung.requests).toBe(sent);

      const ready = await fetch(`${gateway.url}/readyz`, { headers: { 'x-operator-token': OPERATOR } });
      expect(((await ready.json()) as { checks: { services: string } }).checks.services).toBe(
        'unavailable (circuit open after repeated failures)',
      );
    } finally {
      await gateway.close();
    }
  });
});

describe('the query cost limit over HTTP', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayTo(`http://127.0.0.1:${await closedPort()}`);
  });
  afterAll(() => gateway.close());

  it('refuses a hostile operation (20 aliases x 200 students with task lists) with QUERY_TOO_COMPLEX before anything runs', async () => {
    const hostile = (prefix: string) =>
      Array.from(
        { length: 20 },
        (_, i) =>
          `${prefix}${i}: searchStudents(input: { text: "", pageSize: 200 }) { items { id firstName lastName taskList(aidYear: 2027) { id status interviewType { name } } } }`,
      ).join('\n');
    // Warm the process up with another hostile document (a different one, so no parse is cached for the one timed).
    await graphql(gateway, `query Warm { ${hostile('w')} }`);
    const aliases = hostile('a');
    const started = performance.now();
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `query Hostile { ${aliases} }` }),
    });
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    const elapsed = performance.now() - started;
    // The refusal comes before any resolver: nothing reaches the services. (The cost itself is computed in ~1 ms,
    // src/platform/query-cost.test.ts; parsing and validating the document dominate, 15-90 ms on this loaded machine.)
    expect(gateway.upstream.total()).toBe(0);
    console.log(`hostile operation refused in ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(1_000);
    expect(res.status).toBe(400);
    expect(body.errors[0]!.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors[0]!.message).toMatch(
      /^Operation Hostile asks for too much at once \(cost \d+; at most 20000\): ask for fewer items or fewer fields$/,
    );
  });
});

describe('a NUL character in GraphQL input', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayTo(`http://127.0.0.1:${await closedPort()}`);
  });
  afterAll(() => gateway.close());

  it('is BAD_USER_INPUT naming the variable or argument, before anything reaches the services', async () => {
    const post = async (query: string, variables?: Record<string, unknown>) => {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: res.status,
        body: (await res.json()) as {
          errors: { message: string; extensions: { code: string; inputErrors: unknown } }[];
        },
      };
    };
    const viaVariable = await post(
      'mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }',
      { input: { username: 'student@aidverify.test\u0000', password: 'x' } },
    );
    expect(viaVariable.status).toBe(400);
    expect(viaVariable.body.errors[0]).toMatchObject({
      message: 'input.username: must not contain a NUL character (\\u0000)',
      extensions: {
        code: 'BAD_USER_INPUT',
        inputErrors: [{ path: 'input.username', message: 'must not contain a NUL character (\\u0000)' }],
      },
    });
    const inline = await post('{ searchStudents(input: { text: "Riv\\u0000era" }) { total } }');
    expect(inline.status).toBe(400);
    expect(inline.body.errors[0]!.message).toBe('input.text: must not contain a NUL character (\\u0000)');
    expect(gateway.upstream.total()).toBe(0);
  });
});

describe('a lone surrogate in GraphQL input', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayTo(`http://127.0.0.1:${await closedPort()}`);
  });
  afterAll(() => gateway.close());

  it('is BAD_USER_INPUT naming the variable (it was a 500 "URI malformed"); in the document a syntax error', async () => {
    const post = async (query: string, variables?: Record<string, unknown>) => {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as { errors: { message: string }[] } };
    };
    const inline = await post('{ identityAccount(username: "\ud800") { __typename } }');
    // In the document itself graphql-js refuses it as a syntax error.
    expect(inline.status).toBe(400);
    const variable = await post('query ($u: String!) { identityAccount(username: $u) { __typename } }', {
      u: 'ab\udc00',
    });
    expect(variable.status).toBe(400);
    expect(variable.body.errors[0]!.message).toBe(
      'u: must be valid Unicode text (it holds a lone surrogate)',
    );
    expect(gateway.upstream.total()).toBe(0);
  });
});

describe('GraphQL bodies that are not UTF-8', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayTo(`http://127.0.0.1:${await closedPort()}`);
  });
  afterAll(() => gateway.close());

  /** The body as raw bytes: `\xff\xfe` in the text stands for two bytes that are not UTF-8. */
  const postBytes = async (json: string) => {
    const bytes = Buffer.from(json, 'latin1');
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bytes,
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        errors: { message: string; extensions: { code: string; inputErrors: unknown } }[];
      },
    };
  };

  it('is a 400 BAD_USER_INPUT naming the variable that holds the bytes (they became U+FFFD silently)', async () => {
    const variable = await postBytes(
      JSON.stringify({
        query: 'mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }',
        variables: { input: { username: 'ab\xff\xfecd@b.test', password: 'x' } },
      }),
    );
    expect(variable.status).toBe(400);
    expect(variable.body.errors).toEqual([
      {
        message: 'input.username: must be UTF-8 text (it holds bytes that are not)',
        extensions: {
          code: 'BAD_USER_INPUT',
          inputErrors: [
            { path: 'input.username', message: 'must be UTF-8 text (it holds bytes that are not)' },
          ],
        },
      },
    ]);
    const inQuery = await postBytes(
      JSON.stringify({ query: '{ identityAccount(username: "a\xc3") { __typename } }' }),
    );
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.errors[0]!.message).toBe('query: must be UTF-8 text (it holds bytes that are not)');
    const notJson = await postBytes('{"query": "\xff');
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors[0]!.message).toBe('body: must be UTF-8 text (it holds bytes that are not)');
    expect(gateway.upstream.total()).toBe(0);
  });

  it('a UTF-8 body with the same text written properly still reaches the services', async () => {
    const answer = await postBytes(
      Buffer.from(
        JSON.stringify({
          query: 'mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }',
          variables: { input: { username: 'ab\u00ff\u00fecd@b.test', password: 'x' } },
        }),
        'utf8',
      ).toString('latin1'),
    );
    // The services are down here: the call was made (and failed), nothing was refused as input.
    expect(answer.body.errors[0]!.extensions.code).toBe('UPSTREAM_ERROR');
    expect(gateway.upstream.total()).toBeGreaterThan(0);
  });

  it('a GET whose query string is not percent-encoded UTF-8 is a 400 BAD_USER_INPUT naming the parameter', async () => {
    const get = async (search: string) => {
      const res = await fetch(`${gateway.url}/graphql?${search}`, {
        headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
      });
      return {
        status: res.status,
        body: (await res.json()) as {
          data?: unknown;
          errors: { message: string; extensions: { code: string; inputErrors: unknown } }[];
        },
      };
    };
    const calls = gateway.upstream.total();
    const brokenEscape = await get('query=%7B%20__typename%20%ZZ%7D');
    expect(brokenEscape.status).toBe(400);
    const escapeProblem =
      'must be percent-encoded UTF-8 text (it has a % not followed by two hexadecimal digits)';
    expect(brokenEscape.body.errors).toEqual([
      {
        message: `query: ${escapeProblem}`,
        extensions: { code: 'BAD_USER_INPUT', inputErrors: [{ path: 'query', message: escapeProblem }] },
      },
    ]);
    const query = encodeURIComponent('query ($u: String!) { identityAccount(username: $u) { __typename } }');
    const notUtf8 = await get(`query=${query}&variables=%7B%22u%22%3A%22a%FF%FEb%22%7D`);
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.body.errors[0]!.message).toBe(
      'variables: must be percent-encoded UTF-8 text (it holds bytes that are not UTF-8)',
    );
    expect(gateway.upstream.total()).toBe(calls);
    // Written properly, the same kind of request is GraphQL's to answer.
    const fine = await get(`query=${encodeURIComponent('{ __typename }')}`);
    expect(fine.status).toBe(200);
    expect(fine.body).toEqual({ data: { __typename: 'Query' } });
  });
});
