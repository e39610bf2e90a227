import type { FastifyInstance } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { isOperator } from './operator.js';

export { Counter, Gauge, Registry } from 'prom-client';

// @fastify/swagger's flag (the services' OpenAPI document leaves /metrics out), declared here without the plugin.
declare module 'fastify' {
  interface FastifySchema {
    hide?: boolean;
  }
}

/** Seconds, from a fast cached answer to a slow report or import. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A histogram of durations in seconds, registered in the process's registry. */
export function durationHistogram<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[],
): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [registry] });
}

/** One process's metrics: Node's own (memory, event-loop lag, CPU, handles), each line labelled with the process. */
export function createRegistry(processName: 'services' | 'gateway'): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ process: processName });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * Times every request by its route template, method and status. The template (`/student-api/student/{id}`), never
 * the URL: ids, e-mails and numbers stay out of the labels, and their number stays bounded.
 */
export function instrumentHttp(app: FastifyInstance, registry: Registry): void {
  const duration = durationHistogram(
    registry,
    'aidverify_http_request_duration_seconds',
    'HTTP requests answered, by route template, method and status',
    ['method', 'route', 'status'],
  );
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * GET /metrics in Prometheus's text format, for the operator alone (OPERATOR_TOKEN as a bearer token or in
 * X-Operator-Token); without a token configured it is off (404), never public.
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, operatorToken?: string): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!operatorToken)
      return reply.code(404).send({ message: 'Metrics are off: set OPERATOR_TOKEN to read them' });
    if (!isOperator(request, operatorToken))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'The operator token is required' });
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}

/**
 * A label from a value the caller chooses (a GraphQL operation name): the first `max` distinct values are kept,
 * later ones count as 'other', so no caller can grow the series without bound.
 */
export function boundedLabel(max: number): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}
