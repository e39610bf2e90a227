import type { AppContext } from '../../context.js';
import { conflict } from '../../platform/errors.js';
import { loadLayouts, type Layout } from '../isir/layout.js';
import { openRawRecord } from '../isir/raw.js';
import * as sql from './corrections.queries.js';

// What corrections and correction files share: the record's shape, the aid year's label, masked and sealed
// values, and the ISIR a correction is made against.

/**
 * The correction record a school sends to FPS (fixtures/isir/README.md, 2025-26): 967 characters; 0-based
 * offsets: year indicator 0, transaction UUID 1-36, DRN 37-40, federal school code 41-46, SSN 47-55,
 * first name 56-90, last name 106-140, up to 12 pairs (3-character field number, 60 characters of data)
 * from 151 with a stride of 63, date of birth 907-914, filler to the end.
 */
export const CORRECTION_RECORD = {
  length: 967,
  firstPair: 151,
  stride: 63,
  maxPairs: 12,
  valueLength: 60,
} as const;

const isSsnField = (displayName: string) => /social security number/i.test(displayName);
export const mask = (value: string, displayName: string) =>
  isSsnField(displayName) && value ? `*****${value.slice(-4)}` : value;
export const aidYearLabel = (aidYear: number) => `${aidYear - 1}-${String(aidYear).slice(-2)}`;

/** Sealed with a leading marker: the sealer cannot open an empty value, and blank is a correction FPS takes. */
export const sealValue = (ctx: AppContext, value: string) => ctx.sealer.seal(`=${value}`);
export const openValue = (ctx: AppContext, sealed: string) => ctx.sealer.open(sealed).slice(1);

export interface CurrentIsir {
  id: number;
  layoutId: number;
  raw: string;
  layout: Layout;
}

export async function currentIsir(
  ctx: AppContext,
  studentId: number,
  aidYear: number,
  name: string,
): Promise<CurrentIsir> {
  const record = await sql.currentIsirRecord.first(ctx.db, { studentId, aidYear });
  if (!record) throw conflict(`${name} has no ISIR for ${aidYearLabel(aidYear)} to correct`);
  const layout = (await loadLayouts(ctx.db)).find((l) => l.id === record.layout_id);
  if (!layout) throw conflict(`The layout of ISIR transaction ${record.id} is no longer installed`);
  return { id: record.id, layoutId: layout.id, raw: openRawRecord(ctx.sealer, record.raw_encrypted), layout };
}
