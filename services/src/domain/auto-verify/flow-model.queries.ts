import { z } from 'zod';
import { id, maybeText, namedQuery } from '../../platform/named-sql.js';
import { OPERATORS } from './catalog.js';

// The SQL that reads whole flows as the engine runs them (flow-model.ts): one statement per table for a list of flows
// (docs/data-layer.md).

const flowIds = z.object({ flowIds: z.array(id) });

export const flowsById = namedQuery({
  name: 'flowsById',
  params: flowIds,
  row: z.object({
    id,
    school_code: z.string(),
    aid_year: z.number().int(),
    name: z.string(),
    version: z.number().int(),
    purpose: z.enum(['VERIFICATION', 'CORRECTION']),
    verification_group: maybeText,
    status: z.string(),
  }),
  sql: `SELECT id, school_code, aid_year, name, version, purpose, verification_group, status FROM auto_verify_flow
         WHERE id = ANY(:flowIds::int[]) ORDER BY id`,
});

export const sectionRow = z.object({
  id,
  flowId: id,
  name: z.string(),
  sortOrder: z.number().int(),
  interviewTypeCode: maybeText,
  passStatus: z.string(),
});
export const sectionsOfFlows = namedQuery({
  name: 'sectionsOfFlows',
  params: flowIds,
  row: sectionRow,
  sql: `SELECT s.id, s.flow_id AS "flowId", s.name, s.sort_order AS "sortOrder", t.type_code AS "interviewTypeCode", s.pass_status AS "passStatus"
       FROM auto_verify_section s LEFT JOIN interview_type t ON t.id = s.interview_type_id WHERE s.flow_id = ANY(:flowIds::int[]) ORDER BY s.sort_order, s.id`,
});

export const conditionSetRow = z.object({ id, sectionId: id, name: z.string(), sortOrder: z.number().int() });
export const conditionSetsOfFlows = namedQuery({
  name: 'conditionSetsOfFlows',
  params: flowIds,
  row: conditionSetRow,
  sql: `SELECT cs.id, cs.section_id AS "sectionId", cs.name, cs.sort_order AS "sortOrder" FROM auto_verify_condition_set cs
       JOIN auto_verify_section s ON s.id = cs.section_id WHERE s.flow_id = ANY(:flowIds::int[]) ORDER BY cs.sort_order, cs.id`,
});

export const conditionRow = z.object({
  id,
  conditionSetId: id,
  leftComponentId: id,
  evaluatorId: id,
  rightComponentId: id.nullable(),
  rightConstant: maybeText,
  tolerance: z.number().int().nullable(),
  sortOrder: z.number().int(),
  operator: z.enum(OPERATORS),
  evaluatorName: z.string(),
  defaultTolerance: z.number().int().nullable(),
});
export const conditionsOfFlows = namedQuery({
  name: 'conditionsOfFlows',
  params: flowIds,
  row: conditionRow,
  sql: `SELECT c.id, c.condition_set_id AS "conditionSetId", c.left_component_id AS "leftComponentId", c.evaluator_id AS "evaluatorId",
            c.right_component_id AS "rightComponentId", c.right_constant AS "rightConstant", c.tolerance, c.sort_order AS "sortOrder",
            e.operator, e.name AS "evaluatorName", e.default_tolerance AS "defaultTolerance"
       FROM auto_verify_condition c JOIN auto_verify_evaluator e ON e.id = c.evaluator_id
       JOIN auto_verify_condition_set cs ON cs.id = c.condition_set_id JOIN auto_verify_section s ON s.id = cs.section_id
      WHERE s.flow_id = ANY(:flowIds::int[]) ORDER BY c.sort_order, c.id`,
});

export const componentRow = z.object({
  id,
  flowId: id,
  name: z.string(),
  kind: z.string(),
  valueType: z.enum(['TEXT', 'NUMBER']),
  isirAttributeName: maybeText,
  isirTransaction: z.enum(['CURRENT', 'PREVIOUS']),
  interviewTypeCode: maybeText,
  questionKey: maybeText,
  studentAttribute: maybeText,
  constantValue: maybeText,
  pseudoQueryId: id.nullable(),
});
export const componentsOfFlows = namedQuery({
  name: 'componentsOfFlows',
  params: flowIds,
  row: componentRow,
  sql: `SELECT id, flow_id AS "flowId", name, kind, value_type AS "valueType", isir_attribute_name AS "isirAttributeName",
            isir_transaction AS "isirTransaction", interview_type_code AS "interviewTypeCode", question_key AS "questionKey",
            student_attribute AS "studentAttribute", constant_value AS "constantValue", pseudo_query_id AS "pseudoQueryId"
       FROM auto_verify_component WHERE flow_id = ANY(:flowIds::int[])`,
});

export const redirectGroupRow = z.object({
  id,
  flowId: id,
  name: z.string(),
  sectionId: id.nullable(),
  onResult: z.enum(['PASS', 'FAIL']),
  studentStatus: maybeText,
  alertMessage: maybeText,
  memoText: maybeText,
  handoffFlowId: id.nullable(),
});
export const redirectGroupsOfFlows = namedQuery({
  name: 'redirectGroupsOfFlows',
  params: flowIds,
  row: redirectGroupRow,
  sql: `SELECT id, flow_id AS "flowId", name, section_id AS "sectionId", on_result AS "onResult", student_status AS "studentStatus",
            alert_message AS "alertMessage", memo_text AS "memoText", handoff_flow_id AS "handoffFlowId"
       FROM auto_verify_redirect_group WHERE flow_id = ANY(:flowIds::int[]) ORDER BY sort_order, id`,
});

export const pseudoQueryRow = z.object({
  id,
  flowId: id,
  name: z.string(),
  queryObject: z.string(),
  result: z.string(),
  resultColumn: maybeText,
});
export const pseudoQueriesOfFlows = namedQuery({
  name: 'pseudoQueriesOfFlows',
  params: flowIds,
  row: pseudoQueryRow,
  sql: `SELECT id, flow_id AS "flowId", name, query_object AS "queryObject", result, result_column AS "resultColumn"
       FROM auto_verify_pseudo_query WHERE flow_id = ANY(:flowIds::int[])`,
});

export const pseudoQueryFilterRow = z.object({
  pseudoQueryId: id,
  columnName: z.string(),
  operator: z.string(),
  value: maybeText,
});
export const pseudoQueryFiltersOfFlows = namedQuery({
  name: 'pseudoQueryFiltersOfFlows',
  params: flowIds,
  row: pseudoQueryFilterRow,
  sql: `SELECT f.pseudo_query_id AS "pseudoQueryId", f.column_name AS "columnName", f.operator, f.value FROM auto_verify_pseudo_query_filter f
       JOIN auto_verify_pseudo_query q ON q.id = f.pseudo_query_id WHERE q.flow_id = ANY(:flowIds::int[]) ORDER BY f.id`,
});
