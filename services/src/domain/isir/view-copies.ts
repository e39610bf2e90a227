import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { loadLayouts } from './layout.js';
import { getIsirView, ownerOf, type IsirViewTab } from './view-settings.js';
import * as sql from './view-settings.queries.js';

// A school's own ISIR view settings made by copying: the masters of a year, its settings of one year into the next
// (the rollover), or one tab.

/** Copies tabs (with groups and elements) into a school and aid year. */
async function copyTabs(
  tx: Db,
  tabs: IsirViewTab[],
  schoolCode: string,
  aidYear: number,
  keepMaster: boolean,
) {
  let order = (await sql.nextTabOrder.first(tx, { schoolCode, aidYear }))!.n;
  const created: number[] = [];
  for (const t of tabs) {
    const tab = await sql.copyTab.first(tx, {
      schoolCode,
      aidYear,
      name: t.name,
      sortOrder: order++,
      masterId: keepMaster ? t.id : t.masterId,
    });
    created.push(tab!.id);
    for (const g of t.groups) {
      const group = await sql.copyGroup.first(tx, {
        tabId: tab!.id,
        name: g.name,
        sortOrder: g.sortOrder,
        masterId: keepMaster ? g.id : g.masterId,
      });
      await sql.copyElements.run(tx, {
        groupId: group!.id,
        attributeNames: g.elements.map((e) => e.attributeName),
        displayNames: g.elements.map((e) => e.displayName),
        sortOrders: g.elements.map((e) => e.sortOrder),
        masterIds: g.elements.map((e) => (keepMaster ? e.id : e.masterId)),
      });
    }
  }
  return created;
}
/** Gives a school its own copy of the masters for an aid year (refused when it already has settings). */
export async function addSchoolViewSettings(db: Db, schoolCode: string, aidYear: number) {
  const masters = await getIsirView(db, null, aidYear);
  if (!masters.length)
    throw badRequest(`No master ISIR view for ${aidYear}: no layout is installed for that year`);
  return db.transaction(async (tx) => {
    const has = await sql.schoolHasViewSettings.first(tx, { schoolCode, aidYear });
    if (has) throw badRequest(`School ${schoolCode} already has ISIR view settings for ${aidYear}`);
    return (await copyTabs(tx, masters, schoolCode, aidYear, true)).length;
  });
}

/** Copies a school's settings of one aid year into the next, keeping the fields the next layout still has. */
export async function rolloverViewSettings(db: Db, schoolCode: string, fromAidYear: number) {
  const to = fromAidYear + 1;
  const tabs = await getIsirView(db, schoolCode, fromAidYear, false);
  if (!tabs.length)
    throw badRequest(`School ${schoolCode} has no ISIR view settings for ${fromAidYear} to roll over`);
  const next = (await loadLayouts(db)).filter((l) => l.aidYear === to);
  if (!next.length) throw badRequest(`No ISIR layout is installed for ${to}; add it before rolling over`);
  const known = new Set(next.flatMap((l) => l.elements.map((e) => e.attributeName)));
  const kept = tabs.map((t) => ({
    ...t,
    groups: t.groups.map((g) => ({ ...g, elements: g.elements.filter((e) => known.has(e.attributeName)) })),
  }));
  return db.transaction(async (tx) => {
    const has = await sql.schoolHasViewSettings.first(tx, { schoolCode, aidYear: to });
    if (has) throw badRequest(`School ${schoolCode} already has ISIR view settings for ${to}`);
    return (await copyTabs(tx, kept, schoolCode, to, false)).length;
  });
}

/** Copies one tab (the school's or a master) into the school for an aid year. */
export async function copyViewTab(db: Db, schoolCode: string, tabId: number, toAidYear?: number) {
  const owner = await ownerOf(db, 'tab', tabId);
  if (owner.schoolCode !== null && owner.schoolCode !== schoolCode)
    throw notFound(`No ISIR view tab ${tabId} in school ${schoolCode}`);
  const tab = (await getIsirView(db, owner.schoolCode, owner.aidYear, false)).find((t) => t.id === tabId)!;
  const copy = {
    ...tab,
    name:
      owner.schoolCode === schoolCode && (toAidYear ?? owner.aidYear) === owner.aidYear
        ? `${tab.name} (copy)`
        : tab.name,
  };
  // One tab copied: one id.
  return db.transaction(
    async (tx) =>
      (await copyTabs(tx, [copy], schoolCode, toAidYear ?? owner.aidYear, owner.schoolCode === null))[0]!,
  );
}
