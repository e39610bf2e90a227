/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SaigMailboxSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SaigMailboxSettingsQuery = { saigMailboxSettings: { tgNumber: string | null, hasPassword: boolean, folderExists: boolean } };

export type SetSaigTgNumberMutationVariables = Exact<{
  tgNumber: string;
}>;


export type SetSaigTgNumberMutation = { setSaigTgNumber: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, settings: { tgNumber: string | null, hasPassword: boolean, folderExists: boolean } | null } };

export type CreateSaigSchoolFolderMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateSaigSchoolFolderMutation = { createSaigSchoolFolder: { ok: boolean, message: string | null, error: { message: string } | null, settings: { tgNumber: string | null, hasPassword: boolean, folderExists: boolean } | null } };

export type SetSaigPasswordMutationVariables = Exact<{
  oldPassword?: string | null | undefined;
  newPassword: string;
}>;


export type SetSaigPasswordMutation = { setSaigPassword: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, settings: { tgNumber: string | null, hasPassword: boolean, folderExists: boolean } | null } };

export type SaigMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type SaigMessagesQuery = { saigMessages: Array<{ id: number, tgNumber: string, uniqueFileName: string, messageClass: string, aidYear: number | null, sizeBytes: number, edFileStatus: number, statusMessage: string | null, receivedAt: string, importedAt: string | null }> };

export type FtpLogQueryVariables = Exact<{ [key: string]: never; }>;


export type FtpLogQuery = { ftpLog: Array<{ id: number, level: string, message: string, createdAt: string }> };

export type PollSaigMailboxMutationVariables = Exact<{ [key: string]: never; }>;


export type PollSaigMailboxMutation = { pollSaigMailbox: { ok: boolean, message: string | null, received: number, error: { message: string } | null } };

export type ImportSaigMessageMutationVariables = Exact<{
  id: number;
}>;


export type ImportSaigMessageMutation = { importSaigMessage: { ok: boolean, message: string | null, error: { message: string } | null } };

export type SaigMessageContentQueryVariables = Exact<{
  tgNumber: string;
  fileName: string;
}>;


export type SaigMessageContentQuery = { saigMessageContent: { fileName: string, contentType: string, contentBase64: string } };


export const SaigMailboxSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaigMailboxSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saigMailboxSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tgNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"folderExists"}}]}}]}}]} as unknown as DocumentNode<SaigMailboxSettingsQuery, SaigMailboxSettingsQueryVariables>;
export const SetSaigTgNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSaigTgNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tgNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSaigTgNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tgNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tgNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tgNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"folderExists"}}]}}]}}]}}]} as unknown as DocumentNode<SetSaigTgNumberMutation, SetSaigTgNumberMutationVariables>;
export const CreateSaigSchoolFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSaigSchoolFolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSaigSchoolFolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tgNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"folderExists"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSaigSchoolFolderMutation, CreateSaigSchoolFolderMutationVariables>;
export const SetSaigPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSaigPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSaigPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tgNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"folderExists"}}]}}]}}]}}]} as unknown as DocumentNode<SetSaigPasswordMutation, SetSaigPasswordMutationVariables>;
export const SaigMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaigMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saigMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tgNumber"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueFileName"}},{"kind":"Field","name":{"kind":"Name","value":"messageClass"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"edFileStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}}]}}]}}]} as unknown as DocumentNode<SaigMessagesQuery, SaigMessagesQueryVariables>;
export const FtpLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FtpLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ftpLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<FtpLogQuery, FtpLogQueryVariables>;
export const PollSaigMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PollSaigMailbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pollSaigMailbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PollSaigMailboxMutation, PollSaigMailboxMutationVariables>;
export const ImportSaigMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportSaigMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSaigMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportSaigMessageMutation, ImportSaigMessageMutationVariables>;
export const SaigMessageContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaigMessageContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tgNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saigMessageContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tgNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tgNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<SaigMessageContentQuery, SaigMessageContentQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs SaigMailboxSettings and re-renders with its result. */
export function useSaigMailboxSettingsQuery(options?: useQuery.Options<SaigMailboxSettingsQuery, SaigMailboxSettingsQueryVariables>) {
  return useQuery(SaigMailboxSettingsDocument, options);
}
/** SaigMailboxSettings, run when the returned function is called. */
export function useSaigMailboxSettingsLazyQuery(options?: useLazyQuery.Options<SaigMailboxSettingsQuery, SaigMailboxSettingsQueryVariables>) {
  return useLazyQuery(SaigMailboxSettingsDocument, options);
}

/** Returns [mutate, result] for SetSaigTgNumber. */
export function useSetSaigTgNumberMutation(options?: Omit<useMutation.Options<SetSaigTgNumberMutation, SetSaigTgNumberMutationVariables>, 'variables'>) {
  return useMutation(SetSaigTgNumberDocument, options);
}

/** Returns [mutate, result] for CreateSaigSchoolFolder. */
export function useCreateSaigSchoolFolderMutation(options?: Omit<useMutation.Options<CreateSaigSchoolFolderMutation, CreateSaigSchoolFolderMutationVariables>, 'variables'>) {
  return useMutation(CreateSaigSchoolFolderDocument, options);
}

/** Returns [mutate, result] for SetSaigPassword. */
export function useSetSaigPasswordMutation(options?: Omit<useMutation.Options<SetSaigPasswordMutation, SetSaigPasswordMutationVariables>, 'variables'>) {
  return useMutation(SetSaigPasswordDocument, options);
}

/** Runs SaigMessages and re-renders with its result. */
export function useSaigMessagesQuery(options?: useQuery.Options<SaigMessagesQuery, SaigMessagesQueryVariables>) {
  return useQuery(SaigMessagesDocument, options);
}
/** SaigMessages, run when the returned function is called. */
export function useSaigMessagesLazyQuery(options?: useLazyQuery.Options<SaigMessagesQuery, SaigMessagesQueryVariables>) {
  return useLazyQuery(SaigMessagesDocument, options);
}

/** Runs FtpLog and re-renders with its result. */
export function useFtpLogQuery(options?: useQuery.Options<FtpLogQuery, FtpLogQueryVariables>) {
  return useQuery(FtpLogDocument, options);
}
/** FtpLog, run when the returned function is called. */
export function useFtpLogLazyQuery(options?: useLazyQuery.Options<FtpLogQuery, FtpLogQueryVariables>) {
  return useLazyQuery(FtpLogDocument, options);
}

/** Returns [mutate, result] for PollSaigMailbox. */
export function usePollSaigMailboxMutation(options?: Omit<useMutation.Options<PollSaigMailboxMutation, PollSaigMailboxMutationVariables>, 'variables'>) {
  return useMutation(PollSaigMailboxDocument, options);
}

/** Returns [mutate, result] for ImportSaigMessage. */
export function useImportSaigMessageMutation(options?: Omit<useMutation.Options<ImportSaigMessageMutation, ImportSaigMessageMutationVariables>, 'variables'>) {
  return useMutation(ImportSaigMessageDocument, options);
}

/** Runs SaigMessageContent and re-renders with its result. */
export function useSaigMessageContentQuery(options: useQuery.Options<SaigMessageContentQuery, SaigMessageContentQueryVariables>) {
  return useQuery(SaigMessageContentDocument, options);
}
/** SaigMessageContent, run when the returned function is called. */
export function useSaigMessageContentLazyQuery(options?: useLazyQuery.Options<SaigMessageContentQuery, SaigMessageContentQueryVariables>) {
  return useLazyQuery(SaigMessageContentDocument, options);
}
