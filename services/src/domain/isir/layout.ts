import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../platform/db.js';
import * as sql from './layout.queries.js';

/** One field of a layout file as FSA's Volume 4 gives it (the shape of the files in ./layouts). */
export interface LayoutFileField {
  number: number | null;
  name: string | null;
  start: number;
  length: number;
  section: string;
  path: string | null;
  blankAllowed?: boolean;
  expect?: string | null;
  filler?: boolean;
  enum?: Record<string, string>;
  rules?: unknown[];
  notes?: string[];
}
export interface LayoutFile {
  awardYear: string;
  recordLength: number;
  source?: string;
  variant?: string;
  sections: { key: string; name: string; path?: string; first?: number; fields?: number }[];
  fields: LayoutFileField[];
}

export interface Rule {
  op: string;
  min?: string | boolean;
  max?: string | boolean;
}

export interface ElementInfo {
  id: number;
  cpsNumber: number | null;
  attributeName: string;
  displayName: string;
  startOffset: number;
  length: number;
  section: string | null;
  path: string | null;
  enumName: string | null;
  blankAllowed: boolean;
  expect: string | null;
  filler: boolean;
  suppressed: boolean;
  fti: boolean;
  rules: Rule[];
  /** The layout's notes on the field's values (e.g. 'N/A' where it is a value of its own). */
  notes: string[];
}

/** A layout as the reader uses it: loaded from the database, never from code. */
export interface Layout {
  id: number;
  aidYear: number;
  edYearCode: string;
  variant: string;
  selector: { start: number; length: number; value: string } | null;
  recordLength: number;
  name: string;
  sections: { key: string; name: string }[];
  elements: ElementInfo[];
  enums: Map<string, Map<string, string>>;
  /** The fields the product stores as columns, found by name and section so a new year's layout needs no code. */
  key: KeyFields;
}

export type KeyFieldName =
  | 'fafsaUuid'
  | 'transactionUuid'
  | 'personUuid'
  | 'transactionNumber'
  | 'dependencyModel'
  | 'sai'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'dateOfBirth'
  | 'ssn'
  | 'email'
  | 'trackingFlag'
  | 'selectedForVerification'
  | 'commentCodes'
  | 'rejectCodes'
  | 'transactionReceiptDate'
  | 'transactionProcessDate'
  | 'streetAddress'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'ssaMatchStatus'
  | 'dependencyOverride'
  | 'cFlag';
export type KeyFields = Record<KeyFieldName, ElementInfo | undefined>;

const KEY_FIELDS: Record<KeyFieldName, { name: string; section?: string }> = {
  fafsaUuid: { name: 'FAFSA UUID' },
  transactionUuid: { name: 'Transaction UUID' },
  personUuid: { name: 'Person UUID' },
  transactionNumber: { name: 'Transaction Number' },
  dependencyModel: { name: 'Dependency Model' },
  sai: { name: 'SAI' },
  firstName: { name: 'First Name', section: 'student_identity' },
  middleName: { name: 'Middle Name', section: 'student_identity' },
  lastName: { name: 'Last Name', section: 'student_identity' },
  dateOfBirth: { name: 'Date of Birth', section: 'student_identity' },
  ssn: { name: 'Social Security Number', section: 'student_identity' },
  email: { name: 'Email Address', section: 'student_identity' },
  trackingFlag: { name: 'Verification Tracking Flag' },
  selectedForVerification: { name: 'Student Is Selected For Verification' },
  commentCodes: { name: 'Comment Codes' },
  rejectCodes: { name: 'Reject Reason Codes' },
  transactionReceiptDate: { name: 'Transaction Receipt Date' },
  transactionProcessDate: { name: 'Transaction Process Date' },
  // Read by the reports (postcards, non-matching SSN, dependency changes, comment codes).
  streetAddress: { name: 'Street Address', section: 'student_identity' },
  city: { name: 'City', section: 'student_identity' },
  state: { name: 'State', section: 'student_identity' },
  zipCode: { name: 'Zip Code', section: 'student_identity' },
  ssaMatchStatus: { name: 'Student SSA Match Status' },
  dependencyOverride: { name: 'Dependency Override Indicator' },
  cFlag: { name: 'FPS C Flag' },
};

/** '2026-27' → 2027: an aid year is named by the year it ends. */
export const aidYearOf = (awardYear: string): number => {
  const m = /^(\d{4})-(\d{2})$/.exec(awardYear.trim());
  if (!m) throw new Error(`'${awardYear}' is not an award year like 2026-27`);
  // The second year must follow the first ("2026-27"), and the year be one the product can hold (2000-2100).
  const aidYear = Number(m[1]) + 1;
  if (Number(m[2]) !== aidYear % 100 || aidYear < 2000 || aidYear > 2100)
    throw new Error(`'${awardYear}' is not an award year like 2026-27`);
  return aidYear;
};
export const awardYearLabel = (aidYear: number) => `${aidYear - 1}-${String(aidYear % 100).padStart(2, '0')}`;

const FTI_SECTION = /ftim/i;

/** A layout file → the rows of isir_record_info / element info / enum info. Validates the shape first. */
export function layoutRows(file: LayoutFile) {
  if (!file || typeof file !== 'object' || !Array.isArray(file.fields) || !Array.isArray(file.sections)) {
    throw new Error('A layout needs awardYear, recordLength, sections and fields');
  }
  const aidYear = aidYearOf(file.awardYear);
  if (!Number.isInteger(file.recordLength) || file.recordLength <= 0)
    throw new Error('recordLength must be a positive integer');
  const yearField = file.fields.find((f) => f.number === 1);
  const edYearCode = yearField?.expect ?? String(aidYear % 10);
  if (!/^[0-9]$/.test(edYearCode))
    throw new Error(`Field 1 (Year Indicator) must expect one digit, not '${edYearCode}'`);
  // The 2026-27 revision is told apart by the ISIR Version Flag; the variant whose layout names it holds "1".
  const versionFlag = file.fields.find((f) => f.name === 'ISIR Version Flag');
  const variant = file.variant ? (versionFlag ? 'OBBBA' : 'PRE-OBBBA') : '';
  const selector = versionFlag
    ? { start: versionFlag.start - 1, length: versionFlag.length, value: '1' }
    : null;
  const used = new Set<string>();
  const elements = file.fields.map((f) => {
    if (
      !Number.isInteger(f.start) ||
      !Number.isInteger(f.length) ||
      f.start < 1 ||
      f.start + f.length - 1 > file.recordLength
    ) {
      throw new Error(
        `Field ${f.number ?? `at column ${f.start}`} (${f.name ?? 'unnamed'}) lies outside the ${file.recordLength}-character record`,
      );
    }
    let attributeName = attributeNameOf(f);
    if (used.has(attributeName)) attributeName = `${attributeName}${f.number ?? f.start}`;
    used.add(attributeName);
    const rules = (f.rules ?? []).filter(
      (r): r is Rule => typeof r === 'object' && r !== null && typeof (r as Rule).op === 'string',
    );
    return {
      cpsNumber: f.number,
      attributeName,
      displayName:
        f.name ??
        (f.number === null ? `Filler (columns ${f.start}-${f.start + f.length - 1})` : `Field ${f.number}`),
      startOffset: f.start - 1,
      length: f.length,
      section: f.section ?? null,
      path: f.path ?? null,
      enumName: f.enum && Object.keys(f.enum).length ? `${attributeName}Enum` : null,
      enumValues: f.enum ?? {},
      blankAllowed: f.blankAllowed !== false,
      expect: f.expect ?? null,
      filler: Boolean(f.filler),
      // Filler and unnamed reserved fields are not shown on screens.
      suppressed: Boolean(f.filler) || !f.name,
      fti: FTI_SECTION.test(f.section ?? ''),
      rules,
      notes: f.notes ?? [],
    };
  });
  return {
    info: {
      aidYear,
      edYearCode,
      variant,
      selector,
      recordLength: file.recordLength,
      name: `${file.awardYear}${variant ? ` (${variant})` : ''}`,
      source: file.source ?? null,
      sections: file.sections.map((s) => ({ key: s.key, name: s.name })),
    },
    elements,
  };
}

function attributeNameOf(f: LayoutFileField): string {
  if (!f.path && !f.name) return f.number === null ? `filler${f.start}` : `field${f.number}`;
  const base = (f.path ?? f.name)!;
  const words = base.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (!words.length) return `field${f.number}`;
  const camel = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  return /^[0-9]/.test(camel) ? `f${camel}` : camel;
}

/** Stores a layout as data (an administrator's new award year, or the bundled ones on first start). */
export async function installLayout(db: Db, file: LayoutFile): Promise<number> {
  const { info, elements } = layoutRows(file);
  return db.transaction(async (tx) => {
    const existing = await sql.layoutOfYear.first(tx, { aidYear: info.aidYear, variant: info.variant });
    if (existing) return existing.id;
    const row = await sql.insertLayout.first(tx, {
      aidYear: info.aidYear,
      edYearCode: info.edYearCode,
      variant: info.variant,
      selectorStart: info.selector?.start ?? null,
      selectorLength: info.selector?.length ?? null,
      selectorValue: info.selector?.value ?? null,
      recordLength: info.recordLength,
      name: info.name,
      source: info.source,
      sections: info.sections,
    });
    const id = row!.id;
    const col = <K extends keyof (typeof elements)[number]>(k: K) => elements.map((e) => e[k]);
    await sql.insertLayoutElements.run(tx, {
      layoutId: id,
      cpsNumbers: col('cpsNumber'),
      attributeNames: col('attributeName'),
      displayNames: col('displayName'),
      startOffsets: col('startOffset'),
      lengths: col('length'),
      sections: col('section'),
      paths: col('path'),
      enumNames: col('enumName'),
      blankAllowed: col('blankAllowed'),
      expects: col('expect'),
      fillers: col('filler'),
      suppressed: col('suppressed'),
      fti: col('fti'),
      rules: col('rules'),
      notes: col('notes'),
    });
    const enums = elements.flatMap((e) =>
      e.enumName
        ? Object.entries(e.enumValues).map(([code, value]) => ({ name: e.enumName!, code, value }))
        : [],
    );
    if (enums.length) {
      await sql.insertLayoutEnums.run(tx, {
        layoutId: id,
        aidYear: info.aidYear,
        names: enums.map((e) => e.name),
        codes: enums.map((e) => e.code),
        values: enums.map((e) => e.value),
      });
    }
    layoutCache.delete(tx);
    layoutCache.delete(db);
    return id;
  });
}

const layoutsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'layouts');
/** The layouts shipped with the product (copied from FSA's Volume 4). */
export function bundledLayouts(): LayoutFile[] {
  return readdirSync(layoutsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(layoutsDir, f), 'utf8')) as LayoutFile);
}

const installed = new WeakMap<Db, Promise<void>>();
/** Installs the bundled layouts once per database (idempotent; they are data afterwards). */
export function ensureLayouts(db: Db): Promise<void> {
  let p = installed.get(db);
  if (!p) {
    p = (async () => {
      for (const file of bundledLayouts()) await installLayout(db, file);
    })();
    p.catch(() => installed.delete(db));
    installed.set(db, p);
  }
  return p;
}

const layoutCache = new WeakMap<Db, Promise<Layout[]>>();
const loadedAt = new WeakMap<Db, number>();
/** Another instance may have added a layout: a cached set is read again after this long. */
const LAYOUT_CACHE_MS = 60_000;
/** Every installed layout, with elements and enums; cached per database (dropped when a layout is added here). */
export function loadLayouts(db: Db): Promise<Layout[]> {
  let p = layoutCache.get(db);
  if (p && Date.now() - (loadedAt.get(db) ?? 0) > LAYOUT_CACHE_MS) p = undefined;
  if (!p) {
    loadedAt.set(db, Date.now());
    p = (async () => {
      await ensureLayouts(db);
      const infos = await sql.layouts.all(db, {});
      const elements = await sql.layoutElements.all(db, {});
      const enums = await sql.layoutEnums.all(db, {});
      return infos.map((i) => {
        const els = elements.filter((e) => e.infoId === i.id);
        const enumMap = new Map<string, Map<string, string>>();
        for (const e of enums) {
          if (e.infoId !== i.id) continue;
          if (!enumMap.has(e.name)) enumMap.set(e.name, new Map());
          enumMap.get(e.name)!.set(e.code, e.value);
        }
        const key = Object.fromEntries(
          Object.entries(KEY_FIELDS).map(([k, spec]) => [
            k,
            els.find((e) => e.displayName === spec.name && (!spec.section || e.section === spec.section)),
          ]),
        ) as KeyFields;
        return {
          id: i.id,
          aidYear: i.aid_year,
          edYearCode: i.ed_year_code,
          variant: i.variant,
          selector:
            i.selector_start === null
              ? null
              : { start: i.selector_start, length: i.selector_length!, value: i.selector_value ?? '' },
          recordLength: i.record_length,
          name: i.name,
          sections: i.sections,
          elements: els,
          enums: enumMap,
          key,
        };
      });
    })();
    p.catch(() => layoutCache.delete(db));
    layoutCache.set(db, p);
  }
  return p;
}

export function forgetLayouts(db: Db) {
  layoutCache.delete(db);
}
