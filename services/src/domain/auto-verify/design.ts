import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import type { Resource } from './answers.js';
import { ensureDefaultFlows } from './default-flows.js';
import { normalize } from './design-checks.js';
import * as changes from './design-changes.queries.js';
import * as sql from './design.queries.js';
import { SPECS } from './design.queries.js';
import {
  assertDraft,
  columnsOf,
  flowById,
  flowOfRow,
  getResource,
  touch,
  type FlowRow,
  type Input,
} from './design-rows.js';
import { copyToDraft, updateFlow } from './flow-versions.js';

// The designer's nine resources (/autoVerifyDesign) read, added, changed and deleted: the tables are described in
// design.queries.ts, the checks that refuse a bad change in design-checks.ts, a flow's versions in flow-versions.ts.

// ---------- reads ----------

export async function listResource(
  ctx: AppContext,
  caller: Caller,
  r: Resource,
  query: Record<string, unknown>,
) {
  const spec = SPECS[r];
  if (r === 'Flow') {
    const aidYear = query.aidYear === undefined ? null : Number(query.aidYear);
    if (aidYear) await ensureDefaultFlows(ctx, caller.schoolCode, aidYear);
    return sql.flowsOfSchool.all(ctx.db, {
      schoolCode: caller.schoolCode,
      aidYear,
      purpose: (query.purpose as string | undefined) ?? null,
    });
  }
  if (r === 'Evaluator') return sql.evaluatorsOfSchool.all(ctx.db, { schoolCode: caller.schoolCode });
  const parentField = spec.parent!.field;
  const parentId = Number(query[parentField]);
  if (!Number.isInteger(parentId) || parentId < 1)
    throw badRequest(`Name the ${parentField} whose ${spec.noun}s to list`);
  await flowById(ctx.db, caller, await sql.flowIdOfParent(ctx.db, r, parentId), spec.noun);
  return sql.rowsOfParent(ctx.db, r, parentId);
}

/** autoverify/GetFullFlow/{id}: the flow with its sections, condition sets, conditions, components, queries and redirects. */
export async function getFullFlow(ctx: AppContext, caller: Caller, id: number) {
  const flow = await getResource(ctx, caller, 'Flow', id);
  const flowId = { flowId: id };
  const sections = await sql.sectionsOfFlow.all(ctx.db, flowId);
  const sets = await sql.conditionSetsOfFlow.all(ctx.db, flowId);
  const conditions = await sql.conditionsOfFlow.all(ctx.db, flowId);
  const pseudoQueries = await sql.pseudoQueriesOfFlow.all(ctx.db, flowId);
  const filters = await sql.pseudoQueryFiltersOfFlow.all(ctx.db, flowId);
  return {
    ...flow,
    sections: sections.map((s) => ({
      ...s,
      conditionSets: sets
        .filter((cs) => cs.sectionID === s.id)
        .map((cs) => ({ ...cs, conditions: conditions.filter((c) => c.conditionSetID === cs.id) })),
    })),
    components: await sql.componentsOfFlow.all(ctx.db, flowId),
    pseudoQueries: pseudoQueries.map((p) => ({
      ...p,
      filters: filters.filter((f) => f.pseudoQueryID === p.id),
    })),
    redirectGroups: await sql.redirectGroupsOfFlow.all(ctx.db, flowId),
    evaluators: await sql.evaluatorsOfSchool.all(ctx.db, { schoolCode: caller.schoolCode }),
  };
}

// ---------- writes ----------

export async function addResource(ctx: AppContext, caller: Caller, r: Resource, input: Input) {
  const spec = SPECS[r];
  return ctx.db.transaction(async (tx) => {
    let flow: FlowRow | null = null;
    if (r === 'Flow') {
      if (input.copyOfFlowID) return copyToDraft(ctx, tx, caller, Number(input.copyOfFlowID));
      if (!input.name || !input.aidYear || !input.purpose)
        throw badRequest('A flow needs a name, an aid year and a purpose');
      input = { ...input, status: 'DRAFT' };
    } else if (spec.parent) {
      const parentId = Number(input[spec.parent.field]);
      const parentFlowId =
        Number.isInteger(parentId) && parentId > 0 ? await sql.flowIdOfParent(tx, r, parentId) : undefined;
      flow = await flowById(
        tx,
        caller,
        parentFlowId,
        `${spec.parent.field.replace(/ID$/, '').replace(/^\w/, (c) => c.toLowerCase())}`,
      );
      assertDraft(flow);
    }
    const merged = await normalize(tx, caller, r, flow, {}, input);
    const set = columnsOf(r, merged, false);
    if (r === 'Flow') {
      set.cols.push('school_code', 'family_uuid', 'created_by');
      set.values.push(caller.schoolCode, randomUUID(), caller.username);
    }
    if (r === 'Evaluator') {
      set.cols.push('school_code');
      set.values.push(caller.schoolCode);
    }
    const id = await changes.insertRow(tx, r, set);
    await touch(tx, flow);
    await recordActivity(tx, caller, {
      action: 'AUTO_VERIFY_ADDED',
      entityType: spec.table,
      entityId: id,
      details: { flowId: flow?.id ?? id },
    });
    return {
      message: `Successfully added ${spec.noun}`,
      item: await getResource(ctx, caller, r, id, tx),
    };
  });
}

export async function updateResource(
  ctx: AppContext,
  caller: Caller,
  r: Resource,
  id: number,
  input: Input,
  allowNull: boolean,
) {
  const spec = SPECS[r];
  return ctx.db.transaction(async (tx) => {
    const flow = await flowOfRow(tx, caller, r, id);
    if (r === 'Evaluator') await assertOwnEvaluator(tx, id);
    const before: Input = await getResource(ctx, caller, r, id, tx);
    if (r === 'Flow') return updateFlow(ctx, tx, caller, flow!, input, allowNull);
    if (flow) assertDraft(flow);
    // A row never moves to another parent (or flow).
    if (
      spec.parent &&
      input[spec.parent.field] !== undefined &&
      input[spec.parent.field] !== before[spec.parent.field]
    ) {
      throw badRequest(`A ${spec.noun} stays where it was added: ${spec.parent.field} cannot change`);
    }
    const merged = await normalize(tx, caller, r, flow, before, input, allowNull);
    const set = columnsOf(
      r,
      Object.fromEntries(Object.entries(merged).filter(([k]) => k in input || k === 'valueType')),
      allowNull,
    );
    if (set.cols.length) await changes.updateRow(tx, r, id, set);
    await touch(tx, flow);
    await recordActivity(tx, caller, {
      action: 'AUTO_VERIFY_UPDATED',
      entityType: spec.table,
      entityId: id,
      details: { flowId: flow?.id },
    });
    return { message: `Successfully updated ${spec.noun}`, item: await getResource(ctx, caller, r, id, tx) };
  });
}

export async function deleteResource(ctx: AppContext, caller: Caller, r: Resource, id: number) {
  const spec = SPECS[r];
  return ctx.db.transaction(async (tx) => {
    const flow = await flowOfRow(tx, caller, r, id);
    const refuse = (why: string) => conflict(`Unsuccessfully deleted ${spec.noun}: ${why}`);
    if (r === 'Evaluator') await assertOwnEvaluator(tx, id);
    if (r === 'Flow') {
      if (flow!.status === 'PUBLISHED')
        throw refuse(`${flow!.name} version ${flow!.version} is published: retire it first`);
      const runs = await changes.runCountOfFlow.first(tx, { flowId: id });
      if (runs!.n > 0) throw refuse(`it has ${runs!.n} recorded run(s), which the reports keep`);
      const handoff = await changes.handoffToFlow.first(tx, { flowId: id });
      if (handoff) throw refuse(`redirect group '${handoff.name}' hands off to it`);
    } else if (flow) assertDraft(flow);
    // Components a section's conditions used stay (other sections may use them); only its own sets and conditions go.
    const check = changes.USES[r];
    if (check) {
      const used = await check.firstUser.first(tx, { id });
      if (used) throw refuse(check.reason.replace('%', used.name));
    }
    if (r === 'Flow') {
      // Pieces reference each other (a condition its components): removed users first, then what they used.
      await changes.deleteConditionsOfFlow.run(tx, { flowId: id });
      await changes.deleteRedirectGroupsOfFlow.run(tx, { flowId: id });
      await changes.deleteComponentsOfFlow.run(tx, { flowId: id });
    }
    await changes.deleteRow(tx, r, id);
    if (r !== 'Flow') await touch(tx, flow);
    await recordActivity(tx, caller, {
      action: 'AUTO_VERIFY_DELETED',
      entityType: spec.table,
      entityId: id,
      details: { flowId: flow?.id },
    });
    return { message: `Successfully deleted ${spec.noun}` };
  });
}

/** A built-in evaluator (no school) never changes: a school adds its own. */
async function assertOwnEvaluator(db: Db, id: number) {
  const e = await sql.evaluatorById.first(db, { evaluatorId: id });
  if (e && e.school_code === null)
    throw conflict(
      `'${e.name}' is a built-in evaluator and cannot change; add an evaluator of your own instead`,
    );
}
