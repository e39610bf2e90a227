import type ExcelJS from 'exceljs';
import { assertZipWithinLimits, type ZipLimits } from '../../platform/zip-guard.js';
import { loadExcelJs } from '../../platform/on-first-use.js';
import type { Readable } from 'node:stream';
import type { Db } from '../../platform/db.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import type { Caller } from '../../platform/caller.js';
import * as sql from './reference.queries.js';

/** FSA's list is about 6,000 schools (under 1 MB as CSV); ten times that is surely not the list. */
export const SCHOOL_CODE_LIST_MAX_BYTES = 10 * 1024 * 1024;

/** The columns of FSA's Federal School Code List, in its spelling. */
const COLUMNS = [
  'SchoolCode',
  'SchoolName',
  'Address',
  'City',
  'StateCode',
  'ZipCode',
  'Province',
  'Country',
  'PostalCode',
] as const;
type Column = (typeof COLUMNS)[number];
const COLUMN_LIST = COLUMNS.join(', ');

/** Federal School Code: 0 (older Title IV codes), B, E or G, then five digits. */
const SCHOOL_CODE = /^[0BEG][0-9]{5}$/;

/** USPS codes of the states, DC, the territories and freely associated states, and the armed forces "states". */
const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD ' +
    'TN TX UT VT VA WA WV WI WY AS GU MP PR VI FM MH PW AA AE AP'
  ).split(' '),
);
/** Foreign schools are grouped under FSA's "FC" (foreign country) when the list gives them no two-letter code. */
const FOREIGN_STATE = 'FC';
const DOMESTIC_COUNTRIES = new Set(['', 'USA', 'US', 'UNITED STATES', 'UNITED STATES OF AMERICA']);

export interface SchoolCodeListRow {
  line: number;
  schoolCode: string;
  schoolName: string;
  address: string | null;
  city: string;
  stateAbbreviation: string;
  zipCode: string | null;
  province: string | null;
  country: string;
  postalCode: string | null;
}

/** Reads the upload whole (the list is small), refusing it as soon as it passes the size limit. */
export async function readLimited(stream: Readable, limit = SCHOOL_CODE_LIST_MAX_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit)
      tooLarge = true; // keep draining so the request ends cleanly
    else chunks.push(chunk as Buffer);
  }
  if (tooLarge)
    throw new HttpError(
      413,
      `The file is larger than ${limit / 1024 / 1024} MB; FSA's Federal School Code List is far smaller`,
    );
  return Buffer.concat(chunks);
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what Excel writes for "CSV (Comma delimited)"). */
export function decodeText(bytes: Buffer): string {
  if (bytes.includes(0))
    throw badRequest(
      "This is neither CSV nor an .xlsx workbook: load FSA's Federal School Code List as posted (.xlsx) or saved as CSV",
    );
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Splits CSV (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF) into records with their first line. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      quoteLine = line;
      field = '';
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      records.push({ line: start, fields });
      fields = [];
      field = '';
      line++;
      start = line;
    } else field += c;
  }
  if (quoted) throw badRequest(`Line ${quoteLine}: a quoted field is never closed (a missing ")`);
  if (field !== '' || fields.length) {
    fields.push(field);
    records.push({ line: start, fields });
  }
  return records.filter((r) => r.fields.some((f) => f.trim() !== ''));
}

type CsvRecord = { line: number; fields: string[] };

const UNREADABLE_WORKBOOK =
  'This .xlsx workbook cannot be read (damaged, or not a workbook): save it again from Excel, or as CSV (Comma delimited)';

/** What an uploaded workbook may unpack to (FSA's list: ~6,000 rows, a few MB unpacked, ~15 parts). */
export const WORKBOOK_LIMITS: ZipLimits = {
  maxEntries: 200,
  maxUncompressedBytes: 32 * 1024 * 1024,
  what: 'The workbook',
  damagedMessage: UNREADABLE_WORKBOOK,
};

/** An .xlsx is a zip: it starts with a zip entry's signature. */
const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A cell as the list means it: text as is, a number shown with its zero-padded format (a code typed as 001081 and shown so). */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (typeof v === 'number') {
    const fmt = typeof cell.numFmt === 'string' && /^0+$/.test(cell.numFmt) ? cell.numFmt.length : 0;
    return String(v).padStart(fmt, '0');
  }
  return cell.text ?? '';
}

/** The first worksheet of FSA's .xlsx as records with their row numbers (the "lines" faults name). */
async function readWorkbook(bytes: Buffer): Promise<CsvRecord[]> {
  // FSA's list unpacks to a few MB in about a dozen parts; anything far beyond is refused before exceljs inflates it.
  await assertZipWithinLimits(bytes, WORKBOOK_LIMITS);
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(UNREADABLE_WORKBOOK);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no worksheet');
  const records: CsvRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const fields: string[] = [];
    for (let i = 1; i <= row.cellCount; i++) fields.push(cellText(row.getCell(i)));
    if (fields.some((f) => f.trim() !== '')) records.push({ line: rowNumber, fields });
  });
  return records;
}

const squash = (s: string) => s.toLowerCase().replace(/[\s_]/g, '');

/**
 * Checks FSA's Federal School Code List (its .xlsx, or CSV with a header row) and returns its schools; any fault
 * refuses the whole file, naming the line (the worksheet row; up to 20 faults are listed in inputErrors).
 */
export async function parseSchoolCodeList(bytes: Buffer): Promise<SchoolCodeListRow[]> {
  if (bytes.length === 0) throw badRequest('The file is empty');
  const records = isZip(bytes) ? await readWorkbook(bytes) : parseCsv(decodeText(bytes));
  const header = records.shift();
  if (!header) throw badRequest('The file is empty');
  const index = new Map(header.fields.map((name, i) => [squash(name), i]));
  const missing = COLUMNS.filter((c) => !index.has(squash(c)));
  if (missing.length) {
    throw badRequest(
      `Line ${header.line}: the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (FSA's Federal School Code List has ${COLUMN_LIST})`,
    );
  }
  if (!records.length) throw badRequest('The file lists no schools');

  const faults: { path: string; message: string }[] = [];
  const fault = (line: number, message: string) =>
    faults.push({ path: `line ${line}`, message: `Line ${line}: ${message}` });
  const seen = new Map<string, number>();
  const rows: SchoolCodeListRow[] = [];
  for (const { line, fields } of records) {
    const get = (c: Column) => (fields[index.get(squash(c))!] ?? '').trim();
    const orNull = (c: Column) => get(c) || null;
    const code = get('SchoolCode').toUpperCase();
    const name = get('SchoolName');
    const state = get('StateCode').toUpperCase();
    const country = get('Country');
    const province = orNull('Province');
    const foreign = !DOMESTIC_COUNTRIES.has(country.toUpperCase()) || province !== null;
    let city = get('City');
    if (!SCHOOL_CODE.test(code)) {
      const hint = /^[0-9]{1,5}$/.test(code) ? ' — a spreadsheet may have dropped its leading zeros' : '';
      fault(
        line,
        `the school code "${code}" is not a Federal School Code (6 characters: 0, B, E or G, then 5 digits)${hint}`,
      );
    } else if (seen.has(code)) fault(line, `the school code ${code} is already on line ${seen.get(code)}`);
    else seen.set(code, line);
    if (!name) fault(line, `school ${code} has no name`);
    else if (name.length > 200) fault(line, `the name of school ${code} is longer than 200 characters`);
    if (foreign) {
      if (state && !/^[A-Z]{2}$/.test(state))
        fault(line, `the state code "${state}" of foreign school ${code} is not two letters`);
      if (!city) city = country || province || '';
    } else {
      if (!US_STATES.has(state)) fault(line, `the state code "${state}" is not a U.S. state or territory`);
      if (!city) fault(line, `school ${code} has no city`);
    }
    const tooLong = COLUMNS.find((c) => get(c).length > 200);
    if (tooLong) fault(line, `the ${tooLong} is longer than 200 characters`);
    rows.push({
      line,
      schoolCode: code,
      schoolName: name,
      address: orNull('Address'),
      city,
      stateAbbreviation: foreign ? state || FOREIGN_STATE : state,
      zipCode: orNull('ZipCode'),
      province,
      country: foreign ? country || 'Unknown' : 'USA',
      postalCode: orNull('PostalCode'),
    });
  }
  if (faults.length) {
    const more =
      faults.length > 1 ? ` (and ${faults.length - 1} more fault${faults.length > 2 ? 's' : ''})` : '';
    throw badRequest(`${faults[0]!.message}${more}; nothing was loaded`, {
      inputErrors: faults.slice(0, 20),
    });
  }
  return rows;
}

const INSERT_BATCH = 1000;

/** Replaces the whole Title IV school list with the file's schools, in one transaction, and records the load. */
export async function loadSchoolCodeList(db: Db, caller: Caller, fileName: string, bytes: Buffer) {
  const name = fileName.trim().slice(0, 200) || 'unnamed file';
  const rows = await parseSchoolCodeList(bytes);
  const foreignCount = rows.filter((r) => r.country !== 'USA').length;
  const load = await db.transaction(async (tx) => {
    // Two loads at once would each delete only the rows they saw and then collide on the codes: one at a time.
    // EXCLUSIVE still lets lookups read the old list until this one commits.
    await sql.lockTitleIvSchools.run(tx, {});
    await sql.deleteTitleIvSchools.run(tx, {});
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const batch = rows.slice(i, i + INSERT_BATCH);
      const col = <K extends keyof SchoolCodeListRow>(k: K) => batch.map((r) => r[k]);
      await sql.insertTitleIvSchools.run(tx, {
        schoolCodes: col('schoolCode'),
        schoolNames: col('schoolName'),
        addresses: col('address'),
        cities: col('city'),
        states: col('stateAbbreviation'),
        zipCodes: col('zipCode'),
        provinces: col('province'),
        countries: col('country'),
        postalCodes: col('postalCode'),
      });
    }
    const saved = await sql.insertListLoad.first(tx, {
      fileName: name,
      accountId: caller.accountId,
      loadedBy: caller.username,
      schoolCount: rows.length,
      foreignSchoolCount: foreignCount,
    });
    return saved!;
  });
  return {
    message: `Loaded ${rows.length} schools from ${name}`,
    ...(await schoolCodeListSource(db)),
    loadId: load.id,
  };
}

/** Where the Title IV school list came from: the newest load of FSA's list, or (none yet) the hand-typed sample. */
export async function schoolCodeListSource(db: Db) {
  const count = await sql.titleIvSchoolCount.first(db, {});
  const last = await sql.lastListLoad.first(db, {});
  return {
    sample: !last,
    schoolCount: count!.n,
    lastLoad: last ? { ...last, loadedAt: new Date(last.loadedAt).toISOString() } : null,
  };
}
