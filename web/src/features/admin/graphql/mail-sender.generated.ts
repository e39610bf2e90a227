/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Changes to the session's school profile; absent fields stay. */
export type SchoolProfileInput = {
  /** The aid year pages open on. */
  defaultAidYear?: number | null | undefined;
  /** Where replies to the school's e-mails go; empty: the installation's reply-to address. */
  mailReplyTo?: string | null | undefined;
  /** The sender name of the school's e-mails (at most 100 characters); empty: the school's name. */
  mailSenderName?: string | null | undefined;
  /** The school's name as the page footer shows it. */
  name?: string | null | undefined;
  /** True removes the logo. */
  removeLogo?: boolean | null | undefined;
  /** A PNG, JPEG or GIF as a data URL or base64 (at most 256 KB); null removes the logo. */
  schoolLogo?: string | null | undefined;
  /** The school's name. */
  schoolName?: string | null | undefined;
  /** The PURL. */
  schoolUrl?: string | null | undefined;
  /** Label of the school's student id, e.g. 'Student ID' or 'Banner ID'. */
  sidName?: string | null | undefined;
  /** The school's time zone (IANA, e.g. America/Chicago): its dates (today, overdue, days left, announcements) follow it. */
  timeZone?: string | null | undefined;
  /** True: the school follows the installation's time zone again. */
  useInstallationTimeZone?: boolean | null | undefined;
};

export type SchoolMailSenderQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolMailSenderQuery = { currentSchool: { id: number, schoolCode: string, schoolName: string, mailSenderName: string | null, mailReplyTo: string | null } | null };

export type UpdateSchoolMailSenderMutationVariables = Exact<{
  input: Types.SchoolProfileInput;
}>;


export type UpdateSchoolMailSenderMutation = { updateSchoolProfile: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, school: { id: number, schoolCode: string, mailSenderName: string | null, mailReplyTo: string | null } | null } };


export const SchoolMailSenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolMailSender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"mailSenderName"}},{"kind":"Field","name":{"kind":"Name","value":"mailReplyTo"}}]}}]}}]} as unknown as DocumentNode<SchoolMailSenderQuery, SchoolMailSenderQueryVariables>;
export const UpdateSchoolMailSenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchoolMailSender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchoolProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"school"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"mailSenderName"}},{"kind":"Field","name":{"kind":"Name","value":"mailReplyTo"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSchoolMailSenderMutation, UpdateSchoolMailSenderMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs SchoolMailSender and re-renders with its result. */
export function useSchoolMailSenderQuery(options?: useQuery.Options<SchoolMailSenderQuery, SchoolMailSenderQueryVariables>) {
  return useQuery(SchoolMailSenderDocument, options);
}
/** SchoolMailSender, run when the returned function is called. */
export function useSchoolMailSenderLazyQuery(options?: useLazyQuery.Options<SchoolMailSenderQuery, SchoolMailSenderQueryVariables>) {
  return useLazyQuery(SchoolMailSenderDocument, options);
}

/** Returns [mutate, result] for UpdateSchoolMailSender. */
export function useUpdateSchoolMailSenderMutation(options?: Omit<useMutation.Options<UpdateSchoolMailSenderMutation, UpdateSchoolMailSenderMutationVariables>, 'variables'>) {
  return useMutation(UpdateSchoolMailSenderDocument, options);
}
