import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { z } from 'zod';
import type { AppContext } from './context.js';
import { HttpError } from './platform/errors.js';
import { authorize } from './domain/identity/authenticate.js';
import { BASE_PREFIX, FILE_ANSWER, changesState, type RouteDef } from './platform/route.js';
import { isDeepStrictEqual } from 'node:util';
import { allRoutes } from './bases/index.js';
import { registerIdentityDocuments } from './bases/main/oidc.js';
import { recordApiTokenUse } from './domain/user-settings/api-tokens.js';
import type { Caller } from './platform/caller.js';
import { registerOidcProvider } from './bases/main/oidc-provider.js';
import {
  RequestLogController,
  instrumentHttp,
  registerMetricsRoute,
  requestIdOf,
  traceRequests,
} from '@aidverify/observability';
import { registerHealth } from './platform/health.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerSmsStatusCallback } from './bases/main/sms-status.js';
import { DatabaseBusyError } from './platform/db.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The routes that take an HTML form or a provider's webhook form (reminders' unsubscribe page, incoming texts). */
const FORM_ROUTES = new Set(['/api/messages/unsubscribe', '/api/messages/sms/inbound']);

/** The six API bases in one Fastify app. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    // The process's logger: LOG_LEVEL, secrets and personal data scrubbed, request and trace ids on every line.
    loggerInstance: ctx.log as FastifyBaseLogger,
    // The gateway's request id (X-Request-Id) when it sent one: one id for a GraphQL request's lines in both logs.
    genReqId: requestIdOf,
    // traceRequests writes "incoming request" itself, in the request's span.
    logController: new RequestLogController(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxy(ctx.env.TRUST_PROXY),
  });
  // First: every later hook and the handler run in the request's scope and, while tracing, its span.
  traceRequests(app);
  instrumentHttp(app, ctx.metrics.registry);
  registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'aidverify services',
        version: '1.0.0',
        description: 'The six REST API bases of aidverify.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  // zod validates (with messages that name the field); the JSON schemas are only for the OpenAPI document.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  // Answers are sent as the handler made them: a response schema documents them, it never reshapes one.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(answerError);
  registerBodyParsers(app);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No endpoint ${request.method} ${request.url.split('?')[0]}` }),
  );

  // Every request while it is answered: background jobs give way to them (platform/interactive.ts).
  app.addHook('onRequest', async (request, reply) => {
    const done = ctx.interactive.begin();
    reply.raw.once('close', done);
  });
  // Routes outside the route list (the OpenID Connect provider, the dev outbox) get the same check of their query.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/oidc/') || request.url.startsWith('/api/dev/'))
      rejectNulCharacters({ body: undefined, params: undefined, query: request.query });
  });
  for (const route of allRoutes(ctx)) register(app, ctx, route as RouteDef);
  registerIdentityDocuments(app, ctx);
  await registerOidcProvider(app, ctx);
  await registerSmsStatusCallback(app, ctx);

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerHealth(app, {
    db: ctx.db,
    probeTimeoutMs: ctx.env.READY_PROBE_TIMEOUT_MS,
    operatorToken: ctx.env.OPERATOR_TOKEN,
  });
  registerMetricsRoute(app, ctx.metrics.registry, ctx.env.OPERATOR_TOKEN);
  return app;
}

function register(app: FastifyInstance, ctx: AppContext, route: RouteDef) {
  const checkAnswers = ctx.env.answerCheck;
  const url = BASE_PREFIX[route.base] + route.path.replace(/\{(\w+)\}/g, ':$1');
  const toJson = (s?: z.ZodType) =>
    s ? (z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as object) : undefined;
  app.route({
    method: route.method,
    url,
    schema: {
      summary: route.summary,
      tags: [route.base],
      ...(route.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(route.body ? { body: toJson(route.body) } : {}),
      ...(route.params ? { params: toJson(route.params) } : {}),
      ...(route.query ? { querystring: toJson(route.query) } : {}),
      ...(route.response ? { response: responseSchema(route.response) } : {}),
      description: `Access: ${typeof route.access === 'object' ? `permission ${route.access.permission}` : route.access}`,
    },
    handler: async (request, reply) => {
      rejectNulCharacters({ body: request.body, params: request.params, query: request.query });
      const caller = await authorize(ctx, request, route.access);
      const apiToken = (caller as Caller | undefined)?.apiToken;
      if (apiToken) {
        // Logged before the checks below, so a refused attempt is on record too.
        const operation = request.headers['x-graphql-operation'];
        await recordApiTokenUse(
          ctx.db,
          caller as Caller,
          `${route.method} ${url}`,
          typeof operation === 'string' ? operation.slice(0, 100) : undefined,
        );
        if (route.sessionsOnly) throw new HttpError(403, 'An API token cannot do this; sign in instead');
        // Read-only means no change: every route declared (or named) as changing state is refused, whatever its method.
        if (apiToken.readOnly && changesState(route)) {
          throw new HttpError(403, `The API token '${apiToken.name}' is read-only`);
        }
      }
      const result = await route.handler({
        body: route.body ? route.body.parse(request.body ?? {}) : request.body,
        params: route.params ? route.params.parse(request.params) : request.params,
        query: route.query ? route.query.parse(request.query) : request.query,
        caller: caller as never,
        request,
        reply,
      });
      if (reply.sent) return reply;
      if (result === null || result === undefined) return reply.status(204).send();
      if (checkAnswers && route.response && route.response !== FILE_ANSWER)
        checkAnswer(`${route.method} ${url}`, route.response, result);
      return result;
    },
  });
}

/** The OpenAPI answer of a route: its JSON shape as sent, or a binary download. */
function responseSchema(response: NonNullable<RouteDef['response']>) {
  if (response === FILE_ANSWER) {
    return {
      200: {
        description: 'The file',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  return { 200: z.toJSONSchema(response, { io: 'output', unrepresentable: 'any' }) as object };
}

/**
 * Under test (ANSWER_CHECK) every JSON answer is checked against its declared schema, as it will travel: a missing
 * or mistyped field, or a field the schema does not declare, is a 500 naming it. This keeps /openapi.json (and the
 * gateway types generated from it) true; a running product skips the check for speed.
 */
function checkAnswer(route: string, schema: z.ZodType, result: unknown) {
  const wire: unknown = JSON.parse(JSON.stringify(result));
  const parsed = schema.safeParse(wire);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(
      500,
      `The answer of ${route} does not match its declared schema: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
  }
  if (!isDeepStrictEqual(parsed.data, wire)) {
    throw new HttpError(
      500,
      `The answer of ${route} carries fields its declared schema does not: ${undeclared(wire, parsed.data).join(', ')}`,
    );
  }
}

/** Paths of the fields in `sent` that the schema's output dropped (first few). */
function undeclared(sent: unknown, kept: unknown, at = ''): string[] {
  if (sent === null || typeof sent !== 'object' || kept === null || typeof kept !== 'object') return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    const path = at ? `${at}.${key}` : key;
    if (!(key in kept)) found.push(path);
    else found.push(...undeclared(value, (kept as Record<string, unknown>)[key], path));
    if (found.length >= 5) break;
  }
  return found;
}

/** A hop count becomes the equivalent trust function (fastify's types take no number). */
function trustProxy(setting: boolean | number | string[]) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Postgres text cannot hold U+0000 (the driver throws, which was a 500 with a stack trace): every string of a
 * request's body, path and query is checked here, before any handler, and a NUL is a 400 naming the field.
 */
export function rejectNulCharacters(parts: Record<'body' | 'params' | 'query', unknown>) {
  for (const [part, value] of Object.entries(parts)) {
    const found = findNul(value, [], 0);
    if (found !== undefined) {
      const path = found || part;
      const text = path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], value);
      const message =
        typeof text === 'string' && !text.includes('\u0000')
          ? 'must be valid Unicode text (it holds a lone surrogate)'
          : 'must not contain a NUL character (\\u0000)';
      throw new HttpError(400, `${path}: ${message}`, { inputErrors: [{ path, message }] });
    }
  }
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The 400 for a JSON body with bytes that are not UTF-8, naming the first field that holds them when it parses. */
function invalidUtf8(bytes: Buffer): HttpError {
  const message = 'must be UTF-8 text (it holds bytes that are not)';
  let path = '';
  try {
    path = findReplaced(JSON.parse(new TextDecoder('utf-8').decode(bytes)), []) ?? '';
  } catch {
    // Not JSON either: the body as a whole is named.
  }
  const where = path || 'body';
  return new HttpError(400, `${where}: ${message}`, { inputErrors: [{ path: where, message }] });
}

/** Where the lenient decoding put U+FFFD (a key or a string), as a dotted path. */
function findReplaced(value: unknown, path: string[]): string | undefined {
  if (typeof value === 'string') return value.includes('\uFFFD') ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\uFFFD')) return [...path, key].join('.');
    const found = findReplaced(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A UTF-16 surrogate without its pair (JSON's "\\ud800"): not Unicode text, stored as U+FFFD if let through. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function findNul(value: unknown, path: string[], depth: number): string | undefined {
  if (typeof value === 'string')
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path.join('.') : undefined;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return undefined; // a streamed (multipart) body
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (key.includes('\u0000')) return at.join('.');
    const found = findNul(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function inputErrors(err: z.ZodError) {
  return err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

function describeFastifyError(err: Error & { code?: string }): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is larger than ${BODY_LIMIT_BYTES} bytes`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The JSON body is empty';
    default:
      return err.message.startsWith('Body') || err.message.includes('JSON')
        ? `Malformed JSON body: ${err.message}`
        : err.message;
  }
}

/** A refusal or a failure as the answer the gateway and the web read: a message, and the fields it names. */
const answerError: Parameters<FastifyInstance['setErrorHandler']>[0] = (err, request, reply) => {
  if (err instanceof HttpError) {
    // Field errors a handler found (an answer, a password) travel where the gateway reads zod's: top-level inputErrors.
    const fieldErrors = (err.details as { inputErrors?: unknown } | undefined)?.inputErrors;
    return reply.status(err.status).send({
      message: err.message,
      ...(Array.isArray(fieldErrors) ? { inputErrors: fieldErrors } : {}),
      ...(err.details ? { details: err.details } : {}),
    });
  }
  if (err instanceof DatabaseBusyError) {
    return reply.status(503).header('retry-after', '5').send({ message: err.message });
  }
  if (err instanceof z.ZodError) {
    return reply.status(400).send({ message: 'The request is not valid', inputErrors: inputErrors(err) });
  }
  const status = (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send({ message: describeFastifyError(err as Error & { code?: string }) });
  }
  request.log.error(err);
  return reply.status(500).send({ message: 'Something went wrong on our side; try again' });
};

/** The bodies the services read: strict UTF-8 JSON everywhere, streamed uploads, and forms on the form routes only. */
function registerBodyParsers(app: FastifyInstance) {
  // JSON must be UTF-8: invalid bytes would otherwise be stored as U+FFFD ("ab\uFFFD\uFFFDcd") without a word.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    let text: string;
    try {
      text = STRICT_UTF8.decode(bytes);
    } catch {
      return done(invalidUtf8(bytes), undefined);
    }
    parseJson(request, text, done);
  });
  // File uploads (ISIR files) are streamed by their handler; Fastify leaves the body unread.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  // HTML forms and providers' webhooks (the unsubscribe page, one-click List-Unsubscribe-Post, incoming texts).
  // Only there: any other route takes JSON alone, so a cross-site HTML form cannot post to it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!FORM_ROUTES.has(request.routeOptions.url ?? ''))
        return done(
          Object.assign(new Error('Unsupported Media Type'), {
            code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
            statusCode: 415,
          }),
          undefined,
        );
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
