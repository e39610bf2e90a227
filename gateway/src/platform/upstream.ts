import { Agent, type Dispatcher } from 'undici';
import type { ApiBase, GatewayEnv } from '../env.js';

/**
 * Counts calls to the services by `METHOD /path` (query string left out). Tests and the bench read it to
 * prove batching: one page of task lists must be one taskListSearch call.
 */
export class UpstreamCalls {
  private readonly counts = new Map<string, number>();

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

/**
 * The gateway's one connection pool to the services: keep-alive sockets per origin, bounded, with
 * connect, header and body timeouts, and a counter in front.
 */
export class UpstreamHttp {
  readonly calls = new UpstreamCalls();
  readonly dispatcher: Dispatcher;
  private readonly agent: Agent;

  constructor(
    readonly apiUrls: Record<ApiBase, URL>,
    readonly timeoutMs: number,
  ) {
    this.agent = new Agent({
      connections: 128,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 120_000,
      connect: { timeout: Math.min(timeoutMs, 5_000) },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const calls = this.calls;
    this.dispatcher = this.agent.compose((dispatch) => (opts, handler) => {
      calls.record(opts.method, opts.path);
      return dispatch(opts, handler);
    });
  }

  static fromEnv(env: GatewayEnv): UpstreamHttp {
    return new UpstreamHttp(env.apiUrls, env.upstreamTimeoutMs);
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
