import type { Db } from '../../platform/db.js';
import { loadLayouts, type Layout } from './layout.js';
import * as sql from './view-settings.queries.js';

// The master ISIR view of an aid year (school_code NULL: the defaults every school starts from), made from the
// year's layout the first time it is read, and completed once for masters stored before migration 048.

const DEFAULT_SUMMARY = [
  'First Name',
  'Middle Name',
  'Last Name',
  'Date of Birth',
  'Social Security Number',
  'Email Address',
  'Transaction Number',
  'Dependency Model',
  'SAI',
  'Verification Tracking Flag',
  'Student Is Selected For Verification',
  'Comment Codes',
  'Reject Reason Codes',
];

/**
 * The layout the masters of a year are made from: the newest variant (the one a record's ISIR Version Flag
 * selects, e.g. 2026-27's OBBBA revision), with the elements only an older variant has added to their
 * sections, so every record of the year shows its fields. (Taking the variant whose name sorts last picked
 * 'PRE-OBBBA' and hid ~20 fields of the newer records: the Version Flag, State/Date of Residence, NSLDS loan limits.)
 */
export function masterLayout(layouts: Layout[]): Layout {
  const newest = layouts.find((l) => l.selector) ?? layouts[layouts.length - 1]!;
  const others = layouts.filter((l) => l !== newest);
  if (!others.length) return newest;
  const have = new Set(newest.elements.map((e) => e.attributeName));
  const elements = [...newest.elements];
  for (const other of others) {
    for (const e of other.elements) {
      if (have.has(e.attributeName) || !newest.sections.some((s) => s.key === e.section)) continue;
      have.add(e.attributeName);
      elements.push(e);
    }
  }
  return { ...newest, elements };
}

/** The fields of a section the masters show: every non-suppressed element of the master layout in it. */
const sectionAttrs = (layout: Layout, section: string) =>
  layout.elements.filter((e) => e.section === section && !e.suppressed).map((e) => e.attributeName);

/**
 * Completes masters stored before they were made from the newest variant (marked by migration 048): each field of
 * the master layout the year's masters lack is appended to the tab named for its section (made when missing).
 * Runs once per year, so a field an administrator later removes from the masters stays removed; schools' own
 * views (school_code set) are not touched.
 */
async function backfillMasterView(db: Db, aidYear: number, layout: Layout): Promise<void> {
  await db.transaction(async (tx) => {
    await sql.lockMasterView.run(tx, { aidYear });
    const pending = await sql.takeBackfillMark.first(tx, { aidYear });
    if (!pending) return;
    const shown = new Set((await sql.masterViewAttributes.all(tx, { aidYear })).map((r) => r.a));
    for (const s of layout.sections.filter((x) => x.key !== 'correction')) {
      const missing = sectionAttrs(layout, s.key).filter((a) => !shown.has(a));
      if (!missing.length) continue;
      let group = await sql.firstMasterGroupOfTab.first(tx, { aidYear, tabName: s.name });
      if (!group) {
        const tab = await sql.appendMasterTab.first(tx, { aidYear, name: s.name });
        group = await sql.insertMasterGroup.first(tx, { tabId: tab!.id, name: s.name, sortOrder: 0 });
      }
      await sql.appendElements.run(tx, { groupId: group!.id, attributeNames: missing });
      for (const a of missing) shown.add(a);
    }
  });
}

/** The tabs the masters are made of: a summary tab, then one tab per section of the record that shows a field. */
function masterPlan(layout: Layout): { name: string; groups: { name: string; attrs: string[] }[] }[] {
  return [
    {
      name: 'Summary',
      groups: [
        {
          name: 'Student and transaction',
          attrs: DEFAULT_SUMMARY.map(
            (n) => layout.elements.find((e) => e.displayName === n)?.attributeName,
          ).filter(Boolean) as string[],
        },
      ],
    },
    ...layout.sections
      .filter((s) => s.key !== 'correction')
      .map((s) => ({ name: s.name, groups: [{ name: s.name, attrs: sectionAttrs(layout, s.key) }] }))
      .filter((t) => t.groups[0]!.attrs.length > 0),
  ];
}

/** The masters of an aid year, made once from its layout: a summary tab, then one tab per section of the record. */
export async function ensureMasterView(db: Db, aidYear: number): Promise<void> {
  const has = await sql.masterViewState.first(db, { aidYear });
  if (has && !has.backfill) return;
  const layouts = (await loadLayouts(db)).filter((l) => l.aidYear === aidYear);
  if (!layouts.length) return;
  const layout = masterLayout(layouts);
  if (has) return backfillMasterView(db, aidYear, layout);
  await db.transaction(async (tx) => {
    await sql.lockMasterView.run(tx, { aidYear });
    const again = await sql.hasMasterView.first(tx, { aidYear });
    if (again) return;
    let tabOrder = 0;
    for (const t of masterPlan(layout)) {
      const tab = await sql.insertMasterTab.first(tx, { aidYear, name: t.name, sortOrder: tabOrder++ });
      let groupOrder = 0;
      for (const g of t.groups) {
        const group = await sql.insertMasterGroup.first(tx, {
          tabId: tab!.id,
          name: g.name,
          sortOrder: groupOrder++,
        });
        await sql.insertMasterElements.run(tx, { groupId: group!.id, attributeNames: g.attrs });
      }
    }
  });
}
