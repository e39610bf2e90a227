import { z } from 'zod';
import type { Db } from '../src/platform/db.js';

export { z };

/**
 * A test's own statement, its rows parsed by the columns the test names (`{ n: z.number() }`): what the test reads
 * is what was checked, as the domains' named queries check theirs (platform/named-sql.ts). Columns the test does not
 * name are kept, unchecked, so a whole-row `toEqual` still sees them.
 */
export async function readRows<S extends z.ZodRawShape>(
  db: Pick<Db, 'query'>,
  columns: S,
  sql: string,
  params: unknown[] = [],
): Promise<z.output<z.ZodObject<S, z.core.$loose>>[]> {
  const row = z.looseObject(columns);
  return (await db.query(sql, params)).map((r, i) => {
    const parsed = row.safeParse(r);
    if (!parsed.success)
      throw new Error(`row ${i} of "${sql.trim().slice(0, 80)}…": ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}

/**
 * A number column as the driver gives it: int4 as a number; int8 and numeric as text from a server (node-postgres)
 * and as a number from PGlite. Read as a number either way; anything but digits is refused.
 */
export const dbNumber = z
  .union([z.number(), z.bigint(), z.string().regex(/^-?\d+(\.\d+)?$/, 'not a number')])
  .transform(Number);
