/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Kinds of account a person signs in with. Staff have no accountType in the spec; STAFF stands for them. */
export type AccountType =
  /** The other parent's account. */
  | 'OTHER_PARENT'
  /** A parent's account. */
  | 'PARENT'
  /** The spouse's account. */
  | 'SPOUSE'
  /** A staff user. */
  | 'STAFF'
  /** The student's own account. */
  | 'STUDENT';

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

/** The staff worklists: students at one stage of verification. */
export type Worklist =
  /** Students verified with no change to their ISIR (/approvedWorklist). */
  | 'APPROVED'
  /** Students verified after ISIR corrections were sent (/approvedWithCorrectionsWorklist). */
  | 'APPROVED_WITH_CORRECTIONS'
  /** Students verified with comment or reject codes resolved (/approvedWithCRWorklist). */
  | 'APPROVED_WITH_CR'
  /** Students whose task list is submitted and waits for a reviewer (/reviewWorklist). */
  | 'REVIEW';

/** Which worklist page to read, and how to filter and sort it. */
export type WorklistInput = {
  /** The aid year (2027 is 2026-27). */
  aidYear: number;
  /** Only students assigned to the signed-in staff member. */
  assignedToMe?: boolean | null | undefined;
  /** Sort from last to first. */
  descending?: boolean | null | undefined;
  /** Name or e-mail start, or a student id. */
  filter?: string | null | undefined;
  /** Page number, from 1. */
  page?: number | null | undefined;
  /** Students per page (1-500). */
  pageSize?: number | null | undefined;
  /** The sort column. */
  sort?: WorklistSort | null | undefined;
  /** Only students of this verification group. */
  verificationGroup?: string | null | undefined;
  /** The worklist. */
  worklist: Worklist;
};

/** What a worklist page is sorted by. */
export type WorklistSort =
  /** The staff member the student is assigned to. */
  | 'ASSIGNED_TO'
  /** Last name, then first name. */
  | 'NAME'
  /** The school's own student id. */
  | 'STUDENT_NUMBER'
  /** When the student's record last changed. */
  | 'UPDATED_AT'
  /** Verification group (V1, V4, V5, ...). */
  | 'VERIFICATION_GROUP';

export type WorklistQueryVariables = Exact<{
  input: Types.WorklistInput;
  aidYear: number;
}>;


export type WorklistQuery = { worklist: { total: number, page: number, pageSize: number, items: Array<{ id: number, uuid: string, studentNumber: string, firstName: string, lastName: string, status: string, verificationGroup: string | null, signatureComplete: boolean, assignedTo: string | null, taskList: Array<{ id: number, status: Types.TaskListStatus }>, accounts: Array<{ id: number, accountType: Types.AccountType }>, attributes: { sai: number | null, trackingFlag: string | null } | null }> } };

export type WorklistCsvQueryVariables = Exact<{
  input: Types.WorklistInput;
}>;


export type WorklistCsvQuery = { worklistCsv: { fileName: string, csv: string } };

export type MarkPostcardsSentMutationVariables = Exact<{
  studentIds: Array<number> | number;
}>;


export type MarkPostcardsSentMutation = { markPostcardsSent: { ok: boolean, count: number | null, error: { message: string } | null } };


export const WorklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Worklist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorklistInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worklist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"taskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sai"}},{"kind":"Field","name":{"kind":"Name","value":"trackingFlag"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorklistQuery, WorklistQueryVariables>;
export const WorklistCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorklistCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorklistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worklistCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}}]}}]}}]} as unknown as DocumentNode<WorklistCsvQuery, WorklistCsvQueryVariables>;
export const MarkPostcardsSentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPostcardsSent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPostcardsSent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<MarkPostcardsSentMutation, MarkPostcardsSentMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs Worklist and re-renders with its result. */
export function useWorklistQuery(options: useQuery.Options<WorklistQuery, WorklistQueryVariables>) {
  return useQuery(WorklistDocument, options);
}
/** Worklist, run when the returned function is called. */
export function useWorklistLazyQuery(options?: useLazyQuery.Options<WorklistQuery, WorklistQueryVariables>) {
  return useLazyQuery(WorklistDocument, options);
}

/** Runs WorklistCsv and re-renders with its result. */
export function useWorklistCsvQuery(options: useQuery.Options<WorklistCsvQuery, WorklistCsvQueryVariables>) {
  return useQuery(WorklistCsvDocument, options);
}
/** WorklistCsv, run when the returned function is called. */
export function useWorklistCsvLazyQuery(options?: useLazyQuery.Options<WorklistCsvQuery, WorklistCsvQueryVariables>) {
  return useLazyQuery(WorklistCsvDocument, options);
}

/** Returns [mutate, result] for MarkPostcardsSent. */
export function useMarkPostcardsSentMutation(options?: Omit<useMutation.Options<MarkPostcardsSentMutation, MarkPostcardsSentMutationVariables>, 'variables'>) {
  return useMutation(MarkPostcardsSentDocument, options);
}
