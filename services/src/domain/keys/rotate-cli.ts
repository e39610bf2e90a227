import { parseArgs } from 'node:util';
import { loadEnv } from '../../env.js';
import { openDatabase } from '../../server.js';
import { migrate } from '../../platform/migrate.js';
import { createContext } from '../../context.js';
import { dataKeyStatus, RESEAL_JOB, resealAll } from './data-keys.js';
import { runQueuedJobNow } from './data-keys.queries.js';

/**
 * pnpm rotate-keys [--status] [--batch-size 500] [--signing-key]
 *
 * Re-seals every sealed value under the current data key (the first of DATA_ENCRYPTION_KEYS) in this process, as
 * the job the admin API starts would: a re-seal job already queued (or stopped) is resumed from its checkpoint.
 * Reads the same configuration as the services. --status only counts; --signing-key also makes a new
 * token-signing key (the previous one stays published while its tokens live).
 */
const { values } = parseArgs({
  options: {
    status: { type: 'boolean', default: false },
    'batch-size': { type: 'string', default: '500' },
    'signing-key': { type: 'boolean', default: false },
  },
});
const batchSize = Number(values['batch-size']);
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5000) {
  console.error('Usage: pnpm rotate-keys [--status] [--batch-size 1..5000] [--signing-key]');
  process.exit(2);
}

const env = loadEnv();
const db = await openDatabase(env);
try {
  await migrate(db);
  const ctx = createContext(
    env,
    db,
    env.PUBLIC_ISSUER ?? `http://${env.SERVICES_HOST}:${env.SERVICES_PORT}/api`,
  );
  const print = async () => {
    const s = await dataKeyStatus(ctx);
    console.log(`Data keys: ${s.keyIds.join(', ')} (current: ${s.currentKeyId})`);
    for (const c of s.counts) console.log(`  ${c.what}: ${c.count} under '${c.keyId}'`);
    console.log(`Values under other keys than '${s.currentKeyId}': ${s.underOtherKeys}`);
    if (s.missingKeyIds.length)
      console.log(`Key ids not in the ring (those values cannot be opened): ${s.missingKeyIds.join(', ')}`);
    return s;
  };
  const before = await print();
  if (values['signing-key']) {
    await ctx.keys.rotateIfDue(new Date(), { force: true });
    console.log(`New token-signing key: ${(await ctx.keys.signingKey()).kid}`);
  }
  if (!values.status) {
    if (before.missingKeyIds.length) {
      console.error('Add the missing keys to DATA_ENCRYPTION_KEYS first.');
      process.exitCode = 1;
    } else {
      // Only this kind is registered here, so the queue runs nothing else of the installation's.
      let shown = -1;
      ctx.jobs.register(RESEAL_JOB, (job, controls) =>
        resealAll(ctx, job as never, {
          reportProgress: async (p) => {
            await controls.reportProgress(p);
            if (p.done !== shown) console.log(`  re-sealed ${String(p.done)} of ${String(p.total)}`);
            shown = p.done as number;
          },
        }),
      );
      if (before.resealJobId === null) await ctx.jobs.enqueue(RESEAL_JOB, { batchSize }, { maxAttempts: 1 });
      else await runQueuedJobNow.run(db, { id: before.resealJobId });
      await ctx.jobs.drain();
      const after = await print();
      if (after.underOtherKeys === 0)
        console.log('Every value is under the current key: the older keys can be removed from the ring.');
      else process.exitCode = 1;
    }
  }
} finally {
  await db.close();
}
