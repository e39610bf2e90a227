import { Counter, Gauge, createRegistry, durationHistogram, type Registry } from '@aidverify/observability';
import type { Db } from './db.js';
import { readyJobsByKind } from './jobs.queries.js';

/** What the services count and time beyond every request's duration (GET /metrics, OPERATOR_TOKEN). */
export interface ServicesMetrics {
  registry: Registry;
  /** ISIR records written by imports that committed. */
  isirRecordsImported: Counter;
  /** The database handle with its statements and transactions timed. */
  instrument(db: Db): Db;
}

export function createServicesMetrics(db: Db): ServicesMetrics {
  const registry = createRegistry('services');
  const isirRecordsImported = new Counter({
    name: 'aidverify_isir_records_imported_total',
    help: 'ISIR records written by imports that committed (rate() gives records per second)',
    registers: [registry],
  });
  const duration = durationHistogram(
    registry,
    'aidverify_db_query_duration_seconds',
    'Database statements outside a transaction, and whole transactions',
    ['kind'],
  );
  // Read at each scrape: the queue as the database holds it, shared by every replica.
  const oldest = new Gauge({
    name: 'aidverify_job_oldest_queued_seconds',
    help: 'Age of the oldest job waiting to run, by kind',
    labelNames: ['kind'],
    registers: [],
  });
  new Gauge({
    name: 'aidverify_job_queue_depth',
    help: 'Background jobs waiting to run, by kind',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await readyJobsByKind.all(db, {});
      this.reset();
      oldest.reset();
      for (const r of rows) {
        this.set({ kind: r.kind }, r.n);
        oldest.set({ kind: r.kind }, r.age);
      }
    },
  });
  // Registered after the depth, whose collection sets it.
  registry.registerMetric(oldest);
  new Gauge({
    name: 'aidverify_db_pool_connections',
    help: 'Connections of the database pool: open, idle, and requests waiting for one (server only)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
    },
  });

  const timed = <T>(kind: string, work: () => Promise<T>): Promise<T> => {
    const end = duration.startTimer({ kind });
    return work().finally(() => end());
  };
  return {
    registry,
    isirRecordsImported,
    instrument: (inner) => ({
      ...inner,
      query: (sql, params) => timed('statement', () => inner.query(sql, params)),
      exec: (sql) => timed('statement', () => inner.exec(sql)),
      transaction: (fn) => timed('transaction', () => inner.transaction(fn)),
    }),
  };
}
