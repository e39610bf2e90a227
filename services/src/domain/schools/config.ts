import type { Db } from '../../platform/db.js';

/** A school's config value, falling back to the installation-wide one; null when neither is set. */
export async function betaToggle(db: Db, schoolCode: string, name: string): Promise<{ name: string; value: string } | null> {
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM school_config WHERE name = $1 AND (school_code = $2 OR school_code IS NULL)
      ORDER BY school_code NULLS LAST LIMIT 1`,
    [name, schoolCode],
  );
  return row ? { name, value: row.value } : null;
}
