/**
 * The embedded database a bench starts on. A full run migrates and seeds it as `npm start` does; a tiny run
 * (BENCH_TINY=1, in `npm test`) starts on a copy of one migrated and seeded snapshot (services/test/seeded-database.ts,
 * built once per source and day), as the integration suites do: the same database a first start writes, without
 * spending most of each tiny run on writing it again.
 */
import { loadEnv, openDatabase, type Db } from '../../services/src/index.js';
import { openSeededDatabase } from '../../services/test/seeded-database.js';
import { TINY } from './result.js';

/** PGlite in memory, migrated and seeded with the demo data; `source` is the configuration the bench's env is read from. */
export async function openDemoDatabase(source: Record<string, string>): Promise<Db> {
  if (TINY && source.DATA_DIR) return openSeededDatabase('pglite', source, source.DATA_DIR);
  return openDatabase(loadEnv(source), { inMemory: true });
}
