/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How an alert is shown. */
export type AlertSeverity =
  /** An error (removed, not kept, when dismissed). */
  | 'error'
  /** Information (kept as expired when dismissed). */
  | 'info'
  /** A message (kept as expired when dismissed). */
  | 'message'
  /** A success (removed, not kept, when dismissed). */
  | 'success'
  /** A warning (kept as expired when dismissed). */
  | 'warning';

/** What a staff note on a student is. */
export type StudentNoteKind =
  /** An alert shown on the student's record, with a severity. */
  | 'ALERT'
  /** A memo. */
  | 'MEMO'
  /** A memo with a due date. */
  | 'REMINDER';

export type StudentNoteFragment = { id: number, kind: Types.StudentNoteKind, severity: Types.AlertSeverity | null, text: string, dueDate: string | null, expired: boolean, authorName: string, createdAt: string } & { ' $fragmentName'?: 'StudentNoteFragment' };

export const StudentNoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentNote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentNoteFragment, unknown>;