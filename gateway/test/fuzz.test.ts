import fc from 'fast-check';
import type {
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/schema.js';
import { forEachBackend, useStack, type GraphQLAnswer } from './harness.js';
import { readRows, z } from '@aidverify/services/test/rows';

/**
 * Issue 23, "Fuzzing, in the suite", at the gateway: every root field (queries and mutations) is called with
 * generated arguments, valid by the schema's types and hostile (wrong types, huge numbers, empty and 100 KB strings,
 * NUL, lone surrogates, unknown input fields, another school's uuids, bodies that are not UTF-8), by staff, a
 * student and no one. No answer may be an HTTP 5xx or carry an error the gateway or the services did not mean
 * (INTERNAL_SERVER_ERROR, UPSTREAM_ERROR: a services 5xx).
 *
 * FUZZ_RUNS cases per field (default 3); FUZZ_SEED replays a run. PGlite only unless FUZZ_POSTGRES is set.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 23);
/** Codes that mean something broke rather than a refusal of the input or the caller. */
const BROKEN = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_ERROR']);

type Caller = 'staff' | 'student' | 'nobody';
interface Case {
  who: Caller;
  variables: Record<string, unknown>;
  /** Send the JSON with bytes that are not UTF-8 in place of a marker. */
  notUtf8: boolean;
}

const HOSTILE: unknown[] = [
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
  true,
  null,
  [],
  {},
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '2027-02-30',
  '99999999999999999999',
];
const NOT_UTF8_MARK = 'NOT-UTF8-MARK';

// The schema's types come from graphql-tools' copy of graphql-js (another module realm than this file's), so they are
// told apart by their shape, not with graphql-js's predicates.
const isNonNullType = (t: GraphQLType): t is GraphQLType & { ofType: GraphQLInputType } =>
  String(t).endsWith('!');
const isListType = (t: GraphQLType): t is GraphQLType & { ofType: GraphQLInputType } =>
  String(t).startsWith('[');
const isEnumType = (t: GraphQLType): t is GraphQLEnumType => 'getValues' in t;
const isInputObjectType = (t: GraphQLType): t is GraphQLInputObjectType =>
  'getFields' in t && !('getInterfaces' in t);
const getNamedType = (t: GraphQLType): GraphQLType =>
  'ofType' in t && t.ofType ? getNamedType(t.ofType) : t;
const isLeafType = (t: GraphQLType) => !('getFields' in t) && !('getTypes' in t);

/** Values of a GraphQL input type: valid by the type, naming real records where ids go. */
function valid(type: GraphQLInputType, uuids: string[], depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valid(type.ofType, uuids, depth);
  if (isListType(type))
    return fc.array(depth > 3 ? fc.constant(null) : valid(type.ofType, uuids, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, valid(f.type, uuids, depth + 1)])), {
      requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    });
  }
  switch ((type as { name: string }).name) {
    case 'Int':
      return fc.oneof(fc.integer({ min: -5, max: 3000 }), fc.constantFrom(1, 2, 3, 2027));
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(fc.constantFrom(...uuids, '1', '2', '3'), fc.uuid());
    case 'Date':
      return fc
        .date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'DateTime':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom(...uuids, '2027', 'student@aidverify.test'),
      );
  }
}

/** A valid value with one place (or the whole) replaced by a hostile value, or an unknown field added. */
function hostile(type: GraphQLInputType, uuids: string[]): fc.Arbitrary<unknown> {
  const bad = fc.constantFrom(...HOSTILE, NOT_UTF8_MARK, ...uuids);
  return fc.tuple(valid(type, uuids), bad, fc.nat(), fc.boolean()).map(([value, badValue, pick, extra]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return badValue;
    const copy = structuredClone(value) as Record<string, unknown>;
    const keys = Object.keys(copy);
    if (extra || !keys.length) copy.unknownField = badValue;
    else copy[keys[pick % keys.length]!] = badValue;
    return copy;
  });
}

/** The operation calling one root field with every argument as a variable. */
function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((a, i) => `$a${i}: ${a.type.toString()}`).join(', ');
  const passed = field.args.map((a, i) => `${a.name}: $a${i}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

function cases(field: GraphQLField<unknown, unknown>, uuids: string[]): fc.Arbitrary<Case> {
  const args = field.args.map((a, i) =>
    fc.oneof(
      { weight: 2, arbitrary: valid(a.type, uuids).map((v) => [`a${i}`, v] as const) },
      { weight: 1, arbitrary: hostile(a.type, uuids).map((v) => [`a${i}`, v] as const) },
    ),
  );
  return fc.record({
    who: fc.constantFrom<Caller>('staff', 'staff', 'student', 'nobody'),
    variables: fc.tuple(...args).map((pairs) => Object.fromEntries(pairs)),
    notUtf8: fc.boolean(),
  });
}

forEachBackend((backend) => {
  const skip = backend.name === 'postgres' && !process.env.FUZZ_POSTGRES;
  describe.skipIf(skip)('fuzzing every GraphQL root field', () => {
    const stack = useStack(backend);
    const tokens: Partial<Record<Caller, string>> = {};
    let uuids: string[] = [];
    /** Uuids of the other school's records (students, task list items): what a cross-school probe names. */
    let theirs: string[] = [];

    const signIn = async () => {
      tokens.staff = (await stack().signIn('admin@aidverify.test')).accessToken;
      tokens.student = (await stack().signIn('student@aidverify.test')).accessToken;
    };
    beforeAll(async () => {
      await signIn();
      // Uuids of both schools' students and task list items: ours to reach real records, theirs to probe.
      const rows = await readRows(
        stack().services.ctx.db,
        { uuid: z.string() },
        `(SELECT uuid::text FROM student WHERE school_code = '222222' ORDER BY id LIMIT 2)
         UNION ALL (SELECT uuid::text FROM student WHERE school_code = '333333' ORDER BY id LIMIT 2)`,
      );
      uuids = rows.map((r) => r.uuid);
      const other = await readRows(
        stack().services.ctx.db,
        { uuid: z.string() },
        `(SELECT uuid::text FROM student WHERE school_code = '333333' ORDER BY id LIMIT 3)
         UNION ALL (SELECT l.uuid::text FROM student_interview_link l JOIN student s ON s.id = l.student_id
                     WHERE s.school_code = '333333' ORDER BY l.id LIMIT 3)`,
      );
      theirs = other.map((r) => r.uuid);
    });

    const send = async (query: string, c: Case) => {
      const json = JSON.stringify({ query, variables: c.variables });
      const at = c.notUtf8 ? json.indexOf(NOT_UTF8_MARK) : -1;
      const body =
        at < 0
          ? Buffer.from(json, 'utf8')
          : Buffer.concat([
              Buffer.from(json.slice(0, at), 'utf8'),
              Buffer.from([0xff, 0xfe]),
              Buffer.from(json.slice(at + NOT_UTF8_MARK.length), 'utf8'),
            ]);
      const token = c.who === 'nobody' ? undefined : tokens[c.who];
      const res = await fetch(`${stack().gatewayUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: new Uint8Array(body),
      });
      const text = await res.text();
      let answer: Pick<GraphQLAnswer, 'data' | 'errors'> = { data: undefined };
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Not JSON: reported with its status below.
      }
      return { status: res.status, answer, text };
    };

    it('no root field answers generated arguments, valid or hostile, with a 5xx or a broken-upstream error', async () => {
      const schema = buildSchema();
      const roots = [
        ...Object.values(schema.getQueryType()!.getFields()).map((f) => ['query', f] as const),
        ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['mutation', f] as const),
      ];
      const failures: string[] = [];
      let tried = 0;
      let signedOut = false;
      /** What the answers were (data, or the first error's code): shows the cases reach resolvers, not only refusals. */
      const outcomes = new Map<string, number>();
      const started = Date.now();
      for (const root of roots) {
        const [kind, field] = root;
        const query = operation(kind, field);
        const property = fc.asyncProperty(cases(field, uuids), async (c) => {
          tried += 1;
          const { status, answer, text } = await send(query, c);
          if (status === 401 && c.who !== 'nobody') signedOut = true;
          const outcome = answer.errors?.length
            ? String(answer.errors[0]!.extensions?.code)
            : status === 200
              ? 'data'
              : `HTTP ${status}`;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          const broken = (answer.errors ?? []).find((e) => BROKEN.has(String(e.extensions?.code)));
          if (status >= 500 || broken) {
            failures.push(
              `${field.name} as ${c.who} with ${JSON.stringify(c.variables).slice(0, 300)}: ${status} ${broken ? `${String(broken.extensions?.code)} ${broken.message}` : text.slice(0, 300)}`,
            );
            return false;
          }
          return true;
        });
        // A seed of its own per field: with one seed, every field would get the same sequence of callers.
        await fc.check(property, { numRuns: RUNS, seed: SEED + roots.indexOf(root), endOnFailure: true });
        if (signedOut) await signIn();
        signedOut = false;
      }
      console.log(
        `fuzz [${backend.name}] GraphQL: ${roots.length} root fields, ${tried} cases (seed ${SEED}, ${RUNS} a field) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${failures.length} failures; answers: ${[...outcomes].map(([k, n]) => `${k} ${n}`).join(', ')}`,
      );
      expect(failures).toEqual([]);
    }, 600_000);

    it("answers another school's uuids exactly as uuids that do not exist", async () => {
      const schema = buildSchema();
      const roots = [
        ...Object.values(schema.getQueryType()!.getFields()).map((f) => ['query', f] as const),
        ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['mutation', f] as const),
      ];
      const leaks: string[] = [];
      let probes = 0;
      // What a caller reads in an answer; the probed uuid itself set aside (an echoed uuid is a difference too).
      const seen = (a: Awaited<ReturnType<typeof send>>, uuid: string) =>
        JSON.stringify({
          status: a.status,
          data: a.answer.data ?? null,
          errors: (a.answer.errors ?? []).map((e) => [e.message, e.extensions?.code]),
        }).replaceAll(uuid, '<uuid>');
      for (const [kind, field] of roots) {
        const query = operation(kind, field);
        const idArgs = field.args
          .map((a, i) => ({ a, i }))
          .filter(({ a }) => /^(ID|String)!?$/.test(String(a.type)) && /uuid|id$/i.test(a.name));
        if (!idArgs.length) continue;
        // The other arguments valid and the same for every call, so the record lookup is what differs.
        const [sample] = fc.sample(fc.tuple(...field.args.map((a) => valid(a.type, uuids))), {
          numRuns: 1,
          seed: SEED,
        });
        for (const { i } of idArgs) {
          const variables = (uuid: string) =>
            Object.fromEntries(field.args.map((_, j) => [`a${j}`, j === i ? uuid : sample![j]]));
          const unknown = crypto.randomUUID();
          const baseline = seen(
            await send(query, { who: 'staff', variables: variables(unknown), notUtf8: false }),
            unknown,
          );
          for (const uuid of theirs) {
            probes += 1;
            const answer = seen(
              await send(query, { who: 'staff', variables: variables(uuid), notUtf8: false }),
              uuid,
            );
            if (answer !== baseline)
              leaks.push(
                `${field.name}(${field.args[i]!.name}: another school's uuid): ${answer.slice(0, 300)}; an unknown uuid: ${baseline.slice(0, 300)}`,
              );
          }
        }
      }
      console.log(
        `fuzz [${backend.name}] GraphQL: ${probes} cross-school probes; ${leaks.length} answered differently`,
      );
      expect(leaks).toEqual([]);
    }, 600_000);
  });
});
