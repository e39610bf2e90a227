import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from './errors.js';

export interface StoredBlob {
  /** Opaque key to keep in the owning row (e.g. processor_document.blob_key). */
  key: string;
  size: number;
  sha256: string;
}

export interface PutOptions {
  maxBytes: number;
  prefix?: string;
  key?: string;
}

/**
 * Every file the product keeps (uploads, processor documents, binders, raw ISIR files) goes through here.
 * Default: a folder under DATA_DIR (FolderBlobStore); with several replicas, an S3 bucket (S3BlobStore, BLOB_STORE=s3).
 */
export interface BlobStore {
  /**
   * Streams `body` in; refuses (and keeps nothing) past maxBytes. With `key`, the file kept under that key is
   * replaced whole or not at all (re-sealing a file written before sealing, with no row to repoint).
   */
  put(body: Readable | Buffer, opts: PutOptions): Promise<StoredBlob>;
  open(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class TooLargeError extends HttpError {
  constructor(maxBytes: number) {
    super(413, `The file is larger than ${formatBytes(maxBytes)}`);
  }
}

export const formatBytes = (n: number) =>
  n >= 1 << 20 ? `${Math.round(n / (1 << 20))} MB` : `${Math.round(n / 1024)} KB`;

const KEY = /^[a-z0-9-]+\/[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** A new key: `<prefix>/<first two of the id>/<id>` (the folder store spreads files over 256 folders). */
export function newBlobKey(prefix = 'files'): string {
  const id = randomUUID();
  return `${prefix.toLowerCase().replace(/[^a-z0-9-]/g, '-')}/${id.slice(0, 2)}/${id}`;
}

/** Only keys the store made: no path tricks. */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a blob key: ${key}`);
}

/** Files under one folder; writes go to a temporary name and are renamed into place, so a crash leaves no half file. */
export class FolderBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async put(body: Readable | Buffer, opts: PutOptions): Promise<StoredBlob> {
    const key = opts.key ?? newBlobKey(opts.prefix);
    const final = this.pathOf(key);
    // A name of its own: two writers over one key (opts.key) must not share a temporary file.
    const temp = `${final}.${randomUUID().slice(0, 8)}.part`;
    await mkdir(path.dirname(final), { recursive: true });
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
    const source = Buffer.isBuffer(body) ? (await import('node:stream')).Readable.from([body]) : body;
    try {
      await pipeline(source, meter, createWriteStream(temp, { mode: 0o600 }));
      await rename(temp, final);
    } catch (err) {
      await rm(temp, { force: true });
      // Drain what the caller still sends so the HTTP request can be answered.
      if (!Buffer.isBuffer(body)) body.resume();
      throw err;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await stat(file); // a missing file fails here, not midway through a response
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  private pathOf(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, key);
  }
}
