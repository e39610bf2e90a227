import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access, Caller } from './caller.js';

export type Base = 'main' | 'admin' | 'school' | 'student' | 'isir' | 'interview';

export const BASE_PREFIX: Record<Base, string> = {
  main: '/api/',
  admin: '/admin-api/',
  school: '/school-api/',
  student: '/student-api/',
  isir: '/isir-api/',
  interview: '/interview-api/',
};

export interface HandlerContext<B, P, Q, C> {
  body: B;
  params: P;
  query: Q;
  caller: C;
  request: FastifyRequest;
  reply: FastifyReply;
}

type CallerFor<A extends Access> = A extends 'public'
  ? Caller | undefined
  : A extends 'mfaTicket'
    ? MfaCaller
    : Caller;

/** The holder of a valid MFA ticket: password checked, code not yet. */
export interface MfaCaller {
  accountUuid: string;
  kind: 'staff' | 'student_account';
  schoolCode: string;
  studentUuid: string;
  accountType?: number;
  ticket: string;
}

/**
 * One REST endpoint of the spec: where it lives, what it needs from the caller, what it accepts.
 * `path` is written as in endpoints.tsv (`student/getStudent/{id}`).
 */
export interface RouteDef<
  A extends Access = Access,
  B = unknown,
  P = unknown,
  Q = unknown,
  R extends AnswerSchema | undefined = AnswerSchema | undefined,
> {
  base: Base;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  access: A;
  body?: z.ZodType<B>;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /**
   * What a 2xx answer carries, as it travels (JSON: dates are strings): a zod schema, or `FILE_ANSWER` for a
   * download. It is the contract /openapi.json publishes and the gateway's types are generated from; under test
   * every answer is checked against it (ANSWER_CHECK, app.ts).
   */
  response?: R;
  /**
   * Whether calling it changes anything: a read-only API token is refused on every route that does. Declared here,
   * never trusted from the method, since the spec has GETs that write (ClearSignature, createSuperBinder,
   * ResetInterview). Default ({@link changesState}): every method but GET, except the POSTs the spec names …search
   * or …getMany. test/read-only-token.test.ts walks every route to keep these declarations true.
   */
  changesState?: boolean;
  /** Only a signed-in session may call it (it issues sessions or tokens): API tokens are refused. */
  sessionsOnly?: boolean;
  /**
   * Its answer is checked by the compiler against `response` ({@link HandlerAnswer}); 204 when it returns null (the
   * spec's "204 means none").
   */
  // Method syntax keeps handlers assignable to RouteDef<Access> (parameter bivariance) for the route list.
  handler(ctx: HandlerContext<B, P, Q, CallerFor<A>>): Promise<HandlerAnswer<R>>;
}

/**
 * A route, its handler's answer checked against `response`: what the handler returns (T, inferred) must be a
 * {@link HandlerAnswer} and carry no field the schema lacks, at any depth ({@link NoExtraFields}). TypeScript does
 * not flag an undeclared field of an object a contextually typed (or async) function returns, so T is inferred and
 * checked here instead.
 */
export function defineRoute<
  A extends Access,
  B = unknown,
  P = Record<string, string>,
  Q = Record<string, unknown>,
  R extends AnswerSchema | undefined = undefined,
  const T = unknown,
>(
  def: Omit<RouteDef<A, B, P, Q, R>, 'handler'> & {
    handler(ctx: HandlerContext<B, P, Q, CallerFor<A>>): Promise<T & CheckedAnswer<T, R>>;
  },
): RouteDef<A, B, P, Q, R> {
  // T & CheckedAnswer<T, R> is a HandlerAnswer<R>, which TypeScript cannot see for a generic T and R.
  return def as RouteDef<A, B, P, Q, R>;
}

/** T when it is an answer to a JSON route and carries nothing undeclared; else what the route wants. */
type CheckedAnswer<T, R> = [R] extends [z.ZodType]
  ? [T] extends [HandlerAnswer<R>]
    ? NoExtraFields<T, HandlerAnswer<R>>
    : HandlerAnswer<R>
  : HandlerAnswer<R>;

/**
 * T with every field S (the answer; a union: any of its members) does not declare typed `never`, at any depth, so
 * returning one is an error that names it. Where S allows anything (z.unknown(), a record's values), and where T is
 * itself a record (an index signature names no field), T is left be.
 */
export type NoExtraFields<T, S> = unknown extends S
  ? T
  : T extends Date | string | number | boolean | bigint | null | undefined
    ? T
    : T extends readonly (infer E)[]
      ? readonly NoExtraFields<E, ElementOf<S>>[]
      : T extends object
        ? {
            [K in keyof T]: string extends K
              ? T[K]
              : K extends KeysOf<S>
                ? NoExtraFields<T[K], FieldOf<S, K>>
                : never;
          }
        : T;
type KeysOf<S> = S extends readonly unknown[] ? never : S extends object ? keyof S : never;
type FieldOf<S, K> = S extends readonly unknown[]
  ? never
  : S extends object
    ? K extends keyof S
      ? S[K]
      : never
    : never;
type ElementOf<S> = S extends readonly (infer E)[] ? E : never;

/** What a route declares it answers: a zod schema of the JSON as it travels, or {@link FILE_ANSWER}. */
export type AnswerSchema = z.ZodType | typeof FILE_ANSWER;

/**
 * What a handler may return for its route's `response`: a value whose JSON is what the schema accepts (see
 * {@link Sendable}), or null (or undefined: the same at run time) for a 204. A download is sent through `reply`, so
 * the handler returns the reply or nothing. A route without `response` (none today: docs/typed-handlers.md) is
 * unchecked. Not distributive, so the route list's RouteDef (any schema) answers unknown.
 */
export type HandlerAnswer<R> = [R] extends [z.ZodType]
  ? Sendable<z.output<R>> | null | undefined
  : [R] extends [typeof FILE_ANSWER]
    ? FastifyReply | null | undefined | void
    : unknown;

/**
 * A value that JSON.stringify turns into T: where T has a string, a Date may stand (it travels as its ISO string,
 * which is what every answer's date fields declare); arrays may be readonly. Everything else is T itself, so a
 * missing or mistyped field fails to compile (an undeclared one: {@link NoExtraFields}).
 */
export type Sendable<T> = T extends string
  ? string extends T
    ? string | Date
    : T
  : T extends readonly (infer E)[]
    ? readonly Sendable<E>[]
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;

/** Whether a route changes state: as declared, else by the spec's naming (see {@link RouteDef.changesState}). */
export function changesState(route: Pick<RouteDef, 'changesState' | 'method' | 'path'>): boolean {
  const searches = route.method === 'POST' && /search|getMany/i.test(route.path);
  return route.changesState ?? (route.method !== 'GET' && !searches);
}

/** The answer is a file (a download streamed by the handler), not JSON. */
export const FILE_ANSWER = 'file' as const;

/** Numeric ids are Postgres `integer`s: a larger number is refused at the edge, never sent to SQL. */
export const DB_INT_MAX = 2_147_483_647;
export const dbId = z.number().int().positive().max(DB_INT_MAX, 'is not an id');

/** Whether YYYY-MM-DD names a day of the calendar: Date.parse lets 2027-02-30 through, and Postgres then fails. */
export function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
/** A day as YYYY-MM-DD that exists (`format`: the message for another shape). */
export const isoDay = (format = 'must be a date (YYYY-MM-DD)') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, format)
    .refine(isCalendarDay, 'is not a date');

/** Common id shapes for params. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(DB_INT_MAX, 'is not an id') });
export const uuidSchema = z.string().uuid('must be a uuid');
/** Any uuid Postgres accepts (hyphenated form), whatever its version. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
