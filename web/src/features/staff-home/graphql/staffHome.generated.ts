/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type StaffHomeQueryVariables = Exact<{
  aidYear: number;
}>;


export type StaffHomeQuery = { staffHome: { aidYear: number, totalStudents: number, newTaskListItems: number, submittedTaskListItems: number, assignedToMe: number, byStatus: Array<{ status: string, count: number }> } };


export const StaffHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffHome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newTaskListItems"}},{"kind":"Field","name":{"kind":"Name","value":"submittedTaskListItems"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToMe"}}]}}]}}]} as unknown as DocumentNode<StaffHomeQuery, StaffHomeQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs StaffHome and re-renders with its result. */
export function useStaffHomeQuery(options: useQuery.Options<StaffHomeQuery, StaffHomeQueryVariables>) {
  return useQuery(StaffHomeDocument, options);
}
/** StaffHome, run when the returned function is called. */
export function useStaffHomeLazyQuery(options?: useLazyQuery.Options<StaffHomeQuery, StaffHomeQueryVariables>) {
  return useLazyQuery(StaffHomeDocument, options);
}
