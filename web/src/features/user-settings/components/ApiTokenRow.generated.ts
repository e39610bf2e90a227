/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Whether an API token can be used now. */
export type ApiTokenStatus =
  /** Usable until it expires. */
  | 'ACTIVE'
  /** Past its expiry; refused. */
  | 'EXPIRED'
  /** Revoked by its owner; refused. */
  | 'REVOKED';

export type ApiTokenRowFragment = { uuid: string, name: string, schoolCode: string, schoolName: string, role: string, readOnly: boolean, hint: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, createdAt: string, status: Types.ApiTokenStatus } & { ' $fragmentName'?: 'ApiTokenRowFragment' };

export const ApiTokenRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ApiTokenRowFragment, unknown>;