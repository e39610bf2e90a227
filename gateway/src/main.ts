import { loadGatewayEnv } from './env.js';
import { startGateway } from './server.js';

const env = loadGatewayEnv();
const gateway = await startGateway(env);
console.log(
  `gateway listening at ${gateway.url} (GraphQL at ${gateway.url}/graphql${env.explorer ? ', with the GraphiQL explorer' : ''})`,
);

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  await gateway.close();
  process.kill(process.pid, signal);
}
// Finish requests in flight, then exit with the signal as a supervisor expects.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, (s) => void stop(s));
