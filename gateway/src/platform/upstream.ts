import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import {
  SpanKind,
  SpanStatusCode,
  inSpan,
  propagationHeaders,
  redactUrl,
  tracingOn,
} from '@aidverify/observability';
import type { ApiBase, GatewayEnv } from '../env.js';
import {
  CircuitBreaker,
  isTransportFailure,
  type CircuitEvents,
  type CircuitState,
} from './circuit-breaker.js';

/**
 * Counts calls to the services by `METHOD /path` (query string left out). Tests and the bench read it to
 * prove batching: one page of task lists must be one taskListSearch call.
 */
export class UpstreamCalls {
  private readonly counts = new Map<string, number>();
  /** Calls through the breaker that have ended (answered or failed), so tests can wait for one to be judged. */
  settled = 0;

  record(method: string, path: string): void {
    const key = `${method} ${path.split('?')[0]}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** Calls whose `METHOD /path` ends with `suffix` (e.g. 'POST /student-api/studentInterviewLink/taskListSearch'). */
  count(suffix: string): number {
    let n = 0;
    for (const [key, value] of this.counts) if (key.endsWith(suffix)) n += value;
    return n;
  }

  total(): number {
    let n = 0;
    for (const value of this.counts.values()) n += value;
    return n;
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  reset(): void {
    this.counts.clear();
  }
}

export interface UpstreamOptions {
  /** Time to open a connection; short, since the services are near (a dead host is known at once). */
  connectTimeoutMs: number;
  /** Consecutive failures (refused, timed out) after which calls to that origin fail at once. */
  breakerFailures: number;
  /** How long an open circuit refuses calls before one probe is let through. */
  breakerCooldownMs: number;
  events?: CircuitEvents;
  /** Told of every call that ended: its path, the status (or 'error' without an answer) and its duration. */
  observe?: (path: string, status: number | 'error', seconds: number) => void;
}

export const DEFAULT_UPSTREAM_OPTIONS: UpstreamOptions = {
  connectTimeoutMs: 2_000,
  breakerFailures: 5,
  breakerCooldownMs: 5_000,
};

/**
 * The gateway's one connection pool to the services: keep-alive sockets per origin, bounded, with
 * connect, header and body timeouts, a counter in front, and a circuit breaker per origin ({@link request}).
 */
export class UpstreamHttp {
  readonly calls = new UpstreamCalls();
  /** The pool without the breaker; callers go through {@link request}. */
  readonly dispatcher: Dispatcher;
  private readonly agent: Agent;
  private readonly breakers = new Map<string, CircuitBreaker>();

  constructor(
    readonly apiUrls: Record<ApiBase, URL>,
    readonly timeoutMs: number,
    private readonly options: UpstreamOptions = DEFAULT_UPSTREAM_OPTIONS,
  ) {
    this.agent = new Agent({
      connections: 128,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 120_000,
      connect: { timeout: Math.min(timeoutMs, options.connectTimeoutMs) },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const calls = this.calls;
    this.dispatcher = this.agent.compose((dispatch) => (opts, handler) => {
      calls.record(opts.method, opts.path);
      // The request's id, and while tracing the W3C trace context: the services continue both.
      const extra = propagationHeaders();
      return dispatch(extra ? { ...opts, headers: withHeaders(opts.headers, extra) } : opts, handler);
    });
  }

  static fromEnv(
    env: GatewayEnv,
    events?: CircuitEvents,
    observe?: UpstreamOptions['observe'],
  ): UpstreamHttp {
    return new UpstreamHttp(env.apiUrls, env.upstreamTimeoutMs, {
      connectTimeoutMs: env.upstreamConnectTimeoutMs,
      breakerFailures: env.upstreamBreakerFailures,
      breakerCooldownMs: env.upstreamBreakerCooldownMs,
      events,
      observe,
    });
  }

  /**
   * One call through the breaker of its origin: refused at once with {@link CircuitOpenError} while the
   * circuit is open. Only the upstream's own failures count against it: a refused or reset connection, a
   * timeout, or an answer saying it is unwell (502-504). A 500 is one request's bug, and a body the caller
   * broke off (a truncated upload) is the caller's failure: neither may let one user open the circuit for all.
   */
  request(opts: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
    if (!tracingOn()) return this.call(opts);
    // A CLIENT span per call, named by method and API base (the path, scrubbed, is an attribute: it may hold ids).
    const path = opts.path.split('?')[0]!;
    const base = /^\/[^/]*/.exec(path)?.[0] ?? '/';
    return inSpan(
      `${opts.method} ${base}`,
      {
        'http.request.method': opts.method,
        'server.address': String(opts.origin),
        'url.path': redactUrl(path),
      },
      async (span) => {
        const answer = await this.call(opts);
        span?.setAttribute('http.response.status_code', answer.statusCode);
        if (answer.statusCode >= 500) span?.setStatus({ code: SpanStatusCode.ERROR });
        return answer;
      },
      { kind: SpanKind.CLIENT },
    );
  }

  private async call(opts: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
    const breaker = this.breakerFor(String(opts.origin));
    breaker.admit();
    const callerBody = opts.body instanceof Readable ? watchCallerBody(opts.body) : undefined;
    const started = performance.now();
    const observe = (status: number | 'error') =>
      this.options.observe?.(opts.path, status, (performance.now() - started) / 1000);
    try {
      const answer = await this.dispatcher.request(opts);
      if (UNWELL_STATUSES.has(answer.statusCode)) breaker.failed();
      else breaker.succeeded();
      observe(answer.statusCode);
      return answer;
    } catch (error) {
      if (isTransportFailure(error) && !callerBody?.broke()) breaker.failed();
      // Anything else says nothing about the services; a probe must not stay stuck.
      else breaker.abandoned();
      observe('error');
      throw error;
    } finally {
      callerBody?.stop();
      this.calls.settled += 1;
    }
  }

  /** The circuit of each origin called so far (readiness reports it). */
  circuits(): Record<string, CircuitState> {
    return Object.fromEntries([...this.breakers].map(([origin, b]) => [origin, b.current]));
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private breakerFor(origin: string): CircuitBreaker {
    let breaker = this.breakers.get(origin);
    if (!breaker) {
      breaker = new CircuitBreaker(origin, {
        failures: this.options.breakerFailures,
        cooldownMs: this.options.breakerCooldownMs,
        events: this.options.events,
      });
      this.breakers.set(origin, breaker);
    }
    return breaker;
  }
}

/** The headers of a call with `extra` added, in whichever of undici's shapes the caller gave them. */
function withHeaders(
  headers: Dispatcher.DispatchOptions['headers'],
  extra: Record<string, string>,
): Dispatcher.DispatchOptions['headers'] {
  if (!headers) return extra;
  if (Array.isArray(headers)) return [...(headers as string[]), ...Object.entries(extra).flat()];
  if (typeof (headers as Iterable<unknown>)[Symbol.iterator] === 'function') {
    const merged: Record<string, string | string[]> = {};
    for (const [key, value] of headers as Iterable<[string, string | string[] | undefined]>)
      if (value !== undefined) merged[key] = value;
    return { ...merged, ...extra };
  }
  return { ...(headers as Record<string, string | string[] | undefined>), ...extra };
}

/** Answers by which an upstream (or the proxy before it) says it cannot serve anyone right now. */
const UNWELL_STATUSES = new Set([502, 503, 504]);

/**
 * Whether the caller broke off the request body it sent (its connection closed before the body was complete).
 * Undici destroying the body because the services reset the connection is not that: the caller's socket is intact.
 */
function watchCallerBody(body: Readable) {
  let aborted = false;
  const onAborted = () => {
    aborted = true;
  };
  body.on('aborted', onAborted);
  return {
    broke() {
      if (aborted) return true;
      const message = body as Partial<IncomingMessage>;
      return message.complete === false && Boolean(message.socket?.destroyed);
    },
    stop: () => body.off('aborted', onAborted),
  };
}
