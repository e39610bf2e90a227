import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';

/** scrypt is memory-hard and ships with Node; its cost is stored in each hash so it can be raised later. */
export function hashPassword(password: string, logN = 15): Promise<string> {
  const salt = randomBytes(16);
  return derive(password, salt, logN).then(
    (key) => `scrypt$${logN}$${salt.toString('base64')}$${key.toString('base64')}`,
  );
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 4 || parts[0] !== 'scrypt') return false;
  // A damaged cost must not turn a sign-in into a server error (or a 2^99 allocation attempt).
  const logN = Number(parts[1]);
  if (!Number.isInteger(logN) || logN < 10 || logN > 20) return false;
  const expected = Buffer.from(parts[3]!, 'base64');
  const key = await derive(password, Buffer.from(parts[2]!, 'base64'), logN);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

function derive(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** AES-256-GCM with the key id stored beside the data, so keys can rotate. */
export class Sealer {
  constructor(
    private readonly key: Buffer,
    private readonly keyId: string,
  ) {}

  seal(plain: string): string {
    return this.sealBytes(Buffer.from(plain, 'utf8'));
  }

  open(sealed: string): string {
    return this.openBytes(sealed).toString('utf8');
  }

  /** The same sealed form for bytes that are not text (e.g. a compressed ISIR record). */
  sealBytes(plain: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    return [
      this.keyId,
      iv.toString('base64'),
      cipher.getAuthTag().toString('base64'),
      data.toString('base64'),
    ].join(':');
  }

  openBytes(sealed: string): Buffer {
    const [keyId, iv, tag, data] = sealed.split(':');
    if (keyId !== this.keyId || !iv || !tag || !data) throw new Error(`No key '${keyId}' to open this value`);
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]);
  }

  /** Keyed hash for exact look-ups (SSN) without storing the value in the clear. */
  lookupHash(value: string): string {
    return createHmac('sha256', this.key).update(`lookup:${value}`).digest('base64url');
  }
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
