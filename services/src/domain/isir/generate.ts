import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { LayoutFile, LayoutFileField } from './layout.js';

/** Synthetic ISIR files for tests and benchmarks: valid by the layout's rules, seeded, so a seed always gives the same file. */
export interface GenerateOptions {
  /** '2024-25', '2025-26', '2026-27' or '2026-27-pre-obbba'. */
  layout: string;
  /** How many records; with `people`, one record each and this is not needed. */
  records?: number;
  seed?: number;
  /** SAIG header and trailer lines (with the record count); default true. */
  headers?: boolean;
  /** Share of students selected for verification (0-1); default 0.25. */
  selectedShare?: number;
  /** Line ending; default CRLF as SAIG delivers. */
  eol?: '\r\n' | '\n';
  /** Transaction numbers start here (a later batch of the same people); default 1. */
  transactionNumber?: number;
  /** Person numbers start here, so two files can name different people; default 0. */
  firstPerson?: number;
  /** Records for these people, in this order (their identity, dependency, selection and SAI); the rest generated as usual. */
  people?: IsirPerson[];
}

/** A given person's record (the demo seed's students): what the generator would otherwise make up. */
export interface IsirPerson {
  firstName: string;
  lastName: string;
  /** Nine digits. */
  ssn: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  email: string | null;
  dependency: 'D' | 'I';
  /** e.g. V1, V4, V5; null leaves the flag blank. */
  trackingFlag: string | null;
  selected: 'Y' | 'N';
  sai: number;
  /** The mailing address; default one derived from the person (every record has one, as FPS sends). */
  address?: { street: string; city: string; state: string; zip: string };
}

const layoutsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'layouts');
const FIRST = [
  'Avery',
  'Jordan',
  'Casey',
  'Riley',
  'Morgan',
  'Quinn',
  'Harper',
  'Rowan',
  'Emerson',
  'Skyler',
  'Dakota',
  'Reese',
  'Parker',
  'Sage',
  'Logan',
];
const LAST = [
  'Rivera',
  'Chen',
  'Okafor',
  'Nguyen',
  'Garcia',
  'Patel',
  'Johnson',
  'Kowalski',
  'Haddad',
  'Mensah',
  'Larsen',
  'Moreau',
  'Tanaka',
  'Silva',
  'Walker',
];

/** mulberry32: small, fast, and the same on every platform. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = (n: number, width: number) => (n >>> 0).toString(16).padStart(width, '0').slice(-width);
const uuidOf = (kind: number, seed: number, n: number) =>
  `${hex(kind * 0x1000000 + seed, 8)}-${hex(n >>> 16, 4)}-4${hex(n, 3)}-8${hex(seed, 3)}-${hex(n, 12)}`;

export function readLayoutFile(name: string): LayoutFile {
  return JSON.parse(readFileSync(path.join(layoutsDir, `${name}.json`), 'utf8')) as LayoutFile;
}

/**
 * The values a generated record does not draw at random, by field: the ids of a person (the same in every file of a
 * seed), the transaction number, a name, SSN, email and mailing address, and what `people` gives.
 */
function fixedValues(
  layout: LayoutFile,
  opts: GenerateOptions,
  seed: number,
  rnd: () => number,
): Map<LayoutFileField, (i: number) => string> {
  const tn = String(opts.transactionNumber ?? 1).padStart(2, '0');
  const byName = (name: string, section?: string) =>
    layout.fields.find((f) => f.name === name && (!section || f.section === section));
  const fixed = new Map<LayoutFileField, (i: number) => string>();
  const set = (f: LayoutFileField | undefined, v: (i: number) => string) => f && fixed.set(f, v);
  const person = (i: number) => (opts.firstPerson ?? 0) + i;
  set(byName('FAFSA UUID'), (i) => uuidOf(1, seed, person(i)));
  set(byName('Transaction UUID'), (i) => uuidOf(2, seed * 100 + (opts.transactionNumber ?? 1), person(i)));
  set(byName('Person UUID'), (i) => uuidOf(3, seed, person(i)));
  set(byName('Transaction Number'), () => tn);
  set(byName('ISIR Version Flag'), () => '1');
  set(byName('First Name', 'student_identity'), (i) => FIRST[person(i) % FIRST.length]!);
  set(
    byName('Last Name', 'student_identity'),
    (i) => `${LAST[Math.floor(person(i) / FIRST.length) % LAST.length]}${person(i)}`,
  );
  set(
    byName('Social Security Number', 'student_identity'),
    (i) =>
      `9${String(person(i) * 7919 + seed)
        .padStart(8, '0')
        .slice(-8)}`,
  );
  set(byName('Email Address', 'student_identity'), (i) => `student${person(i)}@example.edu`);
  // A mailing address for every record (the Postcards report mails to it), the same for a person in every file.
  const address = (i: number) =>
    opts.people?.[i]?.address ?? {
      street: `${(person(i) * 7919 + seed) % 100000} Maple Ave`,
      city: 'Springfield',
      state: 'IL',
      zip: String(10000 + ((person(i) * 37 + seed) % 89999)),
    };
  set(byName('Street Address', 'student_identity'), (i) => address(i).street);
  set(byName('City', 'student_identity'), (i) => address(i).city);
  set(byName('State', 'student_identity'), (i) => address(i).state);
  set(byName('Zip Code', 'student_identity'), (i) => {
    // The draw the blank-or-not choice of this optional field made: the fields after it stay what a seed gave.
    rnd();
    return address(i).zip;
  });
  const people = opts.people;
  if (people) {
    const p = (i: number) => people[i]!;
    set(byName('First Name', 'student_identity'), (i) => p(i).firstName);
    set(byName('Last Name', 'student_identity'), (i) => p(i).lastName);
    set(byName('Social Security Number', 'student_identity'), (i) => p(i).ssn);
    set(byName('Date of Birth', 'student_identity'), (i) => p(i).dateOfBirth.replaceAll('-', ''));
    set(byName('Email Address', 'student_identity'), (i) => p(i).email ?? '');
    set(byName('Dependency Model'), (i) => p(i).dependency);
    set(byName('Verification Tracking Flag'), (i) => p(i).trackingFlag ?? '');
    set(byName('Student Is Selected For Verification'), (i) => p(i).selected);
    set(byName('SAI'), (i) => String(p(i).sai));
  }
  return fixed;
}

/** The lines of a generated file, one at a time (a file of any size in constant memory). */
export function* generateIsirLines(opts: GenerateOptions): Generator<string> {
  const layout = readLayoutFile(opts.layout);
  const seed = opts.seed ?? 1;
  const rnd = prng(seed);
  const share = opts.selectedShare ?? 0.25;
  const width = layout.recordLength;
  const fixed = fixedValues(layout, opts, seed, rnd);
  const people = opts.people;
  const records = people?.length ?? opts.records ?? 0;

  const header = `O*N05TG${String(seed).padStart(5, '0')}       ,CLS=IDSA${layout.awardYear.slice(5)}OP,XXX,BAT=,`;
  const eol = opts.eol ?? '\r\n';
  if (opts.headers !== false) yield header.padEnd(width, ' ') + eol;
  const buf: string[] = new Array(layout.fields.length);
  for (let i = 0; i < records; i++) {
    let line = '';
    let at = 1;
    layout.fields.forEach((f, k) => {
      const fx = fixed.get(f);
      buf[k] = fx ? fx(i) : valueFor(f, rnd, i, share);
    });
    // Fields are in column order; any gap the layout leaves undefined is filler.
    layout.fields.forEach((f, k) => {
      if (f.start > at) line += ' '.repeat(f.start - at);
      line += buf[k]!.padEnd(f.length, ' ').slice(0, f.length);
      at = f.start + f.length;
    });
    if (at <= width) line += ' '.repeat(width - at + 1);
    yield line.slice(0, width) + eol;
  }
  if (opts.headers !== false)
    yield (
      `O*N95TG${String(seed).padStart(5, '0')}       ,CLS=IDSA${layout.awardYear.slice(5)}OP,XXX,BAT=,${String(records).padStart(9, ' ')}`.padEnd(
        width,
        ' ',
      ) + eol
    );
}

/** A generated file as a byte stream. */
export function generateIsirStream(opts: GenerateOptions): Readable {
  const lines = generateIsirLines(opts);
  return new Readable({
    read() {
      // About 64 KB a push keeps the stream busy without holding the file.
      let chunk = '';
      for (let n = 0; n < 8; n++) {
        const next = lines.next();
        if (next.done) {
          if (chunk) this.push(Buffer.from(chunk, 'latin1'));
          this.push(null);
          return;
        }
        chunk += next.value;
      }
      this.push(Buffer.from(chunk, 'latin1'));
    },
  });
}

export function generateIsirBuffer(opts: GenerateOptions): Buffer {
  return Buffer.from([...generateIsirLines(opts)].join(''), 'latin1');
}

function valueFor(f: LayoutFileField, rnd: () => number, i: number, selectedShare: number): string {
  if (f.expect) return f.expect;
  if (f.filler || !f.name) return '';
  if (f.name === 'Student Is Selected For Verification') return rnd() < selectedShare ? 'Y' : 'N';
  if (f.name === 'Verification Tracking Flag') return ['V1', 'V4', 'V5'][i % 3]!;
  if (f.name === 'Dependency Model') return i % 2 ? 'I' : 'D';
  if (f.name === 'Comment Codes') return ['017', '135', '359', '171'].slice(0, i % 4).join('');
  if (f.section === 'correction') return '';
  const rules = (f.rules ?? []).filter(
    (r): r is { op: string; min?: string; max?: string } => typeof r === 'object' && r !== null && 'op' in r,
  );
  if (f.enum && Object.keys(f.enum).length && !rules.length) {
    const codes = Object.keys(f.enum).filter((c) => c.length <= f.length && c.trim());
    return codes.length ? codes[Math.floor(rnd() * codes.length)]! : '';
  }
  // Most optional answers are blank in real records; keeps files realistic and validation honest.
  if (f.blankAllowed !== false && rnd() < 0.6) return '';
  for (const r of rules) {
    if (
      r.op === 'range' &&
      typeof r.min === 'string' &&
      typeof r.max === 'string' &&
      /^-?\d+$/.test(r.min) &&
      /^-?\d+$/.test(r.max)
    ) {
      const lo = Number(r.min),
        hi = Math.min(Number(r.max), lo + 99999);
      const v = lo + Math.floor(rnd() * (hi - lo + 1));
      if (/^\d{8}$/.test(r.min) && r.min.startsWith('19')) return dateBetween(rnd, 1960, 2006);
      // A year and month (CCYYMM) whose rule names a date as its upper bound.
      if (/^19\d{4}$/.test(r.min) && f.length === 6) return dateBetween(rnd, 1960, 2006).slice(0, 6);
      return r.min.length === f.length && v >= 0 ? String(v).padStart(f.length, '0') : String(v);
    }
    // Within the rule's own dates when it names them (the 2025-26 layout's processing window), else 2000-2025.
    if (
      (r.op === 'date' || r.op === 'date_range') &&
      typeof r.min === 'string' &&
      /^\d{8}$/.test(r.min) &&
      typeof r.max === 'string' &&
      /^\d{8}$/.test(r.max)
    ) {
      return dateWithin(rnd, r.min, r.max);
    }
    if (r.op === 'date' || r.op === 'date_range') return dateBetween(rnd, 2000, 2025);
    if (r.op === 'numeric')
      return String(Math.floor(rnd() * 10 ** Math.min(f.length, 6))).padStart(f.length, '0');
    if (r.op === 'year') return String(2020 + Math.floor(rnd() * 5));
    if (r.op === 'uuid') return '';
    if (r.op === 'ssn') return '';
    if (r.op === 'email') return '';
    if (r.op === 'alpha') return 'ABC'.slice(0, f.length);
    if (r.op === 'school_code') return '';
  }
  if (f.enum && Object.keys(f.enum).length) {
    const codes = Object.keys(f.enum).filter((c) => c.length <= f.length && c.trim() && !/\s-\s|to/.test(c));
    return codes.length ? codes[Math.floor(rnd() * codes.length)]! : '';
  }
  return '';
}

function dateBetween(rnd: () => number, from: number, to: number) {
  const y = from + Math.floor(rnd() * (to - from + 1));
  const m = 1 + Math.floor(rnd() * 12);
  const d = 1 + Math.floor(rnd() * 28);
  return `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;
}

/** A valid CCYYMMDD date from `min` to `max` (both CCYYMMDD). */
function dateWithin(rnd: () => number, min: string, max: string) {
  const at = (v: string) => Date.UTC(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, Number(v.slice(6, 8)));
  const days = Math.floor((at(max) - at(min)) / 86_400_000);
  return new Date(at(min) + Math.floor(rnd() * (days + 1)) * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');
}
