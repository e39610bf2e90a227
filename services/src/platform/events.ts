import type { Logger } from '@aidverify/observability';

// What one domain announces and others act on, without the announcing domain importing them (issue 25: no cycle
// between domains). The ISIR import says a file is in; auto-verify, which reads ISIRs, listens.

export interface DomainEvents {
  /** An ISIR file's records are committed (status IMPORTED). */
  isirFileImported: { uploadId: number };
}

/** What a listener did, or nothing: the announcer keeps it under the listener's name (a job's result shows it). */
type Listener<E> = (event: E) => Promise<unknown>;

export class DomainEventBus {
  private readonly listeners = new Map<keyof DomainEvents, Map<string, Listener<never>>>();

  constructor(private readonly log: Logger) {}

  /** Listens under a name; listening again under the same name replaces the earlier listener (an app built twice). */
  on<K extends keyof DomainEvents>(event: K, name: string, listener: Listener<DomainEvents[K]>): void {
    const named = this.listeners.get(event) ?? new Map<string, Listener<never>>();
    named.set(name, listener);
    this.listeners.set(event, named);
  }

  /**
   * Runs the event's listeners one after another, after the announcer's work is committed, and answers what each
   * did by its name. A listener's failure is logged and leaves the announcer's work as it is.
   */
  async emit<K extends keyof DomainEvents>(
    event: K,
    payload: DomainEvents[K],
  ): Promise<Record<string, unknown>> {
    const outcomes: Record<string, unknown> = {};
    for (const [name, listener] of this.listeners.get(event) ?? []) {
      try {
        const outcome = await (listener as Listener<DomainEvents[K]>)(payload);
        if (outcome !== null && outcome !== undefined) outcomes[name] = outcome;
      } catch (err) {
        const what: Record<string, unknown> = { err, event, listener: name, payload };
        this.log.error(what, `${name} after ${String(event)} failed; what announced it is kept`);
      }
    }
    return outcomes;
  }
}
