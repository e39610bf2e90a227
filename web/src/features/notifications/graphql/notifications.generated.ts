/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { NotificationRowFragment } from '../components/NotificationRow.generated';
import type { MessageTemplateFragment } from '../components/MessageTemplate.generated';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new announcement. */
export type NotificationInput = {
  /** ALL, STAFF or STUDENTS (students and parents). */
  audience: string;
  /** The text. */
  body: string;
  /** Last day shown (YYYY-MM-DD); absent: no end. */
  endDate?: string | null | undefined;
  /** Every school of the installation (back-office only). */
  installationWide?: boolean | null | undefined;
  /** Whether it is switched on. */
  isActive?: boolean | null | undefined;
  /** INFO or WARNING. */
  severity?: string | null | undefined;
  /** First day shown (YYYY-MM-DD); absent: today, in the school's time zone. */
  startDate?: string | null | undefined;
  /** The title. */
  title: string;
};

/** Changes to an announcement; absent fields stay. */
export type NotificationUpdateInput = {
  /** ALL, STAFF or STUDENTS (students and parents). */
  audience?: string | null | undefined;
  /** The text. */
  body?: string | null | undefined;
  /** Last day shown (YYYY-MM-DD). */
  endDate?: string | null | undefined;
  /** Whether it is switched on. */
  isActive?: boolean | null | undefined;
  /** INFO or WARNING. */
  severity?: string | null | undefined;
  /** First day shown (YYYY-MM-DD). */
  startDate?: string | null | undefined;
  /** The title. */
  title?: string | null | undefined;
};

export type NotificationsQueryVariables = Exact<{
  text?: string | null | undefined;
  activeOnly?: boolean | null | undefined;
}>;


export type NotificationsQuery = { notifications: Array<(
    { id: number }
    & { ' $fragmentRefs'?: { 'NotificationRowFragment': NotificationRowFragment } }
  )> };

export type CurrentNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentNotificationsQuery = { currentNotifications: Array<{ id: number, title: string, body: string, severity: string }> };

export type AddNotificationMutationVariables = Exact<{
  input: Types.NotificationInput;
}>;


export type AddNotificationMutation = { addNotification: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, notification: { ' $fragmentRefs'?: { 'NotificationRowFragment': NotificationRowFragment } } | null } };

export type UpdateNotificationMutationVariables = Exact<{
  id: number;
  input: Types.NotificationUpdateInput;
}>;


export type UpdateNotificationMutation = { updateNotification: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, notification: { ' $fragmentRefs'?: { 'NotificationRowFragment': NotificationRowFragment } } | null } };

export type MessageTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MessageTemplatesQuery = { messageTemplates: Array<(
    { id: number, defaultId: number, isSchoolOverride: boolean, subject: string, body: string }
    & { ' $fragmentRefs'?: { 'MessageTemplateFragment': MessageTemplateFragment } }
  )> };

export type InstallationMessageTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type InstallationMessageTemplatesQuery = { installationMessageTemplates: Array<(
    { id: number, defaultId: number, subject: string, body: string }
    & { ' $fragmentRefs'?: { 'MessageTemplateFragment': MessageTemplateFragment } }
  )> };

export type SaveMessageTemplateMutationVariables = Exact<{
  defaultId: number;
  subject: string;
  body: string;
}>;


export type SaveMessageTemplateMutation = { saveMessageTemplate: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, template: { ' $fragmentRefs'?: { 'MessageTemplateFragment': MessageTemplateFragment } } | null } };

export type ResetMessageTemplateMutationVariables = Exact<{
  defaultId: number;
}>;


export type ResetMessageTemplateMutation = { resetMessageTemplate: { ok: boolean, message: string | null, error: { message: string } | null, template: { ' $fragmentRefs'?: { 'MessageTemplateFragment': MessageTemplateFragment } } | null } };

export type SaveInstallationMessageTemplateMutationVariables = Exact<{
  defaultId: number;
  subject: string;
  body: string;
}>;


export type SaveInstallationMessageTemplateMutation = { saveInstallationMessageTemplate: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, template: { ' $fragmentRefs'?: { 'MessageTemplateFragment': MessageTemplateFragment } } | null } };


export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activeOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activeOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"installationWide"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const CurrentNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}}]}}]} as unknown as DocumentNode<CurrentNotificationsQuery, CurrentNotificationsQueryVariables>;
export const AddNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"installationWide"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AddNotificationMutation, AddNotificationMutationVariables>;
export const UpdateNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"installationWide"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<UpdateNotificationMutation, UpdateNotificationMutationVariables>;
export const MessageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageTemplate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<MessageTemplatesQuery, MessageTemplatesQueryVariables>;
export const InstallationMessageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstallationMessageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installationMessageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageTemplate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<InstallationMessageTemplatesQuery, InstallationMessageTemplatesQueryVariables>;
export const SaveMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"defaultId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageTemplate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<SaveMessageTemplateMutation, SaveMessageTemplateMutationVariables>;
export const ResetMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"defaultId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageTemplate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ResetMessageTemplateMutation, ResetMessageTemplateMutationVariables>;
export const SaveInstallationMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInstallationMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInstallationMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"defaultId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageTemplate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<SaveInstallationMessageTemplateMutation, SaveInstallationMessageTemplateMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs Notifications and re-renders with its result. */
export function useNotificationsQuery(options?: useQuery.Options<NotificationsQuery, NotificationsQueryVariables>) {
  return useQuery(NotificationsDocument, options);
}
/** Notifications, run when the returned function is called. */
export function useNotificationsLazyQuery(options?: useLazyQuery.Options<NotificationsQuery, NotificationsQueryVariables>) {
  return useLazyQuery(NotificationsDocument, options);
}

/** Runs CurrentNotifications and re-renders with its result. */
export function useCurrentNotificationsQuery(options?: useQuery.Options<CurrentNotificationsQuery, CurrentNotificationsQueryVariables>) {
  return useQuery(CurrentNotificationsDocument, options);
}
/** CurrentNotifications, run when the returned function is called. */
export function useCurrentNotificationsLazyQuery(options?: useLazyQuery.Options<CurrentNotificationsQuery, CurrentNotificationsQueryVariables>) {
  return useLazyQuery(CurrentNotificationsDocument, options);
}

/** Returns [mutate, result] for AddNotification. */
export function useAddNotificationMutation(options?: Omit<useMutation.Options<AddNotificationMutation, AddNotificationMutationVariables>, 'variables'>) {
  return useMutation(AddNotificationDocument, options);
}

/** Returns [mutate, result] for UpdateNotification. */
export function useUpdateNotificationMutation(options?: Omit<useMutation.Options<UpdateNotificationMutation, UpdateNotificationMutationVariables>, 'variables'>) {
  return useMutation(UpdateNotificationDocument, options);
}

/** Runs MessageTemplates and re-renders with its result. */
export function useMessageTemplatesQuery(options?: useQuery.Options<MessageTemplatesQuery, MessageTemplatesQueryVariables>) {
  return useQuery(MessageTemplatesDocument, options);
}
/** MessageTemplates, run when the returned function is called. */
export function useMessageTemplatesLazyQuery(options?: useLazyQuery.Options<MessageTemplatesQuery, MessageTemplatesQueryVariables>) {
  return useLazyQuery(MessageTemplatesDocument, options);
}

/** Runs InstallationMessageTemplates and re-renders with its result. */
export function useInstallationMessageTemplatesQuery(options?: useQuery.Options<InstallationMessageTemplatesQuery, InstallationMessageTemplatesQueryVariables>) {
  return useQuery(InstallationMessageTemplatesDocument, options);
}
/** InstallationMessageTemplates, run when the returned function is called. */
export function useInstallationMessageTemplatesLazyQuery(options?: useLazyQuery.Options<InstallationMessageTemplatesQuery, InstallationMessageTemplatesQueryVariables>) {
  return useLazyQuery(InstallationMessageTemplatesDocument, options);
}

/** Returns [mutate, result] for SaveMessageTemplate. */
export function useSaveMessageTemplateMutation(options?: Omit<useMutation.Options<SaveMessageTemplateMutation, SaveMessageTemplateMutationVariables>, 'variables'>) {
  return useMutation(SaveMessageTemplateDocument, options);
}

/** Returns [mutate, result] for ResetMessageTemplate. */
export function useResetMessageTemplateMutation(options?: Omit<useMutation.Options<ResetMessageTemplateMutation, ResetMessageTemplateMutationVariables>, 'variables'>) {
  return useMutation(ResetMessageTemplateDocument, options);
}

/** Returns [mutate, result] for SaveInstallationMessageTemplate. */
export function useSaveInstallationMessageTemplateMutation(options?: Omit<useMutation.Options<SaveInstallationMessageTemplateMutation, SaveInstallationMessageTemplateMutationVariables>, 'variables'>) {
  return useMutation(SaveInstallationMessageTemplateDocument, options);
}
