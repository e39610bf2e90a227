import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { id, maybeText, namedQuery, type NamedQuery } from '../../platform/named-sql.js';
import {
  componentAnswer,
  conditionAnswer,
  conditionSetAnswer,
  evaluatorAnswer,
  flowAnswer,
  pseudoQueryAnswer,
  pseudoQueryFilterAnswer,
  redirectGroupAnswer,
  sectionAnswer,
  type Resource,
} from './answers.js';

// The SQL of the designer's nine resources (design.ts, design-rows.ts): each resource's table, its fields and how a
// row finds its flow, and the statements that read, add, change and delete its rows (docs/data-layer.md).

/**
 * The nine design resources of /autoVerifyDesign as one table-driven CRUD: each names its table, its fields (API name
 * → column), how a row finds its flow (the flow carries the school). Only a DRAFT flow changes; a published one is
 * copied into a draft first (design.ts).
 */
export interface Spec {
  table: string;
  noun: string;
  /** API field → column. */
  fields: Record<string, string>;
  /** SQL giving flow_id for row :id (null: the row belongs to the school, not a flow). */
  flowOfRow: string | null;
  /** The field of a new row that names its parent, and SQL giving the flow of that parent (:parentId). */
  parent?: { field: string; flowOf: string };
  order: string;
}

const FLOW_BY_ID = 'SELECT id AS flow_id FROM auto_verify_flow WHERE id = :parentId';

export const SPECS: Record<Resource, Spec> = {
  Flow: {
    table: 'auto_verify_flow',
    noun: 'auto verify flow',
    flowOfRow: 'SELECT id AS flow_id FROM auto_verify_flow WHERE id = :id',
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
    flowOfRow: 'SELECT flow_id FROM auto_verify_section WHERE id = :id',
    fields: {
      flowID: 'flow_id',
      name: 'name',
      sortOrder: 'sort_order',
      interviewTypeID: 'interview_type_id',
      passStatus: 'pass_status',
    },
    parent: { field: 'flowID', flowOf: FLOW_BY_ID },
    order: 'sort_order, id',
  },
  ConditionSet: {
    table: 'auto_verify_condition_set',
    noun: 'auto verify condition set',
    flowOfRow:
      'SELECT s.flow_id FROM auto_verify_condition_set cs JOIN auto_verify_section s ON s.id = cs.section_id WHERE cs.id = :id',
    fields: { sectionID: 'section_id', name: 'name', sortOrder: 'sort_order' },
    parent: { field: 'sectionID', flowOf: 'SELECT flow_id FROM auto_verify_section WHERE id = :parentId' },
    order: 'sort_order, id',
  },
  Condition: {
    table: 'auto_verify_condition',
    noun: 'auto verify condition',
    flowOfRow: `SELECT s.flow_id FROM auto_verify_condition c JOIN auto_verify_condition_set cs ON cs.id = c.condition_set_id
                  JOIN auto_verify_section s ON s.id = cs.section_id WHERE c.id = :id`,
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
        'SELECT s.flow_id FROM auto_verify_condition_set cs JOIN auto_verify_section s ON s.id = cs.section_id WHERE cs.id = :parentId',
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
    flowOfRow: 'SELECT flow_id FROM auto_verify_component WHERE id = :id',
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
    parent: { field: 'flowID', flowOf: FLOW_BY_ID },
    order: 'name, id',
  },
  PseudoQuery: {
    table: 'auto_verify_pseudo_query',
    noun: 'auto verify pseudo query',
    flowOfRow: 'SELECT flow_id FROM auto_verify_pseudo_query WHERE id = :id',
    fields: {
      flowID: 'flow_id',
      name: 'name',
      queryObject: 'query_object',
      result: 'result',
      resultColumn: 'result_column',
    },
    parent: { field: 'flowID', flowOf: FLOW_BY_ID },
    order: 'name, id',
  },
  PseudoQueryFilter: {
    table: 'auto_verify_pseudo_query_filter',
    noun: 'auto verify pseudo query filter',
    flowOfRow:
      'SELECT q.flow_id FROM auto_verify_pseudo_query_filter f JOIN auto_verify_pseudo_query q ON q.id = f.pseudo_query_id WHERE f.id = :id',
    fields: {
      pseudoQueryID: 'pseudo_query_id',
      columnName: 'column_name',
      operator: 'operator',
      value: 'value',
    },
    parent: {
      field: 'pseudoQueryID',
      flowOf: 'SELECT flow_id FROM auto_verify_pseudo_query WHERE id = :parentId',
    },
    order: 'id',
  },
  RedirectGroup: {
    table: 'auto_verify_redirect_group',
    noun: 'auto verify redirect group',
    flowOfRow: 'SELECT flow_id FROM auto_verify_redirect_group WHERE id = :id',
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
    parent: { field: 'flowID', flowOf: FLOW_BY_ID },
    order: 'sort_order, id',
  },
};

/** A resource's row as the designer answers it: the answer's schema, with the flow's timestamps as read (Dates). */
const ROWS = {
  Flow: flowAnswer.extend({
    publishedAt: z.date().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
  }),
  Section: sectionAnswer,
  ConditionSet: conditionSetAnswer,
  Condition: conditionAnswer,
  Evaluator: evaluatorAnswer,
  Component: componentAnswer,
  PseudoQuery: pseudoQueryAnswer,
  PseudoQueryFilter: pseudoQueryFilterAnswer,
  RedirectGroup: redirectGroupAnswer,
} as const;
type Rows = typeof ROWS;
export type ResourceRow<R extends Resource> = z.output<Rows[R]>;

// The select list of each resource (its fields under their API names, in the order of the answer's schema), built
// from the table above when the module loads.
const selectList = (spec: Spec) =>
  ['id', ...Object.entries(spec.fields).map(([api, col]) => `${col} AS "${api}"`)].join(', ') +
  (spec.table === 'auto_verify_flow'
    ? ', version, family_uuid::text AS "familyUUID", published_at AS "publishedAt", published_by AS "publishedBy", created_at AS "createdAt", updated_at AS "updatedAt"'
    : '') +
  (spec.table === 'auto_verify_evaluator' ? ', (school_code IS NULL) AS "builtIn"' : '') +
  (spec.table === 'auto_verify_section'
    ? ', (SELECT type_code FROM interview_type t WHERE t.id = interview_type_id) AS "interviewTypeCode"'
    : '');

/** One value per resource, made from its table description. */
export const byResource = <T>(make: <R extends Resource>(r: R, spec: Spec) => T) =>
  Object.fromEntries(Object.entries(SPECS).map(([r, spec]) => [r, make(r as Resource, spec)])) as Record<
    Resource,
    T
  >;

const rowByIdQuery = <R extends Resource>(r: R) =>
  namedQuery({
    name: `${r}ById`,
    params: z.object({ id }),
    row: ROWS[r],
    sql: `SELECT ${selectList(SPECS[r])} FROM ${SPECS[r].table} WHERE id = :id`,
  });
const ROW_BY_ID: { [R in Resource]: ReturnType<typeof rowByIdQuery<R>> } = {
  Flow: rowByIdQuery('Flow'),
  Section: rowByIdQuery('Section'),
  ConditionSet: rowByIdQuery('ConditionSet'),
  Condition: rowByIdQuery('Condition'),
  Evaluator: rowByIdQuery('Evaluator'),
  Component: rowByIdQuery('Component'),
  PseudoQuery: rowByIdQuery('PseudoQuery'),
  PseudoQueryFilter: rowByIdQuery('PseudoQueryFilter'),
  RedirectGroup: rowByIdQuery('RedirectGroup'),
};
/**
 * One row of a resource, as answered: parsed by ROWS[r]; the cast only tells TypeScript which of the nine parsed
 * shapes `r` picked (it cannot follow a generic key through the table).
 */
export const resourceRow = <R extends Resource>(db: Db, r: R, rowId: number) =>
  ROW_BY_ID[r].first(db, { id: rowId }) as Promise<ResourceRow<R> | undefined>;

const flowIdRow = z.object({ flow_id: id });
const FLOW_OF_ROW = byResource((r, spec) =>
  spec.flowOfRow
    ? namedQuery({ name: `flowOf${r}`, params: z.object({ id }), row: flowIdRow, sql: spec.flowOfRow })
    : null,
);
/** The flow a row belongs to (no row: no such row); the evaluator belongs to no flow. */
export const flowIdOfRow = async (db: Db, r: Resource, rowId: number) =>
  (await FLOW_OF_ROW[r]!.first(db, { id: rowId }))?.flow_id;

const FLOW_OF_PARENT = byResource((r, spec) =>
  spec.parent
    ? namedQuery({
        name: `flowOfParentOf${r}`,
        params: z.object({ parentId: id }),
        row: flowIdRow,
        sql: spec.parent.flowOf,
      })
    : null,
);
/** The flow of the parent a new row (or a list) names. */
export const flowIdOfParent = async (db: Db, r: Resource, parentId: number) =>
  (await FLOW_OF_PARENT[r]!.first(db, { parentId }))?.flow_id;

const parentParams = z.object({ parentId: id });
const childrenQuery = <R extends Resource>(r: R) =>
  namedQuery({
    name: `${r}sOfParent`,
    params: parentParams,
    row: ROWS[r],
    sql: `SELECT ${selectList(SPECS[r])} FROM ${SPECS[r].table} WHERE ${SPECS[r].fields[SPECS[r].parent!.field]} = :parentId ORDER BY ${SPECS[r].order}`,
  });
const CHILDREN = {
  Section: childrenQuery('Section'),
  ConditionSet: childrenQuery('ConditionSet'),
  Condition: childrenQuery('Condition'),
  Component: childrenQuery('Component'),
  PseudoQuery: childrenQuery('PseudoQuery'),
  PseudoQueryFilter: childrenQuery('PseudoQueryFilter'),
  RedirectGroup: childrenQuery('RedirectGroup'),
};
/** The rows of a resource under one parent (a flow's sections, a section's condition sets, …). */
export const rowsOfParent = (db: Db, r: keyof typeof CHILDREN, parentId: number) => {
  // Any of the seven queries, seen as one whose row is any of their rows (so the rows keep a type).
  const children: NamedQuery<typeof parentParams, Rows[keyof typeof CHILDREN]> = CHILDREN[r];
  return children.all(db, { parentId });
};

export const flowsOfSchool = namedQuery({
  name: 'flowsOfSchool',
  params: z.object({ schoolCode: z.string(), aidYear: id.nullable(), purpose: maybeText }),
  row: ROWS.Flow,
  sql: `SELECT ${selectList(SPECS.Flow)} FROM auto_verify_flow WHERE school_code = :schoolCode AND (:aidYear::int IS NULL OR aid_year = :aidYear) AND (:purpose::text IS NULL OR purpose = :purpose)
        ORDER BY ${SPECS.Flow.order}`,
});

/** The built-in evaluators and the school's own. */
export const evaluatorsOfSchool = namedQuery({
  name: 'evaluatorsOfSchool',
  params: z.object({ schoolCode: z.string() }),
  row: ROWS.Evaluator,
  sql: `SELECT ${selectList(SPECS.Evaluator)} FROM auto_verify_evaluator WHERE school_code IS NULL OR school_code = :schoolCode ORDER BY ${SPECS.Evaluator.order}`,
});

// ---------- a whole flow (GetFullFlow) ----------

const ofFlow = <T extends z.ZodType>(r: Resource, row: T, where: string) =>
  namedQuery({
    name: `${r}sOfFlow`,
    params: z.object({ flowId: id }),
    row,
    sql: `SELECT ${selectList(SPECS[r])} FROM ${SPECS[r].table} t WHERE ${where} ORDER BY ${SPECS[r].order}`,
  });
export const sectionsOfFlow = ofFlow('Section', ROWS.Section, 'flow_id = :flowId');
export const conditionSetsOfFlow = ofFlow(
  'ConditionSet',
  ROWS.ConditionSet,
  'section_id IN (SELECT id FROM auto_verify_section WHERE flow_id = :flowId)',
);
export const conditionsOfFlow = ofFlow(
  'Condition',
  ROWS.Condition,
  `condition_set_id IN (SELECT cs.id FROM auto_verify_condition_set cs JOIN auto_verify_section s ON s.id = cs.section_id WHERE s.flow_id = :flowId)`,
);
export const componentsOfFlow = ofFlow('Component', ROWS.Component, 'flow_id = :flowId');
export const pseudoQueriesOfFlow = ofFlow('PseudoQuery', ROWS.PseudoQuery, 'flow_id = :flowId');
export const pseudoQueryFiltersOfFlow = ofFlow(
  'PseudoQueryFilter',
  ROWS.PseudoQueryFilter,
  'pseudo_query_id IN (SELECT id FROM auto_verify_pseudo_query WHERE flow_id = :flowId)',
);
export const redirectGroupsOfFlow = ofFlow('RedirectGroup', ROWS.RedirectGroup, 'flow_id = :flowId');

// ---------- the flow a change belongs to ----------

export const flowRow = z.object({
  id,
  school_code: z.string(),
  aid_year: z.number().int(),
  status: z.string(),
  name: z.string(),
  version: z.number().int(),
  family_uuid: z.string(),
  purpose: z.string(),
});
export const flowById = namedQuery({
  name: 'flowById',
  params: z.object({ flowId: id }),
  row: flowRow,
  sql: `SELECT id, school_code, aid_year, status, name, version, family_uuid::text AS family_uuid, purpose FROM auto_verify_flow WHERE id = :flowId`,
});

export const evaluatorById = namedQuery({
  name: 'evaluatorById',
  params: z.object({ evaluatorId: id }),
  row: z.object({ operator: z.string(), name: z.string(), school_code: maybeText }),
  sql: `SELECT operator, name, school_code FROM auto_verify_evaluator WHERE id = :evaluatorId`,
});
