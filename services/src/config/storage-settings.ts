import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './repo-root.js';

/** The database and where kept files live (a folder or an S3 bucket). */
export const storageSettings = {
  /** A Postgres server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /** Connections to the database server at most, per process. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a request waits for a database connection before it fails with 503 (busy). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5_000),
  /** The server cancels a statement running longer than this (0: no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Where kept files live (default DATA_DIR/blobs). */
  BLOB_DIR: z.string().optional(),
  /** 'folder' (BLOB_DIR, one machine) or 's3' (a bucket every replica shares: S3_*). */
  BLOB_STORE: z.enum(['folder', 's3']).default('folder'),
  /** An S3-compatible server (e.g. http://minio:9000); unset: AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: the AWS SDK's own credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** 'on' for MinIO and most self-hosted servers (bucket in the path, not the host name). */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('off'),
  /** The store's own encryption at rest besides the data key's sealing: AES256 or aws:kms (with S3_KMS_KEY_ID). */
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms']).optional(),
  S3_KMS_KEY_ID: z.string().optional(),
};
