import { startTracing } from '@aidverify/observability';
import { loadEnv } from './env.js';
import { exitOnSignals, startServices } from './server.js';

const env = loadEnv();
// Before anything is served: the standard OTEL_* variables turn traces on (off by default).
const tracing = await startTracing({ serviceName: 'aidverify-services' });
const services = await startServices(env, { logger: env.LOG_LEVEL !== 'silent' && env.NODE_ENV !== 'test' });
console.log(`aidverify services listening on ${services.url} (${services.ctx.db.kind})`);
exitOnSignals(services, tracing);
