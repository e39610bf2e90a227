import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { DB_INT_MAX, UUID_PATTERN } from '../../platform/route.js';
import { assertStudentVisible, logStudentAccess } from './access.js';
import {
  afterCondition,
  cursorColumns,
  decodeCursor,
  keysetPage,
  listDigest,
  orderBy,
  readAfter,
  type SortKey,
} from '../../platform/keyset.js';

export interface StudentRow {
  id: number;
  uuid: string;
  school_code: string;
  student_number: string;
  first_name: string;
  last_name: string;
  email: string | null;
  date_of_birth: string | null;
  ssn_last_four: string | null;
  dependency_status: number;
  status: string;
  verification_group: string | null;
  student_sign_date: Date | null;
  parent_sign_date: Date | null;
  assigned_to: string | null;
}

const SELECT_STUDENT = `SELECT st.id, st.uuid, st.school_code, st.student_number, st.first_name, st.last_name, st.email,
       to_char(st.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, st.ssn_last_four, st.dependency_status, st.status,
       st.verification_group, st.student_sign_date, st.parent_sign_date,
       (SELECT u.first_name || ' ' || u.last_name FROM staff_user u WHERE u.id = st.assigned_staff_id) AS assigned_to
  FROM student st`;

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
  const [row] = await db.query<StudentRow>(
    `${SELECT_STUDENT} WHERE ${byUuid ? 'st.uuid = $1::uuid' : 'st.id = $1::int'}`,
    [idOrUuid],
  );
  if (!row) throw notFound('No such student');
  await assertStudentVisible(db, caller, row);
  await logStudentAccess(db, caller, row.id, 'VIEW_STUDENT');
  return toStudent(row);
}

/** Many students by id for the gateway's DataLoader; ids of other schools are simply absent. */
export async function getManyStudents(db: Db, caller: Caller, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.query<StudentRow>(
    `${SELECT_STUDENT} WHERE st.id = ANY($1::int[]) AND st.school_code = $2`,
    [ids, caller.schoolCode],
  );
  return rows.map(toStudent);
}

export type SearchField = 'ANY' | 'NAME' | 'EMAIL' | 'STUDENT_NUMBER' | 'SSN_LAST_FOUR';

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
  const terms = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const schools = await searchedSchools(db, caller, input.allSchools ?? false);
  const params: unknown[] = [schools];
  const p = (v: unknown) => `$${params.push(v)}`;
  const conditions: string[] = [];
  const byName = () =>
    terms
      .map(
        (t) =>
          `(lower(st.first_name) LIKE ${p(`${escapeLike(t)}%`)} OR lower(st.last_name) LIKE ${p(`${escapeLike(t)}%`)})`,
      )
      .join(' AND ') || 'true';
  switch (input.field) {
    case 'NAME':
      conditions.push(byName());
      break;
    case 'EMAIL':
      conditions.push(`lower(st.email) LIKE ${p(`${escapeLike(text.toLowerCase())}%`)}`);
      break;
    case 'STUDENT_NUMBER':
      conditions.push(`st.student_number = ${p(text)}`);
      break;
    case 'SSN_LAST_FOUR':
      conditions.push(`st.ssn_last_four = ${p(text)}`);
      break;
    default:
      if (text) {
        const alternatives = [
          `(${byName()})`,
          `lower(st.email) LIKE ${p(`${escapeLike(text.toLowerCase())}%`)}`,
          `st.student_number = ${p(text)}`,
        ];
        if (/^\d{4}$/.test(text)) alternatives.push(`st.ssn_last_four = ${p(text)}`);
        conditions.push(`(${alternatives.join(' OR ')})`);
      }
  }
  const where = `st.school_code = ANY($1::text[])${conditions.length ? ` AND ${conditions.join(' AND ')}` : ''}`;
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM student st WHERE ${where}`,
    params,
  );
  const offset = (input.page - 1) * input.pageSize;
  // A cursor belongs to this search (its words, field and schools) only.
  const digest = listDigest(['students', text, input.field, schools]);
  const cut = input.after
    ? `AND ${afterCondition(SEARCH_ORDER, decodeCursor(input.after, digest, SEARCH_ORDER), p)} ORDER BY ${orderBy(SEARCH_ORDER)} LIMIT ${p(input.pageSize + 1)}`
    : `ORDER BY ${orderBy(SEARCH_ORDER)} LIMIT ${p(input.pageSize)} OFFSET ${p(offset)}`;
  const rows = await readAfter(input.after, () =>
    db.query<StudentRow>(
      `${SELECT_STUDENT.replace('SELECT ', `SELECT ${cursorColumns(SEARCH_ORDER)}, `)} WHERE ${where} ${cut}`,
      params,
    ),
  );
  const total = count?.n ?? 0;
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
  const page = keysetPage(rows, input.pageSize, SEARCH_ORDER, digest);
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

/** The search's order: last name, first name, then the id, so that each student has one place. */
const SEARCH_ORDER: SortKey[] = [
  { sql: 'lower(st.last_name)' },
  { sql: 'lower(st.first_name)' },
  { sql: 'st.id' },
];

const FUZZY_THRESHOLD = 0.45;

/** Names alike by trigrams (pg_trgm word similarity, served by the trigram index), closest first. */
async function fuzzyNameSearch(db: Db, schools: string[], text: string, page: number, pageSize: number) {
  const name = `lower(st.first_name || ' ' || st.last_name)`;
  const match = `st.school_code = ANY($1::text[]) AND $2 OPERATOR(public.<%) ${name}`;
  const params = [schools, text.toLowerCase()];
  return db.transaction(async (tx) => {
    // The default threshold (0.6) misses a one-letter typo in a short name; 0.45 still leaves unrelated names out.
    await tx.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${FUZZY_THRESHOLD}`);
    // One pass over the matches: the page and the count together (the trigram recheck is the cost).
    const rows = await tx.query<StudentRow & { total: number }>(
      `SELECT s.*, count(*) OVER ()::int AS total FROM (${SELECT_STUDENT.replace('SELECT ', `SELECT public.word_similarity($2, ${name}) AS similarity, `)}
         WHERE ${match}) s ORDER BY s.similarity DESC, lower(s.last_name), s.id LIMIT $3 OFFSET $4`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    // A page past the end has no row to carry the count.
    const total =
      rows[0]?.total ??
      (page > 1
        ? (
            await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM student st WHERE ${match}`, params)
          )[0]!.n
        : 0);
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
  });
}

/** The session's school; with allSchools (CROSS_SCHOOL_SEARCH only) every school the staff member works at. */
async function searchedSchools(db: Db, caller: Caller, allSchools: boolean): Promise<string[]> {
  if (!allSchools) return [caller.schoolCode];
  if (caller.kind !== 'staff' || !caller.permissions.has('CROSS_SCHOOL_SEARCH')) {
    throw forbidden(`Your role (${caller.role}) lacks the permission CROSS_SCHOOL_SEARCH`);
  }
  const rows = await db.query<{ school_code: string }>(
    'SELECT school_code FROM staff_school_role WHERE staff_user_id = $1',
    [caller.accountId],
  );
  return rows.map((r) => r.school_code);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The quick view: the student, the school's aid year context and the task list summary. */
export async function quickView(db: Db, caller: Caller, uuid: string, aidYear: number) {
  const student = await getStudent(db, caller, uuid);
  const [counts] = await db.query<{ total: number; open: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status IN ('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION'))::int AS open
       FROM student_interview_link WHERE student_id = $1 AND aid_year = $2`,
    [student.id, aidYear],
  );
  return { ...student, aidYear, taskListTotal: counts?.total ?? 0, taskListOpen: counts?.open ?? 0 };
}

/**
 * The numbers on the staff home page for one aid year. Its students are the aid year's students of every report
 * (All Students, General): a current ISIR or a task list item of the year (report_year_student), not-selected
 * students included.
 */
export async function staffHomeCounts(db: Db, caller: Caller, aidYear: number) {
  const byStatus = await db.query<{ status: string; count: number }>(
    `SELECT st.status, count(*)::int AS count FROM student st
      WHERE st.school_code = $1
        AND st.id IN (SELECT y.student_id FROM report_year_student y WHERE y.school_code = $1 AND y.aid_year = $2)
      GROUP BY st.status ORDER BY st.status`,
    [caller.schoolCode, aidYear],
  );
  const [links] = await db.query<{ new: number; submitted: number; assigned: number }>(
    `SELECT count(*) FILTER (WHERE l.status = 'NEW')::int AS new,
            count(*) FILTER (WHERE l.status = 'SUBMITTED')::int AS submitted,
            count(DISTINCT st.id) FILTER (WHERE st.assigned_staff_id = $3)::int AS assigned
       FROM student st JOIN student_interview_link l ON l.student_id = st.id AND l.aid_year = $2
      WHERE st.school_code = $1`,
    [caller.schoolCode, aidYear, caller.accountId],
  );
  return {
    aidYear,
    totalStudents: byStatus.reduce((n, s) => n + s.count, 0),
    byStatus,
    newTaskListItems: links?.new ?? 0,
    submittedTaskListItems: links?.submitted ?? 0,
    assignedToMe: links?.assigned ?? 0,
  };
}
