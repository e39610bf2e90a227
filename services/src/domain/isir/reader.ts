import type { Readable } from 'node:stream';
import { awardYearLabel, type ElementInfo, type Layout } from './layout.js';

/** A problem that makes the whole file unreadable: names the line and what is wrong. Nothing of the file is kept. */
export class IsirFileError extends Error {
  constructor(
    readonly line: number | null,
    readonly problem: string,
  ) {
    super(line === null ? problem : `Line ${line}: ${problem}`);
  }
}

export interface FieldWarning {
  field: number | null;
  name: string;
  message: string;
}

export interface ParsedRecord {
  line: number;
  text: string;
  layout: Layout;
  warnings: FieldWarning[];
}

export interface ReadSummary {
  header: string | null;
  trailer: string | null;
  trailerCount: number | null;
  records: number;
  /** Lines that are not records (skipped, never imported), each with why; `skippedCount` counts them all. */
  skipped?: { line: number; message: string }[];
  skippedCount?: number;
}

/** Skipped lines kept for the upload's warnings; the count goes on. */
const KEEP_SKIPPED = 200;

/**
 * Lines of a stream (CRLF or LF), without holding more than one chunk and one partial line. A line is a slice of its
 * decoded chunk, which it keeps alive. Decoding each line on its own from the bytes was measured (issue 28, 100,000
 * records on a server) and raised the import's peak memory from 382 to 493 MB: a stored file's 1 MB chunks decode to
 * strings held outside V8's heap, whose volume makes V8 collect its old generation often (49 full collections, old
 * generation 69 MB at the peak); lines decoded one by one (7.7 KB each, inside the heap) left it to grow to 208 MB.
 * The line a chunk boundary cuts is joined on its own; the chunk itself is never copied (issue 28: peak memory of
 * 100,000 records on a server, paired runs: 382-387 -> 369-373 MB).
 */
export async function* lines(source: Readable | AsyncIterable<Buffer> | Buffer): AsyncGenerator<string> {
  let rest = '';
  const chunks: AsyncIterable<Buffer | string> | Iterable<Buffer> = Buffer.isBuffer(source)
    ? [source]
    : source;
  for await (const chunk of chunks) {
    // latin1 keeps one character per byte, so a byte outside printable ASCII is seen and reported, never mangled.
    const text = typeof chunk === 'string' ? chunk : chunk.toString('latin1');
    let start = 0;
    if (rest) {
      // The line cut by the chunk's start, joined alone: `rest + text` was copied whole (1 MB, inside V8's heap, kept
      // to a full collection once a scavenge found it in use) at its first search.
      const nl = text.indexOf('\n');
      if (nl < 0) {
        rest += text;
        continue;
      }
      const line = rest + text.slice(0, nl);
      yield line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line;
      start = nl + 1;
    }
    for (;;) {
      const nl = text.indexOf('\n', start);
      if (nl < 0) break;
      yield text.charCodeAt(nl - 1) === 13 && nl > start ? text.slice(start, nl - 1) : text.slice(start, nl);
      start = nl + 1;
    }
    rest = text.slice(start);
  }
  if (rest.length) yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}

const BLANK = /^\s*$/;
const NOT_TEXT = /[^\x20-\x7e]/;

/** Which layout reads this record: its year indicator, then (e.g. 2026-27) the variant selector. */
export function pickLayout(layouts: Layout[], text: string, line: number): Layout {
  const code = text[0] ?? '';
  const ofYear = layouts.filter((l) => l.edYearCode === code);
  if (!ofYear.length) {
    const known = [...new Set(layouts.map((l) => `${l.edYearCode} (${awardYearLabel(l.aidYear)})`))].join(
      ', ',
    );
    throw new IsirFileError(
      line,
      `unknown year indicator '${code}' in column 1; layouts are loaded for ${known}`,
    );
  }
  // The newest award year with this indicator (a digit repeats every ten years).
  const newest = Math.max(...ofYear.map((l) => l.aidYear));
  const candidates = ofYear.filter((l) => l.aidYear === newest);
  const selected = candidates.find(
    (l) => l.selector && text.substr(l.selector.start, l.selector.length).trim() === l.selector.value,
  );
  return selected ?? candidates.find((l) => !l.selector) ?? candidates[0]!;
}

/**
 * Reads an ISIR file as a stream: SAIG header/trailer lines, blank lines, each record by its own layout.
 * Structural problems throw IsirFileError; field problems become per-record warnings.
 */
export async function* readIsirFile(
  source: Readable | AsyncIterable<Buffer> | Buffer,
  layouts: Layout[],
  opts: { aidYear?: number; summary?: ReadSummary } = {},
): AsyncGenerator<ParsedRecord> {
  const summary = opts.summary ?? { header: null, trailer: null, trailerCount: null, records: 0 };
  let lineNo = 0;
  let fileYear: number | null = opts.aidYear ?? null;
  let trailerLine = 0;
  for await (const text of lines(source)) {
    lineNo++;
    if (lineNo === 1 && text.charCodeAt(0) === 0xfeff)
      throw new IsirFileError(1, 'the file starts with a byte-order mark; an ISIR file is plain ASCII text');
    const bad = NOT_TEXT.exec(text);
    if (bad) {
      throw new IsirFileError(
        lineNo,
        `is not text: byte 0x${bad[0].charCodeAt(0).toString(16).padStart(2, '0')} at column ${bad.index + 1} (an ISIR file is fixed-width ASCII)`,
      );
    }
    if (BLANK.test(text)) continue;
    if (summary.trailer !== null)
      throw new IsirFileError(lineNo, `data after the trailer line (line ${trailerLine})`);
    if (text.startsWith('O*N05')) {
      if (summary.header !== null || summary.records > 0)
        throw new IsirFileError(lineNo, 'a SAIG header line (O*N05) must come before the records, once');
      summary.header = text.trimEnd();
      continue;
    }
    if (text.startsWith('O*N95')) {
      summary.trailer = text.trimEnd();
      trailerLine = lineNo;
      const count = /BAT=[^,]*,\s*(\d+)/.exec(text) ?? /^O\*N95.*?(\d+)\s*$/.exec(text.trimEnd());
      summary.trailerCount = count ? Number(count[1]) : null;
      continue;
    }
    // A line is a record only when column 1 holds the year indicator of an installed layout and something follows
    // it; any other line (junk, a stray character on a blank line) is skipped with a warning naming it, so it can
    // never import as a student, and never refuses the file.
    const why = notARecord(layouts, text);
    if (why) {
      summary.skippedCount = (summary.skippedCount ?? 0) + 1;
      if ((summary.skipped ??= []).length < KEEP_SKIPPED)
        summary.skipped.push({ line: lineNo, message: `Line ${lineNo} skipped: ${why}` });
      continue;
    }
    const layout = pickLayout(layouts, text, lineNo);
    if (fileYear !== null && layout.aidYear !== fileYear) {
      throw new IsirFileError(
        lineNo,
        `is a ${awardYearLabel(layout.aidYear)} record (year indicator '${text[0]}'); this file is for ${awardYearLabel(fileYear)}`,
      );
    }
    fileYear = layout.aidYear;
    if (text.length !== layout.recordLength) {
      throw new IsirFileError(
        lineNo,
        `is ${text.length} characters long; a ${layout.name} record is ${layout.recordLength}${text.length < layout.recordLength ? ' (truncated?)' : ''}`,
      );
    }
    summary.records++;
    yield { line: lineNo, text, layout, warnings: validateRecord(layout, text) };
  }
  if (summary.trailerCount !== null && summary.trailerCount !== summary.records) {
    throw new IsirFileError(
      trailerLine,
      `the trailer counts ${summary.trailerCount} records but the file holds ${summary.records}`,
    );
  }
  if (summary.header !== null && summary.trailer === null && summary.records > 0) {
    throw new IsirFileError(
      lineNo,
      'the file has a SAIG header (O*N05) but no trailer (O*N95): it may be cut short',
    );
  }
  if (summary.records === 0) throw new IsirFileError(null, 'The file holds no ISIR records');
}

/**
 * Why a (non-blank, non-header) line is not an ISIR record, or null when it is one. A line with a known year
 * indicator and content whose length is wrong is a damaged record, not junk: the reader refuses the file for it
 * (a file cut short must not import without its last students).
 */
function notARecord(layouts: Layout[], text: string): string | null {
  const code = text[0] ?? '';
  if (!layouts.some((l) => l.edYearCode === code)) {
    const known = [...new Set(layouts.map((l) => l.edYearCode))].join(', ');
    return `column 1 holds '${code}', not the year indicator of an installed ISIR layout (${known}); not a record`;
  }
  if (BLANK.test(text.slice(1))) return `blank after the year indicator in column 1; not a record`;
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const validMonth = (v: string) =>
  /^\d{6}$/.test(v) && Number(v.slice(4, 6)) >= 1 && Number(v.slice(4, 6)) <= 12;

/** A calendar date CCYYMMDD (worked out without a Date: the import checks a few dozen per record). */
export function validDate(v: string): boolean {
  if (!/^\d{8}$/.test(v)) return false;
  const y = Number(v.slice(0, 4)),
    m = Number(v.slice(4, 6)),
    d = Number(v.slice(6, 8));
  // Years 0000-0099 were never valid (Date.UTC reads them as 1900-1999).
  if (y < 100 || m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);
}

/**
 * A field as the check reads it, prepared once per layout: every record checks ~550 fields, so what depends on the
 * layout alone (the closed list of codes, whether 'N/A' is a value, a range's bounds) is not worked out per value.
 */
interface CheckedField {
  el: ElementInfo;
  /** The enumeration's codes when they are a closed list (no rule beside it), else null. */
  codes: Map<string, string> | null;
  naAllowed: boolean;
  /** Per rule: a numeric range's bounds, else null. */
  bounds: ({ min: number; max: number } | null)[];
}

const INTEGER = /^-?\d+$/;
const checkedCache = new WeakMap<Layout, CheckedField[]>();
/** Only the fields a rule or an enumeration constrains are read (a few hundred of ~950). */
const checkedFields = (layout: Layout) => {
  let list = checkedCache.get(layout);
  if (!list) {
    list = layout.elements
      // The year indicator chose the layout.
      .filter((e) => !e.filler && (e.rules.length > 0 || e.enumName) && !(e.expect && e.cpsNumber === 1))
      .map((el) => {
        const codes = el.enumName ? layout.enums.get(el.enumName) : undefined;
        return {
          el,
          // Enumerations whose only entries describe ranges are not closed lists.
          codes: codes && codes.size && !el.rules.length ? codes : null,
          naAllowed: el.notes.includes('N/A'),
          bounds: el.rules.map((r) =>
            r.op === 'range' &&
            typeof r.min === 'string' &&
            typeof r.max === 'string' &&
            INTEGER.test(r.min) &&
            INTEGER.test(r.max)
              ? { min: Number(r.min), max: Number(r.max) }
              : null,
          ),
        };
      });
    checkedCache.set(layout, list);
  }
  return list;
};

/** A record checked against its layout's rules; each broken rule is a warning naming the field. */
export function validateRecord(layout: Layout, text: string): FieldWarning[] {
  const warnings: FieldWarning[] = [];
  for (const field of checkedFields(layout)) {
    const el = field.el;
    // substr and trim are V8's own: finding the value's bounds with charCodeAt and cutting it once was slower (issue 28).
    const raw = text.substr(el.startOffset, el.length);
    const value = raw.trim();
    if (!value) continue; // blank fields are common in FSA's own test files; required-ness is enforced by FPS, not here
    const problem = checkValue(field, value, raw);
    if (problem) warnings.push({ field: el.cpsNumber, name: el.displayName, message: problem });
  }
  return warnings;
}

const SCHOOL_CODE = /^[0BEG]\d{5}$/;
const digitsInRange = (value: string, min: unknown, max: unknown) =>
  typeof min === 'string' &&
  typeof max === 'string' &&
  min.length === value.length &&
  (value < min || value > max);

/** Fixed-width groups of a list field (comment codes, reject codes): each group blank or matching `ok`. */
function badGroup(raw: string, width: number, ok: RegExp): string | null {
  for (let i = 0; i < raw.length; i += width) {
    const g = raw.slice(i, i + width).trim();
    if (g && !ok.test(g)) return g;
  }
  return null;
}

/**
 * Why a field's value breaks its layout's rules, or null.
 * Over 80 lines: one case per kind of rule in ED's layouts, a few lines each, read as one table.
 */
function checkValue(field: CheckedField, value: string, raw: string): string | null {
  const { el, codes } = field;
  if (codes && !codes.has(value))
    return `'${value}' is not one of ${[...codes.keys()].slice(0, 8).join(', ')}`;
  // 'N/A' is a value of its own wherever the layout's notes list it (NSLDS amounts, codes).
  if (value === 'N/A' && field.naAllowed) return null;
  for (let i = 0; i < el.rules.length; i++) {
    const r = el.rules[i]!;
    switch (r.op) {
      case 'uuid':
        if (!UUID.test(value)) return `'${value}' is not a UUID`;
        break;
      case 'range': {
        const bounds = field.bounds[i];
        if (bounds) {
          if (!INTEGER.test(value)) return `'${value}' is not a number`;
          const n = Number(value);
          if (n < bounds.min || n > bounds.max) return `${value} is outside ${r.min} to ${r.max}`;
        }
        break;
      }
      case 'numeric':
        if (!/^-?\d+$/.test(value)) return `'${value}' is not numeric`;
        break;
      case 'date':
      case 'date_range':
        // A six-character date field holds a month (CCYYMM, e.g. Legal Residence Date).
        if (el.length === 6 ? !validMonth(value) : !validDate(value))
          return `'${value}' is not a date (${el.length === 6 ? 'CCYYMM' : 'CCYYMMDD'})`;
        if (r.op === 'date_range' && digitsInRange(value, r.min, r.max))
          return `${value} is outside ${r.min} to ${r.max}`;
        break;
      case 'ssn':
        if (!/^\d{9}$/.test(value)) return `'${value}' is not a 9-digit SSN`;
        if (digitsInRange(value, r.min, r.max)) return `${value} is outside ${r.min} to ${r.max}`;
        break;
      case 'itin':
        if (!/^\d{9}$/.test(value)) return `'${value}' is not a 9-digit ITIN`;
        if (digitsInRange(value, r.min, r.max)) return `${value} is outside ${r.min} to ${r.max}`;
        break;
      case 'alphanumeric':
        if (value !== 'N/A' && !/^[A-Za-z0-9 -]+$/.test(value))
          return `'${value}' is not alphanumeric (letters, digits, dash, space)`;
        break;
      case 'school_code':
        // Beside region_code (NSLDS overpayment contacts) either form is valid: region_code checks both.
        if (el.rules.some((x) => x.op === 'region_code')) break;
        if (!SCHOOL_CODE.test(value))
          return `'${value}' is not a federal school code (0, B, E or G and five digits)`;
        break;
      case 'region_code':
        // NSLDS overpayment contact: a school code, a numeric region code, 'N/A' or 'Y' (more than one).
        if (value !== 'N/A' && value !== 'Y' && !/^\d{1,8}$/.test(value) && !SCHOOL_CODE.test(value)) {
          return `'${value}' is not a school code, region code, N/A or Y`;
        }
        break;
      case 'eti_destination':
        if (!/^[A-Z]{2}[A-Z0-9]{5}$/.test(value))
          return `'${value}' is not a destination number (e.g. FT12345)`;
        break;
      case 'dhs_case_number':
        if (!/^\d{13}[A-Z]{2}$/.test(value))
          return `'${value}' is not a DHS case number (13 digits and 2 capital letters)`;
        break;
      case 'comment_codes': {
        const bad = badGroup(raw, 3, /^\d{3}$/);
        if (bad) return `comment code '${bad}' is not a 3-digit number`;
        break;
      }
      case 'reject_codes': {
        const bad = badGroup(raw, 2, /^(?:[A-Z]|[1-9]\d?|\d[1-9])$/);
        if (bad) return `reject code '${bad}' is not a letter or a number 1 to 99`;
        break;
      }
      case 'email':
        if (!EMAIL.test(value)) return `'${value}' is not an e-mail address`;
        break;
      case 'alpha':
        if (!/^[A-Za-z ]+$/.test(value)) return `'${value}' is not alphabetic`;
        break;
      case 'year':
        if (!/^\d{4}$/.test(value)) return `'${value}' is not a year`;
        break;
      default:
        break;
    }
  }
  return null;
}
