import type { Db } from '../../platform/db.js';

const TTL_MS = 5_000;

/** Permission codes of each role, re-read every few seconds so a change in /Permissions takes effect quickly. */
export class PermissionCache {
  private entries = new Map<string, { at: number; codes: ReadonlySet<string> }>();

  constructor(private readonly db: Db) {}

  async forRole(role: string): Promise<ReadonlySet<string>> {
    const hit = this.entries.get(role);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.codes;
    const rows = await this.db.query<{ code: string }>(
      `SELECT p.code FROM role r
         JOIN role_permission_link l ON l.role_id = r.id
         JOIN permission p ON p.id = l.permission_id
        WHERE r.name = $1`,
      [role],
    );
    const codes = new Set(rows.map((r) => r.code));
    this.entries.set(role, { at: Date.now(), codes });
    return codes;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
