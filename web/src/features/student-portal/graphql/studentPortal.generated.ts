/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type StudentPortalQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentPortalQuery = { student: { id: number, uuid: string, firstName: string, lastName: string, taskList: Array<{ id: number, uuid: string, status: Types.TaskListStatus, aidYear: number, isForParentAccount: boolean, questionText: string | null, dueDate: string | null, updatedAt: string, interviewType: { id: number, typeCode: string, name: string, nameSpanish: string | null } }> } | null };


export const StudentPortalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentPortal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"taskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"filtered"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameSpanish"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentPortalQuery, StudentPortalQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs StudentPortal and re-renders with its result. */
export function useStudentPortalQuery(options: useQuery.Options<StudentPortalQuery, StudentPortalQueryVariables>) {
  return useQuery(StudentPortalDocument, options);
}
/** StudentPortal, run when the returned function is called. */
export function useStudentPortalLazyQuery(options?: useLazyQuery.Options<StudentPortalQuery, StudentPortalQueryVariables>) {
  return useLazyQuery(StudentPortalDocument, options);
}
