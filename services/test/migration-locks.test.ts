import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** The last migration of the previous release (the upgrade fixture's schema); later files are checked. */
export const RELEASE_BASELINE = '078';

/** Tables that grow with students and files: a statement rewriting or scanning one under lock stops the office. */
const LARGE_TABLES = [
  'student',
  'student_all',
  'isir_record',
  'isir_record_all',
  'isir_change',
  'isir_correction',
  'student_repository',
  'student_interview_link',
  'activity_log',
  'access_log',
  'communication_log',
  'document',
  'job',
  'outbox',
];

const VOLATILE = /\b(now|random|clock_timestamp|gen_random_uuid|uuid_generate_v4|timeofday|nextval)\s*\(/i;

/**
 * What in one migration would rewrite (or scan) a large table in one locking statement: a column type change, a
 * column added with a volatile default, an index made without CONCURRENTLY, an UPDATE of the whole table. A file
 * saying `-- locks: <why>` has weighed it and is let through.
 */
export function lockingStatements(sql: string): string[] {
  if (/^\s*--\s*locks:\s*\S/m.test(sql)) return [];
  const code = sql.replace(/--.*$/gm, '');
  const found: string[] = [];
  const large = (table: string) => LARGE_TABLES.includes(table.replace(/^(public\.)|"/g, '').toLowerCase());
  for (const raw of code.split(';')) {
    const stmt = raw.replace(/\s+/g, ' ').trim();
    const alter = stmt.match(/^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?([\w."]+) (.*)$/i);
    if (alter && large(alter[1]!)) {
      if (/ALTER COLUMN [\w"]+ (SET DATA )?TYPE /i.test(alter[2]!)) found.push(`column type change: ${stmt}`);
      if (/ADD COLUMN /i.test(alter[2]!) && /DEFAULT /i.test(alter[2]!) && VOLATILE.test(alter[2]!))
        found.push(`column added with a volatile default: ${stmt}`);
    }
    const index = stmt.match(/^CREATE (?:UNIQUE )?INDEX (CONCURRENTLY )?.*? ON (?:ONLY )?([\w."]+)/i);
    if (index && !index[1] && large(index[2]!)) found.push(`index without CONCURRENTLY: ${stmt}`);
    const update = stmt.match(/^UPDATE ([\w."]+) .*$/i);
    if (update && large(update[1]!) && !/ WHERE /i.test(stmt)) found.push(`update of every row: ${stmt}`);
  }
  return found;
}

describe('migrations since the previous release', () => {
  it('never rewrite a large table in one locking statement without saying so (-- locks: why)', () => {
    const files = readdirSync(dir).filter((f) => /^\d+_.*\.sql$/.test(f) && f.slice(0, 3) > RELEASE_BASELINE);
    const problems = files.flatMap((f) =>
      lockingStatements(readFileSync(path.join(dir, f), 'utf8')).map((p) => `${f}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('finds each kind of locking statement, and lets an explained one through', () => {
    expect(lockingStatements('ALTER TABLE student ALTER COLUMN last_name TYPE varchar(80);')).toHaveLength(1);
    expect(
      lockingStatements('ALTER TABLE isir_record ADD COLUMN seen_at timestamptz DEFAULT now();'),
    ).toHaveLength(1);
    expect(
      lockingStatements('ALTER TABLE isir_record ADD COLUMN flag boolean NOT NULL DEFAULT false;'),
    ).toEqual([]);
    expect(lockingStatements('CREATE INDEX student_x ON student (last_name);')).toHaveLength(1);
    expect(
      lockingStatements('CREATE INDEX IF NOT EXISTS x ON isir_record (aid_year) INCLUDE (ssn_hmac);'),
    ).toHaveLength(1);
    expect(lockingStatements('CREATE INDEX CONCURRENTLY student_x ON student (last_name);')).toEqual([]);
    expect(lockingStatements('CREATE INDEX holiday_x ON holiday (day);')).toEqual([]);
    expect(lockingStatements('UPDATE student SET status = lower(status);')).toHaveLength(1);
    expect(lockingStatements("UPDATE student SET status = 'NEW' WHERE status IS NULL;")).toEqual([]);
    expect(
      lockingStatements(
        '-- locks: a short table in every installation so far\nCREATE INDEX s ON student (x);',
      ),
    ).toEqual([]);
  });

  it('flags what the previous release did without saying so (the check can fail)', () => {
    const old = readFileSync(path.join(dir, '077_report_indexes.sql'), 'utf8');
    expect(lockingStatements(old).length).toBeGreaterThan(0);
  });
});
