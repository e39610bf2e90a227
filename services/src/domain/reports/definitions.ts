import type { AppContext } from '../../context.js';
import type { ReportColumn, ReportDefinition, SourceContext } from './engine.js';
import { labelOf } from '../verification/labels.js';
import { averageReviewToVerified, averageSignupToVerified } from './verification-times.js';

/** The reports of the REPORTS menu, each one definition over the generic engine (engine.ts). */

const STUDENT_COLS: ReportColumn[] = [
  { key: 'student_number', label: 'Student ID' },
  { key: 'student', label: 'Student' },
];
const NAME = `st.last_name || ', ' || st.first_name AS student, st.student_number`;
/**
 * Grouping by a student: `student` is a view (migration 102), whose key the planner does not know, so every column
 * read is named.
 */
const BY_STUDENT = 'st.id, st.uuid, st.last_name, st.first_name, st.student_number, st.status';
const NAME_FILTER = { key: 'student', label: 'Name starts with', type: 'text' as const };
const GROUP_FILTER = { key: 'verification_group', label: 'Verification group', type: 'text' as const };
const VERIFIED = `('APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR')`;
const OPEN_ITEMS = `('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION')`;
const STATUS_OPTIONS = [
  'SELECTED',
  'IN_PROGRESS',
  'REVIEW',
  'APPROVED',
  'APPROVED_WITH_CORRECTIONS',
  'APPROVED_WITH_CR',
  'NOT_SELECTED',
].map((value) => ({ value, label: labelOf('studentStatus', value) }));

/**
 * A student of the school belongs to the aid year when it has a current ISIR or a task list item of the year:
 * report_year_student holds that set (kept by triggers on both tables, migration 051), read by its index.
 */
const inYear = (c: SourceContext, s = 'st') =>
  `${s}.id IN (SELECT y.student_id FROM report_year_student y WHERE y.school_code = ${c.school} AND y.aid_year = ${c.year})`;
/**
 * report_year_student counted on its own (no join to a student) leaves out the students of an ISIR file still being
 * imported, which the import's batches file there unseen (migration 104); nearly always there is none to look up.
 */
const publishedYearStudent = (y = 'y') =>
  `${y}.student_id NOT IN (SELECT u.id FROM student_all u WHERE u.created_by_upload_id IN (SELECT upload_id FROM isir_upload_unpublished))`;
/** The same test for a handful of candidate students (a probe of the key beats reading the year). */
const inYearFew = (c: SourceContext, s = 'st') =>
  `EXISTS (SELECT 1 FROM report_year_student y WHERE y.student_id = ${s}.id AND y.aid_year = ${c.year})`;
/**
 * The school's calendar date at a moment (default now), as school_date() gives it (migration 096), with the school's
 * time zone read once for the statement: school_date() looks it up again on every row it is called for (two index
 * reads each; 400,000 buffers for the Missing Student Report's first page over 100,000 students), while an
 * uncorrelated sub-select is evaluated once (an InitPlan).
 */
const schoolDate = (c: SourceContext, at = 'now()') =>
  `((${at}) AT TIME ZONE (SELECT school_time_zone(${c.school})))::date`;
const currentIsir = (c: SourceContext, alias = 'ir', s = 'st') =>
  `LEFT JOIN isir_record ${alias} ON ${alias}.student_id = ${s}.id AND ${alias}.aid_year = ${c.year} AND ${alias}.is_current`;
/** The transaction before r of the same student and year. */
const previousOf = (r = 'r') =>
  `LATERAL (SELECT * FROM isir_record p WHERE p.student_id = ${r}.student_id AND p.aid_year = ${r}.aid_year
     AND p.transaction_number < ${r}.transaction_number ORDER BY p.transaction_number DESC LIMIT 1) pr`;
const DEPENDENCY = (col: string) =>
  `CASE ${col} WHEN 'D' THEN 'Dependent' WHEN 'I' THEN 'Independent' WHEN 'Z' THEN 'Provisional independent' WHEN 'X' THEN 'Rejected dependent' WHEN 'Y' THEN 'Rejected independent' ELSE ${col} END`;
const SSA = (col: string) =>
  `CASE ${col} WHEN '1' THEN 'Not found by SSA' WHEN '2' THEN 'Date of birth mismatch' WHEN '3' THEN 'Name mismatch' WHEN '4' THEN 'Full match'
     WHEN '5' THEN 'Deceased' WHEN '6' THEN 'SSN not verified' WHEN '8' THEN 'Not sent' WHEN '9' THEN 'Not needed' ELSE ${col} END`;

/**
 * The student SSA match statuses of the ISIR layouts (Student SSA Match Status, every aid year's layout) that say
 * the SSN did not match: 1 not found, 2 date of birth mismatch, 3 name mismatch, 6 SSN not verified. 4 is a full
 * match, 5 a match to a deceased person (the Watchlist's), 8 not sent and 9 not needed say nothing of a mismatch.
 */
const SSA_MISMATCH = `('1', '2', '3', '6')`;
const maskSsn = (lastFour: unknown) => (lastFour ? `***-**-${String(lastFour)}` : null);

export function reportDefinitions(_ctx: AppContext): ReportDefinition[] {
  return [
    {
      name: 'GeneralReport',
      title: 'General Report',
      purpose:
        'How many students of the aid year are at each verification status (one bucket per worklist), and how long verification takes.',
      permission: 'GENERAL_REPORT_VIEW',
      columns: [
        { key: 'position', label: '#', type: 'number' },
        { key: 'bucket', label: 'Verification status' },
        { key: 'worklist', label: 'Worklist' },
        { key: 'students', label: 'Students', type: 'number' },
      ],
      filters: [],
      defaultSort: { key: 'position' },
      source: (c) => `
        SELECT b.status AS row_key, NULL::uuid AS student_uuid, b.position, b.bucket, b.worklist, count(st.id)::int AS students
          FROM (VALUES (1, 'SELECTED', 'Selected', NULL), (2, 'IN_PROGRESS', 'In progress', NULL), (3, 'REVIEW', 'In review', 'Review worklist'),
                       (4, 'APPROVED', 'Approved', 'Approved worklist'), (5, 'APPROVED_WITH_CORRECTIONS', 'Approved with corrections', 'Approved with corrections worklist'),
                       (6, 'APPROVED_WITH_CR', 'Approved with comment/reject codes', 'Approved with C/R worklist'), (7, 'NOT_SELECTED', 'Not selected', NULL))
               AS b(position, status, bucket, worklist)
          LEFT JOIN student st ON st.status = b.status AND st.school_code = ${c.school} AND ${inYear(c)}
         GROUP BY b.position, b.status, b.bucket, b.worklist`,
      summary: async (db, caller, aidYear) => {
        const [signup, review] = await Promise.all([
          averageSignupToVerified(db, caller.schoolCode, aidYear),
          averageReviewToVerified(db, caller.schoolCode, aidYear),
        ]);
        const days = (a: { averageDays: number | null; students: number }) =>
          a.averageDays === null
            ? 'No verified students yet'
            : `${a.averageDays} days (${a.students} students)`;
        return [
          { label: 'Average days from account creation to verified', value: days(signup) },
          { label: 'Average days from review to verified', value: days(review) },
        ];
      },
    },
    {
      name: 'MissingStudentReport',
      title: 'Missing Student Report',
      purpose:
        'Selected students who still owe task list items or have no account yet: what is missing and for how long.',
      permission: 'MISSING_STUDENT_REPORT_VIEW',
      columns: [
        ...STUDENT_COLS,
        { key: 'status', label: 'Status', words: 'studentStatus' },
        { key: 'verification_group', label: 'Group', words: 'verificationGroup' },
        { key: 'has_account', label: 'Has account', type: 'boolean' },
        { key: 'missing', label: 'Missing' },
        { key: 'outstanding_items', label: 'Items outstanding', type: 'number' },
        { key: 'days_outstanding', label: 'Days outstanding', type: 'number' },
      ],
      filters: [
        NAME_FILTER,
        GROUP_FILTER,
        { key: 'no_account', label: 'Only students without an account', type: 'boolean' },
      ],
      defaultSort: { key: 'days_outstanding', descending: true },
      source: (c) => `
        SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME}, st.status, st.verification_group,
               (acc.student_id IS NOT NULL) AS has_account, (acc.student_id IS NULL) AS no_account,
               concat_ws('; ', CASE WHEN acc.student_id IS NULL THEN 'No student account' END, o.missing) AS missing,
               COALESCE(o.items, 0) AS outstanding_items,
               (${schoolDate(c)} - ${schoolDate(c, 'COALESCE(o.since, st.created_at)')}) AS days_outstanding
          FROM student st
          LEFT JOIN (SELECT l.student_id, count(*)::int AS items, min(l.created_at) AS since,
                            string_agg(t.name || CASE WHEN l.is_for_parent_account THEN ' (parent)' ELSE '' END, '; ' ORDER BY t.name) AS missing
                       FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
                      WHERE l.aid_year = ${c.year} AND l.status IN ${OPEN_ITEMS} GROUP BY l.student_id) o ON o.student_id = st.id
          LEFT JOIN (SELECT DISTINCT student_id FROM student_account_link WHERE account_type = 0) acc ON acc.student_id = st.id
         WHERE st.school_code = ${c.school} AND st.status IN ('SELECTED', 'IN_PROGRESS', 'REVIEW') AND ${inYear(c)}
           AND (o.items > 0 OR acc.student_id IS NULL)`,
    },
    {
      name: 'PostcardsReport',
      title: 'Postcards Report',
      purpose:
        'A mail-merge list (mailing address from the ISIR) of selected students who have not responded or have no e-mail address.',
      permission: 'POSTCARDS_REPORT_VIEW',
      actions: ['MARK_POSTCARDS_SENT'],
      columns: [
        ...STUDENT_COLS,
        { key: 'street_address', label: 'Street address' },
        { key: 'city', label: 'City' },
        { key: 'state', label: 'State' },
        { key: 'zip_code', label: 'ZIP code' },
        { key: 'email', label: 'E-mail' },
        { key: 'reason', label: 'Reason' },
        { key: 'postcards_sent_at', label: 'Postcard sent', type: 'datetime' },
      ],
      filters: [
        NAME_FILTER,
        { key: 'not_sent', label: 'Only students without a postcard yet', type: 'boolean' },
        {
          key: 'reason',
          label: 'Reason',
          type: 'select',
          options: ['No e-mail address', 'No account', 'Nothing started'].map((v) => ({
            value: v,
            label: v,
          })),
        },
      ],
      defaultSort: { key: 'student' },
      source: (c) => `
        SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME}, ir.street_address, ir.city, ir.state, ir.zip_code,
               COALESCE(st.email, ir.email) AS email,
               CASE WHEN COALESCE(st.email, ir.email) IS NULL THEN 'No e-mail address' WHEN acc.student_id IS NULL THEN 'No account' ELSE 'Nothing started' END AS reason,
               st.postcards_sent_at, (st.postcards_sent_at IS NULL) AS not_sent
          FROM student st
          JOIN isir_record ir ON ir.student_id = st.id AND ir.aid_year = ${c.year} AND ir.is_current
          LEFT JOIN (SELECT DISTINCT student_id FROM student_account_link WHERE account_type = 0) acc ON acc.student_id = st.id
          LEFT JOIN (SELECT DISTINCT student_id FROM student_interview_link WHERE aid_year = ${c.year} AND status NOT IN ('NEW', 'NOT_REQUIRED')) started
                 ON started.student_id = st.id
         WHERE st.school_code = ${c.school} AND st.status IN ('SELECTED', 'IN_PROGRESS')
           AND (COALESCE(st.email, ir.email) IS NULL OR acc.student_id IS NULL OR started.student_id IS NULL)`,
    },
    {
      name: 'AllStudentsReport',
      title: 'All Students Report',
      purpose:
        'Every student of the aid year: current ISIR transaction, SAI, group, status, who is assigned and the signatures.',
      permission: 'ALL_STUDENTS_REPORT_VIEW',
      columns: [
        ...STUDENT_COLS,
        { key: 'transaction_number', label: 'Transaction', type: 'number' },
        { key: 'sai', label: 'SAI', type: 'number' },
        { key: 'verification_group', label: 'Group', words: 'verificationGroup' },
        { key: 'status', label: 'Status', words: 'studentStatus' },
        { key: 'assigned_to', label: 'Assigned to' },
        { key: 'student_signed', label: 'Student signed', type: 'boolean' },
        { key: 'parent_signed', label: 'Parent signed', type: 'boolean' },
      ],
      filters: [
        NAME_FILTER,
        { key: 'status', label: 'Status', type: 'select', options: STATUS_OPTIONS },
        GROUP_FILTER,
        { key: 'assigned_to', label: 'Assigned to', type: 'text' },
      ],
      defaultSort: { key: 'student' },
      source: (c) => `
        SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME}, ir.transaction_number, ir.sai, st.verification_group, st.status,
               u.first_name || ' ' || u.last_name AS assigned_to, (st.student_sign_date IS NOT NULL) AS student_signed,
               CASE WHEN st.dependency_status = 0 THEN NULL ELSE st.parent_sign_date IS NOT NULL END AS parent_signed
          FROM student st ${currentIsir(c)}
          LEFT JOIN staff_user u ON u.id = st.assigned_staff_id
         WHERE st.school_code = ${c.school} AND ${inYear(c)}`,
      // One row per student of the year (the import keeps one current ISIR per student and year).
      total: (c) =>
        `SELECT count(*)::int AS n FROM report_year_student y
          WHERE y.school_code = ${c.school} AND y.aid_year = ${c.year} AND ${publishedYearStudent()}`,
    },
    {
      name: 'CrossYearDataReport',
      title: 'Cross Year Data Report',
      purpose:
        "The same student's key ISIR values in this aid year and the one before, side by side, flagging conflicting information and dependency changes.",
      permission: 'CROSS_YEAR_DATA_REPORT_VIEW',
      columns: [
        ...STUDENT_COLS,
        { key: 'prior_sai', label: 'SAI last year', type: 'number' },
        { key: 'sai', label: 'SAI', type: 'number' },
        { key: 'prior_dependency', label: 'Dependency last year' },
        { key: 'dependency', label: 'Dependency' },
        { key: 'dependency_changed', label: 'Dependency changed', type: 'boolean' },
        { key: 'conflicts', label: 'Conflicting information' },
      ],
      filters: [
        NAME_FILTER,
        { key: 'has_conflict', label: 'Only students with conflicts', type: 'boolean' },
        { key: 'dependency_changed', label: 'Only dependency changes', type: 'boolean' },
      ],
      defaultSort: { key: 'student' },
      source: (c) => `
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
            JOIN isir_record a ON a.student_id = st.id AND a.aid_year = ${c.year} AND a.is_current
            JOIN isir_record b ON b.student_id = st.id AND b.aid_year = ${c.year}::int - 1 AND b.is_current
           WHERE st.school_code = ${c.school} AND a.school_code = ${c.school}) x`,
      // A student with a current ISIR of the school this year is of the school exactly when report_year_student
      // files them under it: its index replaces reading every student.
      total: (c) => `
        SELECT count(*)::int AS n
          FROM isir_record a
          JOIN isir_record b ON b.student_id = a.student_id AND b.aid_year = ${c.year}::int - 1 AND b.is_current
          JOIN report_year_student y ON y.student_id = a.student_id AND y.aid_year = ${c.year} AND y.school_code = ${c.school}
         WHERE a.school_code = ${c.school} AND a.aid_year = ${c.year} AND a.is_current`,
    },
    {
      name: 'InstitutionalSelectedVerificationReportPage',
      title: 'Institutional Selected Verification Report',
      purpose:
        'Students the school selected for verification itself (not ED): the reason, who selected them and when.',
      permission: 'INSTITUTIONAL_SELECTED_VERIFICATION_REPORT_VIEW',
      columns: [
        ...STUDENT_COLS,
        { key: 'reason', label: 'Reason' },
        { key: 'selected_by', label: 'Selected by' },
        { key: 'selected_at', label: 'Selected on', type: 'datetime' },
        { key: 'ed_selected', label: 'Also selected by ED', type: 'boolean' },
        { key: 'status', label: 'Status', words: 'studentStatus' },
      ],
      filters: [
        NAME_FILTER,
        { key: 'not_ed_selected', label: 'Only students ED did not select', type: 'boolean' },
      ],
      defaultSort: { key: 'selected_at', descending: true },
      source: (c) => `
        SELECT s.id AS row_key, st.uuid AS student_uuid, ${NAME}, s.reason, s.selected_by, s.selected_at,
               (ir.selected_for_verification = 'Y') AS ed_selected, (ir.selected_for_verification IS DISTINCT FROM 'Y') AS not_ed_selected, st.status
          FROM institutional_selection s JOIN student st ON st.id = s.student_id ${currentIsir(c)}
         WHERE s.school_code = ${c.school} AND s.aid_year = ${c.year} AND st.school_code = ${c.school}`,
    },
    {
      name: 'EducationalPurposeReportPage',
      title: 'Educational Purpose Report',
      purpose:
        'Identity and Statement of Educational Purpose (V4/V5) tracking: how it was given, the result code, and the 60-day clock from selection.',
      permission: 'EDUCATIONAL_PURPOSE_REPORT_VIEW',
      columns: [
        ...STUDENT_COLS,
        { key: 'verification_group', label: 'Group', words: 'verificationGroup' },
        { key: 'item_status', label: 'Task item', words: 'taskItemStatus' },
        { key: 'method', label: 'Method' },
        { key: 'result_code', label: 'Result code' },
        { key: 'selected_at', label: 'Selected', type: 'date' },
        { key: 'due_date', label: 'Due (60 days)', type: 'date' },
        { key: 'days_left', label: 'Days left', type: 'number' },
        { key: 'state', label: 'State' },
      ],
      filters: [
        NAME_FILTER,
        {
          key: 'state',
          label: 'State',
          type: 'select',
          options: ['Done', 'Open', 'Overdue'].map((v) => ({ value: v, label: v })),
        },
      ],
      defaultSort: { key: 'due_date' },
      // Result codes as reported to ED: 1 identity and statement given in person (ink), 2 given remotely (e-signed
      // with documents), 6 nothing provided within the 60 days.
      source: (c) => `
        SELECT y.*, (y.selected_on + 60) AS due_date,
               CASE WHEN y.done THEN 'Done' WHEN y.today > y.selected_on + 60 THEN 'Overdue' ELSE 'Open' END AS state,
               CASE WHEN y.done THEN NULL ELSE GREATEST(0, y.selected_on + 60 - y.today) END AS days_left,
               CASE WHEN y.done AND y.sign_method = 'INK' THEN '1' WHEN y.done THEN '2' WHEN y.today > y.selected_on + 60 THEN '6' END AS result_code
          FROM (
          SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME}, st.verification_group, l.status AS item_status, st.student_sign_method AS sign_method,
                 CASE WHEN l.id IS NULL THEN 'No task list item' WHEN st.student_sign_method = 'INK' THEN 'In person (ink signature)'
                      WHEN st.student_sign_method = 'E_SIGN' THEN 'Online (e-signature)' ELSE 'Not yet given' END AS method,
                 COALESCE(l.created_at, st.created_at) AS selected_at, (l.status IN ('VERIFIED', 'AUTO_VERIFIED')) IS TRUE AS done,
                 -- Days as the school counts them: in its time zone, not the database's.
                 ${schoolDate(c, 'COALESCE(l.created_at, st.created_at)')} AS selected_on, ${schoolDate(c)} AS today
            FROM student st
            LEFT JOIN (SELECT DISTINCT ON (sl.student_id) sl.id, sl.student_id, sl.status, sl.created_at
                         FROM student_interview_link sl JOIN interview_type t ON t.id = sl.interview_type_id
                        WHERE sl.aid_year = ${c.year} AND t.type_code IN ('V4', 'V5') AND NOT sl.is_for_parent_account
                        ORDER BY sl.student_id, sl.created_at DESC) l ON l.student_id = st.id
           WHERE st.school_code = ${c.school} AND st.verification_group IN ('V4', 'V5') AND ${inYear(c)}) y`,
    },
    {
      name: 'VerificationReport',
      title: 'Verification Report',
      purpose:
        'The compliance roster: when each selected student was selected and completed, the outcome, and the Pell verification status (V/S).',
      permission: 'VERIFICATION_REPORT_VIEW',
      columns: [
        ...STUDENT_COLS,
        { key: 'selected_by', label: 'Selected by' },
        { key: 'selected_at', label: 'Selected', type: 'date' },
        { key: 'verification_group', label: 'Group', words: 'verificationGroup' },
        { key: 'status', label: 'Status', words: 'studentStatus' },
        { key: 'completed_at', label: 'Completed', type: 'date' },
        { key: 'outcome', label: 'Outcome' },
        { key: 'pell_status', label: 'Pell verification status' },
      ],
      filters: [
        NAME_FILTER,
        {
          key: 'pell_status',
          label: 'Pell verification status',
          type: 'select',
          options: [
            { value: 'V', label: 'V: verified' },
            { value: 'S', label: 'S: selected, not verified' },
          ],
        },
        {
          key: 'outcome',
          label: 'Outcome',
          type: 'select',
          options: [
            'Accurate',
            'Within $25 tolerance',
            'Corrections waiting',
            'Corrections sent',
            'Corrections confirmed',
          ].map((v) => ({ value: v, label: v })),
        },
      ],
      defaultSort: { key: 'selected_at' },
      // Outcome: verified with no correction is accurate; approved with corrections but none recorded means the
      // differences stayed within the $25 tolerance; a correction sent is confirmed once a later transaction arrived.
      source: (c) => `
        SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME},
               CASE WHEN inst.student_id IS NOT NULL AND sel.first_at IS NULL THEN 'Institution' WHEN inst.student_id IS NOT NULL THEN 'ED and institution' ELSE 'ED' END AS selected_by,
               COALESCE(sel.first_at, inst.selected_at) AS selected_at, st.verification_group, st.status, st.review_completed_at AS completed_at,
               CASE WHEN st.status NOT IN ${VERIFIED} THEN NULL
                    WHEN co.confirmed > 0 THEN 'Corrections confirmed' WHEN co.sent > 0 THEN 'Corrections sent' WHEN co.waiting > 0 THEN 'Corrections waiting'
                    WHEN st.status = 'APPROVED_WITH_CORRECTIONS' THEN 'Within $25 tolerance' ELSE 'Accurate' END AS outcome,
               CASE WHEN st.status IN ${VERIFIED} THEN 'V' ELSE 'S' END AS pell_status
          FROM student st
          LEFT JOIN (SELECT student_id, min(created_at) AS first_at FROM isir_record WHERE school_code = ${c.school} AND aid_year = ${c.year}
                      AND selected_for_verification = 'Y' GROUP BY student_id) sel ON sel.student_id = st.id
          LEFT JOIN institutional_selection inst ON inst.student_id = st.id AND inst.aid_year = ${c.year}
          LEFT JOIN (SELECT k.student_id, count(*) FILTER (WHERE k.status = 'PENDING') AS waiting,
                            count(*) FILTER (WHERE k.status = 'EXPORTED') AS sent,
                            count(*) FILTER (WHERE k.status = 'EXPORTED' AND EXISTS (SELECT 1 FROM isir_record n WHERE n.student_id = k.student_id
                              AND n.aid_year = k.aid_year AND n.created_at > b.created_at)) AS confirmed
                       FROM isir_correction k LEFT JOIN isir_correction_batch b ON b.id = k.batch_id
                      WHERE k.school_code = ${c.school} AND k.aid_year = ${c.year} GROUP BY k.student_id) co ON co.student_id = st.id
         WHERE st.school_code = ${c.school} AND (sel.student_id IS NOT NULL OR inst.student_id IS NOT NULL)`,
    },
    {
      name: 'AccountOwnershipReport',
      title: 'Account Ownership Report',
      purpose:
        "Each account's links to students by role, its identity-check evidence, and where the account does not match the ISIR's person.",
      permission: 'ACCOUNT_OWNERSHIP_REPORT_VIEW',
      columns: [
        { key: 'account', label: 'Account (e-mail)' },
        { key: 'account_name', label: 'Account name' },
        { key: 'role', label: 'Role' },
        ...STUDENT_COLS,
        { key: 'identity_matched', label: 'Identity checks passed', type: 'number' },
        { key: 'identity_failed', label: 'Identity checks failed', type: 'number' },
        { key: 'mismatches', label: 'Mismatches with the ISIR' },
        { key: 'created_at', label: 'Account created', type: 'date' },
      ],
      filters: [
        { key: 'account', label: 'Account starts with', type: 'text' },
        NAME_FILTER,
        {
          key: 'role',
          label: 'Role',
          type: 'select',
          options: ['Student', 'Parent', 'Other parent', 'Spouse'].map((v) => ({ value: v, label: v })),
        },
        { key: 'has_mismatch', label: 'Only mismatches', type: 'boolean' },
      ],
      defaultSort: { key: 'account' },
      source: (c) => `
        SELECT x.*, (x.mismatches <> '') AS has_mismatch FROM (
          SELECT l.id AS row_key, st.uuid AS student_uuid, a.username AS account, a.first_name || ' ' || a.last_name AS account_name,
                 CASE l.account_type WHEN 0 THEN 'Student' WHEN 1 THEN 'Parent' WHEN 3 THEN 'Other parent' ELSE 'Spouse' END AS role,
                 ${NAME}, COALESCE(idv.matched, 0) AS identity_matched, COALESCE(idv.failed, 0) AS identity_failed, a.created_at,
                 concat_ws('; ',
                   CASE WHEN l.account_type = 0 AND ir.id IS NOT NULL AND (lower(a.first_name) <> lower(ir.first_name) OR lower(a.last_name) <> lower(ir.last_name))
                        THEN 'Account name differs from the ISIR student' END,
                   CASE WHEN l.account_type = 0 AND ir.email IS NOT NULL AND lower(a.username) <> lower(ir.email) THEN 'E-mail differs from the ISIR' END,
                   CASE WHEN l.account_type <> 0 AND lower(a.username) = lower(COALESCE(st.email, ir.email)) THEN 'Parent account uses the student''s e-mail' END) AS mismatches
            FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id JOIN student st ON st.id = l.student_id ${currentIsir(c)}
            LEFT JOIN (SELECT iva.actor_uuid, sil.student_id, count(*) FILTER (WHERE iva.matched)::int AS matched, count(*) FILTER (WHERE NOT iva.matched)::int AS failed
                         FROM identity_verification_attempt iva JOIN student_interview_link sil ON sil.id = iva.student_interview_link_id
                        WHERE sil.aid_year = ${c.year} GROUP BY iva.actor_uuid, sil.student_id) idv ON idv.actor_uuid = a.uuid AND idv.student_id = st.id
           WHERE st.school_code = ${c.school} AND a.school_code = ${c.school} AND ${inYearFew(c)}) x`,
    },
    {
      name: 'AccountQCReport',
      title: 'Account QC Report',
      purpose:
        'Exceptions found by rule: e-mail, phone or address shared by unrelated students, students sharing contacts with their parent, failed identity checks.',
      permission: 'ACCOUNT_QC_REPORT_VIEW',
      columns: [
        { key: 'rule', label: 'Rule' },
        ...STUDENT_COLS,
        { key: 'detail', label: 'Detail' },
        { key: 'other_students', label: 'Shared with' },
      ],
      filters: [
        NAME_FILTER,
        {
          key: 'rule',
          label: 'Rule',
          type: 'select',
          options: [
            'Shared e-mail',
            'Shared phone',
            'Shared address',
            'Student and parent share contacts',
            'Failed identity checks',
          ].map((v) => ({ value: v, label: v })),
        },
      ],
      defaultSort: { key: 'rule' },
      // Students are related when one account (a parent's) is linked to both: siblings share a parent's contacts.
      source: (c) => `
        -- Shared e-mails and phones come from their counts (account_qc_contact, kept by triggers, migration 078), then
        -- only their holders are read, by index; shared addresses from one ordered pass over the ISIR address index.
        WITH shared AS (SELECT kind, contact FROM account_qc_contact WHERE school_code = ${c.school} AND holders > 1),
        emails AS (SELECT g.contact AS e, array_agg(s.id) AS ids FROM shared g
                     JOIN student s ON s.school_code = ${c.school} AND lower(s.email) = g.contact
                    WHERE g.kind = 'email' GROUP BY g.contact),
        phones AS (SELECT g.contact AS phone, array_agg(a.id) AS ids FROM shared g
                     JOIN student_account a ON a.school_code = ${c.school} AND a.phone = g.contact
                    WHERE g.kind = 'phone' GROUP BY g.contact),
        addresses AS (SELECT zip_code AS z, array_agg(student_id) AS ids, array_agg(street_address) AS streets FROM isir_record
                       WHERE school_code = ${c.school} AND aid_year = ${c.year} AND is_current AND street_address IS NOT NULL AND zip_code IS NOT NULL
                       GROUP BY lower(street_address), zip_code HAVING count(*) > 1),
        -- Each group's holders paired in memory (not a probe per pair).
        pairs AS (
          SELECT m.id AS student_id, o.id AS other_id, 'Shared e-mail' AS rule, g.e AS detail
            FROM emails g CROSS JOIN unnest(g.ids) AS m(id) CROSS JOIN unnest(g.ids) AS o(id) WHERE o.id <> m.id
          UNION ALL
          SELECT la.student_id, lb.student_id, 'Shared phone', g.phone
            FROM phones g CROSS JOIN unnest(g.ids) AS ma(id) CROSS JOIN unnest(g.ids) AS mb(id)
            JOIN student_account_link la ON la.student_account_id = ma.id JOIN student_account_link lb ON lb.student_account_id = mb.id
           WHERE mb.id <> ma.id AND la.student_id <> lb.student_id
          UNION ALL
          SELECT m.id, o.id, 'Shared address', m.street || ', ' || g.z
            FROM addresses g CROSS JOIN unnest(g.ids, g.streets) AS m(id, street) CROSS JOIN unnest(g.ids) AS o(id) WHERE o.id <> m.id),
        unrelated AS (
          SELECT p.* FROM pairs p WHERE NOT EXISTS (SELECT 1 FROM student_account_link x JOIN student_account_link y ON y.student_account_id = x.student_account_id
                                                     WHERE x.student_id = p.student_id AND y.student_id = p.other_id))
        -- A student may share two phones (its own account's and a parent's): one row for each.
        SELECT u.rule || ':' || st.id || ':' || u.detail AS row_key, st.uuid AS student_uuid, u.rule, ${NAME}, u.detail,
               string_agg(o.last_name || ', ' || o.first_name, '; ' ORDER BY o.last_name, o.first_name) AS other_students
          FROM unrelated u JOIN student st ON st.id = u.student_id JOIN student o ON o.id = u.other_id
         WHERE ${inYear(c)}
         GROUP BY u.rule, u.detail, ${BY_STUDENT}
        UNION ALL
        SELECT 'contacts:' || st.id, st.uuid, 'Student and parent share contacts', ${NAME},
               string_agg(DISTINCT CASE WHEN lower(pa.username) = lower(COALESCE(sa.username, st.email)) THEN 'e-mail ' || lower(pa.username) ELSE 'phone ' || pa.phone END, '; '),
               string_agg(DISTINCT pa.first_name || ' ' || pa.last_name, '; ')
          FROM student st
          JOIN student_account_link pl ON pl.student_id = st.id AND pl.account_type <> 0 JOIN student_account pa ON pa.id = pl.student_account_id
          LEFT JOIN student_account_link sl ON sl.student_id = st.id AND sl.account_type = 0 LEFT JOIN student_account sa ON sa.id = sl.student_account_id
         WHERE st.school_code = ${c.school} AND ${inYearFew(c)}
           AND (lower(pa.username) = lower(COALESCE(sa.username, st.email)) OR (pa.phone IS NOT NULL AND pa.phone = sa.phone))
         GROUP BY ${BY_STUDENT}
        UNION ALL
        SELECT 'identity:' || st.id, st.uuid, 'Failed identity checks', ${NAME}, count(*) || ' failed identity answers', NULL
          FROM identity_verification_attempt iva JOIN student_interview_link sil ON sil.id = iva.student_interview_link_id JOIN student st ON st.id = sil.student_id
         WHERE st.school_code = ${c.school} AND sil.aid_year = ${c.year} AND NOT iva.matched
         GROUP BY ${BY_STUDENT}`,
    },
    {
      name: 'NonMatchingSSNReport',
      title: 'Non Matching SSN Report',
      purpose:
        "Students whose SSN did not match at SSA, changed between transactions, or differs from the school's record.",
      permission: 'NON_MATCHING_SSN_REPORT_VIEW',
      columns: [
        ...STUDENT_COLS,
        { key: 'school_ssn', label: "School's SSN", sortable: false },
        { key: 'isir_ssn', label: 'ISIR SSN', sortable: false },
        { key: 'ssa_match', label: 'SSA match' },
        { key: 'ssn_changed', label: 'SSN changed between transactions', type: 'boolean' },
        { key: 'differs_from_school', label: "Differs from school's record", type: 'boolean' },
      ],
      filters: [NAME_FILTER],
      defaultSort: { key: 'student' },
      source: (c) => `
        -- The students whose SSN changed between transactions, made once: planned as a join the planner may
        -- re-run this grouping for every student (25 s for 5,000 students on PGlite once the filter looked selective).
        WITH h AS MATERIALIZED (
          SELECT student_id, 2 AS n FROM isir_record WHERE school_code = ${c.school} AND aid_year = ${c.year}
           GROUP BY student_id HAVING min(ssn_hmac) <> max(ssn_hmac))
        SELECT x.* FROM (
          SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME}, st.ssn_last_four AS school_ssn,
                 ir.ssn_last_four AS isir_ssn, ir.ssa_match_status, ${SSA('ir.ssa_match_status')} AS ssa_match,
                 (COALESCE(h.n, 0) > 1) AS ssn_changed,
                 (st.ssn_hmac IS NOT NULL AND ir.ssn_hmac IS NOT NULL AND st.ssn_hmac <> ir.ssn_hmac) AS differs_from_school
            FROM student st JOIN isir_record ir ON ir.student_id = st.id AND ir.aid_year = ${c.year} AND ir.is_current
            LEFT JOIN h ON h.student_id = st.id
           WHERE st.school_code = ${c.school}) x
         WHERE x.ssa_match_status IN ${SSA_MISMATCH} OR x.ssn_changed OR x.differs_from_school`,
      // Both SSNs as the student view shows one: the last four (no report shows a whole SSN).
      present: (row) => ({
        ...row,
        school_ssn: maskSsn(row.school_ssn),
        isir_ssn: maskSsn(row.isir_ssn),
      }),
    },
    {
      name: 'ChangeReport',
      title: 'Change Report',
      purpose:
        'Later ISIR transactions that changed the SAI by $25 or more, selection, verification group, comment codes or reject status.',
      permission: 'CHANGE_REPORT_VIEW',
      columns: [
        ...STUDENT_COLS,
        { key: 'from_transaction', label: 'From transaction', type: 'number' },
        { key: 'to_transaction', label: 'To transaction', type: 'number' },
        { key: 'received_at', label: 'Received', type: 'datetime' },
        { key: 'changes', label: 'Changes' },
      ],
      filters: [
        NAME_FILTER,
        {
          key: 'kind',
          label: 'What changed',
          type: 'select',
          options: [
            { value: 'sai', label: 'SAI ($25 or more)' },
            { value: 'selection', label: 'Selection' },
            { value: 'group', label: 'Verification group' },
            { value: 'comments', label: 'Comment codes' },
            { value: 'rejects', label: 'Reject status' },
          ],
          where: (v) =>
            `r."${({ sai: 'sai_changed', selection: 'selection_changed', group: 'group_changed', comments: 'comments_changed', rejects: 'rejects_changed' } as Record<string, string>)[v] ?? 'sai_changed'}"`,
        },
      ],
      defaultSort: { key: 'received_at', descending: true },
      source: (c) => `
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
           WHERE r.school_code = ${c.school} AND r.aid_year = ${c.year} AND r.transaction_number > 1) x
         WHERE x.changes <> ''`,
    },
    {
      name: 'DependencyChangeReport',
      title: 'Dependency Change Report',
      purpose:
        'Dependency status changes from one ISIR transaction to the next of the same aid year, with the override code and whether the student is now provisional independent.',
      permission: 'DEPENDENCY_CHANGE_REPORT_VIEW',
      columns: [
        ...STUDENT_COLS,
        { key: 'transaction_number', label: 'Transaction', type: 'number' },
        { key: 'received_at', label: 'Received', type: 'datetime' },
        { key: 'previous_dependency', label: 'Was' },
        { key: 'dependency', label: 'Now' },
        { key: 'override', label: 'Dependency override' },
        { key: 'provisional_independent', label: 'Provisional independent', type: 'boolean' },
      ],
      filters: [
        NAME_FILTER,
        { key: 'provisional_independent', label: 'Only provisional independent', type: 'boolean' },
      ],
      defaultSort: { key: 'received_at', descending: true },
      source: (c) => `
        SELECT r.id AS row_key, st.uuid AS student_uuid, ${NAME}, r.transaction_number, r.created_at AS received_at,
               ${DEPENDENCY('pr.dependency_model')} AS previous_dependency, ${DEPENDENCY('r.dependency_model')} AS dependency,
               CASE r.dependency_override WHEN '1' THEN 'Dependent to independent override set' WHEN '2' THEN 'Override cancelled'
                    WHEN '3' THEN 'Failed dependency override' END AS override,
               (r.dependency_model = 'Z') AS provisional_independent
          -- A change is between two transactions of the same aid year: a first transaction, or an override code
          -- alone, is none.
          FROM isir_record r JOIN ${previousOf('r')} ON true JOIN student st ON st.id = r.student_id
         WHERE r.school_code = ${c.school} AND r.aid_year = ${c.year} AND r.transaction_number > 1
           AND r.dependency_model IS DISTINCT FROM pr.dependency_model`,
    },
    {
      name: 'SuperBinderReport',
      title: 'Super Binder Report',
      purpose:
        "Each student's super binder: none, current, or out of date since a later ISIR transaction or document; create the missing ones in bulk.",
      permission: 'SUPER_BINDER_REPORT_VIEW',
      actions: ['CREATE_SUPER_BINDERS'],
      columns: [
        ...STUDENT_COLS,
        { key: 'status', label: 'Status', words: 'studentStatus' },
        { key: 'binder_created_at', label: 'Super binder created', type: 'datetime' },
        { key: 'latest_transaction_at', label: 'Latest transaction', type: 'datetime' },
        { key: 'latest_document_at', label: 'Latest document', type: 'datetime' },
        { key: 'binder_status', label: 'Binder' },
      ],
      filters: [
        NAME_FILTER,
        {
          key: 'binder_status',
          label: 'Binder',
          type: 'select',
          options: ['None', 'Current', 'Out of date (later transaction)', 'Out of date (later document)'].map(
            (v) => ({ value: v, label: v }),
          ),
        },
        { key: 'needs_binder', label: 'Only students needing a new binder', type: 'boolean' },
      ],
      defaultSort: { key: 'student' },
      source: (c) => `
        SELECT y.*, (y.binder_status <> 'Current') AS needs_binder FROM (
          SELECT st.id AS row_key, st.uuid AS student_uuid, ${NAME}, st.status, b.created_at AS binder_created_at, t.latest AS latest_transaction_at,
                 GREATEST(pd.latest, iu.latest) AS latest_document_at,
                 CASE WHEN b.created_at IS NULL THEN 'None' WHEN t.latest > b.created_at THEN 'Out of date (later transaction)'
                      WHEN GREATEST(pd.latest, iu.latest) > b.created_at THEN 'Out of date (later document)' ELSE 'Current' END AS binder_status
            FROM student st
            -- Each student's latest binder, transaction and documents by its own index: a page in name order reads
            -- only its students.
            CROSS JOIN LATERAL (SELECT max(created_at) AS created_at FROM student_binder
                                 WHERE student_id = st.id AND school_code = ${c.school} AND kind = 'SUPER_BINDER') b
            CROSS JOIN LATERAL (SELECT max(created_at) AS latest FROM isir_record
                                 WHERE student_id = st.id AND school_code = ${c.school} AND aid_year = ${c.year}) t
            CROSS JOIN LATERAL (SELECT max(created_at) AS latest FROM processor_document WHERE student_id = st.id AND school_code = ${c.school}) pd
            CROSS JOIN LATERAL (SELECT max(u.created_at) AS latest FROM student_interview_link sl JOIN interview_upload u ON u.student_interview_link_id = sl.id
                                 WHERE sl.student_id = st.id AND sl.aid_year = ${c.year} AND u.deleted_at IS NULL) iu
           WHERE st.school_code = ${c.school} AND EXISTS (SELECT 1 FROM student_interview_link y WHERE y.student_id = st.id AND y.aid_year = ${c.year})) y`,
      // Students with a task list item of the year are of the year (report_year_student): its index instead of
      // reading every student.
      total: (c) => `
        SELECT count(*)::int AS n FROM report_year_student y
         WHERE y.school_code = ${c.school} AND y.aid_year = ${c.year} AND ${publishedYearStudent()}
           AND EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = y.student_id AND l.aid_year = ${c.year})`,
    },
    {
      name: 'WatchlistReport',
      title: 'Watchlist Report',
      purpose:
        'Students flagged by staff or by rule (SSA: deceased or not found; three or more failed identity answers), with reason, who and when.',
      permission: 'WATCHLIST_REPORT_VIEW',
      columns: [
        ...STUDENT_COLS,
        { key: 'source', label: 'Flagged by rule or staff' },
        { key: 'reason', label: 'Reason' },
        { key: 'flagged_by', label: 'Flagged by' },
        { key: 'flagged_at', label: 'Flagged on', type: 'datetime' },
        { key: 'status', label: 'Status', words: 'studentStatus' },
      ],
      filters: [
        NAME_FILTER,
        {
          key: 'source',
          label: 'Source',
          type: 'select',
          options: [
            { value: 'Staff', label: 'Staff' },
            { value: 'Rule', label: 'Rule' },
          ],
        },
      ],
      defaultSort: { key: 'flagged_at', descending: true },
      source: (c) => `
        SELECT 'staff:' || w.id AS row_key, st.uuid AS student_uuid, ${NAME}, 'Staff' AS source, w.reason, w.flagged_by, w.flagged_at, st.status
          FROM student_watchlist w JOIN student st ON st.id = w.student_id
         WHERE w.school_code = ${c.school} AND st.school_code = ${c.school} AND w.removed_at IS NULL AND ${inYearFew(c)}
        UNION ALL
        SELECT 'ssa:' || st.id, st.uuid, ${NAME}, 'Rule', 'SSA match: ' || ${SSA('ir.ssa_match_status')}, 'aidverify', ir.created_at, st.status
          FROM isir_record ir JOIN student st ON st.id = ir.student_id
         WHERE ir.school_code = ${c.school} AND ir.aid_year = ${c.year} AND ir.is_current AND ir.ssa_match_status IN ('1', '5')
        UNION ALL
        SELECT 'identity:' || st.id, st.uuid, ${NAME}, 'Rule', count(*) || ' failed identity answers', 'aidverify', max(iva.created_at), st.status
          FROM identity_verification_attempt iva JOIN student_interview_link sil ON sil.id = iva.student_interview_link_id JOIN student st ON st.id = sil.student_id
         WHERE st.school_code = ${c.school} AND sil.aid_year = ${c.year} AND NOT iva.matched
         GROUP BY ${BY_STUDENT} HAVING count(*) >= 3`,
    },
    {
      name: 'CommentCodeReport',
      title: 'Comment Code Report',
      purpose:
        "Each comment code on the students' current ISIRs of the aid year: whether it is a C code (FPS C flag on the transaction) and whether staff resolved it.",
      permission: 'COMMENT_CODE_REPORT_VIEW',
      minAidYear: 2026,
      columns: [
        ...STUDENT_COLS,
        { key: 'code', label: 'Comment code' },
        { key: 'description', label: 'Meaning' },
        { key: 'c_code', label: 'C code', type: 'boolean' },
        { key: 'resolved', label: 'Resolved', type: 'boolean' },
        { key: 'resolved_by', label: 'Resolved by' },
        { key: 'resolved_at', label: 'Resolved on', type: 'datetime' },
      ],
      filters: [
        NAME_FILTER,
        { key: 'code', label: 'Comment code', type: 'text' },
        { key: 'c_code', label: 'Only C codes', type: 'boolean' },
        { key: 'unresolved', label: 'Only unresolved', type: 'boolean' },
      ],
      defaultSort: { key: 'student' },
      source: (c) => `
        SELECT ir.id || ':' || c.code AS row_key, st.uuid AS student_uuid, ${NAME}, c.code, i.description, (ir.c_flag = 'Y') AS c_code,
               COALESCE(l.resolved, false) AS resolved, NOT COALESCE(l.resolved, false) AS unresolved, l.resolved_by, l.resolved_at
          FROM isir_record ir CROSS JOIN LATERAL unnest(ir.comment_codes) AS c(code)
          JOIN student st ON st.id = ir.student_id
          LEFT JOIN comment_code_info i ON i.aid_year = ir.aid_year AND i.code = c.code
          -- The resolution staff recorded, if any: the rows come from the current ISIRs whoever opened the student.
          LEFT JOIN student_comment_code_link l ON l.student_id = ir.student_id AND l.aid_year = ir.aid_year AND l.code = c.code
         WHERE ir.school_code = ${c.school} AND ir.aid_year = ${c.year} AND ir.is_current AND st.school_code = ${c.school}
           AND c.code ~ '^[0-9]{3}$'`,
      total: 'count',
    },
  ];
}

export const reportMap = (ctx: AppContext) => new Map(reportDefinitions(ctx).map((d) => [d.name, d]));
