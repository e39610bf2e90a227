import { z } from 'zod';

/** The process: its mode, address, token issuer and the sign-in providers. */
export const serverSettings = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SERVICES_HOST: z.string().default('127.0.0.1'),
  SERVICES_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  /** The issuer written into tokens and the discovery document; defaults to the services' own address. */
  PUBLIC_ISSUER: z.string().url().optional(),
  /**
   * The embedded OpenID Connect provider's public issuer: the gateway's address + /oidc (the gateway proxies it
   * here). The browser signs in there; tokens carry it as `iss`.
   */
  OIDC_ISSUER_URL: z.string().url().default('http://localhost:4000/oidc'),
  /** More web origins (comma-separated) the embedded provider may send people back to, e.g. the nginx web. */
  OIDC_WEB_ORIGINS: z.string().default(''),
  /** An external provider whose access tokens are accepted too (Keycloak's realm issuer). */
  OIDC_EXTERNAL_ISSUER: z.string().url().optional(),
  /** Its JWKS; default: Keycloak's `<issuer>/protocol/openid-connect/certs`. */
  OIDC_EXTERNAL_JWKS_URI: z.string().url().optional(),
};

/** The background-job worker and shutdown. */
export const jobSettings = {
  /** Runs the background-job worker in this process (off for an instance that only answers requests). */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  /** On SIGTERM the running job gets this long to finish; then it is handed back to the queue and the process exits. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(15),
  /** A running job whose replica sent no heartbeat for this long is taken over by another (its replica is gone). */
  JOB_STALE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
};

/** Switches for development and tests, the ISIR upload size, the demo data. */
export const developmentSwitches = {
  /** Exposes /api/dev/outbox so tests and local users can read MFA codes. Never on in production. */
  DEV_OUTBOX: z.enum(['on', 'off']).optional(),
  /**
   * Checks every JSON answer against its route's declared response schema (a drifted answer is a 500 naming the
   * field). Default: on under NODE_ENV=test (the suites), off otherwise; the browser suite turns it on.
   */
  ANSWER_CHECK: z.enum(['on', 'off']).optional(),
  /** The largest ISIR file an upload may send, in MB (FSA files run to ~8 KB a record). */
  ISIR_MAX_UPLOAD_MB: z.coerce.number().positive().default(1024),
  /** The demo schools, users (with a published password) and students. Default: on, except in production. */
  SEED_DEMO_DATA: z.enum(['on', 'off']).optional(),
};

/** The trusted proxies, logs, traces and the readiness probe. */
export const proxyAndMonitoringSettings = {
  /**
   * Whose X-Forwarded-For to believe for the client address (sign-in throttling): 'true' any proxy,
   * 'false' none, a number of hops, or a comma-separated list of proxy addresses, CIDRs or the names
   * loopback / linklocal / uniquelocal. Default: the gateway on this machine (loopback), so a browser
   * cannot forge its address by sending the header itself.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v, ctx): boolean | number | string[] => {
      if (v === 'true' || v === 'false') return v === 'true';
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
          message: "use 'true', 'false', a number of hops or a list of addresses/CIDRs",
        });
      }
      return list;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** /readyz waits this long for the database's answer. */
  READY_PROBE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Shows /readyz's details (what failed) to a request with X-Operator-Token: this value. Unset: only in the log. */
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters (openssl rand -hex 24)').optional(),
};
