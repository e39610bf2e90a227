import { createInflateRaw } from 'node:zlib';
import { HttpError, badRequest } from './errors.js';

export interface ZipLimits {
  /** Entries (files and folders) the archive may hold. */
  maxEntries: number;
  /** What all entries may unpack to together, in bytes. */
  maxUncompressedBytes: number;
  /** How the file is called in messages ('The workbook'). */
  what: string;
  /** The 400 for an archive that cannot be read; by default one naming `what`. */
  damagedMessage?: string;
  /** What the sender can do instead, added to a refusal for size ('save it as CSV'). */
  advice?: string;
}

/** What an archive holds, as counted (never as its headers claim). */
export interface ZipContents {
  entries: number;
  unpackedBytes: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** Bytes a raw deflate stream inflated to before it ended (`complete`) or passed the budget, where inflating stopped. */
export interface Inflated {
  bytes: number;
  complete: boolean;
}

/**
 * Inflates raw deflate data only to count what comes out, chunk by chunk, and stops as soon as more than `budget`
 * bytes came out: nothing is kept, so a bomb costs one chunk of memory and at most `budget` bytes of work.
 * Resolves null when the data is not a whole deflate stream.
 */
export function inflatedSize(data: Buffer, budget: number): Promise<Inflated | null> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let bytes = 0;
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > budget) {
        inflate.destroy();
        resolve({ bytes, complete: false });
      }
    });
    inflate.on('end', () => resolve({ bytes, complete: true }));
    inflate.on('error', () => resolve(null));
    inflate.end(data);
  });
}

interface CentralRecord {
  method: number;
  flags: number;
  compressed: number;
  declared: number;
  local: number;
}

/**
 * Checks an archive BEFORE a parser unpacks it (exceljs, through JSZip, inflates every entry into memory: a 617 KB
 * .xlsx took the process from 521 MB to 1.2 GB). Nothing the archive says about itself is trusted: the entries are
 * the central records actually present, walked the way JSZip walks them (it reads every record, whatever count the
 * end record gives), and each one is inflated as a stream, counting the bytes that really come out and stopping at
 * the limit, whatever sizes its headers declare. Zip64 archives are refused: nothing we read needs them.
 * A refused archive is a 413 (too many entries, or too large unpacked) or a 400 (not a readable zip).
 */
export async function assertZipWithinLimits(zip: Buffer, limits: ZipLimits): Promise<ZipContents> {
  const advice = limits.advice ? `: ${limits.advice}` : '';
  const damaged = () =>
    badRequest(
      limits.damagedMessage ??
        `${limits.what} is not a readable zip archive (damaged, or not the file it claims to be)`,
    );
  const tooLarge = () =>
    new HttpError(
      413,
      `${limits.what} unpacks to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB; refused before reading (an archive that large is not this file)${advice}`,
    );
  const tooMany = () =>
    new HttpError(
      413,
      `${limits.what} holds more than ${limits.maxEntries} files; refused before reading${advice}`,
    );

  // The end record JSZip uses is the last one in the file, wherever it is.
  const end = zip.lastIndexOf(EOCD_SIGNATURE);
  if (end < 0 || end + 22 > zip.length || zip.readUInt32LE(end) !== EOCD) throw damaged();
  const declaredCount = zip.readUInt16LE(end + 10);
  const centralSize = zip.readUInt32LE(end + 12);
  const centralAt = zip.readUInt32LE(end + 16);
  if (declaredCount === 0xffff || centralSize === 0xffffffff || centralAt === 0xffffffff) throw tooLarge(); // zip64
  // The central directory ends where the end record starts; otherwise JSZip would shift every offset and read
  // other records than these.
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0 || centralAt + centralSize !== end)
    throw damaged();

  const records = centralRecords(zip, centralAt, end, limits.maxEntries, damaged, tooMany);
  let total = 0;
  for (const record of records) {
    if (record.compressed === 0xffffffff || record.declared === 0xffffffff || record.local === 0xffffffff)
      throw tooLarge();
    // An encrypted entry cannot be read (and its size cannot be counted).
    if (record.flags & 1) throw damaged();
    // A declared size can only refuse sooner; what counts is what inflates.
    if (total + record.declared > limits.maxUncompressedBytes) throw tooLarge();
    const data = entryData(zip, record, damaged);
    if (record.method === 0) total += data.length;
    else if (record.method === 8) {
      const inflated = await inflatedSize(data, limits.maxUncompressedBytes - total);
      if (!inflated) throw damaged();
      if (!inflated.complete) throw tooLarge();
      total += inflated.bytes;
    } else throw damaged();
    if (total > limits.maxUncompressedBytes) throw tooLarge();
  }
  // A sound archive counts its entries right; a count that lies is a damaged (or crafted) file.
  if (records.length !== declaredCount) throw damaged();
  return { entries: records.length, unpackedBytes: total };
}

/** Every central record present from `at` on (stopping past `maxEntries`), which must end where the end record starts. */
function centralRecords(
  zip: Buffer,
  start: number,
  end: number,
  maxEntries: number,
  damaged: () => Error,
  tooMany: () => Error,
): CentralRecord[] {
  const records: CentralRecord[] = [];
  let at = start;
  while (at + 4 <= end && zip.readUInt32LE(at) === CENTRAL) {
    if (records.length === maxEntries) throw tooMany();
    if (at + 46 > end) throw damaged();
    records.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      declared: zip.readUInt32LE(at + 24),
      local: zip.readUInt32LE(at + 42),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  if (at !== end) throw damaged();
  return records;
}

/** An entry's stored bytes, found through its local header as JSZip finds them. */
function entryData(zip: Buffer, record: CentralRecord, damaged: () => Error): Buffer {
  const { local, compressed } = record;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw damaged();
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + compressed > zip.length) throw damaged();
  return zip.subarray(start, start + compressed);
}
