/**
 * A circuit breaker for calls to one upstream: after `failures` consecutive failures (refused connections,
 * timeouts) it opens and calls fail at once for `cooldownMs`; then one call is let through as a probe
 * (half-open): its success closes the circuit, its failure opens it again. A hung or dead services process
 * then costs callers nothing instead of a full timeout each.
 */
export type CircuitState = 'closed' | 'open' | 'halfOpen';

export class CircuitOpenError extends Error {
  readonly code = 'UPSTREAM_UNAVAILABLE';
  constructor(readonly origin: string) {
    super(`circuit open for ${origin}`);
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitEvents {
  onOpen?(origin: string, failures: number): void;
  onClose?(origin: string): void;
}

export class CircuitBreaker {
  private consecutive = 0;
  private openedAt = 0;
  private state: CircuitState = 'closed';
  private probing = false;

  constructor(
    readonly origin: string,
    private readonly opts: {
      failures: number;
      cooldownMs: number;
      now?: () => number;
      events?: CircuitEvents;
    },
  ) {}

  get current(): CircuitState {
    if (this.state === 'open' && this.now() - this.openedAt >= this.opts.cooldownMs) return 'halfOpen';
    return this.state;
  }

  /** Throws {@link CircuitOpenError} when the call must not go out; otherwise the call goes (maybe as the probe). */
  admit(): void {
    const state = this.current;
    if (state === 'closed') return;
    if (state === 'halfOpen' && !this.probing) {
      this.probing = true;
      this.state = 'halfOpen';
      return;
    }
    throw new CircuitOpenError(this.origin);
  }

  succeeded(): void {
    const wasOpen = this.state !== 'closed';
    this.consecutive = 0;
    this.probing = false;
    this.state = 'closed';
    if (wasOpen) this.opts.events?.onClose?.(this.origin);
  }

  /** The call ended in a way that says nothing about the upstream (the caller's fault): a probe slot is freed. */
  abandoned(): void {
    this.probing = false;
  }

  failed(): void {
    this.consecutive += 1;
    const probeFailed = this.state === 'halfOpen';
    this.probing = false;
    if (probeFailed || (this.state === 'closed' && this.consecutive >= this.opts.failures)) {
      this.state = 'open';
      this.openedAt = this.now();
      this.opts.events?.onOpen?.(this.origin, this.consecutive);
    }
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }
}

/** Failures that say the upstream is unwell (no answer at all), as opposed to an answer the caller provoked. */
export function isTransportFailure(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  const name = (error as { name?: string } | null)?.name ?? '';
  return (
    /^(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE|ETIMEDOUT)$/.test(code) ||
    /^UND_ERR_(CONNECT_TIMEOUT|HEADERS_TIMEOUT|SOCKET|CLOSED)$/.test(code) ||
    name === 'TimeoutError'
  );
}
