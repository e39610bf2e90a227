import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { loadEnv, type Env } from '../src/env.js';
import { createContext } from '../src/context.js';
import { openPglite, openPostgres, wrapPglite, type Db } from '../src/platform/db.js';
import { prepareDatabase } from '../src/server.js';

/**
 * Integration suites each start on a migrated, seeded database. Migrating and seeding (ninety-odd migrations, a few
 * hundred demo students, their ISIRs and password hashes) took 13 s on PGlite and 6 s on the server, for each of
 * some 230 starts: most of `npm test`. It is done once per configuration instead, and each suite starts on a copy:
 * PGlite from a dump of its data folder, the server from a template database, and DATA_DIR (the data key, the kept
 * files) copied beside it. The copy is what a first start would have written, so suites still test a fresh start.
 *
 * The snapshot's name covers everything that shapes it: the migrations and the services' source (seed, domain code),
 * the settings that shape it, and the day (the demo data is dated from today).
 */

/** What migrating and seeding run: the migrations and the services' code (the seed, the ISIR import, the layouts). */
const SOURCES = ['../migrations', '../src'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
const CACHE = path.join(tmpdir(), 'aidverify-seeded');
/**
 * The settings that shape what migrating and seeding write (read by the seed, the ISIR imports it runs, the sealing
 * of what it keeps): suites that differ only in others (ports, workers, tokens, senders, the SAIG mailbox folder,
 * which seeding leaves empty: ensureSnapshot checks) share one snapshot.
 */
const SHAPING = new Set([
  'NODE_ENV',
  'SEED_DEMO_DATA',
  'PASSWORD_SCRYPT_LOG_N',
  'ISIR_MAX_UPLOAD_MB',
  'TIME_ZONE',
  'BLOB_DIR',
  'DATA_ENCRYPTION_KEY',
  'DATA_ENCRYPTION_KEYS',
  'DATA_ENCRYPTION_KEY_ID',
  'DATA_LOOKUP_KEY',
]);

let sourceHash: string | undefined;
function hashSource(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (!name.endsWith('.test.ts')) hash.update(file).update(readFileSync(file));
    }
  };
  for (const dir of SOURCES) walk(dir);
  return (sourceHash = hash.digest('hex'));
}

function snapshotName(kind: 'pglite' | 'postgres', source: Record<string, string>): string {
  const shaping = Object.entries(source)
    .filter(([k]) => SHAPING.has(k))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([kind, hashSource(), shaping, new Date().toISOString().slice(0, 10)]))
    .digest('hex')
    .slice(0, 20);
}

/** Migrates and seeds as the services' first start does. */
async function seed(env: Env, db: Db): Promise<void> {
  const ctx = createContext(env, db, `http://${env.SERVICES_HOST}:0/api`);
  try {
    await prepareDatabase(ctx);
  } finally {
    await ctx.delivery.close();
  }
}

/** The Postgres server the snapshots and copies are made on: DATABASE_URL, unless a bench named its own. */
let namedServer: string | undefined;
const server = () => namedServer ?? process.env.DATABASE_URL!;

/** Makes server snapshots and copies on `url` (a bench's server, BENCH_DATABASE_URL) instead of DATABASE_URL's. */
export function useServer(url: string): void {
  namedServer = url;
}

/** The server's URL naming another database on it. */
function databaseUrl(name: string): string {
  const url = new URL(server());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const databaseExists = (client: pg.Client, name: string) =>
  client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1);

/** Snapshots of earlier days or earlier source go, with their template databases. */
async function pruneSnapshots(kind: 'pglite' | 'postgres'): Promise<void> {
  if (!existsSync(CACHE)) return;
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(CACHE)) {
    const dir = path.join(CACHE, name);
    if (statSync(dir).mtimeMs > dayAgo) continue;
    rmSync(dir, { recursive: true, force: true });
    if (kind === 'postgres' && /^[0-9a-f]{20}$/.test(name))
      await onServer((c) => c.query(`DROP DATABASE IF EXISTS aidverify_seed_${name} WITH (FORCE)`)).catch(
        () => {},
      );
  }
}

/** Builds the snapshot once: DATA_DIR under the cache, and the PGlite dump or the template database. */
async function ensureSnapshot(
  kind: 'pglite' | 'postgres',
  source: Record<string, string>,
): Promise<{ dataDir: string; dump?: string; template?: string }> {
  const name = snapshotName(kind, source);
  const dir = path.join(CACHE, name);
  const dataDir = path.join(dir, 'data');
  const dump = path.join(dir, 'pglite.tar');
  const template = `aidverify_seed_${name}`;
  const snapshot = kind === 'pglite' ? { dataDir, dump } : { dataDir, template };
  const ready = async () =>
    existsSync(dataDir) &&
    (kind === 'pglite' ? existsSync(dump) : await onServer((c) => databaseExists(c, template)));
  if (await ready()) return snapshot;

  // One builder per snapshot (suites run two at a time): the database and DATA_DIR's key must come from one build.
  mkdirSync(CACHE, { recursive: true });
  const lock = path.join(CACHE, `${name}.lock`);
  await takeLock(lock);
  try {
    if (await ready()) return snapshot;
    // Half of one (the server's database gone, say) is rebuilt whole: DATA_DIR holds the key the data is sealed with.
    rmSync(dir, { recursive: true, force: true });
    await pruneSnapshots(kind);
    const building = mkdtempSync(path.join(CACHE, `${name}-building-`));
    // DATA_DIR may stay empty (a data key given in the configuration): the folder is there all the same.
    mkdirSync(path.join(building, 'data'));
    // Seeded with the mailbox folder at its default, under the snapshot's DATA_DIR, where a file it wrote would show.
    const { SAIG_DIR: _mailboxFolder, ...seeding } = source;
    const env = loadEnv({ ...seeding, DATA_DIR: path.join(building, 'data') });
    if (kind === 'pglite') {
      const raw = new PGlite({ extensions: { pg_trgm } });
      await raw.waitReady;
      await seed(env, wrapPglite(raw));
      const file = await raw.dumpDataDir('none');
      writeFileSync(path.join(building, 'pglite.tar'), Buffer.from(await file.arrayBuffer()));
      await raw.close();
    } else {
      const temporary = `${template}_${randomBytes(4).toString('hex')}`;
      await onServer((c) => c.query(`CREATE DATABASE ${temporary}`));
      const db = await openPostgres(databaseUrl(temporary));
      try {
        await seed(env, db);
      } finally {
        await db.close();
      }
      await onServer(async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
        await c.query(`ALTER DATABASE ${temporary} RENAME TO ${template}`);
      });
    }
    if (existsSync(path.join(building, 'data', 'saig')))
      throw new Error('Seeding wrote into the SAIG mailbox folder: SAIG_DIR shapes the snapshot (SHAPING)');
    renameSync(building, dir);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return snapshot;
}

/** Takes the build lock (a folder: made atomically); one left behind by a killed run is taken after 10 minutes. */
async function takeLock(lock: string): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
    // Another suite is building this snapshot (seconds): look again shortly.
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A fresh, migrated and seeded database for one suite, with DATA_DIR filled as the first start left it: a copy of
 * the snapshot for this configuration, built on first use.
 */
export async function openSeededDatabase(
  kind: 'pglite' | 'postgres',
  source: Record<string, string>,
  dataDir: string,
): Promise<Db> {
  if (kind === 'pglite') {
    const snapshot = await ensureSnapshot(kind, source);
    cpSync(snapshot.dataDir, dataDir, { recursive: true });
    return openPglite(undefined, new Blob([readFileSync(snapshot.dump!)]));
  }
  const copy = await seededServerDatabase(source, dataDir);
  const db = await openPostgres(copy.url);
  return {
    ...db,
    async close() {
      await db.close();
      await copy.drop();
    },
  };
}

/**
 * The seeded snapshot as a PGlite data folder on disk, `dataDir/pglite`, with DATA_DIR filled beside it: what a first
 * start with DATA_DIR = `dataDir` would have left (benches' tiny runs, whose measured process opens it itself).
 */
export async function writeSeededPgliteDataDir(
  source: Record<string, string>,
  dataDir: string,
): Promise<void> {
  const snapshot = await ensureSnapshot('pglite', source);
  cpSync(snapshot.dataDir, dataDir, { recursive: true });
  const db = await openPglite(path.join(dataDir, 'pglite'), new Blob([readFileSync(snapshot.dump!)]));
  await db.close();
}

/**
 * A copy of the seeded server database by its URL, for processes of their own (replicas started by a test), with
 * DATA_DIR filled as the first start left it (the data key the copy is sealed with is there).
 */
export async function seededServerDatabase(
  source: Record<string, string>,
  dataDir: string,
  name = `test_${randomBytes(6).toString('hex')}`,
): Promise<{ url: string; drop(): Promise<void> }> {
  const snapshot = await ensureSnapshot('postgres', source);
  cpSync(snapshot.dataDir, dataDir, { recursive: true });
  await onServer((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${snapshot.template}`));
  return {
    url: databaseUrl(name),
    drop: () => onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
