import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { FolderBlobStore, type BlobStore } from './blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

/** A store, and how many files it keeps (counted by the storage itself, not by the store). */
interface Fixture {
  blobs: BlobStore;
  kept(): Promise<number>;
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const stores: [string, () => Fixture][] = [
  [
    'FolderBlobStore',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'blobs-'));
      dirs.push(dir);
      return {
        blobs: new FolderBlobStore(dir),
        kept: async () =>
          readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length,
      };
    },
  ],
  [
    'S3BlobStore',
    () => {
      const settings = {
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
      };
      const client = new S3Client({ ...settings });
      return {
        blobs: new S3BlobStore(settings),
        kept: async () => (await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).KeyCount ?? 0,
      };
    },
  ],
];

describe.each(stores)('%s', (_name, store) => {
  it('keeps a file and gives it back whole, with its size and checksum', async () => {
    const { blobs } = store();
    const saved = await blobs.put(Readable.from(['tax ', 'return']), { maxBytes: 1000, prefix: 'documents' });
    expect(saved.size).toBe(10);
    expect(saved.sha256).toBe(createHash('sha256').update('tax return').digest('hex'));
    expect(await blobs.exists(saved.key)).toBe(true);
    expect(await text(await blobs.open(saved.key))).toBe('tax return');
    await blobs.delete(saved.key);
    expect(await blobs.exists(saved.key)).toBe(false);
    await expect(blobs.open(saved.key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('streams a file larger than one part in and out unchanged', async () => {
    const { blobs } = store();
    const parts = Array.from({ length: 20 }, (_, i) => Buffer.alloc(1 << 20, i));
    const saved = await blobs.put(Readable.from(parts), { maxBytes: 32 << 20, prefix: 'isir-files' });
    const whole = Buffer.concat(parts);
    expect(saved).toMatchObject({
      size: whole.length,
      sha256: createHash('sha256').update(whole).digest('hex'),
    });
    expect((await buffer(await blobs.open(saved.key))).equals(whole)).toBe(true);
    await blobs.delete(saved.key);
  });

  it('refuses a file over the limit and keeps nothing of it, even past its first part', async () => {
    const { blobs, kept } = store();
    const before = await kept();
    const small = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(blobs.put(small, { maxBytes: 1000 })).rejects.toMatchObject({
      status: 413,
      message: 'The file is larger than 1 KB',
    });
    const big = Readable.from(Array.from({ length: 12 }, () => Buffer.alloc(1 << 20)));
    await expect(blobs.put(big, { maxBytes: 10 << 20 })).rejects.toMatchObject({ status: 413 });
    expect(await kept()).toBe(before);
  });

  it('refuses keys that are not its own (no path tricks)', async () => {
    const { blobs } = store();
    await expect(blobs.open('../../etc/passwd')).rejects.toThrow(/Not a blob key/);
  });
});

describe('S3BlobStore on a new store', () => {
  it('creates its bucket on first use, then keeps files in it', async () => {
    const blobs = new S3BlobStore({
      endpoint: s3.endpoint,
      bucket: 'aidverify-first-use',
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    const saved = await blobs.put(Buffer.from('first file'), { maxBytes: 100 });
    expect(await text(await blobs.open(saved.key))).toBe('first file');
  });
});
