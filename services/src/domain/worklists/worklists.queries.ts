import { z } from 'zod';
import { afterCondition, cursorColumns, orderBy, type SortKey } from '../../platform/keyset.js';
import { namedQuery } from '../../platform/named-sql.js';

// The SQL of the worklists (worklists.ts, docs/data-layer.md). Built here at run time, once per request: a worklist
// filters by a name or id, a group and "assigned to me" only when asked, sorts by one of five orders either way, and
// pages at an offset or after a cursor whose condition takes the shape of the key values it carries (a null group
// or assignee ends its key). The columns and orders come from SORTS, never from the request; values are bound.

const ASSIGNED_TO = `(SELECT u.first_name || ' ' || u.last_name FROM staff_user u WHERE u.id = st.assigned_staff_id)`;
/** Each sort's keys before the student's id, which ends every order so that each student has one place. */
export const SORTS = {
  name: [{ sql: 'lower(st.last_name)' }, { sql: 'lower(st.first_name)' }],
  studentNumber: [{ sql: 'st.student_number' }],
  verificationGroup: [{ sql: 'st.verification_group', nullable: true }],
  updatedAt: [{ sql: 'st.updated_at' }],
  assignedTo: [{ sql: ASSIGNED_TO, nullable: true }],
} as const satisfies Record<string, SortKey[]>;

/** The students of a worklist, as the worklist and its CSV show them (students.ts's StudentRow, and more). */
const worklistStudent = z.object({
  id: z.number().int(),
  uuid: z.string(),
  school_code: z.string(),
  student_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  ssn_last_four: z.string().nullable(),
  dependency_status: z.number().int(),
  status: z.string(),
  verification_group: z.string().nullable(),
  student_sign_date: z.date().nullable(),
  parent_sign_date: z.date().nullable(),
  updated_at: z.date(),
  assigned_to: z.string().nullable(),
});

export interface WorklistFilter {
  schoolCode: string;
  status: string;
  aidYear: number;
  /** Lower case: a name or e-mail start, or a student id. */
  filter?: string;
  verificationGroup?: string;
  /** Only the students assigned to this staff member. */
  assignedStaffId?: number;
}

/** The count and the page statements of one worklist request, with their values. */
export function worklistStatements(
  f: WorklistFilter,
  keys: readonly SortKey[],
  page: { after: readonly (string | null)[] | null; limit: number; offset: number },
) {
  const where = [
    'st.school_code = :schoolCode',
    'st.status = :status',
    'EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = :aidYear)',
  ];
  const shape: Record<string, z.ZodType> = {
    schoolCode: z.string(),
    status: z.string(),
    aidYear: z.number().int(),
  };
  const values: Record<string, unknown> = { schoolCode: f.schoolCode, status: f.status, aidYear: f.aidYear };
  const bind = (name: string, schema: z.ZodType, value: unknown) => {
    shape[name] = schema;
    values[name] = value;
    return `:${name}`;
  };
  if (f.filter) {
    const like = bind('like', z.string(), `${f.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(lower(st.last_name) LIKE ${like} OR lower(st.first_name) LIKE ${like} OR lower(st.email) LIKE ${like} OR lower(st.student_number) = ${bind('filter', z.string(), f.filter)})`,
    );
  }
  if (f.verificationGroup)
    where.push(`st.verification_group = ${bind('verificationGroup', z.string(), f.verificationGroup)}`);
  if (f.assignedStaffId !== undefined)
    where.push(`st.assigned_staff_id = ${bind('assignedStaffId', z.number().int(), f.assignedStaffId)}`);
  const clause = where.join(' AND ');
  const countParams = z.object({ ...shape });
  const countValues = { ...values };

  let n = 0;
  const cut = page.after
    ? `AND ${afterCondition(keys, page.after, (v) => bind(`after${n++}`, z.string(), v))} ORDER BY ${orderBy(keys)} LIMIT ${bind('limit', z.number().int(), page.limit)}`
    : `ORDER BY ${orderBy(keys)} LIMIT ${bind('limit', z.number().int(), page.limit)} OFFSET ${bind('offset', z.number().int(), page.offset)}`;
  const cursors: Record<`cursor_${number}_`, z.ZodNullable<z.ZodString>> = Object.fromEntries(
    keys.map((_, i) => [`cursor_${i}_`, z.string().nullable()]),
  );
  return {
    count: namedQuery({
      name: 'worklistCount',
      params: countParams,
      row: z.object({ n: z.number().int() }),
      sql: `SELECT count(*)::int AS n FROM student st WHERE ${clause}`,
    }),
    countValues,
    page: namedQuery({
      name: 'worklistPage',
      params: z.object(shape),
      row: worklistStudent.extend(cursors),
      sql: `SELECT st.id, st.uuid, st.school_code, st.student_number, st.first_name, st.last_name, st.email,
            to_char(st.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, st.ssn_last_four, st.dependency_status, st.status,
            st.verification_group, st.student_sign_date, st.parent_sign_date, st.updated_at,
            ${ASSIGNED_TO} AS assigned_to, ${cursorColumns(keys)}
       FROM student st WHERE ${clause} ${cut}`,
    }),
    pageValues: values,
  };
}
