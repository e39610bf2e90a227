import type { ReportColumn } from '../engine.js';
import { labelOf } from '../../verification/labels.js';

/** What several reports share: the student columns and filters, the status choices, a masked SSN. */
export const STUDENT_COLS: ReportColumn[] = [
  { key: 'student_number', label: 'Student ID' },
  { key: 'student', label: 'Student' },
];
export const NAME_FILTER = { key: 'student', label: 'Name starts with', type: 'text' as const };
export const GROUP_FILTER = { key: 'verification_group', label: 'Verification group', type: 'text' as const };
export const STATUS_OPTIONS = [
  'SELECTED',
  'IN_PROGRESS',
  'REVIEW',
  'APPROVED',
  'APPROVED_WITH_CORRECTIONS',
  'APPROVED_WITH_CR',
  'NOT_SELECTED',
].map((value) => ({ value, label: labelOf('studentStatus', value) }));

export const maskSsn = (lastFour: unknown) => (lastFour ? `***-**-${String(lastFour)}` : null);
