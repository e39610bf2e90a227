import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { badRequest } from '../../platform/errors.js';
import { loadLayouts, type ElementInfo, type Layout } from '../isir/layout.js';
import { CORRECTION_RECORD } from './correction-basics.js';

/** The option an enumerated field gets on /CorrectionsDisplay for a value the ISIR leaves blank (SPEC §2). */
export const BLANK_ON_ISIR = 'Blank on ISIR';
/** A SAIG transmission's header and trailer records (O*N05 / O*N95): the first and last lines of a template file. */
const SAIG_ENVELOPE = /^O\*N[0-9]{2}/;
/** Identifying fields of the record (0-based offsets), as the correction export writes them. */
const IDENTIFYING = {
  transactionUuid: [1, 36],
  schoolCode: [41, 6],
  ssn: [47, 9],
  firstName: [56, 35],
  middleName: [91, 15],
  lastName: [106, 35],
  suffix: [141, 10],
  dateOfBirth: [907, 8],
} as const;
/** An upload of more lines than this is not a correction template. */
const MAX_LINES = 1_000;

export interface DisplayedField {
  /** 1 to 12: the entry of the record it came from. */
  entry: number;
  cpsNumber: number;
  attributeName: string;
  displayName: string;
  /** The value as the record holds it (trimmed); '' is a correction to blank. */
  value: string;
  /** An enumerated field's codes with their meaning, plus 'Blank on ISIR' (code ''); null for free text and comment codes. */
  options: { code: string; label: string }[] | null;
}

export interface DisplayedLine {
  /** 'Corrections Line N': N counts the correction records, from 1. */
  lineNumber: number;
  /** Where it is in the uploaded file (the header is line 1). */
  fileLine: number;
  /** Why the line cannot be read; its other fields are empty then. */
  error: string | null;
  aidYear: number | null;
  layoutName: string | null;
  transactionUuid: string;
  schoolCode: string;
  /** Last four digits unless the caller may see full SSNs. */
  ssn: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  dateOfBirth: string;
  fields: DisplayedField[];
}

/** The layout a correction record's year indicator names (the newest aid year with that digit; the current 2026-27 revision). */
function layoutFor(layouts: Layout[], yearIndicator: string): Layout | undefined {
  return layouts
    .filter((l) => l.edYearCode === yearIndicator)
    .sort(
      (a, b) =>
        b.aidYear - a.aidYear || Number(a.variant === 'PRE-OBBBA') - Number(b.variant === 'PRE-OBBBA'),
    )[0];
}

function optionsFor(layout: Layout, e: ElementInfo): DisplayedField['options'] {
  if (!e.enumName || e === layout.key.commentCodes) return null;
  const codes = layout.enums.get(e.enumName);
  if (!codes || codes.size === 0) return null;
  return [
    ...[...codes.entries()].map(([code, label]) => ({ code, label: `${code} - ${label}` })),
    { code: '', label: BLANK_ON_ISIR },
  ];
}

/**
 * Reads a template file of FSA ISIR correction records (/CorrectionsDisplay): the first and last lines, the SAIG
 * header and trailer, are skipped; each other line is one record shown field by field, by the attribute names of the
 * installed layout its year indicator names. A line that cannot be read says why, naming the line; nothing is stored.
 */
export async function displayCorrectionFile(
  ctx: AppContext,
  caller: Caller,
  content: string,
): Promise<{ lines: DisplayedLine[] }> {
  const all = content.split(/\r?\n/);
  if (all.length > 0 && all[all.length - 1] === '') all.pop();
  if (all.length > MAX_LINES)
    throw badRequest(`The file has ${all.length} lines; a correction template holds at most ${MAX_LINES}`);
  let first = 0;
  let last = all.length;
  if (all.length > 0 && SAIG_ENVELOPE.test(all[0]!)) first = 1;
  if (last - 1 >= first && SAIG_ENVELOPE.test(all[last - 1]!)) last -= 1;
  const records = all
    .slice(first, last)
    .map((text, i) => ({ text, fileLine: first + i + 1 }))
    .filter((r) => r.text.trim() !== '');
  if (records.length === 0)
    throw badRequest('The file holds no correction lines between the SAIG header and trailer');
  const layouts = await loadLayouts(ctx.db);
  const fullSsn = caller.permissions.has('STUDENT_SSN_FULL_VIEW');
  return { lines: records.map((r, i) => readLine(layouts, caller, fullSsn, r.text, i + 1, r.fileLine)) };
}

function readLine(
  layouts: Layout[],
  caller: Caller,
  fullSsn: boolean,
  text: string,
  lineNumber: number,
  fileLine: number,
): DisplayedLine {
  const name = `Corrections Line ${lineNumber} (line ${fileLine} of the file)`;
  const at = (key: keyof typeof IDENTIFYING) => text.substr(IDENTIFYING[key][0], IDENTIFYING[key][1]).trim();
  const blank: DisplayedLine = {
    lineNumber,
    fileLine,
    error: null,
    aidYear: null,
    layoutName: null,
    transactionUuid: '',
    schoolCode: '',
    ssn: '',
    firstName: '',
    middleName: '',
    lastName: '',
    suffix: '',
    dateOfBirth: '',
    fields: [],
  };
  const fail = (error: string): DisplayedLine => ({ ...blank, error: `${name}: ${error}` });
  if (text.length > CORRECTION_RECORD.length)
    return fail(`it is ${text.length} characters long; a correction record is ${CORRECTION_RECORD.length}`);
  if (text.length < CORRECTION_RECORD.firstPair)
    return fail(
      `it is ${text.length} characters long, too short for a correction record (${CORRECTION_RECORD.length})`,
    );
  const layout = layoutFor(layouts, text[0]!);
  if (!layout) return fail(`its year indicator '${text[0]}' (column 1) names no installed ISIR layout`);
  const schoolCode = at('schoolCode');
  if (schoolCode !== caller.schoolCode)
    return fail(`it is for federal school code '${schoolCode}', not this school (${caller.schoolCode})`);
  const fields: DisplayedField[] = [];
  for (let entry = 1; entry <= CORRECTION_RECORD.maxPairs; entry++) {
    const start = CORRECTION_RECORD.firstPair + (entry - 1) * CORRECTION_RECORD.stride;
    const number = text.substr(start, 3);
    if (number.trim() === '') continue;
    if (!/^\d{3}$/.test(number))
      return fail(
        `entry ${entry} (column ${start + 1}) has field number '${number}', which is not a 3-digit number`,
      );
    const cpsNumber = Number(number);
    const element = layout.elements.find((e) => e.cpsNumber === cpsNumber && !e.filler);
    if (!element)
      return fail(
        `entry ${entry} (column ${start + 1}) names field ${cpsNumber}, which the ${layout.name} layout does not have`,
      );
    fields.push({
      entry,
      cpsNumber,
      attributeName: element.attributeName,
      displayName: element.displayName,
      value: text.substr(start + 3, CORRECTION_RECORD.valueLength).trim(),
      options: optionsFor(layout, element),
    });
  }
  const ssn = at('ssn');
  return {
    ...blank,
    aidYear: layout.aidYear,
    layoutName: layout.name,
    transactionUuid: at('transactionUuid'),
    schoolCode,
    ssn: fullSsn || ssn === '' ? ssn : `*****${ssn.slice(-4)}`,
    firstName: at('firstName'),
    middleName: at('middleName'),
    lastName: at('lastName'),
    suffix: at('suffix'),
    dateOfBirth: at('dateOfBirth'),
    fields,
  };
}
