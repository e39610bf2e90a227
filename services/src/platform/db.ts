import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { SpanKind, createLogger, inSpan, tracingOn, type Logger } from '@aidverify/observability';

export type Row = Record<string, unknown>;

/** The one way the services talk to Postgres, the same on PGlite and on a server. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Rows as the driver gives them, their values unknown: the domains read rows through named queries
   * (platform/named-sql.ts), which parse each row, so nothing tells the compiler a row's shape unchecked.
   */
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements, no parameters: migrations. */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: everything it wrote is kept, or nothing is. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A server pool's connections: open, idle, and requests waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * A server only (PGlite has one process): calls `onNotify` for each NOTIFY on `channel` by any process on this
   * database, and once more after a lost connection comes back (what was said meanwhile is unknown). Returns a stop.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
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
    query: async (sql: string, params: unknown[] = []) => (await q.query<Row>(sql, params)).rows,
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
  /** Where lost connections are told (the process's logger; standard output at info without one). */
  log?: Logger;
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
  const log = options.log ?? createLogger('info');
  const busy = (err: unknown): never => {
    throw err instanceof Error && NO_CONNECTION.test(err.message) ? new DatabaseBusyError() : err;
  };
  // An idle connection dropped by the server (restart, failover) must not take the process down.
  pool.on('error', (err) => log.error({ err }, 'database: an idle connection was lost'));
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const wrap = (c: pg.Pool | pg.PoolClient): Omit<Db, 'transaction' | 'close'> => ({
    kind: 'postgres',
    query: async (sql: string, params: unknown[] = []) => (await c.query(sql, params).catch(busy)).rows,
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
    listen: (channel, onNotify) => listenOn(url, schema, channel, onNotify, log),
    async close() {
      if (schema) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
      await pool.end();
    },
  };
}

/** LISTEN on a connection of its own (not the pool's: it stays open), reconnecting after a loss. */
async function listenOn(
  url: string,
  schema: string | undefined,
  channel: string,
  onNotify: () => void,
  log: Logger,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify();
    });
    c.on('error', (err) => {
      log.error({ err, channel }, 'database: the LISTEN connection was lost; reconnecting');
      void c.end().catch(() => {});
      if (!stopped) retry = setTimeout(reconnect, 1_000);
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  const reconnect = () => {
    connect().then(onNotify, () => {
      if (!stopped) retry = setTimeout(reconnect, 1_000);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * The same handle with a CLIENT span per statement and per transaction (its statements as children), named by the
 * statement's verb and carrying its text (parameters are never recorded). Only inside a trace: a request's, or a
 * job's; the worker's idle polling of its queue makes none. PGlite and the server alike.
 */
export function traceStatements(db: Db): Db {
  const system = { 'db.system.name': 'postgresql', 'aidverify.db.engine': db.kind };
  const statement = (sql: string) => ({
    ...system,
    'db.query.text': sql.length > 4000 ? sql.slice(0, 4000) : sql,
  });
  const client = { kind: SpanKind.CLIENT, onlyInTrace: true };
  // While tracing is off each call is one boolean test away from the handle below.
  const traced = (inner: Db): Db => ({
    ...inner,
    query: (sql, params) =>
      tracingOn()
        ? inSpan(verbOf(sql), statement(sql), () => inner.query(sql, params), client)
        : inner.query(sql, params),
    exec: (sql) =>
      tracingOn() ? inSpan(verbOf(sql), statement(sql), () => inner.exec(sql), client) : inner.exec(sql),
    transaction: (fn) =>
      tracingOn()
        ? inSpan('transaction', system, () => inner.transaction((tx) => fn(traced(tx))), client)
        : inner.transaction(fn),
  });
  return traced(db);
}

/** SELECT, INSERT, WITH, ...: a span's name, never a value. */
function verbOf(sql: string): string {
  return /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
}
