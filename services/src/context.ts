import type { Env } from './env.js';
import type { Db } from './platform/db.js';
import { Sealer } from './platform/crypto.js';
import { SigningKeys } from './domain/identity/signing-keys.js';
import { TokenIssuer } from './domain/identity/tokens.js';
import { PermissionCache } from './domain/access/permission-cache.js';
import { Outbox } from './domain/identity/outbox.js';
import { FolderBlobStore } from './platform/blob-store.js';
import { S3BlobStore } from './platform/s3-blob-store.js';
import { SealedBlobStore } from './platform/sealed-blob-store.js';
import { JobQueue } from './platform/jobs.js';
import { createServicesMetrics, type ServicesMetrics } from './platform/metrics.js';
import { InteractiveRequests } from './platform/interactive.js';
import { traceStatements } from './platform/db.js';
import { DomainEventBus } from './platform/events.js';
import { createLogger, type Logger } from '@aidverify/observability';
import path from 'node:path';
import { Delivery } from './domain/delivery/delivery.js';
import { smtpTransport } from './domain/delivery/smtp.js';
import { twilioTransport } from './domain/delivery/twilio.js';

/** Everything a handler may use; built once per process. */
export interface AppContext {
  env: Env;
  db: Db;
  sealer: Sealer;
  keys: SigningKeys;
  tokens: TokenIssuer;
  permissions: PermissionCache;
  outbox: Outbox;
  /** Every kept file: uploads, documents, binders, raw ISIR files; sealed with the data key at rest. */
  blobs: SealedBlobStore;
  /** Background work; handlers register at start-up, the worker runs in every services process. */
  jobs: JobQueue;
  /** Sends the outbox by SMTP / SMS when configured (else messages stay queued). */
  delivery: Delivery;
  /** Prometheus metrics of this process (GET /metrics). */
  metrics: ServicesMetrics;
  /** The process's logger (Fastify's too): each line carries its request's id and, while tracing, the trace's. */
  log: Logger;
  /** The requests being answered now, which background jobs give way to. */
  interactive: InteractiveRequests;
  /** What one domain announces and others act on (an ISIR file imported → auto-verify). */
  events: DomainEventBus;
}

export function createContext(
  env: Env,
  database: Db,
  issuer: string,
  log: Logger = createLogger(env.LOG_LEVEL),
): AppContext {
  const metrics = createServicesMetrics(database);
  const db = metrics.instrument(traceStatements(database));
  const [current, ...older] = env.dataKeys;
  const sealer = new Sealer(current!.key, current!.id, older, env.lookupKey);
  // A retired key stays published while anything it signed may still be presented: access tokens and MFA tickets.
  const keys = new SigningKeys(
    db,
    sealer,
    env.SIGNING_KEY_ROTATION_DAYS,
    Math.max(env.ACCESS_TOKEN_SECONDS, env.MFA_TICKET_SECONDS) + 60,
  );
  const delivery = new Delivery(
    db,
    [smtpTransport(env), twilioTransport(env)],
    {
      retrySeconds: env.DELIVERY_RETRY_SECONDS,
      maxAttempts: env.DELIVERY_MAX_ATTEMPTS,
    },
    log,
  );
  return {
    env,
    db,
    sealer,
    keys,
    tokens: new TokenIssuer(keys, issuer, env.ACCESS_TOKEN_SECONDS, env.MFA_TICKET_SECONDS, {
      embedded: env.OIDC_ISSUER_URL.replace(/\/+$/, ''),
      ...(env.OIDC_EXTERNAL_ISSUER
        ? {
            external: {
              issuer: env.OIDC_EXTERNAL_ISSUER,
              jwksUri:
                env.OIDC_EXTERNAL_JWKS_URI ?? `${env.OIDC_EXTERNAL_ISSUER}/protocol/openid-connect/certs`,
            },
          }
        : {}),
    }),
    permissions: new PermissionCache(db),
    // Messages (codes among them) reach stdout only with the development outbox: never in production.
    outbox: new Outbox(db, env.devOutbox && env.LOG_LEVEL !== 'silent' ? log : undefined, () =>
      delivery.wake(),
    ),
    blobs: new SealedBlobStore(keptFiles(env), sealer),
    // The heartbeat beats four times within the stale period, so one late beat never hands a live job over.
    jobs: new JobQueue(
      db,
      {
        staleSeconds: env.JOB_STALE_SECONDS,
        heartbeatMs: Math.min(15_000, (env.JOB_STALE_SECONDS * 1000) / 4),
      },
      log,
    ),
    delivery,
    metrics,
    log,
    interactive: new InteractiveRequests(),
    events: new DomainEventBus(log),
  };
}

/** Where kept files live: a folder on this machine, or a bucket every replica shares. */
function keptFiles(env: Env) {
  if (env.BLOB_STORE === 'folder')
    return new FolderBlobStore(env.BLOB_DIR ?? path.join(env.DATA_DIR, 'blobs'));
  return new S3BlobStore({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'on',
    serverSideEncryption: env.S3_SERVER_SIDE_ENCRYPTION,
    kmsKeyId: env.S3_KMS_KEY_ID,
  });
}
