/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How a report column's values read. */
export type ReportColumnType =
  /** Yes or no. */
  | 'BOOLEAN'
  /** A date. */
  | 'DATE'
  /** A date and time. */
  | 'DATETIME'
  /** A number. */
  | 'NUMBER'
  /** Text. */
  | 'TEXT';

/** A file format of an export. */
export type ReportExportFormat =
  /** Comma-separated values. */
  | 'CSV'
  /** An Excel workbook. */
  | 'XLSX';

/** How a filter is entered. */
export type ReportFilterType =
  /** A yes/no switch. */
  | 'BOOLEAN'
  /** One of the filter's options. */
  | 'SELECT'
  /** Free text; rows whose value starts with it. */
  | 'TEXT';

/** One filter value. */
export type ReportFilterValue = {
  /** The filter's key. */
  key: string;
  /** Its value (true for a yes/no filter). */
  value: string;
};

/** Which report, for which aid year, filtered, sorted and paged. */
export type ReportInput = {
  /** The selected aid year. */
  aidYear: number;
  /** High to low. */
  descending?: boolean | null | undefined;
  /** Filter values; empty ones are ignored. */
  filters?: Array<ReportFilterValue> | null | undefined;
  /** The report's route name, e.g. AllStudentsReport. */
  name: string;
  /** From 1. */
  page?: number | null | undefined;
  /** Up to 500. */
  pageSize?: number | null | undefined;
  /** A sortable column key; the report's default when absent. */
  sort?: string | null | undefined;
};

export type ReportQueryVariables = Exact<{
  input: Types.ReportInput;
}>;


export type ReportQuery = { report: { report: string, title: string, purpose: string, aidYear: number, actions: Array<string>, total: number, page: number, pageSize: number, sort: string, descending: boolean, columns: Array<{ key: string, label: string, type: Types.ReportColumnType, sortable: boolean }>, filters: Array<{ key: string, label: string, type: Types.ReportFilterType, options: Array<{ value: string, label: string }> }>, rows: Array<{ key: string, studentUuid: string | null, cells: Array<string | null> }>, summary: Array<{ label: string, value: string }> } };

export type ReportExportsQueryVariables = Exact<{
  name: string;
  aidYear: number;
}>;


export type ReportExportsQuery = { reportExports: Array<{ uuid: string, format: string, status: string, rowCount: number | null, fileName: string, error: string | null, createdAt: string, finishedAt: string | null }> };

export type ExportReportMutationVariables = Exact<{
  input: Types.ReportInput;
  format: Types.ReportExportFormat;
}>;


export type ExportReportMutation = { exportReport: { ok: boolean, error: { message: string } | null, start: { direct: boolean, rows: number, downloadPath: string | null, export: { uuid: string, status: string, fileName: string } | null } | null } };

export type CreateSuperBindersMutationVariables = Exact<{
  input: Types.ReportInput;
}>;


export type CreateSuperBindersMutation = { createSuperBinders: { ok: boolean, jobId: number | null, error: { message: string } | null } };


export const ReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sortable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"cells"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"descending"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ReportQuery, ReportQueryVariables>;
export const ReportExportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportExports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportExports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<ReportExportsQuery, ReportExportsQueryVariables>;
export const ExportReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportExportFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"export"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExportReportMutation, ExportReportMutationVariables>;
export const CreateSuperBindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSuperBinders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSuperBinders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}}]}}]}}]} as unknown as DocumentNode<CreateSuperBindersMutation, CreateSuperBindersMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs Report and re-renders with its result. */
export function useReportQuery(options: useQuery.Options<ReportQuery, ReportQueryVariables>) {
  return useQuery(ReportDocument, options);
}
/** Report, run when the returned function is called. */
export function useReportLazyQuery(options?: useLazyQuery.Options<ReportQuery, ReportQueryVariables>) {
  return useLazyQuery(ReportDocument, options);
}

/** Runs ReportExports and re-renders with its result. */
export function useReportExportsQuery(options: useQuery.Options<ReportExportsQuery, ReportExportsQueryVariables>) {
  return useQuery(ReportExportsDocument, options);
}
/** ReportExports, run when the returned function is called. */
export function useReportExportsLazyQuery(options?: useLazyQuery.Options<ReportExportsQuery, ReportExportsQueryVariables>) {
  return useLazyQuery(ReportExportsDocument, options);
}

/** Returns [mutate, result] for ExportReport. */
export function useExportReportMutation(options?: Omit<useMutation.Options<ExportReportMutation, ExportReportMutationVariables>, 'variables'>) {
  return useMutation(ExportReportDocument, options);
}

/** Returns [mutate, result] for CreateSuperBinders. */
export function useCreateSuperBindersMutation(options?: Omit<useMutation.Options<CreateSuperBindersMutation, CreateSuperBindersMutationVariables>, 'variables'>) {
  return useMutation(CreateSuperBindersDocument, options);
}
