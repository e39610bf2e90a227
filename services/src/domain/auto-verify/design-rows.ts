import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import * as changes from './design-changes.queries.js';
import * as sql from './design.queries.js';
import type { Resource } from './answers.js';
import { SPECS } from './design.queries.js';

// A row of the designer and the flow it belongs to: the caller's school owns the flow (another school's is invisible),
// only a draft changes, and a change to a piece stamps its flow.

export const RESOURCES = Object.keys(SPECS) as Resource[];
export const nounOf = (r: Resource) => SPECS[r].noun;

export type FlowRow = z.output<typeof sql.flowRow>;

export async function flowById(
  db: Db,
  caller: Caller,
  flowId: number | null | undefined,
  what: string,
): Promise<FlowRow> {
  const f = flowId ? await sql.flowById.first(db, { flowId }) : undefined;
  // Another school's flow is invisible, like any record of another school.
  if (!f || f.school_code !== caller.schoolCode)
    throw notFound(`No ${what} ${flowId ?? ''} in school ${caller.schoolCode}`.replace('  ', ' '));
  return f;
}

export async function flowOfRow(db: Db, caller: Caller, r: Resource, id: number): Promise<FlowRow | null> {
  const spec = SPECS[r];
  if (!spec.flowOfRow) {
    const e = await sql.evaluatorById.first(db, { evaluatorId: id });
    if (!e || (e.school_code !== null && e.school_code !== caller.schoolCode))
      throw notFound(`No ${spec.noun} ${id}`);
    return null;
  }
  const flowId = await sql.flowIdOfRow(db, r, id);
  if (flowId === undefined) throw notFound(`No ${spec.noun} ${id}`);
  return flowById(db, caller, flowId, spec.noun);
}

export const assertDraft = (f: FlowRow) => {
  if (f.status !== 'DRAFT')
    throw conflict(
      `${f.name} version ${f.version} is ${f.status.toLowerCase()}: make a draft of it to change it`,
    );
};

export const touch = async (db: Db, flow: FlowRow | null) => {
  if (flow) await changes.touchFlow.run(db, { flowId: flow.id });
};

export async function getResource<R extends Resource>(
  ctx: AppContext,
  caller: Caller,
  r: R,
  id: number,
  db: Db = ctx.db,
): Promise<sql.ResourceRow<R>> {
  await flowOfRow(db, caller, r, id);
  return (await sql.resourceRow(db, r, id))!;
}

export type Input = Record<string, unknown>;

/** The columns an add or a change sets: the resource's fields the input names. */
export function columnsOf(r: Resource, input: Input, allowNull: boolean): changes.ColumnValues {
  const cols: string[] = [];
  const values: unknown[] = [];
  for (const [api, col] of Object.entries(SPECS[r].fields)) {
    if (!(api in input) || input[api] === undefined) continue;
    if (input[api] === null && !allowNull) continue; // without allowNullUpdate a null leaves the stored value
    cols.push(col);
    values.push(input[api]);
  }
  return { cols, values };
}
