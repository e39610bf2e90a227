import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { toStudent, type StudentRow } from '../students/students.js';
import { recordStudentDataExport } from '../audit/activity.js';
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

/** Each worklist: the student status it lists and the permission that shows it. */
export const WORKLISTS = {
  review: { status: 'REVIEW', permission: 'REVIEW_WORKLIST_VIEW' },
  approved: { status: 'APPROVED', permission: 'APPROVED_WORKLIST_VIEW' },
  approvedWithCorrections: {
    status: 'APPROVED_WITH_CORRECTIONS',
    permission: 'APPROVED_WITH_CORRECTIONS_WORKLIST_VIEW',
  },
  approvedWithCR: { status: 'APPROVED_WITH_CR', permission: 'APPROVED_WITH_CR_WORKLIST_VIEW' },
} as const;
export type WorklistName = keyof typeof WORKLISTS;

const ASSIGNED_TO = `(SELECT u.first_name || ' ' || u.last_name FROM staff_user u WHERE u.id = st.assigned_staff_id)`;
/** Each sort's keys before the student's id, which ends every order so that each student has one place. */
const SORTS = {
  name: [{ sql: 'lower(st.last_name)' }, { sql: 'lower(st.first_name)' }],
  studentNumber: [{ sql: 'st.student_number' }],
  verificationGroup: [{ sql: 'st.verification_group', nullable: true }],
  updatedAt: [{ sql: 'st.updated_at' }],
  assignedTo: [{ sql: ASSIGNED_TO, nullable: true }],
} as const satisfies Record<string, SortKey[]>;
export type WorklistSort = keyof typeof SORTS;
export const WORKLIST_SORTS = Object.keys(SORTS) as WorklistSort[];

export interface WorklistQuery {
  worklist: string;
  aidYear: number;
  page: number;
  pageSize: number;
  sort: WorklistSort;
  descending: boolean;
  /** Name, e-mail start or student id. */
  filter?: string;
  verificationGroup?: string;
  assignedToMe?: boolean;
  /** A cursor (endCursor of the previous page): the page is the pageSize students after it; page is not read. */
  after?: string | null;
}

/** The students of one worklist for an aid year, a page at a time, sorted and filtered on the server. */
export async function worklistPage(db: Db, caller: Caller, q: WorklistQuery) {
  const def = WORKLISTS[q.worklist as WorklistName];
  if (!def)
    throw badRequest(`'${q.worklist}' is not a worklist; use one of ${Object.keys(WORKLISTS).join(', ')}`);
  if (!caller.permissions.has(def.permission))
    throw forbidden(`Your role (${caller.role}) lacks the permission ${def.permission}`);
  const params: unknown[] = [caller.schoolCode, def.status, q.aidYear];
  const p = (v: unknown) => `$${params.push(v)}`;
  const where = [
    'st.school_code = $1',
    'st.status = $2',
    'EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = st.id AND l.aid_year = $3)',
  ];
  const filter = q.filter?.trim().toLowerCase();
  if (filter) {
    const like = `${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      `(lower(st.last_name) LIKE ${p(like)} OR lower(st.first_name) LIKE ${p(like)} OR lower(st.email) LIKE ${p(like)} OR lower(st.student_number) = ${p(filter)})`,
    );
  }
  if (q.verificationGroup) where.push(`st.verification_group = ${p(q.verificationGroup)}`);
  if (q.assignedToMe) where.push(`st.assigned_staff_id = ${p(caller.accountId)}`);
  const clause = where.join(' AND ');
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM student st WHERE ${clause}`,
    params,
  );
  const keys: SortKey[] = [...SORTS[q.sort], { sql: 'st.id' }].map((k) => ({
    ...k,
    descending: q.descending,
  }));
  // A cursor belongs to this worklist, school, year, filter and sort only.
  const digest = listDigest([
    'worklist',
    q.worklist,
    caller.schoolCode,
    q.aidYear,
    filter ?? '',
    q.verificationGroup ?? '',
    q.assignedToMe ? caller.accountId : null,
    q.sort,
    q.descending,
  ]);
  // After a cursor: the rows past its key (one more tells whether a next page exists); else an offset page.
  const cut = q.after
    ? `AND ${afterCondition(keys, decodeCursor(q.after, digest, keys), p)} ORDER BY ${orderBy(keys)} LIMIT ${p(q.pageSize + 1)}`
    : `ORDER BY ${orderBy(keys)} LIMIT ${p(q.pageSize)} OFFSET ${p((q.page - 1) * q.pageSize)}`;
  const rows = await readAfter(q.after, () =>
    db.query<StudentRow & { updated_at: Date }>(
      `SELECT st.id, st.uuid, st.school_code, st.student_number, st.first_name, st.last_name, st.email,
            to_char(st.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, st.ssn_last_four, st.dependency_status, st.status,
            st.verification_group, st.student_sign_date, st.parent_sign_date, st.updated_at,
            ${ASSIGNED_TO} AS assigned_to, ${cursorColumns(keys)}
       FROM student st WHERE ${clause} ${cut}`,
      params,
    ),
  );
  const page = keysetPage(rows, q.pageSize, keys, digest);
  const total = count?.n ?? 0;
  return {
    worklist: q.worklist,
    aidYear: q.aidYear,
    items: page.rows.map((r) => ({ ...toStudent(r), updatedAt: r.updated_at })),
    total,
    page: q.page,
    pageSize: q.pageSize,
    endCursor: page.endCursor,
    hasNextPage: q.after ? page.hasNextPage : (q.page - 1) * q.pageSize + page.rows.length < total,
  };
}

/** The whole filtered worklist as CSV (no paging): what the screen shows, for a spreadsheet. */
export async function worklistCsv(db: Db, caller: Caller, q: Omit<WorklistQuery, 'page' | 'pageSize'>) {
  const page = await worklistPage(db, caller, { ...q, page: 1, pageSize: 100000 });
  const cell = (v: unknown) => {
    const t = v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
    // Quote always; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
    return `"${(/^[=+\-@]/.test(t) ? `'${t}` : t).replaceAll('"', '""')}"`;
  };
  const header = [
    'Student ID',
    'Last name',
    'First name',
    'E-mail',
    'Status',
    'Verification group',
    'Signature complete',
    'Assigned to',
    'Updated',
  ];
  const lines = page.items.map((s) =>
    [
      s.studentNumber,
      s.lastName,
      s.firstName,
      s.email,
      s.status,
      s.verificationGroup,
      s.signatureComplete ? 'yes' : 'no',
      s.assignedTo,
      s.updatedAt,
    ]
      .map(cell)
      .join(','),
  );
  const fileName = `${q.worklist}-worklist-${q.aidYear}.csv`;
  await recordStudentDataExport(db, caller, {
    kind: 'WORKLIST',
    what: `${q.worklist} worklist ${q.aidYear}`,
    fileName,
    students: page.items.length,
  });
  return {
    fileName,
    csv: [header.map(cell).join(','), ...lines].join('\r\n') + '\r\n',
    rows: page.total,
  };
}
