import type { ReportDefinition } from '../engine.js';
import * as sql from '../definitions.queries.js';
import * as totals from '../row-counts.queries.js';
import * as kept from '../kept-rows.queries.js';
import { NAME_FILTER, STUDENT_COLS, maskSsn } from './report-parts.js';

/** Student and parent accounts: who owns them, accounts sharing details, SSNs that do not match. */
// Over 80 lines: the catalogue entries of this report group, one short entry per report, each read on its own.
export const accountReports = (): ReportDefinition[] => [
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
    source: kept.accountQCReport,
    total: totals.accountQCReportTotal,
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
    total: totals.nonMatchingSSNReportTotal,
    // Both SSNs as the student view shows one: the last four (no report shows a whole SSN).
    present: (row) => ({
      ...row,
      school_ssn: maskSsn(row.school_ssn),
      isir_ssn: maskSsn(row.isir_ssn),
    }),
  },
];
