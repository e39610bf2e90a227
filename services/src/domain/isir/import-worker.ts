import { parentPort } from 'node:worker_threads';
import { Sealer, type SealingKeys } from '../../platform/crypto.js';
import { decode, type Decoded } from './decoded.js';
import type { Layout } from './layout.js';
import { IsirFileError, readIsirFile, type ReadSummary } from './reader.js';

// The ISIR import's file work on a thread of its own (import-reading.ts starts it): reading, checking, decoding and
// sealing the records while the import's thread writes the ones before. On PGlite the database runs on the import's
// thread, so this work had added to every import's time instead of overlapping it.

/** What the import's thread sends: the file's bytes as they are read, and leave to send more decoded records. */
export type ToWorker =
  | { type: 'start'; layouts: Layout[]; aidYear: number | null; keys: SealingKeys; ahead: number }
  | { type: 'bytes'; bytes: Uint8Array }
  | { type: 'end' }
  | { type: 'more' };

/** What the worker sends back. `took`: bytes of the file read so far (the import's thread sends at most a window ahead). */
export type FromWorker =
  | { type: 'records'; json: string; count: number; took: number }
  | { type: 'took'; took: number }
  | { type: 'done'; summary: ReadSummary }
  | { type: 'failed'; line: number | null; problem: string }
  | { type: 'crashed'; message: string };

/** Records decoded and sealed per message. */
export const GROUP = 100;

const port = parentPort!;
const send = (m: FromWorker) => port.postMessage(m);

/** The messages not yet taken, and the one waiting for the next. */
const inbox: ToWorker[] = [];
let wake: (() => void) | null = null;
port.on('message', (m: ToWorker) => {
  inbox.push(m);
  wake?.();
});
const next = async (type: ToWorker['type'] | 'input'): Promise<ToWorker> => {
  for (;;) {
    const at = inbox.findIndex((m) =>
      type === 'input' ? m.type === 'bytes' || m.type === 'end' : m.type === type,
    );
    if (at >= 0) return inbox.splice(at, 1)[0]!;
    await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
  }
};

let took = 0;
/** The file as it arrives; before waiting for more, says how much was read, so the sender never stalls on its window. */
async function* file(): AsyncGenerator<Buffer> {
  for (;;) {
    if (!inbox.some((m) => m.type === 'bytes' || m.type === 'end')) send({ type: 'took', took });
    const m = await next('input');
    if (m.type !== 'bytes') return;
    took += m.bytes.byteLength;
    yield Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength);
  }
}

async function run() {
  const start = await next('start');
  if (start.type !== 'start') return;
  const sealer = Sealer.forSealing(start.keys);
  let credits = start.ahead;
  const summary: ReadSummary = { header: null, trailer: null, trailerCount: null, records: 0 };
  let group: Decoded[] = [];
  const flush = async () => {
    // The import's thread takes a group before asking for another: at most `ahead` groups wait for it.
    while (credits === 0) {
      await next('more');
      credits++;
    }
    credits--;
    send({ type: 'records', json: JSON.stringify(group), count: group.length, took });
    group = [];
  };
  try {
    const records = readIsirFile(file(), start.layouts, { aidYear: start.aidYear ?? undefined, summary });
    for await (const rec of records) {
      group.push(decode({ sealer }, rec));
      if (group.length === GROUP) await flush();
    }
    if (group.length) await flush();
    send({ type: 'done', summary });
  } catch (err) {
    if (err instanceof IsirFileError) send({ type: 'failed', line: err.line, problem: err.problem });
    else send({ type: 'crashed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
}

void run();
