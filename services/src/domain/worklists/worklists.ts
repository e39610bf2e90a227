import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { toStudent } from '../students/students.js';
import { recordStudentDataExport } from '../audit/activity.js';
import { decodeCursor, keysetPage, listDigest, readAfter, type SortKey } from '../../platform/keyset.js';
import { SORTS, worklistStatements } from './worklists.queries.js';

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
  const filter = q.filter?.trim().toLowerCase();
  const of = {
    schoolCode: caller.schoolCode,
    status: def.status,
    aidYear: q.aidYear,
    filter: filter || undefined,
    verificationGroup: q.verificationGroup || undefined,
    assignedStaffId: q.assignedToMe ? caller.accountId : undefined,
  };
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
  const statements = worklistStatements(of, keys, {
    after: q.after ? decodeCursor(q.after, digest, keys) : null,
    limit: q.after ? q.pageSize + 1 : q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  const count = await statements.count.first(db, statements.countValues);
  const rows = await readAfter(q.after, () => statements.page.all(db, statements.pageValues));
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
