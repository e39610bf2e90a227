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

/** Where a sign-in code is on its way. */
export type MfaCodeDeliveryStatus =
  /** The text provider confirmed delivery. */
  | 'DELIVERED'
  /** It could not be sent. */
  | 'FAILED'
  /** No code was sent for this sign-in yet. */
  | 'NONE'
  /** Waiting to be sent (or retried). */
  | 'QUEUED'
  /** Being handed over. */
  | 'SENDING'
  /** Handed to the mail server or text provider. */
  | 'SENT';

/** A language of the portal and of the messages the product sends a student or parent (issue 26). */
export type PortalLanguage =
  /** English. */
  | 'EN'
  /** Spanish (Español). */
  | 'ES';

export type SendMfaCodeMutationVariables = Exact<{
  ticket: string;
  channel: Types.MfaChannel;
  language?: Types.PortalLanguage | null | undefined;
}>;


export type SendMfaCodeMutation = { sendMfaCode: { ok: boolean, message: string | null, error: { message: string } | null } };

export type MfaCodeDeliveryQueryVariables = Exact<{
  ticket: string;
}>;


export type MfaCodeDeliveryQuery = { mfaCodeDelivery: { status: Types.MfaCodeDeliveryStatus, pending: boolean, message: string | null } };


export const SendMfaCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMfaCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MfaChannel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PortalLanguage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMfaCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendMfaCodeMutation, SendMfaCodeMutationVariables>;
export const MfaCodeDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MfaCodeDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaCodeDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MfaCodeDeliveryQuery, MfaCodeDeliveryQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Returns [mutate, result] for SendMfaCode. */
export function useSendMfaCodeMutation(options?: Omit<useMutation.Options<SendMfaCodeMutation, SendMfaCodeMutationVariables>, 'variables'>) {
  return useMutation(SendMfaCodeDocument, options);
}

/** Runs MfaCodeDelivery and re-renders with its result. */
export function useMfaCodeDeliveryQuery(options: useQuery.Options<MfaCodeDeliveryQuery, MfaCodeDeliveryQueryVariables>) {
  return useQuery(MfaCodeDeliveryDocument, options);
}
/** MfaCodeDelivery, run when the returned function is called. */
export function useMfaCodeDeliveryLazyQuery(options?: useLazyQuery.Options<MfaCodeDeliveryQuery, MfaCodeDeliveryQueryVariables>) {
  return useLazyQuery(MfaCodeDeliveryDocument, options);
}
