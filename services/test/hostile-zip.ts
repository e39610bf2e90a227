import { constants, crc32, deflateRawSync } from 'node:zlib';
import { readZip } from '../src/domain/interviews/zip.js';

/** One entry as it will be written: its bytes as stored (deflated or not) and the size its headers claim. */
export interface RawEntry {
  name: string;
  method: 0 | 8;
  stored: Buffer;
  declaredSize: number;
  crc?: number;
}

/**
 * A raw deflate stream that inflates to `megabytes` MB of zeros while weighing about 1 KB per MB: one MB deflated
 * with a sync flush (byte-aligned, not final) repeated, then an empty final block. Built in milliseconds.
 */
export function deflateBomb(megabytes: number): Buffer {
  const oneMegabyte = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(oneMegabyte), Buffer.from([0x03, 0x00])]);
}

/** An honest entry: deflated, with its true size and checksum. */
export function honestEntry(name: string, data: Buffer): RawEntry {
  return { name, method: 8, stored: deflateRawSync(data), declaredSize: data.length, crc: crc32(data) };
}

/** The entries of an archive (e.g. a workbook exceljs wrote), honest, to rebuild it with a hostile part. */
export const entriesOf = (zip: Buffer): RawEntry[] => readZip(zip).map((e) => honestEntry(e.name, e.data));

/**
 * A zip of these entries, written as given (sizes and all); `declaredCount` is the entry count its end record
 * claims (by default the true one).
 */
export function hostileZip(entries: RawEntry[], declaredCount = entries.length): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc ?? 0, 14);
    local.writeUInt32LE(e.stored.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc ?? 0, 16);
    central.writeUInt32LE(e.stored.length, 20);
    central.writeUInt32LE(e.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, e.stored);
    centrals.push(central, name);
    offset += local.length + name.length + e.stored.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(declaredCount, 8);
  end.writeUInt16LE(declaredCount, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...centrals, end]);
}
