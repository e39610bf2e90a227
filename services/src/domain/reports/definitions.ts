import type { AppContext } from '../../context.js';
import type { ReportColumn, ReportDefinition } from './engine.js';
import * as sql from './definitions.queries.js';
import { labelOf } from '../verification/labels.js';
import { averageReviewToVerified, averageSignupToVerified } from './verification-times.js';

/** The reports of the REPORTS menu, each one definition over the generic engine (engine.ts). */

const STUDENT_COLS: ReportColumn[] = [
  { key: 'student_number', label: 'Student ID' },
  { key: 'student', label: 'Student' },
];
const NAME_FILTER = { key: 'student', label: 'Name starts with', type: 'text' as const };
const GROUP_FILTER = { key: 'verification_group', label: 'Verification group', type: 'text' as const };
const STATUS_OPTIONS = [
  'SELECTED',
  'IN_PROGRESS',
  'REVIEW',
  'APPROVED',
  'APPROVED_WITH_CORRECTIONS',
  'APPROVED_WITH_CR',
  'NOT_SELECTED',
].map((value) => ({ value, label: labelOf('studentStatus', value) }));

const maskSsn = (lastFour: unknown) => (lastFour ? `***-**-${String(lastFour)}` : null);

// Over 80 lines: the catalogue of reports, one short entry per report, each read on its own.
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
      source: sql.generalReport,
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
      source: sql.missingStudentReport,
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
      source: sql.postcardsReport,
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
      source: sql.allStudentsReport,
      total: sql.allStudentsReportTotal,
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
      source: sql.crossYearDataReport,
      total: sql.crossYearDataReportTotal,
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
      source: sql.institutionalSelectedVerificationReport,
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
      source: sql.educationalPurposeReport,
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
      source: sql.verificationReport,
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
      source: sql.accountOwnershipReport,
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
      source: sql.accountQCReport,
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
      source: sql.nonMatchingSSNReport,
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
      source: sql.changeReport,
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
      source: sql.dependencyChangeReport,
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
      source: sql.superBinderReport,
      total: sql.superBinderReportTotal,
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
      source: sql.watchlistReport,
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
      source: sql.commentCodeReport,
      total: 'count',
    },
  ];
}

export const reportMap = (ctx: AppContext) => new Map(reportDefinitions(ctx).map((d) => [d.name, d]));
