/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Kinds of account a person signs in with. Staff have no accountType in the spec; STAFF stands for them. */
export type AccountType =
  /** The other parent's account. */
  | 'OTHER_PARENT'
  /** A parent's account. */
  | 'PARENT'
  /** The spouse's account. */
  | 'SPOUSE'
  /** A staff user. */
  | 'STAFF'
  /** The student's own account. */
  | 'STUDENT';

/** Where sign-in codes go. */
export type MfaChannel =
  /** By e-mail. */
  | 'EMAIL'
  /** By text to a confirmed mobile number. */
  | 'SMS';

/** A student's contact profile; it replaces the saved one whole. */
export type StudentProfileInput = {
  /** City. */
  city?: string | null | undefined;
  /** Phone number. */
  phone?: string | null | undefined;
  /** The name the student goes by. */
  preferredName?: string | null | undefined;
  /** Two-letter code. */
  state?: string | null | undefined;
  /** Street address. */
  street?: string | null | undefined;
  /** ZIP code. */
  zip?: string | null | undefined;
};

export type AccountSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsQuery = { accountSettings: { accountId: number, username: string, firstName: string, lastName: string, phone: string | null, phoneConfirmed: boolean, mfaOption: Types.MfaChannel, students: Array<{ uuid: string, firstName: string, lastName: string, accountType: Types.AccountType }> } };

export type StudentProfileQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentProfileQuery = { studentProfile: { studentUuid: string, aidYear: number, preferredName: string | null, phone: string | null, street: string | null, city: string | null, state: string | null, zip: string | null, updatedAt: string | null } };

export type UpdateStudentProfileMutationVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  profile: Types.StudentProfileInput;
}>;


export type UpdateStudentProfileMutation = { updateStudentProfile: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, profile: { studentUuid: string, aidYear: number, preferredName: string | null, phone: string | null, street: string | null, city: string | null, state: string | null, zip: string | null, updatedAt: string | null } | null } };

export type SendSmsConfirmationMutationVariables = Exact<{
  phoneNumber: string;
}>;


export type SendSmsConfirmationMutation = { sendSmsConfirmation: { ok: boolean, message: string | null, error: { message: string } | null } };

export type VerifySmsCodeMutationVariables = Exact<{
  code: string;
}>;


export type VerifySmsCodeMutation = { verifySmsCode: { ok: boolean, message: string | null, error: { message: string } | null } };

export type SetMfaOptionMutationVariables = Exact<{
  option: Types.MfaChannel;
}>;


export type SetMfaOptionMutation = { setMfaOption: { ok: boolean, message: string | null, error: { message: string } | null } };

export type ChangeOwnEmailMutationVariables = Exact<{
  accountId: number;
  currentUsername: string;
  newUsername: string;
}>;


export type ChangeOwnEmailMutation = { changeAccountEmail: { ok: boolean, message: string | null, error: { message: string } | null } };


export const AccountSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]}}]} as unknown as DocumentNode<AccountSettingsQuery, AccountSettingsQueryVariables>;
export const StudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"preferredName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<StudentProfileQuery, StudentProfileQueryVariables>;
export const UpdateStudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"profile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"preferredName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStudentProfileMutation, UpdateStudentProfileMutationVariables>;
export const SendSmsConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSmsConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSmsConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendSmsConfirmationMutation, SendSmsConfirmationMutationVariables>;
export const VerifySmsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySmsCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySmsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VerifySmsCodeMutation, VerifySmsCodeMutationVariables>;
export const SetMfaOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMfaOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"option"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MfaChannel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMfaOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"option"},"value":{"kind":"Variable","name":{"kind":"Name","value":"option"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetMfaOptionMutation, SetMfaOptionMutationVariables>;
export const ChangeOwnEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeOwnEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAccountEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentUsername"}}},{"kind":"Argument","name":{"kind":"Name","value":"newUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newUsername"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeOwnEmailMutation, ChangeOwnEmailMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs AccountSettings and re-renders with its result. */
export function useAccountSettingsQuery(options?: useQuery.Options<AccountSettingsQuery, AccountSettingsQueryVariables>) {
  return useQuery(AccountSettingsDocument, options);
}
/** AccountSettings, run when the returned function is called. */
export function useAccountSettingsLazyQuery(options?: useLazyQuery.Options<AccountSettingsQuery, AccountSettingsQueryVariables>) {
  return useLazyQuery(AccountSettingsDocument, options);
}

/** Runs StudentProfile and re-renders with its result. */
export function useStudentProfileQuery(options: useQuery.Options<StudentProfileQuery, StudentProfileQueryVariables>) {
  return useQuery(StudentProfileDocument, options);
}
/** StudentProfile, run when the returned function is called. */
export function useStudentProfileLazyQuery(options?: useLazyQuery.Options<StudentProfileQuery, StudentProfileQueryVariables>) {
  return useLazyQuery(StudentProfileDocument, options);
}

/** Returns [mutate, result] for UpdateStudentProfile. */
export function useUpdateStudentProfileMutation(options?: Omit<useMutation.Options<UpdateStudentProfileMutation, UpdateStudentProfileMutationVariables>, 'variables'>) {
  return useMutation(UpdateStudentProfileDocument, options);
}

/** Returns [mutate, result] for SendSmsConfirmation. */
export function useSendSmsConfirmationMutation(options?: Omit<useMutation.Options<SendSmsConfirmationMutation, SendSmsConfirmationMutationVariables>, 'variables'>) {
  return useMutation(SendSmsConfirmationDocument, options);
}

/** Returns [mutate, result] for VerifySmsCode. */
export function useVerifySmsCodeMutation(options?: Omit<useMutation.Options<VerifySmsCodeMutation, VerifySmsCodeMutationVariables>, 'variables'>) {
  return useMutation(VerifySmsCodeDocument, options);
}

/** Returns [mutate, result] for SetMfaOption. */
export function useSetMfaOptionMutation(options?: Omit<useMutation.Options<SetMfaOptionMutation, SetMfaOptionMutationVariables>, 'variables'>) {
  return useMutation(SetMfaOptionDocument, options);
}

/** Returns [mutate, result] for ChangeOwnEmail. */
export function useChangeOwnEmailMutation(options?: Omit<useMutation.Options<ChangeOwnEmailMutation, ChangeOwnEmailMutationVariables>, 'variables'>) {
  return useMutation(ChangeOwnEmailDocument, options);
}
