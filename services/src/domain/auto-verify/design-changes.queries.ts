import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';
import type { Resource } from './answers.js';
import { byResource, SPECS } from './design.queries.js';

// The SQL of the designer's changes (design.ts, design-rows.ts, flow-versions.ts): a row added, changed or deleted in
// its resource's table (design.queries.ts), what refuses a delete, and a flow stamped when a piece of it changes
// (docs/data-layer.md).

/** A change to a piece of the flow changes the flow. */
export const touchFlow = namedQuery({
  name: 'touchFlow',
  params: z.object({ flowId: id }),
  row: noRow,
  sql: `UPDATE auto_verify_flow SET updated_at = now() WHERE id = :flowId`,
});

// ---------- adding, changing and deleting a row ----------

/** The columns a change sets and their values, in the order of the resource's fields. */
export interface ColumnValues {
  cols: string[];
  values: unknown[];
}

// Dynamic SQL, built here in the data layer: an add or a change sets the columns the request names (a change names
// some), taken from the resource's fields above (never from the caller's text); each value is a bound parameter
// named after its column. The statement is defined for each call.
const valueParams = (cols: string[]) =>
  Object.fromEntries(cols.map((c) => [c, z.unknown()])) as Record<string, z.ZodUnknown>;
const namedValues = ({ cols, values }: ColumnValues) =>
  Object.fromEntries(cols.map((c, i) => [c, values[i]]));

/** Adds a row to the resource's table; its id. */
export async function insertRow(db: Db, r: Resource, set: ColumnValues): Promise<number> {
  const insert = namedQuery({
    name: `insert${r}`,
    params: z.object(valueParams(set.cols)),
    row: z.object({ id }),
    sql: `INSERT INTO ${SPECS[r].table} (${set.cols.join(', ')}) VALUES (${set.cols.map((c) => `:${c}`).join(', ')}) RETURNING id`,
  });
  return (await insert.first(db, namedValues(set)))!.id;
}

/** Sets columns of a row (a flow's change also stamps its updated_at). */
export async function updateRow(db: Db, r: Resource, rowId: number, set: ColumnValues) {
  const update = namedQuery({
    name: `update${r}`,
    params: z.object({ rowId: id, ...valueParams(set.cols) }),
    row: noRow,
    sql: `UPDATE ${SPECS[r].table} SET ${set.cols.map((c) => `${c} = :${c}`).join(', ')}${r === 'Flow' ? ', updated_at = now()' : ''} WHERE id = :rowId`,
  });
  await update.run(db, { rowId, ...namedValues(set) });
}

const DELETE_ROW = byResource((r, spec) =>
  namedQuery({
    name: `delete${r}`,
    params: z.object({ id }),
    row: noRow,
    sql: `DELETE FROM ${spec.table} WHERE id = :id`,
  }),
);
export const deleteRow = (db: Db, r: Resource, rowId: number) => DELETE_ROW[r].run(db, { id: rowId });

// ---------- what refuses a delete ----------

const usedBy = z.object({ name: z.string() });

export const runCountOfFlow = namedQuery({
  name: 'runCountOfFlow',
  params: z.object({ flowId: id }),
  row: z.object({ n: z.number().int() }),
  sql: `SELECT count(*)::int AS n FROM auto_verify_run WHERE flow_id = :flowId`,
});

/** A redirect group of another flow that hands off to this one. */
export const handoffToFlow = namedQuery({
  name: 'handoffToFlow',
  params: z.object({ flowId: id }),
  row: usedBy,
  sql: `SELECT name FROM auto_verify_redirect_group WHERE handoff_flow_id = :flowId AND flow_id <> :flowId LIMIT 1`,
});

/** What uses a row of each resource another may use, by name, and the reason a delete names ('%' the user). */
export const USES: Partial<Record<Resource, { firstUser: ReturnType<typeof usesQuery>; reason: string }>> = {
  Section: {
    firstUser: usesQuery(
      'redirectGroupUsingSection',
      'SELECT name FROM auto_verify_redirect_group WHERE section_id = :id LIMIT 1',
    ),
    reason: "redirect group '%' uses it",
  },
  Component: {
    firstUser: usesQuery(
      'conditionSetUsingComponent',
      `SELECT cs.name FROM auto_verify_condition c JOIN auto_verify_condition_set cs ON cs.id = c.condition_set_id
                   WHERE c.left_component_id = :id OR c.right_component_id = :id LIMIT 1`,
    ),
    reason: "a condition of condition set '%' uses it",
  },
  PseudoQuery: {
    firstUser: usesQuery(
      'componentReadingPseudoQuery',
      'SELECT name FROM auto_verify_component WHERE pseudo_query_id = :id LIMIT 1',
    ),
    reason: "component '%' reads it",
  },
  Evaluator: {
    firstUser: usesQuery(
      'flowUsingEvaluator',
      `SELECT f.name FROM auto_verify_condition c JOIN auto_verify_condition_set cs ON cs.id = c.condition_set_id
                   JOIN auto_verify_section s ON s.id = cs.section_id JOIN auto_verify_flow f ON f.id = s.flow_id WHERE c.evaluator_id = :id LIMIT 1`,
    ),
    reason: "a condition of flow '%' uses it",
  },
};
function usesQuery(name: string, sql: string) {
  return namedQuery({ name, params: z.object({ id }), row: usedBy, sql });
}

// Pieces reference each other (a condition its components): a flow's delete removes users first, then what they used.
export const deleteConditionsOfFlow = namedQuery({
  name: 'deleteConditionsOfFlow',
  params: z.object({ flowId: id }),
  row: noRow,
  sql: `DELETE FROM auto_verify_condition WHERE condition_set_id IN (SELECT cs.id FROM auto_verify_condition_set cs
                        JOIN auto_verify_section s ON s.id = cs.section_id WHERE s.flow_id = :flowId)`,
});
export const deleteRedirectGroupsOfFlow = namedQuery({
  name: 'deleteRedirectGroupsOfFlow',
  params: z.object({ flowId: id }),
  row: noRow,
  sql: `DELETE FROM auto_verify_redirect_group WHERE flow_id = :flowId`,
});
export const deleteComponentsOfFlow = namedQuery({
  name: 'deleteComponentsOfFlow',
  params: z.object({ flowId: id }),
  row: noRow,
  sql: `DELETE FROM auto_verify_component WHERE flow_id = :flowId`,
});
