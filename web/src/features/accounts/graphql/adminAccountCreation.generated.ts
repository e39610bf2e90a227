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

/** A language of the portal and of the messages the product sends a student or parent (issue 26). */
export type PortalLanguage =
  /** English. */
  | 'EN'
  /** Spanish (Español). */
  | 'ES';

/** Staff make an account for a student (/adminAccountCreation). */
export type StaffCreateAccountInput = {
  /** STUDENT or PARENT (OTHER_PARENT, SPOUSE also taken). */
  accountType: AccountType;
  /** The sign-in e-mail; the welcome e-mail and the link to choose a password go there. */
  email: string;
  /** The account holder's first name. */
  firstName: string;
  /** The language the person reads: the welcome e-mail, the link to choose a password and later messages go out in it. English when not given. */
  language?: PortalLanguage | null | undefined;
  /** The account holder's last name. */
  lastName: string;
  /** The page the staff member is on, so the password link points at this portal. */
  locationHref?: string | null | undefined;
  /** The student the account is for. */
  studentUuid: string | number;
};

export type AdminAccountCreationStudentQueryVariables = Exact<{
  uuid: string | number;
}>;


export type AdminAccountCreationStudentQuery = { student: { id: number, uuid: string, firstName: string, lastName: string, email: string | null } | null };

export type StaffCreateAccountMutationVariables = Exact<{
  input: Types.StaffCreateAccountInput;
}>;


export type StaffCreateAccountMutation = { staffCreateAccount: { ok: boolean, message: string | null, accountUuid: string | null, username: string | null, taskListItemsCreated: number | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };


export const AdminAccountCreationStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountCreationStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminAccountCreationStudentQuery, AdminAccountCreationStudentQueryVariables>;
export const StaffCreateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffCreateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCreateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCreateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"taskListItemsCreated"}}]}}]}}]} as unknown as DocumentNode<StaffCreateAccountMutation, StaffCreateAccountMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs AdminAccountCreationStudent and re-renders with its result. */
export function useAdminAccountCreationStudentQuery(options: useQuery.Options<AdminAccountCreationStudentQuery, AdminAccountCreationStudentQueryVariables>) {
  return useQuery(AdminAccountCreationStudentDocument, options);
}
/** AdminAccountCreationStudent, run when the returned function is called. */
export function useAdminAccountCreationStudentLazyQuery(options?: useLazyQuery.Options<AdminAccountCreationStudentQuery, AdminAccountCreationStudentQueryVariables>) {
  return useLazyQuery(AdminAccountCreationStudentDocument, options);
}

/** Returns [mutate, result] for StaffCreateAccount. */
export function useStaffCreateAccountMutation(options?: Omit<useMutation.Options<StaffCreateAccountMutation, StaffCreateAccountMutationVariables>, 'variables'>) {
  return useMutation(StaffCreateAccountDocument, options);
}
