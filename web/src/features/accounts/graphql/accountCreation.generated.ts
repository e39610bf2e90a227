/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useMutation } from '@apollo/client/react';
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

/** A new student or parent account. */
export type CreateAccountInput = {
  /** Student, parent, other parent or spouse. */
  accountType: AccountType;
  /** The token a lookup gave. */
  creationToken: string;
  /** The sign-in e-mail. */
  email: string;
  /** The account holder's first name. */
  firstName: string;
  /** The language the account is made in (the page's): its portal and the messages sent to it follow it. */
  language?: PortalLanguage | null | undefined;
  /** The account holder's last name. */
  lastName: string;
  /** The password to sign in with. */
  password: string;
  /** A phone number. */
  phone?: string | null | undefined;
};

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

/** What a student or parent gives to find the student before making an account. */
export type StudentLookupInput = {
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** The student's last name. */
  lastName: string;
  /** The school's portal address (PURL), when the school code is not known. */
  purl?: string | null | undefined;
  /** The school's federal school code. */
  schoolCode?: string | null | undefined;
  /** The last four digits of the student's SSN (or give the student id). */
  ssnLastFour?: string | null | undefined;
  /** The school's student id (or give the SSN's last four). */
  studentNumber?: string | null | undefined;
};

export type LookupStudentMutationVariables = Exact<{
  input: Types.StudentLookupInput;
}>;


export type LookupStudentMutation = { lookupStudent: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, match: { uuid: string, firstName: string, schoolCode: string, aidYear: number, isDependent: boolean, hasStudentAccount: boolean, creationToken: string } | null } };

export type CreateStudentAccountMutationVariables = Exact<{
  input: Types.CreateAccountInput;
}>;


export type CreateStudentAccountMutation = { createStudentAccount: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, account: { uuid: string, studentUuid: string, accountType: Types.AccountType, taskListItemsCreated: number } | null } };

export type SendPasswordResetMutationVariables = Exact<{
  username: string;
  schoolCode?: string | null | undefined;
  purl?: string | null | undefined;
  locationHref?: string | null | undefined;
  language?: Types.PortalLanguage | null | undefined;
}>;


export type SendPasswordResetMutation = { sendPasswordReset: { ok: boolean, message: string | null, error: { message: string } | null } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
  signInCodeChannel?: Types.MfaChannel | null | undefined;
  mobileNumber?: string | null | undefined;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };


export const LookupStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LookupStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentLookupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookupStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isDependent"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"creationToken"}}]}}]}}]}}]} as unknown as DocumentNode<LookupStudentMutation, LookupStudentMutationVariables>;
export const CreateStudentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStudentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStudentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"taskListItemsCreated"}}]}}]}}]}}]} as unknown as DocumentNode<CreateStudentAccountMutation, CreateStudentAccountMutationVariables>;
export const SendPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationHref"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PortalLanguage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"purl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purl"}}},{"kind":"Argument","name":{"kind":"Name","value":"locationHref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationHref"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendPasswordResetMutation, SendPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signInCodeChannel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MfaChannel"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobileNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"signInCodeChannel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signInCodeChannel"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobileNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobileNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Returns [mutate, result] for LookupStudent. */
export function useLookupStudentMutation(options?: Omit<useMutation.Options<LookupStudentMutation, LookupStudentMutationVariables>, 'variables'>) {
  return useMutation(LookupStudentDocument, options);
}

/** Returns [mutate, result] for CreateStudentAccount. */
export function useCreateStudentAccountMutation(options?: Omit<useMutation.Options<CreateStudentAccountMutation, CreateStudentAccountMutationVariables>, 'variables'>) {
  return useMutation(CreateStudentAccountDocument, options);
}

/** Returns [mutate, result] for SendPasswordReset. */
export function useSendPasswordResetMutation(options?: Omit<useMutation.Options<SendPasswordResetMutation, SendPasswordResetMutationVariables>, 'variables'>) {
  return useMutation(SendPasswordResetDocument, options);
}

/** Returns [mutate, result] for ResetPassword. */
export function useResetPasswordMutation(options?: Omit<useMutation.Options<ResetPasswordMutation, ResetPasswordMutationVariables>, 'variables'>) {
  return useMutation(ResetPasswordDocument, options);
}
