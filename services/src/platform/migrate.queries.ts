import { z } from 'zod';
import { found, namedQuery, noRow } from './named-sql.js';

// The SQL of the migrations' bookkeeping (migrate.ts, docs/data-layer.md): the lock instances take in turn and the
// list of the files applied.

/** Waits for the migration lock, held until the transaction ends. */
export const migrationLock = namedQuery({
  name: 'migrationLock',
  params: z.object({ lock: z.number().int() }),
  row: noRow,
  sql: 'SELECT pg_advisory_xact_lock(:lock)',
});

export const migrationApplied = namedQuery({
  name: 'migrationApplied',
  params: z.object({ name: z.string() }),
  row: found,
  sql: 'SELECT 1 AS found FROM schema_migration WHERE name = :name',
});

export const recordMigration = namedQuery({
  name: 'recordMigration',
  params: z.object({ name: z.string() }),
  row: noRow,
  sql: 'INSERT INTO schema_migration (name) VALUES (:name)',
});
