export { REDACT_PATHS, loggerOptions, redactUrl, type LogLevel, type LogStream } from './logging.js';
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
