import type { ReportDefinition } from '../engine.js';
import * as sql from '../definitions.queries.js';
import * as totals from '../row-counts.queries.js';
import { averageReviewToVerified, averageSignupToVerified } from '../verification-times.js';
import { GROUP_FILTER, NAME_FILTER, STUDENT_COLS } from './report-parts.js';

/** Where verification stands: the General Report, students missing items, postcards to send. */
// Over 80 lines: the catalogue entries of this report group, one short entry per report, each read on its own.
export const statusReports = (): ReportDefinition[] => [
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
      {
        key: 'days_outstanding',
        label: 'Days outstanding',
        type: 'number',
        sortAs: { column: 'outstanding_on', reversed: true },
      },
    ],
    filters: [
      NAME_FILTER,
      GROUP_FILTER,
      { key: 'no_account', label: 'Only students without an account', type: 'boolean' },
    ],
    defaultSort: { key: 'days_outstanding', descending: true },
    source: sql.missingStudentReport,
    total: totals.missingStudentReportTotal,
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
    total: totals.postcardsReportTotal,
  },
];
