import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderBlobStore } from './blob-store.js';

const dirs: string[] = [];
const store = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'blobs-'));
  dirs.push(dir);
  return { dir, blobs: new FolderBlobStore(dir) };
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('FolderBlobStore', () => {
  it('keeps a file and gives it back whole, with its size and checksum', async () => {
    const { blobs } = store();
    const saved = await blobs.put(Readable.from(['tax ', 'return']), { maxBytes: 1000, prefix: 'documents' });
    expect(saved.size).toBe(10);
    expect(saved.sha256).toBe(createHash('sha256').update('tax return').digest('hex'));
    expect(await text(await blobs.open(saved.key))).toBe('tax return');
    await blobs.delete(saved.key);
    expect(await blobs.exists(saved.key)).toBe(false);
  });

  it('refuses a file over the limit and keeps nothing of it', async () => {
    const { dir, blobs } = store();
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(blobs.put(big, { maxBytes: 1000 })).rejects.toMatchObject({
      status: 413,
      message: 'The file is larger than 1 KB',
    });
    expect(filesUnder(dir)).toEqual([]);
  });

  it('refuses keys that are not its own (no path tricks)', async () => {
    const { blobs } = store();
    await expect(blobs.open('../../etc/passwd')).rejects.toThrow(/Not a blob key/);
  });
});
