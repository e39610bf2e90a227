import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { updateRow } from './design-changes.queries.js';
import { SPECS } from './design.queries.js';
import { assertDraft, columnsOf, flowById, getResource, type FlowRow, type Input } from './design-rows.js';
import * as sql from './flow-versions.queries.js';

// A flow's versions: a draft is published (retiring the version it replaces) and a published version retired; a
// change to a published flow is made on a draft copied from it ("editing makes a draft").

/** A flow's change: its status (publish, retire) and, on a draft, its other fields. */
export async function updateFlow(
  ctx: AppContext,
  tx: Db,
  caller: Caller,
  flow: FlowRow,
  input: Input,
  allowNull: boolean,
) {
  const status = input.status as string | undefined;
  if (status && status !== flow.status) await changeStatus(tx, caller, flow, status);
  const rest = Object.fromEntries(Object.entries(input).filter(([k]) => k !== 'status'));
  if (Object.keys(rest).some((k) => rest[k] !== undefined)) {
    assertDraft(flow.status === 'DRAFT' || status === 'PUBLISHED' ? { ...flow, status: 'DRAFT' } : flow);
    if ('aidYear' in rest && rest.aidYear !== flow.aid_year)
      throw badRequest('A flow stays in its aid year: make a new flow for another year');
    if ('purpose' in rest && rest.purpose !== flow.purpose) throw badRequest('A flow keeps its purpose');
    const set = columnsOf('Flow', rest, allowNull);
    if (set.cols.length) await updateRow(tx, 'Flow', flow.id, set);
  }
  return {
    message: `Successfully updated ${SPECS.Flow.noun}`,
    item: await getResource(ctx, caller, 'Flow', flow.id, tx),
  };
}

/** Publishing a draft retires the published version of its family; only a published version is retired. */
async function changeStatus(tx: Db, caller: Caller, flow: FlowRow, status: string) {
  if (status === 'PUBLISHED') {
    if (flow.status !== 'DRAFT')
      throw conflict(
        `Only a draft is published; ${flow.name} version ${flow.version} is ${flow.status.toLowerCase()}`,
      );
    const n = await sql.conditionCountOfFlow.first(tx, { flowId: flow.id });
    if (!n!.n)
      throw badRequest(`${flow.name} has no condition yet: add a section with a condition before publishing`);
    await sql.retirePublishedOfFamily.run(tx, { familyUuid: flow.family_uuid });
    await sql.publishFlow.run(tx, { flowId: flow.id, publishedBy: caller.username });
  } else if (status === 'RETIRED') {
    if (flow.status !== 'PUBLISHED')
      throw conflict('Only a published flow is retired; delete a draft instead');
    await sql.retireFlow.run(tx, { flowId: flow.id });
  } else {
    throw conflict(
      `A ${flow.status.toLowerCase()} flow does not go back to ${status.toLowerCase()}: make a draft of it`,
    );
  }
  await recordActivity(tx, caller, {
    action: `AUTO_VERIFY_FLOW_${status}`,
    entityType: 'auto_verify_flow',
    entityId: flow.id,
    details: { version: flow.version },
  });
}

/** "Editing makes a draft": a copy of a flow (usually the published version) as the family's next version. */
export async function copyToDraft(ctx: AppContext, tx: Db, caller: Caller, sourceId: number) {
  const src = await flowById(tx, caller, sourceId, 'auto verify flow');
  const draft = await sql.draftOfFamily.first(tx, { familyUuid: src.family_uuid });
  if (draft) throw conflict(`${src.name} already has a draft (version ${draft.version}): change that one`);
  const next = await sql.nextVersionOfFamily.first(tx, { familyUuid: src.family_uuid });
  const flow = await sql.copyFlowAsDraft.first(tx, {
    flowId: src.id,
    version: next!.v,
    createdBy: caller.username,
  });
  await copyFlowContents(tx, src.id, flow!.id);
  await recordActivity(tx, caller, {
    action: 'AUTO_VERIFY_DRAFT_MADE',
    entityType: 'auto_verify_flow',
    entityId: flow!.id,
    details: { from: src.id },
  });
  return {
    message: `Successfully added ${SPECS.Flow.noun}`,
    item: await getResource(ctx, caller, 'Flow', flow!.id, tx),
  };
}

/** Copies sections, sets, conditions, components, pseudo queries and redirect groups, mapping ids to the copies. */
async function copyFlowContents(tx: Db, from: number, to: number) {
  const pq = new Map<number, number>();
  for (const q of await sql.pseudoQueryIdsOfFlow.all(tx, { flowId: from })) {
    const c = await sql.copyPseudoQuery.first(tx, { pseudoQueryId: q.id, toFlowId: to });
    pq.set(q.id, c!.id);
    await sql.copyPseudoQueryFilters.run(tx, { pseudoQueryId: q.id, toPseudoQueryId: c!.id });
  }
  const comp = new Map<number, number>();
  for (const k of await sql.componentsToCopy.all(tx, { flowId: from })) {
    const c = await sql.copyComponent.first(tx, {
      componentId: k.id,
      toFlowId: to,
      pseudoQueryId: k.pseudo_query_id ? (pq.get(k.pseudo_query_id) ?? null) : null,
    });
    comp.set(k.id, c!.id);
  }
  const sec = new Map<number, number>();
  for (const s of await sql.sectionIdsOfFlow.all(tx, { flowId: from })) {
    const c = await sql.copySection.first(tx, { sectionId: s.id, toFlowId: to });
    sec.set(s.id, c!.id);
    for (const cs of await sql.conditionSetIdsOfSection.all(tx, { sectionId: s.id })) {
      const n = await sql.copyConditionSet.first(tx, { conditionSetId: cs.id, toSectionId: c!.id });
      for (const cond of await sql.conditionsToCopy.all(tx, { conditionSetId: cs.id })) {
        await sql.copyCondition.run(tx, {
          conditionId: cond.id,
          toConditionSetId: n!.id,
          leftComponentId: comp.get(cond.left_component_id),
          rightComponentId: cond.right_component_id ? comp.get(cond.right_component_id) : null,
        });
      }
    }
  }
  await sql.copyRedirectGroups.run(tx, {
    flowId: from,
    toFlowId: to,
    oldSectionIds: [...sec.keys()],
    newSectionIds: [...sec.values()],
  });
}
