import { reportStatement } from './engine.queries.js';

export { allStudentsReportTotal, generalReport } from './year-counts.queries.js';

// The statement of each report of the REPORTS menu (definitions.ts), over the two scoping values every report has:
// `:school` (the caller's school) and `:aidYear` (docs/data-layer.md). The engine (engine.queries.ts) reads each as
// the source of its page, count and export, adding the filters, order and page the request asks for.

export const NAME = `st.last_name || ', ' || st.first_name AS student, st.student_number`;

/**
 * A student of the school belongs to the aid year when it has a current ISIR or a task list item of the year:
 * report_year_student holds that set (kept by triggers on both tables, migration 051), read by its index.
 */
const inYear = (s = 'st') =>
  `${s}.id IN (SELECT y.student_id FROM report_year_student y WHERE y.school_code = :school AND y.aid_year = :aidYear)`;
/**
 * report_year_student counted on its own (no join to a student) leaves out the students of an ISIR file still being
 * imported, which the import's batches file there unseen (migration 104); nearly always there is none to look up.
 */
const publishedYearStudent = (y = 'y') =>
  `${y}.student_id NOT IN (SELECT u.id FROM student_all u WHERE u.created_by_upload_id IN (SELECT upload_id FROM isir_upload_unpublished))`;
/** The same test for a handful of candidate students (a probe of the key beats reading the year). */
const inYearFew = (s = 'st') =>
  `EXISTS (SELECT 1 FROM report_year_student y WHERE y.student_id = ${s}.id AND y.aid_year = :aidYear)`;
/**
 * The school's calendar date at a moment (default now), as school_date() gives it (migration 096), with the school's
 * time zone read once for the statement: school_date() looks it up again on every row it is called for (two index
 * reads each; 400,000 buffers for the Missing Student Report's first page over 100,000 students), while an
 * uncorrelated sub-select is evaluated once (an InitPlan).
 */
const schoolDate = (at = 'now()') => `((${at}) AT TIME ZONE (SELECT school_time_zone(:school)))::date`;
const currentIsir = (alias = 'ir', s = 'st') =>
  `LEFT JOIN isir_record ${alias} ON ${alias}.student_id = ${s}.id AND ${alias}.aid_year = :aidYear AND ${alias}.is_current`;
/** The transaction before r of the same student and year. */
const previousOf = (r = 'r') =>
  `LATERAL (SELECT * FROM isir_record p WHERE p.student_id = ${r}.student_id AND p.aid_year = ${r}.aid_year
     AND p.transaction_number < ${r}.transaction_number ORDER BY p.transaction_number DESC LIMIT 1) pr`;
const DEPENDENCY = (col: string) =>
  `CASE ${col} WHEN 'D' THEN 'Dependent' WHEN 'I' THEN 'Independent' WHEN 'Z' THEN 'Provisional independent' WHEN 'X' THEN 'Rejected dependent' WHEN 'Y' THEN 'Rejected independent' ELSE ${col} END`;
export const SSA = (col: string) =>
  `CASE ${col} WHEN '1' THEN 'Not found by SSA' WHEN '2' THEN 'Date of birth mismatch' WHEN '3' THEN 'Name mismatch' WHEN '4' THEN 'Full match'
     WHEN '5' THEN 'Deceased' WHEN '6' THEN 'SSN not verified' WHEN '8' THEN 'Not sent' WHEN '9' THEN 'Not needed' ELSE ${col} END`;

/**
 * The student SSA match statuses of the ISIR layouts (Student SSA Match Status, every aid year's layout) that say
 * the SSN did not match: 1 not found, 2 date of birth mismatch, 3 name mismatch, 6 SSN not verified. 4 is a full
 * match, 5 a match to a deceased person (the Watchlist's), 8 not sent and 9 not needed say nothing of a mismatch.
 */
const SSA_MISMATCH = `('1', '2', '3', '6')`;
const VERIFIED = `('APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR')`;
const OPEN_ITEMS = `('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION')`;

// The page walks the students by the kept date they owe since (migration 122; the due date likewise below).
export const missingStudentReport = reportStatement({
  name: 'MissingStudentReport',
  sql: `
        SELECT c.student_id AS row_key, st.uuid AS student_uuid, ${NAME}, st.status, st.verification_group,
               (acc.student_id IS NOT NULL) AS has_account, (acc.student_id IS NULL) AS no_account,
               concat_ws('; ', CASE WHEN acc.student_id IS NULL THEN 'No student account' END, o.missing) AS missing,
               COALESCE(o.items, 0) AS outstanding_items,
               (${schoolDate()} - c.outstanding_on) AS days_outstanding, c.outstanding_on
          FROM report_missing_student c
          JOIN student st ON st.id = c.student_id AND st.school_code = :school
          LEFT JOIN LATERAL (SELECT count(*)::int AS items,
                                    string_agg(t.name || CASE WHEN l.is_for_parent_account THEN ' (parent)' ELSE '' END, '; ' ORDER BY t.name) AS missing
                               FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
                              WHERE l.student_id = c.student_id AND l.aid_year = :aidYear AND l.status IN ${OPEN_ITEMS}) o ON true
          LEFT JOIN LATERAL (SELECT a.student_id FROM student_account_link a WHERE a.student_id = c.student_id AND a.account_type = 0 LIMIT 1) acc ON true
         WHERE c.school_code = :school AND c.aid_year = :aidYear`,
});

// The page walks the school's students in name order and stops at its rows, its kept students (migration 151).
export const postcardsReport = reportStatement({
  name: 'PostcardsReport',
  sql: `
        SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME}, ir.street_address, ir.city, ir.state, ir.zip_code,
               COALESCE(st.email, ir.email) AS email,
               CASE WHEN COALESCE(st.email, ir.email) IS NULL THEN 'No e-mail address' WHEN acc.found IS NULL THEN 'No account' ELSE 'Nothing started' END AS reason,
               st.postcards_sent_at, (st.postcards_sent_at IS NULL) AS not_sent
          FROM report_postcard_student p
          JOIN student st ON st.id = p.student_id AND st.school_code = :school
          JOIN isir_record ir ON ir.student_id = st.id AND ir.aid_year = :aidYear AND ir.is_current
          LEFT JOIN LATERAL (SELECT true AS found FROM student_account_link a WHERE a.student_id = st.id AND a.account_type = 0 LIMIT 1) acc ON true
         WHERE p.school_code = :school AND p.aid_year = :aidYear`,
});

export const allStudentsReport = reportStatement({
  name: 'AllStudentsReport',
  sql: `
        SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME}, ir.transaction_number, ir.sai, st.verification_group, st.status,
               u.first_name || ' ' || u.last_name AS assigned_to, (st.student_sign_date IS NOT NULL) AS student_signed,
               CASE WHEN st.dependency_status = 0 THEN NULL ELSE st.parent_sign_date IS NOT NULL END AS parent_signed
          FROM student st ${currentIsir()}
          LEFT JOIN staff_user u ON u.id = st.assigned_staff_id
         WHERE st.school_code = :school AND ${inYear()}`,
});

/** The report's statements, also counted by their totals when an upload is unpublished (row-counts.queries.ts). */
export const CROSS_YEAR_DATA_REPORT = `
        SELECT x.*, (x.conflicts <> '' OR x.dependency_changed) AS has_conflict FROM (
          SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME}, b.sai AS prior_sai, a.sai,
                 ${DEPENDENCY('b.dependency_model')} AS prior_dependency, ${DEPENDENCY('a.dependency_model')} AS dependency,
                 (a.dependency_model IS DISTINCT FROM b.dependency_model) AS dependency_changed,
                 concat_ws('; ',
                   CASE WHEN lower(a.first_name) IS DISTINCT FROM lower(b.first_name) OR lower(a.last_name) IS DISTINCT FROM lower(b.last_name) THEN 'Name differs' END,
                   CASE WHEN a.date_of_birth IS DISTINCT FROM b.date_of_birth THEN 'Date of birth differs' END,
                   CASE WHEN a.ssn_hmac IS DISTINCT FROM b.ssn_hmac THEN 'SSN differs' END,
                   CASE WHEN lower(a.street_address) IS DISTINCT FROM lower(b.street_address) OR a.zip_code IS DISTINCT FROM b.zip_code THEN 'Address differs' END,
                   CASE WHEN lower(a.email) IS DISTINCT FROM lower(b.email) THEN 'E-mail differs' END) AS conflicts
            FROM student st
            JOIN isir_record a ON a.student_id = st.id AND a.aid_year = :aidYear AND a.is_current
            JOIN isir_record b ON b.student_id = st.id AND b.aid_year = :aidYear::int - 1 AND b.is_current
           WHERE st.school_code = :school AND a.school_code = :school) x`;

// The page walks the school's students in name order and stops at its rows; its total is kept (row-counts.queries.ts).
export const crossYearDataReport = reportStatement({
  name: 'CrossYearDataReport',
  sql: CROSS_YEAR_DATA_REPORT,
});

export const institutionalSelectedVerificationReport = reportStatement({
  name: 'InstitutionalSelectedVerificationReportPage',
  sql: `
        SELECT s.id AS row_key, st.uuid AS student_uuid, ${NAME}, s.reason, s.selected_by, s.selected_at,
               (ir.selected_for_verification = 'Y') AS ed_selected, (ir.selected_for_verification IS DISTINCT FROM 'Y') AS not_ed_selected, st.status
          FROM institutional_selection s JOIN student st ON st.id = s.student_id ${currentIsir()}
         WHERE s.school_code = :school AND s.aid_year = :aidYear AND st.school_code = :school`,
});

// Result codes as reported to ED: 1 identity and statement given in person (ink), 2 given remotely (e-signed
// with documents), 6 nothing provided within the 60 days. The page walks the students by their kept due date.
export const educationalPurposeReport = reportStatement({
  name: 'EducationalPurposeReportPage',
  sql: `
        SELECT y.*,
               CASE WHEN y.done THEN 'Done' WHEN y.today > y.due_date THEN 'Overdue' ELSE 'Open' END AS state,
               CASE WHEN y.done THEN NULL ELSE GREATEST(0, y.due_date - y.today) END AS days_left,
               CASE WHEN y.done AND y.sign_method = 'INK' THEN '1' WHEN y.done THEN '2' WHEN y.today > y.due_date THEN '6' END AS result_code
          FROM (
          SELECT c.student_id AS row_key, st.uuid AS student_uuid, ${NAME}, st.verification_group, l.status AS item_status, st.student_sign_method AS sign_method,
                 CASE WHEN l.id IS NULL THEN 'No task list item' WHEN st.student_sign_method = 'INK' THEN 'In person (ink signature)'
                      WHEN st.student_sign_method = 'E_SIGN' THEN 'Online (e-signature)' ELSE 'Not yet given' END AS method,
                 COALESCE(l.created_at, st.created_at) AS selected_at, (l.status IN ('VERIFIED', 'AUTO_VERIFIED')) IS TRUE AS done,
                 c.due_on AS due_date, ${schoolDate()} AS today  -- the school's day (its time zone), not the database's
            FROM report_educational_purpose c
            JOIN student st ON st.id = c.student_id AND st.school_code = :school
            LEFT JOIN LATERAL (SELECT sl.id, sl.status, sl.created_at
                                 FROM student_interview_link sl JOIN interview_type t ON t.id = sl.interview_type_id
                                WHERE sl.student_id = c.student_id AND sl.aid_year = :aidYear AND t.type_code IN ('V4', 'V5') AND NOT sl.is_for_parent_account
                                ORDER BY sl.created_at DESC, sl.id DESC LIMIT 1) l ON true
           WHERE c.school_code = :school AND c.aid_year = :aidYear) y`,
});

// Outcome: verified with no correction is accurate; approved with corrections but none recorded means the
// differences stayed within the $25 tolerance; a correction sent is confirmed once a later transaction arrived.
/** The report's statement, also counted by its total while an upload is unpublished (row-counts.queries.ts). */
export const VERIFICATION_REPORT = `
        -- Its students and years are kept by selection date in report_verification_candidate (migration 118): the page
        -- walks them and checks each against the ISIRs and student everyone sees (an unpublished upload's may be among them).
        SELECT c.student_id AS row_key, st.uuid AS student_uuid, ${NAME},
               CASE WHEN inst.student_id IS NOT NULL AND sel.ed IS NULL THEN 'Institution' WHEN inst.student_id IS NOT NULL THEN 'ED and institution' ELSE 'ED' END AS selected_by,
               c.selected_at, st.verification_group, st.status, st.review_completed_at AS completed_at,
               CASE WHEN st.status NOT IN ${VERIFIED} THEN NULL
                    WHEN co.confirmed > 0 THEN 'Corrections confirmed' WHEN co.sent > 0 THEN 'Corrections sent' WHEN co.waiting > 0 THEN 'Corrections waiting'
                    WHEN st.status = 'APPROVED_WITH_CORRECTIONS' THEN 'Within $25 tolerance' ELSE 'Accurate' END AS outcome,
               CASE WHEN st.status IN ${VERIFIED} THEN 'V' ELSE 'S' END AS pell_status
          FROM report_verification_candidate c
          JOIN student st ON st.id = c.student_id AND st.school_code = :school
          -- A probe of each row's student (as EXISTS the planner hashes every selected ISIR of the school, for all rows).
          LEFT JOIN LATERAL (SELECT true AS ed FROM isir_record r WHERE r.student_id = c.student_id AND r.school_code = :school
                               AND r.aid_year = :aidYear AND r.selected_for_verification = 'Y' LIMIT 1) sel ON true
          LEFT JOIN institutional_selection inst ON inst.student_id = c.student_id AND inst.aid_year = :aidYear
          -- Each student's corrections by its own index.
          CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE k.status = 'PENDING') AS waiting,
                                     count(*) FILTER (WHERE k.status = 'EXPORTED') AS sent,
                                     count(*) FILTER (WHERE k.status = 'EXPORTED' AND EXISTS (SELECT 1 FROM isir_record n WHERE n.student_id = k.student_id
                                       AND n.aid_year = k.aid_year AND n.created_at > b.created_at)) AS confirmed
                                FROM isir_correction k LEFT JOIN isir_correction_batch b ON b.id = k.batch_id
                               WHERE k.student_id = c.student_id AND k.school_code = :school AND k.aid_year = :aidYear) co
         WHERE c.school_code = :school AND c.aid_year = :aidYear AND (sel.ed OR inst.student_id IS NOT NULL)`;

// The page walks the candidates by selection date and stops at its rows; its total is kept (row-counts.queries.ts).
export const verificationReport = reportStatement({ name: 'VerificationReport', sql: VERIFICATION_REPORT });

export const accountOwnershipReport = reportStatement({
  name: 'AccountOwnershipReport',
  sql: `
        SELECT x.*, (x.mismatches <> '') AS has_mismatch FROM (
          SELECT l.id AS row_key, st.uuid AS student_uuid, a.username AS account, a.first_name || ' ' || a.last_name AS account_name,
                 CASE l.account_type WHEN 0 THEN 'Student' WHEN 1 THEN 'Parent' WHEN 3 THEN 'Other parent' ELSE 'Spouse' END AS role,
                 ${NAME}, COALESCE(idv.matched, 0) AS identity_matched, COALESCE(idv.failed, 0) AS identity_failed, a.created_at,
                 concat_ws('; ',
                   CASE WHEN l.account_type = 0 AND ir.id IS NOT NULL AND (lower(a.first_name) <> lower(ir.first_name) OR lower(a.last_name) <> lower(ir.last_name))
                        THEN 'Account name differs from the ISIR student' END,
                   CASE WHEN l.account_type = 0 AND ir.email IS NOT NULL AND lower(a.username) <> lower(ir.email) THEN 'E-mail differs from the ISIR' END,
                   CASE WHEN l.account_type <> 0 AND lower(a.username) = lower(COALESCE(st.email, ir.email)) THEN 'Parent account uses the student''s e-mail' END) AS mismatches
            FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id JOIN student st ON st.id = l.student_id ${currentIsir()}
            LEFT JOIN (SELECT iva.actor_uuid, sil.student_id, count(*) FILTER (WHERE iva.matched)::int AS matched, count(*) FILTER (WHERE NOT iva.matched)::int AS failed
                         FROM identity_verification_attempt iva JOIN student_interview_link sil ON sil.id = iva.student_interview_link_id
                        WHERE sil.aid_year = :aidYear GROUP BY iva.actor_uuid, sil.student_id) idv ON idv.actor_uuid = a.uuid AND idv.student_id = st.id
           WHERE st.school_code = :school AND a.school_code = :school AND ${inYearFew()}) x`,
});

/** The report's statement, also counted by its total while an upload is unpublished (row-counts.queries.ts). */
export const NON_MATCHING_SSN_REPORT = `
        -- Its students and years are kept in name order in report_ssn_candidate (migration 117): the page walks them and
        -- checks each against the ISIRs and student everyone sees (an unpublished upload's rows may be among them).
        SELECT x.* FROM (
          SELECT c.student_id AS row_key, st.uuid AS student_uuid, c.name AS student, st.student_number, st.ssn_last_four AS school_ssn,
                 ir.ssn_last_four AS isir_ssn, ir.ssa_match_status, ${SSA('ir.ssa_match_status')} AS ssa_match,
                 COALESCE((SELECT min(h.ssn_hmac) <> max(h.ssn_hmac) FROM isir_record h
                            WHERE h.student_id = st.id AND h.aid_year = :aidYear AND h.school_code = :school), false) AS ssn_changed,
                 (st.ssn_hmac IS NOT NULL AND ir.ssn_hmac IS NOT NULL AND st.ssn_hmac <> ir.ssn_hmac) AS differs_from_school
            FROM report_ssn_candidate c
            JOIN student st ON st.id = c.student_id AND st.school_code = :school
            JOIN isir_record ir ON ir.student_id = c.student_id AND ir.aid_year = :aidYear AND ir.is_current
           WHERE c.school_code = :school AND c.aid_year = :aidYear) x
         WHERE x.ssa_match_status IN ${SSA_MISMATCH} OR x.ssn_changed OR x.differs_from_school`;

// The page walks the candidates in name order and stops at its rows; its total sums them (row-counts.queries.ts).
export const nonMatchingSSNReport = reportStatement({
  name: 'NonMatchingSSNReport',
  sql: NON_MATCHING_SSN_REPORT,
});

export const CHANGE_REPORT = `
        SELECT x.* FROM (
          SELECT r.id AS row_key, st.uuid AS student_uuid, ${NAME}, pr.transaction_number AS from_transaction, r.transaction_number AS to_transaction,
                 r.created_at AS received_at,
                 (abs(COALESCE(r.sai, 0) - COALESCE(pr.sai, 0)) >= 25 OR (r.sai IS NULL) <> (pr.sai IS NULL)) AS sai_changed,
                 (r.selected_for_verification IS DISTINCT FROM pr.selected_for_verification) AS selection_changed,
                 (r.tracking_flag IS DISTINCT FROM pr.tracking_flag) AS group_changed,
                 (r.comment_codes <> pr.comment_codes) AS comments_changed,
                 (COALESCE(r.reject_codes, '') <> COALESCE(pr.reject_codes, '')) AS rejects_changed,
                 concat_ws('; ',
                   CASE WHEN abs(COALESCE(r.sai, 0) - COALESCE(pr.sai, 0)) >= 25 OR (r.sai IS NULL) <> (pr.sai IS NULL) THEN 'SAI ' || COALESCE(pr.sai::text, 'blank') || ' to ' || COALESCE(r.sai::text, 'blank') END,
                   CASE WHEN r.selected_for_verification IS DISTINCT FROM pr.selected_for_verification THEN 'Selection ' || COALESCE(pr.selected_for_verification, 'blank') || ' to ' || COALESCE(r.selected_for_verification, 'blank') END,
                   CASE WHEN r.tracking_flag IS DISTINCT FROM pr.tracking_flag THEN 'Group ' || COALESCE(pr.tracking_flag, 'none') || ' to ' || COALESCE(r.tracking_flag, 'none') END,
                   CASE WHEN r.comment_codes <> pr.comment_codes THEN 'Comment codes ' || array_to_string(pr.comment_codes, ' ') || ' to ' || array_to_string(r.comment_codes, ' ') END,
                   CASE WHEN COALESCE(r.reject_codes, '') <> COALESCE(pr.reject_codes, '') THEN 'Reject codes ' || COALESCE(NULLIF(pr.reject_codes, ''), 'none') || ' to ' || COALESCE(NULLIF(r.reject_codes, ''), 'none') END) AS changes
            FROM isir_record r JOIN ${previousOf('r')} ON true JOIN student st ON st.id = r.student_id
           WHERE r.school_code = :school AND r.aid_year = :aidYear AND r.transaction_number > 1) x
         WHERE x.changes <> ''`;

export const DEPENDENCY_CHANGE_REPORT = `
        SELECT r.id AS row_key, st.uuid AS student_uuid, ${NAME}, r.transaction_number, r.created_at AS received_at,
               ${DEPENDENCY('pr.dependency_model')} AS previous_dependency, ${DEPENDENCY('r.dependency_model')} AS dependency,
               CASE r.dependency_override WHEN '1' THEN 'Dependent to independent override set' WHEN '2' THEN 'Override cancelled'
                    WHEN '3' THEN 'Failed dependency override' END AS override,
               (r.dependency_model = 'Z') AS provisional_independent
          -- A change is between two transactions of the same aid year: a first transaction, or an override code
          -- alone, is none.
          FROM isir_record r JOIN ${previousOf('r')} ON true JOIN student st ON st.id = r.student_id
         WHERE r.school_code = :school AND r.aid_year = :aidYear AND r.transaction_number > 1
           AND r.dependency_model IS DISTINCT FROM pr.dependency_model`;

// The page walks the year's later transactions newest first (isir_record_later_received_idx) and stops at its rows.
export const changeReport = reportStatement({ name: 'ChangeReport', sql: CHANGE_REPORT });

export const dependencyChangeReport = reportStatement({
  name: 'DependencyChangeReport',
  sql: DEPENDENCY_CHANGE_REPORT,
});

export const superBinderReport = reportStatement({
  name: 'SuperBinderReport',
  sql: `
        SELECT y.*, (y.binder_status <> 'Current') AS needs_binder FROM (
          SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME}, st.status, b.created_at AS binder_created_at, t.latest AS latest_transaction_at,
                 GREATEST(pd.latest, iu.latest) AS latest_document_at,
                 CASE WHEN b.created_at IS NULL THEN 'None' WHEN t.latest > b.created_at THEN 'Out of date (later transaction)'
                      WHEN GREATEST(pd.latest, iu.latest) > b.created_at THEN 'Out of date (later document)' ELSE 'Current' END AS binder_status
            FROM student st
            -- Each student's latest binder, transaction and documents by its own index: a page in name order reads
            -- only its students.
            CROSS JOIN LATERAL (SELECT max(created_at) AS created_at FROM student_binder
                                 WHERE student_id = st.id AND school_code = :school AND kind = 'SUPER_BINDER') b
            CROSS JOIN LATERAL (SELECT max(created_at) AS latest FROM isir_record
                                 WHERE student_id = st.id AND school_code = :school AND aid_year = :aidYear) t
            CROSS JOIN LATERAL (SELECT max(created_at) AS latest FROM processor_document WHERE student_id = st.id AND school_code = :school) pd
            CROSS JOIN LATERAL (SELECT max(u.created_at) AS latest FROM student_interview_link sl JOIN interview_upload u ON u.student_interview_link_id = sl.id
                                 WHERE sl.student_id = st.id AND sl.aid_year = :aidYear AND u.deleted_at IS NULL) iu
           WHERE st.school_code = :school AND EXISTS (SELECT 1 FROM student_interview_link y WHERE y.student_id = st.id AND y.aid_year = :aidYear)) y`,
});

/**
 * The report's students, counted: students with a task list item of the year are of the year (report_year_student),
 * read by its index instead of every student. The total reads them kept (row-counts.queries.ts, migration 130) and
 * counts them here while an upload is unpublished.
 */
export const SUPER_BINDER_STUDENTS = `
        SELECT 1 FROM report_year_student y
         WHERE y.school_code = :school AND y.aid_year = :aidYear AND ${publishedYearStudent()}
           AND EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = y.student_id AND l.aid_year = :aidYear)`;

export const commentCodeReport = reportStatement({
  name: 'CommentCodeReport',
  sql: `
        SELECT ir.id || ':' || c.code AS row_key, st.uuid AS student_uuid, ${NAME}, c.code, i.description, (ir.c_flag = 'Y') AS c_code,
               COALESCE(l.resolved, false) AS resolved, NOT COALESCE(l.resolved, false) AS unresolved, l.resolved_by, l.resolved_at
          FROM isir_record ir CROSS JOIN LATERAL unnest(ir.comment_codes) AS c(code)
          JOIN student st ON st.id = ir.student_id
          LEFT JOIN comment_code_info i ON i.aid_year = ir.aid_year AND i.code = c.code
          -- The resolution staff recorded, if any: the rows come from the current ISIRs whoever opened the student.
          LEFT JOIN student_comment_code_link l ON l.student_id = ir.student_id AND l.aid_year = ir.aid_year AND l.code = c.code
         -- An ISIR without comment codes has no row: said here too, the ISIRs with codes are read by their own index.
         WHERE ir.school_code = :school AND ir.aid_year = :aidYear AND ir.is_current AND ir.comment_codes <> '{}'
           AND st.school_code = :school AND c.code ~ '^[0-9]{3}$'`,
});
