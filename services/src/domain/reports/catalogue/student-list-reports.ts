import type { ReportDefinition } from '../engine.js';
import * as sql from '../definitions.queries.js';
import * as totals from '../row-counts.queries.js';
import { GROUP_FILTER, NAME_FILTER, STATUS_OPTIONS, STUDENT_COLS } from './report-parts.js';

/** Lists of the aid year's students: all of them, across years, selected by the school, educational purpose, verification. */
// Over 80 lines: the catalogue entries of this report group, one short entry per report, each read on its own.
export const studentListReports = (): ReportDefinition[] => [
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
    total: totals.crossYearDataReportTotal,
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
    total: totals.educationalPurposeReportTotal,
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
    total: totals.verificationReportTotal,
  },
];
