/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SchoolConfigItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolConfigItemsQuery = { schoolConfigItems: Array<{ id: number, name: string, value: string }> };

export type AddSchoolConfigItemMutationVariables = Exact<{
  name: string;
  value: string;
}>;


export type AddSchoolConfigItemMutation = { addSchoolConfigItem: { ok: boolean, message: string | null, error: { message: string } | null } };

export type UpdateSchoolConfigItemMutationVariables = Exact<{
  id: number;
  value: string;
}>;


export type UpdateSchoolConfigItemMutation = { updateSchoolConfigItem: { ok: boolean, message: string | null, error: { message: string } | null } };


export const SchoolConfigItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolConfigItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolConfigItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SchoolConfigItemsQuery, SchoolConfigItemsQueryVariables>;
export const AddSchoolConfigItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSchoolConfigItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSchoolConfigItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddSchoolConfigItemMutation, AddSchoolConfigItemMutationVariables>;
export const UpdateSchoolConfigItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchoolConfigItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchoolConfigItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSchoolConfigItemMutation, UpdateSchoolConfigItemMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs SchoolConfigItems and re-renders with its result. */
export function useSchoolConfigItemsQuery(options?: useQuery.Options<SchoolConfigItemsQuery, SchoolConfigItemsQueryVariables>) {
  return useQuery(SchoolConfigItemsDocument, options);
}
/** SchoolConfigItems, run when the returned function is called. */
export function useSchoolConfigItemsLazyQuery(options?: useLazyQuery.Options<SchoolConfigItemsQuery, SchoolConfigItemsQueryVariables>) {
  return useLazyQuery(SchoolConfigItemsDocument, options);
}

/** Returns [mutate, result] for AddSchoolConfigItem. */
export function useAddSchoolConfigItemMutation(options?: Omit<useMutation.Options<AddSchoolConfigItemMutation, AddSchoolConfigItemMutationVariables>, 'variables'>) {
  return useMutation(AddSchoolConfigItemDocument, options);
}

/** Returns [mutate, result] for UpdateSchoolConfigItem. */
export function useUpdateSchoolConfigItemMutation(options?: Omit<useMutation.Options<UpdateSchoolConfigItemMutation, UpdateSchoolConfigItemMutationVariables>, 'variables'>) {
  return useMutation(UpdateSchoolConfigItemDocument, options);
}
