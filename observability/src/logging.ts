import pino from 'pino';
import type { Span } from '@opentelemetry/api';
import { LOGGER_SPAN, requestScope, traceIds } from './tracing.js';

/**
 * What the log of either process (services, gateway) may hold: never a message body, a code, a token, a password,
 * an SSN or a date of birth. Fastify logs each request's method, URL and address; the URL is scrubbed of e-mails,
 * SSN-like numbers and the values of query parameters that carry secrets or personal data, and pino blanks the same
 * fields wherever an object is logged.
 */

/** Query parameters whose value is a secret or personal (OIDC codes and state, tickets, e-mails, SSN, birth date). */
const SECRET_PARAM =
  /^(code|token|access_token|refresh_token|id_token|id_token_hint|ticket|password|secret|ssn|ssnlastfour|dob|dateofbirth|birthdate|email|username|recipient|login_hint|state|nonce|code_verifier|session_state|phone)$/i;
const EMAIL = /[^\s/?&=#;,]+(?:@|%40)[^\s/?&=#;,]+/gi;
/** 123-45-6789 or nine digits in a row. */
const SSN_LIKE = /(?<![\d])\d{3}-?\d{2}-?\d{4}(?![\d])/g;
/** Dates of birth and other calendar dates written into a path. */
const DATE = /(?<![\d])\d{4}-\d{2}-\d{2}(?![\d])/g;

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const scrub = (s: string) =>
    s.replace(EMAIL, '[email]').replace(SSN_LIKE, '[number]').replace(DATE, '[date]');
  if (at < 0) return scrub(path);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return scrub(pair);
      let key = pair.slice(0, eq);
      try {
        key = decodeURIComponent(key);
      } catch {
        /* keep the raw key */
      }
      return SECRET_PARAM.test(key) ? `${pair.slice(0, eq)}=[redacted]` : scrub(pair);
    })
    .join('&');
  return `${scrub(path)}?${query}`;
}

/** Object paths pino blanks wherever they appear in a log line (one level deep under any key too). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...[
    'body',
    'password',
    'code',
    'token',
    'accessToken',
    'refreshToken',
    'ticket',
    'ssn',
    'dateOfBirth',
    'variables',
  ].flatMap((key) => [key, `*.${key}`]),
];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Somewhere log lines go besides stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

interface RequestLike {
  method: string;
  url: string;
  ip?: string;
  host?: string;
}

/** Fastify's logger option: the configured level, redaction, and a request serializer that scrubs the URL. */
export function loggerOptions(level: LogLevel, stream?: LogStream) {
  if (level === 'silent') return false as const;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: RequestLike) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

export type Logger = pino.Logger;

/** Pino's marker of a child logger's own fields (a request's logger carries its reqId there). */
const CHILD_FIELDS = pino.symbols.chindingsSym;

/**
 * The one logger of a process (Fastify's, and every job, queue and database handle's): the level, redaction and
 * URL scrubbing of {@link loggerOptions}, and on each line the request it was written for (reqId, also from code that
 * logs outside `request.log`) and, while tracing, the trace and span ids.
 */
export function createLogger(level: LogLevel, stream?: LogStream): Logger {
  const options = loggerOptions(level === 'silent' ? 'info' : level);
  const settings: pino.LoggerOptions = {
    ...(options || {}),
    level,
    mixin(_line, _level, logger) {
      const own = (logger as unknown as Record<symbol, string | undefined>)[CHILD_FIELDS];
      const scope = own?.includes('"reqId"') ? undefined : requestScope.getStore();
      const ids = traceIds((logger as unknown as Record<symbol, Span | undefined>)[LOGGER_SPAN]);
      if (!scope && !ids) return {};
      return { ...(scope ? { reqId: scope.reqId } : {}), ...ids };
    },
  };
  return stream ? pino(settings, stream) : pino(settings);
}
