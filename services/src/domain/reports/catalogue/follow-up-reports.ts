import type { ReportDefinition } from '../engine.js';
import * as sql from '../definitions.queries.js';
import * as totals from '../row-counts.queries.js';
import * as kept from '../kept-rows.queries.js';
import { NAME_FILTER, STUDENT_COLS } from './report-parts.js';

/** What staff follow up: signed binders, the watchlist, comment codes. */
// Over 80 lines: the catalogue entries of this report group, one short entry per report, each read on its own.
export const followUpReports = (): ReportDefinition[] => [
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
    total: totals.superBinderReportTotal,
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
    source: kept.watchlistReport,
    total: totals.watchlistReportTotal,
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
