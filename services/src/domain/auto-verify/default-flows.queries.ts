import { z } from 'zod';
import { id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the default flows written for a school's aid year (default-flows.ts) (docs/data-layer.md).

/** Claims the school's aid year: a row when the defaults were not written yet (deleting them does not bring them back). */
export const claimDefaultSeed = namedQuery({
  name: 'claimDefaultSeed',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int() }),
  row: z.object({ aid_year: z.number().int() }),
  sql: `INSERT INTO auto_verify_default_seed (school_code, aid_year) VALUES (:schoolCode, :aidYear) ON CONFLICT DO NOTHING RETURNING aid_year`,
});

export const builtInEvaluatorId = namedQuery({
  name: 'builtInEvaluatorId',
  params: z.object({ operator: z.string() }),
  row: z.object({ id }),
  sql: `SELECT id FROM auto_verify_evaluator WHERE school_code IS NULL AND operator = :operator`,
});

export const interviewTypeId = namedQuery({
  name: 'interviewTypeId',
  params: z.object({ typeCode: z.string() }),
  row: z.object({ id }),
  sql: `SELECT id FROM interview_type WHERE type_code = :typeCode`,
});

export const insertDefaultFlow = namedQuery({
  name: 'insertDefaultFlow',
  params: z.object({
    schoolCode: z.string(),
    aidYear: z.number().int(),
    familyUuid: z.string(),
    name: z.string(),
    description: z.string(),
    purpose: z.string(),
    verificationGroup: maybeText,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO auto_verify_flow (school_code, aid_year, family_uuid, name, description, purpose, verification_group, created_by)
         VALUES (:schoolCode, :aidYear, :familyUuid, :name, :description, :purpose, :verificationGroup, 'default') RETURNING id`,
});

export const insertDefaultComponent = namedQuery({
  name: 'insertDefaultComponent',
  params: z.object({
    flowId: id,
    name: z.string(),
    kind: z.string(),
    valueType: z.string(),
    isirAttributeName: maybeText,
    interviewTypeCode: maybeText,
    questionKey: maybeText,
    studentAttribute: maybeText,
    constantValue: maybeText,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO auto_verify_component (flow_id, name, kind, value_type, isir_attribute_name, interview_type_code, question_key, student_attribute, constant_value)
         VALUES (:flowId, :name, :kind, :valueType, :isirAttributeName, :interviewTypeCode, :questionKey, :studentAttribute, :constantValue) RETURNING id`,
});

export const insertDefaultSection = namedQuery({
  name: 'insertDefaultSection',
  params: z.object({
    flowId: id,
    name: z.string(),
    sortOrder: z.number().int(),
    interviewTypeId: id.nullable(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO auto_verify_section (flow_id, name, sort_order, interview_type_id) VALUES (:flowId, :name, :sortOrder, :interviewTypeId) RETURNING id`,
});

export const insertDefaultConditionSet = namedQuery({
  name: 'insertDefaultConditionSet',
  params: z.object({ sectionId: id, name: z.string() }),
  row: z.object({ id }),
  sql: `INSERT INTO auto_verify_condition_set (section_id, name) VALUES (:sectionId, :name) RETURNING id`,
});

export const insertDefaultCondition = namedQuery({
  name: 'insertDefaultCondition',
  params: z.object({
    conditionSetId: id,
    leftComponentId: id,
    evaluatorId: id,
    rightComponentId: id.nullable(),
    rightConstant: maybeText,
    tolerance: z.number().int().nullable(),
    sortOrder: z.number().int(),
  }),
  row: noRow,
  sql: `INSERT INTO auto_verify_condition (condition_set_id, left_component_id, evaluator_id, right_component_id, right_constant, tolerance, sort_order)
          VALUES (:conditionSetId, :leftComponentId, :evaluatorId, :rightComponentId, :rightConstant, :tolerance, :sortOrder)`,
});

/** V1: when it does not verify everything, a memo says why. */
export const insertNotVerifiedMemo = namedQuery({
  name: 'insertNotVerifiedMemo',
  params: z.object({ flowId: id, memoText: z.string() }),
  row: noRow,
  sql: `INSERT INTO auto_verify_redirect_group (flow_id, name, on_result, memo_text) VALUES (:flowId, 'Not verified: note why', 'FAIL', :memoText)`,
});

/** Correction auto-verify: confirmed corrections move the student on. */
export const insertCorrectionsConfirmed = namedQuery({
  name: 'insertCorrectionsConfirmed',
  params: z.object({ flowId: id }),
  row: noRow,
  sql: `INSERT INTO auto_verify_redirect_group (flow_id, name, on_result, student_status, memo_text) VALUES (:flowId, 'Confirmed: move on', 'PASS', 'APPROVED_WITH_CORRECTIONS', 'Corrections confirmed by FPS (auto-verify)')`,
});

/** Correction auto-verify: otherwise the student goes to review with the reason. */
export const insertCorrectionsForReview = namedQuery({
  name: 'insertCorrectionsForReview',
  params: z.object({ flowId: id }),
  row: noRow,
  sql: `INSERT INTO auto_verify_redirect_group (flow_id, name, on_result, student_status, alert_message) VALUES (:flowId, 'Not confirmed: review', 'FAIL', 'REVIEW', 'Correction auto-verify: {reason}')`,
});
