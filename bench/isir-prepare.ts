/**
 * The ISIR benchmark's preparation, run as a process of its own so that the process measured holds only the
 * services and the import (as a production process does: it starts on a database seeded before, and files arrive
 * from outside):
 *   isir-prepare.ts generate <records> <file>               a seeded 2026-27 file
 *   isir-prepare.ts seed <dataDir> [<serverUrl> <schema>]   the demo schools on PGlite in dataDir, or in a server schema
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { generateIsirStream, loadEnv, openDatabase, startServices } from '../services/src/index.js';
import {
  seededServerDatabase,
  useServer,
  writeSeededPgliteDataDir,
} from '../services/test/seeded-database.js';
import { TINY } from './lib/result.js';
import { benchSource } from './lib/database.js';

const [command, ...args] = process.argv.slice(2);
if (command === 'generate') {
  await pipeline(
    generateIsirStream({ layout: '2026-27', records: Number(args[0]), seed: 2027 }),
    createWriteStream(args[1]!),
  );
} else if (command === 'seed') {
  const [dataDir, server, schema] = args as [string, string | undefined, string | undefined];
  const source = benchSource(dataDir);
  const env = loadEnv(source);
  // On the server the schema is named in the connection's search_path, not handed to openDatabase: closing a database
  // opened with a schema drops it, and the benchmark is about to use this one.
  const inSchema = (url: string) => {
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    return u.toString();
  };
  if (TINY && !server) {
    // A tiny run (npm test) starts on a copy of the migrated and seeded snapshot the integration suites share: the
    // same database this start writes, without migrating and seeding PGlite again (most of a tiny run).
    await writeSeededPgliteDataDir(source, dataDir);
  } else if (TINY && server) {
    // On the server likewise: a copy of the seeded snapshot, a database of its own named `schema` (the benchmark
    // opens it by that name and drops it).
    useServer(server);
    await seededServerDatabase(source, dataDir, schema);
  } else {
    const db = server
      ? await openDatabase({ ...env, DATABASE_URL: inSchema(server) })
      : await openDatabase(env);
    if (server) await db.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const services = await startServices(env, { db });
    await services.close();
    await db.close();
  }
} else {
  throw new Error(`Unknown command '${command}'`);
}
