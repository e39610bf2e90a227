import { describe, expect, it } from 'vitest';
import { buildZip } from '../domain/interviews/zip.js';
import { deflateBomb } from '../../test/hostile-zip.js';
import { assertZipWithinLimits, inflatedSize } from './zip-guard.js';
import { HttpError } from './errors.js';

const LIMITS = { maxEntries: 20, maxUncompressedBytes: 8 * 1024 * 1024, what: 'The workbook' };
const refusal = async (zip: Buffer) => {
  try {
    await assertZipWithinLimits(zip, LIMITS);
  } catch (err) {
    return err instanceof HttpError ? { status: err.status, message: err.message } : err;
  }
  return undefined;
};
/** Central directory entry `index`'s declared uncompressed size, overwritten (a lying header). */
function declare(zip: Buffer, size: number) {
  const copy = Buffer.from(zip);
  const end = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const central = copy.readUInt32LE(end + 16);
  copy.writeUInt32LE(size, central + 24);
  return copy;
}

describe('the zip guard (before any archive is unpacked)', () => {
  it('lets an ordinary archive through', async () => {
    expect(
      await refusal(
        buildZip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'xl/workbook.xml', data: Buffer.alloc(100_000, 'a') },
        ]),
      ),
    ).toBeUndefined();
  });

  it('refuses a zip bomb with 413, whether its headers tell the truth or lie about the size', async () => {
    const bomb = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024, ' ') }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const expected = {
      status: 413,
      message:
        'The workbook unpacks to more than 8 MB; refused before reading (an archive that large is not this file)',
    };
    expect(await refusal(bomb)).toEqual(expected);
    expect(await refusal(declare(bomb, 1000))).toEqual(expected);
  });

  it('refuses too many entries, and damaged archives with a 400', async () => {
    const many = buildZip(Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    expect(await refusal(many)).toEqual({
      status: 413,
      message: 'The workbook holds more than 20 files; refused before reading',
    });
    const ok = buildZip([{ name: 'a', data: Buffer.alloc(10_000, 'a') }]);
    expect(await refusal(ok.subarray(0, ok.length - 30))).toMatchObject({ status: 400 });
    expect(await refusal(Buffer.from('PK\u0003\u0004 not really'))).toMatchObject({
      status: 400,
      message: 'The workbook is not a readable zip archive (damaged, or not the file it claims to be)',
    });
  });
});

describe('counting what a deflated entry unpacks to', () => {
  it('stops inflating a 1 GB bomb one chunk past the budget, and counts an honest stream whole', async () => {
    const budget = 8 * 1024 * 1024;
    const counted = await inflatedSize(deflateBomb(1024), budget);
    expect(counted?.complete).toBe(false);
    expect(counted!.bytes).toBeGreaterThan(budget);
    expect(counted!.bytes).toBeLessThanOrEqual(budget + 64 * 1024);
    expect(await inflatedSize(deflateBomb(3), budget)).toEqual({ bytes: 3 * 1024 * 1024, complete: true });
    expect(await inflatedSize(Buffer.from('not deflate at all'), budget)).toBeNull();
  });
});
