import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { awardYearLabel, loadLayouts } from '../isir/layout.js';
import {
  COMPONENT_KINDS,
  NUMERIC_OPERATORS,
  OPERATORS,
  QUERY_OBJECTS,
  STUDENT_ATTRIBUTES,
  UNARY_OPERATORS,
  queryObject,
} from './catalog.js';

/**
 * The nine design resources of /autoVerifyDesign as one table-driven CRUD: each names its table, its fields (API name
 * → column), how a row finds its flow (the flow carries the school), and the checks that refuse a bad change with the
 * reason. Only a DRAFT flow changes; a published one is copied into a draft first.
 */
export type Resource =
  | 'Flow'
  | 'Section'
  | 'ConditionSet'
  | 'Condition'
  | 'Evaluator'
  | 'Component'
  | 'PseudoQuery'
  | 'PseudoQueryFilter'
  | 'RedirectGroup';

interface Spec {
  table: string;
  noun: string;
  /** API field → column. */
  fields: Record<string, string>;
  /** SQL giving flow_id for row $1 (null: the row belongs to the school, not a flow). */
  flowOfRow: string | null;
  /** The field of a new row that names its parent, and SQL giving the flow of that parent ($1). */
  parent?: { field: string; flowOf: string };
  order: string;
}

const SPECS: Record<Resource, Spec> = {
  Flow: {
    table: 'auto_verify_flow',
    noun: 'auto verify flow',
    flowOfRow: 'SELECT id AS flow_id FROM auto_verify_flow WHERE id = $1',
    fields: {
      name: 'name',
      description: 'description',
      aidYear: 'aid_year',
      purpose: 'purpose',
      verificationGroup: 'verification_group',
      status: 'status',
    },
    order: 'aid_year DESC, name, version DESC',
  },
  Section: {
    table: 'auto_verify_section',
    noun: 'auto verify section',
    flowOfRow: 'SELECT flow_id FROM auto_verify_section WHERE id = $1',
    fields: {
      flowID: 'flow_id',
      name: 'name',
      sortOrder: 'sort_order',
      interviewTypeID: 'interview_type_id',
      passStatus: 'pass_status',
    },
    parent: { field: 'flowID', flowOf: 'SELECT id AS flow_id FROM auto_verify_flow WHERE id = $1' },
    order: 'sort_order, id',
  },
  ConditionSet: {
    table: 'auto_verify_condition_set',
    noun: 'auto verify condition set',
    flowOfRow:
      'SELECT s.flow_id FROM auto_verify_condition_set cs JOIN auto_verify_section s ON s.id = cs.section_id WHERE cs.id = $1',
    fields: { sectionID: 'section_id', name: 'name', sortOrder: 'sort_order' },
    parent: { field: 'sectionID', flowOf: 'SELECT flow_id FROM auto_verify_section WHERE id = $1' },
    order: 'sort_order, id',
  },
  Condition: {
    table: 'auto_verify_condition',
    noun: 'auto verify condition',
    flowOfRow: `SELECT s.flow_id FROM auto_verify_condition c JOIN auto_verify_condition_set cs ON cs.id = c.condition_set_id
                  JOIN auto_verify_section s ON s.id = cs.section_id WHERE c.id = $1`,
    fields: {
      conditionSetID: 'condition_set_id',
      leftComponentID: 'left_component_id',
      evaluatorID: 'evaluator_id',
      rightComponentID: 'right_component_id',
      rightConstant: 'right_constant',
      tolerance: 'tolerance',
      sortOrder: 'sort_order',
    },
    parent: {
      field: 'conditionSetID',
      flowOf:
        'SELECT s.flow_id FROM auto_verify_condition_set cs JOIN auto_verify_section s ON s.id = cs.section_id WHERE cs.id = $1',
    },
    order: 'sort_order, id',
  },
  Evaluator: {
    table: 'auto_verify_evaluator',
    noun: 'auto verify evaluator',
    flowOfRow: null,
    fields: {
      name: 'name',
      operator: 'operator',
      defaultTolerance: 'default_tolerance',
      description: 'description',
    },
    order: 'school_code NULLS FIRST, id',
  },
  Component: {
    table: 'auto_verify_component',
    noun: 'auto verify component',
    flowOfRow: 'SELECT flow_id FROM auto_verify_component WHERE id = $1',
    fields: {
      flowID: 'flow_id',
      name: 'name',
      kind: 'kind',
      valueType: 'value_type',
      isirAttributeName: 'isir_attribute_name',
      isirTransaction: 'isir_transaction',
      interviewTypeCode: 'interview_type_code',
      questionKey: 'question_key',
      studentAttribute: 'student_attribute',
      constantValue: 'constant_value',
      pseudoQueryID: 'pseudo_query_id',
    },
    parent: { field: 'flowID', flowOf: 'SELECT id AS flow_id FROM auto_verify_flow WHERE id = $1' },
    order: 'name, id',
  },
  PseudoQuery: {
    table: 'auto_verify_pseudo_query',
    noun: 'auto verify pseudo query',
    flowOfRow: 'SELECT flow_id FROM auto_verify_pseudo_query WHERE id = $1',
    fields: {
      flowID: 'flow_id',
      name: 'name',
      queryObject: 'query_object',
      result: 'result',
      resultColumn: 'result_column',
    },
    parent: { field: 'flowID', flowOf: 'SELECT id AS flow_id FROM auto_verify_flow WHERE id = $1' },
    order: 'name, id',
  },
  PseudoQueryFilter: {
    table: 'auto_verify_pseudo_query_filter',
    noun: 'auto verify pseudo query filter',
    flowOfRow:
      'SELECT q.flow_id FROM auto_verify_pseudo_query_filter f JOIN auto_verify_pseudo_query q ON q.id = f.pseudo_query_id WHERE f.id = $1',
    fields: {
      pseudoQueryID: 'pseudo_query_id',
      columnName: 'column_name',
      operator: 'operator',
      value: 'value',
    },
    parent: { field: 'pseudoQueryID', flowOf: 'SELECT flow_id FROM auto_verify_pseudo_query WHERE id = $1' },
    order: 'id',
  },
  RedirectGroup: {
    table: 'auto_verify_redirect_group',
    noun: 'auto verify redirect group',
    flowOfRow: 'SELECT flow_id FROM auto_verify_redirect_group WHERE id = $1',
    fields: {
      flowID: 'flow_id',
      name: 'name',
      sectionID: 'section_id',
      onResult: 'on_result',
      studentStatus: 'student_status',
      alertMessage: 'alert_message',
      memoText: 'memo_text',
      handoffFlowID: 'handoff_flow_id',
      sortOrder: 'sort_order',
    },
    parent: { field: 'flowID', flowOf: 'SELECT id AS flow_id FROM auto_verify_flow WHERE id = $1' },
    order: 'sort_order, id',
  },
};

export const RESOURCES = Object.keys(SPECS) as Resource[];
export const nounOf = (r: Resource) => SPECS[r].noun;

interface FlowRow {
  id: number;
  school_code: string;
  aid_year: number;
  status: string;
  name: string;
  version: number;
  family_uuid: string;
  purpose: string;
}

const selectList = (spec: Spec) =>
  ['id', ...Object.entries(spec.fields).map(([api, col]) => `${col} AS "${api}"`)].join(', ') +
  (spec.table === 'auto_verify_flow'
    ? ', version, family_uuid::text AS "familyUUID", published_at AS "publishedAt", published_by AS "publishedBy", created_at AS "createdAt", updated_at AS "updatedAt"'
    : '') +
  (spec.table === 'auto_verify_evaluator' ? ', (school_code IS NULL) AS "builtIn"' : '') +
  (spec.table === 'auto_verify_section'
    ? ', (SELECT type_code FROM interview_type t WHERE t.id = interview_type_id) AS "interviewTypeCode"'
    : '');

async function flowById(
  db: Db,
  caller: Caller,
  flowId: number | null | undefined,
  what: string,
): Promise<FlowRow> {
  const [f] = flowId
    ? await db.query<FlowRow>(
        'SELECT id, school_code, aid_year, status, name, version, family_uuid::text AS family_uuid, purpose FROM auto_verify_flow WHERE id = $1',
        [flowId],
      )
    : [];
  // Another school's flow is invisible, like any record of another school.
  if (!f || f.school_code !== caller.schoolCode)
    throw notFound(`No ${what} ${flowId ?? ''} in school ${caller.schoolCode}`.replace('  ', ' '));
  return f;
}

async function flowOfRow(db: Db, caller: Caller, r: Resource, id: number): Promise<FlowRow | null> {
  const spec = SPECS[r];
  if (!spec.flowOfRow) {
    const [e] = await db.query<{ school_code: string | null }>(
      'SELECT school_code FROM auto_verify_evaluator WHERE id = $1',
      [id],
    );
    if (!e || (e.school_code !== null && e.school_code !== caller.schoolCode))
      throw notFound(`No ${spec.noun} ${id}`);
    return null;
  }
  const [row] = await db.query<{ flow_id: number }>(spec.flowOfRow, [id]);
  if (!row) throw notFound(`No ${spec.noun} ${id}`);
  return flowById(db, caller, row.flow_id, spec.noun);
}

const assertDraft = (f: FlowRow) => {
  if (f.status !== 'DRAFT')
    throw conflict(
      `${f.name} version ${f.version} is ${f.status.toLowerCase()}: make a draft of it to change it`,
    );
};

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
    return ctx.db.query(
      `SELECT ${selectList(spec)} FROM auto_verify_flow WHERE school_code = $1 AND ($2::int IS NULL OR aid_year = $2) AND ($3::text IS NULL OR purpose = $3)
        ORDER BY ${spec.order}`,
      [caller.schoolCode, aidYear, query.purpose ?? null],
    );
  }
  if (r === 'Evaluator') {
    return ctx.db.query(
      `SELECT ${selectList(spec)} FROM auto_verify_evaluator WHERE school_code IS NULL OR school_code = $1 ORDER BY ${spec.order}`,
      [caller.schoolCode],
    );
  }
  const parentField = spec.parent!.field;
  const parentId = Number(query[parentField]);
  if (!Number.isInteger(parentId) || parentId < 1)
    throw badRequest(`Name the ${parentField} whose ${spec.noun}s to list`);
  const [p] = await ctx.db.query<{ flow_id: number }>(spec.parent!.flowOf, [parentId]);
  await flowById(ctx.db, caller, p?.flow_id, spec.noun);
  return ctx.db.query(
    `SELECT ${selectList(spec)} FROM ${spec.table} WHERE ${spec.fields[parentField]} = $1 ORDER BY ${spec.order}`,
    [parentId],
  );
}

export async function getResource(ctx: AppContext, caller: Caller, r: Resource, id: number, db: Db = ctx.db) {
  await flowOfRow(db, caller, r, id);
  const spec = SPECS[r];
  const [row] = await db.query(`SELECT ${selectList(spec)} FROM ${spec.table} WHERE id = $1`, [id]);
  return row!;
}

/** autoverify/GetFullFlow/{id}: the flow with its sections, condition sets, conditions, components, queries and redirects. */
export async function getFullFlow(ctx: AppContext, caller: Caller, id: number) {
  const flow = await getResource(ctx, caller, 'Flow', id);
  const q = (r: Resource, where: string) =>
    ctx.db.query<Record<string, unknown>>(
      `SELECT ${selectList(SPECS[r])} FROM ${SPECS[r].table} t WHERE ${where} ORDER BY ${SPECS[r].order}`,
      [id],
    );
  const sections = await q('Section', 'flow_id = $1');
  const sets = await q(
    'ConditionSet',
    'section_id IN (SELECT id FROM auto_verify_section WHERE flow_id = $1)',
  );
  const conditions = await q(
    'Condition',
    `condition_set_id IN (SELECT cs.id FROM auto_verify_condition_set cs JOIN auto_verify_section s ON s.id = cs.section_id WHERE s.flow_id = $1)`,
  );
  const pseudoQueries = await q('PseudoQuery', 'flow_id = $1');
  const filters = await q(
    'PseudoQueryFilter',
    'pseudo_query_id IN (SELECT id FROM auto_verify_pseudo_query WHERE flow_id = $1)',
  );
  return {
    ...flow,
    sections: sections.map((s) => ({
      ...s,
      conditionSets: sets
        .filter((cs) => cs.sectionID === s.id)
        .map((cs) => ({ ...cs, conditions: conditions.filter((c) => c.conditionSetID === cs.id) })),
    })),
    components: await q('Component', 'flow_id = $1'),
    pseudoQueries: pseudoQueries.map((p) => ({
      ...p,
      filters: filters.filter((f) => f.pseudoQueryID === p.id),
    })),
    redirectGroups: await q('RedirectGroup', 'flow_id = $1'),
    evaluators: await listResource(ctx, caller, 'Evaluator', {}),
  };
}

/** AutoVerifyPseudoQuery/QueryObjects: what a pseudo query may read, with the columns to filter on or return. */
export const queryObjects = () =>
  QUERY_OBJECTS.map((o) => ({
    name: o.name,
    label: o.label,
    columns: Object.entries(o.columns).map(([name, c]) => ({ name, label: c.label })),
  }));

/** The pickers of the designer: ISIR fields of the aid year's layouts by display name, student attributes, item types, questions. */
export async function designerCatalog(ctx: AppContext, aidYear: number) {
  const layouts = (await loadLayouts(ctx.db)).filter((l) => l.aidYear === aidYear);
  const seen = new Map<
    string,
    {
      attributeName: string;
      displayName: string;
      cpsNumber: number | null;
      section: string | null;
      valueType: string;
      fti: boolean;
    }
  >();
  for (const l of layouts) {
    for (const e of l.elements) {
      if (e.filler || e.suppressed || seen.has(e.attributeName)) continue;
      seen.set(e.attributeName, {
        attributeName: e.attributeName,
        displayName: e.displayName,
        cpsNumber: e.cpsNumber,
        section: e.section,
        valueType: numericElement(e) ? 'NUMBER' : 'TEXT',
        fti: e.fti,
      });
    }
  }
  const questions = await ctx.db.query<{
    typeCode: string;
    questionKey: string;
    text: string;
    questionType: string;
  }>(
    `SELECT DISTINCT t.type_code AS "typeCode", q.question_key AS "questionKey", q.text, q.question_type AS "questionType"
       FROM interview_question q JOIN interview_revision r ON r.id = q.interview_revision_id JOIN interview_type t ON t.id = r.interview_type_id
      WHERE r.aid_year = $1 AND q.question_type IN ('TEXT', 'NUMBER', 'DATE', 'CHOICE') ORDER BY 1, 2`,
    [aidYear],
  );
  const itemTypes = await ctx.db.query<{ id: number; typeCode: string; name: string }>(
    'SELECT id, type_code AS "typeCode", name FROM interview_type ORDER BY id',
  );
  return {
    aidYear,
    isirFields: [...seen.values()].sort((a, b) => (a.cpsNumber ?? 0) - (b.cpsNumber ?? 0)),
    studentAttributes: Object.entries(STUDENT_ATTRIBUTES).map(([name, a]) => ({
      name,
      label: a.label,
      valueType: a.valueType,
    })),
    questions: questions.map((q) => ({ ...q, valueType: q.questionType === 'NUMBER' ? 'NUMBER' : 'TEXT' })),
    itemTypes,
    operators: [...OPERATORS],
    queryObjects: queryObjects(),
  };
}

const numericElement = (e: { rules: { op: string; min?: string | boolean; max?: string | boolean }[] }) =>
  e.rules.some(
    (r) =>
      r.op === 'range' &&
      typeof r.min === 'string' &&
      /^-?\d+$/.test(r.min) &&
      typeof r.max === 'string' &&
      /^-?\d+$/.test(r.max) &&
      !/^(19|20)\d{6}$/.test(r.min),
  );

// ---------- writes ----------

type Input = Record<string, unknown>;

function columnsOf(spec: Spec, input: Input, allowNull: boolean) {
  const cols: string[] = [];
  const values: unknown[] = [];
  for (const [api, col] of Object.entries(spec.fields)) {
    if (!(api in input) || input[api] === undefined) continue;
    if (input[api] === null && !allowNull) continue; // without allowNullUpdate a null leaves the stored value
    cols.push(col);
    values.push(input[api]);
  }
  return { cols, values };
}

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
      const [p] =
        Number.isInteger(parentId) && parentId > 0
          ? await tx.query<{ flow_id: number }>(spec.parent.flowOf, [parentId])
          : [];
      flow = await flowById(
        tx,
        caller,
        p?.flow_id,
        `${spec.parent.field.replace(/ID$/, '').replace(/^\w/, (c) => c.toLowerCase())}`,
      );
      assertDraft(flow);
    }
    const merged = await normalize(ctx, tx, caller, r, flow, {}, input);
    const { cols, values } = columnsOf(spec, merged, false);
    if (r === 'Flow') {
      cols.push('school_code', 'family_uuid', 'created_by');
      values.push(caller.schoolCode, randomUUID(), caller.username);
    }
    if (r === 'Evaluator') {
      cols.push('school_code');
      values.push(caller.schoolCode);
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO ${spec.table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      values,
    );
    await touch(tx, flow);
    await recordActivity(tx, caller, {
      action: 'AUTO_VERIFY_ADDED',
      entityType: spec.table,
      entityId: row!.id,
      details: { flowId: flow?.id ?? row!.id },
    });
    return {
      message: `Successfully added ${spec.noun}`,
      item: await getResource(ctx, caller, r, row!.id, tx),
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
    if (r === 'Evaluator') await assertOwnEvaluator(tx, caller, id);
    const before = (await getResource(ctx, caller, r, id, tx)) as Input;
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
    const merged = await normalize(ctx, tx, caller, r, flow, before, input, allowNull);
    const { cols, values } = columnsOf(
      spec,
      Object.fromEntries(Object.entries(merged).filter(([k]) => k in input || k === 'valueType')),
      allowNull,
    );
    if (cols.length)
      await tx.query(
        `UPDATE ${spec.table} SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`,
        [id, ...values],
      );
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
    if (r === 'Evaluator') await assertOwnEvaluator(tx, caller, id);
    if (r === 'Flow') {
      if (flow!.status === 'PUBLISHED')
        throw refuse(`${flow!.name} version ${flow!.version} is published: retire it first`);
      const [runs] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM auto_verify_run WHERE flow_id = $1',
        [id],
      );
      if (runs!.n > 0) throw refuse(`it has ${runs!.n} recorded run(s), which the reports keep`);
      const [handoff] = await tx.query<{ name: string }>(
        'SELECT name FROM auto_verify_redirect_group WHERE handoff_flow_id = $1 AND flow_id <> $1 LIMIT 1',
        [id],
      );
      if (handoff) throw refuse(`redirect group '${handoff.name}' hands off to it`);
    } else if (flow) assertDraft(flow);
    const uses: Partial<Record<Resource, [string, string]>> = {
      Section: [
        'SELECT name FROM auto_verify_redirect_group WHERE section_id = $1 LIMIT 1',
        "redirect group '%' uses it",
      ],
      Component: [
        `SELECT cs.name FROM auto_verify_condition c JOIN auto_verify_condition_set cs ON cs.id = c.condition_set_id
                   WHERE c.left_component_id = $1 OR c.right_component_id = $1 LIMIT 1`,
        "a condition of condition set '%' uses it",
      ],
      PseudoQuery: [
        'SELECT name FROM auto_verify_component WHERE pseudo_query_id = $1 LIMIT 1',
        "component '%' reads it",
      ],
      Evaluator: [
        `SELECT f.name FROM auto_verify_condition c JOIN auto_verify_condition_set cs ON cs.id = c.condition_set_id
                   JOIN auto_verify_section s ON s.id = cs.section_id JOIN auto_verify_flow f ON f.id = s.flow_id WHERE c.evaluator_id = $1 LIMIT 1`,
        "a condition of flow '%' uses it",
      ],
    };
    const check = uses[r];
    if (check) {
      const [used] = await tx.query<{ name: string }>(check[0], [id]);
      if (used) throw refuse(check[1].replace('%', used.name));
    }
    if (r === 'Section') {
      // Components the section's conditions used stay (other sections may use them); only its own sets and conditions go.
      const [redirect] = await tx.query<{ name: string }>(
        `SELECT rg.name FROM auto_verify_redirect_group rg WHERE rg.section_id = $1 LIMIT 1`,
        [id],
      );
      if (redirect) throw refuse(`redirect group '${redirect.name}' uses it`);
    }
    if (r === 'Flow') {
      // Pieces reference each other (a condition its components): removed users first, then what they used.
      await tx.query(
        `DELETE FROM auto_verify_condition WHERE condition_set_id IN (SELECT cs.id FROM auto_verify_condition_set cs
                        JOIN auto_verify_section s ON s.id = cs.section_id WHERE s.flow_id = $1)`,
        [id],
      );
      await tx.query('DELETE FROM auto_verify_redirect_group WHERE flow_id = $1', [id]);
      await tx.query('DELETE FROM auto_verify_component WHERE flow_id = $1', [id]);
    }
    await tx.query(`DELETE FROM ${spec.table} WHERE id = $1`, [id]);
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

async function assertOwnEvaluator(db: Db, caller: Caller, id: number) {
  const [e] = await db.query<{ school_code: string | null; name: string }>(
    'SELECT school_code, name FROM auto_verify_evaluator WHERE id = $1',
    [id],
  );
  if (e && e.school_code === null)
    throw conflict(
      `'${e.name}' is a built-in evaluator and cannot change; add an evaluator of your own instead`,
    );
  void caller;
}

const touch = async (db: Db, flow: FlowRow | null) => {
  if (flow) await db.query('UPDATE auto_verify_flow SET updated_at = now() WHERE id = $1', [flow.id]);
};

async function updateFlow(
  ctx: AppContext,
  tx: Db,
  caller: Caller,
  flow: FlowRow,
  input: Input,
  allowNull: boolean,
) {
  const status = input.status as string | undefined;
  if (status && status !== flow.status) {
    if (status === 'PUBLISHED') {
      if (flow.status !== 'DRAFT')
        throw conflict(
          `Only a draft is published; ${flow.name} version ${flow.version} is ${flow.status.toLowerCase()}`,
        );
      const [n] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM auto_verify_condition c JOIN auto_verify_condition_set cs ON cs.id = c.condition_set_id
           JOIN auto_verify_section s ON s.id = cs.section_id WHERE s.flow_id = $1`,
        [flow.id],
      );
      if (!n!.n)
        throw badRequest(
          `${flow.name} has no condition yet: add a section with a condition before publishing`,
        );
      await tx.query(
        `UPDATE auto_verify_flow SET status = 'RETIRED', updated_at = now() WHERE family_uuid = $1 AND status = 'PUBLISHED'`,
        [flow.family_uuid],
      );
      await tx.query(
        `UPDATE auto_verify_flow SET status = 'PUBLISHED', published_at = now(), published_by = $2, updated_at = now() WHERE id = $1`,
        [flow.id, caller.username],
      );
    } else if (status === 'RETIRED') {
      if (flow.status !== 'PUBLISHED')
        throw conflict('Only a published flow is retired; delete a draft instead');
      await tx.query(`UPDATE auto_verify_flow SET status = 'RETIRED', updated_at = now() WHERE id = $1`, [
        flow.id,
      ]);
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
  const rest = Object.fromEntries(Object.entries(input).filter(([k]) => k !== 'status'));
  if (Object.keys(rest).some((k) => rest[k] !== undefined)) {
    assertDraft(flow.status === 'DRAFT' || status === 'PUBLISHED' ? { ...flow, status: 'DRAFT' } : flow);
    if ('aidYear' in rest && rest.aidYear !== flow.aid_year)
      throw badRequest('A flow stays in its aid year: make a new flow for another year');
    if ('purpose' in rest && rest.purpose !== flow.purpose) throw badRequest('A flow keeps its purpose');
    const { cols, values } = columnsOf(SPECS.Flow, rest, allowNull);
    if (cols.length)
      await tx.query(
        `UPDATE auto_verify_flow SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
        [flow.id, ...values],
      );
  }
  return {
    message: `Successfully updated ${SPECS.Flow.noun}`,
    item: await getResource(ctx, caller, 'Flow', flow.id, tx),
  };
}

/** "Editing makes a draft": a copy of a flow (usually the published version) as the family's next version. */
async function copyToDraft(ctx: AppContext, tx: Db, caller: Caller, sourceId: number) {
  const src = await flowById(tx, caller, sourceId, 'auto verify flow');
  const [draft] = await tx.query<{ version: number }>(
    `SELECT version FROM auto_verify_flow WHERE family_uuid = $1 AND status = 'DRAFT'`,
    [src.family_uuid],
  );
  if (draft) throw conflict(`${src.name} already has a draft (version ${draft.version}): change that one`);
  const [next] = await tx.query<{ v: number }>(
    'SELECT max(version) + 1 AS v FROM auto_verify_flow WHERE family_uuid = $1',
    [src.family_uuid],
  );
  const [flow] = await tx.query<{ id: number }>(
    `INSERT INTO auto_verify_flow (school_code, aid_year, family_uuid, version, name, description, purpose, verification_group, status, created_by)
     SELECT school_code, aid_year, family_uuid, $2, name, description, purpose, verification_group, 'DRAFT', $3 FROM auto_verify_flow WHERE id = $1 RETURNING id`,
    [src.id, next!.v, caller.username],
  );
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
  for (const q of await tx.query<{ id: number }>(
    'SELECT id FROM auto_verify_pseudo_query WHERE flow_id = $1 ORDER BY id',
    [from],
  )) {
    const [c] = await tx.query<{ id: number }>(
      `INSERT INTO auto_verify_pseudo_query (flow_id, name, query_object, result, result_column)
      SELECT $2, name, query_object, result, result_column FROM auto_verify_pseudo_query WHERE id = $1 RETURNING id`,
      [q.id, to],
    );
    pq.set(q.id, c!.id);
    await tx.query(
      `INSERT INTO auto_verify_pseudo_query_filter (pseudo_query_id, column_name, operator, value)
      SELECT $2, column_name, operator, value FROM auto_verify_pseudo_query_filter WHERE pseudo_query_id = $1 ORDER BY id`,
      [q.id, c!.id],
    );
  }
  const comp = new Map<number, number>();
  for (const k of await tx.query<{ id: number; pseudo_query_id: number | null }>(
    'SELECT id, pseudo_query_id FROM auto_verify_component WHERE flow_id = $1 ORDER BY id',
    [from],
  )) {
    const [c] = await tx.query<{ id: number }>(
      `INSERT INTO auto_verify_component (flow_id, name, kind, value_type, isir_attribute_name, isir_transaction, interview_type_code,
        question_key, student_attribute, constant_value, pseudo_query_id)
      SELECT $2, name, kind, value_type, isir_attribute_name, isir_transaction, interview_type_code, question_key, student_attribute, constant_value, $3
        FROM auto_verify_component WHERE id = $1 RETURNING id`,
      [k.id, to, k.pseudo_query_id ? pq.get(k.pseudo_query_id) : null],
    );
    comp.set(k.id, c!.id);
  }
  const sec = new Map<number, number>();
  for (const s of await tx.query<{ id: number }>(
    'SELECT id FROM auto_verify_section WHERE flow_id = $1 ORDER BY sort_order, id',
    [from],
  )) {
    const [c] = await tx.query<{ id: number }>(
      `INSERT INTO auto_verify_section (flow_id, name, sort_order, interview_type_id, pass_status)
      SELECT $2, name, sort_order, interview_type_id, pass_status FROM auto_verify_section WHERE id = $1 RETURNING id`,
      [s.id, to],
    );
    sec.set(s.id, c!.id);
    for (const cs of await tx.query<{ id: number }>(
      'SELECT id FROM auto_verify_condition_set WHERE section_id = $1 ORDER BY sort_order, id',
      [s.id],
    )) {
      const [n] = await tx.query<{ id: number }>(
        `INSERT INTO auto_verify_condition_set (section_id, name, sort_order)
        SELECT $2, name, sort_order FROM auto_verify_condition_set WHERE id = $1 RETURNING id`,
        [cs.id, c!.id],
      );
      for (const cond of await tx.query<{
        id: number;
        left_component_id: number;
        right_component_id: number | null;
      }>(
        'SELECT id, left_component_id, right_component_id FROM auto_verify_condition WHERE condition_set_id = $1 ORDER BY sort_order, id',
        [cs.id],
      )) {
        await tx.query(
          `INSERT INTO auto_verify_condition (condition_set_id, left_component_id, evaluator_id, right_component_id, right_constant, tolerance, sort_order)
          SELECT $2, $3, evaluator_id, $4, right_constant, tolerance, sort_order FROM auto_verify_condition WHERE id = $1`,
          [
            cond.id,
            n!.id,
            comp.get(cond.left_component_id),
            cond.right_component_id ? comp.get(cond.right_component_id) : null,
          ],
        );
      }
    }
  }
  await tx.query(
    `INSERT INTO auto_verify_redirect_group (flow_id, name, section_id, on_result, student_status, alert_message, memo_text, handoff_flow_id, sort_order)
    SELECT $2, name, CASE WHEN section_id IS NULL THEN NULL ELSE (SELECT n FROM unnest($3::int[], $4::int[]) AS m (o, n) WHERE m.o = section_id) END,
           on_result, student_status, alert_message, memo_text, handoff_flow_id, sort_order FROM auto_verify_redirect_group WHERE flow_id = $1 ORDER BY id`,
    [from, to, [...sec.keys()], [...sec.values()]],
  );
}

// ---------- the checks that refuse, naming the reason ----------

async function normalize(
  ctx: AppContext,
  tx: Db,
  caller: Caller,
  r: Resource,
  flow: FlowRow | null,
  before: Input,
  input: Input,
  allowNull = false,
): Promise<Input> {
  const merged: Input = { ...before };
  for (const [k, v] of Object.entries(input)) if (v !== undefined && (v !== null || allowNull)) merged[k] = v;
  const inFlow = async (table: string, id: unknown, what: string) => {
    if (id === null || id === undefined) return null;
    const [row] = await tx.query<{ flow_id: number; name: string }>(
      `SELECT flow_id, name FROM ${table} WHERE id = $1`,
      [id],
    );
    if (!row || row.flow_id !== flow!.id)
      throw badRequest(`${what} ${String(id)} is not part of ${flow!.name}`);
    return row;
  };
  switch (r) {
    case 'Section': {
      if (input.interviewTypeID !== undefined && input.interviewTypeID !== null) {
        const [t] = await tx.query('SELECT 1 FROM interview_type WHERE id = $1', [input.interviewTypeID]);
        if (!t) throw badRequest(`No task list item type ${String(input.interviewTypeID)}`);
      }
      break;
    }
    case 'ConditionSet':
      break;
    case 'Component':
      await checkComponent(ctx, tx, flow!, merged, inFlow);
      break;
    case 'Condition':
      await checkCondition(tx, caller, flow!, merged, inFlow);
      break;
    case 'PseudoQuery': {
      const obj = queryObject(String(merged.queryObject));
      if (!obj)
        throw badRequest(
          `'${String(merged.queryObject)}' is not a query object; choose one of ${QUERY_OBJECTS.map((o) => o.name).join(', ')}`,
        );
      if (merged.result === 'VALUE' && !obj.columns[String(merged.resultColumn)])
        throw badRequest(
          `A VALUE query names one of the columns of ${obj.label}: ${Object.keys(obj.columns).join(', ')}`,
        );
      break;
    }
    case 'PseudoQueryFilter': {
      const [q] = await tx.query<{ query_object: string }>(
        'SELECT query_object FROM auto_verify_pseudo_query WHERE id = $1',
        [merged.pseudoQueryID],
      );
      const obj = queryObject(q?.query_object ?? '');
      if (!obj?.columns[String(merged.columnName)])
        throw badRequest(
          `${obj?.label ?? 'The query object'} has no column '${String(merged.columnName)}'; choose one of ${Object.keys(obj?.columns ?? {}).join(', ')}`,
        );
      if (
        !['BLANK', 'NOT_BLANK'].includes(String(merged.operator)) &&
        (merged.value === null || merged.value === undefined)
      )
        throw badRequest('This filter needs a value');
      break;
    }
    case 'RedirectGroup': {
      if (merged.sectionID) await inFlow('auto_verify_section', merged.sectionID, 'Section');
      if (merged.handoffFlowID) {
        const target = await flowById(tx, caller, Number(merged.handoffFlowID), 'auto verify flow');
        if (target.family_uuid === flow!.family_uuid) throw badRequest('A flow cannot hand off to itself');
      }
      if (!merged.studentStatus && !merged.alertMessage && !merged.memoText && !merged.handoffFlowID) {
        throw badRequest(
          'A redirect group does something: a status to move the student to, an alert, a memo or a flow to hand off to',
        );
      }
      break;
    }
    case 'Evaluator': {
      if (!(OPERATORS as readonly string[]).includes(String(merged.operator)))
        throw badRequest(
          `'${String(merged.operator)}' is not an operator; choose one of ${OPERATORS.join(', ')}`,
        );
      // A school names each of its evaluators once (the table's unique key): a taken name is a conflict, not a 500.
      if (merged.name !== before.name) {
        const [taken] = await tx.query(
          'SELECT 1 FROM auto_verify_evaluator WHERE school_code = $1 AND name = $2',
          [caller.schoolCode, merged.name],
        );
        if (taken) throw conflict(`The school already has an evaluator named ${String(merged.name)}`);
      }
      break;
    }
    default:
      break;
  }
  return merged;
}

type InFlow = (table: string, id: unknown, what: string) => Promise<{ flow_id: number; name: string } | null>;

async function checkComponent(ctx: AppContext, tx: Db, flow: FlowRow, c: Input, inFlow: InFlow) {
  const kind = String(c.kind);
  if (!(COMPONENT_KINDS as readonly string[]).includes(kind))
    throw badRequest(`'${kind}' is not a kind of component`);
  const type = String(c.valueType ?? 'TEXT');
  if (kind === 'ISIR_FIELD') {
    const name = String(c.isirAttributeName ?? '');
    const layouts = (await loadLayouts(tx)).filter((l) => l.aidYear === flow.aid_year);
    const el = layouts.flatMap((l) => l.elements).find((e) => e.attributeName === name);
    if (!el)
      throw badRequest(
        `Unknown field '${name}' for ${awardYearLabel(flow.aid_year)}: pick a field of that year's ISIR layout`,
      );
    if (type === 'NUMBER' && !numericElement(el))
      throw badRequest(
        `${el.displayName} (field ${el.cpsNumber}) is not a number in ${awardYearLabel(flow.aid_year)}: the component must be TEXT`,
      );
  } else if (kind === 'INTERVIEW_ANSWER') {
    const [q] = await tx.query<{ question_type: string }>(
      `SELECT q.question_type FROM interview_question q JOIN interview_revision r ON r.id = q.interview_revision_id JOIN interview_type t ON t.id = r.interview_type_id
        WHERE t.type_code = $1 AND q.question_key = $2 AND r.aid_year = $3 LIMIT 1`,
      [c.interviewTypeCode, c.questionKey, flow.aid_year],
    );
    if (!q)
      throw badRequest(
        `No question '${String(c.questionKey)}' in the ${String(c.interviewTypeCode)} interview of ${awardYearLabel(flow.aid_year)}`,
      );
    if (type === 'NUMBER' && q.question_type !== 'NUMBER')
      throw badRequest(
        `${String(c.interviewTypeCode)}.${String(c.questionKey)} is a ${q.question_type} question: the component must be TEXT`,
      );
  } else if (kind === 'STUDENT_ATTRIBUTE') {
    const a = STUDENT_ATTRIBUTES[String(c.studentAttribute)];
    if (!a)
      throw badRequest(
        `'${String(c.studentAttribute)}' is not a student attribute; choose one of ${Object.keys(STUDENT_ATTRIBUTES).join(', ')}`,
      );
    c.valueType = a.valueType;
  } else if (kind === 'CONSTANT') {
    if (c.constantValue === null || c.constantValue === undefined)
      throw badRequest('A constant needs a value');
    if (type === 'NUMBER' && !/^-?\d+(\.\d+)?$/.test(String(c.constantValue).trim()))
      throw badRequest(`'${String(c.constantValue)}' is not a number`);
  } else if (kind === 'PSEUDO_QUERY') {
    await inFlow('auto_verify_pseudo_query', c.pseudoQueryID, 'Pseudo query');
    const [q] = await tx.query<{ result: string }>(
      'SELECT result FROM auto_verify_pseudo_query WHERE id = $1',
      [c.pseudoQueryID],
    );
    if (q?.result === 'COUNT') c.valueType = 'NUMBER';
  }
  void ctx;
}

async function checkCondition(tx: Db, caller: Caller, flow: FlowRow, c: Input, inFlow: InFlow) {
  const [e] = await tx.query<{ operator: string; name: string; school_code: string | null }>(
    'SELECT operator, name, school_code FROM auto_verify_evaluator WHERE id = $1',
    [c.evaluatorID],
  );
  if (!e || (e.school_code !== null && e.school_code !== caller.schoolCode))
    throw badRequest(`No evaluator ${String(c.evaluatorID)}`);
  const left = await inFlow('auto_verify_component', c.leftComponentID, 'Component');
  if (!left) throw badRequest('A condition needs a component on the left');
  const right = c.rightComponentID
    ? await inFlow('auto_verify_component', c.rightComponentID, 'Component')
    : null;
  const [lc] = await tx.query<{ kind: string; value_type: string; name: string }>(
    'SELECT kind, value_type, name FROM auto_verify_component WHERE id = $1',
    [c.leftComponentID],
  );
  const [rc] = right
    ? await tx.query<{ value_type: string; name: string }>(
        'SELECT value_type, name FROM auto_verify_component WHERE id = $1',
        [c.rightComponentID],
      )
    : [];
  const op = e.operator;
  const hasRight =
    Boolean(rc) ||
    (c.rightConstant !== null && c.rightConstant !== undefined && String(c.rightConstant) !== '');
  if ((UNARY_OPERATORS as string[]).includes(op)) {
    if (hasRight) throw badRequest(`'${e.name}' takes nothing on the right`);
  } else if (!hasRight) throw badRequest(`'${e.name}' needs a component or a constant on the right`);
  if ((NUMERIC_OPERATORS as string[]).includes(op)) {
    if (lc!.value_type !== 'NUMBER')
      throw badRequest(
        `A component of the wrong type: ${lc!.name} is TEXT, and '${e.name}' compares numbers`,
      );
    if (rc && rc.value_type !== 'NUMBER')
      throw badRequest(`A component of the wrong type: ${rc.name} is TEXT, and '${e.name}' compares numbers`);
    if (!rc && !/^-?\d+(\.\d+)?$/.test(String(c.rightConstant).trim()))
      throw badRequest(`'${String(c.rightConstant)}' is not a number, and '${e.name}' compares numbers`);
  }
  if (op === 'UNCHANGED_SINCE_TRANSACTION') {
    if (lc!.kind !== 'ISIR_FIELD')
      throw badRequest(
        `A component of the wrong type: '${e.name}' needs an ISIR field on the left, not ${lc!.name}`,
      );
    if (rc || !/^\d{1,2}$/.test(String(c.rightConstant).trim()))
      throw badRequest(`'${e.name}' needs a transaction number (1-99) on the right`);
  }
  if (op === 'ALL_ITEMS_APPROVED') {
    const [t] = await tx.query('SELECT 1 FROM interview_type WHERE type_code = $1', [
      String(c.rightConstant ?? '')
        .trim()
        .toUpperCase(),
    ]);
    if (!t) throw badRequest(`'${String(c.rightConstant ?? '')}' is not a task list item type`);
  }
  if (c.tolerance !== null && c.tolerance !== undefined && op !== 'WITHIN_TOLERANCE')
    throw badRequest(`A tolerance applies only to 'within tolerance'`);
}

// ---------- the default flows ----------

/**
 * Default flows for a school's aid year, written once as drafts (staff review and publish them): V1 (tax data FPS
 * took from the IRS unchanged verifies the transcript items; household size and number in college equal to the
 * worksheet answers verify the worksheet) and correction auto-verify. Identity (V4/V5) is never automatic.
 */
export async function ensureDefaultFlows(ctx: AppContext, schoolCode: string, aidYear: number) {
  const layouts = (await loadLayouts(ctx.db)).filter((l) => l.aidYear === aidYear);
  if (!layouts.length) return;
  await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx.query(
      'INSERT INTO auto_verify_default_seed (school_code, aid_year) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING aid_year',
      [schoolCode, aidYear],
    );
    if (!fresh) return;
    const el = (name: string, section: string) =>
      layouts.flatMap((l) => l.elements).find((e) => e.displayName === name && e.section === section);
    const ev = async (op: string) =>
      (
        await tx.query<{ id: number }>(
          'SELECT id FROM auto_verify_evaluator WHERE school_code IS NULL AND operator = $1',
          [op],
        )
      )[0]!.id;
    const type = async (code: string) =>
      (await tx.query<{ id: number }>('SELECT id FROM interview_type WHERE type_code = $1', [code]))[0]?.id ??
      null;
    const newFlow = async (name: string, purpose: string, description: string, group: string | null) =>
      (
        await tx.query<{ id: number }>(
          `INSERT INTO auto_verify_flow (school_code, aid_year, family_uuid, name, description, purpose, verification_group, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'default') RETURNING id`,
          [schoolCode, aidYear, randomUUID(), name, description, purpose, group],
        )
      )[0]!.id;
    const comp = async (flowId: number, name: string, c: Record<string, unknown>) =>
      (
        await tx.query<{ id: number }>(
          `INSERT INTO auto_verify_component (flow_id, name, kind, value_type, isir_attribute_name, interview_type_code, question_key, student_attribute, constant_value)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            flowId,
            name,
            c.kind,
            c.valueType ?? 'TEXT',
            c.isir ?? null,
            c.type ?? null,
            c.key ?? null,
            c.attr ?? null,
            c.constant ?? null,
          ],
        )
      )[0]!.id;
    const section = async (flowId: number, name: string, typeCode: string | null, order: number) =>
      (
        await tx.query<{ id: number }>(
          'INSERT INTO auto_verify_section (flow_id, name, sort_order, interview_type_id) VALUES ($1, $2, $3, $4) RETURNING id',
          [flowId, name, order, typeCode ? await type(typeCode) : null],
        )
      )[0]!.id;
    const set = async (
      sectionId: number,
      name: string,
      conditions: [number, string, number | null, string | null, number | null][],
    ) => {
      const [cs] = await tx.query<{ id: number }>(
        'INSERT INTO auto_verify_condition_set (section_id, name) VALUES ($1, $2) RETURNING id',
        [sectionId, name],
      );
      for (const [i, [left, op, right, constant, tolerance]] of conditions.entries()) {
        await tx.query(
          `INSERT INTO auto_verify_condition (condition_set_id, left_component_id, evaluator_id, right_component_id, right_constant, tolerance, sort_order)
          VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [cs!.id, left, await ev(op), right, constant, tolerance, i],
        );
      }
    };

    const label = awardYearLabel(aidYear);
    const v1 = await newFlow(
      `${label} V1 verification`,
      'VERIFICATION',
      'Tax data FPS transferred from the IRS and unchanged since the first transaction verifies the transcript; household size and number in college equal to the worksheet answers verify the worksheet. Identity (V4/V5) is never automatic.',
      'V1',
    );
    const model = await comp(v1, 'Dependency model', { kind: 'STUDENT_ATTRIBUTE', attr: 'dependencyModel' });
    const answerHousehold = await comp(v1, 'Worksheet: household size', {
      kind: 'INTERVIEW_ANSWER',
      valueType: 'NUMBER',
      type: 'V1',
      key: 'household_size',
    });
    const answerCollege = await comp(v1, 'Worksheet: number in college', {
      kind: 'INTERVIEW_ANSWER',
      valueType: 'NUMBER',
      type: 'V1',
      key: 'number_in_college',
    });
    const household = async (who: 'student' | 'parent') => {
      const size = el('Updated Family Size', `${who}_non_financial`),
        college = el('Number in College', `${who}_non_financial`);
      if (!size || !college) return null;
      return [
        {
          id: await comp(v1, `ISIR ${who} family size`, {
            kind: 'ISIR_FIELD',
            valueType: numericElement(size) ? 'NUMBER' : 'TEXT',
            isir: size.attributeName,
          }),
          numeric: numericElement(size),
        },
        {
          id: await comp(v1, `ISIR ${who} number in college`, {
            kind: 'ISIR_FIELD',
            valueType: numericElement(college) ? 'NUMBER' : 'TEXT',
            isir: college.attributeName,
          }),
          numeric: numericElement(college),
        },
      ] as const;
    };
    const worksheet = await section(v1, 'Household and number in college agree', 'V1', 0);
    for (const [who, models] of [
      ['student', 'I'],
      ['parent', 'D'],
    ] as const) {
      const h = await household(who);
      if (!h) continue;
      // Counts must agree exactly: 'within tolerance' with 0 where the layout makes the field a number, else 'equals'.
      const agree = (
        c: { id: number; numeric: boolean },
        answer: number,
      ): [number, string, number, null, number | null] => [
        c.id,
        c.numeric ? 'WITHIN_TOLERANCE' : 'EQUALS',
        answer,
        null,
        c.numeric ? 0 : null,
      ];
      await set(worksheet, who === 'student' ? 'Independent student' : 'Dependent student', [
        [model, 'EQUALS', null, models, null],
        agree(h[0], answerHousehold),
        agree(h[1], answerCollege),
      ]);
    }
    for (const [who, typeCode, order] of [
      ['student', 'TAX', 1],
      ['parent', 'TAXP', 2],
    ] as const) {
      const code = el('IRS response code', `${who}_financial_ftim`),
        agi = el('Adjusted Gross Income', `${who}_financial_ftim`);
      if (!code || !agi) continue;
      const s = await section(
        v1,
        `${who === 'student' ? 'Student' : 'Parent'} IRS tax data transferred and unchanged`,
        typeCode,
        order,
      );
      await set(s, 'IRS data transferred', [
        [
          await comp(v1, `IRS response code (${who})`, { kind: 'ISIR_FIELD', isir: code.attributeName }),
          'EQUALS',
          null,
          '200',
          null,
        ],
        [
          await comp(v1, `IRS AGI (${who})`, { kind: 'ISIR_FIELD', isir: agi.attributeName }),
          'UNCHANGED_SINCE_TRANSACTION',
          null,
          '1',
          null,
        ],
      ]);
    }
    await tx.query(
      `INSERT INTO auto_verify_redirect_group (flow_id, name, on_result, memo_text) VALUES ($1, 'Not verified: note why', 'FAIL', $2)`,
      [v1, 'Auto-verify ({flow}) did not verify everything: {reason}'],
    );

    const corr = await newFlow(
      `${label} Correction auto-verify`,
      'CORRECTION',
      'When a later transaction from FPS carries every exported corrected value and nothing else the applicant reported changed, the corrections are confirmed and the student moves to Approved with corrections; otherwise the student goes to review with the reason.',
      null,
    );
    const s = await section(corr, 'FPS took the corrections', null, 0);
    const fields = await comp(corr, 'Exported corrections', { kind: 'CONSTANT', constant: 'corrections' });
    const changes = await comp(corr, 'Later transaction', { kind: 'CONSTANT', constant: 'transaction' });
    await set(s, 'Every corrected value and nothing else', [
      [fields, 'CORRECTIONS_CONFIRMED', null, null, null],
      [changes, 'NO_UNEXPECTED_CHANGE', null, null, null],
    ]);
    await tx.query(
      `INSERT INTO auto_verify_redirect_group (flow_id, name, on_result, student_status, memo_text) VALUES ($1, 'Confirmed: move on', 'PASS', 'APPROVED_WITH_CORRECTIONS', 'Corrections confirmed by FPS (auto-verify)')`,
      [corr],
    );
    await tx.query(
      `INSERT INTO auto_verify_redirect_group (flow_id, name, on_result, student_status, alert_message) VALUES ($1, 'Not confirmed: review', 'FAIL', 'REVIEW', 'Correction auto-verify: {reason}')`,
      [corr],
    );
  });
}
