import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { DB_INT_MAX, UUID_PATTERN } from '../../platform/route.js';
import { assertStudentVisible } from '../students/access.js';

/** Statuses in which the student (or parent) may still change answers. */
export const ANSWERABLE = ['NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION'];

export interface LinkRow {
  id: number;
  uuid: string;
  student_id: number;
  student_uuid: string;
  school_code: string;
  interview_type_id: number;
  type_code: string;
  type_name: string;
  type_name_spanish: string | null;
  aid_year: number;
  status: string;
  is_for_parent_account: boolean;
  interview_revision_id: number | null;
  current_step_id: number | null;
  step_path: number[];
  submitted_at: Date | null;
  signed_name: string | null;
  signed_at: Date | null;
}

/** A task list item by numeric id or uuid, after the caller's access to its student is checked. */
export async function loadLink(db: Db, caller: Caller, key: string | number): Promise<LinkRow> {
  const text = String(key);
  const byUuid = UUID_PATTERN.test(text);
  if (!byUuid && (!/^\d{1,10}$/.test(text) || Number(text) > DB_INT_MAX))
    throw notFound('No such task list item');
  const [row] = await db.query<LinkRow>(
    `SELECT l.id, l.uuid, l.student_id, s.uuid AS student_uuid, s.school_code, l.interview_type_id, t.type_code, t.name AS type_name,
            t.name_spanish AS type_name_spanish, l.aid_year, l.status, l.is_for_parent_account, l.interview_revision_id, l.current_step_id, l.step_path,
            l.submitted_at, l.signed_name, l.signed_at
       FROM student_interview_link l JOIN student s ON s.id = l.student_id JOIN interview_type t ON t.id = l.interview_type_id
      WHERE ${byUuid ? 'l.uuid = $1::uuid' : 'l.id = $1::int'}`,
    [text],
  );
  if (!row) throw notFound('No such task list item');
  await assertStudentVisible(
    db,
    caller,
    { id: row.student_id, school_code: row.school_code, uuid: row.student_uuid },
    'No such task list item',
  );
  return row;
}

/**
 * Only the person the item is for answers it: a parent item by a parent account (1, 3), a student item by
 * the student (0) or spouse (4). Staff read interviews; they never answer for a student.
 */
export async function assertMayAnswer(
  db: Db,
  caller: Caller,
  link: LinkRow,
): Promise<{ accountType: number }> {
  if (caller.kind !== 'user')
    throw forbidden('Staff can read an interview but only the student or parent answers it');
  const [acct] = await db.query<{ account_type: number }>(
    'SELECT account_type FROM student_account_link WHERE student_id = $1 AND student_account_id = $2',
    [link.student_id, caller.accountId],
  );
  if (!acct) throw forbidden('You can only open your own record');
  const parent = acct.account_type === 1 || acct.account_type === 3;
  if (parent !== link.is_for_parent_account) {
    throw forbidden(
      link.is_for_parent_account ? 'A parent completes this item' : 'The student completes this item',
    );
  }
  return { accountType: acct.account_type };
}

export function assertAnswerable(link: LinkRow) {
  if (!ANSWERABLE.includes(link.status)) {
    throw conflict(
      `This item is ${link.status.replace(/_/g, ' ').toLowerCase()} and can no longer be changed`,
    );
  }
}

/** The template a link follows: the one it started on, else the newest revision for its type and aid year. */
export async function revisionFor(db: Db, link: LinkRow): Promise<number> {
  if (link.interview_revision_id) return link.interview_revision_id;
  const [rev] = await db.query<{ id: number }>(
    `SELECT id FROM interview_revision WHERE interview_type_id = $1 AND aid_year = $2 AND first_step_id IS NOT NULL
      ORDER BY revision DESC LIMIT 1`,
    [link.interview_type_id, link.aid_year],
  );
  if (!rev)
    throw notFound(
      `There is no ${link.type_name} interview for aid year ${link.aid_year - 1}-${link.aid_year} yet`,
    );
  return rev.id;
}

/** The outward shape of a task list item. */
export const toLink = (l: LinkRow) => ({
  id: l.id,
  uuid: l.uuid,
  studentID: l.student_id,
  studentUuid: l.student_uuid,
  aidYear: l.aid_year,
  studentInterviewLinkStatus: l.status,
  isForParentAccount: l.is_for_parent_account,
  interviewType: {
    id: l.interview_type_id,
    typeCode: l.type_code,
    name: l.type_name,
    nameSpanish: l.type_name_spanish,
  },
  submittedAt: l.submitted_at,
  signedName: l.signed_name,
  signedAt: l.signed_at,
});
