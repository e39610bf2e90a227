/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A comment code's meaning and display to set. */
export type CommentCodeInfoInput = {
  /** Three digits. */
  code: string;
  /** What it means. */
  description?: string | null | undefined;
  /** Whether it is shown. */
  display?: boolean | null | undefined;
};

/** The school's FTI setup. */
export type FtiSetupInput = {
  /** YYYY-MM-DD; required to enable FTI. */
  agreementDate?: string | null | undefined;
  /** Required to enable FTI. */
  agreementSignedBy?: string | null | undefined;
  /** Whether federal tax information is enabled. */
  ftiEnabled: boolean;
};

/** Which of a type's files a download takes. */
export type SchoolFileMatch =
  /** The every-year file. */
  | 'EVERY_YEAR'
  /** Exactly the aid year's file. */
  | 'EXACT'
  /** The aid year's file, else the newest earlier year's, else the every-year file. */
  | 'NEAREST';

export type FtiSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type FtiSetupQuery = { ftiSetup: { ftiEnabled: boolean, agreementSignedBy: string | null, agreementDate: string | null } };

export type SaveFtiSetupMutationVariables = Exact<{
  input: Types.FtiSetupInput;
}>;


export type SaveFtiSetupMutation = { saveFtiSetup: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, ftiSetup: { ftiEnabled: boolean, agreementSignedBy: string | null, agreementDate: string | null } | null } };

export type SchoolFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolFilesQuery = { schoolFiles: Array<{ id: number, aidYear: number | null, fileType: number, fileName: string, sizeBytes: number, uploadedAt: string }> };

export type SchoolFileContentQueryVariables = Exact<{
  fileType: number;
  aidYear?: number | null | undefined;
  match?: Types.SchoolFileMatch | null | undefined;
}>;


export type SchoolFileContentQuery = { schoolFileContent: { fileName: string, aidYear: number | null, contentBase64: string } };

export type CommentCodeInfosQueryVariables = Exact<{
  aidYear: number;
}>;


export type CommentCodeInfosQuery = { commentCodeInfos: Array<{ id: number, aidYear: number, code: string, description: string, display: boolean }> };

export type UpdateCommentCodeInfoMutationVariables = Exact<{
  aidYear: number;
  item: Types.CommentCodeInfoInput;
}>;


export type UpdateCommentCodeInfoMutation = { updateCommentCodeInfo: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, updated: Array<{ id: number, code: string, description: string, display: boolean }> } };

export type UpdateCommentCodeInfosMutationVariables = Exact<{
  aidYear: number;
  items: Array<Types.CommentCodeInfoInput> | Types.CommentCodeInfoInput;
}>;


export type UpdateCommentCodeInfosMutation = { updateCommentCodeInfos: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, updated: Array<{ id: number, code: string, description: string, display: boolean }> } };


export const FtiSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FtiSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ftiSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ftiEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedBy"}},{"kind":"Field","name":{"kind":"Name","value":"agreementDate"}}]}}]}}]} as unknown as DocumentNode<FtiSetupQuery, FtiSetupQueryVariables>;
export const SaveFtiSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFtiSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FtiSetupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFtiSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ftiSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ftiEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedBy"}},{"kind":"Field","name":{"kind":"Name","value":"agreementDate"}}]}}]}}]}}]} as unknown as DocumentNode<SaveFtiSetupMutation, SaveFtiSetupMutationVariables>;
export const SchoolFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]} as unknown as DocumentNode<SchoolFilesQuery, SchoolFilesQueryVariables>;
export const SchoolFileContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolFileContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"match"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolFileMatch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolFileContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"match"},"value":{"kind":"Variable","name":{"kind":"Name","value":"match"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<SchoolFileContentQuery, SchoolFileContentQueryVariables>;
export const CommentCodeInfosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentCodeInfos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentCodeInfos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"display"}}]}}]}}]} as unknown as DocumentNode<CommentCodeInfosQuery, CommentCodeInfosQueryVariables>;
export const UpdateCommentCodeInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCommentCodeInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentCodeInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommentCodeInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"item"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"display"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCommentCodeInfoMutation, UpdateCommentCodeInfoMutationVariables>;
export const UpdateCommentCodeInfosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCommentCodeInfos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentCodeInfoInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommentCodeInfos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"display"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCommentCodeInfosMutation, UpdateCommentCodeInfosMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs FtiSetup and re-renders with its result. */
export function useFtiSetupQuery(options?: useQuery.Options<FtiSetupQuery, FtiSetupQueryVariables>) {
  return useQuery(FtiSetupDocument, options);
}
/** FtiSetup, run when the returned function is called. */
export function useFtiSetupLazyQuery(options?: useLazyQuery.Options<FtiSetupQuery, FtiSetupQueryVariables>) {
  return useLazyQuery(FtiSetupDocument, options);
}

/** Returns [mutate, result] for SaveFtiSetup. */
export function useSaveFtiSetupMutation(options?: Omit<useMutation.Options<SaveFtiSetupMutation, SaveFtiSetupMutationVariables>, 'variables'>) {
  return useMutation(SaveFtiSetupDocument, options);
}

/** Runs SchoolFiles and re-renders with its result. */
export function useSchoolFilesQuery(options?: useQuery.Options<SchoolFilesQuery, SchoolFilesQueryVariables>) {
  return useQuery(SchoolFilesDocument, options);
}
/** SchoolFiles, run when the returned function is called. */
export function useSchoolFilesLazyQuery(options?: useLazyQuery.Options<SchoolFilesQuery, SchoolFilesQueryVariables>) {
  return useLazyQuery(SchoolFilesDocument, options);
}

/** Runs SchoolFileContent and re-renders with its result. */
export function useSchoolFileContentQuery(options: useQuery.Options<SchoolFileContentQuery, SchoolFileContentQueryVariables>) {
  return useQuery(SchoolFileContentDocument, options);
}
/** SchoolFileContent, run when the returned function is called. */
export function useSchoolFileContentLazyQuery(options?: useLazyQuery.Options<SchoolFileContentQuery, SchoolFileContentQueryVariables>) {
  return useLazyQuery(SchoolFileContentDocument, options);
}

/** Runs CommentCodeInfos and re-renders with its result. */
export function useCommentCodeInfosQuery(options: useQuery.Options<CommentCodeInfosQuery, CommentCodeInfosQueryVariables>) {
  return useQuery(CommentCodeInfosDocument, options);
}
/** CommentCodeInfos, run when the returned function is called. */
export function useCommentCodeInfosLazyQuery(options?: useLazyQuery.Options<CommentCodeInfosQuery, CommentCodeInfosQueryVariables>) {
  return useLazyQuery(CommentCodeInfosDocument, options);
}

/** Returns [mutate, result] for UpdateCommentCodeInfo. */
export function useUpdateCommentCodeInfoMutation(options?: Omit<useMutation.Options<UpdateCommentCodeInfoMutation, UpdateCommentCodeInfoMutationVariables>, 'variables'>) {
  return useMutation(UpdateCommentCodeInfoDocument, options);
}

/** Returns [mutate, result] for UpdateCommentCodeInfos. */
export function useUpdateCommentCodeInfosMutation(options?: Omit<useMutation.Options<UpdateCommentCodeInfosMutation, UpdateCommentCodeInfosMutationVariables>, 'variables'>) {
  return useMutation(UpdateCommentCodeInfosDocument, options);
}
