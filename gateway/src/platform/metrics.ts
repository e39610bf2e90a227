import type { ApolloServerPlugin } from '@apollo/server';
import {
  Gauge,
  boundedLabel,
  createRegistry,
  durationHistogram,
  type Registry,
} from '@aidverify/observability';
import type { CircuitState } from './circuit-breaker.js';

/** What the gateway times beyond every HTTP request: GraphQL operations, calls to the services, the circuits. */
export interface GatewayMetrics {
  registry: Registry;
  /** For UpstreamHttp: one call to the services ended. */
  observeUpstream(path: string, status: number | 'error', seconds: number): void;
  /** Times each GraphQL operation by its name, type and outcome. */
  graphqlPlugin(): ApolloServerPlugin;
  /** Where the circuit-breaker gauge reads the circuits at each scrape. */
  watchCircuits(circuits: () => Record<string, CircuitState>): void;
}

const CIRCUIT_STATES: CircuitState[] = ['closed', 'halfOpen', 'open'];

export function createGatewayMetrics(): GatewayMetrics {
  const registry = createRegistry('gateway');
  const upstream = durationHistogram(
    registry,
    'aidverify_upstream_request_duration_seconds',
    "Calls to the services' API bases, by base and status ('error': no answer)",
    ['base', 'status'],
  );
  const operations = durationHistogram(
    registry,
    'aidverify_graphql_operation_duration_seconds',
    "GraphQL operations, by operation name, type and outcome ('error' when the answer holds errors)",
    ['operation', 'type', 'outcome'],
  );
  // Operation names are the caller's to choose: the web's few hundred are kept, a flood of new ones is 'other'.
  const operationName = boundedLabel(500);
  let circuits: () => Record<string, CircuitState> = () => ({});
  new Gauge({
    name: 'aidverify_upstream_circuit_state',
    help: 'The circuit breaker of each services origin: 1 for its current state (closed, halfOpen, open)',
    labelNames: ['origin', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [origin, current] of Object.entries(circuits()))
        for (const state of CIRCUIT_STATES) this.set({ origin, state }, state === current ? 1 : 0);
    },
  });
  return {
    registry,
    observeUpstream(path, status, seconds) {
      // The API base is the path's first segment (/student-api/…); the rest would carry ids.
      const base = /^\/([a-z-]+)/.exec(path)?.[1] ?? 'other';
      upstream.observe({ base, status: String(status) }, seconds);
    },
    graphqlPlugin: () => ({
      async requestDidStart() {
        const started = performance.now();
        return {
          async willSendResponse({ operation, operationName: name, errors }) {
            operations.observe(
              {
                operation: operationName(name ?? 'anonymous'),
                type: operation?.operation ?? 'unparsed',
                outcome: errors?.length ? 'error' : 'ok',
              },
              (performance.now() - started) / 1000,
            );
          },
        };
      },
    }),
    watchCircuits(read) {
      circuits = read;
    },
  };
}
