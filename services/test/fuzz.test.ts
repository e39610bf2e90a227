import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../src/bases/index.js';
import { BASE_PREFIX, FILE_ANSWER, isCalendarDay, type RouteDef } from '../src/platform/route.js';
import { forEachBackend, useServices, type TestServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

/**
 * Issue 23, "Fuzzing, in the suite": every route of every base is called with generated inputs, valid by its
 * published schema and hostile (wrong types, huge numbers, empty and 100 KB strings, NUL, lone surrogates, bytes that
 * are not UTF-8, unknown fields, another school's ids). Properties: no answer is a 5xx; every 2xx answer matches the
 * route's declared response schema; another school's id is answered exactly as an id that does not exist.
 *
 * FUZZ_RUNS cases per route and caller kind (default 3: the suite's budget); a bench runs more
 * (`FUZZ_RUNS=200 npx vitest run test/fuzz.test.ts`, or `pnpm fuzz`). FUZZ_SEED replays a run. On both backends (a
 * walk of 3 cases a route takes about 10 s on either).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 23);
const OUR_SCHOOL = '222222';
const OTHER_SCHOOL = '333333';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** The route's definition; none for the few routes registered outside the route table (JWKS, OIDC). */
  route?: RouteDef;
}

/** A request as sent: the path with its parameters, the query, and the body as bytes (null: none). */
interface FuzzRequest {
  who: Caller;
  path: string;
  body: Buffer | null;
}
type Caller = 'superadmin' | 'admin' | 'student' | 'nobody';

/** Hostile JSON values, put where any value goes. */
const HOSTILE_VALUES: unknown[] = [
  '',
  'x'.repeat(100 * 1024),
  'a\u0000b',
  'a\ud800b',
  '\udc00',
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  true,
  null,
  [],
  {},
  [[[[[]]]]],
  '2027-13-45',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];
/** Hostile path and query values, already URL-encoded (some are not UTF-8 once decoded). */
const HOSTILE_PARAMS = [
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded (invalid UTF-8)
  '%FF%FE',
  '%C3',
  '-1',
  '0',
  '1.5',
  '1e308',
  '99999999999999999999',
  '2147483648',
  'x'.repeat(2000),
  '%25',
  'null',
  'true',
  '%27%3B--',
];

/** Where a JSON body's string holds bytes that are not UTF-8: a marker replaced in the encoded bytes. */
const NOT_UTF8_MARK = 'NOT-UTF8-MARK';
const encodeBody = (value: unknown): Buffer => {
  const json = Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
  const at = json.indexOf(NOT_UTF8_MARK);
  if (at < 0) return json;
  return Buffer.concat([
    json.subarray(0, at),
    Buffer.from([0xff, 0xfe, 0xc3]),
    json.subarray(at + NOT_UTF8_MARK.length),
  ]);
};

interface Ids {
  /** Ids and uuids of our school's records (what a valid request names). */
  ours: { numbers: number[]; uuids: string[] };
  /** Ids and uuids of the other school's records (what a cross-school probe names). */
  theirs: { numbers: number[]; uuids: string[] };
}

/** An arbitrary of values valid by `schema` (as far as a JSON schema says), naming real records where ids go. */
function valid(schema: JsonSchema | undefined, ids: Ids, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => valid(a, ids, depth)));
  if (schema.allOf?.length) return valid(schema.allOf[0], ids, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, ids, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
      const lo = Math.max(min, -(2 ** 31));
      const hi = Math.min(max, 2 ** 31 - 1);
      const inRange = ids.ours.numbers.filter((n) => n >= lo && n <= hi);
      return fc.oneof(
        fc.integer({ min: lo, max: hi }),
        ...(inRange.length ? [fc.constantFrom(...inRange)] : []),
      );
    }
    case 'string':
      return validString(schema, ids);
    case 'array':
      return fc.array(depth > 3 ? fc.constant(null) : valid(schema.items, ids, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valid(v, ids, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema, ids: Ids): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids.ours.uuids), fc.uuid());
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 1e6));
    } catch {
      // A pattern fast-check cannot read: plain strings below.
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc
      .constantFrom(...ids.ours.uuids, ...ids.ours.numbers.map(String), '2027')
      .filter((s) => s.length >= minLength && s.length <= maxLength),
  );
}

/** A valid value with one leaf (or the whole) replaced by a hostile one, or an unknown field added. */
function hostile(schema: JsonSchema | undefined, ids: Ids): fc.Arbitrary<unknown> {
  const bad = fc.constantFrom(...HOSTILE_VALUES, NOT_UTF8_MARK, ...ids.theirs.uuids, ...ids.theirs.numbers);
  return fc.tuple(valid(schema, ids), bad, fc.nat(), fc.boolean()).map(([value, badValue, pick, extra]) => {
    if (value === null || typeof value !== 'object') return badValue;
    const copy = structuredClone(value) as Record<string, unknown>;
    if (extra) copy[`unknownField${pick % 3}`] = badValue;
    else {
      const leaves = leafPaths(copy);
      if (!leaves.length) return badValue;
      const path = leaves[pick % leaves.length]!;
      let at: Record<string, unknown> = copy;
      for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
      at[path.at(-1)!] = badValue;
    }
    return copy;
  });
}

function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return path.length ? [path] : [];
  const entries = Object.entries(value);
  if (!entries.length) return path.length ? [path] : [];
  return entries.flatMap(([k, v]) => leafPaths(v, [...path, k]));
}

/** The URL of an operation with its path parameters and query filled from `values` (already encoded). */
function url(op: Operation, values: Record<string, string>, query: Record<string, string>): string {
  let path = op.path;
  for (const p of op.parameters)
    if (p.in === 'path') path = path.replace(`{${p.name}}`, values[p.name] ?? '1');
  const search = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** Generated requests for one operation: valid and hostile parameters, query and body, by any kind of caller. */
function requests(op: Operation, ids: Ids): fc.Arbitrary<FuzzRequest> {
  const param = (p: Parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: valid(p.schema, ids).map((v) => encodeURIComponent(String(v))) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...HOSTILE_PARAMS, ...ids.theirs.uuids, ...ids.theirs.numbers.map(String)),
      },
    );
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  return fc
    .record({
      who: fc.constantFrom<Caller>('superadmin', 'admin', 'admin', 'student', 'nobody'),
      params: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, param(p)]))),
      query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, param(p)])), { requiredKeys: [] }),
      body: hasBody
        ? fc.oneof(
            { weight: 3, arbitrary: valid(op.body, ids).map(encodeBody) },
            { weight: 3, arbitrary: hostile(op.body, ids).map(encodeBody) },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                Buffer.from('{"a":'),
                Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
                Buffer.from(''),
                Buffer.from('[]'),
                Buffer.from(`{"x":"${'y'.repeat(100 * 1024)}"}`),
              ),
            },
          )
        : fc.constant(null),
    })
    .map(({ who, params, query, body }) => ({
      who,
      path: url(op, params as Record<string, string>, query as Record<string, string>),
      body,
    }));
}

forEachBackend((backend) => {
  describe('fuzzing every route of every base', () => {
    const s = useServices(backend);
    const tokens: Partial<Record<Caller, string>> = {};
    let operations: Operation[] = [];
    let ids: Ids;

    const signIn = async (who: Caller) => {
      if (who === 'nobody') return;
      tokens[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
    };
    /** A fuzzed route may end the session it was called with (sign-out, a token revoked): sign in again then. */
    const keepSignedIn = async () => {
      for (const who of ['superadmin', 'admin', 'student'] as const) {
        const probe = await s().call('GET', '/api/userSettings', { token: tokens[who] });
        if (probe.status === 401) await signIn(who).catch(() => undefined);
      }
    };
    const send = async (method: string, request: FuzzRequest) => {
      const headers: Record<string, string> = {};
      const token = request.who === 'nobody' ? undefined : tokens[request.who];
      if (token) headers.authorization = `Bearer ${token}`;
      if (request.body) headers['content-type'] = 'application/json';
      const res = await fetch(`${s().url}${request.path}`, {
        method,
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // A file or text answer.
      }
      return { status: res.status, body, type: res.headers.get('content-type') ?? '' };
    };

    beforeAll(async () => {
      for (const who of ['superadmin', 'admin', 'student'] as const) await signIn(who);
      const doc = (await s().get('/openapi.json')).body as {
        paths: Record<
          string,
          Record<
            string,
            { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
          >
        >;
      };
      const defs = new Map(
        allRoutes(s().services.ctx).map((r) => [`${r.method} ${BASE_PREFIX[r.base]}${r.path}`, r] as const),
      );
      operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => {
          const route = (defs as Map<string, RouteDef>).get(`${method.toUpperCase()} ${path}`);
          return {
            method: method.toUpperCase(),
            path,
            parameters: op.parameters ?? [],
            body: op.requestBody?.content['application/json']?.schema,
            route,
          };
        }),
      );
      ids = { ours: await recordIds(s(), OUR_SCHOOL), theirs: await recordIds(s(), OTHER_SCHOOL) };
    });

    it('no route answers a generated request, valid or hostile, with a 5xx; every 2xx matches its schema', async () => {
      const failures: string[] = [];
      let cases = 0;
      let sessionsEnded = false;
      const started = Date.now();
      for (const op of operations) {
        const property = fc.asyncProperty(requests(op, ids), async (request) => {
          cases += 1;
          const answer = await send(op.method, request);
          if (answer.status === 401 && request.who !== 'nobody') sessionsEnded = true;
          const problem = checkAnswer(op.route, answer);
          if (problem) {
            failures.push(
              `${op.method} ${request.path.slice(0, 200)} as ${request.who} (body ${request.body?.subarray(0, 200).toString('latin1') ?? 'none'}): ${problem}`,
            );
            return false;
          }
          return true;
        });
        // No shrinking: every route is walked, and each failure is listed as found.
        // A seed of its own per route: with one seed, every route would get the same sequence of callers.
        await fc.check(property, { numRuns: RUNS, seed: SEED + operations.indexOf(op), endOnFailure: true });
        if (sessionsEnded) await keepSignedIn();
        sessionsEnded = false;
      }
      console.log(
        `fuzz [${backend.name}]: ${operations.length} routes, ${cases} cases (seed ${SEED}, ${RUNS} a route) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${failures.length} failures`,
      );
      expect(failures).toEqual([]);
    }, 600_000);

    it('an installation without incoming texts answers their webhook 404, not a 5xx (found by this suite)', async () => {
      const res = await s().post('/api/messages/sms/inbound?token=x', { From: '5550100', Body: 'STOP' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Incoming texts are not set up on this installation (SMS_INBOUND_TOKEN)');
    });

    it('an evaluator name the school already has is a 409, not a 500 (found by this suite)', async () => {
      const evaluator = {
        name: 'Within $75',
        operator: 'WITHIN_TOLERANCE',
        defaultTolerance: 75,
        description: null,
      };
      const first = await s().post('/student-api/AutoVerifyEvaluator/', evaluator, tokens.admin);
      expect(first.status).toBe(200);
      const again = await s().post('/student-api/AutoVerifyEvaluator/', evaluator, tokens.admin);
      expect({ status: again.status, message: again.body.message }).toEqual({
        status: 409,
        message: 'The school already has an evaluator named Within $75',
      });
    });

    it('a day that is not in the calendar (2027-02-30, month 55) is a 400 naming the field, not a 500 (found by this suite)', async () => {
      for (const from of ['2027-02-30', '1599-55-85', '0000-01-01']) {
        const res = await s().post(
          '/isir-api/studentrepository/searchbylists',
          { list: 'UPLOADS', from },
          tokens.superadmin,
        );
        expect({ from, status: res.status, errors: res.body.inputErrors }).toEqual({
          from,
          status: 400,
          errors: [{ path: 'from', message: 'is not a date' }],
        });
      }
      // Every other date of a request goes through the same check: a school's holiday, the audit's date range.
      const holiday = await s().post(
        '/school-api/holiday/',
        { name: 'Leap', holidayDate: '2027-02-29' },
        tokens.admin,
      );
      expect({ status: holiday.status, errors: holiday.body.inputErrors }).toEqual({
        status: 400,
        errors: [{ path: 'holidayDate', message: 'is not a date' }],
      });
      const fti = await s().post(
        '/school-api/FTISetup/addOrUpdate/',
        { ftiEnabled: true, agreementSignedBy: 'Pat Doe', agreementDate: '9258-36-33' },
        tokens.superadmin,
      );
      expect({ status: fti.status, errors: fti.body.inputErrors }).toEqual({
        status: 400,
        errors: [{ path: 'agreementDate', message: 'is not a date' }],
      });
      expect(isCalendarDay('2028-02-29')).toBe(true);
      expect(isCalendarDay('2027-02-29')).toBe(false);
    });

    it('an id past the database integer (2147483648) in a body is a 400 naming the field, not a 500 (found by this suite)', async () => {
      const res = await s().post(
        '/school-api/schoolIsirRecInfoVGroupMap/',
        { schoolIsirRecordInfoID: 2_147_483_648, items: [] },
        tokens.admin,
      );
      expect({ status: res.status, errors: res.body.inputErrors }).toEqual({
        status: 400,
        errors: [{ path: 'schoolIsirRecordInfoID', message: 'is not an id' }],
      });
    });

    it("a parent's switch to a student not named by a uuid is a 400, not a 500 (found by this suite)", async () => {
      const res = await s().post('/api/sso/updateToken/', { claim: 'UUID', newValue: 'z' }, tokens.student);
      expect({ status: res.status, errors: res.body.inputErrors }).toEqual({
        status: 400,
        errors: [{ path: 'newValue', message: 'must be a uuid' }],
      });
    });

    it("answers another school's ids exactly as ids that do not exist", async () => {
      await keepSignedIn();
      const leaks: string[] = [];
      let probes = 0;
      for (const op of operations) {
        const pathParams = op.parameters.filter((p) => p.in === 'path');
        const idParams = pathParams.filter((p) => isIdParameter(p));
        if (!idParams.length) continue;
        // The same valid body for both calls, so a lookup is reached rather than a validation refusal.
        const [body] =
          op.method === 'GET' || op.method === 'DELETE'
            ? [null]
            : fc.sample(valid(op.body, ids).map(encodeBody), { numRuns: 1, seed: SEED });
        const plausible = Object.fromEntries(pathParams.map((p) => [p.name, plausibleValue(p)]));
        for (const p of idParams) {
          const kinds = idKinds(p);
          for (const kind of kinds) {
            const unknown = kind === 'number' ? String(2_147_000_000 + probes) : randomUuid();
            const baseline = await send(op.method, {
              who: 'admin',
              path: url(op, { ...plausible, [p.name]: unknown }, {}),
              body: body ?? null,
            });
            for (const theirs of kind === 'number' ? ids.theirs.numbers : ids.theirs.uuids) {
              probes += 1;
              const answer = await send(op.method, {
                who: 'admin',
                path: url(op, { ...plausible, [p.name]: String(theirs) }, {}),
                body: body ?? null,
              });
              if (!sameAnswer(baseline, answer, String(theirs), unknown))
                leaks.push(
                  `${op.method} ${op.path} {${p.name}} = another school's ${theirs}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}; an unknown id: ${baseline.status} ${JSON.stringify(baseline.body).slice(0, 200)}`,
                );
            }
          }
        }
      }
      console.log(
        `fuzz [${backend.name}]: ${probes} cross-school probes; ${leaks.length} answered differently`,
      );
      expect(leaks).toEqual([]);
    }, 600_000);
  });
});

/** What is wrong with an answer: a 5xx, or a 2xx that does not match the route's declared response schema. */
function checkAnswer(
  route: RouteDef | undefined,
  answer: { status: number; body: unknown; type: string },
): string | undefined {
  if (answer.status >= 500) return `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  if (answer.status < 200 || answer.status >= 300 || answer.status === 204) return undefined;
  if (!route?.response || route.response === FILE_ANSWER || !answer.type.includes('json')) return undefined;
  const parsed = route.response.safeParse(answer.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${answer.status} does not match its response schema: ${issue.path.join('.') || '(root)'}: ${issue.message}`;
  }
  return undefined;
}

/** A path parameter that names a record (an id or a uuid), not a year, a flag or a code. */
function isIdParameter(p: Parameter): boolean {
  const s = p.schema ?? {};
  if (s.format === 'uuid') return true;
  if (s.enum || /year|flag|code|name|date|from|to|host|url|value|digit|type/i.test(p.name)) return false;
  if (s.type === 'integer') return (s.minimum ?? 1) < 2000 || (s.maximum ?? 0) > 2100;
  return s.type === 'string' && !s.pattern && /^(id|uuid|[a-c]|x)$|id$/i.test(p.name);
}

function idKinds(p: Parameter): ('number' | 'uuid')[] {
  const s = p.schema ?? {};
  if (s.format === 'uuid') return ['uuid'];
  if (s.type === 'integer') return ['number'];
  return ['number', 'uuid'];
}

/** A value that passes a non-id parameter's validation, so the probe reaches the record lookup. */
function plausibleValue(p: Parameter): string {
  const s = p.schema ?? {};
  if (s.enum) return String(s.enum[0]);
  if (s.type === 'integer' && (s.minimum ?? 0) >= 2000) return '2027';
  if (s.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2026-01-15';
  if (s.pattern === '^[0-9]$') return '7';
  if (s.pattern === '^[0-9]{3}$') return '001';
  if (s.pattern === '^[A-Za-z]{1,60}$') return 'student';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return '1';
}

/** The same status and body, once the probed id itself is set aside (an echoed id is itself a difference). */
function sameAnswer(
  a: { status: number; body: unknown },
  b: { status: number; body: unknown },
  theirs: string,
  unknown: string,
): boolean {
  if (a.status !== b.status) return false;
  const text = (x: unknown) => JSON.stringify(x ?? null);
  if (text(b.body).includes(theirs)) return text(a.body).replaceAll(unknown, theirs) === text(b.body);
  return text(a.body) === text(b.body);
}

const randomUuid = () => crypto.randomUUID();

/** Tables with an integer id column: their names, and whether they carry a school and a uuid. */
async function idTables(s: TestServices) {
  return readRows(
    s.db,
    { name: z.string(), school: z.boolean(), uuid: z.boolean() },
    `SELECT i.table_name AS name,
            EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = i.table_schema
                       AND c.table_name = i.table_name AND c.column_name = 'school_code') AS school,
            EXISTS (SELECT 1 FROM information_schema.columns u WHERE u.table_schema = i.table_schema
                       AND u.table_name = i.table_name AND u.column_name = 'uuid' AND u.data_type = 'uuid') AS uuid
       FROM information_schema.columns i JOIN information_schema.tables t
         ON t.table_schema = i.table_schema AND t.table_name = i.table_name AND t.table_type = 'BASE TABLE'
      WHERE i.table_schema = current_schema() AND i.column_name = 'id' AND i.data_type IN ('integer', 'bigint')
      ORDER BY i.table_name`,
  );
}

/**
 * Ids and uuids of a school's records, a few of each table that carries the school. A number is kept only when no
 * other table has a row with that id: a probe with it then names that one record and nothing of anyone else.
 */
async function recordIds(s: TestServices, school: string) {
  const tables = await idTables(s);
  const numbers: number[] = [];
  const uuids: string[] = [];
  const candidates = new Map<number, string>();
  for (const t of tables.filter((t) => t.school)) {
    const rows = await readRows(
      s.db,
      { id: dbNumber, uuid: z.string().optional() },
      `SELECT id::int AS id${t.uuid ? ', uuid::text AS uuid' : ''} FROM "${t.name}" WHERE school_code = $1 ORDER BY id DESC LIMIT 5`,
      [school],
    );
    if (rows[0]?.uuid) uuids.push(rows[0].uuid);
    for (const r of rows) if (!candidates.has(r.id)) candidates.set(r.id, t.name);
  }
  if (!candidates.size) return { numbers, uuids };
  const found = await readRows(
    s.db,
    { tbl: z.string(), id: dbNumber },
    tables
      .map((t) => `SELECT '${t.name}' AS tbl, id::int AS id FROM "${t.name}" WHERE id = ANY($1::int[])`)
      .join(' UNION ALL '),
    [[...candidates.keys()]],
  );
  const tablesOf = new Map<number, Set<string>>();
  for (const f of found) tablesOf.set(f.id, (tablesOf.get(f.id) ?? new Set()).add(f.tbl));
  const perTable = new Set<string>();
  for (const [id, table] of candidates) {
    if (perTable.has(table) || tablesOf.get(id)?.size !== 1) continue;
    perTable.add(table);
    numbers.push(id);
  }
  return { numbers, uuids };
}
