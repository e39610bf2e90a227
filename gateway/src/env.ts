import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root: the built web app is looked for under it by default. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The REST API bases of the services, as the spec names them. */
export const API_BASES = ['main', 'admin', 'school', 'student', 'isir', 'interview'] as const;
export type ApiBase = (typeof API_BASES)[number];

/** Where each API base sits under the services' address; also the prefix of its paths in the OpenAPI document. */
export const API_BASE_PATH = {
  main: '/api/',
  admin: '/admin-api/',
  school: '/school-api/',
  student: '/student-api/',
  isir: '/isir-api/',
  interview: '/interview-api/',
} as const satisfies Record<ApiBase, string>;
const OVERRIDE: Record<ApiBase, string> = {
  main: 'MAIN_API_URL',
  admin: 'ADMIN_API_URL',
  school: 'SCHOOL_API_URL',
  student: 'STUDENT_API_URL',
  isir: 'ISIR_API_URL',
  interview: 'INTERVIEW_API_URL',
};

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
/** on/off switches; also true/false and 1/0, since people write all three. */
const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' })
  .transform((v) => v === 'on' || v === 'true' || v === '1')
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  SERVICES_URL: httpUrl.default('http://127.0.0.1:4001'),
  MAIN_API_URL: httpUrl.optional(),
  ADMIN_API_URL: httpUrl.optional(),
  SCHOOL_API_URL: httpUrl.optional(),
  STUDENT_API_URL: httpUrl.optional(),
  ISIR_API_URL: httpUrl.optional(),
  INTERVIEW_API_URL: httpUrl.optional(),
  /**
   * The OpenID Connect provider the web signs in with, and whose access tokens the gateway accepts: by default the
   * embedded one, at this gateway's address + /oidc (proxied to the services); Keycloak's realm issuer in
   * docker-compose. Tokens of the services' password + MFA API (scripts) are accepted besides.
   */
  OIDC_ISSUER: httpUrl.optional(),
  /** Former name of GRAPHQL_EXPLORER (the hosted Apollo Sandbox it switched needed the internet). */
  /** The gateway's public address (for the embedded issuer); default http://localhost:<GATEWAY_PORT>. */
  PUBLIC_URL: httpUrl.optional(),
  /** The web's client at the provider. */
  OIDC_CLIENT_ID: z.string().min(1).default('aidverify'),
  OIDC_SCOPE: z.string().min(1).default('openid profile email'),
  GRAPHQL_SANDBOX: flag,
  GRAPHQL_INTROSPECTION: flag,
  WEB_DIST: z.string().min(1).optional(),
  COOKIE_SECURE: flag,
  /** Per upstream call: connect, response headers, and gaps in the body each get this long. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Opening a connection to the services; short, so a dead host is known at once. */
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** Consecutive failed calls (refused, timed out) after which calls to the services fail at once (503)... */
  UPSTREAM_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1_000).default(5),
  /** ...for this long; then one call is let through to probe. */
  UPSTREAM_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** /readyz waits this long for each of its checks. */
  READY_PROBE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Shows /readyz's details (what failed) to a request with X-Operator-Token: this value. Unset: only in the log. */
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters (openssl rand -hex 24)').optional(),
  /** How long a session's permissions are reused across requests for the gateway's own check (0: ask every request). */
  PERMISSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  /**
   * Whose X-Forwarded-For to believe for the browser's address (the services throttle sign-ins by it): off (none,
   * the default), a comma-separated list of the proxies' addresses or CIDRs (e.g. the nginx container's), a number
   * of proxy hops in front, or on (any peer: only when nothing but the proxy can reach the gateway). The address
   * is the right-most one not sent by a trusted proxy, so an entry a browser forged is never believed.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): boolean | number | string[] => {
      if (v === undefined || ['off', 'false'].includes(v)) return false;
      if (['on', 'true'].includes(v)) return true;
      if (/^\d+$/.test(v)) return Number(v);
      const list = v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (
        list.length === 0 ||
        !list.every((a) => /^([0-9a-f.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i.test(a))
      ) {
        ctx.addIssue({
          code: 'custom',
          message: 'use on, off, a number of proxy hops or a list of proxy addresses/CIDRs',
        });
      }
      return list;
    }),
  /** Requests a minute per API token (scripts); more get 429 with Retry-After. */
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Traces (deploy/README.md): `otlp` (or `console`) turns them on, `none` or unset leaves them off. The OpenTelemetry
   * SDK reads these and the other OTEL_* variables itself (observability's startTracing); checked here.
   */
  OTEL_TRACES_EXPORTER: z
    .string()
    .regex(/^(otlp|console|none)?(,(otlp|console|none))*$/, 'must be otlp, console or none')
    .optional(),
  /** The OTLP collector, e.g. http://otel-collector:4318 (empty: the SDK's default, localhost). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.string().url()]).optional(),
  /** redis://host:6379: several gateway replicas share the API-token rate limit there (unset: each its own). */
  REDIS_URL: z.string().url().optional(),
  /** Put before every key the gateway writes in Redis, so one Redis can serve several installations (or test runs). */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('aidverify:'),
  /** The GraphiQL explorer at /graphql in a browser; on in development, off in production unless set. */
  GRAPHQL_EXPLORER: flag,
  /**
   * Trusted documents: browser sessions may run only the web build's own operations (PERSISTED_DOCUMENTS); API
   * tokens and staff in the explorer may run any. On in production, off elsewhere unless set.
   */
  TRUSTED_DOCUMENTS: flag,
  /** The web build's operations by persisted id; default WEB_DIST/persisted-documents.json. */
  PERSISTED_DOCUMENTS: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Hosts (comma-separated) production may reach over plain http although they are not on this machine: an
   * explicit opt-in for a private network, e.g. the services container of docker-compose. Anything else needs TLS.
   */
  ALLOW_PLAINTEXT_HOSTS: z.string().default(''),
  /** Read only to refuse them in production when a shared env file hands them to the gateway too. */
  SEED_DEMO_DATA: z.string().optional(),
  DEV_OUTBOX: z.string().optional(),
});

export interface GatewayEnv {
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  servicesUrl: string;
  /** Base URL of each API, ending in `/`. */
  apiUrls: Record<ApiBase, URL>;
  /** The provider the web signs in with (its issuer). */
  oidcIssuer: string;
  /** True when that is the services' embedded provider (proxied at /oidc). */
  oidcEmbedded: boolean;
  /** The services' own issuer of the password + MFA API's tokens. */
  legacyIssuer: string;
  oidcClientId: string;
  oidcScope: string;
  introspection: boolean;
  webDist: string;
  cookieSecure: boolean;
  upstreamTimeoutMs: number;
  upstreamConnectTimeoutMs: number;
  upstreamBreakerFailures: number;
  upstreamBreakerCooldownMs: number;
  readyProbeTimeoutMs: number;
  operatorToken?: string;
  permissionCacheSeconds: number;
  /** Fastify's trustProxy: a hop count is turned into a function (its types take no number). */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  apiTokenRateLimit: number;
  redisUrl?: string;
  redisKeyPrefix: string;
  /** Serve the GraphiQL explorer (the web app's /graphql route) to browsers; introspection is on with it. */
  explorer: boolean;
  /** Refuse documents the web was not built with to browser sessions (docs/graphql-errors.md, UNTRUSTED_DOCUMENT). */
  trustedDocuments: boolean;
  /** The file of the web build's operations by persisted id (written by web/scripts/persisted-documents.ts). */
  persistedDocuments: string;
}

/** Reads and validates the gateway's configuration once; a bad value stops start-up naming the variable. */
export function loadGatewayEnv(source: Record<string, string | undefined> = process.env): GatewayEnv {
  // An empty variable means "not set" (scripts pass VAR='' to clear one).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid gateway configuration:\n${lines}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const problems = productionProblems(env);
    if (problems.length)
      throw new Error(
        `Unsafe gateway configuration for production (NODE_ENV=production):\n${problems.map((p) => `  ${p}`).join('\n')}`,
      );
  }
  const services = env.SERVICES_URL.replace(/\/+$/, '');
  const developing = env.NODE_ENV !== 'production';
  const explorer = env.GRAPHQL_EXPLORER ?? env.GRAPHQL_SANDBOX ?? developing;
  const apiUrls = Object.fromEntries(
    API_BASES.map((base) => {
      const override = env[OVERRIDE[base] as keyof typeof env] as string | undefined;
      return [base, new URL(withTrailingSlash(override ?? `${services}${API_BASE_PATH[base]}`))];
    }),
  ) as Record<ApiBase, URL>;
  const webDist = path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'web', 'dist'));
  return {
    nodeEnv: env.NODE_ENV,
    host: env.GATEWAY_HOST,
    port: env.GATEWAY_PORT,
    servicesUrl: services,
    apiUrls,
    oidcIssuer: (
      env.OIDC_ISSUER ??
      `${(env.PUBLIC_URL ?? `http://localhost:${env.GATEWAY_PORT}`).replace(/\/+$/, '')}/oidc`
    ).replace(/\/+$/, ''),
    oidcEmbedded: !env.OIDC_ISSUER || new URL(env.OIDC_ISSUER).pathname.replace(/\/+$/, '') === '/oidc',
    legacyIssuer: `${services}/api`,
    oidcClientId: env.OIDC_CLIENT_ID,
    oidcScope: env.OIDC_SCOPE,
    // The explorer needs the schema: introspection is on with it unless explicitly turned off.
    introspection: env.GRAPHQL_INTROSPECTION ?? (developing || explorer),
    webDist,
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    upstreamConnectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS,
    upstreamBreakerFailures: env.UPSTREAM_BREAKER_FAILURES,
    upstreamBreakerCooldownMs: env.UPSTREAM_BREAKER_COOLDOWN_MS,
    readyProbeTimeoutMs: env.READY_PROBE_TIMEOUT_MS,
    operatorToken: env.OPERATOR_TOKEN,
    permissionCacheSeconds: env.PERMISSION_CACHE_SECONDS,
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(env.TRUST_PROXY)
        : env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    apiTokenRateLimit: env.API_TOKEN_RATE_LIMIT,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    explorer,
    trustedDocuments: env.TRUSTED_DOCUMENTS ?? !developing,
    persistedDocuments: path.resolve(
      env.PERSISTED_DOCUMENTS ?? path.join(webDist, 'persisted-documents.json'),
    ),
  };
}

const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** This machine: loopback addresses, `localhost` and `*.localhost` (RFC 6761). */
function isLocalHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1';
}

/** Every reason this configuration is unsafe for production, each naming its variable. */
function productionProblems(env: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  const plaintextOk = new Set(
    env.ALLOW_PLAINTEXT_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const on = (v: string | undefined) => ['on', 'true', '1'].includes(v ?? '');
  if (on(env.SEED_DEMO_DATA))
    problems.push(
      'SEED_DEMO_DATA: the demo data (accounts sharing a published password) is never loaded in production',
    );
  if (on(env.DEV_OUTBOX))
    problems.push(
      'DEV_OUTBOX: the development outbox (sign-in codes readable over HTTP) is never on in production',
    );
  const upstreams: [string, string | undefined][] = [
    ['SERVICES_URL', env.SERVICES_URL],
    ...API_BASES.map(
      (b) =>
        [OVERRIDE[b], env[OVERRIDE[b] as keyof typeof env] as string | undefined] as [
          string,
          string | undefined,
        ],
    ),
    ['OIDC_ISSUER', env.OIDC_ISSUER],
  ];
  for (const [name, value] of upstreams) {
    if (!value) continue;
    const url = new URL(value);
    if (
      url.protocol === 'http:' &&
      !isLocalHost(url.hostname) &&
      !plaintextOk.has(url.hostname.toLowerCase())
    )
      problems.push(
        `${name}: ${url.hostname} is reached over plain http; use https, or name the host in ALLOW_PLAINTEXT_HOSTS if the network between is private`,
      );
  }
  // The refresh cookie is the session: it must not travel in clear, and browsers only keep a Secure cookie sent
  // over https (or from localhost).
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.GATEWAY_PORT}`);
  if (publicUrl.protocol === 'http:' && !isLocalHost(publicUrl.hostname))
    problems.push(
      `PUBLIC_URL: ${publicUrl.hostname} over plain http would send the session cookie in clear; serve the gateway over https`,
    );
  if (env.COOKIE_SECURE === false && !isLocalHost(publicUrl.hostname))
    problems.push(
      `COOKIE_SECURE: off would send the session cookie to ${publicUrl.hostname} over plain http; leave it on in production`,
    );
  return problems;
}
