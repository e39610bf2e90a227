import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import { isSignatureComplete, loadStudent, OPEN_ITEM_STATUSES } from './staff-actions.js';

interface CurrentIsir {
  id: number;
  transaction_number: number | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  email: string | null;
  ssn_last_four: string | null;
  dependency_model: string | null;
  tracking_flag: string | null;
  selected_for_verification: string | null;
  comment_codes: string[];
  sai: number | null;
}

async function currentIsir(db: Db, studentId: number, aidYear: number): Promise<CurrentIsir | undefined> {
  const [row] = await db.query<CurrentIsir>(
    `SELECT id, transaction_number, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email, ssn_last_four,
            dependency_model, tracking_flag, selected_for_verification, comment_codes, sai
       FROM isir_record WHERE student_id = $1 AND aid_year = $2 AND is_current LIMIT 1`,
    [studentId, aidYear],
  );
  return row;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The student record beside the current ISIR's identity fields, with what differs. */
export async function biographicalInformation(db: Db, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(db, caller, key);
  const [r] = await db.query<{
    student_number: string;
    email: string | null;
    date_of_birth: string | null;
    ssn_last_four: string | null;
  }>(
    `SELECT student_number, email, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, ssn_last_four FROM student WHERE id = $1`,
    [s.id],
  );
  const isir = await currentIsir(db, s.id, aidYear);
  const fields = [
    { field: 'firstName', label: 'First name', student: s.first_name, isir: isir?.first_name ?? null },
    { field: 'lastName', label: 'Last name', student: s.last_name, isir: isir?.last_name ?? null },
    {
      field: 'dateOfBirth',
      label: 'Date of birth',
      student: r?.date_of_birth ?? null,
      isir: isir?.date_of_birth ?? null,
    },
    {
      field: 'ssnLastFour',
      label: 'SSN (last four)',
      student: r?.ssn_last_four ?? null,
      isir: isir?.ssn_last_four ?? null,
    },
    { field: 'email', label: 'E-mail', student: r?.email ?? null, isir: isir?.email ?? null },
  ].map((f) => ({ ...f, matches: !isir || same(f.student, f.isir) }));
  return {
    studentID: s.id,
    aidYear,
    studentNumber: r?.student_number,
    dependencyStatus: s.dependency_status,
    isirTransaction: isir?.transaction_number ?? null,
    dependencyModel: isir?.dependency_model ?? null,
    fields,
    mismatches: fields.filter((f) => !f.matches).map((f) => f.field),
  };
}

/** Where verification stands for an aid year, and what is still missing before review can complete. */
export async function verificationState(db: Db, caller: Caller, key: string, aidYear: number) {
  const s = await loadStudent(db, caller, key);
  const counts = await db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM student_interview_link WHERE student_id = $1 AND aid_year = $2 GROUP BY status ORDER BY status',
    [s.id, aidYear],
  );
  const open = counts.filter((c) => OPEN_ITEM_STATUSES.includes(c.status)).reduce((n, c) => n + c.n, 0);
  const submitted = counts.find((c) => c.status === 'SUBMITTED')?.n ?? 0;
  const isir = await currentIsir(db, s.id, aidYear);
  const [codes] = await db.query<{ unresolved: number }>(
    'SELECT count(*)::int AS unresolved FROM student_comment_code_link WHERE student_id = $1 AND aid_year = $2 AND NOT resolved',
    [s.id, aidYear],
  );
  const missing: string[] = [];
  if (open > 0) missing.push(`${open} task list item${open === 1 ? '' : 's'} still open`);
  if (!s.student_sign_date) missing.push('student signature');
  if (s.dependency_status !== 0 && !s.parent_sign_date) missing.push('parent signature');
  return {
    studentID: s.id,
    aidYear,
    status: s.status,
    verificationGroup: s.verification_group,
    selectedForVerification: isir?.selected_for_verification ?? null,
    trackingFlag: isir?.tracking_flag ?? null,
    isirTransaction: isir?.transaction_number ?? null,
    sai: isir?.sai ?? null,
    taskListCounts: counts.map((c) => ({ status: c.status, count: c.n })),
    openItems: open,
    submittedItems: submitted,
    signatureComplete: isSignatureComplete(s),
    isirLocked: s.isir_locked,
    unresolvedCommentCodes: codes?.unresolved ?? 0,
    readyForReview: s.status === 'REVIEW' && missing.length === 0,
    missing,
  };
}

// ---- comment codes ----------------------------------------------------------------------------------

/**
 * The comment codes of the student's current ISIR for each aid year, as items to resolve. Codes the current
 * transaction carries are added on reading (idempotent); a resolved code stays resolved.
 */
export async function commentCodeLinks(db: Db, caller: Caller, key: string) {
  const s = await loadStudent(db, caller, key);
  await db.query(
    `INSERT INTO student_comment_code_link (school_code, student_id, aid_year, code, isir_record_id)
     SELECT r.school_code, r.student_id, r.aid_year, c.code, r.id
       FROM isir_record r CROSS JOIN LATERAL unnest(r.comment_codes) AS c(code)
      WHERE r.student_id = $1 AND r.is_current AND c.code ~ '^[0-9]{3}$'
     ON CONFLICT (student_id, aid_year, code) DO NOTHING`,
    [s.id],
  );
  return db.query(`${LINK_COLUMNS} WHERE l.student_id = $1 ORDER BY l.aid_year DESC, l.code`, [s.id]);
}

const LINK_COLUMNS = `SELECT l.id, l.aid_year AS "aidYear", l.code, coalesce(i.description, '') AS description, coalesce(i.display, true) AS display,
       l.resolved, l.resolved_by AS "resolvedBy", l.resolved_at AS "resolvedAt",
       EXISTS (SELECT 1 FROM isir_record r WHERE r.student_id = l.student_id AND r.aid_year = l.aid_year AND r.is_current AND l.code = ANY(r.comment_codes)) AS "onCurrentIsir"
  FROM student_comment_code_link l LEFT JOIN comment_code_info i ON i.aid_year = l.aid_year AND i.code = l.code`;

export async function resolveCommentCode(db: Db, caller: Caller, id: number, resolved: boolean) {
  return db.transaction(async (tx) => {
    const [link] = await tx.query<{ id: number; student_id: number; code: string; resolved: boolean }>(
      'SELECT id, student_id, code, resolved FROM student_comment_code_link WHERE id = $1 AND school_code = $2 FOR UPDATE',
      [id, caller.schoolCode],
    );
    if (!link) throw notFound(`No comment code link ${id}`);
    await tx.query(
      `UPDATE student_comment_code_link SET resolved = $2, resolved_by = CASE WHEN $2 THEN $3 END, resolved_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
      [id, resolved, caller.username],
    );
    await recordChanges(
      tx,
      caller,
      { type: 'student_comment_code_link', id },
      { resolved: link.resolved },
      { resolved },
    );
    await recordActivity(tx, caller, {
      action: resolved ? 'COMMENT_CODE_RESOLVED' : 'COMMENT_CODE_REOPENED',
      entityType: 'student_comment_code_link',
      entityId: id,
      studentId: link.student_id,
      details: { code: link.code },
    });
    const [row] = await tx.query(`${LINK_COLUMNS} WHERE l.id = $1`, [id]);
    return row;
  });
}

/** What each comment code means for an aid year (only those with display set, unless all are asked for). */
export async function commentCodeInfos(db: Db, aidYear: number | undefined, onlyDisplayed: boolean) {
  return db.query(
    `SELECT id, aid_year AS "aidYear", code, description, display FROM comment_code_info
      WHERE ($1::int IS NULL OR aid_year = $1) AND (NOT $2 OR display) ORDER BY aid_year DESC, code`,
    [aidYear ?? null, onlyDisplayed],
  );
}

/** Sets what a comment code means for an aid year (added when new). */
export async function updateCommentCodeInfo(
  db: Db,
  caller: Caller,
  aidYear: number,
  code: string,
  input: { description?: string; display?: boolean },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ id: number; description: string; display: boolean }>(
      'SELECT id, description, display FROM comment_code_info WHERE aid_year = $1 AND code = $2 FOR UPDATE',
      [aidYear, code],
    );
    const [row] = await tx.query<{ id: number; description: string; display: boolean }>(
      `INSERT INTO comment_code_info (aid_year, code, description, display) VALUES ($1, $2, coalesce($3, ''), coalesce($4, true))
       ON CONFLICT (aid_year, code) DO UPDATE SET description = coalesce($3, comment_code_info.description), display = coalesce($4, comment_code_info.display), updated_at = now()
       RETURNING id, aid_year AS "aidYear", code, description, display`,
      [aidYear, code, input.description ?? null, input.display ?? null],
    );
    await recordChanges(
      tx,
      caller,
      { type: 'comment_code_info', id: row!.id, schoolCode: undefined },
      before ?? {},
      { description: row!.description, display: row!.display },
    );
    await recordActivity(tx, caller, {
      action: 'COMMENT_CODE_INFO_UPDATED',
      entityType: 'comment_code_info',
      entityId: row!.id,
      details: { aidYear, code },
    });
    return row;
  });
}
