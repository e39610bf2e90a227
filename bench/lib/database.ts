/**
 * The embedded database a bench starts on. A full run migrates and seeds it as `npm start` does; a tiny run
 * (BENCH_TINY=1, in `npm test`) starts on a copy of one migrated and seeded snapshot (services/test/seeded-database.ts,
 * built once per source and day), as the integration suites do: the same database a first start writes, without
 * spending most of each tiny run on writing it again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, openDatabase, type Db } from '../../services/src/index.js';
import { openSeededDatabase, seededServerDatabase, useServer } from '../../services/test/seeded-database.js';
import { TINY } from './result.js';

/**
 * The services' configuration a bench starts from: development (the demo data), any free port, no log, a cheaper
 * password hash, its own DATA_DIR, no job worker (a bench drains jobs when it means to). bench/isir-prepare.ts seeds
 * with it, so a tiny run's benches share one seeded snapshot.
 */
export const benchSource = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'development',
  SERVICES_PORT: '0',
  LOG_LEVEL: 'silent',
  PASSWORD_SCRYPT_LOG_N: '14',
  DATA_DIR: dataDir,
  JOB_WORKER: 'off',
});

/** PGlite in memory, migrated and seeded with the demo data; `source` is the configuration the bench's env is read from. */
export async function openDemoDatabase(source: Record<string, string>): Promise<Db> {
  if (TINY && source.DATA_DIR) return openSeededDatabase('pglite', source, source.DATA_DIR);
  return openDatabase(loadEnv(source), { inMemory: true });
}

/**
 * A tiny run's database on the server for the processes a bench starts (load, replicas): a copy of the seeded
 * snapshot, the demo data as a development start writes it (the full run's seeding step), with DATA_DIR filled; its
 * name, to drop it, and the data key it is sealed with, for the production processes.
 */
export async function seededServerCopy(
  server: string,
  dataDir: string,
): Promise<{ name: string; dataKey: string }> {
  useServer(server);
  const copy = await seededServerDatabase(benchSource(dataDir), dataDir);
  return {
    name: new URL(copy.url).pathname.slice(1),
    dataKey: readFileSync(path.join(dataDir, 'data-encryption.key'), 'utf8').trim(),
  };
}

/** The server's URL naming another database on it. */
export function databaseOn(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database on the server (a tiny run's copy); `dataDir` is the bench's DATA_DIR (the configuration's). */
export async function dropServerDatabase(server: string, name: string, dataDir: string): Promise<void> {
  const admin = await openDatabase({
    ...loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    DATABASE_URL: server,
  });
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.close();
  }
}
