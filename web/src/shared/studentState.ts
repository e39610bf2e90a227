/**
 * The student page's queries of what the services derive from one staff action (status, verification group, task
 * list items and their counts, signatures, quick view, history). A mutation that can change any of it reads these
 * again, by name; the header, its menus and other screens' queries are left alone.
 */
export const STUDENT_STATE_QUERIES = [
  'StudentWorkspace',
  'StudentVerification',
  'StudentMemoTaskList',
  'StudentQuickView',
  'StudentHistories',
];
