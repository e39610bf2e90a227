/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An interview to add to a student's task list. */
export type AddInterviewTaskItemInput = {
  /** Defaults to the school's current aid year. */
  aidYear?: number | null | undefined;
  /** YYYY-MM-DD */
  dueDate?: string | null | undefined;
  /** True: a parent answers it; false: the student. */
  isForParentAccount?: boolean | null | undefined;
  /** A note the student sees on the item. */
  questionText?: string | null | undefined;
  /** Student id or uuid. */
  student: string | number;
  /** The interview type's code. */
  typeCode: string;
};

/** Where a task list item stands. */
export type TaskListStatus =
  /** Passed by auto-verify without staff review. */
  | 'AUTO_VERIFIED'
  /** Started by the student or parent, not yet submitted. */
  | 'IN_PROGRESS'
  /** Sent back by staff to be corrected. */
  | 'NEEDS_CORRECTION'
  /** Not started (staff may reopen an item to NEW). */
  | 'NEW'
  /** Waived: the student need not complete it. */
  | 'NOT_REQUIRED'
  /** Submitted and waiting for staff review. */
  | 'SUBMITTED'
  /** Reviewed and accepted by staff. */
  | 'VERIFIED';

/** Changes to a task list item; absent fields stay. */
export type UpdateInterviewTaskItemInput = {
  /** The due date (YYYY-MM-DD). */
  dueDate?: string | null | undefined;
  /** The task list item (uuid or id). */
  item: string | number;
  /** The note the student or parent sees on the item. */
  questionText?: string | null | undefined;
  /** NEW reopens, NOT_REQUIRED waives; NEEDS_CORRECTION and VERIFIED after submission. */
  status?: TaskListStatus | null | undefined;
};

export type InterviewTypesForTaskListQueryVariables = Exact<{
  aidYear: number;
}>;


export type InterviewTypesForTaskListQuery = { interviewTypesForTaskList: Array<{ id: number, typeCode: string, name: string }> };

export type AddInterviewTaskItemMutationVariables = Exact<{
  input: Types.AddInterviewTaskItemInput;
}>;


export type AddInterviewTaskItemMutation = { addInterviewTaskItem: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, item: { id: number, uuid: string, status: Types.TaskListStatus } | null } };

export type UpdateInterviewTaskItemMutationVariables = Exact<{
  input: Types.UpdateInterviewTaskItemInput;
}>;


export type UpdateInterviewTaskItemMutation = { updateInterviewTaskItem: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, item: { id: number, uuid: string, status: Types.TaskListStatus } | null } };

export type InterviewParametersQueryVariables = Exact<{
  item: string | number;
}>;


export type InterviewParametersQuery = { interviewParameters: { questionText: string | null, dueDate: string | null, aidYearString: string, taxYear: number, studentFirstName: string, interviewName: string | null, stepCount: number, stepsAnswered: number } };


export const InterviewTypesForTaskListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewTypesForTaskList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewTypesForTaskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InterviewTypesForTaskListQuery, InterviewTypesForTaskListQueryVariables>;
export const AddInterviewTaskItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInterviewTaskItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddInterviewTaskItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterviewTaskItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AddInterviewTaskItemMutation, AddInterviewTaskItemMutationVariables>;
export const UpdateInterviewTaskItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterviewTaskItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInterviewTaskItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterviewTaskItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInterviewTaskItemMutation, UpdateInterviewTaskItemMutationVariables>;
export const InterviewParametersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewParameters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewParameters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"item"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"aidYearString"}},{"kind":"Field","name":{"kind":"Name","value":"taxYear"}},{"kind":"Field","name":{"kind":"Name","value":"studentFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"interviewName"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"stepsAnswered"}}]}}]}}]} as unknown as DocumentNode<InterviewParametersQuery, InterviewParametersQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs InterviewTypesForTaskList and re-renders with its result. */
export function useInterviewTypesForTaskListQuery(options: useQuery.Options<InterviewTypesForTaskListQuery, InterviewTypesForTaskListQueryVariables>) {
  return useQuery(InterviewTypesForTaskListDocument, options);
}
/** InterviewTypesForTaskList, run when the returned function is called. */
export function useInterviewTypesForTaskListLazyQuery(options?: useLazyQuery.Options<InterviewTypesForTaskListQuery, InterviewTypesForTaskListQueryVariables>) {
  return useLazyQuery(InterviewTypesForTaskListDocument, options);
}

/** Returns [mutate, result] for AddInterviewTaskItem. */
export function useAddInterviewTaskItemMutation(options?: Omit<useMutation.Options<AddInterviewTaskItemMutation, AddInterviewTaskItemMutationVariables>, 'variables'>) {
  return useMutation(AddInterviewTaskItemDocument, options);
}

/** Returns [mutate, result] for UpdateInterviewTaskItem. */
export function useUpdateInterviewTaskItemMutation(options?: Omit<useMutation.Options<UpdateInterviewTaskItemMutation, UpdateInterviewTaskItemMutationVariables>, 'variables'>) {
  return useMutation(UpdateInterviewTaskItemDocument, options);
}

/** Runs InterviewParameters and re-renders with its result. */
export function useInterviewParametersQuery(options: useQuery.Options<InterviewParametersQuery, InterviewParametersQueryVariables>) {
  return useQuery(InterviewParametersDocument, options);
}
/** InterviewParameters, run when the returned function is called. */
export function useInterviewParametersLazyQuery(options?: useLazyQuery.Options<InterviewParametersQuery, InterviewParametersQueryVariables>) {
  return useLazyQuery(InterviewParametersDocument, options);
}
