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

/** A language of the portal and of the messages the product sends a student or parent (issue 26). */
export type PortalLanguage =
  /** English. */
  | 'EN'
  /** Spanish (Español). */
  | 'ES';

/** Changes to a linked account; null phone clears the number. */
export type StudentAccountInput = {
  /** First name. */
  firstName?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** Where sign-in codes go (SMS needs a mobile number). */
  mfaOption?: MfaChannel | null | undefined;
  /** Mobile number; a new one is unconfirmed until texted. */
  phone?: string | null | undefined;
};

export type StudentLinkedAccountsQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentLinkedAccountsQuery = { student: { id: number, uuid: string, accounts: Array<{ id: number, uuid: string, username: string, firstName: string, lastName: string, accountType: Types.AccountType, eSignOptOut: boolean, eSignOptOutDate: string | null, mfaOption: string | null, preferredLanguage: Types.PortalLanguage }> } | null };

export type UnlinkAccountMutationVariables = Exact<{
  uuid: string | number;
  accountId: number;
}>;


export type UnlinkAccountMutation = { unlinkAccount: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffSetTemporaryPasswordMutationVariables = Exact<{
  username: string;
}>;


export type StaffSetTemporaryPasswordMutation = { setTemporaryPassword: { ok: boolean, temporaryPassword: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffChangeAccountEmailMutationVariables = Exact<{
  accountId: number;
  currentUsername: string;
  newUsername: string;
}>;


export type StaffChangeAccountEmailMutation = { changeAccountEmail: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffResetMfaToEmailMutationVariables = Exact<{
  accountId: number;
}>;


export type StaffResetMfaToEmailMutation = { resetMfaToEmail: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffSendPasswordResetMutationVariables = Exact<{
  username: string;
}>;


export type StaffSendPasswordResetMutation = { sendPasswordReset: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffPurgeParentAccountMutationVariables = Exact<{
  parentAccountId: number;
  studentId: number;
}>;


export type StaffPurgeParentAccountMutation = { purgeParentAccount: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffUpdateStudentAccountMutationVariables = Exact<{
  id: number;
  input: Types.StudentAccountInput;
}>;


export type StaffUpdateStudentAccountMutation = { updateStudentAccount: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, account: { id: number, username: string, firstName: string, lastName: string, phone: string | null, mfaOption: Types.MfaChannel } | null } };


export const StudentLinkedAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentLinkedAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"eSignOptOut"}},{"kind":"Field","name":{"kind":"Name","value":"eSignOptOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLanguage"}}]}}]}}]}}]} as unknown as DocumentNode<StudentLinkedAccountsQuery, StudentLinkedAccountsQueryVariables>;
export const UnlinkAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlinkAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UnlinkAccountMutation, UnlinkAccountMutationVariables>;
export const StaffSetTemporaryPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSetTemporaryPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTemporaryPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}}]}}]}}]} as unknown as DocumentNode<StaffSetTemporaryPasswordMutation, StaffSetTemporaryPasswordMutationVariables>;
export const StaffChangeAccountEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffChangeAccountEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAccountEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentUsername"}}},{"kind":"Argument","name":{"kind":"Name","value":"newUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newUsername"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffChangeAccountEmailMutation, StaffChangeAccountEmailMutationVariables>;
export const StaffResetMfaToEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffResetMfaToEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetMfaToEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffResetMfaToEmailMutation, StaffResetMfaToEmailMutationVariables>;
export const StaffSendPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSendPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffSendPasswordResetMutation, StaffSendPasswordResetMutationVariables>;
export const StaffPurgeParentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffPurgeParentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purgeParentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentAccountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffPurgeParentAccountMutation, StaffPurgeParentAccountMutationVariables>;
export const StaffUpdateStudentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUpdateStudentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}}]}}]}}]}}]} as unknown as DocumentNode<StaffUpdateStudentAccountMutation, StaffUpdateStudentAccountMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs StudentLinkedAccounts and re-renders with its result. */
export function useStudentLinkedAccountsQuery(options: useQuery.Options<StudentLinkedAccountsQuery, StudentLinkedAccountsQueryVariables>) {
  return useQuery(StudentLinkedAccountsDocument, options);
}
/** StudentLinkedAccounts, run when the returned function is called. */
export function useStudentLinkedAccountsLazyQuery(options?: useLazyQuery.Options<StudentLinkedAccountsQuery, StudentLinkedAccountsQueryVariables>) {
  return useLazyQuery(StudentLinkedAccountsDocument, options);
}

/** Returns [mutate, result] for UnlinkAccount. */
export function useUnlinkAccountMutation(options?: Omit<useMutation.Options<UnlinkAccountMutation, UnlinkAccountMutationVariables>, 'variables'>) {
  return useMutation(UnlinkAccountDocument, options);
}

/** Returns [mutate, result] for StaffSetTemporaryPassword. */
export function useStaffSetTemporaryPasswordMutation(options?: Omit<useMutation.Options<StaffSetTemporaryPasswordMutation, StaffSetTemporaryPasswordMutationVariables>, 'variables'>) {
  return useMutation(StaffSetTemporaryPasswordDocument, options);
}

/** Returns [mutate, result] for StaffChangeAccountEmail. */
export function useStaffChangeAccountEmailMutation(options?: Omit<useMutation.Options<StaffChangeAccountEmailMutation, StaffChangeAccountEmailMutationVariables>, 'variables'>) {
  return useMutation(StaffChangeAccountEmailDocument, options);
}

/** Returns [mutate, result] for StaffResetMfaToEmail. */
export function useStaffResetMfaToEmailMutation(options?: Omit<useMutation.Options<StaffResetMfaToEmailMutation, StaffResetMfaToEmailMutationVariables>, 'variables'>) {
  return useMutation(StaffResetMfaToEmailDocument, options);
}

/** Returns [mutate, result] for StaffSendPasswordReset. */
export function useStaffSendPasswordResetMutation(options?: Omit<useMutation.Options<StaffSendPasswordResetMutation, StaffSendPasswordResetMutationVariables>, 'variables'>) {
  return useMutation(StaffSendPasswordResetDocument, options);
}

/** Returns [mutate, result] for StaffPurgeParentAccount. */
export function useStaffPurgeParentAccountMutation(options?: Omit<useMutation.Options<StaffPurgeParentAccountMutation, StaffPurgeParentAccountMutationVariables>, 'variables'>) {
  return useMutation(StaffPurgeParentAccountDocument, options);
}

/** Returns [mutate, result] for StaffUpdateStudentAccount. */
export function useStaffUpdateStudentAccountMutation(options?: Omit<useMutation.Options<StaffUpdateStudentAccountMutation, StaffUpdateStudentAccountMutationVariables>, 'variables'>) {
  return useMutation(StaffUpdateStudentAccountDocument, options);
}
