import {
  STUDENT_STATUS_LABELS,
  TASK_ITEM_STATUS_LABELS,
  VERIFICATION_GROUP_LABELS,
} from '@aidverify/schema/labels';
import type { JobStatus } from '../__generated__/graphql';

/**
 * The words people read for the product's codes. Statuses and groups come from the one table the services' reports
 * also read (schema/labels.ts); a job's state is the web's own. A code with no entry shows as it is, never hidden.
 */
export { STUDENT_STATUS_LABELS, TASK_ITEM_STATUS_LABELS, VERIFICATION_GROUP_LABELS };

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  QUEUED: 'Queued',
  RUNNING: 'Running',
  DONE: 'Done',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

const wordsOf =
  (table: Record<string, string>) =>
  (code: string | null | undefined): string =>
    code ? (table[code] ?? code) : '—';

/** "Approved with corrections" for APPROVED_WITH_CORRECTIONS; '—' when there is none. */
export const studentStatusLabel = wordsOf(STUDENT_STATUS_LABELS);
export const taskItemStatusLabel = wordsOf(TASK_ITEM_STATUS_LABELS);
export const verificationGroupLabel = wordsOf(VERIFICATION_GROUP_LABELS);
export const jobStatusLabel = wordsOf(JOB_STATUS_LABELS);
