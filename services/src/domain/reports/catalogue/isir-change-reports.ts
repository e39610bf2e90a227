import type { ReportDefinition } from '../engine.js';
import * as sql from '../definitions.queries.js';
import * as totals from '../row-counts.queries.js';
import { NAME_FILTER, STUDENT_COLS } from './report-parts.js';

/** What later ISIR transactions changed: the SAI and the rest, dependency. */
export const isirChangeReports = (): ReportDefinition[] => [
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
    total: totals.changeReportTotal,
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
    total: totals.dependencyChangeReportTotal,
  },
];
