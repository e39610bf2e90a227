/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where sign-in codes go. */
export type MfaChannel =
  /** By e-mail. */
  | 'EMAIL'
  /** By text to a confirmed mobile number. */
  | 'SMS';

/** What the staff member may change on /userSettings. */
export type UserSettingsInput = {
  /** An aid year of that school, or null for the school's default. */
  defaultAidYear?: number | null | undefined;
  /** One of their schools. */
  defaultSchoolCode: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Where sign-in codes go first. */
  mfaOption: MfaChannel;
  /** Mobile number; required for codes by text message. */
  phone?: string | null | undefined;
};

export type UserSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserSettingsQuery = { userSettings: { firstName: string, lastName: string, email: string, phone: string | null, defaultSchoolCode: string, defaultAidYear: number | null, mfaOption: Types.MfaChannel, schools: Array<{ schoolCode: string, schoolName: string, role: string, aidYears: Array<number> }> } };

export type SaveUserSettingsMutationVariables = Exact<{
  input: Types.UserSettingsInput;
}>;


export type SaveUserSettingsMutation = { saveUserSettings: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, settings: { firstName: string, lastName: string, phone: string | null, defaultSchoolCode: string, defaultAidYear: number | null, mfaOption: Types.MfaChannel } | null } };


export const UserSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"aidYears"}}]}}]}}]}}]} as unknown as DocumentNode<UserSettingsQuery, UserSettingsQueryVariables>;
export const SaveUserSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUserSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUserSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}}]}}]}}]}}]} as unknown as DocumentNode<SaveUserSettingsMutation, SaveUserSettingsMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs UserSettings and re-renders with its result. */
export function useUserSettingsQuery(options?: useQuery.Options<UserSettingsQuery, UserSettingsQueryVariables>) {
  return useQuery(UserSettingsDocument, options);
}
/** UserSettings, run when the returned function is called. */
export function useUserSettingsLazyQuery(options?: useLazyQuery.Options<UserSettingsQuery, UserSettingsQueryVariables>) {
  return useLazyQuery(UserSettingsDocument, options);
}

/** Returns [mutate, result] for SaveUserSettings. */
export function useSaveUserSettingsMutation(options?: Omit<useMutation.Options<SaveUserSettingsMutation, SaveUserSettingsMutationVariables>, 'variables'>) {
  return useMutation(SaveUserSettingsDocument, options);
}
