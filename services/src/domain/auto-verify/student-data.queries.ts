import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { id, maybeText, namedQuery } from '../../platform/named-sql.js';
import type { QueryObject } from './catalog.js';

// The SQL of what the engine reads about a batch of students (student-data.ts): set-based reads for a list of
// students of one aid year, and the pseudo queries a flow defines (docs/data-layer.md).

const batch = z.object({ studentIds: z.array(id), aidYear: z.number().int() });

export const studentRow = z.object({
  id,
  uuid: z.string(),
  school_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.string(),
  verification_group: maybeText,
  dependency_status: z.number().int(),
});
export const studentsById = namedQuery({
  name: 'studentsById',
  params: z.object({ studentIds: z.array(id) }),
  row: studentRow,
  sql: `SELECT id, uuid::text AS uuid, school_code, first_name, last_name, status, verification_group, dependency_status
       FROM student WHERE id = ANY(:studentIds::int[])`,
});

export const isirRow = z.object({
  id,
  student_id: id,
  transaction_number: z.number().int().nullable(),
  is_current: z.boolean(),
  isir_record_info_id: id,
  raw_encrypted: z.string(),
  sai: z.number().int().nullable(),
  dependency_model: maybeText,
  tracking_flag: maybeText,
  selected_for_verification: maybeText,
});
const isirsSql = (rawColumn: string) =>
  `SELECT id::int AS id, student_id, transaction_number, is_current, isir_record_info_id, ${rawColumn},
            sai, dependency_model, tracking_flag, selected_for_verification
       FROM isir_record WHERE student_id = ANY(:studentIds::int[]) AND aid_year = :aidYear ORDER BY student_id, transaction_number NULLS FIRST, id`;
/** The students' ISIR transactions of the aid year, with the sealed record (an ISIR field is read from it). */
export const isirsWithRecord = namedQuery({
  name: 'isirsWithRecord',
  params: batch,
  row: isirRow,
  sql: isirsSql('raw_encrypted'),
});
/** The same without the record (no component of the flows reads an ISIR field): an empty raw_encrypted. */
export const isirsWithoutRecord = namedQuery({
  name: 'isirsWithoutRecord',
  params: batch,
  row: isirRow,
  sql: isirsSql("'' AS raw_encrypted"),
});

export const itemRow = z.object({ id, student_id: id, type_code: z.string(), status: z.string() });
export const itemsOfStudents = namedQuery({
  name: 'itemsOfStudents',
  params: batch,
  row: itemRow,
  sql: `SELECT l.id, l.student_id, t.type_code, l.status FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
      WHERE l.student_id = ANY(:studentIds::int[]) AND l.aid_year = :aidYear ORDER BY l.id`,
});

export const answersOfStudents = namedQuery({
  name: 'answersOfStudents',
  params: batch.extend({ keys: z.array(z.string()) }),
  row: z.object({ student_id: id, type_code: z.string(), question_key: z.string(), value: z.unknown() }),
  sql: `SELECT l.student_id, t.type_code, q.question_key, a.value FROM interview_answer a
         JOIN interview_question q ON q.id = a.interview_question_id
         JOIN student_interview_link l ON l.id = a.student_interview_link_id JOIN interview_type t ON t.id = l.interview_type_id
        WHERE l.student_id = ANY(:studentIds::int[]) AND l.aid_year = :aidYear AND q.question_key = ANY(:keys::text[]) ORDER BY a.updated_at`,
});

export const correctionRow = z.object({
  id,
  student_id: id,
  isir_record_id: id,
  attribute_name: z.string(),
  display_name: z.string(),
  corrected_value_sealed: z.string(),
  auto_verify_confirmed_at: z.date().nullable(),
});
export const exportedCorrectionsOfStudents = namedQuery({
  name: 'exportedCorrectionsOfStudents',
  params: batch,
  row: correctionRow,
  sql: `SELECT id, student_id, isir_record_id::int AS isir_record_id, attribute_name, display_name, corrected_value_sealed, auto_verify_confirmed_at
         FROM isir_correction WHERE student_id = ANY(:studentIds::int[]) AND aid_year = :aidYear AND status = 'EXPORTED' ORDER BY id`,
});

// ---------- a pseudo query ----------

export interface PseudoQueryFilter {
  columnName: string;
  operator: string;
  value: string | null;
}

// Dynamic SQL, built here in the data layer: a pseudo query is a whitelisted query object (catalog.ts, its FROM and its
// columns fixed in code), the filters the flow gives it (each value a bound parameter) and one result, grouped by
// student. The statement is defined for each call.
export async function pseudoQueryValues(
  db: Db,
  q: { name: string; queryObject: string; result: string; resultColumn: string | null },
  obj: QueryObject,
  filters: PseudoQueryFilter[],
  studentIds: number[],
  aidYear: number,
): Promise<{ sid: number; v: string | null }[]> {
  const shape: Record<string, z.ZodType> = { studentIds: z.array(id), aidYear: z.number().int() };
  const values: Record<string, unknown> = { studentIds, aidYear };
  const where: string[] = [];
  for (const f of filters) {
    const col = obj.columns[f.columnName];
    if (!col) throw new Error(`Pseudo query ${q.name}: ${q.queryObject} has no column ${f.columnName}`);
    const name = `filter${where.length}`;
    if (f.operator === 'BLANK') where.push(`coalesce(${col.sql}, '') = ''`);
    else if (f.operator === 'NOT_BLANK') where.push(`coalesce(${col.sql}, '') <> ''`);
    else if (f.operator === 'IN_LIST') {
      shape[name] = z.array(z.string());
      values[name] = (f.value ?? '').split(',').map((v) => v.trim());
      where.push(`${col.sql} = ANY(:${name}::text[])`);
    } else {
      shape[name] = z.string();
      values[name] = f.value ?? '';
      where.push(`${col.sql} ${f.operator === 'NOT_EQUALS' ? 'IS DISTINCT FROM' : '='} :${name}::text`);
    }
  }
  const resultSql =
    q.result === 'COUNT'
      ? 'count(*)::text'
      : q.result === 'EXISTS'
        ? "CASE WHEN count(*) > 0 THEN 'true' ELSE 'false' END"
        : `min(${obj.columns[q.resultColumn ?? '']?.sql ?? 'NULL'})`;
  const text = `SELECT x.student_id AS sid, ${resultSql} AS v FROM ${obj.from}${where.length ? ` AND ${where.join(' AND ')}` : ''} GROUP BY x.student_id`;
  const query = namedQuery({
    name: `pseudoQuery ${q.name}`,
    params: z.object(shape),
    row: z.object({ sid: id, v: maybeText }),
    // The student object has no student_id column: it is the student.
    sql: q.queryObject === 'student' ? text.replace(/x\.student_id/g, 'x.id') : text,
  });
  return query.all(db, values);
}
