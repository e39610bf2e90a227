import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, Sealer, verifyPassword } from './crypto.js';

describe('password hashes', () => {
  it('accept the password they were made from and nothing else', async () => {
    const hash = await hashPassword('correct horse battery', 14);
    expect(hash).toMatch(/^scrypt\$14\$/);
    expect(hash).not.toContain('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('differ for the same password (salted)', async () => {
    expect(await hashPassword('same', 14)).not.toBe(await hashPassword('same', 14));
  });

  it('treat the same text in another Unicode form as the same password', async () => {
    const composed = 'Jos\u00e9-2027';
    const decomposed = 'Jose\u0301-2027';
    expect(await verifyPassword(decomposed, await hashPassword(composed, 14))).toBe(true);
  });

  it('refuse a missing or malformed stored hash instead of throwing', async () => {
    for (const stored of [
      null,
      undefined,
      '',
      'plain-text',
      'bcrypt$10$x$y',
      'scrypt$14$c2FsdA==',
      'scrypt$99$c2FsdA==$a2V5',
      'scrypt$x$c2FsdA==$a2V5',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});

describe('Sealer', () => {
  const key = randomBytes(32);
  const sealer = new Sealer(key, 'k1');

  it('opens what it sealed, and the sealed text hides the value', () => {
    const sealed = sealer.seal('900-12-3456');
    expect(sealed.startsWith('k1:')).toBe(true);
    expect(sealed).not.toContain('900-12-3456');
    expect(sealer.open(sealed)).toBe('900-12-3456');
    expect(sealer.seal('900-12-3456')).not.toBe(sealed);
  });

  it('never seals two values under one IV, across the IVs it draws at once', () => {
    const ivs = Array.from({ length: 2000 }, () => sealer.seal('900-12-3456').split(':')[1]);
    expect(ivs.every((iv) => Buffer.from(iv!, 'base64').length === 12)).toBe(true);
    expect(new Set(ivs).size).toBe(ivs.length);
  });

  it('throws on a tampered value, tag or key id', () => {
    const [keyId, iv, tag, data] = sealer.seal('secret').split(':') as [string, string, string, string];
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64');
    };
    expect(() => sealer.open([keyId, iv, tag, flip(data)].join(':'))).toThrow();
    expect(() => sealer.open([keyId, iv, flip(tag), data].join(':'))).toThrow();
    expect(() => sealer.open([keyId, flip(iv), tag, data].join(':'))).toThrow();
    expect(() => sealer.open(['k2', iv, tag, data].join(':'))).toThrow(/No key 'k2'/);
    expect(() => sealer.open('not sealed')).toThrow();
  });

  it('cannot be opened with another key', () => {
    const other = new Sealer(randomBytes(32), 'k1');
    expect(() => other.open(sealer.seal('secret'))).toThrow();
  });

  it('gives the same look-up hash for the same value under the same key only', () => {
    expect(sealer.lookupHash('900123456')).toBe(sealer.lookupHash('900123456'));
    expect(sealer.lookupHash('900123456')).not.toBe(sealer.lookupHash('900123457'));
    expect(new Sealer(randomBytes(32), 'k1').lookupHash('900123456')).not.toBe(
      sealer.lookupHash('900123456'),
    );
  });
});

describe('Sealer with a key ring', () => {
  const k1 = { id: 'k1', key: randomBytes(32) };
  const k2 = { id: 'k2', key: randomBytes(32) };
  const before = new Sealer(k1.key, k1.id);
  const rotated = new Sealer(k2.key, k2.id, [k1], k1.key);

  it('seals under the first key and still opens values of the older one', () => {
    const old = before.seal('900-12-3456');
    expect(rotated.open(old)).toBe('900-12-3456');
    const fresh = rotated.seal('900-12-3456');
    expect(Sealer.keyIdOf(fresh)).toBe('k2');
    expect(() => before.open(fresh)).toThrow(/No key 'k2'.*DATA_ENCRYPTION_KEYS/);
  });

  it('re-seals an old value under the current key and leaves a current one as it is', () => {
    const old = before.sealBytes(Buffer.from([0, 1, 2, 255]));
    const moved = rotated.reseal(old);
    expect(Sealer.keyIdOf(moved)).toBe('k2');
    expect([...rotated.openBytes(moved)]).toEqual([0, 1, 2, 255]);
    expect(rotated.reseal(moved)).toBe(moved);
    // Once k1 leaves the ring, only the re-sealed value opens.
    const withoutK1 = new Sealer(k2.key, k2.id, [], k1.key);
    expect(withoutK1.open(rotated.seal('x'))).toBe('x');
    expect(() => withoutK1.openBytes(old)).toThrow(/No key 'k1'/);
  });

  it('keeps the look-up hash of the lookup key across the rotation', () => {
    expect(rotated.lookupHash('900123456')).toBe(before.lookupHash('900123456'));
  });
});
