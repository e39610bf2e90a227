/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CurrentSchoolQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentSchoolQuery = { currentSchool: { id: number, schoolCode: string, schoolName: string, name: string, schoolUrl: string, schoolLogo: string | null, aidYears: Array<number>, defaultAidYear: number, sidName: string, hasStudentRepository: boolean } | null };


export const CurrentSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolUrl"}},{"kind":"Field","name":{"kind":"Name","value":"schoolLogo"}},{"kind":"Field","name":{"kind":"Name","value":"aidYears"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"sidName"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudentRepository"}}]}}]}}]} as unknown as DocumentNode<CurrentSchoolQuery, CurrentSchoolQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs CurrentSchool and re-renders with its result. */
export function useCurrentSchoolQuery(options?: useQuery.Options<CurrentSchoolQuery, CurrentSchoolQueryVariables>) {
  return useQuery(CurrentSchoolDocument, options);
}
/** CurrentSchool, run when the returned function is called. */
export function useCurrentSchoolLazyQuery(options?: useLazyQuery.Options<CurrentSchoolQuery, CurrentSchoolQueryVariables>) {
  return useLazyQuery(CurrentSchoolDocument, options);
}
