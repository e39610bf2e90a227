import { startTracing } from '@aidverify/observability';
import { loadGatewayEnv } from './env.js';
import { startGateway } from './server.js';

const env = loadGatewayEnv();
// Before anything is served: the standard OTEL_* variables turn traces on (off by default).
const tracing = await startTracing({ serviceName: 'aidverify-gateway' });
const gateway = await startGateway(env);
console.log(
  `gateway listening at ${gateway.url} (GraphQL at ${gateway.url}/graphql${env.explorer ? ', with the GraphiQL explorer' : ''})`,
);

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  await gateway.close();
  // The spans still buffered go to the collector before the process ends.
  await tracing?.shutdown();
  process.kill(process.pid, signal);
}
// Finish requests in flight, then exit with the signal as a supervisor expects.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, (s) => void stop(s));
