import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the ISIR tab's view settings (view-settings.ts, master-view.ts, view-copies.ts): the tabs, groups and
// elements a school (or the masters, school_code NULL) lays a record out in; named, with their parameters and rows
// checked (docs/data-layer.md). A statement that differs only by level (tab, group, element) is written once per
// level, its table named in the SQL, never spliced in at run time.

/** A school, or null for the masters (the shared defaults). */
const scope = z.string().nullable();
const maybeId = id.nullable();
const newId = z.object({ id });

const TAB_COLS = `id, school_code AS "schoolCode", aid_year AS "aidYear", name, sort_order AS "sortOrder", master_id AS "masterId"`;
const GROUP_COLS = `g.id, g.tab_id AS "tabId", g.name, g.sort_order AS "sortOrder", g.master_id AS "masterId"`;
const ELEMENT_COLS = `e.id, e.group_id AS "groupId", e.attribute_name AS "attributeName", e.display_name AS "displayName", e.sort_order AS "sortOrder", e.master_id AS "masterId"`;

export const tabRow = z.object({
  id,
  schoolCode: maybeText,
  aidYear: id,
  name: z.string(),
  sortOrder: id,
  masterId: maybeId,
});
export const groupRow = z.object({ id, tabId: id, name: z.string(), sortOrder: id, masterId: maybeId });
export const elementRow = z.object({
  id,
  groupId: id,
  attributeName: z.string(),
  displayName: maybeText,
  sortOrder: id,
  masterId: maybeId,
});

// The view as read: a scope's tabs of a year, then their groups and elements.

export const tabsOfYear = namedQuery({
  name: 'tabsOfYear',
  params: z.object({ scope, aidYear: id }),
  row: tabRow,
  sql: `SELECT ${TAB_COLS} FROM isir_view_tab t WHERE t.school_code IS NOT DISTINCT FROM :scope AND aid_year = :aidYear ORDER BY sort_order, id`,
});

export const groupsOfTabs = namedQuery({
  name: 'groupsOfTabs',
  params: z.object({ tabIds: z.array(id) }),
  row: groupRow,
  sql: `SELECT ${GROUP_COLS} FROM isir_view_group g WHERE g.tab_id = ANY(:tabIds::int[]) ORDER BY g.sort_order, g.id`,
});

export const elementsOfGroups = namedQuery({
  name: 'elementsOfGroups',
  params: z.object({ groupIds: z.array(id) }),
  row: elementRow,
  sql: `SELECT ${ELEMENT_COLS} FROM isir_view_element e WHERE e.group_id = ANY(:groupIds::int[]) ORDER BY e.sort_order, e.id`,
});

// The settings screens' searches, one level each.

export const searchTabs = namedQuery({
  name: 'searchTabs',
  params: z.object({ scope, aidYear: maybeId, name: maybeText }),
  row: tabRow,
  sql: `SELECT ${TAB_COLS} FROM isir_view_tab t WHERE t.school_code IS NOT DISTINCT FROM :scope AND (:aidYear::int IS NULL OR aid_year = :aidYear)
         AND (:name::text IS NULL OR lower(name) LIKE '%' || lower(:name) || '%') ORDER BY aid_year, sort_order, id`,
});

export const searchGroups = namedQuery({
  name: 'searchGroups',
  params: z.object({ scope, aidYear: maybeId, tabId: maybeId }),
  row: groupRow.extend({ aidYear: id }),
  sql: `SELECT ${GROUP_COLS}, t.aid_year AS "aidYear" FROM isir_view_group g JOIN isir_view_tab t ON t.id = g.tab_id
        WHERE t.school_code IS NOT DISTINCT FROM :scope AND (:aidYear::int IS NULL OR t.aid_year = :aidYear) AND (:tabId::int IS NULL OR g.tab_id = :tabId)
        ORDER BY g.tab_id, g.sort_order, g.id`,
});

export const searchElements = namedQuery({
  name: 'searchElements',
  params: z.object({ scope, aidYear: maybeId, groupId: maybeId }),
  row: elementRow,
  sql: `SELECT ${ELEMENT_COLS} FROM isir_view_element e JOIN isir_view_group g ON g.id = e.group_id JOIN isir_view_tab t ON t.id = g.tab_id
      WHERE t.school_code IS NOT DISTINCT FROM :scope AND (:aidYear::int IS NULL OR t.aid_year = :aidYear) AND (:groupId::int IS NULL OR e.group_id = :groupId)
      ORDER BY e.group_id, e.sort_order, e.id`,
});

// Who owns a row of each level: its school (NULL: the masters), aid year and parent.

const owner = z.object({ school_code: maybeText, aid_year: id, parent_id: maybeId });

export const ownerOfTab = namedQuery({
  name: 'ownerOfTab',
  params: z.object({ id }),
  row: owner,
  sql: 'SELECT t.school_code, t.aid_year, NULL::int AS parent_id FROM isir_view_tab t WHERE t.id = :id',
});

export const ownerOfGroup = namedQuery({
  name: 'ownerOfGroup',
  params: z.object({ id }),
  row: owner,
  sql: 'SELECT t.school_code, t.aid_year, g.tab_id AS parent_id FROM isir_view_group g JOIN isir_view_tab t ON t.id = g.tab_id WHERE g.id = :id',
});

export const ownerOfElement = namedQuery({
  name: 'ownerOfElement',
  params: z.object({ id }),
  row: owner,
  sql: `SELECT t.school_code, t.aid_year, e.group_id AS parent_id FROM isir_view_element e JOIN isir_view_group g ON g.id = e.group_id
               JOIN isir_view_tab t ON t.id = g.tab_id WHERE e.id = :id`,
});

/** Whether a field is in an aid year's layout (any variant). */
export const layoutHasAttribute = namedQuery({
  name: 'layoutHasAttribute',
  params: z.object({ aidYear: id, attributeName: z.string() }),
  row: found,
  sql: `SELECT 1 AS found FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id WHERE i.aid_year = :aidYear AND e.attribute_name = :attributeName`,
});

// Adding a row: placed last among its siblings unless an order is given.

export const addTab = namedQuery({
  name: 'addTab',
  params: z.object({ scope, aidYear: id, name: z.string(), sortOrder: maybeId }),
  row: newId,
  sql: `INSERT INTO isir_view_tab (school_code, aid_year, name, sort_order)
       VALUES (:scope, :aidYear, :name, COALESCE(:sortOrder, (SELECT COALESCE(max(sort_order) + 1, 0) FROM isir_view_tab WHERE school_code IS NOT DISTINCT FROM :scope AND aid_year = :aidYear)))
       RETURNING id`,
});

export const addGroup = namedQuery({
  name: 'addGroup',
  params: z.object({ tabId: id, name: z.string(), sortOrder: maybeId }),
  row: newId,
  sql: `INSERT INTO isir_view_group (tab_id, name, sort_order)
       VALUES (:tabId, :name, COALESCE(:sortOrder, (SELECT COALESCE(max(sort_order) + 1, 0) FROM isir_view_group WHERE tab_id = :tabId))) RETURNING id`,
});

export const addElement = namedQuery({
  name: 'addElement',
  params: z.object({ groupId: id, attributeName: z.string(), displayName: maybeText, sortOrder: maybeId }),
  row: newId,
  sql: `INSERT INTO isir_view_element (group_id, attribute_name, display_name, sort_order)
     VALUES (:groupId, :attributeName, :displayName, COALESCE(:sortOrder, (SELECT COALESCE(max(sort_order) + 1, 0) FROM isir_view_element WHERE group_id = :groupId))) RETURNING id`,
});

// Changing a row: what is not given stays.

export const updateElement = namedQuery({
  name: 'updateElement',
  params: z.object({
    id,
    attributeName: maybeText,
    setDisplayName: z.boolean(),
    displayName: maybeText,
    sortOrder: maybeId,
  }),
  row: noRow,
  sql: `UPDATE isir_view_element SET attribute_name = COALESCE(:attributeName, attribute_name), display_name = CASE WHEN :setDisplayName::bool THEN :displayName ELSE display_name END,
              sort_order = COALESCE(:sortOrder, sort_order) WHERE id = :id`,
});

/** The view's three levels and their tables (the names come from here, never from a request). */
const TABLES = { tab: 'isir_view_tab', group: 'isir_view_group', element: 'isir_view_element' } as const;
type ViewLevel = keyof typeof TABLES;
/** One statement per level, the same but for its table. */
function perLevel<L extends ViewLevel, Q>(levels: readonly L[], make: (level: L, table: string) => Q) {
  return Object.fromEntries(levels.map((level) => [level, make(level, TABLES[level])])) as Record<L, Q>;
}
const LEVELS = ['tab', 'group', 'element'] as const;

/** A tab's or a group's name and place (an element's has its own statement above). */
export const renameViewItem = perLevel(['tab', 'group'] as const, (level, table) =>
  namedQuery({
    name: `rename-${level}`,
    params: z.object({ id, name: maybeText, sortOrder: maybeId }),
    row: noRow,
    sql: `UPDATE ${table} SET name = COALESCE(:name, name), sort_order = COALESCE(:sortOrder, sort_order) WHERE id = :id`,
  }),
);

/** Deletes a row (its children go by ON DELETE CASCADE). */
export const deleteViewItem = perLevel(LEVELS, (level, table) =>
  namedQuery({
    name: `delete-${level}`,
    params: z.object({ id }),
    row: noRow,
    sql: `DELETE FROM ${table} WHERE id = :id`,
  }),
);

/** Closes the gap a deleted element left in its group's order. */
export const resortGroupElements = namedQuery({
  name: 'resortGroupElements',
  params: z.object({ groupId: maybeId }),
  row: noRow,
  sql: `UPDATE isir_view_element x SET sort_order = o.n - 1
         FROM (SELECT id, row_number() OVER (ORDER BY sort_order, id) AS n FROM isir_view_element WHERE group_id = :groupId) o WHERE x.id = o.id`,
});

/** Reorders siblings: ids in their new order. */
export const reorderViewItems = perLevel(LEVELS, (level, table) =>
  namedQuery({
    name: `reorder-${level}`,
    params: z.object({ ids: z.array(id) }),
    row: noRow,
    sql: `UPDATE ${table} x SET sort_order = o.n - 1 FROM unnest(:ids::int[]) WITH ORDINALITY AS o(id, n) WHERE x.id = o.id`,
  }),
);

// The masters of an aid year (master-view.ts): made once from its layout, completed once after migration 048.

/** Serialises the making and completing of a year's masters between instances. */
export const lockMasterView = namedQuery({
  name: 'lockMasterView',
  params: z.object({ aidYear: id }),
  row: noRow,
  sql: 'SELECT pg_advisory_xact_lock(7310, :aidYear)',
});

/** Whether the year has masters, and whether they still wait for the completion. */
export const masterViewState = namedQuery({
  name: 'masterViewState',
  params: z.object({ aidYear: id }),
  row: z.object({ backfill: z.boolean() }),
  sql: `SELECT EXISTS (SELECT 1 FROM isir_master_view_backfill WHERE aid_year = :aidYear) AS backfill FROM isir_view_tab WHERE school_code IS NULL AND aid_year = :aidYear LIMIT 1`,
});

export const hasMasterView = namedQuery({
  name: 'hasMasterView',
  params: z.object({ aidYear: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM isir_view_tab WHERE school_code IS NULL AND aid_year = :aidYear LIMIT 1',
});

/** Takes the year's completion mark: a row when it was still pending. */
export const takeBackfillMark = namedQuery({
  name: 'takeBackfillMark',
  params: z.object({ aidYear: id }),
  row: z.object({ aid_year: id }),
  sql: 'DELETE FROM isir_master_view_backfill WHERE aid_year = :aidYear RETURNING aid_year',
});

export const masterViewAttributes = namedQuery({
  name: 'masterViewAttributes',
  params: z.object({ aidYear: id }),
  row: z.object({ a: z.string() }),
  sql: `SELECT e.attribute_name AS a FROM isir_view_element e JOIN isir_view_group g ON g.id = e.group_id JOIN isir_view_tab t ON t.id = g.tab_id
            WHERE t.school_code IS NULL AND t.aid_year = :aidYear`,
});

export const firstMasterGroupOfTab = namedQuery({
  name: 'firstMasterGroupOfTab',
  params: z.object({ aidYear: id, tabName: z.string() }),
  row: newId,
  sql: `SELECT g.id FROM isir_view_group g JOIN isir_view_tab t ON t.id = g.tab_id
          WHERE t.school_code IS NULL AND t.aid_year = :aidYear AND t.name = :tabName ORDER BY g.sort_order, g.id LIMIT 1`,
});

export const appendMasterTab = namedQuery({
  name: 'appendMasterTab',
  params: z.object({ aidYear: id, name: z.string() }),
  row: newId,
  sql: `INSERT INTO isir_view_tab (school_code, aid_year, name, sort_order)
           VALUES (NULL, :aidYear, :name, (SELECT COALESCE(max(sort_order) + 1, 0) FROM isir_view_tab WHERE school_code IS NULL AND aid_year = :aidYear)) RETURNING id`,
});

export const appendElements = namedQuery({
  name: 'appendElements',
  params: z.object({ groupId: id, attributeNames: z.array(z.string()) }),
  row: noRow,
  sql: `INSERT INTO isir_view_element (group_id, attribute_name, sort_order)
         SELECT :groupId, a, (SELECT COALESCE(max(sort_order) + 1, 0) FROM isir_view_element WHERE group_id = :groupId) + o - 1 FROM unnest(:attributeNames::text[]) WITH ORDINALITY AS x(a, o)`,
});

export const insertMasterTab = namedQuery({
  name: 'insertMasterTab',
  params: z.object({ aidYear: id, name: z.string(), sortOrder: id }),
  row: newId,
  sql: 'INSERT INTO isir_view_tab (school_code, aid_year, name, sort_order) VALUES (NULL, :aidYear, :name, :sortOrder) RETURNING id',
});

export const insertMasterGroup = namedQuery({
  name: 'insertMasterGroup',
  params: z.object({ tabId: id, name: z.string(), sortOrder: id }),
  row: newId,
  sql: 'INSERT INTO isir_view_group (tab_id, name, sort_order) VALUES (:tabId, :name, :sortOrder) RETURNING id',
});

export const insertMasterElements = namedQuery({
  name: 'insertMasterElements',
  params: z.object({ groupId: id, attributeNames: z.array(z.string()) }),
  row: noRow,
  sql: 'INSERT INTO isir_view_element (group_id, attribute_name, sort_order) SELECT :groupId, a, o - 1 FROM unnest(:attributeNames::text[]) WITH ORDINALITY AS x(a, o)',
});

// A school's copies (view-copies.ts): of the masters, of a year into the next, of one tab.

export const schoolHasViewSettings = namedQuery({
  name: 'schoolHasViewSettings',
  params: z.object({ schoolCode: z.string(), aidYear: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM isir_view_tab WHERE school_code = :schoolCode AND aid_year = :aidYear LIMIT 1',
});

export const nextTabOrder = namedQuery({
  name: 'nextTabOrder',
  params: z.object({ schoolCode: z.string(), aidYear: id }),
  row: z.object({ n: id }),
  sql: 'SELECT COALESCE(max(sort_order) + 1, 0)::int AS n FROM isir_view_tab WHERE school_code = :schoolCode AND aid_year = :aidYear',
});

export const copyTab = namedQuery({
  name: 'copyTab',
  params: z.object({
    schoolCode: z.string(),
    aidYear: id,
    name: z.string(),
    sortOrder: id,
    masterId: maybeId,
  }),
  row: newId,
  sql: 'INSERT INTO isir_view_tab (school_code, aid_year, name, sort_order, master_id) VALUES (:schoolCode, :aidYear, :name, :sortOrder, :masterId) RETURNING id',
});

export const copyGroup = namedQuery({
  name: 'copyGroup',
  params: z.object({ tabId: id, name: z.string(), sortOrder: id, masterId: maybeId }),
  row: newId,
  sql: 'INSERT INTO isir_view_group (tab_id, name, sort_order, master_id) VALUES (:tabId, :name, :sortOrder, :masterId) RETURNING id',
});

export const copyElements = namedQuery({
  name: 'copyElements',
  params: z.object({
    groupId: id,
    attributeNames: z.array(z.string()),
    displayNames: z.array(maybeText),
    sortOrders: z.array(id),
    masterIds: z.array(maybeId),
  }),
  row: noRow,
  sql: `INSERT INTO isir_view_element (group_id, attribute_name, display_name, sort_order, master_id)
         SELECT :groupId, a, d, s, m FROM unnest(:attributeNames::text[], :displayNames::text[], :sortOrders::int[], :masterIds::int[]) AS x(a, d, s, m)`,
});
