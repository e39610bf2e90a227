import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  randomBytes,
  scrypt,
  KeyObject,
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

/** AES-GCM's 96-bit IV, and how many are drawn from the CSPRNG in one call. */
const IV_BYTES = 12;
const IVS_AT_ONCE = 256;

/** One data-encryption key of the ring and the id stored beside every value sealed under it. */
export interface DataKey {
  id: string;
  key: Buffer;
}

/**
 * What sealing new values takes, and no more: the current key and the look-up key as KeyObjects, which a worker
 * thread of this process receives by postMessage as they are (never as bytes); no older key, so it opens nothing.
 */
export interface SealingKeys {
  keyId: string;
  key: KeyObject;
  lookupKey: KeyObject;
}

const secretKey = (key: Buffer | KeyObject) => (key instanceof KeyObject ? key : createSecretKey(key));

/**
 * AES-256-GCM with the key id stored beside the data, so keys can rotate: values are sealed under the current
 * key and opened under whichever key of the ring their id names. `older` keys stay readable until the re-seal
 * job has moved every value to the current one.
 */
export class Sealer {
  // Keys as KeyObjects, made once: a cipher or HMAC given raw key bytes imports them on every call, which cost an
  // ISIR import ~60 µs of CPU per record (bench/isir-import.ts); a KeyObject is used as it is.
  private readonly ring: Map<string, KeyObject>;
  private readonly current: KeyObject;
  private readonly lookupKey: KeyObject;

  constructor(
    key: Buffer | KeyObject,
    private readonly keyId: string,
    older: readonly DataKey[] = [],
    /** Keys the SSN look-up hashes; it does not rotate with the data key (hashes are compared across tables). */
    lookupKey: Buffer | KeyObject = key,
  ) {
    this.current = secretKey(key);
    this.ring = new Map([
      [keyId, this.current],
      ...older.map((k) => [k.id, createSecretKey(k.key)] as const),
    ]);
    this.lookupKey = secretKey(lookupKey);
  }

  /** A sealer that seals as this one does and opens nothing (a worker thread's: see SealingKeys). */
  static forSealing(keys: SealingKeys): Sealer {
    return new Sealer(keys.key, keys.keyId, [], keys.lookupKey);
  }

  /** The keys a worker thread needs to seal as this sealer does. */
  sealingKeys(): SealingKeys {
    return { keyId: this.keyId, key: this.current, lookupKey: this.lookupKey };
  }

  // Initialisation vectors drawn from the CSPRNG many at a time: one call per value cost ~3 µs, twice per imported
  // ISIR record (its raw text and its SSN). Each IV is used once: the offset only moves forward.
  private ivs = Buffer.alloc(0);
  private ivAt = 0;

  private nextIv(): Buffer {
    if (this.ivAt + IV_BYTES > this.ivs.length) {
      this.ivs = randomBytes(IV_BYTES * IVS_AT_ONCE);
      this.ivAt = 0;
    }
    const iv = this.ivs.subarray(this.ivAt, this.ivAt + IV_BYTES);
    this.ivAt += IV_BYTES;
    return iv;
  }

  /** The id of the key new values are sealed under. */
  get currentKeyId(): string {
    return this.keyId;
  }

  /** Every key id this sealer can open, the current one first. */
  get keyIds(): string[] {
    return [...this.ring.keys()];
  }

  seal(plain: string): string {
    return this.sealBytes(Buffer.from(plain, 'utf8'));
  }

  open(sealed: string): string {
    return this.openBytes(sealed).toString('utf8');
  }

  /** The same sealed form for bytes that are not text (e.g. a compressed ISIR record). */
  sealBytes(plain: Buffer): string {
    const iv = this.nextIv();
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
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
    const key = keyId === undefined ? undefined : this.ring.get(keyId);
    if (!key)
      throw new Error(
        `No key '${keyId}' to open this value: it was sealed under a key that is not in the data-key ring (DATA_ENCRYPTION_KEYS)`,
      );
    if (!iv || !tag || !data) throw new Error(`Not a sealed value (key '${keyId}')`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]);
  }

  /** The key id a sealed value names (the text before the first colon). */
  static keyIdOf(sealed: string): string {
    return sealed.slice(0, sealed.indexOf(':'));
  }

  /** The value sealed again under the current key (unchanged when it already is). */
  reseal(sealed: string): string {
    if (Sealer.keyIdOf(sealed) === this.keyId) return sealed;
    return this.sealBytes(this.openBytes(sealed));
  }

  /** Keyed hash for exact look-ups (SSN) without storing the value in the clear. */
  lookupHash(value: string): string {
    return createHmac('sha256', this.lookupKey).update(`lookup:${value}`).digest('base64url');
  }
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
