/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AssignableStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignableStaffQuery = { assignableStaff: Array<{ id: number, name: string, email: string, role: string }> };

export type AssignStudentsMutationVariables = Exact<{
  uuids: Array<string | number> | string | number;
  staffId: number;
}>;


export type AssignStudentsMutation = { assignStudents: { ok: boolean, count: number | null, error: { message: string } | null } };


export const AssignableStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignableStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignableStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AssignableStaffQuery, AssignableStaffQueryVariables>;
export const AssignStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuids"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AssignStudentsMutation, AssignStudentsMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs AssignableStaff and re-renders with its result. */
export function useAssignableStaffQuery(options?: useQuery.Options<AssignableStaffQuery, AssignableStaffQueryVariables>) {
  return useQuery(AssignableStaffDocument, options);
}
/** AssignableStaff, run when the returned function is called. */
export function useAssignableStaffLazyQuery(options?: useLazyQuery.Options<AssignableStaffQuery, AssignableStaffQueryVariables>) {
  return useLazyQuery(AssignableStaffDocument, options);
}

/** Returns [mutate, result] for AssignStudents. */
export function useAssignStudentsMutation(options?: Omit<useMutation.Options<AssignStudentsMutation, AssignStudentsMutationVariables>, 'variables'>) {
  return useMutation(AssignStudentsDocument, options);
}
