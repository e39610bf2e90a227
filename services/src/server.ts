import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from './app.js';
import { createContext, type AppContext } from './context.js';
import type { Env } from './env.js';
import { openPglite, openPostgres, type Db } from './platform/db.js';
import { migrate } from './platform/migrate.js';
import { createLogger, type LogStream, type Logger, type Tracing } from '@aidverify/observability';
import { seedDemoData } from './seed/demo.js';
import { describeFirstRun, firstRunFromEnv } from './seed/first-run.js';
import { registerMailboxJobs } from './domain/saig/mailbox-poll.js';
import { clearAbandonedUnpublished } from './domain/isir/unpublished.js';
import { registerTransferJob } from './domain/student-repository/transfer.js';
import { registerReminderJob } from './domain/notifications/reminders.js';
import { registerDataKeyJobs } from './domain/keys/data-keys.js';
import { registerDeliveryJob } from './domain/delivery/delivery.js';
import { registerRetentionJob } from './domain/retention/retention.js';
import { writeInstallationTimeZone } from './domain/schools/time-zone.js';

export interface RunningServices {
  app: FastifyInstance;
  ctx: AppContext;
  /** e.g. http://127.0.0.1:4001 */
  url: string;
  close(): Promise<void>;
}

/** Opens the database the configuration names (a server, else PGlite under DATA_DIR). */
export async function openDatabase(
  env: Env,
  opts: { schema?: string; inMemory?: boolean; log?: Logger } = {},
): Promise<Db> {
  if (env.DATABASE_URL)
    return openPostgres(env.DATABASE_URL, opts.schema, {
      log: opts.log,
      max: env.DB_POOL_SIZE,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    });
  return openPglite(opts.inMemory ? undefined : path.join(env.DATA_DIR, 'pglite'));
}

/** Migrates, then seeds on first start: the catalogue (roles, permissions, interview types) always, the demo people only when asked. */
export async function prepareDatabase(ctx: AppContext): Promise<void> {
  await migrate(ctx.db);
  await writeInstallationTimeZone(ctx.db, ctx.env.TIME_ZONE);
  await seedDemoData(ctx, { demo: ctx.env.SEED_DEMO_DATA === 'on' });
}

/** Migrates, seeds on first start, and listens. Port 0 picks a free port (tests). */
export async function startServices(
  env: Env,
  opts: { db?: Db; logger?: boolean; logStream?: LogStream } = {},
): Promise<RunningServices> {
  // One logger for the process: Fastify's, the jobs', the database's (silent unless asked for).
  const log = createLogger(opts.logger ? env.LOG_LEVEL : 'silent', opts.logStream);
  const db = opts.db ?? (await openDatabase(env, { log }));
  const issuer = env.PUBLIC_ISSUER ?? `http://${env.SERVICES_HOST}:${env.SERVICES_PORT}/api`;
  let ctx = createContext(env, db, issuer, log);
  await prepareDatabase(ctx);
  // Records written by imports that will never publish them (their process stopped) are not kept until the next import.
  await clearAbandonedUnpublished(db);
  // Containers: INITIAL_SCHOOL_CODE / INITIAL_ADMIN_EMAIL do what `npm run setup` does, once.
  const firstRun = await firstRunFromEnv(ctx);
  if (firstRun) log.info(describeFirstRun(firstRun, env.messageSender));
  await ctx.keys.rotateIfDue();
  let app = await buildApp(ctx);
  let address = await app.listen({ host: env.SERVICES_HOST, port: env.SERVICES_PORT });
  if (env.SERVICES_PORT === 0 && !env.PUBLIC_ISSUER) {
    // The issuer must name the port actually bound; rebuild once now that it is known.
    await app.close();
    await ctx.delivery.close();
    const port = Number(new URL(address).port);
    ctx = createContext({ ...env, SERVICES_PORT: port }, db, `http://${env.SERVICES_HOST}:${port}/api`, log);
    await ctx.keys.rotateIfDue();
    app = await buildApp(ctx);
    address = await app.listen({ host: env.SERVICES_HOST, port });
  }
  // A permission change on another replica is forgotten here at its commit.
  const unfollowPermissions = await ctx.permissions.follow();
  registerMailboxJobs(ctx);
  registerTransferJob(ctx);
  registerReminderJob(ctx);
  registerDataKeyJobs(ctx);
  registerDeliveryJob(ctx.jobs, ctx.delivery, env.DELIVERY_SWEEP_SECONDS);
  registerRetentionJob(ctx);
  if (env.JOB_WORKER === 'on') ctx.jobs.start();
  return {
    app,
    ctx,
    url: address.replace('localhost', '127.0.0.1'),
    async close() {
      // Stop claiming; the running job finishes within the grace period or is handed back to another worker.
      await ctx.jobs.stop(env.SHUTDOWN_GRACE_SECONDS * 1000);
      await app.close();
      await ctx.delivery.close();
      await unfollowPermissions();
      if (!opts.db) await db.close();
    },
  };
}

/**
 * SIGTERM / SIGINT: stop claiming jobs, finish or hand back the running one within SHUTDOWN_GRACE_SECONDS, finish
 * requests in flight, close the pool, send the spans still buffered, exit 0 (a container's stop_grace_period must be
 * longer than the grace period).
 */
export function exitOnSignals(services: RunningServices, tracing?: Tracing): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      services
        .close()
        .then(() => tracing?.shutdown())
        .then(
          () => process.exit(0),
          (err: unknown) => {
            services.ctx.log.fatal({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }
}
