import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { ApiBase } from '../env.js';
import { CircuitOpenError } from './circuit-breaker.js';
import type { UserError } from '../__generated__/resolvers-types.js';

/** The stable `extensions.code` values the gateway produces (besides Apollo's own parse/validation codes). */
export type GatewayErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE';

export interface InputError {
  path: string;
  message: string;
}

export function gatewayError(
  code: GatewayErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const codeOf = (error: unknown): string | undefined =>
  error instanceof GraphQLError ? (error.extensions.code as string | undefined) : undefined;

/** What the services put in an error body: `{ message, inputErrors? }`. */
interface ServiceErrorBody {
  message?: unknown;
  inputErrors?: unknown;
}

export const API_NAME: Record<ApiBase, string> = {
  main: 'identity service',
  admin: 'admin service',
  school: 'school service',
  student: 'student service',
  isir: 'ISIR service',
  interview: 'interview service',
};

/**
 * The one place an HTTP status of the services becomes a GraphQL error code. The services' message is
 * what the user sees; their field errors travel as `extensions.inputErrors`, each path renamed from the
 * REST field to the GraphQL input field it came from (`Username` → `username`).
 */
export function errorForStatus(
  status: number,
  body: unknown,
  api: ApiBase,
  inputPaths: Readonly<Record<string, string>> = {},
): GraphQLError {
  const { message, inputErrors } = (body && typeof body === 'object' ? body : {}) as ServiceErrorBody;
  const text = typeof message === 'string' && message ? message : `The ${API_NAME[api]} answered ${status}`;
  const upstream = { upstreamStatus: status };
  if (status === 400 || status === 422) {
    const errors = toInputErrors(inputErrors).map((e) => ({ ...e, path: inputPaths[e.path] ?? e.path }));
    return gatewayError('BAD_USER_INPUT', text, { ...upstream, inputErrors: errors });
  }
  if (status === 401) return gatewayError('UNAUTHENTICATED', text, upstream);
  if (status === 403) return gatewayError('FORBIDDEN', text, upstream);
  if (status === 404) {
    // A value the person typed that refers to nothing comes with the field it names; asPayload answers it as data.
    const errors = toInputErrors(inputErrors).map((e) => ({ ...e, path: inputPaths[e.path] ?? e.path }));
    return gatewayError('NOT_FOUND', text, errors.length ? { ...upstream, inputErrors: errors } : upstream);
  }
  if (status === 409) return gatewayError('CONFLICT', text, upstream);
  if (status === 429) return gatewayError('TOO_MANY_REQUESTS', text, upstream);
  // 5xx, and 4xx the gateway should never provoke (405, 413, 415): the system failed, not the user.
  return gatewayError('UPSTREAM_ERROR', text, upstream);
}

/** A call that never got an HTTP answer: refused connection, timeout, reset, or refused by the open circuit. */
export function errorForTransport(error: unknown, api: ApiBase, timeoutMs: number): GraphQLError {
  const { message, code } = describeTransportFailure(error, api, timeoutMs);
  return new GraphQLError(message, {
    originalError: error instanceof Error ? error : undefined,
    extensions: { code },
  });
}

/** The user's words for a call without an answer; no internals (addresses, error codes) in them. */
export function describeTransportFailure(
  error: unknown,
  api: ApiBase,
  timeoutMs: number,
): { message: string; code: 'UPSTREAM_ERROR' | 'UPSTREAM_UNAVAILABLE' } {
  if (error instanceof CircuitOpenError)
    return {
      code: 'UPSTREAM_UNAVAILABLE',
      message: `The ${API_NAME[api]} is unavailable at the moment; try again shortly`,
    };
  const code = (error as { code?: string } | null)?.code ?? '';
  const timedOut = /TIMEOUT/.test(code) || (error instanceof Error && error.name === 'TimeoutError');
  return {
    code: 'UPSTREAM_ERROR',
    message: timedOut
      ? `The ${API_NAME[api]} did not answer within ${timeoutMs} ms; try again`
      : `The ${API_NAME[api]} cannot be reached; try again shortly`,
  };
}

/** A 2xx answer the gateway cannot read (not JSON). */
export function unreadableAnswer(api: ApiBase, status: number): GraphQLError {
  return gatewayError('UPSTREAM_ERROR', `The ${API_NAME[api]} sent an answer that is not JSON`, {
    upstreamStatus: status,
  });
}

function toInputErrors(value: unknown): InputError[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((e): e is { path?: unknown; message?: unknown } => Boolean(e) && typeof e === 'object')
    .map((e) => ({ path: String(e.path ?? ''), message: String(e.message ?? '') }));
}

/**
 * The failures every mutation answers as data (`{ ok: false, error }`), after The Guild's Hive: what the person at
 * the form can fix themselves. A value the services refused (400/422), a state that forbids the change (409),
 * too many tries (429), a value that refers to nothing (404 naming its field). Everything else stays a GraphQL error with its stable code: not signed in (401), not
 * allowed (403), not there or not the caller's school (404), and the system's own failures (5xx, timeout).
 */
export const PAYLOAD_CODES: ReadonlySet<GatewayErrorCode> = new Set([
  'BAD_USER_INPUT',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
]);

/** What a 401 or a 404 means for a step that checks what the person typed, rather than who is asking. */
export interface PayloadOptions {
  /** The step checks a password, code, ticket or link the person gave: a 401 is their wrong answer, not a lost session. */
  credentials?: boolean;
  /**
   * The step finds something by what the person typed (a lookup, a username): a 404 is "nothing matches". Without it
   * a 404 is data only when it names the input field whose value refers to nothing; the record the mutation is
   * about being absent, or another school's, stays NOT_FOUND.
   */
  lookup?: boolean;
  /** The spec's failure text, put before the services' reason ("Linking failed: …"); a function when the reason decides. */
  failure?: string | ((reason: string) => string);
}

/** A payload the schema's `…Result` types take: the step's fields when it worked, the user's error when it did not. */
export type Payload<T extends object> = ({ ok: true; error: null } & T) | { ok: false; error: UserError };

/**
 * The one wrapper every mutation resolver uses: runs the step, returns `{ ok: true, error: null, ...fields }`, or
 * `{ ok: false, error: { message, inputErrors } }` for a failure of PAYLOAD_CODES (plus 401/404 as the options say).
 * Any other failure is thrown on as the GraphQL error it is.
 */
export async function asPayload<T extends object>(
  step: () => Promise<T>,
  options: PayloadOptions = {},
): Promise<Payload<T>> {
  try {
    return { ok: true, error: null, ...(await step()) };
  } catch (error) {
    const code = codeOf(error);
    const inputErrors =
      error instanceof GraphQLError ? ((error.extensions.inputErrors as InputError[] | undefined) ?? []) : [];
    const expected =
      (code !== undefined && PAYLOAD_CODES.has(code as GatewayErrorCode)) ||
      (options.credentials === true && code === 'UNAUTHENTICATED') ||
      (code === 'NOT_FOUND' && (options.lookup === true || inputErrors.length > 0));
    if (!(error instanceof GraphQLError) || !expected) throw error;
    const { failure } = options;
    const message =
      failure === undefined
        ? error.message
        : typeof failure === 'function'
          ? failure(error.message)
          : `${failure}: ${error.message}`;
    return { ok: false, error: { message, inputErrors } };
  }
}

/** A refusal the gateway itself finds in a 2xx answer (`{ success: false, message }`): the person's to fix, on `path`. */
export function refused(message: string, path?: string): GraphQLError {
  return gatewayError('BAD_USER_INPUT', message, { inputErrors: path ? [{ path, message }] : [] });
}

/**
 * A refusal found before anything ran (a plugin's check: introspection, a read-only token's mutation, a revoked
 * token) is answered with its HTTP status, 401 or 403, not with the 500 Apollo gives any error a plugin throws.
 */
export function refusalStatusPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data !== undefined || !errors?.length) return;
          if (response.http.status !== undefined && response.http.status !== 500) return;
          const code = errors[0]!.extensions?.code;
          if (code === 'UNAUTHENTICATED') response.http.status = 401;
          else if (code === 'FORBIDDEN') response.http.status = 403;
        },
      };
    },
  };
}
