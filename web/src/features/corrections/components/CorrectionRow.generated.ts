/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where an ISIR correction stands. */
export type CorrectionStatus =
  /** Withdrawn before export. */
  | 'CANCELLED'
  /** Sent in a correction file. */
  | 'EXPORTED'
  /** Recorded, waiting to be exported to FPS. */
  | 'PENDING';

export type CorrectionRowFragment = { id: number, studentUuid: string, studentName: string, cpsNumber: number, displayName: string, isirValue: string, correctedValue: string, status: Types.CorrectionStatus, fileName: string | null, createdBy: string, createdAt: string } & { ' $fragmentName'?: 'CorrectionRowFragment' };

export const CorrectionRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirCorrection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isirValue"}},{"kind":"Field","name":{"kind":"Name","value":"correctedValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CorrectionRowFragment, unknown>;