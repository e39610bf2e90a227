import { loadEnv } from './env.js';
import { exitOnSignals, startServices } from './server.js';

const env = loadEnv();
const services = await startServices(env, { logger: env.LOG_LEVEL !== 'silent' && env.NODE_ENV !== 'test' });
console.log(`aidverify services listening on ${services.url} (${services.ctx.db.kind})`);
exitOnSignals(services);
