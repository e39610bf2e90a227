import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { createContext, type GatewayContext, type GatewayDeps } from './context.js';
import type { GatewayEnv } from './env.js';
import { buildSchema } from './schema.js';
import { BearerVerifiers, TokenVerifier } from './platform/auth.js';
import { registerOidcProxy } from './platform/oidc-proxy.js';
import { apiTokenPlugin, SharedTokenRateLimiter, TokenRateLimiter } from './platform/api-tokens.js';
import { Redis } from 'ioredis';
import { explorerIntrospectionPlugin } from './platform/explorer.js';
import { refusalStatusPlugin } from './platform/errors.js';
import { TrustedDocuments, untrustedDocumentRefusal } from './platform/trusted-documents.js';
import { registerHealth } from './platform/health.js';
import { localSchemaGateway } from './platform/compiled-queries.js';
import { PermissionCache } from './platform/permission-cache.js';
import { DEFAULT_QUERY_LIMITS, queryLimitsRule } from './platform/query-limits.js';
import { DEFAULT_COST_LIMITS, queryCostPlugin } from './platform/query-cost.js';
import { earlyOperationLimits } from './platform/early-operation-limits.js';
import { nulCharacterPlugin } from './platform/text-input.js';
import { UpstreamHttp, type UpstreamCalls } from './platform/upstream.js';
import type { CircuitState } from './platform/circuit-breaker.js';
import { registerWebApp } from './platform/web-app.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerStrictJson } from './platform/utf8-body.js';
import {
  createLogger,
  instrumentHttp,
  registerMetricsRoute,
  RequestLogController,
  requestIdOf,
  traceRequests,
  type LogStream,
} from '@aidverify/observability';
import { graphqlSpanPlugin, traceGraphqlOperations } from './platform/tracing.js';
import { createGatewayMetrics } from './platform/metrics.js';
import { interviewFileRoutes } from './modules/interviews/files.js';
import { reportFileRoutes } from './modules/reports/files.js';
import { isirFileRoutes } from './modules/isir/files.js';
import { schoolFileRoutes } from './modules/admin/files.js';
import { titleIvSchoolListRoutes } from './modules/backoffice/files.js';
import { studentRepositoryFileRoutes } from './modules/student-repository/files.js';

/** A GraphQL request is a query and a few variables; anything larger is refused before parsing. */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** Lexical tokens per document: the web's largest operation uses a few hundred. */
export const MAX_TOKENS = 2_000;

export interface RunningGateway {
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  /** Calls made to the services so far (tests and the bench read it). */
  upstream: UpstreamCalls;
  /** The circuit of each services origin called so far. */
  circuits(): Record<string, CircuitState>;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Starts the gateway: GraphQL at /graphql, /healthz, /readyz and the built web app. Port 0 picks a free port. */
export async function startGateway(
  env: GatewayEnv,
  opts: { logStream?: LogStream } = {},
): Promise<RunningGateway> {
  const verifier = bearerVerifier(env);
  const permissions = new PermissionCache(env.permissionCacheSeconds * 1000);
  const app = createApp(env, opts.logStream);
  const metrics = createGatewayMetrics();
  // First: every later hook and the handler run in the request's scope and, while tracing, its span.
  traceRequests(app);
  instrumentHttp(app, metrics.registry);
  await app.register(cookie);
  registerSecurityHeaders(app, env.oidcIssuer);
  const http = upstreamHttp(env, app, metrics);
  const deps: GatewayDeps = { http, verifier, permissions, cookieSecure: env.cookieSecure };

  // Before the early limits read the body: bytes that are not UTF-8 are refused, not turned into U+FFFD.
  registerStrictJson(app);
  const schema = buildSchema();
  const trustedDocuments = loadTrustedDocuments(env, app);
  // The context made for the trust check (who is calling) is the one the request's resolvers get.
  const contexts = new WeakMap<FastifyRequest, GatewayContext>();
  const contextOf = (request: FastifyRequest, reply: FastifyReply) => {
    let context = contexts.get(request);
    if (!context) contexts.set(request, (context = createContext(deps, request, reply)));
    return context;
  };
  registerOperationChecks(app, env, schema, trustedDocuments, contextOf);
  // After the checks above: the operation's span is the parent of every call its resolvers make.
  traceGraphqlOperations(app);
  const { redis, limiter } = apiTokenLimiter(env, app);
  const apollo = createApollo(env, app, { schema, trustedDocuments, limiter, metrics });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request, reply) => contextOf(request, reply),
  });
  await registerOtherRoutes(app, env, { http, verifier, metrics });

  const address = await app.listen({ host: env.host, port: env.port });
  return {
    url: address.replace('localhost', '127.0.0.1'),
    upstream: http.calls,
    circuits: () => http.circuits(),
    app,
    async close() {
      await apollo.stop(); // drains and closes the Fastify server
      await http.close();
      redis?.disconnect();
    },
  };
}

type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

/**
 * Bearer tokens: the sign-in provider's (embedded: keys read from the services directly), and the password +
 * MFA API's that scripts use. API tokens (avt_) are not JWTs: Authentication has the services resolve them.
 */
function bearerVerifier(env: GatewayEnv): BearerVerifiers {
  const provider = new TokenVerifier(
    env.oidcIssuer,
    env.upstreamTimeoutMs,
    env.oidcEmbedded ? `${env.servicesUrl}/oidc/.well-known/openid-configuration` : undefined,
  );
  return new BearerVerifiers(
    [provider, new TokenVerifier(env.legacyIssuer, env.upstreamTimeoutMs)],
    provider,
  );
}

/** The Fastify server with its logger, request ids and body limit. */
function createApp(env: GatewayEnv, logStream: LogStream | undefined): FastifyInstance {
  return Fastify({
    // At LOG_LEVEL, with secrets and personal data scrubbed (@aidverify/observability).
    // LOG_LEVEL, secrets and personal data scrubbed, request and trace ids on every line.
    loggerInstance: createLogger(env.logLevel, logStream) as FastifyBaseLogger,
    // A proxy's X-Request-Id when it sent one; the services get the same id with every call (upstream.ts).
    genReqId: requestIdOf,
    // traceRequests writes "incoming request" itself, in the request's span.
    logController: new RequestLogController(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.trustProxy,
  });
}

/** The calls to the services, their circuits logged and measured. */
function upstreamHttp(env: GatewayEnv, app: FastifyInstance, metrics: GatewayMetrics): UpstreamHttp {
  const http = UpstreamHttp.fromEnv(
    env,
    {
      onOpen: (origin, failures) =>
        app.log.error(
          `circuit to ${origin} open after ${failures} failed calls; calls fail fast for ${env.upstreamBreakerCooldownMs} ms`,
        ),
      onClose: (origin) => app.log.info(`circuit to ${origin} closed: the services answer again`),
    },
    metrics.observeUpstream,
  );
  metrics.watchCircuits(() => http.circuits());
  return http;
}

/** The web build's operations: what persisted ids resolve to, and all a browser session may run when trusted. */
function loadTrustedDocuments(env: GatewayEnv, app: FastifyInstance): TrustedDocuments {
  const trustedDocuments = TrustedDocuments.load(env.persistedDocuments);
  if (env.trustedDocuments && trustedDocuments.size === 0)
    app.log.warn(
      `trusted documents are on but ${env.persistedDocuments} lists none (build the web app): browser sessions can run nothing`,
    );
  return trustedDocuments;
}

/**
 * Before Apollo sees a GraphQL request: an untrusted document is refused (when trusted documents are on), and
 * hostile operations (too deep, too many aliases, too costly) before Apollo parses and validates them.
 */
function registerOperationChecks(
  app: FastifyInstance,
  env: GatewayEnv,
  schema: GraphQLSchema,
  trustedDocuments: TrustedDocuments,
  contextOf: (request: FastifyRequest, reply: FastifyReply) => GatewayContext,
): void {
  const refuseEarly = earlyOperationLimits(schema, {
    maxTokens: MAX_TOKENS,
    queryLimits: DEFAULT_QUERY_LIMITS,
    costLimits: DEFAULT_COST_LIMITS,
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql' || (request.method !== 'POST' && request.method !== 'GET'))
      return;
    if (env.trustedDocuments) {
      const refusal = await untrustedDocumentRefusal(trustedDocuments, request, contextOf(request, reply), {
        explorer: env.explorer,
      });
      if (refusal)
        return reply
          .code(refusal.status)
          .header('content-type', 'application/json; charset=utf-8')
          .send({ errors: refusal.errors });
    }
    if (request.method !== 'POST') return;
    const errors = refuseEarly(request.body);
    if (errors)
      return reply.code(400).header('content-type', 'application/json; charset=utf-8').send({ errors });
  });
}

/** Replicas share each API token's bucket in Redis when there is one; else each gateway keeps its own. */
function apiTokenLimiter(env: GatewayEnv, app: FastifyInstance) {
  const redis = env.redisUrl
    ? new Redis(env.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  redis?.on('error', (err: Error) => app.log.warn(`Redis: ${err.message}`));
  const limiter = redis
    ? new SharedTokenRateLimiter(
        env.apiTokenRateLimit,
        redis,
        `${env.redisKeyPrefix}api-token-rate:`,
        (err) =>
          app.log.warn(
            `API-token rate limit kept in this gateway only while Redis does not answer: ${err.message}`,
          ),
      )
    : new TokenRateLimiter(env.apiTokenRateLimit);
  return { redis, limiter };
}

/** Apollo Server with the gateway's limits, error answers and plugins (not started). */
function createApollo(
  env: GatewayEnv,
  app: FastifyInstance,
  parts: {
    schema: GraphQLSchema;
    trustedDocuments: TrustedDocuments;
    limiter: TokenRateLimiter | SharedTokenRateLimiter;
    metrics: GatewayMetrics;
  },
): ApolloServer<GatewayContext> {
  return new ApolloServer<GatewayContext>({
    // The schema served through an executor that compiles the hot queries (compiled-queries.ts).
    gateway: localSchemaGateway(parts.schema),
    introspection: env.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Persisted ids are the web build's; nothing a caller sends is kept (a script sends its query's text).
    persistedQueries: { cache: parts.trustedDocuments.asPersistedQueryCache() },
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: [queryLimitsRule(DEFAULT_QUERY_LIMITS)],
    maxRecursiveSelections: true,
    // Without introspection, "did you mean" hints would reveal the schema piece by piece.
    hideSchemaDetailsFromClientErrors: !env.introspection,
    includeStacktraceInErrorResponses: env.nodeEnv === 'development',
    nodeEnv: env.nodeEnv,
    stopOnTerminationSignals: false,
    logger: app.log,
    formatError: (formatted, error) => formatError(env, app, formatted, error),
    plugins: [
      fastifyApolloDrainPlugin(app),
      parts.metrics.graphqlPlugin(),
      graphqlSpanPlugin(),
      // The browser's GET /graphql is the web app's GraphiQL route (registerWebApp), not a hosted landing page.
      ApolloServerPluginLandingPageDisabled(),
      // No HTTP caching of GraphQL answers here (they are personal): skip the per-field cache-hint bookkeeping
      // Apollo otherwise runs for every resolved field (thousands on a worklist page).
      ApolloServerPluginCacheControlDisabled(),
      apiTokenPlugin(parts.limiter),
      queryCostPlugin(DEFAULT_COST_LIMITS),
      nulCharacterPlugin(),
      ...(env.nodeEnv === 'production' ? [explorerIntrospectionPlugin()] : []),
      refusalStatusPlugin(),
    ],
  });
}

/** Everything beside /graphql: health, metrics, the OIDC and message proxies, config.json, files, the web app. */
async function registerOtherRoutes(
  app: FastifyInstance,
  env: GatewayEnv,
  parts: { http: UpstreamHttp; verifier: BearerVerifiers; metrics: GatewayMetrics },
): Promise<void> {
  const { http, verifier, metrics } = parts;
  registerHealth(app, {
    http,
    verifier,
    servicesUrl: env.servicesUrl,
    probeTimeoutMs: env.readyProbeTimeoutMs,
    operatorToken: env.operatorToken,
  });
  registerMetricsRoute(app, metrics.registry, env.operatorToken);
  if (env.oidcEmbedded)
    await registerOidcProxy(app, { http, servicesUrl: env.servicesUrl, mountPath: '/oidc' });
  // Public message links (reminder unsubscribe, the SMS provider's STOP/START webhook) at the gateway's address.
  await registerOidcProxy(app, { http, servicesUrl: env.servicesUrl, mountPath: '/api/messages' });
  // The web reads where to sign in at start-up: one build serves the embedded provider, Keycloak or a school's.
  app.get('/config.json', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .send({ authority: env.oidcIssuer, clientId: env.oidcClientId, scope: env.oidcScope }),
  );
  await app.register(interviewFileRoutes, { http });
  await app.register(isirFileRoutes, { http });
  await app.register(schoolFileRoutes, { http });
  await app.register(titleIvSchoolListRoutes, { http });
  await app.register(reportFileRoutes, { http });
  await app.register(studentRepositoryFileRoutes, { http });
  await registerWebApp(app, env.webDist, { explorer: env.explorer });
}

function isRequestFaultWithoutCode(error: unknown): boolean {
  // By shape, not instanceof: the GraphQL library may hold another copy of graphql-js than this module.
  const extensions = (error as { extensions?: { code?: unknown; http?: { status?: number } } } | null)
    ?.extensions;
  if (!extensions || extensions.code !== undefined) return false;
  const status = extensions.http?.status;
  return status !== undefined && status >= 400 && status < 500;
}

/** Errors with a code pass as they are; a bug's message stays in the log, not in production answers. */
function formatError(
  env: GatewayEnv,
  app: FastifyInstance,
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const tooManyTokens = formatted.message.match(/Document contains more th\w+ (\d+) tokens/);
  if (tooManyTokens)
    return { ...formatted, message: `The query is too large: it has more than ${tooManyTokens[1]} tokens` };
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
  // The GraphQL library refuses some malformed requests (a persisted id that does not match its query, an unknown
  // persisted-query version) with a 400 but no code: they are the caller's to fix, not the gateway's fault.
  if (isRequestFaultWithoutCode(error))
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
  app.log.error({ err: error }, 'unexpected error while resolving a GraphQL request');
  if (env.nodeEnv !== 'production') return formatted;
  return {
    ...formatted,
    message: 'Something went wrong in the gateway; try again',
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
