import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { mkdirSync } from 'node:fs';

export type Row = Record<string, unknown>;

/** The one way the services talk to Postgres, the same on PGlite and on a server. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters: migrations. */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: everything it wrote is kept, or nothing is. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A server pool's connections: open, idle, and requests waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** PGlite in `dataDir`, else in memory; `loadDataDir` starts it from a dump of another's data folder (tests). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: fuzzy name search (the trigram index of migration 020).
  const options = { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) };
  const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await db.waitReady;
  return wrapPglite(db);
}

/** The Db interface over an open PGlite. */
export function wrapPglite(db: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Omit<Db, 'transaction' | 'close'> => ({
    kind: 'pglite',
    query: async <T>(sql: string, params: unknown[] = []) => (await q.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  return {
    ...wrap(db),
    transaction: (fn) =>
      db.transaction((raw) => {
        // A nested transaction joins the open one (as on the server); PGlite's own handle would wait for it forever.
        const tx: Db = { ...wrap(raw), transaction: (inner) => inner(tx), close: async () => {} };
        return fn(tx);
      }),
    close: () => db.close(),
  };
}

/** No connection came free (or could be opened) in time: the request fails fast with 503 (app.ts). */
export class DatabaseBusyError extends Error {
  constructor() {
    super('The database is busy; try again in a moment');
  }
}

/** pg-pool's words for "no connection within connectionTimeoutMillis". */
const NO_CONNECTION =
  /timeout exceeded when trying to connect|Connection terminated due to connection timeout/;

export interface PoolOptions {
  /** Connections at most (DB_POOL_SIZE). */
  max?: number;
  /** How long a query waits for a connection, free or new (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** The server cancels a statement running longer (DB_STATEMENT_TIMEOUT_MS; 0: no limit). */
  statementTimeoutMs?: number;
}

/** A server connection pool; `schema` isolates a test run in its own search_path. */
export async function openPostgres(url: string, schema?: string, options: PoolOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const busy = (err: unknown): never => {
    throw err instanceof Error && NO_CONNECTION.test(err.message) ? new DatabaseBusyError() : err;
  };
  // An idle connection dropped by the server (restart, failover) must not take the process down.
  pool.on('error', (err) => console.error(`[db] idle connection lost: ${err.message}`));
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const wrap = (c: pg.Pool | pg.PoolClient): Omit<Db, 'transaction' | 'close'> => ({
    kind: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await c.query(sql, params).catch(busy)).rows as T[],
    exec: async (sql: string) => {
      await c.query(sql).catch(busy);
    },
  });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect().catch(busy);
      try {
        await client.query('BEGIN');
        const tx: Db = { ...wrap(client), transaction: (inner) => inner(tx), close: async () => {} };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (schema) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
      await pool.end();
    },
  };
}
