/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What /SchoolAudit lists changes of. */
export type HistoryKind =
  /** Which role holds which permission. */
  | 'ROLE_PERMISSION_LINK'
  /** The school profile. */
  | 'SCHOOL'
  /** The school's config items. */
  | 'SCHOOL_CONFIG'
  /** The aid-year settings. */
  | 'SCHOOL_ISIR_RECORD_INFO';

/** Where an e-mail or text is on its way out. */
export type MessageDeliveryStatus =
  /** The text provider confirmed delivery. */
  | 'DELIVERED'
  /** Refused or undeliverable; see failureReason. */
  | 'FAILED'
  /** Waiting to be sent (or to be retried after a temporary failure). */
  | 'QUEUED'
  /** Being handed over right now. */
  | 'SENDING'
  /** Handed to the mail server or text provider. */
  | 'SENT';

export type SchoolHistoryQueryVariables = Exact<{
  kind: Types.HistoryKind;
  from: string;
  to: string;
}>;


export type SchoolHistoryQuery = { schoolHistory: Array<{ id: number, entityType: string, entityId: string, field: string, oldValue: string | null, newValue: string | null, changedBy: string | null, changedAt: string }> };

export type AdministrativeActivityQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type AdministrativeActivityQuery = { administrativeActivity: Array<{ id: string, actor: string | null, role: string | null, action: string, entityType: string, entityId: string | null, details: string, at: string }> };

export type StudentActivityLogQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type StudentActivityLogQuery = { studentActivity: Array<{ id: string, actor: string | null, role: string | null, action: string, studentID: number, studentName: string, at: string }> };

export type CommunicationLogQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type CommunicationLogQuery = { communicationLog: Array<{ id: string, channel: string, recipient: string, recipientName: string | null, subject: string, createdAt: string, sentAt: string | null, status: Types.MessageDeliveryStatus, attempts: number, failureReason: string | null }> };

export type StudentActivityPageQueryVariables = Exact<{
  from: string;
  to: string;
  page: number;
}>;


export type StudentActivityPageQuery = { studentActivityPage: { page: number, pageSize: number, total: number, rows: Array<{ id: string, actor: string | null, role: string | null, action: string, studentID: number, studentName: string, at: string }> } };


export const SchoolHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SchoolHistoryQuery, SchoolHistoryQueryVariables>;
export const AdministrativeActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdministrativeActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administrativeActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<AdministrativeActivityQuery, AdministrativeActivityQueryVariables>;
export const StudentActivityLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentActivityLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"studentID"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<StudentActivityLogQuery, StudentActivityLogQueryVariables>;
export const CommunicationLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunicationLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}}]} as unknown as DocumentNode<CommunicationLogQuery, CommunicationLogQueryVariables>;
export const StudentActivityPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentActivityPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentActivityPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"studentID"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<StudentActivityPageQuery, StudentActivityPageQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs SchoolHistory and re-renders with its result. */
export function useSchoolHistoryQuery(options: useQuery.Options<SchoolHistoryQuery, SchoolHistoryQueryVariables>) {
  return useQuery(SchoolHistoryDocument, options);
}
/** SchoolHistory, run when the returned function is called. */
export function useSchoolHistoryLazyQuery(options?: useLazyQuery.Options<SchoolHistoryQuery, SchoolHistoryQueryVariables>) {
  return useLazyQuery(SchoolHistoryDocument, options);
}

/** Runs AdministrativeActivity and re-renders with its result. */
export function useAdministrativeActivityQuery(options: useQuery.Options<AdministrativeActivityQuery, AdministrativeActivityQueryVariables>) {
  return useQuery(AdministrativeActivityDocument, options);
}
/** AdministrativeActivity, run when the returned function is called. */
export function useAdministrativeActivityLazyQuery(options?: useLazyQuery.Options<AdministrativeActivityQuery, AdministrativeActivityQueryVariables>) {
  return useLazyQuery(AdministrativeActivityDocument, options);
}

/** Runs StudentActivityLog and re-renders with its result. */
export function useStudentActivityLogQuery(options: useQuery.Options<StudentActivityLogQuery, StudentActivityLogQueryVariables>) {
  return useQuery(StudentActivityLogDocument, options);
}
/** StudentActivityLog, run when the returned function is called. */
export function useStudentActivityLogLazyQuery(options?: useLazyQuery.Options<StudentActivityLogQuery, StudentActivityLogQueryVariables>) {
  return useLazyQuery(StudentActivityLogDocument, options);
}

/** Runs CommunicationLog and re-renders with its result. */
export function useCommunicationLogQuery(options: useQuery.Options<CommunicationLogQuery, CommunicationLogQueryVariables>) {
  return useQuery(CommunicationLogDocument, options);
}
/** CommunicationLog, run when the returned function is called. */
export function useCommunicationLogLazyQuery(options?: useLazyQuery.Options<CommunicationLogQuery, CommunicationLogQueryVariables>) {
  return useLazyQuery(CommunicationLogDocument, options);
}

/** Runs StudentActivityPage and re-renders with its result. */
export function useStudentActivityPageQuery(options: useQuery.Options<StudentActivityPageQuery, StudentActivityPageQueryVariables>) {
  return useQuery(StudentActivityPageDocument, options);
}
/** StudentActivityPage, run when the returned function is called. */
export function useStudentActivityPageLazyQuery(options?: useLazyQuery.Options<StudentActivityPageQuery, StudentActivityPageQueryVariables>) {
  return useLazyQuery(StudentActivityPageDocument, options);
}
