/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { TaskListTableFragment } from '../../task-list/components/TaskListTable.generated';
import type { StudentNoteFragment } from '../components/StudentNote.generated';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How an alert is shown. */
export type AlertSeverity =
  /** An error (removed, not kept, when dismissed). */
  | 'error'
  /** Information (kept as expired when dismissed). */
  | 'info'
  /** A message (kept as expired when dismissed). */
  | 'message'
  /** A success (removed, not kept, when dismissed). */
  | 'success'
  /** A warning (kept as expired when dismissed). */
  | 'warning';

/** A new alert, memo or reminder. */
export type StudentNoteInput = {
  /** Reminders only (required for them). */
  dueDate?: string | null | undefined;
  /** Alert, memo or reminder. */
  kind: StudentNoteKind;
  /** Alerts only: how it is shown. */
  severity?: AlertSeverity | null | undefined;
  /** The note. */
  text: string;
};

/** What a staff note on a student is. */
export type StudentNoteKind =
  /** An alert shown on the student's record, with a severity. */
  | 'ALERT'
  /** A memo. */
  | 'MEMO'
  /** A memo with a due date. */
  | 'REMINDER';

/** Changes to an alert, memo or reminder; absent fields stay. */
export type StudentNoteUpdate = {
  /** Reminders only: the new due date. */
  dueDate?: string | null | undefined;
  /** Alerts only: the new severity. */
  severity?: AlertSeverity | null | undefined;
  /** The new text. */
  text?: string | null | undefined;
};

export type StudentMemoTaskListQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  filtered?: boolean | null | undefined;
  forParent?: boolean | null | undefined;
}>;


export type StudentMemoTaskListQuery = { student: { id: number, uuid: string, firstName: string, lastName: string, taskList: Array<{ id: number, uuid: string, status: Types.TaskListStatus, aidYear: number, isForParentAccount: boolean, questionText: string | null, dueDate: string | null, updatedAt: string, interviewType: { id: number, typeCode: string, name: string, nameSpanish: string | null } }> } | null };

export type StudentTaskListMemosQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentTaskListMemosQuery = { student: { id: number, uuid: string, taskListMemos: Array<{ id: number, taskListItemId: number, text: string, authorName: string, createdAt: string }> } | null };

export type AddTaskListMemoMutationVariables = Exact<{
  taskListItemId: number;
  text: string;
}>;


export type AddTaskListMemoMutation = { addTaskListMemo: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, memo: { id: number } | null } };

export type UpdateTaskListMemoMutationVariables = Exact<{
  id: number;
  text: string;
}>;


export type UpdateTaskListMemoMutation = { updateTaskListMemo: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, memo: { id: number, text: string } | null } };

export type DeleteTaskListMemoMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTaskListMemoMutation = { deleteTaskListMemo: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StudentAlertsQueryVariables = Exact<{
  uuid: string | number;
  includeExpired?: boolean | null | undefined;
}>;


export type StudentAlertsQuery = { student: { id: number, uuid: string, alerts: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'StudentNoteFragment': StudentNoteFragment } }
    )> } | null };

export type StudentMemosQueryVariables = Exact<{
  uuid: string | number;
  includeExpired?: boolean | null | undefined;
}>;


export type StudentMemosQuery = { student: { id: number, uuid: string, memos: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'StudentNoteFragment': StudentNoteFragment } }
    )> } | null };

export type AddStudentNoteMutationVariables = Exact<{
  uuid: string | number;
  input: Types.StudentNoteInput;
}>;


export type AddStudentNoteMutation = { addStudentNote: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, note: { id: number } | null } };

export type UpdateStudentNoteMutationVariables = Exact<{
  id: number;
  input: Types.StudentNoteUpdate;
}>;


export type UpdateStudentNoteMutation = { updateStudentNote: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, note: { id: number, text: string } | null } };

export type ExpireStudentNoteMutationVariables = Exact<{
  id: number;
}>;


export type ExpireStudentNoteMutation = { expireStudentNote: { ok: boolean, removed: boolean | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type DeleteStudentNoteMutationVariables = Exact<{
  id: number;
}>;


export type DeleteStudentNoteMutation = { deleteStudentNote: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };


export const StudentMemoTaskListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMemoTaskList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtered"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"taskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"filtered"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtered"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskListTable"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskListTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameSpanish"}}]}}]}}]} as unknown as DocumentNode<StudentMemoTaskListQuery, StudentMemoTaskListQueryVariables>;
export const StudentTaskListMemosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentTaskListMemos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"taskListMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskListItemId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentTaskListMemosQuery, StudentTaskListMemosQueryVariables>;
export const AddTaskListMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTaskListMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTaskListMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskListItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddTaskListMemoMutation, AddTaskListMemoMutationVariables>;
export const UpdateTaskListMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTaskListMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaskListMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTaskListMemoMutation, UpdateTaskListMemoMutationVariables>;
export const DeleteTaskListMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTaskListMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaskListMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteTaskListMemoMutation, DeleteTaskListMemoMutationVariables>;
export const StudentAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeExpired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentNote"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentNote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentAlertsQuery, StudentAlertsQueryVariables>;
export const StudentMemosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMemos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"memos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeExpired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentNote"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentNote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentMemosQuery, StudentMemosQueryVariables>;
export const AddStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddStudentNoteMutation, AddStudentNoteMutationVariables>;
export const UpdateStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNoteUpdate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStudentNoteMutation, UpdateStudentNoteMutationVariables>;
export const ExpireStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExpireStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expireStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}}]} as unknown as DocumentNode<ExpireStudentNoteMutation, ExpireStudentNoteMutationVariables>;
export const DeleteStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteStudentNoteMutation, DeleteStudentNoteMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs StudentMemoTaskList and re-renders with its result. */
export function useStudentMemoTaskListQuery(options: useQuery.Options<StudentMemoTaskListQuery, StudentMemoTaskListQueryVariables>) {
  return useQuery(StudentMemoTaskListDocument, options);
}
/** StudentMemoTaskList, run when the returned function is called. */
export function useStudentMemoTaskListLazyQuery(options?: useLazyQuery.Options<StudentMemoTaskListQuery, StudentMemoTaskListQueryVariables>) {
  return useLazyQuery(StudentMemoTaskListDocument, options);
}

/** Runs StudentTaskListMemos and re-renders with its result. */
export function useStudentTaskListMemosQuery(options: useQuery.Options<StudentTaskListMemosQuery, StudentTaskListMemosQueryVariables>) {
  return useQuery(StudentTaskListMemosDocument, options);
}
/** StudentTaskListMemos, run when the returned function is called. */
export function useStudentTaskListMemosLazyQuery(options?: useLazyQuery.Options<StudentTaskListMemosQuery, StudentTaskListMemosQueryVariables>) {
  return useLazyQuery(StudentTaskListMemosDocument, options);
}

/** Returns [mutate, result] for AddTaskListMemo. */
export function useAddTaskListMemoMutation(options?: Omit<useMutation.Options<AddTaskListMemoMutation, AddTaskListMemoMutationVariables>, 'variables'>) {
  return useMutation(AddTaskListMemoDocument, options);
}

/** Returns [mutate, result] for UpdateTaskListMemo. */
export function useUpdateTaskListMemoMutation(options?: Omit<useMutation.Options<UpdateTaskListMemoMutation, UpdateTaskListMemoMutationVariables>, 'variables'>) {
  return useMutation(UpdateTaskListMemoDocument, options);
}

/** Returns [mutate, result] for DeleteTaskListMemo. */
export function useDeleteTaskListMemoMutation(options?: Omit<useMutation.Options<DeleteTaskListMemoMutation, DeleteTaskListMemoMutationVariables>, 'variables'>) {
  return useMutation(DeleteTaskListMemoDocument, options);
}

/** Runs StudentAlerts and re-renders with its result. */
export function useStudentAlertsQuery(options: useQuery.Options<StudentAlertsQuery, StudentAlertsQueryVariables>) {
  return useQuery(StudentAlertsDocument, options);
}
/** StudentAlerts, run when the returned function is called. */
export function useStudentAlertsLazyQuery(options?: useLazyQuery.Options<StudentAlertsQuery, StudentAlertsQueryVariables>) {
  return useLazyQuery(StudentAlertsDocument, options);
}

/** Runs StudentMemos and re-renders with its result. */
export function useStudentMemosQuery(options: useQuery.Options<StudentMemosQuery, StudentMemosQueryVariables>) {
  return useQuery(StudentMemosDocument, options);
}
/** StudentMemos, run when the returned function is called. */
export function useStudentMemosLazyQuery(options?: useLazyQuery.Options<StudentMemosQuery, StudentMemosQueryVariables>) {
  return useLazyQuery(StudentMemosDocument, options);
}

/** Returns [mutate, result] for AddStudentNote. */
export function useAddStudentNoteMutation(options?: Omit<useMutation.Options<AddStudentNoteMutation, AddStudentNoteMutationVariables>, 'variables'>) {
  return useMutation(AddStudentNoteDocument, options);
}

/** Returns [mutate, result] for UpdateStudentNote. */
export function useUpdateStudentNoteMutation(options?: Omit<useMutation.Options<UpdateStudentNoteMutation, UpdateStudentNoteMutationVariables>, 'variables'>) {
  return useMutation(UpdateStudentNoteDocument, options);
}

/** Returns [mutate, result] for ExpireStudentNote. */
export function useExpireStudentNoteMutation(options?: Omit<useMutation.Options<ExpireStudentNoteMutation, ExpireStudentNoteMutationVariables>, 'variables'>) {
  return useMutation(ExpireStudentNoteDocument, options);
}

/** Returns [mutate, result] for DeleteStudentNote. */
export function useDeleteStudentNoteMutation(options?: Omit<useMutation.Options<DeleteStudentNoteMutation, DeleteStudentNoteMutationVariables>, 'variables'>) {
  return useMutation(DeleteStudentNoteDocument, options);
}
