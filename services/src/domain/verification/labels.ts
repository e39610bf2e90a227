import {
  STUDENT_STATUS_LABELS,
  TASK_ITEM_STATUS_LABELS,
  VERIFICATION_GROUP_LABELS,
} from '@aidverify/schema/labels';

/** The words of reports and exports: the one table the web's screens read too (schema/labels.ts). */

export const LABEL_TABLES = {
  studentStatus: STUDENT_STATUS_LABELS,
  taskItemStatus: TASK_ITEM_STATUS_LABELS,
  verificationGroup: VERIFICATION_GROUP_LABELS,
} as const;

export type LabelTable = keyof typeof LABEL_TABLES;

/** The words for a code of one table; the code itself when the table has none. */
export function labelOf(table: LabelTable, code: string): string {
  return LABEL_TABLES[table][code] ?? code;
}
