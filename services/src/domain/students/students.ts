import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { DB_INT_MAX, UUID_PATTERN } from '../../platform/route.js';
import { assertStudentVisible, logStudentAccess } from './access.js';
import { decodeCursor, keysetPage, listDigest, readAfter } from '../../platform/keyset.js';
import type { z } from 'zod';
import * as sql from './students.queries.js';
import type { SearchField } from './students.queries.js';

export type StudentRow = z.output<typeof sql.studentRow>;
export type { SearchField };

/** The student shape of the REST contract; the SSN never leaves as more than its last four. */
export function toStudent(r: StudentRow) {
  return {
    id: r.id,
    uuid: r.uuid,
    schoolCode: r.school_code,
    studentNumber: r.student_number,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    dateOfBirth: r.date_of_birth,
    ssnLastFour: r.ssn_last_four,
    dependencyStatus: r.dependency_status,
    status: r.status,
    verificationGroup: r.verification_group,
    studentSignDate: r.student_sign_date,
    parentSignDate: r.parent_sign_date,
    signatureComplete: Boolean(r.student_sign_date && (r.dependency_status === 0 || r.parent_sign_date)),
    assignedTo: r.assigned_to,
  };
}

/** One student by numeric id or uuid, after the caller's access is checked and the view logged. */
export async function getStudent(db: Db, caller: Caller, idOrUuid: string) {
  const byUuid = UUID_PATTERN.test(idOrUuid);
  if (!byUuid && !/^\d{1,20}$/.test(idOrUuid))
    throw notFound('The student id is neither a number nor a uuid');
  // A number past the integer range names no student; Postgres would refuse the cast.
  if (!byUuid && Number(idOrUuid) > DB_INT_MAX) throw notFound('No such student');
  const row = byUuid
    ? await sql.studentByUuid.first(db, { uuid: idOrUuid })
    : await sql.studentById.first(db, { id: idOrUuid });
  if (!row) throw notFound('No such student');
  await assertStudentVisible(db, caller, row);
  await logStudentAccess(db, caller, row.id, 'VIEW_STUDENT');
  return toStudent(row);
}

/** Many students by id for the gateway's DataLoader; ids of other schools are simply absent. */
export async function getManyStudents(db: Db, caller: Caller, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await sql.studentsByIds.all(db, { ids, schoolCode: caller.schoolCode });
  return rows.map(toStudent);
}

/** Students of the caller's school by name, e-mail, student id or SSN last four, a page at a time. */
export async function searchStudents(
  db: Db,
  caller: Caller,
  input: {
    text: string;
    field: SearchField;
    page: number;
    pageSize: number;
    allSchools?: boolean;
    /** A cursor (endCursor of the previous page): the pageSize students after it; page is not read. */
    after?: string | null;
  },
) {
  const text = input.text.trim();
  const schools = await searchedSchools(db, caller, input.allSchools ?? false);
  const offset = (input.page - 1) * input.pageSize;
  const search = { schools, text, field: input.field };
  // A cursor belongs to this search (its words, field and schools) only.
  const digest = listDigest(['students', text, input.field, schools]);
  // Words typed: the page's sort reads every match anyway and counts them on the way. No words (the whole school)
  // or a cursor: a count, and a page walked in name order that stops at its rows.
  const counted =
    text && !input.after
      ? await sql.searchedStudentsPageAt(db, search, { pageSize: input.pageSize, offset })
      : undefined;
  // A page past the end has no row to carry the count.
  const total =
    counted?.[0]?.total ??
    (counted && offset === 0
      ? 0
      : ((await sql.countSearchedStudents(db, schools, text, input.field))?.n ?? 0));
  const after = input.after ? decodeCursor(input.after, digest, sql.SEARCH_ORDER) : undefined;
  const rows =
    counted ??
    (await readAfter(input.after, () =>
      sql.searchedStudentsPage(db, search, { after, pageSize: input.pageSize, offset }),
    ));
  // Nothing starts with the name given: look for names that are close (a typo, a missing letter). Not when walking
  // by cursor: a walk lists what matches, and close names have no stable order to continue in.
  if (
    total === 0 &&
    !input.after &&
    (input.field === 'NAME' || input.field === 'ANY') &&
    /\p{L}{3}/u.test(text)
  ) {
    return fuzzyNameSearch(db, schools, text, input.page, input.pageSize);
  }
  const page = keysetPage(rows, input.pageSize, sql.SEARCH_ORDER, digest);
  return {
    items: page.rows.map(toStudent),
    total,
    page: input.page,
    pageSize: input.pageSize,
    fuzzy: false,
    endCursor: page.endCursor,
    hasNextPage: input.after ? page.hasNextPage : offset + page.rows.length < total,
  };
}

/** Names alike by trigrams (pg_trgm word similarity, served by the trigram index of names), closest first. */
async function fuzzyNameSearch(db: Db, schools: string[], text: string, page: number, pageSize: number) {
  // One pass over the matches: the page and the count together.
  const query = { schools, text: text.toLowerCase() };
  const rows = await sql.fuzzyStudentsPage.all(db, {
    ...query,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (page > 1 ? (await sql.fuzzyStudentsCount.first(db, query))!.n : 0);
  // Close names come by similarity, a page at a time; they have no cursor to continue from.
  return {
    items: rows.map(toStudent),
    total,
    page,
    pageSize,
    fuzzy: true,
    endCursor: null,
    hasNextPage: page * pageSize < total,
  };
}

/** The session's school; with allSchools (CROSS_SCHOOL_SEARCH only) every school the staff member works at. */
async function searchedSchools(db: Db, caller: Caller, allSchools: boolean): Promise<string[]> {
  if (!allSchools) return [caller.schoolCode];
  if (caller.kind !== 'staff' || !caller.permissions.has('CROSS_SCHOOL_SEARCH')) {
    throw forbidden(`Your role (${caller.role}) lacks the permission CROSS_SCHOOL_SEARCH`);
  }
  const rows = await sql.staffSchoolCodes.all(db, { staffUserId: caller.accountId });
  return rows.map((r) => r.school_code);
}

/** The quick view: the student, the school's aid year context and the task list summary. */
export async function quickView(db: Db, caller: Caller, uuid: string, aidYear: number) {
  const student = await getStudent(db, caller, uuid);
  const counts = await sql.taskListCounts.first(db, { studentId: student.id, aidYear });
  return { ...student, aidYear, taskListTotal: counts?.total ?? 0, taskListOpen: counts?.open ?? 0 };
}

/**
 * The numbers on the staff home page for one aid year. Its students are the aid year's students of every report
 * (All Students, General): a current ISIR or a task list item of the year (report_year_student), not-selected
 * students included.
 */
export async function staffHomeCounts(db: Db, caller: Caller, aidYear: number) {
  const byStatus = await sql.studentsByStatus.all(db, { schoolCode: caller.schoolCode, aidYear });
  const links = await sql.homeTaskListCounts.first(db, {
    schoolCode: caller.schoolCode,
    aidYear,
    staffUserId: caller.accountId,
  });
  return {
    aidYear,
    totalStudents: byStatus.reduce((n, s) => n + s.count, 0),
    byStatus,
    newTaskListItems: links?.new ?? 0,
    submittedTaskListItems: links?.submitted ?? 0,
    assignedToMe: links?.assigned ?? 0,
  };
}
