import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of a flow's versions (flow-versions.ts): publishing a draft retires the version it replaces, a published
// version is retired, and "editing makes a draft" copies a version with everything in it (docs/data-layer.md).

export const conditionCountOfFlow = namedQuery({
  name: 'conditionCountOfFlow',
  params: z.object({ flowId: id }),
  row: z.object({ n: z.number().int() }),
  sql: `SELECT count(*)::int AS n FROM auto_verify_condition c JOIN auto_verify_condition_set cs ON cs.id = c.condition_set_id
           JOIN auto_verify_section s ON s.id = cs.section_id WHERE s.flow_id = :flowId`,
});

export const retirePublishedOfFamily = namedQuery({
  name: 'retirePublishedOfFamily',
  params: z.object({ familyUuid: z.string() }),
  row: noRow,
  sql: `UPDATE auto_verify_flow SET status = 'RETIRED', updated_at = now() WHERE family_uuid = :familyUuid AND status = 'PUBLISHED'`,
});

export const publishFlow = namedQuery({
  name: 'publishFlow',
  params: z.object({ flowId: id, publishedBy: z.string() }),
  row: noRow,
  sql: `UPDATE auto_verify_flow SET status = 'PUBLISHED', published_at = now(), published_by = :publishedBy, updated_at = now() WHERE id = :flowId`,
});

export const retireFlow = namedQuery({
  name: 'retireFlow',
  params: z.object({ flowId: id }),
  row: noRow,
  sql: `UPDATE auto_verify_flow SET status = 'RETIRED', updated_at = now() WHERE id = :flowId`,
});

// ---------- a draft copied from a version ----------

export const draftOfFamily = namedQuery({
  name: 'draftOfFamily',
  params: z.object({ familyUuid: z.string() }),
  row: z.object({ version: z.number().int() }),
  sql: `SELECT version FROM auto_verify_flow WHERE family_uuid = :familyUuid AND status = 'DRAFT'`,
});

export const nextVersionOfFamily = namedQuery({
  name: 'nextVersionOfFamily',
  params: z.object({ familyUuid: z.string() }),
  row: z.object({ v: z.number().int() }),
  sql: `SELECT max(version) + 1 AS v FROM auto_verify_flow WHERE family_uuid = :familyUuid`,
});

export const copyFlowAsDraft = namedQuery({
  name: 'copyFlowAsDraft',
  params: z.object({ flowId: id, version: z.number().int(), createdBy: z.string() }),
  row: z.object({ id }),
  sql: `INSERT INTO auto_verify_flow (school_code, aid_year, family_uuid, version, name, description, purpose, verification_group, status, created_by)
     SELECT school_code, aid_year, family_uuid, :version, name, description, purpose, verification_group, 'DRAFT', :createdBy FROM auto_verify_flow WHERE id = :flowId RETURNING id`,
});

const flowId = z.object({ flowId: id });
const copied = z.object({ id });

export const pseudoQueryIdsOfFlow = namedQuery({
  name: 'pseudoQueryIdsOfFlow',
  params: flowId,
  row: z.object({ id }),
  sql: `SELECT id FROM auto_verify_pseudo_query WHERE flow_id = :flowId ORDER BY id`,
});

export const copyPseudoQuery = namedQuery({
  name: 'copyPseudoQuery',
  params: z.object({ pseudoQueryId: id, toFlowId: id }),
  row: copied,
  sql: `INSERT INTO auto_verify_pseudo_query (flow_id, name, query_object, result, result_column)
      SELECT :toFlowId, name, query_object, result, result_column FROM auto_verify_pseudo_query WHERE id = :pseudoQueryId RETURNING id`,
});

export const copyPseudoQueryFilters = namedQuery({
  name: 'copyPseudoQueryFilters',
  params: z.object({ pseudoQueryId: id, toPseudoQueryId: id }),
  row: noRow,
  sql: `INSERT INTO auto_verify_pseudo_query_filter (pseudo_query_id, column_name, operator, value)
      SELECT :toPseudoQueryId, column_name, operator, value FROM auto_verify_pseudo_query_filter WHERE pseudo_query_id = :pseudoQueryId ORDER BY id`,
});

export const componentsToCopy = namedQuery({
  name: 'componentsToCopy',
  params: flowId,
  row: z.object({ id, pseudo_query_id: id.nullable() }),
  sql: `SELECT id, pseudo_query_id FROM auto_verify_component WHERE flow_id = :flowId ORDER BY id`,
});

export const copyComponent = namedQuery({
  name: 'copyComponent',
  params: z.object({ componentId: id, toFlowId: id, pseudoQueryId: id.nullable() }),
  row: copied,
  sql: `INSERT INTO auto_verify_component (flow_id, name, kind, value_type, isir_attribute_name, isir_transaction, interview_type_code,
        question_key, student_attribute, constant_value, pseudo_query_id)
      SELECT :toFlowId, name, kind, value_type, isir_attribute_name, isir_transaction, interview_type_code, question_key, student_attribute, constant_value, :pseudoQueryId
        FROM auto_verify_component WHERE id = :componentId RETURNING id`,
});

export const sectionIdsOfFlow = namedQuery({
  name: 'sectionIdsOfFlow',
  params: flowId,
  row: z.object({ id }),
  sql: `SELECT id FROM auto_verify_section WHERE flow_id = :flowId ORDER BY sort_order, id`,
});

export const copySection = namedQuery({
  name: 'copySection',
  params: z.object({ sectionId: id, toFlowId: id }),
  row: copied,
  sql: `INSERT INTO auto_verify_section (flow_id, name, sort_order, interview_type_id, pass_status)
      SELECT :toFlowId, name, sort_order, interview_type_id, pass_status FROM auto_verify_section WHERE id = :sectionId RETURNING id`,
});

export const conditionSetIdsOfSection = namedQuery({
  name: 'conditionSetIdsOfSection',
  params: z.object({ sectionId: id }),
  row: z.object({ id }),
  sql: `SELECT id FROM auto_verify_condition_set WHERE section_id = :sectionId ORDER BY sort_order, id`,
});

export const copyConditionSet = namedQuery({
  name: 'copyConditionSet',
  params: z.object({ conditionSetId: id, toSectionId: id }),
  row: copied,
  sql: `INSERT INTO auto_verify_condition_set (section_id, name, sort_order)
        SELECT :toSectionId, name, sort_order FROM auto_verify_condition_set WHERE id = :conditionSetId RETURNING id`,
});

export const conditionsToCopy = namedQuery({
  name: 'conditionsToCopy',
  params: z.object({ conditionSetId: id }),
  row: z.object({ id, left_component_id: id, right_component_id: id.nullable() }),
  sql: `SELECT id, left_component_id, right_component_id FROM auto_verify_condition WHERE condition_set_id = :conditionSetId ORDER BY sort_order, id`,
});

export const copyCondition = namedQuery({
  name: 'copyCondition',
  params: z.object({
    conditionId: id,
    toConditionSetId: id,
    leftComponentId: id.optional(),
    rightComponentId: id.nullable().optional(),
  }),
  row: noRow,
  sql: `INSERT INTO auto_verify_condition (condition_set_id, left_component_id, evaluator_id, right_component_id, right_constant, tolerance, sort_order)
          SELECT :toConditionSetId, :leftComponentId, evaluator_id, :rightComponentId, right_constant, tolerance, sort_order FROM auto_verify_condition WHERE id = :conditionId`,
});

/** The redirect groups, each section they name mapped to its copy (old ids and new ids, in the same order). */
export const copyRedirectGroups = namedQuery({
  name: 'copyRedirectGroups',
  params: z.object({ flowId: id, toFlowId: id, oldSectionIds: z.array(id), newSectionIds: z.array(id) }),
  row: noRow,
  sql: `INSERT INTO auto_verify_redirect_group (flow_id, name, section_id, on_result, student_status, alert_message, memo_text, handoff_flow_id, sort_order)
    SELECT :toFlowId, name, CASE WHEN section_id IS NULL THEN NULL ELSE (SELECT n FROM unnest(:oldSectionIds::int[], :newSectionIds::int[]) AS m (o, n) WHERE m.o = section_id) END,
           on_result, student_status, alert_message, memo_text, handoff_flow_id, sort_order FROM auto_verify_redirect_group WHERE flow_id = :flowId ORDER BY id`,
});
