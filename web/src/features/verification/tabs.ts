import { lazy, type ComponentType } from 'react';
import { QuickViewTab } from './components/QuickViewTab';

export interface StudentViewTab {
  /** The {component} segment of /StudentView/{uuid}/{component}. */
  path: string;
  label: string;
  Component: ComponentType<{ uuid: string }>;
}

const load = <K extends string>(loader: () => Promise<Record<K, ComponentType<{ uuid: string }>>>, name: K) =>
  lazy(() => loader().then((m) => ({ default: m[name] })));

/** The tabs of StudentView, in order; each opens under the student's header and the tab bar. */
export const STUDENT_VIEW_TABS: StudentViewTab[] = [
  // The first tab loads with StudentView itself: opening a student costs one round of loading, not two.
  { path: 'quickView', label: 'Quick View', Component: QuickViewTab },
  {
    path: 'isir',
    label: 'ISIR',
    Component: load(() => import('../isir/components/StudentIsirTab'), 'StudentIsirTab'),
  },
  {
    path: 'studentTaskList',
    label: 'Student Task List',
    Component: load(() => import('./components/TaskListMemosTab'), 'StudentTaskListTab'),
  },
  {
    path: 'parentTaskList',
    label: 'Parent Task List',
    Component: load(() => import('./components/TaskListMemosTab'), 'ParentTaskListTab'),
  },
  {
    path: 'verification',
    label: 'Verification',
    Component: load(() => import('./components/VerificationTab'), 'VerificationTab'),
  },
  {
    path: 'alertsMemos',
    label: 'Alerts & Memos',
    Component: load(() => import('./components/NotesTab'), 'NotesTab'),
  },
  {
    path: 'signatures',
    label: 'Signatures',
    Component: load(() => import('./components/SignaturesTab'), 'SignaturesTab'),
  },
  {
    path: 'documents',
    label: 'Documents',
    Component: load(() => import('./components/DocumentsTab'), 'DocumentsTab'),
  },
  { path: 'binder', label: 'Binder', Component: load(() => import('./components/BindersTab'), 'BindersTab') },
  {
    path: 'linkedAccounts',
    label: 'Linked Accounts',
    Component: load(() => import('./components/LinkedAccountsTab'), 'LinkedAccountsTab'),
  },
  {
    path: 'corrections',
    label: 'Corrections',
    Component: load(() => import('../corrections/components/CorrectionsTab'), 'CorrectionsTab'),
  },
  {
    path: 'history',
    label: 'History',
    Component: load(() => import('./components/HistoriesTab'), 'HistoriesTab'),
  },
  {
    path: 'accessLog',
    label: 'Access Log',
    Component: load(() => import('./components/AccessLogTab'), 'AccessLogTab'),
  },
];

/** The tab of a {component} segment; the spec's aliases (taskList) open their tab. */
export function tabOf(component: string): StudentViewTab | undefined {
  const alias: Record<string, string> = { taskList: 'studentTaskList', quickview: 'quickView' };
  const path = alias[component] ?? component;
  return STUDENT_VIEW_TABS.find((t) => t.path === path);
}
