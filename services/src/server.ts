import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from './app.js';
import { createContext, type AppContext } from './context.js';
import type { Env } from './env.js';
import { openPglite, openPostgres, type Db } from './platform/db.js';
import { migrate } from './platform/migrate.js';
import { seedDemoData } from './seed/demo.js';
import { registerMailboxJobs } from './domain/saig/mailbox.js';
import { registerTransferJob } from './domain/student-repository/transfer.js';
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
  opts: { schema?: string; inMemory?: boolean } = {},
): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, opts.schema);
  return openPglite(opts.inMemory ? undefined : path.join(env.DATA_DIR, 'pglite'));
}

/** Migrates, seeds on first start, and listens. Port 0 picks a free port (tests). */
export async function startServices(
  env: Env,
  opts: { db?: Db; logger?: boolean } = {},
): Promise<RunningServices> {
  const db = opts.db ?? (await openDatabase(env));
  await migrate(db);
  await writeInstallationTimeZone(db, env.TIME_ZONE);
  const issuer = env.PUBLIC_ISSUER ?? `http://${env.SERVICES_HOST}:${env.SERVICES_PORT}/api`;
  let ctx = createContext(env, db, issuer);
  // The catalogue (roles, permissions, interview types) always; the demo people only when asked.
  await seedDemoData(ctx, { demo: env.SEED_DEMO_DATA === 'on' });
  await ctx.keys.rotateIfDue();
  let app = await buildApp(ctx, { logger: opts.logger });
  let address = await app.listen({ host: env.SERVICES_HOST, port: env.SERVICES_PORT });
  if (env.SERVICES_PORT === 0 && !env.PUBLIC_ISSUER) {
    // The issuer must name the port actually bound; rebuild once now that it is known.
    await app.close();
    const port = Number(new URL(address).port);
    ctx = createContext({ ...env, SERVICES_PORT: port }, db, `http://${env.SERVICES_HOST}:${port}/api`);
    await ctx.keys.rotateIfDue();
    app = await buildApp(ctx, { logger: opts.logger });
    address = await app.listen({ host: env.SERVICES_HOST, port });
  }
  registerMailboxJobs(ctx);
  registerTransferJob(ctx);
  registerRetentionJob(ctx);
  if (env.JOB_WORKER === 'on') ctx.jobs.start();
  return {
    app,
    ctx,
    url: address.replace('localhost', '127.0.0.1'),
    async close() {
      await ctx.jobs.stop();
      await app.close();
      if (!opts.db) await db.close();
    },
  };
}
