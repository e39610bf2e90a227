/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { CorrectionRowFragment } from '../components/CorrectionRow.generated';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where an ISIR correction stands. */
export type CorrectionStatus =
  /** Withdrawn before export. */
  | 'CANCELLED'
  /** Sent in a correction file. */
  | 'EXPORTED'
  /** Recorded, waiting to be exported to FPS. */
  | 'PENDING';

export type StudentCorrectionsQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentCorrectionsQuery = { student: { id: number, uuid: string, correctionSummaries: { summaries: Array<{ aidYear: number, pending: number, exported: number, confirmed: number, withdrawn: number }>, corrections: Array<(
        { id: number, confirmedByFps: boolean | null }
        & { ' $fragmentRefs'?: { 'CorrectionRowFragment': CorrectionRowFragment } }
      )> } } | null };

export type CorrectableFieldsQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type CorrectableFieldsQuery = { studentIsir: { current: { id: number, tabs: Array<{ name: string, groups: Array<{ name: string, fields: Array<{ attributeName: string, displayName: string, cpsNumber: number | null, value: string | null, fti: boolean }> }> }> } | null } };

export type SchoolCorrectionsQueryVariables = Exact<{
  aidYear: number;
  status?: Types.CorrectionStatus | null | undefined;
}>;


export type SchoolCorrectionsQuery = { corrections: Array<(
    { id: number }
    & { ' $fragmentRefs'?: { 'CorrectionRowFragment': CorrectionRowFragment } }
  )> };

export type CorrectionFilesQueryVariables = Exact<{
  aidYear: number;
}>;


export type CorrectionFilesQuery = { correctionFiles: Array<{ id: number, aidYear: number, fileName: string, recordCount: number, correctionCount: number, size: number, createdBy: string, createdAt: string, downloadCount: number, lastDownloadedAt: string | null }> };

export type CorrectionFileContentQueryVariables = Exact<{
  aidYear: number;
  id: number;
}>;


export type CorrectionFileContentQuery = { correctionFileContent: { fileName: string, contentType: string, contentBase64: string } };

export type AddCorrectionMutationVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  attributeName: string;
  correctedValue: string;
}>;


export type AddCorrectionMutation = { addCorrection: { ok: boolean, error: { message: string } | null, correction: { ' $fragmentRefs'?: { 'CorrectionRowFragment': CorrectionRowFragment } } | null } };

export type WithdrawCorrectionMutationVariables = Exact<{
  id: number;
}>;


export type WithdrawCorrectionMutation = { withdrawCorrection: { ok: boolean, error: { message: string } | null, correction: { ' $fragmentRefs'?: { 'CorrectionRowFragment': CorrectionRowFragment } } | null } };

export type ExportCorrectionsMutationVariables = Exact<{
  aidYear: number;
  uuid?: string | number | null | undefined;
}>;


export type ExportCorrectionsMutation = { exportCorrections: { ok: boolean, error: { message: string } | null, content: { fileName: string, contentType: string, contentBase64: string } | null } };


export const StudentCorrectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentCorrections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"correctionSummaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"exported"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"corrections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedByFps"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionRow"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirCorrection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isirValue"}},{"kind":"Field","name":{"kind":"Name","value":"correctedValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentCorrectionsQuery, StudentCorrectionsQueryVariables>;
export const CorrectableFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrectableFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentIsir"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"fti"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CorrectableFieldsQuery, CorrectableFieldsQueryVariables>;
export const SchoolCorrectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolCorrections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectionStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"corrections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirCorrection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isirValue"}},{"kind":"Field","name":{"kind":"Name","value":"correctedValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SchoolCorrectionsQuery, SchoolCorrectionsQueryVariables>;
export const CorrectionFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrectionFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctionFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctionCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDownloadedAt"}}]}}]}}]} as unknown as DocumentNode<CorrectionFilesQuery, CorrectionFilesQueryVariables>;
export const CorrectionFileContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrectionFileContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctionFileContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<CorrectionFileContentQuery, CorrectionFileContentQueryVariables>;
export const AddCorrectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCorrection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attributeName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"correctedValue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCorrection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"attributeName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attributeName"}}},{"kind":"Argument","name":{"kind":"Name","value":"correctedValue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"correctedValue"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirCorrection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isirValue"}},{"kind":"Field","name":{"kind":"Name","value":"correctedValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddCorrectionMutation, AddCorrectionMutationVariables>;
export const WithdrawCorrectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawCorrection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawCorrection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirCorrection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isirValue"}},{"kind":"Field","name":{"kind":"Name","value":"correctedValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WithdrawCorrectionMutation, WithdrawCorrectionMutationVariables>;
export const ExportCorrectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportCorrections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportCorrections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]}}]} as unknown as DocumentNode<ExportCorrectionsMutation, ExportCorrectionsMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs StudentCorrections and re-renders with its result. */
export function useStudentCorrectionsQuery(options: useQuery.Options<StudentCorrectionsQuery, StudentCorrectionsQueryVariables>) {
  return useQuery(StudentCorrectionsDocument, options);
}
/** StudentCorrections, run when the returned function is called. */
export function useStudentCorrectionsLazyQuery(options?: useLazyQuery.Options<StudentCorrectionsQuery, StudentCorrectionsQueryVariables>) {
  return useLazyQuery(StudentCorrectionsDocument, options);
}

/** Runs CorrectableFields and re-renders with its result. */
export function useCorrectableFieldsQuery(options: useQuery.Options<CorrectableFieldsQuery, CorrectableFieldsQueryVariables>) {
  return useQuery(CorrectableFieldsDocument, options);
}
/** CorrectableFields, run when the returned function is called. */
export function useCorrectableFieldsLazyQuery(options?: useLazyQuery.Options<CorrectableFieldsQuery, CorrectableFieldsQueryVariables>) {
  return useLazyQuery(CorrectableFieldsDocument, options);
}

/** Runs SchoolCorrections and re-renders with its result. */
export function useSchoolCorrectionsQuery(options: useQuery.Options<SchoolCorrectionsQuery, SchoolCorrectionsQueryVariables>) {
  return useQuery(SchoolCorrectionsDocument, options);
}
/** SchoolCorrections, run when the returned function is called. */
export function useSchoolCorrectionsLazyQuery(options?: useLazyQuery.Options<SchoolCorrectionsQuery, SchoolCorrectionsQueryVariables>) {
  return useLazyQuery(SchoolCorrectionsDocument, options);
}

/** Runs CorrectionFiles and re-renders with its result. */
export function useCorrectionFilesQuery(options: useQuery.Options<CorrectionFilesQuery, CorrectionFilesQueryVariables>) {
  return useQuery(CorrectionFilesDocument, options);
}
/** CorrectionFiles, run when the returned function is called. */
export function useCorrectionFilesLazyQuery(options?: useLazyQuery.Options<CorrectionFilesQuery, CorrectionFilesQueryVariables>) {
  return useLazyQuery(CorrectionFilesDocument, options);
}

/** Runs CorrectionFileContent and re-renders with its result. */
export function useCorrectionFileContentQuery(options: useQuery.Options<CorrectionFileContentQuery, CorrectionFileContentQueryVariables>) {
  return useQuery(CorrectionFileContentDocument, options);
}
/** CorrectionFileContent, run when the returned function is called. */
export function useCorrectionFileContentLazyQuery(options?: useLazyQuery.Options<CorrectionFileContentQuery, CorrectionFileContentQueryVariables>) {
  return useLazyQuery(CorrectionFileContentDocument, options);
}

/** Returns [mutate, result] for AddCorrection. */
export function useAddCorrectionMutation(options?: Omit<useMutation.Options<AddCorrectionMutation, AddCorrectionMutationVariables>, 'variables'>) {
  return useMutation(AddCorrectionDocument, options);
}

/** Returns [mutate, result] for WithdrawCorrection. */
export function useWithdrawCorrectionMutation(options?: Omit<useMutation.Options<WithdrawCorrectionMutation, WithdrawCorrectionMutationVariables>, 'variables'>) {
  return useMutation(WithdrawCorrectionDocument, options);
}

/** Returns [mutate, result] for ExportCorrections. */
export function useExportCorrectionsMutation(options?: Omit<useMutation.Options<ExportCorrectionsMutation, ExportCorrectionsMutationVariables>, 'variables'>) {
  return useMutation(ExportCorrectionsDocument, options);
}
