import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  diag,
  propagation,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';

/**
 * OpenTelemetry traces of both processes: off unless the standard OTEL_* variables ask for them. While off, the SDK
 * is not even loaded, and every hook below is one boolean test: no span object, no header, no context switch.
 */

/**
 * Where the spans of both processes come from: the SDK's tracer provider while started. Asked each time, not kept:
 * a provider registered after a restart of tracing (tests) is behind a new global proxy.
 */
export function tracer() {
  return trace.getTracer('aidverify');
}

let tracing = false;

/** Whether this process records spans (the SDK was started). */
export function tracingOn(): boolean {
  return tracing;
}

type Source = Record<string, string | undefined>;

/**
 * The standard variables turn traces on: an exporter named in OTEL_TRACES_EXPORTER (other than `none`), or an OTLP
 * endpoint (OTEL_EXPORTER_OTLP_ENDPOINT / _TRACES_ENDPOINT, exported with the spec's default exporter, otlp);
 * OTEL_SDK_DISABLED=true turns them off whatever else is set.
 */
export function tracingRequested(source: Source = process.env): boolean {
  if (source.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (source.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (exporters.includes('none')) return false;
  if (exporters.length > 0) return true;
  return Boolean(
    source.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || source.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim(),
  );
}

export interface Tracing {
  /** Exports what is still buffered and stops recording. */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry Node SDK when the environment asks for traces (or a test gives its own span processors),
 * with W3C trace context propagation and the exporter the OTEL_* variables name (OTLP by default). Returns undefined
 * when traces stay off. `serviceName` names the process unless OTEL_SERVICE_NAME does.
 */
export async function startTracing(opts: {
  serviceName: string;
  /** Instead of the exporters OTEL_TRACES_EXPORTER names (tests: an in-memory exporter). */
  spanProcessors?: import('@opentelemetry/sdk-trace').SpanProcessor[];
}): Promise<Tracing | undefined> {
  if (process.env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  if (!opts.spanProcessors && !tracingRequested()) return undefined;
  if (tracing) throw new Error('Tracing is already started in this process');
  // Loaded only now: a process without traces never pays for the SDK's modules.
  const { startNodeSdk } = await import('@opentelemetry/sdk-node');
  const sdk = startNodeSdk({
    resourceAttributes: process.env.OTEL_SERVICE_NAME ? {} : { 'service.name': opts.serviceName },
    ...(opts.spanProcessors ? { spanProcessors: opts.spanProcessors } : {}),
  });
  tracing = true;
  return {
    async shutdown() {
      tracing = false;
      await sdk.shutdown();
      // The globals go too, so this process (a test) may start tracing again.
      trace.disable();
      propagation.disable();
      context.disable();
      diag.disable();
    },
  };
}

/** The request a log line or an upstream call belongs to (its id), carried across awaits. */
export interface RequestScope {
  reqId: string;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

/** A request id another hop chose (the gateway, a proxy's X-Request-Id) is kept when it is a plain token. */
const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when sane, else a new uuid. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The span a request's logger writes the ids of, when no inner span is active (set by traceRequests). */
export const LOGGER_SPAN = Symbol('aidverify.loggerSpan');

const serverSpans = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

/**
 * Every request runs in its scope (its id for log lines written outside `request.log`) and, while tracing, in a
 * SERVER span that continues the caller's W3C trace context (`traceparent`) and is named by route template. The
 * scope is entered again once the body is read: Node runs the body's stream events outside the request's context.
 * Fastify's "incoming request" line is written here, once the span exists (the app's logController is
 * {@link RequestLogController}), so it carries the span's ids like every later line of the request.
 */
export function traceRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const scope: RequestScope = { reqId: request.id };
    if (!tracing) {
      request.log.info({ req: request }, 'incoming request');
      return requestScope.run(scope, done);
    }
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const route = request.routeOptions.url;
    const span = tracer().startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          ...(route ? { 'http.route': route } : {}),
          'aidverify.request_id': request.id,
        },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    serverSpans.set(request, { span, context: active });
    (request.log as unknown as Record<symbol, Span>)[LOGGER_SPAN] = span;
    request.log.info({ req: request }, 'incoming request');
    context.with(active, () => requestScope.run(scope, done));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope: RequestScope = { reqId: request.id };
    const server = tracing ? serverSpans.get(request) : undefined;
    if (!server) return requestScope.run(scope, done);
    context.with(server.context, () => requestScope.run(scope, done));
  });
  app.addHook('onResponse', (request, reply, done) => {
    const server = serverSpans.get(request);
    if (server) {
      server.span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) server.span.setStatus({ code: SpanStatusCode.ERROR });
      server.span.end();
      serverSpans.delete(request);
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const server = serverSpans.get(request);
    if (server) {
      server.span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away' });
      server.span.end();
      serverSpans.delete(request);
    }
    done();
  });
}

/** Fastify's request logging, but for "incoming request", which {@link traceRequests} writes. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}
}

/**
 * Runs `work` in a child span of the active one (INTERNAL unless told); a throw marks the span as failed. With
 * `onlyInTrace`, nothing is recorded outside a trace (statements of an idle worker polling its queue).
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span?: Span) => Promise<T>,
  opts: { kind?: SpanKind; onlyInTrace?: boolean } = {},
): Promise<T> {
  if (!tracing) return work();
  const parent = context.active();
  if (opts.onlyInTrace && !trace.getSpan(parent)) return work();
  const span = tracer().startSpan(name, { kind: opts.kind ?? SpanKind.INTERNAL, attributes }, parent);
  return context
    .with(trace.setSpan(parent, span), () => work(span))
    .then(
      (value) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : undefined,
        });
        span.end();
        throw error;
      },
    );
}

/**
 * What a call to another process carries: the request's id (X-Request-Id) and, while tracing, the active trace's W3C
 * headers (`traceparent`, `tracestate`); undefined outside a request with tracing off (nothing to add).
 */
export function propagationHeaders(): Record<string, string> | undefined {
  const scope = requestScope.getStore();
  if (!scope && !tracing) return undefined;
  const carrier: Record<string, string> = scope ? { 'x-request-id': scope.reqId } : {};
  if (tracing) propagation.inject(context.active(), carrier);
  return carrier;
}

/** The ids a log line carries: those of the active span, else of the request's own (see traceRequests). */
export function traceIds(fallback?: Span): { trace_id: string; span_id: string } | undefined {
  if (!tracing) return undefined;
  const span = trace.getSpan(context.active()) ?? fallback;
  const ids = span?.spanContext();
  return ids && trace.isSpanContextValid(ids) ? { trace_id: ids.traceId, span_id: ids.spanId } : undefined;
}

export { SpanKind, SpanStatusCode, trace, context, type Attributes, type Span };
