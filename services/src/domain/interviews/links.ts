import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { DB_INT_MAX, UUID_PATTERN } from '../../platform/route.js';
import { assertStudentVisible } from '../students/access.js';
import * as sql from './links.queries.js';
import type { LinkRow } from './links.queries.js';

export type { LinkRow };

/** Statuses in which the student (or parent) may still change answers. */
export const ANSWERABLE = ['NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION'];

/** A task list item by numeric id or uuid, after the caller's access to its student is checked. */
export async function loadLink(db: Db, caller: Caller, key: string | number): Promise<LinkRow> {
  const text = String(key);
  const byUuid = UUID_PATTERN.test(text);
  if (!byUuid && (!/^\d{1,10}$/.test(text) || Number(text) > DB_INT_MAX))
    throw notFound('No such task list item');
  const row = byUuid
    ? await sql.linkByUuid.first(db, { uuid: text })
    : await sql.linkById.first(db, { id: text });
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
  const acct = await sql.accountTypeFor.first(db, {
    studentId: link.student_id,
    accountId: caller.accountId,
  });
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
  const rev = await sql.newestStartableRevision.first(db, {
    typeId: link.interview_type_id,
    aidYear: link.aid_year,
  });
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
