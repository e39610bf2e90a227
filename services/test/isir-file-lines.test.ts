import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lines } from '../src/domain/isir/reader.js';

async function read(chunks: Buffer[]) {
  const out: string[] = [];
  for await (const line of lines(Readable.from(chunks))) out.push(line);
  return out;
}

describe("an ISIR file's lines", () => {
  it('are the same wherever the stored file is cut into chunks (CRLF or LF, a line across several chunks)', async () => {
    const text = 'first\r\nsecond line\n\r\nthird\r\r\nlast without end';
    const expected = ['first', 'second line', '', 'third\r', 'last without end'];
    const bytes = Buffer.from(text, 'latin1');
    expect(await read([bytes])).toEqual(expected);
    for (let a = 0; a <= bytes.length; a++)
      for (let b = a; b <= bytes.length; b++) {
        const chunks = [bytes.subarray(0, a), bytes.subarray(a, b), bytes.subarray(b)];
        expect(await read(chunks), `cut at ${a} and ${b}`).toEqual(expected);
      }
  });
});
