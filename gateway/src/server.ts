import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { GraphQLFormattedError } from 'graphql';
import { createContext, type GatewayContext, type GatewayDeps } from './context.js';
import type { GatewayEnv } from './env.js';
import { buildSchema } from './schema.js';
import { TokenVerifier } from './platform/auth.js';
import { registerHealth } from './platform/health.js';
import { PermissionCache } from './platform/permission-cache.js';
import { DEFAULT_COST_LIMITS, DEFAULT_QUERY_LIMITS, nulCharacterPlugin, queryCostPlugin, queryLimitsRule } from './platform/query-limits.js';
import { UpstreamHttp, type UpstreamCalls } from './platform/upstream.js';
import { registerWebApp } from './platform/web-app.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { interviewFileRoutes } from './modules/interview/files.js';
import { isirFileRoutes } from './modules/isir/files.js';
import { schoolFileRoutes } from './modules/admin/files.js';
import { titleIvSchoolListRoutes } from './modules/backoffice/files.js';

/** A GraphQL request is a query and a few variables; anything larger is refused before parsing. */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** Lexical tokens per document: the web's largest operation uses a few hundred. */
export const MAX_TOKENS = 2_000;

export interface RunningGateway {
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  /** Calls made to the services so far (tests and the bench read it). */
  upstream: UpstreamCalls;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Starts the gateway: GraphQL at /graphql, /healthz, /readyz and the built web app. Port 0 picks a free port. */
export async function startGateway(env: GatewayEnv): Promise<RunningGateway> {
  const verifier = new TokenVerifier(env.oidcIssuer, env.upstreamTimeoutMs);
  const permissions = new PermissionCache(env.permissionCacheSeconds * 1000);

  const app = Fastify({
    logger: env.logLevel === 'silent' ? false : { level: env.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.trustProxy,
  });
  await app.register(cookie);
  registerSecurityHeaders(app, { sandbox: env.sandbox });
  const http = UpstreamHttp.fromEnv(env, {
    onOpen: (origin, failures) => app.log.error(`circuit to ${origin} open after ${failures} failed calls; calls fail fast for ${env.upstreamBreakerCooldownMs} ms`),
    onClose: (origin) => app.log.info(`circuit to ${origin} closed: the services answer again`),
  });
  const deps: GatewayDeps = { http, verifier, permissions, cookieSecure: env.cookieSecure };

  const apollo = new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    introspection: env.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
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
    plugins: [fastifyApolloDrainPlugin(app), landingPage(env), queryCostPlugin(DEFAULT_COST_LIMITS), nulCharacterPlugin()],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request, reply) => createContext(deps, request, reply),
  });
  registerHealth(app, { http, verifier, servicesUrl: env.servicesUrl, probeTimeoutMs: env.readyProbeTimeoutMs });
  await app.register(interviewFileRoutes, { http });
  await app.register(isirFileRoutes, { http });
  await app.register(schoolFileRoutes, { http });
  await app.register(titleIvSchoolListRoutes, { http });
  await registerWebApp(app, env.webDist);

  const address = await app.listen({ host: env.host, port: env.port });
  return {
    url: address.replace('localhost', '127.0.0.1'),
    upstream: http.calls,
    app,
    async close() {
      await apollo.stop(); // drains and closes the Fastify server
      await http.close();
    },
  };
}

function landingPage(env: GatewayEnv): ApolloServerPlugin<GatewayContext> {
  return env.sandbox
    ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })
    : ApolloServerPluginLandingPageDisabled();
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
  app.log.error({ err: error }, 'unexpected error while resolving a GraphQL request');
  if (env.nodeEnv !== 'production') return formatted;
  return {
    ...formatted,
    message: 'Something went wrong in the gateway; try again',
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
