/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new staff person: their sign-in e-mail, name, and role at one school. */
export type NewMasterUserProfileInput = {
  /** The sign-in e-mail (the one-time link goes there). */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Their staff role there, e.g. Verifier. */
  role: string;
  /** The school they work at (also their default school). */
  schoolCode: string;
};

export type InstallationConfigItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type InstallationConfigItemsQuery = { installationConfigItems: Array<{ id: number, name: string, value: string }> };

export type AddInstallationConfigItemMutationVariables = Exact<{
  name: string;
  value: string;
}>;


export type AddInstallationConfigItemMutation = { addInstallationConfigItem: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, item: { id: number, name: string, value: string } | null } };

export type UpdateInstallationConfigItemMutationVariables = Exact<{
  id: number;
  value: string;
}>;


export type UpdateInstallationConfigItemMutation = { updateInstallationConfigItem: { ok: boolean, message: string | null, error: { message: string } | null, item: { id: number, name: string, value: string } | null } };

export type MasterSchoolsQueryVariables = Exact<{
  text?: string | null | undefined;
}>;


export type MasterSchoolsQuery = { masterSchools: Array<{ id: number, schoolCode: string, schoolName: string, schoolUrl: string, defaultAidYear: number, staffCount: number }> };

export type MasterUserProfilesQueryVariables = Exact<{
  text?: string | null | undefined;
}>;


export type MasterUserProfilesQuery = { masterUserProfiles: Array<{ id: number, email: string, firstName: string, lastName: string, phone: string | null, defaultSchoolCode: string | null, active: boolean }> };

export type MasterUserProfileHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type MasterUserProfileHistoryQuery = { masterUserProfileHistory: Array<{ masterUserProfileId: number, field: string, oldValue: string | null, newValue: string | null, changedBy: string | null, changedAt: string }> };

export type MasterUserProfileSchoolsQueryVariables = Exact<{
  id: number;
}>;


export type MasterUserProfileSchoolsQuery = { masterUserProfileSchools: Array<{ schoolCode: string, schoolName: string, role: string | null }> };

export type DeleteMasterUserProfileMutationVariables = Exact<{
  id: number;
}>;


export type DeleteMasterUserProfileMutation = { deleteMasterUserProfile: { ok: boolean, message: string | null, error: { message: string } | null } };

export type AddMasterUserProfileMutationVariables = Exact<{
  input: Types.NewMasterUserProfileInput;
}>;


export type AddMasterUserProfileMutation = { addMasterUserProfile: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, profile: { id: number, email: string } | null } };


export const InstallationConfigItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstallationConfigItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installationConfigItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<InstallationConfigItemsQuery, InstallationConfigItemsQueryVariables>;
export const AddInstallationConfigItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInstallationConfigItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInstallationConfigItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AddInstallationConfigItemMutation, AddInstallationConfigItemMutationVariables>;
export const UpdateInstallationConfigItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInstallationConfigItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInstallationConfigItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInstallationConfigItemMutation, UpdateInstallationConfigItemMutationVariables>;
export const MasterSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolUrl"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"staffCount"}}]}}]}}]} as unknown as DocumentNode<MasterSchoolsQuery, MasterSchoolsQueryVariables>;
export const MasterUserProfilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterUserProfiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterUserProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<MasterUserProfilesQuery, MasterUserProfilesQueryVariables>;
export const MasterUserProfileHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterUserProfileHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterUserProfileHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterUserProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<MasterUserProfileHistoryQuery, MasterUserProfileHistoryQueryVariables>;
export const MasterUserProfileSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterUserProfileSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterUserProfileSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MasterUserProfileSchoolsQuery, MasterUserProfileSchoolsQueryVariables>;
export const DeleteMasterUserProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMasterUserProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMasterUserProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMasterUserProfileMutation, DeleteMasterUserProfileMutationVariables>;
export const AddMasterUserProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMasterUserProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewMasterUserProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMasterUserProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<AddMasterUserProfileMutation, AddMasterUserProfileMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs InstallationConfigItems and re-renders with its result. */
export function useInstallationConfigItemsQuery(options?: useQuery.Options<InstallationConfigItemsQuery, InstallationConfigItemsQueryVariables>) {
  return useQuery(InstallationConfigItemsDocument, options);
}
/** InstallationConfigItems, run when the returned function is called. */
export function useInstallationConfigItemsLazyQuery(options?: useLazyQuery.Options<InstallationConfigItemsQuery, InstallationConfigItemsQueryVariables>) {
  return useLazyQuery(InstallationConfigItemsDocument, options);
}

/** Returns [mutate, result] for AddInstallationConfigItem. */
export function useAddInstallationConfigItemMutation(options?: Omit<useMutation.Options<AddInstallationConfigItemMutation, AddInstallationConfigItemMutationVariables>, 'variables'>) {
  return useMutation(AddInstallationConfigItemDocument, options);
}

/** Returns [mutate, result] for UpdateInstallationConfigItem. */
export function useUpdateInstallationConfigItemMutation(options?: Omit<useMutation.Options<UpdateInstallationConfigItemMutation, UpdateInstallationConfigItemMutationVariables>, 'variables'>) {
  return useMutation(UpdateInstallationConfigItemDocument, options);
}

/** Runs MasterSchools and re-renders with its result. */
export function useMasterSchoolsQuery(options?: useQuery.Options<MasterSchoolsQuery, MasterSchoolsQueryVariables>) {
  return useQuery(MasterSchoolsDocument, options);
}
/** MasterSchools, run when the returned function is called. */
export function useMasterSchoolsLazyQuery(options?: useLazyQuery.Options<MasterSchoolsQuery, MasterSchoolsQueryVariables>) {
  return useLazyQuery(MasterSchoolsDocument, options);
}

/** Runs MasterUserProfiles and re-renders with its result. */
export function useMasterUserProfilesQuery(options?: useQuery.Options<MasterUserProfilesQuery, MasterUserProfilesQueryVariables>) {
  return useQuery(MasterUserProfilesDocument, options);
}
/** MasterUserProfiles, run when the returned function is called. */
export function useMasterUserProfilesLazyQuery(options?: useLazyQuery.Options<MasterUserProfilesQuery, MasterUserProfilesQueryVariables>) {
  return useLazyQuery(MasterUserProfilesDocument, options);
}

/** Runs MasterUserProfileHistory and re-renders with its result. */
export function useMasterUserProfileHistoryQuery(options?: useQuery.Options<MasterUserProfileHistoryQuery, MasterUserProfileHistoryQueryVariables>) {
  return useQuery(MasterUserProfileHistoryDocument, options);
}
/** MasterUserProfileHistory, run when the returned function is called. */
export function useMasterUserProfileHistoryLazyQuery(options?: useLazyQuery.Options<MasterUserProfileHistoryQuery, MasterUserProfileHistoryQueryVariables>) {
  return useLazyQuery(MasterUserProfileHistoryDocument, options);
}

/** Runs MasterUserProfileSchools and re-renders with its result. */
export function useMasterUserProfileSchoolsQuery(options: useQuery.Options<MasterUserProfileSchoolsQuery, MasterUserProfileSchoolsQueryVariables>) {
  return useQuery(MasterUserProfileSchoolsDocument, options);
}
/** MasterUserProfileSchools, run when the returned function is called. */
export function useMasterUserProfileSchoolsLazyQuery(options?: useLazyQuery.Options<MasterUserProfileSchoolsQuery, MasterUserProfileSchoolsQueryVariables>) {
  return useLazyQuery(MasterUserProfileSchoolsDocument, options);
}

/** Returns [mutate, result] for DeleteMasterUserProfile. */
export function useDeleteMasterUserProfileMutation(options?: Omit<useMutation.Options<DeleteMasterUserProfileMutation, DeleteMasterUserProfileMutationVariables>, 'variables'>) {
  return useMutation(DeleteMasterUserProfileDocument, options);
}

/** Returns [mutate, result] for AddMasterUserProfile. */
export function useAddMasterUserProfileMutation(options?: Omit<useMutation.Options<AddMasterUserProfileMutation, AddMasterUserProfileMutationVariables>, 'variables'>) {
  return useMutation(AddMasterUserProfileDocument, options);
}
