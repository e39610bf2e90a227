/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Whether comment and reject codes still need work. */
export type CrHeadline =
  /** No codes. */
  | 'NONE'
  /** Comment codes unresolved, reject codes on the ISIR or comment-code task items open. */
  | 'OPEN'
  /** Every code resolved. */
  | 'RESOLVED';

/** Changes to the student record; null clears e-mail or date of birth, a field left out stays. */
export type StudentRecordInput = {
  /** Date of birth. */
  dateOfBirth?: string | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** First name. */
  firstName?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** The school's student id. */
  studentNumber?: string | null | undefined;
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

export type StudentVerificationQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentVerificationQuery = { student: { id: number, uuid: string, verificationState: { aidYear: number, status: string, verificationGroup: string | null, selectedForVerification: string | null, trackingFlag: string | null, isirTransaction: number | null, sai: number | null, openItems: number, submittedItems: number, signatureComplete: boolean, isirLocked: boolean, unresolvedCommentCodes: number, readyForReview: boolean, missing: Array<string>, taskListCounts: Array<{ status: Types.TaskListStatus, count: number }> }, biographicalInformation: { aidYear: number, isirTransaction: number | null, dependencyModel: string | null, mismatches: Array<string>, fields: Array<{ field: string, label: string, student: string | null, isir: string | null, matches: boolean }> }, commentCodes: Array<{ id: number, aidYear: number, code: string, description: string, display: boolean, resolved: boolean, resolvedBy: string | null, resolvedAt: string | null, onCurrentIsir: boolean }>, crCodeHeadline: { aidYear: number | null, headline: Types.CrHeadline, commentCodes: number, unresolvedCommentCodes: number, rejectCodes: Array<string>, openCommentCodeItems: number }, attributeHistory: Array<{ id: number, field: string, oldValue: string | null, newValue: string | null, transactionNumber: number | null, changedAt: string }> } | null };

export type UpdateStudentRecordMutationVariables = Exact<{
  uuid: string | number;
  input: Types.StudentRecordInput;
}>;


export type UpdateStudentRecordMutation = { updateStudentRecord: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, student: { uuid: string, firstName: string, lastName: string, studentNumber: string, email: string | null, dateOfBirth: string | null } | null } };

export type ResolveCommentCodeMutationVariables = Exact<{
  id: number;
  resolved: boolean;
}>;


export type ResolveCommentCodeMutation = { resolveCommentCode: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, commentCode: { id: number, resolved: boolean, resolvedBy: string | null, resolvedAt: string | null } | null } };

export type StudentParentProfileQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentParentProfileQuery = { student: { id: number, uuid: string, parentProfile: { aidYear: number, parentSignatureRequired: boolean, transactionNumber: number | null, reportedOnIsir: { firstName: string | null, middleName: string | null, lastName: string | null, dateOfBirth: string | null, emailAddress: string | null } | null, accounts: Array<{ id: number, username: string, firstName: string, lastName: string, phone: string | null, accountType: number }> } } | null };


export const StudentVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"verificationState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"selectedForVerification"}},{"kind":"Field","name":{"kind":"Name","value":"trackingFlag"}},{"kind":"Field","name":{"kind":"Name","value":"isirTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"sai"}},{"kind":"Field","name":{"kind":"Name","value":"taskListCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openItems"}},{"kind":"Field","name":{"kind":"Name","value":"submittedItems"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedCommentCodes"}},{"kind":"Field","name":{"kind":"Name","value":"readyForReview"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"biographicalInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isirTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"dependencyModel"}},{"kind":"Field","name":{"kind":"Name","value":"mismatches"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"student"}},{"kind":"Field","name":{"kind":"Name","value":"isir"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"onCurrentIsir"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crCodeHeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"commentCodes"}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedCommentCodes"}},{"kind":"Field","name":{"kind":"Name","value":"rejectCodes"}},{"kind":"Field","name":{"kind":"Name","value":"openCommentCodeItems"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributeHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentVerificationQuery, StudentVerificationQueryVariables>;
export const UpdateStudentRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStudentRecordMutation, UpdateStudentRecordMutationVariables>;
export const ResolveCommentCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveCommentCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resolved"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveCommentCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"resolved"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resolved"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveCommentCodeMutation, ResolveCommentCodeMutationVariables>;
export const StudentParentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentParentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"parentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reportedOnIsir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentParentProfileQuery, StudentParentProfileQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs StudentVerification and re-renders with its result. */
export function useStudentVerificationQuery(options: useQuery.Options<StudentVerificationQuery, StudentVerificationQueryVariables>) {
  return useQuery(StudentVerificationDocument, options);
}
/** StudentVerification, run when the returned function is called. */
export function useStudentVerificationLazyQuery(options?: useLazyQuery.Options<StudentVerificationQuery, StudentVerificationQueryVariables>) {
  return useLazyQuery(StudentVerificationDocument, options);
}

/** Returns [mutate, result] for UpdateStudentRecord. */
export function useUpdateStudentRecordMutation(options?: Omit<useMutation.Options<UpdateStudentRecordMutation, UpdateStudentRecordMutationVariables>, 'variables'>) {
  return useMutation(UpdateStudentRecordDocument, options);
}

/** Returns [mutate, result] for ResolveCommentCode. */
export function useResolveCommentCodeMutation(options?: Omit<useMutation.Options<ResolveCommentCodeMutation, ResolveCommentCodeMutationVariables>, 'variables'>) {
  return useMutation(ResolveCommentCodeDocument, options);
}

/** Runs StudentParentProfile and re-renders with its result. */
export function useStudentParentProfileQuery(options: useQuery.Options<StudentParentProfileQuery, StudentParentProfileQueryVariables>) {
  return useQuery(StudentParentProfileDocument, options);
}
/** StudentParentProfile, run when the returned function is called. */
export function useStudentParentProfileLazyQuery(options?: useLazyQuery.Options<StudentParentProfileQuery, StudentParentProfileQueryVariables>) {
  return useLazyQuery(StudentParentProfileDocument, options);
}
