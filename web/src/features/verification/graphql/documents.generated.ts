/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A document staff upload to the student file. */
export type ProcessorDocumentUpload = {
  /** The file, base64-encoded (PDF, PNG or JPEG up to 700 KB). */
  contentBase64: string;
  /** The file's MIME type. */
  contentType: string;
  /** The file's name. */
  fileName: string;
  /** True: the parent's side of the file; false: the student's. */
  isForParentAccount?: boolean | null | undefined;
  /** The student's uuid. */
  studentUuid: string | number;
};

export type StudentDocumentsQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentDocumentsQuery = { student: { id: number, uuid: string, processorDocuments: Array<{ id: number, fileName: string, contentType: string, size: number, isForParentAccount: boolean, uploadedBy: string, createdAt: string }> } | null };

export type ProcessorDocumentContentQueryVariables = Exact<{
  id: number;
}>;


export type ProcessorDocumentContentQuery = { processorDocumentContent: { fileName: string, contentType: string, contentBase64: string } };

export type UploadProcessorDocumentMutationVariables = Exact<{
  input: Types.ProcessorDocumentUpload;
}>;


export type UploadProcessorDocumentMutation = { uploadProcessorDocument: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, document: { id: number } | null } };

export type DeleteProcessorDocumentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProcessorDocumentMutation = { deleteProcessorDocument: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type DeleteProcessorDocumentsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteProcessorDocumentsMutation = { deleteProcessorDocuments: { ok: boolean, count: number | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type SupportingDocumentsQueryVariables = Exact<{
  taskListItemId: number;
}>;


export type SupportingDocumentsQuery = { supportingDocuments: Array<{ id: number, fileName: string, contentType: string, size: number, questionText: string | null, versionId: number, createdAt: string }> };


export const StudentDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"processorDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentDocumentsQuery, StudentDocumentsQueryVariables>;
export const ProcessorDocumentContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessorDocumentContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processorDocumentContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<ProcessorDocumentContentQuery, ProcessorDocumentContentQueryVariables>;
export const UploadProcessorDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadProcessorDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessorDocumentUpload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProcessorDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UploadProcessorDocumentMutation, UploadProcessorDocumentMutationVariables>;
export const DeleteProcessorDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProcessorDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcessorDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteProcessorDocumentMutation, DeleteProcessorDocumentMutationVariables>;
export const DeleteProcessorDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProcessorDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcessorDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteProcessorDocumentsMutation, DeleteProcessorDocumentsMutationVariables>;
export const SupportingDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportingDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportingDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskListItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SupportingDocumentsQuery, SupportingDocumentsQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs StudentDocuments and re-renders with its result. */
export function useStudentDocumentsQuery(options: useQuery.Options<StudentDocumentsQuery, StudentDocumentsQueryVariables>) {
  return useQuery(StudentDocumentsDocument, options);
}
/** StudentDocuments, run when the returned function is called. */
export function useStudentDocumentsLazyQuery(options?: useLazyQuery.Options<StudentDocumentsQuery, StudentDocumentsQueryVariables>) {
  return useLazyQuery(StudentDocumentsDocument, options);
}

/** Runs ProcessorDocumentContent and re-renders with its result. */
export function useProcessorDocumentContentQuery(options: useQuery.Options<ProcessorDocumentContentQuery, ProcessorDocumentContentQueryVariables>) {
  return useQuery(ProcessorDocumentContentDocument, options);
}
/** ProcessorDocumentContent, run when the returned function is called. */
export function useProcessorDocumentContentLazyQuery(options?: useLazyQuery.Options<ProcessorDocumentContentQuery, ProcessorDocumentContentQueryVariables>) {
  return useLazyQuery(ProcessorDocumentContentDocument, options);
}

/** Returns [mutate, result] for UploadProcessorDocument. */
export function useUploadProcessorDocumentMutation(options?: Omit<useMutation.Options<UploadProcessorDocumentMutation, UploadProcessorDocumentMutationVariables>, 'variables'>) {
  return useMutation(UploadProcessorDocumentDocument, options);
}

/** Returns [mutate, result] for DeleteProcessorDocument. */
export function useDeleteProcessorDocumentMutation(options?: Omit<useMutation.Options<DeleteProcessorDocumentMutation, DeleteProcessorDocumentMutationVariables>, 'variables'>) {
  return useMutation(DeleteProcessorDocumentDocument, options);
}

/** Returns [mutate, result] for DeleteProcessorDocuments. */
export function useDeleteProcessorDocumentsMutation(options?: Omit<useMutation.Options<DeleteProcessorDocumentsMutation, DeleteProcessorDocumentsMutationVariables>, 'variables'>) {
  return useMutation(DeleteProcessorDocumentsDocument, options);
}

/** Runs SupportingDocuments and re-renders with its result. */
export function useSupportingDocumentsQuery(options: useQuery.Options<SupportingDocumentsQuery, SupportingDocumentsQueryVariables>) {
  return useQuery(SupportingDocumentsDocument, options);
}
/** SupportingDocuments, run when the returned function is called. */
export function useSupportingDocumentsLazyQuery(options?: useLazyQuery.Options<SupportingDocumentsQuery, SupportingDocumentsQueryVariables>) {
  return useLazyQuery(SupportingDocumentsDocument, options);
}
