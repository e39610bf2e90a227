import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { loadLayouts, type Layout } from './layout.js';

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

const TAB_COLS = `id, school_code AS "schoolCode", aid_year AS "aidYear", name, sort_order AS "sortOrder", master_id AS "masterId"`;
const GROUP_COLS = `g.id, g.tab_id AS "tabId", g.name, g.sort_order AS "sortOrder", g.master_id AS "masterId"`;
const ELEMENT_COLS = `e.id, e.group_id AS "groupId", e.attribute_name AS "attributeName", e.display_name AS "displayName", e.sort_order AS "sortOrder", e.master_id AS "masterId"`;
const scopeSql = (alias: string, n: number) => `${alias}.school_code IS NOT DISTINCT FROM $${n}`;

/** The view of a school and aid year (masters when the school has none and `fallback`). */
export async function getIsirView(
  db: Db,
  schoolCode: Scope,
  aidYear: number,
  fallback = true,
): Promise<IsirViewTab[]> {
  if (schoolCode === null) await ensureMasterView(db, aidYear);
  let tabs = await db.query<IsirViewTab>(
    `SELECT ${TAB_COLS} FROM isir_view_tab t WHERE ${scopeSql('t', 1)} AND aid_year = $2 ORDER BY sort_order, id`,
    [schoolCode, aidYear],
  );
  if (!tabs.length && schoolCode !== null && fallback) return getIsirView(db, null, aidYear);
  if (!tabs.length) return [];
  const ids = tabs.map((t) => t.id);
  const groups = await db.query<IsirViewGroup>(
    `SELECT ${GROUP_COLS} FROM isir_view_group g WHERE g.tab_id = ANY($1::int[]) ORDER BY g.sort_order, g.id`,
    [ids],
  );
  const elements = await db.query<IsirViewElement>(
    `SELECT ${ELEMENT_COLS} FROM isir_view_element e WHERE e.group_id = ANY($1::int[]) ORDER BY e.sort_order, e.id`,
    [groups.map((g) => g.id)],
  );
  const byGroup = new Map<number, IsirViewElement[]>();
  for (const e of elements) byGroup.set(e.groupId, [...(byGroup.get(e.groupId) ?? []), e]);
  const byTab = new Map<number, IsirViewGroup[]>();
  for (const g of groups)
    byTab.set(g.tabId, [...(byTab.get(g.tabId) ?? []), { ...g, elements: byGroup.get(g.id) ?? [] }]);
  tabs = tabs.map((t) => ({ ...t, groups: byTab.get(t.id) ?? [] }));
  return tabs;
}

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
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [7310, aidYear]);
    const [pending] = await tx.query(
      'DELETE FROM isir_master_view_backfill WHERE aid_year = $1 RETURNING aid_year',
      [aidYear],
    );
    if (!pending) return;
    const shown = new Set(
      (
        await tx.query<{ a: string }>(
          `SELECT e.attribute_name AS a FROM isir_view_element e JOIN isir_view_group g ON g.id = e.group_id JOIN isir_view_tab t ON t.id = g.tab_id
            WHERE t.school_code IS NULL AND t.aid_year = $1`,
          [aidYear],
        )
      ).map((r) => r.a),
    );
    for (const s of layout.sections.filter((x) => x.key !== 'correction')) {
      const missing = sectionAttrs(layout, s.key).filter((a) => !shown.has(a));
      if (!missing.length) continue;
      let [group] = await tx.query<{ id: number }>(
        `SELECT g.id FROM isir_view_group g JOIN isir_view_tab t ON t.id = g.tab_id
          WHERE t.school_code IS NULL AND t.aid_year = $1 AND t.name = $2 ORDER BY g.sort_order, g.id LIMIT 1`,
        [aidYear, s.name],
      );
      if (!group) {
        const [tab] = await tx.query<{ id: number }>(
          `INSERT INTO isir_view_tab (school_code, aid_year, name, sort_order)
           VALUES (NULL, $1, $2, (SELECT COALESCE(max(sort_order) + 1, 0) FROM isir_view_tab WHERE school_code IS NULL AND aid_year = $1)) RETURNING id`,
          [aidYear, s.name],
        );
        [group] = await tx.query<{ id: number }>(
          'INSERT INTO isir_view_group (tab_id, name, sort_order) VALUES ($1, $2, 0) RETURNING id',
          [tab!.id, s.name],
        );
      }
      await tx.query(
        `INSERT INTO isir_view_element (group_id, attribute_name, sort_order)
         SELECT $1, a, (SELECT COALESCE(max(sort_order) + 1, 0) FROM isir_view_element WHERE group_id = $1) + o - 1 FROM unnest($2::text[]) WITH ORDINALITY AS x(a, o)`,
        [group!.id, missing],
      );
      for (const a of missing) shown.add(a);
    }
  });
}

/** The masters of an aid year, made once from its layout: a summary tab, then one tab per section of the record. */
export async function ensureMasterView(db: Db, aidYear: number): Promise<void> {
  const [has] = await db.query<{ backfill: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM isir_master_view_backfill WHERE aid_year = $1) AS backfill FROM isir_view_tab WHERE school_code IS NULL AND aid_year = $1 LIMIT 1`,
    [aidYear],
  );
  if (has && !has.backfill) return;
  const layouts = (await loadLayouts(db)).filter((l) => l.aidYear === aidYear);
  if (!layouts.length) return;
  const layout = masterLayout(layouts);
  if (has) return backfillMasterView(db, aidYear, layout);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [7310, aidYear]);
    const [again] = await tx.query(
      'SELECT 1 FROM isir_view_tab WHERE school_code IS NULL AND aid_year = $1 LIMIT 1',
      [aidYear],
    );
    if (again) return;
    const plan: { name: string; groups: { name: string; attrs: string[] }[] }[] = [
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
    let tabOrder = 0;
    for (const t of plan) {
      const [tab] = await tx.query<{ id: number }>(
        'INSERT INTO isir_view_tab (school_code, aid_year, name, sort_order) VALUES (NULL, $1, $2, $3) RETURNING id',
        [aidYear, t.name, tabOrder++],
      );
      let groupOrder = 0;
      for (const g of t.groups) {
        const [group] = await tx.query<{ id: number }>(
          'INSERT INTO isir_view_group (tab_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id',
          [tab!.id, g.name, groupOrder++],
        );
        await tx.query(
          'INSERT INTO isir_view_element (group_id, attribute_name, sort_order) SELECT $1, a, o - 1 FROM unnest($2::text[]) WITH ORDINALITY AS x(a, o)',
          [group!.id, g.attrs],
        );
      }
    }
  });
}

const TABLE: Record<Level, string> = {
  tab: 'isir_view_tab',
  group: 'isir_view_group',
  element: 'isir_view_element',
};

/** The school (NULL for masters) that owns a row of any level; 404 when it is not in scope. */
async function ownerOf(
  db: Db,
  level: Level,
  id: number,
): Promise<{ schoolCode: string | null; aidYear: number; parentId: number | null }> {
  const sql = {
    tab: 'SELECT t.school_code, t.aid_year, NULL::int AS parent_id FROM isir_view_tab t WHERE t.id = $1',
    group:
      'SELECT t.school_code, t.aid_year, g.tab_id AS parent_id FROM isir_view_group g JOIN isir_view_tab t ON t.id = g.tab_id WHERE g.id = $1',
    element: `SELECT t.school_code, t.aid_year, e.group_id AS parent_id FROM isir_view_element e JOIN isir_view_group g ON g.id = e.group_id
               JOIN isir_view_tab t ON t.id = g.tab_id WHERE e.id = $1`,
  }[level];
  const [row] = await db.query<{ school_code: string | null; aid_year: number; parent_id: number | null }>(
    sql,
    [id],
  );
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
  if (level === 'tab') {
    if (scope === null && f.aidYear) await ensureMasterView(db, f.aidYear);
    return db.query(
      `SELECT ${TAB_COLS} FROM isir_view_tab t WHERE ${scopeSql('t', 1)} AND ($2::int IS NULL OR aid_year = $2)
         AND ($3::text IS NULL OR lower(name) LIKE '%' || lower($3) || '%') ORDER BY aid_year, sort_order, id`,
      [scope, f.aidYear ?? null, f.name ?? null],
    );
  }
  if (level === 'group') {
    return db.query(
      `SELECT ${GROUP_COLS}, t.aid_year AS "aidYear" FROM isir_view_group g JOIN isir_view_tab t ON t.id = g.tab_id
        WHERE ${scopeSql('t', 1)} AND ($2::int IS NULL OR t.aid_year = $2) AND ($3::int IS NULL OR g.tab_id = $3)
        ORDER BY g.tab_id, g.sort_order, g.id`,
      [scope, f.aidYear ?? null, f.tabId ?? null],
    );
  }
  return db.query(
    `SELECT ${ELEMENT_COLS} FROM isir_view_element e JOIN isir_view_group g ON g.id = e.group_id JOIN isir_view_tab t ON t.id = g.tab_id
      WHERE ${scopeSql('t', 1)} AND ($2::int IS NULL OR t.aid_year = $2) AND ($3::int IS NULL OR e.group_id = $3)
      ORDER BY e.group_id, e.sort_order, e.id`,
    [scope, f.aidYear ?? null, f.groupId ?? null],
  );
}

async function assertAttribute(db: Db, aidYear: number, attributeName: string) {
  const [el] = await db.query(
    `SELECT 1 FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id WHERE i.aid_year = $1 AND e.attribute_name = $2`,
    [aidYear, attributeName],
  );
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
  if (level === 'tab') {
    if (!input.aidYear || !input.name) throw badRequest('A tab needs aidYear and name');
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO isir_view_tab (school_code, aid_year, name, sort_order)
       VALUES ($1, $2, $3, COALESCE($4, (SELECT COALESCE(max(sort_order) + 1, 0) FROM isir_view_tab WHERE school_code IS NOT DISTINCT FROM $1 AND aid_year = $2)))
       RETURNING id`,
      [scope, input.aidYear, input.name, input.sortOrder ?? null],
    );
    return row!.id;
  }
  if (level === 'group') {
    if (!input.tabId || !input.name) throw badRequest('A group needs tabId and name');
    await assertScope(db, scope, 'tab', input.tabId);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO isir_view_group (tab_id, name, sort_order)
       VALUES ($1, $2, COALESCE($3, (SELECT COALESCE(max(sort_order) + 1, 0) FROM isir_view_group WHERE tab_id = $1))) RETURNING id`,
      [input.tabId, input.name, input.sortOrder ?? null],
    );
    return row!.id;
  }
  if (!input.groupId || !input.attributeName) throw badRequest('An element needs groupId and attributeName');
  const owner = await assertScope(db, scope, 'group', input.groupId);
  await assertAttribute(db, owner.aidYear, input.attributeName);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO isir_view_element (group_id, attribute_name, display_name, sort_order)
     VALUES ($1, $2, $3, COALESCE($4, (SELECT COALESCE(max(sort_order) + 1, 0) FROM isir_view_element WHERE group_id = $1))) RETURNING id`,
    [input.groupId, input.attributeName, input.displayName ?? null, input.sortOrder ?? null],
  );
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
    await db.query(
      `UPDATE isir_view_element SET attribute_name = COALESCE($2, attribute_name), display_name = CASE WHEN $3::bool THEN $4 ELSE display_name END,
              sort_order = COALESCE($5, sort_order) WHERE id = $1`,
      [
        id,
        input.attributeName ?? null,
        input.displayName !== undefined,
        input.displayName ?? null,
        input.sortOrder ?? null,
      ],
    );
  } else {
    await db.query(
      `UPDATE ${TABLE[level]} SET name = COALESCE($2, name), sort_order = COALESCE($3, sort_order) WHERE id = $1`,
      [id, input.name ?? null, input.sortOrder ?? null],
    );
  }
  return id;
}

export async function deleteView(db: Db, scope: Scope, level: Level, id: number) {
  await assertScope(db, scope, level, id);
  await db.query(`DELETE FROM ${TABLE[level]} WHERE id = $1`, [id]);
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
    await tx.query(
      `UPDATE ${TABLE[level]} x SET sort_order = o.n - 1 FROM unnest($1::int[]) WITH ORDINALITY AS o(id, n) WHERE x.id = o.id`,
      [ids],
    );
  });
  return true;
}

/** Deletes an element and closes the gap in its group's order. */
export async function deleteElementAndResort(db: Db, scope: Scope, id: number) {
  const owner = await assertScope(db, scope, 'element', id);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM isir_view_element WHERE id = $1', [id]);
    await tx.query(
      `UPDATE isir_view_element x SET sort_order = o.n - 1
         FROM (SELECT id, row_number() OVER (ORDER BY sort_order, id) AS n FROM isir_view_element WHERE group_id = $1) o WHERE x.id = o.id`,
      [owner.parentId],
    );
  });
  return true;
}

/** Copies tabs (with groups and elements) into a school and aid year. */
async function copyTabs(
  tx: Db,
  tabs: IsirViewTab[],
  schoolCode: string,
  aidYear: number,
  keepMaster: boolean,
) {
  let order = (
    await tx.query<{ n: number }>(
      'SELECT COALESCE(max(sort_order) + 1, 0)::int AS n FROM isir_view_tab WHERE school_code = $1 AND aid_year = $2',
      [schoolCode, aidYear],
    )
  )[0]!.n;
  const created: number[] = [];
  for (const t of tabs) {
    const [tab] = await tx.query<{ id: number }>(
      'INSERT INTO isir_view_tab (school_code, aid_year, name, sort_order, master_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [schoolCode, aidYear, t.name, order++, keepMaster ? t.id : t.masterId],
    );
    created.push(tab!.id);
    for (const g of t.groups) {
      const [group] = await tx.query<{ id: number }>(
        'INSERT INTO isir_view_group (tab_id, name, sort_order, master_id) VALUES ($1, $2, $3, $4) RETURNING id',
        [tab!.id, g.name, g.sortOrder, keepMaster ? g.id : g.masterId],
      );
      await tx.query(
        `INSERT INTO isir_view_element (group_id, attribute_name, display_name, sort_order, master_id)
         SELECT $1, a, d, s, m FROM unnest($2::text[], $3::text[], $4::int[], $5::int[]) AS x(a, d, s, m)`,
        [
          group!.id,
          g.elements.map((e) => e.attributeName),
          g.elements.map((e) => e.displayName),
          g.elements.map((e) => e.sortOrder),
          g.elements.map((e) => (keepMaster ? e.id : e.masterId)),
        ],
      );
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
    const [has] = await tx.query(
      'SELECT 1 FROM isir_view_tab WHERE school_code = $1 AND aid_year = $2 LIMIT 1',
      [schoolCode, aidYear],
    );
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
    const [has] = await tx.query(
      'SELECT 1 FROM isir_view_tab WHERE school_code = $1 AND aid_year = $2 LIMIT 1',
      [schoolCode, to],
    );
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
  return db.transaction(
    async (tx) =>
      (await copyTabs(tx, [copy], schoolCode, toAidYear ?? owner.aidYear, owner.schoolCode === null))[0],
  );
}
