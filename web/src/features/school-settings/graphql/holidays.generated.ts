/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A holiday to add or change. */
export type HolidayInput = {
  /** Its date (YYYY-MM-DD). */
  holidayDate: string;
  /** The holiday's name. */
  name: string;
};

export type HolidaysQueryVariables = Exact<{ [key: string]: never; }>;


export type HolidaysQuery = { holidays: Array<{ id: number, name: string, holidayDate: string }> };

export type AddHolidayMutationVariables = Exact<{
  input: Types.HolidayInput;
}>;


export type AddHolidayMutation = { addHoliday: { ok: boolean, message: string | null, error: { message: string } | null } };

export type UpdateHolidayMutationVariables = Exact<{
  id: number;
  input: Types.HolidayInput;
}>;


export type UpdateHolidayMutation = { updateHoliday: { ok: boolean, message: string | null, error: { message: string } | null } };

export type DeleteHolidayMutationVariables = Exact<{
  id: number;
}>;


export type DeleteHolidayMutation = { deleteHoliday: { ok: boolean, message: string | null, error: { message: string } | null } };

export type CopyDefaultHolidaysMutationVariables = Exact<{
  year: number;
}>;


export type CopyDefaultHolidaysMutation = { copyDefaultHolidays: { ok: boolean, message: string | null, error: { message: string } | null } };


export const HolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"holidayDate"}}]}}]}}]} as unknown as DocumentNode<HolidaysQuery, HolidaysQueryVariables>;
export const AddHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddHolidayMutation, AddHolidayMutationVariables>;
export const UpdateHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateHolidayMutation, UpdateHolidayMutationVariables>;
export const DeleteHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteHolidayMutation, DeleteHolidayMutationVariables>;
export const CopyDefaultHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyDefaultHolidays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyDefaultHolidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CopyDefaultHolidaysMutation, CopyDefaultHolidaysMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs Holidays and re-renders with its result. */
export function useHolidaysQuery(options?: useQuery.Options<HolidaysQuery, HolidaysQueryVariables>) {
  return useQuery(HolidaysDocument, options);
}
/** Holidays, run when the returned function is called. */
export function useHolidaysLazyQuery(options?: useLazyQuery.Options<HolidaysQuery, HolidaysQueryVariables>) {
  return useLazyQuery(HolidaysDocument, options);
}

/** Returns [mutate, result] for AddHoliday. */
export function useAddHolidayMutation(options?: Omit<useMutation.Options<AddHolidayMutation, AddHolidayMutationVariables>, 'variables'>) {
  return useMutation(AddHolidayDocument, options);
}

/** Returns [mutate, result] for UpdateHoliday. */
export function useUpdateHolidayMutation(options?: Omit<useMutation.Options<UpdateHolidayMutation, UpdateHolidayMutationVariables>, 'variables'>) {
  return useMutation(UpdateHolidayDocument, options);
}

/** Returns [mutate, result] for DeleteHoliday. */
export function useDeleteHolidayMutation(options?: Omit<useMutation.Options<DeleteHolidayMutation, DeleteHolidayMutationVariables>, 'variables'>) {
  return useMutation(DeleteHolidayDocument, options);
}

/** Returns [mutate, result] for CopyDefaultHolidays. */
export function useCopyDefaultHolidaysMutation(options?: Omit<useMutation.Options<CopyDefaultHolidaysMutation, CopyDefaultHolidaysMutationVariables>, 'variables'>) {
  return useMutation(CopyDefaultHolidaysDocument, options);
}
