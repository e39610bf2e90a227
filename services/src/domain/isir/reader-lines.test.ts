import { describe, expect, it } from 'vitest';
import { lines } from './reader.js';

const collect = async (chunks: (Buffer | string)[]) => {
  const out: string[] = [];
  for await (const line of lines(
    (async function* () {
      yield* chunks;
    })() as AsyncIterable<Buffer>,
  ))
    out.push(line);
  return out;
};

describe('lines', () => {
  // CRLF and LF lines, an empty line, a byte outside ASCII (kept, one character per byte), no newline at the end.
  const file = Buffer.from('1ABC\r\n\r\n2DE\n\n3F\xe9G\r\n4HIJ', 'latin1');
  const expected = ['1ABC', '', '2DE', '', '3F\xe9G', '4HIJ'];

  it('gives the same lines wherever the file is cut into chunks', async () => {
    expect(await collect([file])).toEqual(expected);
    for (let a = 0; a <= file.length; a++)
      for (let b = a; b <= file.length; b++)
        expect(await collect([file.subarray(0, a), file.subarray(a, b), file.subarray(b)])).toEqual(expected);
  });

  it('reads a stream that gives text the same way', async () => {
    const text = file.toString('latin1');
    for (let a = 0; a <= text.length; a++)
      expect(await collect([text.slice(0, a), text.slice(a)])).toEqual(expected);
  });

  it('gives a CR alone on the last line as an empty line, and nothing for a file that ends with its newline', async () => {
    expect(await collect([Buffer.from('1A\n\r')])).toEqual(['1A', '']);
    expect(await collect([Buffer.from('1A\r\n')])).toEqual(['1A']);
    expect(await collect([Buffer.from('1A\r'), Buffer.from('\n2B')])).toEqual(['1A', '2B']);
    // Only the CR of a CRLF is taken off, also where the chunk boundary falls between a line's two CRs.
    expect(await collect([Buffer.from('1A\r'), Buffer.from('\r\n2B')])).toEqual(['1A\r', '2B']);
    expect(await collect([Buffer.from('1A\r\r'), Buffer.from('\n2B')])).toEqual(['1A\r', '2B']);
  });
});
