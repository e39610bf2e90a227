import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';
import * as bookkeeping from './migrate.queries.js';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Serializes migration (and first seeding) across instances starting at once on one database. */
export const MIGRATION_LOCK = 7300;

/**
 * Applies every `migrations/NNN_*.sql` not yet applied, each in its own transaction, in name order.
 * Each step holds an advisory lock, so instances starting together apply each file once.
 */
export async function migrate(db: Db, opts: { through?: string } = {}): Promise<string[]> {
  await db.transaction(async (tx) => {
    await bookkeeping.migrationLock.run(tx, { lock: MIGRATION_LOCK });
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    // `through`: stop after that number (the upgrade fixture is made by an earlier release's migrations).
    .filter((f) => !opts.through || f.split('_')[0]! <= opts.through)
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      // An upgrade's index build may take longer than requests are allowed (DB_STATEMENT_TIMEOUT_MS).
      if (db.kind === 'postgres') await tx.query('SET LOCAL statement_timeout = 0');
      await bookkeeping.migrationLock.run(tx, { lock: MIGRATION_LOCK });
      // Checked under the lock: another instance may have applied it a moment ago.
      if (await bookkeeping.migrationApplied.first(tx, { name: file })) return;
      await tx.exec(sql);
      await bookkeeping.recordMigration.run(tx, { name: file });
      applied.push(file);
    });
  }
  return applied;
}
