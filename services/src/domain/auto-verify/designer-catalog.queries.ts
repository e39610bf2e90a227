import { z } from 'zod';
import { id, namedQuery } from '../../platform/named-sql.js';

// The SQL of the designer's pickers (designer-catalog.ts): the questions a component may read and the task list item
// types a section may verify (docs/data-layer.md).

/** The aid year's questions with an answer a condition can compare, by item type and key. */
export const questionsOfAidYear = namedQuery({
  name: 'questionsOfAidYear',
  params: z.object({ aidYear: z.number().int() }),
  row: z.object({
    typeCode: z.string(),
    questionKey: z.string(),
    text: z.string(),
    questionType: z.string(),
  }),
  sql: `SELECT DISTINCT t.type_code AS "typeCode", q.question_key AS "questionKey", q.text, q.question_type AS "questionType"
       FROM interview_question q JOIN interview_revision r ON r.id = q.interview_revision_id JOIN interview_type t ON t.id = r.interview_type_id
      WHERE r.aid_year = :aidYear AND q.question_type IN ('TEXT', 'NUMBER', 'DATE', 'CHOICE') ORDER BY 1, 2`,
});

export const itemTypes = namedQuery({
  name: 'itemTypes',
  params: z.object({}),
  row: z.object({ id, typeCode: z.string(), name: z.string() }),
  sql: `SELECT id, type_code AS "typeCode", name FROM interview_type ORDER BY id`,
});
