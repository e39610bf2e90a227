/**
 * The requests this process is answering while people wait. A background job's long loop (an ISIR import) gives way
 * to them between its steps: on a two-core machine its decoding and its writes otherwise compete with a search for
 * both cores, and the search waits (issue 23). It gives way for a bounded time, so a long request (an export) slows
 * the job but never stops it.
 */
export class InteractiveRequests {
  private active = 0;
  private waiting: (() => void)[] = [];

  /** How many requests are being answered now. */
  get answering(): number {
    return this.active;
  }

  /** A request arrived; `done` must be called once when it is answered or abandoned. */
  begin(): () => void {
    this.active++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--this.active > 0) return;
      const waiting = this.waiting;
      this.waiting = [];
      for (const resolve of waiting) resolve();
    };
  }

  /** Resolves when no request is being answered, or after at most `maxMs`. */
  quiet(maxMs: number): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxMs);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
