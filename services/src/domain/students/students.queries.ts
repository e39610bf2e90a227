import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { afterCondition, cursorColumns, orderBy, type SortKey } from '../../platform/keyset.js';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of students (students.ts, access.ts): a student by id or uuid, the search and its close names, the quick
// view and the staff home counts, and the access check and log; named, with their parameters and rows checked
// (docs/data-layer.md).

const SELECT_STUDENT = `SELECT st.id, st.uuid, st.school_code, st.student_number, st.first_name, st.last_name, st.email,
       to_char(st.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, st.ssn_last_four, st.dependency_status, st.status,
       st.verification_group, st.student_sign_date, st.parent_sign_date,
       (SELECT u.first_name || ' ' || u.last_name FROM staff_user u WHERE u.id = st.assigned_staff_id) AS assigned_to
  FROM student st`;

/** A student as SELECT_STUDENT reads it (its columns in that order). */
export const studentRow = z.object({
  id,
  uuid: z.string(),
  school_code: z.string(),
  student_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: maybeText,
  date_of_birth: maybeText,
  ssn_last_four: maybeText,
  dependency_status: z.number().int(),
  status: z.string(),
  verification_group: maybeText,
  student_sign_date: z.date().nullable(),
  parent_sign_date: z.date().nullable(),
  assigned_to: maybeText,
});

// A student is named by their uuid or their id: one statement for each.
export const studentByUuid = namedQuery({
  name: 'studentByUuid',
  params: z.object({ uuid: z.string() }),
  row: studentRow,
  sql: `${SELECT_STUDENT} WHERE st.uuid = :uuid::uuid`,
});

export const studentById = namedQuery({
  name: 'studentById',
  params: z.object({ id: z.string() }),
  row: studentRow,
  sql: `${SELECT_STUDENT} WHERE st.id = :id::int`,
});

/** Students of a school by id; ids of other schools are absent. */
export const studentsByIds = namedQuery({
  name: 'studentsByIds',
  params: z.object({ ids: z.array(id), schoolCode: z.string() }),
  row: studentRow,
  sql: `${SELECT_STUDENT} WHERE st.id = ANY(:ids::int[]) AND st.school_code = :schoolCode`,
});

/** The schools a staff member works at (a search of all their schools). */
export const staffSchoolCodes = namedQuery({
  name: 'staffSchoolCodes',
  params: z.object({ staffUserId: id }),
  row: z.object({ school_code: z.string() }),
  sql: 'SELECT school_code FROM staff_school_role WHERE staff_user_id = :staffUserId',
});

export type SearchField = 'ANY' | 'NAME' | 'EMAIL' | 'STUDENT_NUMBER' | 'SSN_LAST_FOUR';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search's condition and its values as named parameters. Dynamic SQL, built here in the data layer: a name
 * search has one condition per word typed, the field chosen decides which columns are compared, and a page after a
 * cursor adds its keyset condition (its shape depends on the cursor's values); every value is a bound parameter,
 * every column comes from code.
 */
class SearchSql {
  readonly shape: Record<string, z.ZodType> = { schools: z.array(z.string()) };
  readonly values: Record<string, unknown>;
  private readonly terms: string[];
  private condition?: string;

  constructor(
    schools: string[],
    private readonly text: string,
    private readonly field: SearchField,
  ) {
    this.values = { schools };
    this.terms = text
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
  }

  /** The search as one condition on `student st`; its values are bound when it is first written. */
  get where(): string {
    this.condition ??= this.writeWhere();
    return this.condition;
  }

  private writeWhere(): string {
    const { text, field, p } = this;
    const conditions: string[] = [];
    switch (field) {
      case 'NAME':
        conditions.push(this.byName());
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
        if (text) conditions.push(`((${this.byName()}) OR ${this.otherThanName()})`);
    }
    return `st.school_code = ANY(:schools::text[])${conditions.length ? ` AND ${conditions.join(' AND ')}` : ''}`;
  }

  /** Every word starts the first or the last name. */
  private byName(): string {
    return this.terms.map((t) => this.nameTerm(t)).join(' AND ') || 'true';
  }

  /** One word of a name search: a first or a last name starting with it. */
  private nameTerm(term: string): string {
    const prefix = `${escapeLike(term)}%`;
    return `(lower(st.first_name) LIKE ${this.p(prefix)} OR lower(st.last_name) LIKE ${this.p(prefix)})`;
  }

  /** A search of any field, but the names: the e-mail's start, the student id, the SSN's last four. */
  private otherThanName(): string {
    const { text, p } = this;
    const alternatives = [
      `lower(st.email) LIKE ${p(`${escapeLike(text.toLowerCase())}%`)}`,
      `st.student_number = ${p(text)}`,
    ];
    if (/^\d{4}$/.test(text)) alternatives.push(`st.ssn_last_four = ${p(text)}`);
    return `(${alternatives.join(' OR ')})`;
  }

  /**
   * A name search's matches (id and sort keys, `last_key`, `first_key`) as disjoint index range scans instead of one
   * OR: the students whose last name starts with the longest word, then those whose first name does and last name
   * does not; the other words filter both. Each reads the name index that carries the names (migration 137), not the
   * students' rows (where the visibility map says they are visible to all). A search of any field adds the students
   * its other fields find whose names do not match. The same students as `where` (use one or the other): undefined
   * unless the field is NAME or ANY, with words.
   */
  matchesByName(): string | undefined {
    if ((this.field !== 'NAME' && this.field !== 'ANY') || this.terms.length === 0) return undefined;
    // The longest word narrows most (a last name typed in full after a first name, usually).
    const pivot = this.terms.reduce((a, b) => (b.length >= a.length ? b : a));
    const rest = [...this.terms];
    rest.splice(rest.lastIndexOf(pivot), 1);
    const others = rest.map((t) => ` AND ${this.nameTerm(t)}`).join('');
    const prefix = this.p(`${escapeLike(pivot)}%`);
    const select = (condition: string) =>
      `SELECT st.id, lower(st.last_name) AS last_key, lower(st.first_name) AS first_key FROM student st
        WHERE st.school_code = ANY(:schools::text[]) AND ${condition}`;
    const byName = `${select(`lower(st.last_name) LIKE ${prefix}${others}`)}
      UNION ALL ${select(`lower(st.first_name) LIKE ${prefix} AND lower(st.last_name) NOT LIKE ${prefix}${others}`)}`;
    if (this.field === 'NAME') return byName;
    return `${byName}
      UNION ALL ${select(`${this.otherThanName()} AND NOT (${this.byName()})`)}`;
  }

  /** A value bound as the next parameter (`:v0`, `:v1`, …); its name, to write in the SQL. */
  readonly p = (value: unknown): string => {
    const name = `v${Object.keys(this.shape).length - 1}`;
    this.shape[name] = z.unknown();
    this.values[name] = value;
    return `:${name}`;
  };
}

/** How many students a search finds. */
export function countSearchedStudents(db: Db, schools: string[], text: string, field: SearchField) {
  const search = new SearchSql(schools, text, field);
  return namedQuery({
    name: 'countSearchedStudents',
    params: z.object(search.shape),
    row: z.object({ n: z.number().int() }),
    sql: `SELECT count(*)::int AS n FROM student st WHERE ${search.where}`,
  }).first(db, search.values);
}

/** The search's order: last name, first name, then the id, so that each student has one place. */
export const SEARCH_ORDER: SortKey[] = [
  { sql: 'lower(st.last_name)' },
  { sql: 'lower(st.first_name)' },
  { sql: 'st.id' },
];

/** A student with the text of SEARCH_ORDER's keys (cursorColumns), for the page's cursor. */
const searchedStudentRow = studentRow.extend({
  cursor_0_: maybeText,
  cursor_1_: maybeText,
  cursor_2_: maybeText,
});

/**
 * A page of a search in SEARCH_ORDER: after the cursor's values (LIMIT pageSize + 1, the extra row saying there is a
 * next page), else at the offset. The rows carry the cursor columns.
 */
export function searchedStudentsPage(
  db: Db,
  search: { schools: string[]; text: string; field: SearchField },
  page: { after?: (string | null)[]; pageSize: number; offset: number },
) {
  const s = new SearchSql(search.schools, search.text, search.field);
  const order = SEARCH_ORDER;
  const cut = page.after
    ? `AND ${afterCondition(order, page.after, s.p)} ORDER BY ${orderBy(order)} LIMIT ${s.p(page.pageSize + 1)}`
    : `ORDER BY ${orderBy(order)} LIMIT ${s.p(page.pageSize)} OFFSET ${s.p(page.offset)}`;
  return namedQuery({
    name: 'searchedStudentsPage',
    params: z.object(s.shape),
    row: searchedStudentRow,
    sql: `${SELECT_STUDENT.replace('SELECT ', `SELECT ${cursorColumns(order)}, `)} WHERE ${s.where} ${cut}`,
  }).all(db, s.values);
}

/**
 * A page of a search at an offset, each row with the count of all matches: one pass over the matches instead of a
 * count and a page that each read them all (on PGlite every row read is WASM time), for a search whose page sorts
 * every match anyway. The sort carries only the ids; the page's students are read whole afterwards, not the
 * thousands a common name matches.
 */
export function searchedStudentsPageAt(
  db: Db,
  search: { schools: string[]; text: string; field: SearchField },
  page: { pageSize: number; offset: number },
) {
  const s = new SearchSql(search.schools, search.text, search.field);
  const order = SEARCH_ORDER;
  const named = s.matchesByName();
  const cut = `LIMIT ${s.p(page.pageSize)} OFFSET ${s.p(page.offset)}`;
  // SEARCH_ORDER's keys, as the name halves name them.
  const matches = named
    ? `SELECT m.id, count(*) OVER ()::int AS total FROM (${named}) m ORDER BY m.last_key, m.first_key, m.id ${cut}`
    : `SELECT st.id, count(*) OVER ()::int AS total FROM student st WHERE ${s.where} ORDER BY ${orderBy(order)} ${cut}`;
  return namedQuery({
    name: 'searchedStudentsPageAt',
    params: z.object(s.shape),
    row: searchedStudentRow.extend({ total: z.number().int() }),
    sql: `${SELECT_STUDENT.replace('SELECT ', `SELECT m.total, ${cursorColumns(order)}, `)}
      JOIN (${matches}) m ON m.id = st.id ORDER BY ${orderBy(order)}`,
  }).all(db, s.values);
}

// The names of the schools close to `:text` (lower-case) by trigrams (migration 144, at the search's threshold), each
// with its similarity and the students bearing it (the names kept by migration 138, counted).
const CLOSE_NAMES = `WITH alike AS MATERIALIZED (
      SELECT last_key, name, similarity, students FROM student_search_names_close(:schools::text[], :text))`;

// How many students of the view bear the close names: the names' counts, less the students of an unpublished upload
// (counted there, left out by the view; nearly always none), found by the upload index instead of every bearer.
const CLOSE_TOTAL = `(SELECT coalesce(sum(students), 0) FROM alike)::int - (
      SELECT count(*) FROM isir_upload_unpublished u JOIN student_all s ON s.created_by_upload_id = u.upload_id
       WHERE s.school_code = ANY(:schools::text[])
         AND (lower(s.last_name), lower(s.first_name || ' ' || s.last_name)) IN (SELECT last_key, name FROM alike))::int`;

/**
 * A page of close names, closest first (then by last name and id), each row with the count of all of them: one
 * statement. The names are taken closest first, a (similarity, last name) at a time; each reads its students from the
 * last name index (migration 137: index only, with what the student view filters on) in id order, no more than the
 * page needs, and the page stops taking names once it is full (an incremental sort), instead of sorting every student
 * who bears a close name. The page's students are read whole afterwards.
 */
export const fuzzyStudentsPage = namedQuery({
  name: 'fuzzyStudentsPage',
  params: z.object({
    schools: z.array(z.string()),
    text: z.string(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
  row: studentRow.extend({ total: z.number().int() }),
  sql: `${CLOSE_NAMES}
    ${SELECT_STUDENT.replace('SELECT ', 'SELECT t.total, ')}
    JOIN (SELECT b.id, g.similarity, g.last_key
            FROM (SELECT similarity, last_key, array_agg(name) AS names FROM alike GROUP BY 1, 2 ORDER BY 1 DESC, 2) g
            CROSS JOIN LATERAL (
              SELECT s.id FROM student s
               WHERE s.school_code = ANY(:schools::text[]) AND lower(s.last_name) = g.last_key
                 AND lower(s.first_name || ' ' || s.last_name) = ANY(g.names)
               ORDER BY s.id LIMIT :limit::bigint + :offset::bigint) b
           ORDER BY g.similarity DESC, g.last_key, b.id LIMIT :limit OFFSET :offset) m ON m.id = st.id
    CROSS JOIN (SELECT ${CLOSE_TOTAL} AS total) t
   ORDER BY m.similarity DESC, m.last_key, m.id`,
});

/** How many close names there are (a page past the end has no row to carry the count). */
export const fuzzyStudentsCount = namedQuery({
  name: 'fuzzyStudentsCount',
  params: z.object({ schools: z.array(z.string()), text: z.string() }),
  row: z.object({ n: z.number().int() }),
  sql: `${CLOSE_NAMES} SELECT ${CLOSE_TOTAL} AS n`,
});

/** A student's task list items of an aid year: all of them, and those still open. */
export const taskListCounts = namedQuery({
  name: 'taskListCounts',
  params: z.object({ studentId: id, aidYear: id }),
  row: z.object({ total: z.number().int(), open: z.number().int() }),
  sql: `SELECT count(*)::int AS total, count(*) FILTER (WHERE status IN ('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION'))::int AS open
       FROM student_interview_link WHERE student_id = :studentId AND aid_year = :aidYear`,
});

/** The aid year's students (report_year_student) by status. */
export const studentsByStatus = namedQuery({
  name: 'studentsByStatus',
  params: z.object({ schoolCode: z.string(), aidYear: id }),
  row: z.object({ status: z.string(), count: z.number().int() }),
  sql: `SELECT st.status, count(*)::int AS count FROM student st
      WHERE st.school_code = :schoolCode
        AND st.id IN (SELECT y.student_id FROM report_year_student y WHERE y.school_code = :schoolCode AND y.aid_year = :aidYear)
      GROUP BY st.status ORDER BY st.status`,
});

/** The aid year's new and submitted task list items, and the students assigned to the staff member. */
export const homeTaskListCounts = namedQuery({
  name: 'homeTaskListCounts',
  params: z.object({ schoolCode: z.string(), aidYear: id, staffUserId: id }),
  row: z.object({ new: z.number().int(), submitted: z.number().int(), assigned: z.number().int() }),
  sql: `SELECT count(*) FILTER (WHERE l.status = 'NEW')::int AS new,
            count(*) FILTER (WHERE l.status = 'SUBMITTED')::int AS submitted,
            count(DISTINCT st.id) FILTER (WHERE st.assigned_staff_id = :staffUserId)::int AS assigned
       FROM student st JOIN student_interview_link l ON l.student_id = st.id AND l.aid_year = :aidYear
      WHERE st.school_code = :schoolCode`,
});

/** Whether a student or parent account is linked to the student. */
export const accountLinkedToStudent = namedQuery({
  name: 'accountLinkedToStudent',
  params: z.object({ studentId: id, accountId: id }),
  row: found,
  sql: 'SELECT 1 AS found FROM student_account_link WHERE student_id = :studentId AND student_account_id = :accountId',
});

/** A look at a student record, once per page view (none given: always). */
export const logStudentAccess = namedQuery({
  name: 'logStudentAccess',
  params: z.object({
    schoolCode: z.string(),
    actorUuid: z.string(),
    actorRole: z.string(),
    studentId: id,
    action: z.string(),
    pageView: z.string().nullable(),
  }),
  row: noRow,
  sql: `INSERT INTO access_log (school_code, actor_uuid, actor_role, student_id, action, page_view)
     SELECT :schoolCode, :actorUuid, :actorRole, :studentId, :action, :pageView::text
      WHERE :pageView::text IS NULL
         OR NOT EXISTS (SELECT 1 FROM access_log WHERE actor_uuid = :actorUuid AND page_view = :pageView::text AND student_id = :studentId AND action = :action)`,
});
