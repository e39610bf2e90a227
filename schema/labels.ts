/**
 * The words people read for the product's codes: a student's verification status, a task list item's status and a
 * verification group. One table for the web's screens and the services' reports and exports; a code with no entry
 * is shown as it is, so a new code is never hidden.
 */

export const STUDENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  SELECTED: 'Selected',
  IN_PROGRESS: 'In progress',
  REVIEW: 'In review',
  APPROVED: 'Approved',
  APPROVED_WITH_CORRECTIONS: 'Approved with corrections',
  APPROVED_WITH_CR: 'Approved with comment/reject codes',
  NOT_SELECTED: 'Not selected',
};

export const TASK_ITEM_STATUS_LABELS: Readonly<Record<string, string>> = {
  NEW: 'New',
  IN_PROGRESS: 'In progress',
  SUBMITTED: 'Submitted',
  NEEDS_CORRECTION: 'Needs correction',
  VERIFIED: 'Verified',
  NOT_REQUIRED: 'Not required',
  AUTO_VERIFIED: 'Auto verified',
};

/** The federal verification groups (FSA Handbook, Application and Verification Guide). */
export const VERIFICATION_GROUP_LABELS: Readonly<Record<string, string>> = {
  V1: 'V1 Standard verification',
  V4: 'V4 Custom verification',
  V5: 'V5 Aggregate verification',
};
