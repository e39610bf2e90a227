import { z } from 'zod';
import { id, namedQuery } from '../../platform/named-sql.js';
import { taskListItemStatus } from '../students/task-list.answers.js';

// The SQL of a task list item as the interview reads it (links.ts), named, with its parameters and rows checked
// (docs/data-layer.md).

/** A task list item with its student's school and its interview type. */
export const linkRow = z.object({
  id,
  uuid: z.string(),
  student_id: id,
  student_uuid: z.string(),
  school_code: z.string(),
  interview_type_id: id,
  type_code: z.string(),
  type_name: z.string(),
  type_name_spanish: z.string().nullable(),
  aid_year: z.number().int(),
  status: taskListItemStatus,
  is_for_parent_account: z.boolean(),
  interview_revision_id: id.nullable(),
  current_step_id: id.nullable(),
  step_path: z.array(id),
  submitted_at: z.date().nullable(),
  signed_name: z.string().nullable(),
  signed_at: z.date().nullable(),
});
export type LinkRow = z.infer<typeof linkRow>;

const LINK = `SELECT l.id, l.uuid, l.student_id, s.uuid AS student_uuid, s.school_code, l.interview_type_id, t.type_code, t.name AS type_name,
            t.name_spanish AS type_name_spanish, l.aid_year, l.status, l.is_for_parent_account, l.interview_revision_id, l.current_step_id, l.step_path,
            l.submitted_at, l.signed_name, l.signed_at
       FROM student_interview_link l JOIN student s ON s.id = l.student_id JOIN interview_type t ON t.id = l.interview_type_id`;

/** The item by its uuid (text the caller checked is a uuid). */
export const linkByUuid = namedQuery({
  name: 'linkByUuid',
  params: z.object({ uuid: z.string() }),
  row: linkRow,
  sql: `${LINK} WHERE l.uuid = :uuid::uuid`,
});

/** The item by its numeric id (text the caller checked is digits within int range). */
export const linkById = namedQuery({
  name: 'linkById',
  params: z.object({ id: z.string() }),
  row: linkRow,
  sql: `${LINK} WHERE l.id = :id::int`,
});

/** How the account is linked to the student (0 student, 1 and 3 parent, 4 spouse); no row: not linked. */
export const accountTypeFor = namedQuery({
  name: 'accountTypeFor',
  params: z.object({ studentId: id, accountId: id }),
  row: z.object({ account_type: z.number().int() }),
  sql: `SELECT account_type FROM student_account_link WHERE student_id = :studentId AND student_account_id = :accountId`,
});

/** The newest revision of a type for an aid year that has a first step. */
export const newestStartableRevision = namedQuery({
  name: 'newestStartableRevision',
  params: z.object({ typeId: id, aidYear: z.number().int() }),
  row: z.object({ id }),
  sql: `SELECT id FROM interview_revision WHERE interview_type_id = :typeId AND aid_year = :aidYear AND first_step_id IS NOT NULL
      ORDER BY revision DESC LIMIT 1`,
});
