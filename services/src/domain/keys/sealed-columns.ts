import { Sealer } from '../../platform/crypto.js';

/**
 * Every column holding values sealed with the data key, for the re-seal job and the key status. A new sealed
 * column is added here, or its values stay under an old key and the old key can never be removed.
 */
export interface SealedColumn {
  /** What an operator reads, e.g. "student SSNs". */
  what: string;
  table: string;
  /** A unique, ordered key of the table for keyset pagination. */
  key: string;
  keyType: 'integer' | 'bigint' | 'text';
  column: string;
  /** A marker some values carry before the sealed text (raw ISIR records: `z:` when compressed). */
  prefix?: string;
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  {
    what: 'token-signing keys',
    table: 'signing_key',
    key: 'kid',
    keyType: 'text',
    column: 'private_jwk_encrypted',
  },
  {
    what: 'SAIG mailbox passwords',
    table: 'saig_mailbox',
    key: 'school_code',
    keyType: 'text',
    column: 'password_sealed',
  },
  // The tables behind the views (migration 102): an import's unpublished rows are sealed too.
  { what: 'student SSNs', table: 'student_all', key: 'id', keyType: 'integer', column: 'ssn_encrypted' },
  {
    what: 'student-repository SSNs',
    table: 'student_repository',
    key: 'id',
    keyType: 'bigint',
    column: 'ssn_encrypted',
  },
  {
    what: 'correction values (ISIR)',
    table: 'isir_correction',
    key: 'id',
    keyType: 'integer',
    column: 'isir_value_sealed',
  },
  {
    what: 'correction values (corrected)',
    table: 'isir_correction',
    key: 'id',
    keyType: 'integer',
    column: 'corrected_value_sealed',
  },
  {
    what: 'raw ISIR records',
    table: 'isir_record_all',
    key: 'id',
    keyType: 'bigint',
    column: 'raw_encrypted',
    prefix: 'z:',
  },
];

/** SQL for the key id a stored value names (the text before the first colon, after any prefix). */
export function keyIdSql(c: SealedColumn): string {
  if (!c.prefix) return `split_part(${c.column}, ':', 1)`;
  const prefix = c.prefix.replace(/'/g, "''");
  return `CASE WHEN left(${c.column}, ${c.prefix.length}) = '${prefix}' THEN split_part(substr(${c.column}, ${c.prefix.length + 1}), ':', 1) ELSE split_part(${c.column}, ':', 1) END`;
}

/** A stored value sealed again under the current key, its prefix kept. */
export function resealStored(sealer: Sealer, c: SealedColumn, stored: string): string {
  if (c.prefix && stored.startsWith(c.prefix)) return c.prefix + sealer.reseal(stored.slice(c.prefix.length));
  return sealer.reseal(stored);
}
