import { GraphQLError } from 'graphql';
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
  if (status === 404) return gatewayError('NOT_FOUND', text, upstream);
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
    return { code: 'UPSTREAM_UNAVAILABLE', message: `The ${API_NAME[api]} is unavailable at the moment; try again shortly` };
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

/** Failures a person fixes themselves (wrong password or code, throttled, expired ticket): data, not errors. */
const USER_FIXABLE = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS']);

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: UserError };

/**
 * Runs a sign-in step; a user-fixable failure comes back as `{ ok: false, error }` for the form to show.
 * Access and system failures stay GraphQL errors with their code.
 */
export async function userFixable<T>(
  step: () => Promise<T>,
  fixable: ReadonlySet<string> = USER_FIXABLE,
): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await step() };
  } catch (error) {
    const code = codeOf(error);
    if (!(error instanceof GraphQLError) || !code || !fixable.has(code)) throw error;
    const inputErrors = (error.extensions.inputErrors as InputError[] | undefined) ?? [];
    return { ok: false, error: { message: error.message, inputErrors } };
  }
}
