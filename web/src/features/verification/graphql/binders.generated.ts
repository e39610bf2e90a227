/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a kept binder holds. */
export type BinderKind =
  /** One side (student or parent) of the verification file for an aid year. */
  | 'BINDER'
  /** Both sides and every document, for the newest aid year. */
  | 'SUPER_BINDER';

export type StudentBindersQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentBindersQuery = { student: { id: number, uuid: string, dependencyStatus: number, binders: Array<{ uuid: string, aidYear: number, kind: Types.BinderKind, isForParentAccount: boolean, inkSign: boolean, pageCount: number, size: number, createdBy: string, createdAt: string }> } | null };

export type BinderContentQueryVariables = Exact<{
  uuid: string | number;
}>;


export type BinderContentQuery = { binderContent: { fileName: string, contentType: string, contentBase64: string } };

export type ProcessorBinderQueryVariables = Exact<{
  uuid: string | number;
  forParent: boolean;
}>;


export type ProcessorBinderQuery = { processorBinder: { fileName: string, contentType: string, contentBase64: string } };

export type SignaturePageQueryVariables = Exact<{
  uuid: string | number;
  forParent: boolean;
}>;


export type SignaturePageQuery = { signaturePage: { fileName: string, contentType: string, contentBase64: string } };

export type CreateBinderMutationVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  forParent: boolean;
}>;


export type CreateBinderMutation = { createBinder: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, binder: { uuid: string } | null } };

export type CreateSuperBinderMutationVariables = Exact<{
  uuid: string | number;
}>;


export type CreateSuperBinderMutation = { createSuperBinder: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, binder: { uuid: string } | null } };


export const StudentBindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentBinders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"dependencyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"binders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"inkSign"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentBindersQuery, StudentBindersQueryVariables>;
export const BinderContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BinderContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"binderContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<BinderContentQuery, BinderContentQueryVariables>;
export const ProcessorBinderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessorBinder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processorBinder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<ProcessorBinderQuery, ProcessorBinderQueryVariables>;
export const SignaturePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignaturePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signaturePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<SignaturePageQuery, SignaturePageQueryVariables>;
export const CreateBinderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBinder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBinder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"binder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBinderMutation, CreateBinderMutationVariables>;
export const CreateSuperBinderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSuperBinder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSuperBinder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"binder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSuperBinderMutation, CreateSuperBinderMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs StudentBinders and re-renders with its result. */
export function useStudentBindersQuery(options: useQuery.Options<StudentBindersQuery, StudentBindersQueryVariables>) {
  return useQuery(StudentBindersDocument, options);
}
/** StudentBinders, run when the returned function is called. */
export function useStudentBindersLazyQuery(options?: useLazyQuery.Options<StudentBindersQuery, StudentBindersQueryVariables>) {
  return useLazyQuery(StudentBindersDocument, options);
}

/** Runs BinderContent and re-renders with its result. */
export function useBinderContentQuery(options: useQuery.Options<BinderContentQuery, BinderContentQueryVariables>) {
  return useQuery(BinderContentDocument, options);
}
/** BinderContent, run when the returned function is called. */
export function useBinderContentLazyQuery(options?: useLazyQuery.Options<BinderContentQuery, BinderContentQueryVariables>) {
  return useLazyQuery(BinderContentDocument, options);
}

/** Runs ProcessorBinder and re-renders with its result. */
export function useProcessorBinderQuery(options: useQuery.Options<ProcessorBinderQuery, ProcessorBinderQueryVariables>) {
  return useQuery(ProcessorBinderDocument, options);
}
/** ProcessorBinder, run when the returned function is called. */
export function useProcessorBinderLazyQuery(options?: useLazyQuery.Options<ProcessorBinderQuery, ProcessorBinderQueryVariables>) {
  return useLazyQuery(ProcessorBinderDocument, options);
}

/** Runs SignaturePage and re-renders with its result. */
export function useSignaturePageQuery(options: useQuery.Options<SignaturePageQuery, SignaturePageQueryVariables>) {
  return useQuery(SignaturePageDocument, options);
}
/** SignaturePage, run when the returned function is called. */
export function useSignaturePageLazyQuery(options?: useLazyQuery.Options<SignaturePageQuery, SignaturePageQueryVariables>) {
  return useLazyQuery(SignaturePageDocument, options);
}

/** Returns [mutate, result] for CreateBinder. */
export function useCreateBinderMutation(options?: Omit<useMutation.Options<CreateBinderMutation, CreateBinderMutationVariables>, 'variables'>) {
  return useMutation(CreateBinderDocument, options);
}

/** Returns [mutate, result] for CreateSuperBinder. */
export function useCreateSuperBinderMutation(options?: Omit<useMutation.Options<CreateSuperBinderMutation, CreateSuperBinderMutationVariables>, 'variables'>) {
  return useMutation(CreateSuperBinderDocument, options);
}
