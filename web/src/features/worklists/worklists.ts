import type { Worklist } from '../../__generated__/graphql';

export interface WorklistDef {
  worklist: Worklist;
  path: string;
  title: string;
  permission: string;
}

/** The four worklists: route, title and the permission that shows each. */
export const WORKLISTS: WorklistDef[] = [
  {
    worklist: 'REVIEW',
    path: '/reviewWorklist',
    title: 'Review Worklist',
    permission: 'REVIEW_WORKLIST_VIEW',
  },
  {
    worklist: 'APPROVED',
    path: '/approvedWorklist',
    title: 'Approved Worklist',
    permission: 'APPROVED_WORKLIST_VIEW',
  },
  {
    worklist: 'APPROVED_WITH_CORRECTIONS',
    path: '/approvedWithCorrectionsWorklist',
    title: 'Approved With Corrections Worklist',
    permission: 'APPROVED_WITH_CORRECTIONS_WORKLIST_VIEW',
  },
  {
    worklist: 'APPROVED_WITH_CR',
    path: '/approvedWithCRWorklist',
    title: 'Approved With CR Worklist',
    permission: 'APPROVED_WITH_CR_WORKLIST_VIEW',
  },
];

/** Open task list items: what the student or parent still has to do. */
export const OPEN_STATUSES = new Set(['NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION']);

/** Rows rendered around the visible window; the rest of a long page is left out of the DOM. */
export function visibleWindow(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  count: number,
  overscan = 8,
) {
  // Never past the end of the rows there are, whatever position a scroll event last reported.
  scrollTop = Math.max(0, Math.min(scrollTop, count * rowHeight - viewport));
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  return { first, last, before: first * rowHeight, after: (count - last) * rowHeight };
}
