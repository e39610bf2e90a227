import type { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { DB_INT_MAX, UUID_PATTERN } from '../../platform/route.js';
import { assertStudentVisible } from './access.js';
import * as sql from './load-student.queries.js';

// The one student a staff action is about, found by id or uuid and checked against the caller: verification,
// corrections, accounts, reminders, auto-verify and reports all start here, so it lives below them all.

/** The student row staff work on (the columns of verification: status, group, signatures, lock, review). */
export type WorkspaceStudent = z.infer<typeof sql.workspaceStudent>;

/**
 * A student by numeric id or uuid, locked for update inside the caller's transaction, after the one
 * scoping check (another school's student is a 404).
 */
export async function loadStudent(
  db: Db,
  caller: Caller,
  key: string | number,
  opts: { forUpdate?: boolean } = {},
): Promise<WorkspaceStudent> {
  const text = String(key);
  const byUuid = UUID_PATTERN.test(text);
  if (!byUuid && (!/^\d{1,10}$/.test(text) || Number(text) > DB_INT_MAX || Number(text) < 1))
    throw notFound(`'${text}' is neither a student id nor a uuid`);
  const query = byUuid
    ? opts.forUpdate
      ? sql.studentByUuidForUpdate
      : sql.studentByUuid
    : opts.forUpdate
      ? sql.studentByIdForUpdate
      : sql.studentById;
  const row = await query.first(db, { key: text });
  if (!row) throw notFound('No such student');
  await assertStudentVisible(db, caller, row);
  return row;
}

export const studentName = (s: { first_name: string; last_name: string }) => `${s.first_name} ${s.last_name}`;
