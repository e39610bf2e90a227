/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How a student or parent signed. */
export type SignatureMethod =
  /** Signed electronically in the portal. */
  | 'E_SIGN'
  /** Signed the signature page in ink; staff recorded it as received. */
  | 'INK';

export type SignaturesTabFragment = { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: Types.SignatureMethod | null, parentSignMethod: Types.SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } & { ' $fragmentName'?: 'SignaturesTabFragment' };

export const SignaturesTabFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignaturesTab"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<SignaturesTabFragment, unknown>;