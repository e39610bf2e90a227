/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { UploadCountsFragment } from './UploadCounts.generated';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What an ISIR import is doing, in order. */
export type IsirImportStep =
  /** Adding the task list items of the students' verification groups. */
  | 'ADDING_TASK_LIST_ITEMS'
  /** Choosing each student's current ISIR and recording what changed since the previous one. */
  | 'CHOOSING_CURRENT_ISIRS'
  /** All records written; making them visible to everyone at once (the embedded database). */
  | 'PUBLISHING'
  /** Reading, checking and writing the file's records. */
  | 'READING'
  /** Updating who is selected for verification, and their verification groups. */
  | 'UPDATING_SELECTION';

export type IsirImportResultFragment = { id: number, fileName: string, status: string, error: string | null, progressRecords: number, progressStep: Types.IsirImportStep | null, recordCount: number, importedCount: number, duplicateCount: number, newStudentCount: number, updatedStudentCount: number, selectedCount: number, warningCount: number, errorCount: number } & { ' $fragmentName'?: 'IsirImportResultFragment' };

export const IsirImportResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IsirImportResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progressRecords"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadCounts"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}},{"kind":"Field","name":{"kind":"Name","value":"newStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"warningCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}}]}}]} as unknown as DocumentNode<IsirImportResultFragment, unknown>;