import type ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { badRequest, HttpError } from '../../platform/errors.js';
import { assertZipWithinLimits, type ZipLimits } from '../../platform/zip-guard.js';
import { loadExcelJs } from '../../platform/on-first-use.js';
import { parseCsv } from '../backoffice/school-code-list.js';

/** A 50,000-student roster is about 6 MB as CSV; 40 MB leaves room for wide exports without accepting anything. */
export const ROSTER_MAX_BYTES = 40 * 1024 * 1024;
export const ROSTER_MAX_ROWS = 250_000;
const UNREADABLE_WORKBOOK =
  'This .xlsx workbook cannot be read (damaged, or not a workbook): save it again from your SIS or Excel, or as CSV';
/** An .xlsx is a zip: it is refused before parsing when it holds or unpacks to more than a roster can (a zip bomb). */
export const ROSTER_WORKBOOK_LIMITS: ZipLimits = {
  maxEntries: 500,
  maxUncompressedBytes: 200 * 1024 * 1024,
  what: 'This workbook',
  damagedMessage: UNREADABLE_WORKBOOK,
  advice: 'a roster workbook is far smaller, save it as CSV',
};

export type RosterFormat = 'CSV' | 'XLSX';

/** The roster's columns, with the spellings SIS exports use for them (compared without case, spaces or punctuation). */
const COLUMN_NAMES = {
  schoolStudentId: ['studentid', 'schoolstudentid', 'sisid', 'bannerid', 'emplid', 'colleagueid', 'id'],
  ssn: ['ssn', 'socialsecuritynumber'],
  ssnLastFour: ['ssnlast4', 'ssnlastfour', 'last4', 'lastfour', 'last4ssn'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate'],
  lastName: ['lastname', 'surname', 'familyname'],
  firstName: ['firstname', 'givenname'],
  email: ['email', 'emailaddress'],
  phone: ['phone', 'phonenumber', 'mobile', 'cellphone'],
  enrollmentTerm: ['term', 'enrollmentterm', 'admitterm'],
} as const;
type Column = keyof typeof COLUMN_NAMES;
/** How the columns are named in messages (the spelling of the roster template). */
export const COLUMN_LABEL: Record<Column, string> = {
  schoolStudentId: 'StudentId',
  ssn: 'SSN',
  ssnLastFour: 'SSNLast4',
  dateOfBirth: 'DateOfBirth',
  lastName: 'LastName',
  firstName: 'FirstName',
  email: 'Email',
  phone: 'Phone',
  enrollmentTerm: 'Term',
};
export const ROSTER_COLUMNS_HINT =
  'StudentId, SSN (or SSNLast4), DateOfBirth, LastName, FirstName, and optionally Email, Phone, Term';

export interface RosterRow {
  rowNumber: number;
  schoolStudentId: string;
  ssn: string | null;
  ssnLastFour: string;
  dateOfBirth: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  enrollmentTerm: string | null;
}

export interface RosterError {
  rowNumber: number;
  column: string | null;
  code: string;
  message: string;
}

/** Reads the upload whole, refusing it once it passes the limit (the rest is drained so the request ends cleanly). */
export async function readRoster(stream: Readable, limit = ROSTER_MAX_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) tooLarge = true;
    else chunks.push(chunk as Buffer);
  }
  if (tooLarge)
    throw new HttpError(
      413,
      `The roster is larger than ${limit / 1024 / 1024} MB: split it by term or aid year`,
    );
  return Buffer.concat(chunks);
}

const isZip = (b: Buffer) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** UTF-8 (with or without BOM), else Windows-1252 as Excel writes "CSV (Comma delimited)"; UTF-16 and binary are refused. */
export function decodeRoster(bytes: Buffer): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw badRequest('The roster is UTF-16 text: save it as "CSV UTF-8 (Comma delimited)" or .xlsx');
  }
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0))
    throw badRequest(
      'The roster is neither CSV text nor an .xlsx workbook (it holds binary data): export it from your SIS as CSV or .xlsx',
    );
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number') {
    const width = typeof cell.numFmt === 'string' && /^0+$/.test(cell.numFmt) ? cell.numFmt.length : 0;
    return String(v).padStart(width, '0');
  }
  return cell.text ?? '';
}

async function readWorkbook(bytes: Buffer): Promise<{ line: number; fields: string[] }[]> {
  await assertZipWithinLimits(bytes, ROSTER_WORKBOOK_LIMITS);
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(UNREADABLE_WORKBOOK);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no worksheet');
  const records: { line: number; fields: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const fields: string[] = [];
    for (let i = 1; i <= row.cellCount; i++) fields.push(cellText(row.getCell(i)));
    if (fields.some((f) => f.trim() !== '')) records.push({ line: rowNumber, fields });
  });
  return records;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const SSN = /^(?!000|666)[0-9]{3}(?!00)[0-9]{2}(?!0000)[0-9]{4}$/;
const STUDENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,29}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** YYYY-MM-DD or MM/DD/YYYY as a date between 1900 and today; null when it is not one. */
export function parseDate(value: string): string | null {
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    if (!m) return null;
    [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900 || date.getTime() > Date.now()) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Checks a roster (CSV with a header row, or the first sheet of an .xlsx) row by row. A file that cannot be a
 * roster (empty, unreadable, a column missing, too many rows) is refused whole; a faulty row is an error naming
 * its row and column, and the other rows are kept.
 */
export async function parseRoster(
  bytes: Buffer,
): Promise<{ format: RosterFormat; rows: RosterRow[]; errors: RosterError[]; rowCount: number }> {
  if (bytes.length === 0) throw badRequest('The roster is empty');
  const format: RosterFormat = isZip(bytes) ? 'XLSX' : 'CSV';
  const records = format === 'XLSX' ? await readWorkbook(bytes) : parseCsv(decodeRoster(bytes));
  const header = records.shift();
  if (!header) throw badRequest('The roster is empty');
  const index = rosterColumns(header);
  if (!records.length) throw badRequest('The roster lists no students (only a header row)');
  if (records.length > ROSTER_MAX_ROWS)
    throw badRequest(`The roster has ${records.length} rows; load at most ${ROSTER_MAX_ROWS} at a time`);

  // Rows are the file's student rows, however many faults one of them holds.
  const rowCount = records.length;
  const rows: RosterRow[] = [];
  const errors: RosterError[] = [];
  const firstRowOf = new Map<string, number>();
  for (let k = 0; k < records.length; k++) {
    const { line, fields } = records[k]!;
    // Each record is let go once read, so the parsed file and the rows built from it are not both held whole.
    records[k] = undefined as never;
    const faults: RosterError[] = [];
    const row = checkRosterRow(
      line,
      (c) => (index.has(c) ? (fields[index.get(c)!] ?? '').trim() : ''),
      (c, code, message) =>
        faults.push({
          rowNumber: line,
          column: c ? COLUMN_LABEL[c] : null,
          code,
          message: `Row ${line}${c ? `, column ${COLUMN_LABEL[c]}` : ''}: ${message}`,
        }),
      index.has('ssn') ? 'ssn' : 'ssnLastFour',
    );
    // A student id is taken by its first row without faults; a later row with it is a duplicate.
    const sid = row?.schoolStudentId.toUpperCase();
    if (row && sid !== undefined && firstRowOf.has(sid))
      faults.push({
        rowNumber: line,
        column: COLUMN_LABEL.schoolStudentId,
        code: 'DUPLICATE_ID',
        message: `Row ${line}, column ${COLUMN_LABEL.schoolStudentId}: student id ${row.schoolStudentId} is already on row ${firstRowOf.get(sid)}`,
      });
    else if (row && sid !== undefined) firstRowOf.set(sid, line);
    if (faults.length) errors.push(...faults);
    else rows.push(row!);
  }
  return { format, rows, errors, rowCount };
}

/** Where each column is in the header row; a header without a required column refuses the file, naming them. */
function rosterColumns(header: { line: number; fields: string[] }): Map<Column, number> {
  const index = new Map<Column, number>();
  header.fields.forEach((name, i) => {
    const key = squash(name);
    const column = (Object.keys(COLUMN_NAMES) as Column[]).find((c) =>
      (COLUMN_NAMES[c] as readonly string[]).includes(key),
    );
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = (['schoolStudentId', 'dateOfBirth', 'lastName', 'firstName'] as Column[])
    .filter((c) => !index.has(c))
    .map((c) => COLUMN_LABEL[c]);
  if (!index.has('ssn') && !index.has('ssnLastFour')) missing.push('SSN or SSNLast4');
  if (missing.length) {
    throw badRequest(
      `Row ${header.line}: the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (a roster has ${ROSTER_COLUMNS_HINT})`,
    );
  }
  return index;
}

/** One student row checked: the row, or null with each fault given to `fault` (a row may hold several). */
function checkRosterRow(
  line: number,
  get: (c: Column) => string,
  fault: (c: Column | null, code: string, message: string) => void,
  ssnColumn: Column,
): RosterRow | null {
  let faulty = false;
  const refuse = (c: Column | null, code: string, message: string) => {
    faulty = true;
    fault(c, code, message);
  };
  const required = (c: Column) => {
    const v = get(c);
    if (!v) refuse(c, 'MISSING_VALUE', 'is empty');
    else if (v.length > 100) refuse(c, 'TOO_LONG', 'is longer than 100 characters');
    return v;
  };
  const sid = required('schoolStudentId');
  if (sid && sid.length <= 100 && !STUDENT_ID.test(sid))
    refuse(
      'schoolStudentId',
      'INVALID_STUDENT_ID',
      `'${sid}' is not a student id (letters, digits, . _ -; up to 30)`,
    );
  const { ssn, lastFour } = rosterSsn(get, refuse, ssnColumn);
  const dobRaw = required('dateOfBirth');
  const dob = dobRaw ? parseDate(dobRaw) : null;
  if (dobRaw && !dob)
    refuse(
      'dateOfBirth',
      'INVALID_DATE',
      `'${dobRaw.slice(0, 40)}' is not a date of birth (YYYY-MM-DD or MM/DD/YYYY, not in the future)`,
    );
  const lastName = required('lastName');
  const firstName = required('firstName');
  const email = get('email') || null;
  if (email && (email.length > 200 || !EMAIL.test(email)))
    refuse('email', 'INVALID_EMAIL', `'${email.slice(0, 60)}' is not an e-mail address`);
  const phoneRaw = get('phone');
  const phoneDigits = phoneRaw.replace(/[\s().+-]/g, '').replace(/^1(?=\d{10}$)/, '');
  if (phoneRaw && !/^[0-9]{10}$/.test(phoneDigits))
    refuse('phone', 'INVALID_PHONE', `'${phoneRaw.slice(0, 40)}' is not a 10-digit U.S. phone number`);
  const term = get('enrollmentTerm') || null;
  if (term && term.length > 40) refuse('enrollmentTerm', 'TOO_LONG', 'is longer than 40 characters');
  if (faulty) return null;
  return {
    rowNumber: line,
    schoolStudentId: sid,
    ssn,
    ssnLastFour: lastFour,
    dateOfBirth: dob!,
    firstName,
    lastName,
    email,
    phone: phoneRaw ? `${phoneDigits.slice(0, 3)}-${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}` : null,
    enrollmentTerm: term,
  };
}

/** The row's SSN (whole, or its last four digits only). The value itself is never repeated in a message: the error
 * report is read more widely than SSNs may be. */
function rosterSsn(
  get: (c: Column) => string,
  refuse: (c: Column | null, code: string, message: string) => void,
  ssnColumn: Column,
): { ssn: string | null; lastFour: string } {
  const ssnRaw = get('ssn').replace(/[-\s]/g, '');
  const lastFourRaw = get('ssnLastFour');
  if (ssnRaw) {
    if (SSN.test(ssnRaw)) return { ssn: ssnRaw, lastFour: ssnRaw.slice(-4) };
    refuse('ssn', 'INVALID_SSN', 'is not a Social Security Number (9 digits, not 000-, 666- or -00-)');
  } else if (lastFourRaw) {
    if (/^[0-9]{4}$/.test(lastFourRaw)) return { ssn: null, lastFour: lastFourRaw };
    refuse('ssnLastFour', 'INVALID_SSN', 'is not the last four digits of an SSN');
  } else refuse(ssnColumn, 'MISSING_VALUE', 'is empty (give the SSN or its last four digits)');
  return { ssn: null, lastFour: '' };
}
