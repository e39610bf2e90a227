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

export type IdentityAccountQueryVariables = Exact<{
  username: string;
}>;


export type IdentityAccountQuery = { identityAccount: { ok: boolean, error: { message: string } | null, account: { id: number, username: string, firstName: string, lastName: string, phone: string | null, mfaOption: Types.MfaChannel, enabled: boolean, lastSignInAt: string | null, students: Array<{ id: number, uuid: string, firstName: string, lastName: string, accountType: Types.AccountType }> } | null } };

export type LinkStudentAccountMutationVariables = Exact<{
  studentId: number;
  accountId: number;
  accountType: Types.AccountType;
}>;


export type LinkStudentAccountMutation = { linkStudentAccount: { ok: boolean, message: string | null, error: { message: string } | null } };


export const IdentityAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IdentityAccountQuery, IdentityAccountQueryVariables>;
export const LinkStudentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkStudentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkStudentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LinkStudentAccountMutation, LinkStudentAccountMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs IdentityAccount and re-renders with its result. */
export function useIdentityAccountQuery(options: useQuery.Options<IdentityAccountQuery, IdentityAccountQueryVariables>) {
  return useQuery(IdentityAccountDocument, options);
}
/** IdentityAccount, run when the returned function is called. */
export function useIdentityAccountLazyQuery(options?: useLazyQuery.Options<IdentityAccountQuery, IdentityAccountQueryVariables>) {
  return useLazyQuery(IdentityAccountDocument, options);
}

/** Returns [mutate, result] for LinkStudentAccount. */
export function useLinkStudentAccountMutation(options?: Omit<useMutation.Options<LinkStudentAccountMutation, LinkStudentAccountMutationVariables>, 'variables'>) {
  return useMutation(LinkStudentAccountDocument, options);
}
