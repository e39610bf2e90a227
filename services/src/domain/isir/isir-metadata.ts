import type { Db } from '../../platform/db.js';
import type { Caller } from '../../platform/caller.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { ensureLayouts, installLayout, layoutRows, loadLayouts, type LayoutFile } from './layout.js';
import { layoutOfYear } from './layout.queries.js';
import * as sql from './isir-metadata.queries.js';

// The ISIR metadata administrators read and extend (/admin-api/IsirRecordInfo, IsirRecordElementInfo,
// IsirEnumInfo): the installed layouts, their fields and enumeration codes, and a new award year's layout.

/** Every installed layout (award year, variant, record length) with how many fields it has. */
export async function listRecordLayouts(db: Db) {
  await ensureLayouts(db);
  return sql.recordLayouts.all(db, {});
}

export async function getRecordLayout(db: Db, layoutId: number) {
  await ensureLayouts(db);
  const layout = await sql.recordLayout.first(db, { layoutId });
  if (!layout) throw notFound(`No ISIR record layout ${layoutId}`);
  return layout;
}

/** Installs an administrator's layout of a new award year (400 when that year and variant are installed). */
export async function addRecordLayout(db: Db, caller: Caller, file: LayoutFile) {
  let rows;
  try {
    rows = layoutRows(file);
  } catch (err) {
    throw badRequest((err as Error).message);
  }
  const exists = await layoutOfYear.first(db, { aidYear: rows.info.aidYear, variant: rows.info.variant });
  if (exists)
    throw badRequest(
      `The ${file.awardYear} layout${rows.info.variant ? ` (${rows.info.variant})` : ''} is already installed`,
    );
  const id = await installLayout(db, file);
  await recordActivity(db, caller, {
    action: 'ISIR_LAYOUT_ADDED',
    entityType: 'isir_record_info',
    entityId: id,
    details: { awardYear: file.awardYear },
  });
  return { id };
}

/** The layout whose year indicator is this digit, of the newest such award year: the revised variant first. */
async function layoutIdFor(db: Db, digit: string, variant?: string) {
  const layouts = (await loadLayouts(db)).filter((l) => l.edYearCode === digit);
  if (!layouts.length) throw notFound(`No ISIR layout has year indicator ${digit}`);
  const newest = Math.max(...layouts.map((l) => l.aidYear));
  const ofYear = layouts.filter((l) => l.aidYear === newest);
  const chosen =
    variant !== undefined
      ? ofYear.find((l) => l.variant === variant)
      : (ofYear.find((l) => l.selector) ?? ofYear[0]);
  if (!chosen) throw notFound(`No variant '${variant}' of the ${newest} layout`);
  return chosen.id;
}

/** The fields of the layout of this year indicator, in record order; `shownOnly` leaves suppressed filler out. */
export async function recordElementsOfYear(
  db: Db,
  digit: string,
  options: { variant?: string; shownOnly: boolean },
) {
  const layoutId = await layoutIdFor(db, digit, options.variant);
  return (options.shownOnly ? sql.shownRecordElements : sql.recordElements).all(db, { layoutId });
}

export async function listEnumCodes(db: Db) {
  await ensureLayouts(db);
  return sql.enumCodes.all(db, {});
}

export async function searchEnumCodes(
  db: Db,
  filter: { aidYear?: number; isirRecordInfoID?: number; name?: string; code?: string; suppressed?: boolean },
) {
  await ensureLayouts(db);
  return sql.searchEnumCodes.all(db, {
    aidYear: filter.aidYear ?? null,
    layoutId: filter.isirRecordInfoID ?? null,
    name: filter.name ?? null,
    code: filter.code ?? null,
    suppressed: filter.suppressed ?? null,
  });
}
