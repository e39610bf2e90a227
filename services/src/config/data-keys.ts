import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { DataKey } from '../platform/crypto.js';
import type { ParsedEnv } from './env-schema.js';
import { GENERATE, isPlaceholderSecret, PLACEHOLDER_KEY } from './secrets.js';

const invalid = (line: string) => new Error(`Invalid configuration:\n  ${line}`);

function decodeKey(name: string, text: string): Buffer {
  if (isPlaceholderSecret(text)) throw invalid(`${name}: ${PLACEHOLDER_KEY}`);
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw invalid(`${name}: must be 32 bytes, base64`);
  return key;
}

/**
 * DATA_ENCRYPTION_KEYS parsed: `id:base64` entries, comma-separated, the current key first. Each key is checked on
 * its own (32 bytes) and named by its id in any error.
 */
export function parseKeyRing(text: string): DataKey[] {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) throw invalid('DATA_ENCRYPTION_KEYS: no key given (id:base64,...)');
  const ring: DataKey[] = [];
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!/^[A-Za-z0-9_-]+$/.test(id))
      throw invalid(`DATA_ENCRYPTION_KEYS: each entry is id:base64 with an id of letters, digits, _ or -`);
    if (ring.some((k) => k.id === id)) throw invalid(`DATA_ENCRYPTION_KEYS: key id '${id}' given twice`);
    ring.push({ id, key: decodeKey(`DATA_ENCRYPTION_KEYS (key '${id}')`, entry.slice(colon + 1)) });
  }
  return ring;
}

export function resolveDataKeys(env: ParsedEnv): { dataKeys: DataKey[]; lookupKey: Buffer } {
  const single = env.DATA_ENCRYPTION_KEY
    ? { id: env.DATA_ENCRYPTION_KEY_ID, key: decodeKey('DATA_ENCRYPTION_KEY', env.DATA_ENCRYPTION_KEY) }
    : undefined;
  const explicitLookup = env.DATA_LOOKUP_KEY ? decodeKey('DATA_LOOKUP_KEY', env.DATA_LOOKUP_KEY) : undefined;
  if (env.DATA_ENCRYPTION_KEYS) {
    const ring = parseKeyRing(env.DATA_ENCRYPTION_KEYS);
    if (single) {
      const same = ring.find((k) => k.id === single.id);
      if (same && !same.key.equals(single.key))
        throw invalid(
          `DATA_ENCRYPTION_KEYS: key '${single.id}' differs from DATA_ENCRYPTION_KEY (id DATA_ENCRYPTION_KEY_ID)`,
        );
      if (!same) ring.push(single);
    }
    const lookupKey = explicitLookup ?? single?.key ?? (ring.length === 1 ? ring[0]!.key : undefined);
    if (!lookupKey)
      throw invalid(
        "DATA_LOOKUP_KEY: required when DATA_ENCRYPTION_KEYS has several keys and DATA_ENCRYPTION_KEY is not set (the key the SSN look-up hashes were made with: the installation's first data key)",
      );
    return { dataKeys: ring, lookupKey };
  }
  const key = single?.key ?? defaultDataKey(env);
  return { dataKeys: [{ id: env.DATA_ENCRYPTION_KEY_ID, key }], lookupKey: explicitLookup ?? key };
}

function defaultDataKey(env: ParsedEnv): Buffer {
  if (env.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  DATA_ENCRYPTION_KEY: required in production');
  // Embedded default: one key per data folder, so a restart can still read what it wrote.
  const file = path.join(env.DATA_DIR, 'data-encryption.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(env.DATA_DIR, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/** Data keys published in this repository (deploy/env.example used to ship the all-zero one). */
const KNOWN_DEVELOPMENT_KEYS = new Set(['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=']);

/**
 * Why a data key must not protect real data, or undefined when it may. Takes one key's bytes, so it applies to
 * each key of a key ring alike. A random 32-byte key has about 30 distinct bytes and is almost never all
 * printable; a key made from a phrase, a repeated pattern or a counter fails one of these.
 */
export function dataKeyProblem(key: Buffer): string | undefined {
  if (key.length !== 32) return 'must be 32 bytes, base64';
  if (KNOWN_DEVELOPMENT_KEYS.has(key.toString('base64')))
    return `is a published development value; ${GENERATE}`;
  if (new Set(key).size < 16) return `has too little entropy (repeated bytes); ${GENERATE}`;
  const steps = new Set(key.subarray(1).map((b, i) => (b - key[i]! + 256) % 256));
  if (steps.size === 1) return `has too little entropy (a counting sequence); ${GENERATE}`;
  if (key.every((b) => b >= 0x20 && b < 0x7f)) return `is text, not random bytes; ${GENERATE}`;
  return undefined;
}
