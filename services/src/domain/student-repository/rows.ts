import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { AID_YEAR_STUDENTS, fillStudents, ownUpload, recount, requireStudentRepository } from './uploads.js';

export type MatchStatus = 'MATCHED' | 'PROPOSED' | 'UNMATCHED';

export interface RowFilter {
  uploadId?: number;
  aidYear?: number;
  matchStatus?: MatchStatus;
  name?: string;
  schoolStudentId?: string;
  processed?: boolean;
}

/** A roster row as the screens list it: the SSN as its last four only, the ISIR student it is (or may be) matched to. */
const SELECT_ROWS = `SELECT r.id, r.upload_id, r.aid_year, r.row_number, r.school_student_id, r.ssn_last_four, r.date_of_birth::text AS date_of_birth,
       r.first_name, r.last_name, r.email, r.phone, r.enrollment_term, r.match_status, r.match_score, r.match_reason, r.selected,
       r.processed_at, s.uuid::text AS student_uuid, concat_ws(' ', s.first_name, s.last_name) AS student_name, s.status AS student_status,
       s.verification_group, p.uuid::text AS proposed_uuid, concat_ws(' ', p.first_name, p.last_name) AS proposed_name,
       p.date_of_birth::text AS proposed_date_of_birth, p.ssn_last_four AS proposed_ssn_last_four,
       (SELECT i.id FROM isir_record i WHERE i.student_id = s.id AND i.aid_year = r.aid_year AND i.is_current LIMIT 1) AS isir_id
  FROM student_repository r
  LEFT JOIN student s ON s.id = r.student_id
  LEFT JOIN student p ON p.id = r.proposed_student_id`;

interface Row {
  id: string;
  upload_id: number;
  aid_year: number;
  row_number: number;
  school_student_id: string;
  ssn_last_four: string;
  date_of_birth: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  enrollment_term: string | null;
  match_status: MatchStatus;
  match_score: number | null;
  match_reason: string | null;
  selected: boolean;
  processed_at: Date | null;
  student_uuid: string | null;
  student_name: string | null;
  student_status: string | null;
  verification_group: string | null;
  proposed_uuid: string | null;
  proposed_name: string | null;
  proposed_date_of_birth: string | null;
  proposed_ssn_last_four: string | null;
  isir_id: string | null;
}
const toRow = (r: Row) => ({
  id: Number(r.id),
  uploadId: r.upload_id,
  aidYear: r.aid_year,
  rowNumber: r.row_number,
  schoolStudentId: r.school_student_id,
  ssnLastFour: r.ssn_last_four,
  dateOfBirth: r.date_of_birth,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  enrollmentTerm: r.enrollment_term,
  matchStatus: r.match_status,
  matchScore: r.match_score,
  matchReason: r.match_reason,
  selected: r.selected,
  processedAt: r.processed_at ? new Date(r.processed_at).toISOString() : null,
  student: r.student_uuid
    ? {
        uuid: r.student_uuid,
        name: r.student_name!,
        status: r.student_status!,
        verificationGroup: r.verification_group,
      }
    : null,
  proposedStudent: r.proposed_uuid
    ? {
        uuid: r.proposed_uuid,
        name: r.proposed_name!,
        dateOfBirth: r.proposed_date_of_birth,
        ssnLastFour: r.proposed_ssn_last_four,
      }
    : null,
  isirId: r.isir_id ? Number(r.isir_id) : null,
});

function whereOf(caller: Caller, f: RowFilter) {
  const params: unknown[] = [caller.schoolCode];
  const clauses = ['r.school_code = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (f.uploadId) add('r.upload_id = ?', f.uploadId);
  if (f.aidYear) add('r.aid_year = ?', f.aidYear);
  if (f.matchStatus) add('r.match_status = ?', f.matchStatus);
  if (f.schoolStudentId) add('upper(r.school_student_id) = upper(?)', f.schoolStudentId);
  if (f.name) {
    params.push(`${f.name.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`);
    clauses.push(`(lower(r.last_name) LIKE $${params.length} OR lower(r.first_name) LIKE $${params.length})`);
  }
  if (f.processed !== undefined)
    clauses.push(f.processed ? 'r.processed_at IS NOT NULL' : 'r.processed_at IS NULL');
  return { where: clauses.join(' AND '), params };
}

/** studentrepository/search: a page of roster rows. */
export async function searchRows(db: Db, caller: Caller, f: RowFilter & { page: number; pageSize: number }) {
  const { where, params } = whereOf(caller, f);
  const rows = await db.query<Row>(
    `${SELECT_ROWS} WHERE ${where} ORDER BY r.upload_id DESC, r.row_number LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`,
    params,
  );
  const [{ total }] = (await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM student_repository r WHERE ${where}`,
    params,
  )) as [{ total: number }];
  return { items: rows.map(toRow), total, page: f.page, pageSize: f.pageSize };
}

/** studentrepository/searchIDs: every id the filter finds (the screens' "select all"), capped. */
export async function searchRowIds(db: Db, caller: Caller, f: RowFilter) {
  const { where, params } = whereOf(caller, f);
  const rows = await db.query<{ id: string }>(
    `SELECT r.id FROM student_repository r WHERE ${where} ORDER BY r.upload_id DESC, r.row_number LIMIT 100000`,
    params,
  );
  return { ids: rows.map((r) => Number(r.id)) };
}

/** studentrepository/getManyByIDs: the rows of these ids in the caller's school (others are left out). */
export async function rowsByIds(db: Db, caller: Caller, ids: number[]) {
  const rows = await db.query<Row>(
    `${SELECT_ROWS} WHERE r.school_code = $1 AND r.id = ANY($2::bigint[]) ORDER BY r.upload_id DESC, r.row_number`,
    [caller.schoolCode, ids],
  );
  return rows.map(toRow);
}

/** The aid year's ISIR students no matched row of this upload names: they stay visible on the upload details. */
export async function unmatchedStudents(
  db: Db,
  caller: Caller,
  uploadId: number,
  page: number,
  pageSize: number,
) {
  const upload = await ownUpload(db, caller, uploadId);
  const base = `FROM (${AID_YEAR_STUDENTS}) c JOIN student s ON s.id = c.id
   WHERE NOT EXISTS (SELECT 1 FROM student_repository r WHERE r.upload_id = $3 AND r.student_id = c.id AND r.match_status = 'MATCHED')`;
  const params = [caller.schoolCode, upload.aidYear, uploadId];
  const rows = await db.query<{
    uuid: string;
    student_number: string;
    first_name: string;
    last_name: string;
    ssn_last_four: string | null;
    status: string;
    verification_group: string | null;
  }>(
    `SELECT s.uuid::text, s.student_number, s.first_name, s.last_name, s.ssn_last_four, s.status, s.verification_group ${base}
      ORDER BY lower(s.last_name), lower(s.first_name), s.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  const [{ total }] = (await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${base}`,
    params,
  )) as [{ total: number }];
  return {
    items: rows.map((r) => ({
      uuid: r.uuid,
      studentNumber: r.student_number,
      firstName: r.first_name,
      lastName: r.last_name,
      ssnLastFour: r.ssn_last_four,
      status: r.status,
      verificationGroup: r.verification_group,
    })),
    total,
    page,
    pageSize,
  };
}

/** Staff accept a proposed (fuzzy) match, which then fills the student like any match, or reject it. */
export async function reviewMatch(db: Db, caller: Caller, rowId: number, accept: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      upload_id: number;
      match_status: string;
      proposed_student_id: number | null;
    }>(
      'SELECT upload_id, match_status, proposed_student_id FROM student_repository WHERE id = $1 AND school_code = $2 FOR UPDATE',
      [rowId, caller.schoolCode],
    );
    if (!row) throw notFound(`No roster row ${rowId} in school ${caller.schoolCode}`);
    if (row.match_status !== 'PROPOSED' || row.proposed_student_id === null)
      throw conflict(`Roster row ${rowId} has no proposed match to review`);
    await tx.query(
      accept
        ? `UPDATE student_repository SET match_status = 'MATCHED', student_id = proposed_student_id, proposed_student_id = NULL,
                  match_reason = match_reason || ' (accepted by ' || $2 || ')' WHERE id = $1`
        : `UPDATE student_repository SET match_status = 'UNMATCHED', proposed_student_id = NULL, match_score = NULL,
                  match_reason = 'Proposed match rejected by ' || $2 WHERE id = $1`,
      [rowId, caller.username],
    );
    if (accept) await fillStudents(tx, row.upload_id, rowId);
    await recount(tx, row.upload_id);
    await recordActivity(tx, caller, {
      action: accept ? 'STUDENT_REPOSITORY_MATCH_ACCEPTED' : 'STUDENT_REPOSITORY_MATCH_REJECTED',
      entityType: 'student_repository',
      entityId: rowId,
    });
    const [after] = await rowsByIds(tx, caller, [rowId]);
    return after!;
  });
}

/**
 * processStudRepoIntoVG/{id}: the matched rows of the upload (the given ones, else those selected) put their
 * students into the verification group their current ISIR names (or the one they have) and create the task list
 * items of the school's verification-group map they lack; a student not selected for verification is skipped.
 */
export async function processIntoVerificationGroups(
  db: Db,
  caller: Caller,
  uploadId: number,
  rowIds?: number[],
) {
  const upload = await ownUpload(db, caller, uploadId);
  await requireStudentRepository(db, caller.schoolCode, upload.aidYear);
  return db.transaction(async (tx) => {
    if (rowIds) {
      const [{ foreign }] = (await tx.query<{ foreign: number }>(
        `SELECT count(*)::int AS foreign FROM unnest($2::bigint[]) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM student_repository r WHERE r.id = x.id AND r.upload_id = $1)`,
        [uploadId, rowIds],
      )) as [{ foreign: number }];
      if (foreign)
        throw badRequest(`${foreign} of the rows given are not rows of upload ${uploadId}`, {
          inputErrors: [{ path: 'rowIds', message: 'names rows of another upload' }],
        });
      await tx.query(
        'UPDATE student_repository SET selected = (id = ANY($2::bigint[])) WHERE upload_id = $1',
        [uploadId, rowIds],
      );
    }
    await tx.query('DROP TABLE IF EXISTS pg_temp.repo_place');
    await tx.query(
      `CREATE TEMP TABLE repo_place ON COMMIT DROP AS
       SELECT DISTINCT ON (s.id) r.id AS row_id, s.id AS student_id, s.status AS old_status, s.verification_group AS old_group, s.dependency_status,
              CASE WHEN i.selected_for_verification = 'Y' AND i.tracking_flag ~ '^V[1-6]$' THEN i.tracking_flag ELSE s.verification_group END AS grp
         FROM student_repository r
         JOIN student s ON s.id = r.student_id
         LEFT JOIN isir_record i ON i.student_id = s.id AND i.aid_year = r.aid_year AND i.is_current
        WHERE r.upload_id = $1 AND r.match_status = 'MATCHED' AND r.selected
          AND (i.id IS NULL AND s.status <> 'NOT_SELECTED' OR i.selected_for_verification = 'Y')
        ORDER BY s.id, r.row_number`,
      [uploadId],
    );
    await tx.query(`DELETE FROM repo_place WHERE grp IS NULL OR grp !~ '^V[1-6]$'`);
    await tx.query(
      `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_name)
       SELECT $1, 'student', p.student_id::text, 'verificationGroup', p.old_group, p.grp, $2 FROM repo_place p WHERE p.old_group IS DISTINCT FROM p.grp`,
      [caller.schoolCode, `Student repository (${caller.username})`],
    );
    await tx.query(
      `UPDATE student s SET verification_group = p.grp, status = CASE WHEN s.status = 'NOT_SELECTED' THEN 'SELECTED' ELSE s.status END, updated_at = now()
         FROM repo_place p WHERE s.id = p.student_id AND (s.verification_group IS DISTINCT FROM p.grp OR s.status = 'NOT_SELECTED')`,
    );
    const created = await tx.query<{ id: number }>(
      `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account)
       SELECT gen_random_uuid(), p.student_id, m.interview_type_id, $2, 'NEW', m.is_for_parent_account
         FROM repo_place p
         JOIN school_isir_record_info si ON si.school_code = $1 AND si.aid_year = $2
         JOIN school_isir_rec_info_vgroup_map m ON m.school_isir_record_info_id = si.id AND m.verification_group = p.grp
        WHERE (NOT m.dependent_only OR p.dependency_status = 1)
          AND CASE p.grp WHEN 'V1' THEN si.is_v1_active WHEN 'V2' THEN si.is_v2_active WHEN 'V3' THEN si.is_v3_active
                         WHEN 'V4' THEN si.is_v4_active WHEN 'V5' THEN si.is_v5_active WHEN 'V6' THEN si.is_v6_active ELSE false END
          AND NOT EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = p.student_id AND l.aid_year = $2
                             AND l.interview_type_id = m.interview_type_id AND l.is_for_parent_account = m.is_for_parent_account)
       RETURNING id`,
      [caller.schoolCode, upload.aidYear],
    );
    const placed = await tx.query<{ id: string }>(
      `UPDATE student_repository r SET processed_at = now() FROM repo_place p WHERE r.id = p.row_id RETURNING r.id`,
    );
    const [{ considered }] = (await tx.query<{ considered: number }>(
      `SELECT count(*)::int AS considered FROM student_repository WHERE upload_id = $1 AND match_status = 'MATCHED' AND selected`,
      [uploadId],
    )) as [{ considered: number }];
    await tx.query('DROP TABLE repo_place');
    await tx.query('UPDATE student_repository_upload SET processed_at = now() WHERE id = $1', [uploadId]);
    await recount(tx, uploadId);
    const result = {
      placed: placed.length,
      taskItemsCreated: created.length,
      skipped: considered - placed.length,
    };
    await recordActivity(tx, caller, {
      action: 'STUDENT_REPOSITORY_PROCESSED',
      entityType: 'student_repository_upload',
      entityId: uploadId,
      details: result,
    });
    return {
      ...result,
      message: `${result.placed} students placed in their verification groups; ${result.taskItemsCreated} task list items created`,
    };
  });
}
