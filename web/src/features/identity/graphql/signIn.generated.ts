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

/** Where sign-in codes go. */
export type MfaChannel =
  /** By e-mail. */
  | 'EMAIL'
  /** By text to a confirmed mobile number. */
  | 'SMS';

/** A password sign-in. */
export type SignInInput = {
  /** The password. */
  password: string;
  /** The school's PURL, when signing in from the school's own address. */
  purl?: string | null | undefined;
  /** Optional: the school's code or its PURL, when signing in from a school's own address. */
  schoolCode?: string | null | undefined;
  /** The sign-in e-mail. */
  username: string;
};

export type SignInMutationVariables = Exact<{
  input: Types.SignInInput;
}>;


export type SignInMutation = { signIn: { ok: boolean, error: { message: string } | null, challenge: { ticket: string, uuid: string, accountType: Types.AccountType, preferredChannel: Types.MfaChannel, destinations: Array<{ channel: Types.MfaChannel, maskedRecipient: string }> } | null } };


export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"preferredChannel"}},{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"maskedRecipient"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Returns [mutate, result] for SignIn. */
export function useSignInMutation(options?: Omit<useMutation.Options<SignInMutation, SignInMutationVariables>, 'variables'>) {
  return useMutation(SignInDocument, options);
}
