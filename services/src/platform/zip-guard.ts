import { inflateRawSync } from 'node:zlib';
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
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Checks an archive BEFORE a parser unpacks it (exceljs would inflate everything into memory: a 459 KB zip
 * bomb took the process to 2.6 GB). Reads the central directory, refuses more than `maxEntries` entries, and
 * inflates each entry with a hard output cap so the total cannot pass `maxUncompressedBytes` whatever the
 * headers claim (sizes in a zip are the sender's word). Zip64 archives are refused: nothing we read needs them.
 * A refused archive is a 413 (too large when unpacked) or a 400 (not a readable zip), with a clear message.
 */
export function assertZipWithinLimits(zip: Buffer, limits: ZipLimits): void {
  const damaged = () =>
    badRequest(
      limits.damagedMessage ??
        `${limits.what} is not a readable zip archive (damaged, or not the file it claims to be)`,
    );
  const tooLarge = () =>
    new HttpError(
      413,
      `${limits.what} unpacks to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB; refused before reading (an archive that large is not this file)`,
    );
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 64 KB.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw damaged();
  const count = zip.readUInt16LE(end + 10);
  const centralSize = zip.readUInt32LE(end + 12);
  const centralAt = zip.readUInt32LE(end + 16);
  if (count === 0xffff || centralAt === 0xffffffff) throw tooLarge(); // zip64
  if (count > limits.maxEntries)
    throw new HttpError(
      413,
      `${limits.what} holds more than ${limits.maxEntries} files; refused before reading`,
    );
  if (centralAt + centralSize > end) throw damaged();
  let at = centralAt;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw damaged();
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const declared = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (compressed === 0xffffffff || declared === 0xffffffff || local === 0xffffffff) throw tooLarge();
    if (total + declared > limits.maxUncompressedBytes) throw tooLarge();
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw damaged();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) throw damaged();
    const budget = limits.maxUncompressedBytes - total;
    if (method === 0) total += compressed;
    else if (method === 8) {
      try {
        // One byte over the budget is enough to know; nothing larger is ever held.
        total += inflateRawSync(zip.subarray(start, start + compressed), {
          maxOutputLength: budget + 1,
        }).length;
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        throw damaged();
      }
    } else throw damaged();
    if (total > limits.maxUncompressedBytes) throw tooLarge();
    at += 46 + nameLength + extra + comment;
  }
}
