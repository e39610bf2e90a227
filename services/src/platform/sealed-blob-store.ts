import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { promisify } from 'node:util';
import { constants, deflateRaw, inflateRawSync } from 'node:zlib';
import { TooLargeError, type BlobStore, type PutOptions, type StoredBlob } from './blob-store.js';
import type { Sealer } from './crypto.js';

/** First line of a sealed file; a file without it was written before files were sealed (read as it is). */
export const SEALED_BLOB_MAGIC = 'aidverify-sealed-blob 1\n';
/** Plain bytes per sealed line: big enough that the 33% base64 and per-line overhead stay small, small enough to stream. */
const CHUNK_BYTES = 1 << 20;
const HEADER_BYTES = 5;
/**
 * Level 1 with run-length matching only: ISIR text is mostly runs of blanks and zeros (as raw.ts seals a record).
 * Its output in one piece (a chunk of ISIR text compresses to ~110 KB), not in the default 16 KB pieces joined after.
 */
const DEFLATE = { level: 1, strategy: constants.Z_RLE, chunkSize: 1 << 18 };
/** A line opened into one buffer: in zlib's default 16 KB pieces it was ~64 buffers and a join per line. */
const INFLATE = { chunkSize: HEADER_BYTES + CHUNK_BYTES };
/** Chunks compressed at once while a file is stored (libuv runs four threads). */
const COMPRESSING = 2;
const deflate = promisify(deflateRaw);

/**
 * Every kept file sealed with the data key (student files hold FTI and full SSNs: ISIRs, mailbox files, correction
 * files, report exports, tax documents). A file is the magic line, then one sealed line per chunk; each chunk carries
 * its index and a last-chunk flag inside the sealed part, so chunks cannot be reordered, dropped or cut off
 * unnoticed. Chunks are compressed before sealing (ISIR text shrinks ~8×; ciphertext would not).
 * Sizes, checksums and the size limit are those of the plain file, as before.
 */
export class SealedBlobStore implements BlobStore {
  constructor(
    readonly inner: BlobStore,
    private readonly sealer: Sealer,
  ) {}

  async put(body: Readable | Buffer, opts: PutOptions): Promise<StoredBlob> {
    const sealer = this.sealer;
    const hash = createHash('sha256');
    let size = 0;
    let index = 0;
    let pending = Buffer.allocUnsafe(HEADER_BYTES + CHUNK_BYTES);
    let pendingBytes = 0;
    let started = false;
    const start = (t: Transform) => {
      if (!started) t.push(SEALED_BLOB_MAGIC);
      started = true;
    };
    /**
     * Lines being compressed, in file order. Compression runs on libuv's threads, while this thread hashes, seals and
     * reads on. Compressed on this thread, from joined pieces, a 100,000-record file (800 MB) took 6.3 s to store
     * before its import could start (zlib 2.9 s, garbage collection 2.8 s, waiting for the file's reads 2.0 s); now
     * 5.0-5.5 s.
     */
    const compressing: Promise<Buffer>[] = [];
    const compress = (last: boolean) => {
      const chunk = pending.subarray(0, HEADER_BYTES + pendingBytes);
      chunk.writeUInt32BE(index++, 0);
      chunk[4] = last ? 1 : 0;
      const compressed = deflate(chunk, DEFLATE);
      compressed.catch(() => {}); // awaited in turn, unless the file is refused first
      compressing.push(compressed);
      if (!last) pending = Buffer.allocUnsafe(HEADER_BYTES + CHUNK_BYTES); // the one being compressed stays as it is
      pendingBytes = 0;
    };
    const sealed = async (t: Transform, keep: number) => {
      while (compressing.length > keep) t.push(`${sealer.sealBytes(await compressing.shift()!)}\n`);
    };
    const sealing = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > opts.maxBytes) return done(new TooLargeError(opts.maxBytes));
        hash.update(chunk);
        start(this);
        for (let from = 0; from < chunk.length;) {
          // A full chunk is sealed once more input arrives: the last line is the one flush() seals.
          if (pendingBytes === CHUNK_BYTES) compress(false);
          const copied = chunk.copy(pending, HEADER_BYTES + pendingBytes, from);
          pendingBytes += copied;
          from += copied;
        }
        sealed(this, COMPRESSING).then(() => done(), done);
      },
      flush(done) {
        start(this);
        compress(true);
        sealed(this, 0).then(() => done(), done);
      },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    // Piped by hand, not by pipeline(): past the limit the caller's stream must be drained, not destroyed, or an
    // HTTP upload is never read to its end and its answer (413) never reaches the client.
    const feeding = new Promise<void>((resolve, reject) => {
      sealing.once('error', (err) => {
        source.unpipe(sealing);
        source.resume();
        reject(err);
      });
      sealing.once('finish', resolve);
      // A body that broke off (before this call, or while it is read) ends the file being written too, or the store
      // would wait for the rest forever.
      const brokeOff = (err: Error) => sealing.destroy(err);
      if (source.destroyed && !source.readableEnded)
        brokeOff(source.errored ?? new Error('The file ended before it was read whole'));
      else source.once('error', brokeOff);
    });
    source.pipe(sealing);
    const [fed, stored] = await Promise.allSettled([
      feeding,
      // The limit is the plain file's, checked above; the sealed file is ~4/3 of it.
      this.inner.put(sealing, { maxBytes: Number.MAX_SAFE_INTEGER, prefix: opts.prefix, key: opts.key }),
    ]);
    if (fed.status === 'rejected' || stored.status === 'rejected') {
      // A file written over (opts.key) is not this call's to delete.
      if (stored.status === 'fulfilled' && !opts.key) await this.inner.delete(stored.value.key);
      // Drain what the caller still sends so the HTTP request can be answered.
      if (!Buffer.isBuffer(body)) body.resume();
      throw fed.status === 'rejected' ? fed.reason : (stored as PromiseRejectedResult).reason;
    }
    return { key: stored.value.key, size, sha256: hash.digest('hex') };
  }

  async open(key: string): Promise<Readable> {
    return Readable.from(unseal(this.sealer, await this.inner.open(key)));
  }

  /**
   * Seals in place a file written before sealing: the same key then holds the sealed file, so no row changes and
   * a stop midway leaves the plain file or the sealed one, never neither (the folder store renames over it).
   */
  async sealInPlace(key: string): Promise<void> {
    await this.put(await this.inner.open(key), { maxBytes: Number.MAX_SAFE_INTEGER, key });
  }

  /** Whether the file is kept sealed (false: written before sealing, to be re-sealed). */
  async isSealed(key: string): Promise<boolean> {
    const raw = await this.inner.open(key);
    const magic = Buffer.from(SEALED_BLOB_MAGIC);
    let head = Buffer.alloc(0);
    for await (const chunk of raw) {
      head = Buffer.concat([head, chunk as Buffer]);
      if (head.length >= magic.length) break;
    }
    raw.destroy();
    return head.subarray(0, magic.length).equals(magic);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  exists(key: string): Promise<boolean> {
    return this.inner.exists(key);
  }
}

async function* unseal(sealer: Sealer, raw: Readable): AsyncGenerator<Buffer> {
  const magic = Buffer.from(SEALED_BLOB_MAGIC);
  /**
   * The bytes after the last newline, as read: a sealed line (~1.3 MB) arrives in ~20 reads of the file, and joining
   * them once, at its newline, instead of at every read, copied each line once instead of ~10 times.
   */
  let parts: Buffer[] = [];
  let partsBytes = 0;
  let mode: 'unknown' | 'plain' | 'sealed' = 'unknown';
  let index = 0;
  let ended = false;
  const openLine = (text: string) => {
    if (ended) throw new Error('Sealed file has data after its last chunk');
    const plain = inflateRawSync(sealer.openBytes(text), INFLATE);
    if (plain.readUInt32BE(0) !== index++) throw new Error('Sealed file chunks out of order');
    ended = plain[4] === 1;
    return plain.subarray(HEADER_BYTES);
  };
  for await (const read of raw) {
    let chunk = read as Buffer;
    if (mode === 'plain') {
      yield chunk;
      continue;
    }
    if (mode === 'unknown') {
      const head: Buffer = Buffer.concat([...parts, chunk]);
      parts = [];
      partsBytes = 0;
      if (head.length < magic.length && magic.subarray(0, head.length).equals(head)) {
        parts = [head];
        partsBytes = head.length;
        continue;
      }
      if (!head.subarray(0, magic.length).equals(magic)) {
        // Written before files were sealed: given back as it is until the re-seal job rewrites it.
        mode = 'plain';
        yield head;
        continue;
      }
      mode = 'sealed';
      chunk = head.subarray(magic.length);
    }
    let from = 0;
    for (let nl = chunk.indexOf(0x0a); nl >= 0; from = nl + 1, nl = chunk.indexOf(0x0a, from)) {
      const line = partsBytes
        ? Buffer.concat([...parts, chunk.subarray(from, nl)])
        : chunk.subarray(from, nl);
      parts = [];
      partsBytes = 0;
      const out = openLine(line.toString('latin1'));
      if (out.length) yield out;
    }
    if (from < chunk.length) {
      parts.push(chunk.subarray(from));
      partsBytes += chunk.length - from;
    }
  }
  if (mode === 'unknown' && partsBytes) yield Buffer.concat(parts);
  if (mode === 'sealed' && (!ended || partsBytes)) throw new Error('Sealed file is cut short');
}
