import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderBlobStore } from './blob-store.js';
import { Sealer } from './crypto.js';
import { SealedBlobStore } from './sealed-blob-store.js';

const dirs: string[] = [];
const store = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sealed-blobs-'));
  dirs.push(dir);
  const inner = new FolderBlobStore(dir);
  return { dir, inner, blobs: new SealedBlobStore(inner, new Sealer(randomBytes(32), 'k1')) };
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const onDisk = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(path.join(e.parentPath, e.name)));

describe('SealedBlobStore', () => {
  it('keeps no byte of the file in the clear and gives it back whole, across chunks', async () => {
    const { dir, blobs } = store();
    // An ISIR-like file of 2.5 MB (three sealed chunks) with an SSN on every line.
    const line = `123456789JOHN      DOE       19990101${' '.repeat(60)}\r\n`;
    const plain = Buffer.from(line.repeat(Math.ceil((2.5 * (1 << 20)) / line.length)), 'latin1');
    const saved = await blobs.put(Readable.from([plain.subarray(0, 7), plain.subarray(7)]), {
      maxBytes: 10 << 20,
      prefix: 'saig',
    });
    expect(saved.size).toBe(plain.length);
    const [file] = onDisk(dir);
    expect(file!.includes('123456789')).toBe(false);
    expect(file!.includes('JOHN')).toBe(false);
    expect((await buffer(await blobs.open(saved.key))).equals(plain)).toBe(true);
  });

  it('gives back files that end on a chunk boundary or just after one, whatever pieces they arrive in', async () => {
    const { blobs } = store();
    const mb = 1 << 20;
    for (const size of [mb, 2 * mb, 2 * mb + 1]) {
      const plain = randomBytes(size);
      // Pieces that end exactly at the chunk boundary, and odd ones across it.
      const pieces = [plain.subarray(0, mb), plain.subarray(mb, mb + 3), plain.subarray(mb + 3)];
      for (const source of [Readable.from(pieces), Readable.from([plain])]) {
        const saved = await blobs.put(source, { maxBytes: 10 << 20 });
        expect(saved.size).toBe(size);
        expect((await buffer(await blobs.open(saved.key))).equals(plain)).toBe(true);
      }
    }
  });

  it('refuses a file over the plain limit and keeps nothing', async () => {
    const { dir, blobs } = store();
    await expect(
      blobs.put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 }),
    ).rejects.toMatchObject({ status: 413 });
    expect(onDisk(dir)).toEqual([]);
  });

  it('reads files written before sealing as they are, and says they are not sealed', async () => {
    const { inner, blobs } = store();
    const old = await inner.put(Buffer.from('%PDF-1.4 old binder'), { maxBytes: 1000, prefix: 'binders' });
    expect((await buffer(await blobs.open(old.key))).toString()).toBe('%PDF-1.4 old binder');
    expect(await blobs.isSealed(old.key)).toBe(false);
    const empty = await blobs.put(Buffer.alloc(0), { maxBytes: 10 });
    expect((await buffer(await blobs.open(empty.key))).length).toBe(0);
    expect(await blobs.isSealed(empty.key)).toBe(true);
  });

  it('refuses a sealed file cut short', async () => {
    const { dir, blobs } = store();
    const saved = await blobs.put(randomBytes(3 << 20), { maxBytes: 4 << 20 });
    const file = path.join(dir, saved.key);
    const text = readFileSync(file, 'latin1').split('\n');
    writeFileSync(file, text.slice(0, 2).join('\n') + '\n', 'latin1');
    await expect(buffer(await blobs.open(saved.key))).rejects.toThrow(/cut short/);
  });
});
