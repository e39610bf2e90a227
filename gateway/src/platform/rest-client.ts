import { API_BASE_PATH, type ApiBase } from '../env.js';
import type { paths } from '../__generated__/services-api.js';
import { errorForStatus, errorForTransport, gatewayError, unreadableAnswer } from './errors.js';
import type { UpstreamHttp } from './upstream.js';

/** Who the gateway is calling for: forwarded on every call so the services see the same person and address. */
export interface Caller {
  /** The caller's bearer token, as the browser sent it. */
  bearer?: string;
  /** The browser's address; the services throttle sign-ins per address. */
  forwardedFor: string;
  /** For API tokens: the GraphQL operation, which the services write in the token's usage log. */
  operationName?: string;
  /** The browser's page view (x-page-view): the services log one look at a record per view. */
  pageView?: string;
}

type Method = 'get' | 'post' | 'patch' | 'delete';

/** The operation a path of the services' OpenAPI document declares for a method (never when it has none). */
type Operation<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;

/**
 * The paths of one API base that declare a method, as the OpenAPI document writes them (base prefix included):
 * `ServicePath<'student', 'post'>` is '/student-api/student/getManyStudent' | …. A path of another base is not one.
 */
export type ServicePath<A extends ApiBase, M extends Method> = {
  [P in keyof paths]: P extends `${(typeof API_BASE_PATH)[A]}${string}`
    ? [Operation<P, M>] extends [never]
      ? never
      : P
    : never;
}[keyof paths];

/**
 * The JSON answer of a services endpoint as its route declares it (generated from the services' OpenAPI document):
 * `ServiceAnswer<'/school-api/jobs/{id}'>`, `ServiceAnswer<'/school-api/jobs/{id}/retry', 'post'>`.
 */
export type ServiceAnswer<P extends keyof paths, M extends Method = 'get'> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer T } } } }
    ? T
    : { 'no response schema is declared for this route and method': P };

/** The values of a path's {placeholders}; each is sent as one encoded segment. */
type PathInit<O> = O extends { parameters: { path: infer V } } ? { path: V } : { path?: never };
/** The query parameters the route declares (sent in the order written, undefined ones left out). */
type QueryInit<O> = O extends { parameters: { query: infer Q } }
  ? { query: Q }
  : O extends { parameters: { query?: infer Q } }
    ? [Exclude<Q, undefined>] extends [never]
      ? { query?: never }
      : { query?: Q }
    : { query?: never };
/**
 * The JSON body the route declares, required when it declares one; otherwise none, or an empty object (a few
 * clients send `{}` to routes that read no body).
 */
type BodyInit<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : { body?: Record<string, never> };

/** What a call sends besides its path: placeholders, query and body as the route types them, and call options. */
export type CallInit<P extends keyof paths, M extends Method> = PathInit<Operation<P, M>> &
  QueryInit<Operation<P, M>> &
  BodyInit<Operation<P, M>> &
  CallOptions;

/** The init argument: optional when the route needs no placeholders, query or body. */
type InitArgs<P extends keyof paths, M extends Method> =
  Partial<CallInit<P, M>> extends CallInit<P, M> ? [init?: CallInit<P, M>] : [init: CallInit<P, M>];

interface CallOptions {
  /** Another bearer than the caller's: an MFA ticket, or a session just opened. */
  bearer?: string;
  /** REST body field → GraphQL input field, so field errors name what the client sent. */
  inputPaths?: Readonly<Record<string, string>>;
}

/** The defined entries of a path's or query's values object, in the order written. */
const entriesOf = (values: unknown): Array<[string, unknown]> =>
  typeof values === 'object' && values !== null
    ? Object.entries(values).filter(([, value]) => value !== undefined)
    : [];

/**
 * The path after the base, every {placeholder} replaced by its value encoded as one segment: a value cannot add
 * segments or climb out of the base.
 */
function fillPath(template: string, values: unknown): string {
  const byName = new Map(entriesOf(values));
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = byName.get(name);
    const text = value === undefined || value === null ? '' : String(value);
    if (text === '' || text === '.' || text === '..')
      throw gatewayError('BAD_USER_INPUT', `'${text}' is not a valid value here`);
    return encodeURIComponent(text);
  });
}

/** `?a=1&b=2` from the defined query values, in the order written; '' when there are none. */
function queryString(query: unknown): string {
  const params = new URLSearchParams();
  for (const [name, value] of entriesOf(query)) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The one escape from the body types: a GraphQL input sent as it came, where its generated type is looser than the
 * route's (nullable fields, a plain String for the route's enum, a wider number). The services' own schema checks
 * it and answers 400 as before; narrowing it here would change which requests fail and how. Each use says which
 * field differs (docs/gateway-client.md lists them).
 */
export const checkedByServices = (value: unknown): never => value as never;

/**
 * One typed client per API base. JSON in and out over the shared keep-alive pool; a non-2xx answer becomes
 * a GraphQL error through {@link errorForStatus}, a missing answer through {@link errorForTransport}.
 */
export abstract class RestClient<A extends ApiBase> {
  protected constructor(
    private readonly api: A,
    private readonly http: UpstreamHttp,
    protected readonly caller: Caller,
  ) {}

  /** GET; null when the services answer 204 (the spec's "none"). */
  protected get<P extends ServicePath<A, 'get'>>(path: P, ...[init]: InitArgs<P, 'get'>) {
    return this.call<ServiceAnswer<P, 'get'>>('GET', path, init);
  }

  protected post<P extends ServicePath<A, 'post'>>(path: P, ...[init]: InitArgs<P, 'post'>) {
    return this.call<ServiceAnswer<P, 'post'>>('POST', path, init);
  }

  /** PATCH; without a body, `{}` is sent (the services' PATCH routes read a JSON object). */
  protected patch<P extends ServicePath<A, 'patch'>>(path: P, ...[init]: InitArgs<P, 'patch'>) {
    return this.call<ServiceAnswer<P, 'patch'>>('PATCH', path, init, {});
  }

  protected delete<P extends ServicePath<A, 'delete'>>(path: P, ...[init]: InitArgs<P, 'delete'>) {
    return this.call<ServiceAnswer<P, 'delete'>>('DELETE', path, init);
  }

  /** For answers the contract says always carry a body. */
  protected async required<T>(answer: Promise<T | null>): Promise<T> {
    const value = await answer;
    if (value === null)
      throw gatewayError(
        'UPSTREAM_ERROR',
        `The ${this.api} API answered without content where content was expected`,
      );
    return value;
  }

  /** The typed front's one way in: the OpenAPI path becomes the URL under this client's base. */
  private call<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    template: string,
    init: { path?: unknown; query?: unknown; body?: unknown } & CallOptions = {},
    emptyBody?: unknown,
  ): Promise<T | null> {
    const prefix = API_BASE_PATH[this.api];
    // The types allow only this base's paths; checked again so a widened string cannot reach another base.
    if (!template.startsWith(prefix)) throw new Error(`${template} is not a path of the ${this.api} API`);
    const path = fillPath(template.slice(prefix.length), init.path) + queryString(init.query);
    return this.send<T>(method, path, init.body === undefined ? emptyBody : init.body, init);
  }

  private async send<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    opts: CallOptions,
  ): Promise<T | null> {
    const base = this.http.apiUrls[this.api];
    const bearer = opts.bearer ?? this.caller.bearer;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': this.caller.forwardedFor,
    };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (this.caller.operationName) headers['x-graphql-operation'] = this.caller.operationName;
    if (this.caller.pageView) headers['x-page-view'] = this.caller.pageView;
    if (body !== undefined) headers['content-type'] = 'application/json';

    let status: number;
    let text: string;
    try {
      const response = await this.http.request({
        origin: base.origin,
        path: base.pathname + path,
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      throw errorForTransport(error, this.api, this.http.timeoutMs);
    }

    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        if (status < 400) throw unreadableAnswer(this.api, status);
      }
    }
    if (status >= 400) throw errorForStatus(status, json, this.api, opts.inputPaths);
    if (status === 204 || json === undefined) return null;
    return json as T;
  }
}
