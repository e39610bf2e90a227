import type { ApiBase } from '../env.js';
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

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The JSON answer of a services endpoint as its route declares it (generated from the services' OpenAPI document):
 * `ServiceAnswer<'/school-api/jobs/{id}'>`, `ServiceAnswer<'/school-api/jobs/{id}/retry', 'post'>`.
 */
export type ServiceAnswer<P extends keyof paths, M extends Method = 'get'> = paths[P] extends {
  [K in M]: { responses: { 200: { content: { 'application/json': infer T } } } };
}
  ? T
  : { 'no response schema is declared for this route and method': P };

declare const restPath: unique symbol;
/** A path relative to an API base whose every value was encoded by {@link rest}. */
export type RestPath = string & { readonly [restPath]: true };

/**
 * Builds a REST path, encoding each interpolated value as one path segment:
 * rest`student/getStudent/${uuid}`. A value cannot add segments or climb out of the base.
 */
export function rest(strings: TemplateStringsArray, ...values: Array<string | number>): RestPath {
  let path = strings[0] ?? '';
  values.forEach((value, i) => {
    const text = String(value);
    if (text === '' || text === '.' || text === '..')
      throw gatewayError('BAD_USER_INPUT', `'${text}' is not a valid value here`);
    path += encodeURIComponent(text) + (strings[i + 1] ?? '');
  });
  return path as RestPath;
}

interface CallOptions {
  /** Another bearer than the caller's: an MFA ticket, or a session just opened. */
  bearer?: string;
  /** REST body field → GraphQL input field, so field errors name what the client sent. */
  inputPaths?: Readonly<Record<string, string>>;
}

/**
 * One typed client per API base. JSON in and out over the shared keep-alive pool; a non-2xx answer becomes
 * a GraphQL error through {@link errorForStatus}, a missing answer through {@link errorForTransport}.
 */
export abstract class RestClient {
  protected constructor(
    private readonly api: ApiBase,
    private readonly http: UpstreamHttp,
    protected readonly caller: Caller,
  ) {}

  /** GET; null when the services answer 204 (the spec's "none"). */
  protected get<T>(path: RestPath, opts: CallOptions = {}): Promise<T | null> {
    return this.send<T>('GET', path, undefined, opts);
  }

  protected post<T>(path: RestPath, body: unknown, opts: CallOptions = {}): Promise<T | null> {
    return this.send<T>('POST', path, body, opts);
  }

  protected patch<T>(path: RestPath, body: unknown = {}, opts: CallOptions = {}): Promise<T | null> {
    return this.send<T>('PATCH', path, body, opts);
  }

  protected delete<T>(path: RestPath, opts: CallOptions = {}): Promise<T | null> {
    return this.send<T>('DELETE', path, undefined, opts);
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

  private async send<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: RestPath,
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
