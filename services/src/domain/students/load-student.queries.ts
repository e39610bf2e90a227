import { z } from 'zod';
import { id, maybeText, namedQuery } from '../../platform/named-sql.js';

// The SQL of the student row staff work on (load-student.ts), read by every domain that acts on one student.

export const workspaceStudent = z.object({
  id,
  uuid: z.string(),
  school_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.string(),
  verification_group: maybeText,
  dependency_status: z.number().int(),
  assigned_staff_id: id.nullable(),
  student_sign_date: z.date().nullable(),
  parent_sign_date: z.date().nullable(),
  // The columns' CHECKs allow only these.
  student_sign_method: z.enum(['E_SIGN', 'INK']).nullable(),
  parent_sign_method: z.enum(['E_SIGN', 'INK']).nullable(),
  student_ink_sign_agreed: z.boolean(),
  parent_ink_sign_agreed: z.boolean(),
  isir_locked: z.boolean(),
  isir_locked_transaction: maybeText,
  postcards_sent_at: z.date().nullable(),
  review_completed_at: z.date().nullable(),
  review_completed_by: maybeText,
});

// The student by uuid or by id, read or locked: four statements, defined here when the module loads.
const studentBy = (by: 'uuid' | 'id', forUpdate: boolean) =>
  namedQuery({
    name: `student${by === 'uuid' ? 'ByUuid' : 'ById'}${forUpdate ? 'ForUpdate' : ''}`,
    params: z.object({ key: z.string() }),
    row: workspaceStudent,
    sql: `SELECT id, uuid, school_code, first_name, last_name, status, verification_group, dependency_status, assigned_staff_id,
            student_sign_date, parent_sign_date, student_sign_method, parent_sign_method, student_ink_sign_agreed,
            parent_ink_sign_agreed, isir_locked, isir_locked_transaction, postcards_sent_at, review_completed_at, review_completed_by
       FROM student WHERE ${by === 'uuid' ? 'uuid = :key::uuid' : 'id = :key::int'}${forUpdate ? ' FOR UPDATE' : ''}`,
  });
export const studentByUuid = studentBy('uuid', false);
export const studentByUuidForUpdate = studentBy('uuid', true);
export const studentById = studentBy('id', false);
export const studentByIdForUpdate = studentBy('id', true);
