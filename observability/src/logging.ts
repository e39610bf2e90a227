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
