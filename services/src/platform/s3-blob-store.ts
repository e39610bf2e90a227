import type { ServerSideEncryption } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertBlobKey,
  newBlobKey,
  TooLargeError,
  type BlobStore,
  type PutOptions,
  type StoredBlob,
} from './blob-store.js';
import { onFirstUse } from './on-first-use.js';

/** The AWS SDK, loaded with the first kept file this process reads or writes (on-first-use.ts says why). */
const loadSdk = onFirstUse(async () => {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, Upload: storage.Upload };
});

export interface S3Settings {
  /** An S3-compatible server (MinIO, Ceph, …); unset: AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (instance role, AWS_* variables, web identity). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path, not the host name (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Asks the store to encrypt at rest as well (files are sealed with the data key before they leave anyway). */
  serverSideEncryption?: ServerSideEncryption;
  kmsKeyId?: string;
}

/** Multipart parts: the most one upload holds in memory is a part (plus the one being sent). */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Kept files in an S3 bucket, so that every replica of the services reads what any other wrote. Keys are those of the
 * folder store; bodies stream in (multipart, a part at a time) and out; past the size limit nothing is kept.
 */
export class S3BlobStore implements BlobStore {
  private bucketReady?: Promise<void>;

  constructor(private readonly settings: S3Settings) {}

  /** The SDK and this store's client, made on first use. */
  private readonly sdk = onFirstUse(async () => {
    const sdk = await loadSdk();
    const client = new sdk.S3Client({
      endpoint: this.settings.endpoint,
      region: this.settings.region,
      credentials: this.settings.credentials,
      forcePathStyle: this.settings.forcePathStyle,
      // Checksums only where S3 requires them: self-hosted servers do not all read the newer trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { ...sdk, client };
  });

  async put(body: Readable | Buffer, opts: PutOptions): Promise<StoredBlob> {
    await this.ensureBucket();
    const { Upload, client } = await this.sdk();
    // A given key is replaced whole or not at all: S3 shows an object only once its upload completes.
    const key = opts.key ? checked(opts.key) : newBlobKey(opts.prefix);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > opts.maxBytes) return done(new TooLargeError(opts.maxBytes));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const upload = new Upload({
      client,
      params: {
        Bucket: this.settings.bucket,
        Key: key,
        Body: meter,
        ServerSideEncryption: this.settings.serverSideEncryption,
        SSEKMSKeyId: this.settings.kmsKeyId,
      },
      partSize: PART_BYTES,
      queueSize: 1,
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const [read, sent] = await Promise.allSettled([pipeline(source, meter), upload.done()]);
    if (read.status === 'rejected' || sent.status === 'rejected') {
      await upload.abort().catch(() => {});
      if (!opts.key) await this.delete(key).catch(() => {});
      // Drain what the caller still sends so the HTTP request can be answered.
      if (!Buffer.isBuffer(body)) body.resume();
      throw read.status === 'rejected' ? read.reason : (sent as PromiseRejectedResult).reason;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  /**
   * A missing bucket is created on first use (compose's MinIO starts empty). Credentials that may use a bucket but
   * not look at it (403) are fine: the write itself says whether it may. A failure is not remembered.
   */
  private ensureBucket(): Promise<void> {
    const Bucket = this.settings.bucket;
    this.bucketReady ??= this.sdk().then(
      ({ client, HeadBucketCommand, NotFound, CreateBucketCommand, BucketAlreadyOwnedByYou }) =>
        client.send(new HeadBucketCommand({ Bucket })).then(
          () => {},
          async (err: unknown) => {
            if (!(err instanceof NotFound)) return;
            await client.send(new CreateBucketCommand({ Bucket })).catch((e: unknown) => {
              if (!(e instanceof BucketAlreadyOwnedByYou)) throw e;
            });
          },
        ),
    );
    return this.bucketReady.catch((err: unknown) => {
      this.bucketReady = undefined;
      throw err;
    });
  }

  async open(key: string): Promise<Readable> {
    const sdk = await this.sdk();
    const { client, GetObjectCommand } = sdk;
    try {
      // A missing object fails here, not midway through a response.
      const object = await client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: checked(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`The object store sent no body for ${key}`);
      return object.Body;
    } catch (err) {
      throw missing(sdk, err, key);
    }
  }

  async delete(key: string): Promise<void> {
    const { client, DeleteObjectCommand } = await this.sdk();
    await client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checked(key) }));
  }

  async exists(key: string): Promise<boolean> {
    const { client, HeadObjectCommand, NotFound, NoSuchKey } = await this.sdk();
    try {
      await client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: checked(key) }));
      return true;
    } catch (err) {
      if (err instanceof NotFound || err instanceof NoSuchKey) return false;
      throw err;
    }
  }
}

function checked(key: string): string {
  assertBlobKey(key);
  return key;
}

/** A missing object reads as a missing file does (ENOENT), whichever store keeps it. */
function missing(
  { NoSuchKey, NotFound }: Awaited<ReturnType<typeof loadSdk>>,
  err: unknown,
  key: string,
): unknown {
  if (!(err instanceof NoSuchKey || err instanceof NotFound)) return err;
  return Object.assign(new Error(`No kept file ${key}`), { code: 'ENOENT' });
}
