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

const [command, ...args] = process.argv.slice(2);
if (command === 'generate') {
  await pipeline(
    generateIsirStream({ layout: '2026-27', records: Number(args[0]), seed: 2027 }),
    createWriteStream(args[1]!),
  );
} else if (command === 'seed') {
  const [dataDir, server, schema] = args as [string, string | undefined, string | undefined];
  const env = loadEnv({
    NODE_ENV: 'development',
    SERVICES_PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '14',
    DATA_DIR: dataDir,
    JOB_WORKER: 'off',
  });
  const db = server
    ? await openDatabase({ ...env, DATABASE_URL: server }, { schema })
    : await openDatabase(env);
  const services = await startServices(env, { db });
  await services.close();
  // Not db.close(): on the server that would drop the schema the benchmark is about to use.
  if (!server) await db.close();
} else {
  throw new Error(`Unknown command '${command}'`);
}
process.exit(0);
