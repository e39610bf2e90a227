import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Sealer } from '../../platform/crypto.js';

/**
 * How a raw ISIR record is kept: compressed, then sealed. A record is ~8 KB of mostly blanks and zeros and
 * compresses to ~1 KB; compressing before encryption (ciphertext does not compress) cuts what the import
 * writes by ~10× and lets the row stay in the table instead of out-of-line storage.
 */
const COMPRESSED = 'z:';

// An 8 KB window holds a whole record (7,704 bytes), so the output is the same size as with the default 32 KB
// window, and the smaller state costs ~20% less CPU to set up per record (zlib sets it up on every call). Run-length
// matching (Z_RLE) suits a record's runs of blanks and zeros: ~25% less CPU than level 1's string matching and ~14%
// smaller (878 vs 1,018 bytes per generated record); any inflate reads it.
// Output in 2 KB pieces (a record deflates to ~0.9 KB) rather than zlib's 16 KB: every Buffer under 32 KB is cut from
// a 64 KB slab that lives until all its pieces are collected, and 16 KB per record kept ~50 MB of slabs waiting.
const DEFLATE = { level: 1, windowBits: 13, memLevel: 5, strategy: constants.Z_RLE, chunkSize: 2048 };

/** The record's bytes, written into one Buffer used again for every record (deflate reads it before returning). */
let scratch = Buffer.allocUnsafeSlow(8192);

export const sealRawRecord = (sealer: Sealer, text: string): string => {
  if (scratch.length < text.length) scratch = Buffer.allocUnsafeSlow(text.length);
  const bytes = scratch.write(text, 'latin1'); // one byte per character, as Buffer.from(text, 'latin1')
  return COMPRESSED + sealer.sealBytes(deflateRawSync(scratch.subarray(0, bytes), DEFLATE));
};

/** Opens either form: compressed (since migration 012) or the plain sealed text of earlier imports. */
export const openRawRecord = (sealer: Sealer, stored: string): string =>
  stored.startsWith(COMPRESSED)
    ? inflateRawSync(sealer.openBytes(stored.slice(COMPRESSED.length))).toString('latin1')
    : sealer.open(stored);
