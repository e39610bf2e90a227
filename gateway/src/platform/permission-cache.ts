/** What the access check needs to know about a session. */
export interface AccessFacts {
  isStaff: boolean;
  role: string;
  permissions: readonly string[];
}

/**
 * Access facts per access token, kept for a few seconds across requests, so a screen's burst of staff queries
 * costs one auth/getUser rather than one each. The services check the permission again on every call, so a
 * permission removed within the window still ends in their FORBIDDEN; one granted shows once the entry expires.
 * Bounded, oldest first out; never kept past the token's own expiry. A TTL of 0 turns it off.
 */
export class PermissionCache {
  private readonly entries = new Map<string, { facts: AccessFacts; until: number }>();
  /** Look-ups under way: concurrent requests with the same token share one (not one auth/getUser each when an entry expires). */
  private readonly loading = new Map<string, Promise<AccessFacts>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now = Date.now()): AccessFacts | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.facts;
  }

  /**
   * The cached facts, else those `load` reads (kept as {@link set} does). Concurrent calls for one token share a
   * single load; a failed load is not kept, so the next request asks again. With a TTL of 0 every call loads.
   */
  async getOrLoad(
    token: string,
    tokenExpiresAt: number,
    load: () => Promise<AccessFacts>,
  ): Promise<AccessFacts> {
    const cached = this.get(token);
    if (cached) return cached;
    if (this.ttlMs <= 0) return load();
    let pending = this.loading.get(token);
    if (!pending) {
      pending = load()
        .then((facts) => {
          this.set(token, facts, tokenExpiresAt);
          return facts;
        })
        .finally(() => this.loading.delete(token));
      this.loading.set(token, pending);
    }
    return pending;
  }

  /** `tokenExpiresAt` in seconds since the epoch. */
  set(token: string, facts: AccessFacts, tokenExpiresAt: number, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(token);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const { isStaff, role, permissions } = facts;
    this.entries.set(token, {
      facts: { isStaff, role, permissions },
      until: Math.min(now + this.ttlMs, tokenExpiresAt * 1000),
    });
  }
}
