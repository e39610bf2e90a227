/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AvailableSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailableSchoolsQuery = { availableSchools: Array<{ schoolCode: string, schoolName: string, role: string | null }> };


export const AvailableSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailableSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AvailableSchoolsQuery, AvailableSchoolsQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs AvailableSchools and re-renders with its result. */
export function useAvailableSchoolsQuery(options?: useQuery.Options<AvailableSchoolsQuery, AvailableSchoolsQueryVariables>) {
  return useQuery(AvailableSchoolsDocument, options);
}
/** AvailableSchools, run when the returned function is called. */
export function useAvailableSchoolsLazyQuery(options?: useLazyQuery.Options<AvailableSchoolsQuery, AvailableSchoolsQueryVariables>) {
  return useLazyQuery(AvailableSchoolsDocument, options);
}
