import type { Db } from '../../platform/db.js';

/** A school's config value, falling back to the installation-wide one; null when neither is set. */
export async function betaToggle(
  db: Db,
  schoolCode: string,
  name: string,
): Promise<{ name: string; value: string } | null> {
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM school_config WHERE name = $1 AND (school_code = $2 OR school_code IS NULL)
      ORDER BY school_code NULLS LAST LIMIT 1`,
    [name, schoolCode],
  );
  return row ? { name, value: row.value } : null;
}

/**
 * Host-dependent availability of routes (SPEC §2): installation-wide config items named
 * `route.hiddenOnHosts:<path>` whose value lists host names (comma-separated). No host name lives in code.
 */
export async function hiddenRoutes(db: Db, host: string): Promise<string[]> {
  const rows = await db.query<{ name: string; value: string }>(
    `SELECT name, value FROM school_config WHERE school_code IS NULL AND name LIKE 'route.hiddenOnHosts:%'`,
  );
  const h = host.trim().toLowerCase().replace(/:\d+$/, '');
  return rows
    .filter((r) =>
      r.value
        .split(',')
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean)
        .includes(h),
    )
    .map((r) => r.name.slice('route.hiddenOnHosts:'.length))
    .sort();
}
