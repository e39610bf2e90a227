import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { Sealer } from '../../platform/crypto.js';
import type { Decoded } from './decoded.js';
import type { FromWorker, ToWorker } from './import-worker.js';
import type { Layout } from './layout.js';
import { IsirFileError, type ReadSummary } from './reader.js';

// The file's records for the import: read, checked, decoded and sealed on a worker thread (import-worker.ts) while
// this thread writes the batches before them. On PGlite the database runs on this thread, so the file's work
// (~70 µs a record) had added to the import's time; on a server it competed with the writes' own work here.

/** Bytes of the file sent ahead of what the worker has read: ~4 MB, about 500 records. */
const WINDOW = 4 * 1024 * 1024;
/** Groups of records (GROUP each) the worker decodes ahead of what this thread has taken. */
const AHEAD = 6;
/**
 * The worker's heap, kept small: it holds a few groups and the layouts. A young generation of V8's default size
 * (16 MB semi-spaces, grown as it likes) would add as much to the import's peak memory as the records themselves.
 */
const LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 };

/**
 * The worker's file: the compiled .js beside this one in production (dist/); in development and tests the .ts,
 * which the worker reads through tsx (a tsx process's workers already do; vitest's need it named).
 */
function startWorker(): Worker {
  const compiled = import.meta.url.endsWith('.js');
  const url = new URL(compiled ? './import-worker.js' : './import-worker.ts', import.meta.url);
  const viaTsx = compiled || process.execArgv.some((a) => a.includes('tsx'));
  return new Worker(url, {
    resourceLimits: LIMITS,
    ...(viaTsx ? {} : { execArgv: [...process.execArgv, '--import', 'tsx'] }),
  });
}

/**
 * The file's records, decoded and sealed, as the reader gives them; errors as the reader reports them (an
 * IsirFileError names the line). `summary` is the file's, complete once the records are exhausted. The worker is
 * given the sealing keys only (Sealer.sealingKeys); it is ended when the records are, or when the import stops.
 */
export async function* readSealedRecords(
  sealer: Sealer,
  source: Readable | Buffer,
  layouts: Layout[],
  opts: { aidYear?: number; summary: ReadSummary },
): AsyncGenerator<Decoded> {
  const worker = startWorker();
  const inbox: FromWorker[] = [];
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const rouse = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const waitForWorker = () => new Promise<void>((resolve) => (wake = resolve));
  const feed = new FileFeed(worker);
  worker.on('message', (m: FromWorker) => {
    if (m.type === 'took' || m.type === 'records') feed.read(m.took);
    if (m.type !== 'took') inbox.push(m);
    rouse();
  });
  worker.on('error', (err) => {
    failure ??= err;
    rouse();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`The ISIR import's worker thread stopped (exit code ${code})`);
    rouse();
  });
  const post = (m: ToWorker) => worker.postMessage(m);
  post({
    type: 'start',
    layouts,
    aidYear: opts.aidYear ?? null,
    keys: sealer.sealingKeys(),
    ahead: AHEAD,
  });

  const sending = feed.send(source).catch((err: unknown) => {
    failure ??= err;
    rouse();
  });

  try {
    for (;;) {
      const m = inbox.shift();
      if (!m) {
        if (failure) throw failure;
        await waitForWorker();
        continue;
      }
      if (m.type === 'records') {
        post({ type: 'more' });
        opts.summary.records += m.count;
        // This worker's own JSON.stringify of Decoded records: nothing from outside the process.
        yield* JSON.parse(m.json) as Decoded[];
      } else if (m.type === 'done') {
        Object.assign(opts.summary, m.summary);
        return;
      } else if (m.type === 'failed') {
        throw new IsirFileError(m.line, m.problem);
      } else if (m.type === 'crashed') {
        throw new Error(`The ISIR import's worker thread failed: ${m.message}`);
      }
    }
  } finally {
    feed.stop();
    worker.removeAllListeners('exit');
    await worker.terminate();
    if (!Buffer.isBuffer(source)) source.destroy();
    await sending;
  }
}

/** The file's bytes to the worker as they are read, at most WINDOW ahead of what it has read. */
class FileFeed {
  private sent = 0;
  private took = 0;
  private stopped = false;
  private waiting: (() => void) | null = null;

  constructor(private readonly worker: Worker) {}

  /** The worker has read this many bytes of the file. */
  read(took: number) {
    this.took = took;
    this.resume();
  }

  /** The import has stopped: nothing more is sent. */
  stop() {
    this.stopped = true;
    this.resume();
  }

  private resume() {
    const w = this.waiting;
    this.waiting = null;
    w?.();
  }

  async send(source: Readable | Buffer) {
    // A file given whole stays the caller's: it is copied, a piece at a time.
    const given = Buffer.isBuffer(source);
    const chunks: AsyncIterable<Buffer> | Buffer[] = given ? pieces(source) : source;
    for await (const chunk of chunks) {
      while (!this.stopped && this.sent - this.took > WINDOW)
        await new Promise<void>((resolve) => (this.waiting = resolve));
      if (this.stopped) return;
      // A stream's chunk that owns its memory is handed over; one cut from a shared pool is copied (handing it over
      // would take the pool from every other Buffer cut from it).
      const own = !given && chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
      const bytes = own ? new Uint8Array(chunk.buffer) : new Uint8Array(chunk);
      this.sent += bytes.byteLength;
      const m: ToWorker = { type: 'bytes', bytes };
      this.worker.postMessage(m, [bytes.buffer as ArrayBuffer]);
    }
    const end: ToWorker = { type: 'end' };
    this.worker.postMessage(end);
  }
}

const PIECE = 1024 * 1024;
const pieces = (file: Buffer): Buffer[] => {
  const list: Buffer[] = [];
  for (let at = 0; at < file.length; at += PIECE) list.push(file.subarray(at, at + PIECE));
  return list;
};
