import { z } from 'zod';
import { found, id, maybeText, namedQuery } from '../../platform/named-sql.js';

// The SQL of the designer's checks (design-checks.ts): what a new or changed row names must exist, belong to the
// same flow and be of the right type (docs/data-layer.md).

export const interviewTypeExists = namedQuery({
  name: 'interviewTypeExists',
  params: z.object({ typeId: id.nullable() }),
  row: found,
  sql: `SELECT 1 AS found FROM interview_type WHERE id = :typeId`,
});

export const interviewTypeCodeExists = namedQuery({
  name: 'interviewTypeCodeExists',
  params: z.object({ typeCode: z.string() }),
  row: found,
  sql: `SELECT 1 AS found FROM interview_type WHERE type_code = :typeCode`,
});

/** The type of a question of the item type's interview in the aid year. */
export const questionTypeOf = namedQuery({
  name: 'questionTypeOf',
  params: z.object({ typeCode: maybeText, questionKey: maybeText, aidYear: z.number().int() }),
  row: z.object({ question_type: z.string() }),
  sql: `SELECT q.question_type FROM interview_question q JOIN interview_revision r ON r.id = q.interview_revision_id JOIN interview_type t ON t.id = r.interview_type_id
        WHERE t.type_code = :typeCode AND q.question_key = :questionKey AND r.aid_year = :aidYear LIMIT 1`,
});

export const pseudoQueryShape = namedQuery({
  name: 'pseudoQueryShape',
  params: z.object({ pseudoQueryId: id.nullable() }),
  row: z.object({ result: z.string(), query_object: z.string() }),
  sql: `SELECT result, query_object FROM auto_verify_pseudo_query WHERE id = :pseudoQueryId`,
});

export const componentType = namedQuery({
  name: 'componentType',
  params: z.object({ componentId: id.nullable() }),
  row: z.object({ kind: z.string(), value_type: z.string(), name: z.string() }),
  sql: `SELECT kind, value_type, name FROM auto_verify_component WHERE id = :componentId`,
});

export const evaluatorNameTaken = namedQuery({
  name: 'evaluatorNameTaken',
  params: z.object({ schoolCode: z.string(), name: z.string() }),
  row: found,
  sql: `SELECT 1 AS found FROM auto_verify_evaluator WHERE school_code = :schoolCode AND name = :name`,
});

/** The pieces of a flow another piece may name: which flow the named row is part of, and its name. */
export type FlowPiece = 'auto_verify_pseudo_query' | 'auto_verify_component' | 'auto_verify_section';
const pieceOf = (table: FlowPiece) =>
  namedQuery({
    name: `flowOf ${table}`,
    params: z.object({ id }),
    row: z.object({ flow_id: id, name: z.string() }),
    sql: `SELECT flow_id, name FROM ${table} WHERE id = :id`,
  });
export const FLOW_OF_PIECE: Record<FlowPiece, ReturnType<typeof pieceOf>> = {
  auto_verify_pseudo_query: pieceOf('auto_verify_pseudo_query'),
  auto_verify_component: pieceOf('auto_verify_component'),
  auto_verify_section: pieceOf('auto_verify_section'),
};
