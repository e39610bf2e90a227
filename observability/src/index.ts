export {
  REDACT_PATHS,
  createLogger,
  loggerOptions,
  redactUrl,
  type LogLevel,
  type LogStream,
  type Logger,
} from './logging.js';
export {
  inSpan,
  requestIdOf,
  requestScope,
  startTracing,
  RequestLogController,
  propagationHeaders,
  traceRequests,
  tracer,
  tracingOn,
  tracingRequested,
  SpanKind,
  SpanStatusCode,
  context,
  trace,
  type Span,
  type Tracing,
} from './tracing.js';
export { isOperator, probe } from './operator.js';
export {
  Counter,
  Gauge,
  Registry,
  boundedLabel,
  createRegistry,
  durationHistogram,
  instrumentHttp,
  registerMetricsRoute,
} from './metrics.js';
