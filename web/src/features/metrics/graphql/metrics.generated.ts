/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type VerificationTimesQueryVariables = Exact<{
  aidYear: number;
}>;


export type VerificationTimesQuery = { averageSignupToVerified: { aidYear: number, students: number, averageDays: number | null }, averageReviewToVerified: { aidYear: number, students: number, averageDays: number | null } };

export type StatusTrendQueryVariables = Exact<{
  aidYear: number;
}>;


export type StatusTrendQuery = { statusCountsOverTime: Array<{ at: string, counts: Array<{ status: string, count: number }> }> };

export type ReminderMetricsQueryVariables = Exact<{
  aidYear: number;
}>;


export type ReminderMetricsQuery = { reminderMetrics: { aidYear: number, remindersSent: number, studentsReminded: number, actedWithin7Days: number, actedShare: number | null } };


export const VerificationTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageSignupToVerified"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"averageDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averageReviewToVerified"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"averageDays"}}]}}]}}]} as unknown as DocumentNode<VerificationTimesQuery, VerificationTimesQueryVariables>;
export const StatusTrendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatusTrend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCountsOverTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<StatusTrendQuery, StatusTrendQueryVariables>;
export const ReminderMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReminderMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"remindersSent"}},{"kind":"Field","name":{"kind":"Name","value":"studentsReminded"}},{"kind":"Field","name":{"kind":"Name","value":"actedWithin7Days"}},{"kind":"Field","name":{"kind":"Name","value":"actedShare"}}]}}]}}]} as unknown as DocumentNode<ReminderMetricsQuery, ReminderMetricsQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs VerificationTimes and re-renders with its result. */
export function useVerificationTimesQuery(options: useQuery.Options<VerificationTimesQuery, VerificationTimesQueryVariables>) {
  return useQuery(VerificationTimesDocument, options);
}
/** VerificationTimes, run when the returned function is called. */
export function useVerificationTimesLazyQuery(options?: useLazyQuery.Options<VerificationTimesQuery, VerificationTimesQueryVariables>) {
  return useLazyQuery(VerificationTimesDocument, options);
}

/** Runs StatusTrend and re-renders with its result. */
export function useStatusTrendQuery(options: useQuery.Options<StatusTrendQuery, StatusTrendQueryVariables>) {
  return useQuery(StatusTrendDocument, options);
}
/** StatusTrend, run when the returned function is called. */
export function useStatusTrendLazyQuery(options?: useLazyQuery.Options<StatusTrendQuery, StatusTrendQueryVariables>) {
  return useLazyQuery(StatusTrendDocument, options);
}

/** Runs ReminderMetrics and re-renders with its result. */
export function useReminderMetricsQuery(options: useQuery.Options<ReminderMetricsQuery, ReminderMetricsQueryVariables>) {
  return useQuery(ReminderMetricsDocument, options);
}
/** ReminderMetrics, run when the returned function is called. */
export function useReminderMetricsLazyQuery(options?: useLazyQuery.Options<ReminderMetricsQuery, ReminderMetricsQueryVariables>) {
  return useLazyQuery(ReminderMetricsDocument, options);
}
