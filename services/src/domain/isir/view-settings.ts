import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { ensureMasterView } from './master-view.js';
import * as sql from './view-settings.queries.js';

/** How the ISIR tab lays out a record: tabs of groups of elements. school_code NULL rows are the masters. */
export interface IsirViewElement {
  id: number;
  groupId: number;
  attributeName: string;
  displayName: string | null;
  sortOrder: number;
  masterId: number | null;
}
export interface IsirViewGroup {
  id: number;
  tabId: number;
  name: string;
  sortOrder: number;
  masterId: number | null;
  elements: IsirViewElement[];
}
export interface IsirViewTab {
  id: number;
  schoolCode: string | null;
  aidYear: number;
  name: string;
  sortOrder: number;
  masterId: number | null;
  groups: IsirViewGroup[];
}

export type Level = 'tab' | 'group' | 'element';
/** null: the masters (shared defaults). */
export type Scope = string | null;

/** The view of a school and aid year (masters when the school has none and `fallback`). */
export async function getIsirView(
  db: Db,
  schoolCode: Scope,
  aidYear: number,
  fallback = true,
): Promise<IsirViewTab[]> {
  if (schoolCode === null) await ensureMasterView(db, aidYear);
  const tabs = await sql.tabsOfYear.all(db, { scope: schoolCode, aidYear });
  if (!tabs.length && schoolCode !== null && fallback) return getIsirView(db, null, aidYear);
  if (!tabs.length) return [];
  const groups = await sql.groupsOfTabs.all(db, { tabIds: tabs.map((t) => t.id) });
  const elements = await sql.elementsOfGroups.all(db, { groupIds: groups.map((g) => g.id) });
  const byGroup = new Map<number, IsirViewElement[]>();
  for (const e of elements) byGroup.set(e.groupId, [...(byGroup.get(e.groupId) ?? []), e]);
  const byTab = new Map<number, IsirViewGroup[]>();
  for (const g of groups)
    byTab.set(g.tabId, [...(byTab.get(g.tabId) ?? []), { ...g, elements: byGroup.get(g.id) ?? [] }]);
  return tabs.map((t) => ({ ...t, groups: byTab.get(t.id) ?? [] }));
}

const OWNER = { tab: sql.ownerOfTab, group: sql.ownerOfGroup, element: sql.ownerOfElement };

/** The school (NULL for masters) that owns a row of any level; 404 when it is not in scope. */
export async function ownerOf(
  db: Db,
  level: Level,
  id: number,
): Promise<{ schoolCode: string | null; aidYear: number; parentId: number | null }> {
  const row = await OWNER[level].first(db, { id });
  if (!row) throw notFound(`No ISIR view ${level} ${id}`);
  return { schoolCode: row.school_code, aidYear: row.aid_year, parentId: row.parent_id };
}

async function assertScope(db: Db, scope: Scope, level: Level, id: number) {
  const owner = await ownerOf(db, level, id);
  if (owner.schoolCode !== scope)
    throw notFound(`No ISIR view ${level} ${id} in ${scope === null ? 'the masters' : `school ${scope}`}`);
  return owner;
}

export async function searchView(
  db: Db,
  scope: Scope,
  level: Level,
  f: { aidYear?: number; tabId?: number; groupId?: number; name?: string },
) {
  const aidYear = f.aidYear ?? null;
  if (level === 'tab') {
    if (scope === null && f.aidYear) await ensureMasterView(db, f.aidYear);
    return sql.searchTabs.all(db, { scope, aidYear, name: f.name ?? null });
  }
  if (level === 'group') return sql.searchGroups.all(db, { scope, aidYear, tabId: f.tabId ?? null });
  return sql.searchElements.all(db, { scope, aidYear, groupId: f.groupId ?? null });
}

async function assertAttribute(db: Db, aidYear: number, attributeName: string) {
  const el = await sql.layoutHasAttribute.first(db, { aidYear, attributeName });
  if (!el) throw badRequest(`'${attributeName}' is not a field of the ${aidYear} ISIR layout`);
}

export async function addView(
  db: Db,
  scope: Scope,
  level: Level,
  input: {
    aidYear?: number;
    tabId?: number;
    groupId?: number;
    name?: string;
    attributeName?: string;
    displayName?: string | null;
    sortOrder?: number;
  },
) {
  const sortOrder = input.sortOrder ?? null;
  if (level === 'tab') {
    if (!input.aidYear || !input.name) throw badRequest('A tab needs aidYear and name');
    const row = await sql.addTab.first(db, { scope, aidYear: input.aidYear, name: input.name, sortOrder });
    return row!.id;
  }
  if (level === 'group') {
    if (!input.tabId || !input.name) throw badRequest('A group needs tabId and name');
    await assertScope(db, scope, 'tab', input.tabId);
    const row = await sql.addGroup.first(db, { tabId: input.tabId, name: input.name, sortOrder });
    return row!.id;
  }
  if (!input.groupId || !input.attributeName) throw badRequest('An element needs groupId and attributeName');
  const owner = await assertScope(db, scope, 'group', input.groupId);
  await assertAttribute(db, owner.aidYear, input.attributeName);
  const row = await sql.addElement.first(db, {
    groupId: input.groupId,
    attributeName: input.attributeName,
    displayName: input.displayName ?? null,
    sortOrder,
  });
  return row!.id;
}

export async function updateView(
  db: Db,
  scope: Scope,
  level: Level,
  id: number,
  input: { name?: string; displayName?: string | null; sortOrder?: number; attributeName?: string },
) {
  const owner = await assertScope(db, scope, level, id);
  if (level === 'element') {
    if (input.attributeName) await assertAttribute(db, owner.aidYear, input.attributeName);
    await sql.updateElement.run(db, {
      id,
      attributeName: input.attributeName ?? null,
      setDisplayName: input.displayName !== undefined,
      displayName: input.displayName ?? null,
      sortOrder: input.sortOrder ?? null,
    });
  } else {
    await sql.renameViewItem[level].run(db, {
      id,
      name: input.name ?? null,
      sortOrder: input.sortOrder ?? null,
    });
  }
  return id;
}

export async function deleteView(db: Db, scope: Scope, level: Level, id: number) {
  await assertScope(db, scope, level, id);
  await sql.deleteViewItem[level].run(db, { id });
  return true;
}

/** Sets the order of siblings: ids in the new order (drag-to-reorder). All must share one parent in scope. */
export async function updateSortOrder(db: Db, scope: Scope, level: Level, ids: number[]) {
  if (!ids.length) throw badRequest('ids: give the rows in their new order');
  if (new Set(ids).size !== ids.length) throw badRequest('ids: an id appears twice');
  const owners = await Promise.all(ids.map((id) => assertScope(db, scope, level, id)));
  const parent = (o: { parentId: number | null; aidYear: number }) => `${o.parentId ?? ''}:${o.aidYear}`;
  if (new Set(owners.map(parent)).size > 1)
    throw badRequest(
      `ids: every ${level} must belong to the same ${level === 'tab' ? 'aid year' : level === 'group' ? 'tab' : 'group'}`,
    );
  await db.transaction(async (tx) => {
    await sql.reorderViewItems[level].run(tx, { ids });
  });
  return true;
}

/** Deletes an element and closes the gap in its group's order. */
export async function deleteElementAndResort(db: Db, scope: Scope, id: number) {
  const owner = await assertScope(db, scope, 'element', id);
  await db.transaction(async (tx) => {
    await sql.deleteViewItem.element.run(tx, { id });
    await sql.resortGroupElements.run(tx, { groupId: owner.parentId });
  });
  return true;
}
