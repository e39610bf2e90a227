/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { ReminderPlanSectionFragment } from '../components/ReminderPlanSection.generated';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A reminder plan as saved. */
export type ReminderPlanInput = {
  /** Whether the nightly run sends reminders. */
  enabled: boolean;
  /** Days between reminders (1-365). */
  everyDays: number;
  /** Days the task list has been still before the first reminder (0-365). */
  firstAfterDays: number;
  /** Task-list item states that count as open: NEW, IN_PROGRESS, NEEDS_CORRECTION. */
  itemStatuses: Array<string>;
  /** At most this many reminders per student (1-50). */
  maxReminders: number;
  /** Quiet hours end (HH:MM, 24-hour). */
  quietEnd: string;
  /** Quiet hours start (HH:MM, 24-hour). */
  quietStart: string;
  /** Remind by e-mail. */
  sendEmail: boolean;
  /** Remind by text message. */
  sendSms: boolean;
  /** A missing signature brings a reminder too. */
  signatureMissing: boolean;
  /** The time zone quiet hours are read in. */
  timeZone: string;
};

export type ReminderPlanQueryVariables = Exact<{
  aidYear: number;
}>;


export type ReminderPlanQuery = { reminderPlan: { saved: boolean, aidYear: number, enabled: boolean, itemStatuses: Array<string>, signatureMissing: boolean, firstAfterDays: number, everyDays: number, maxReminders: number, quietStart: string, quietEnd: string, timeZone: string, sendEmail: boolean, sendSms: boolean, updatedBy: string | null, updatedAt: string | null } };

export type SaveReminderPlanMutationVariables = Exact<{
  aidYear: number;
  input: Types.ReminderPlanInput;
}>;


export type SaveReminderPlanMutation = { saveReminderPlan: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, plan: { ' $fragmentRefs'?: { 'ReminderPlanSectionFragment': ReminderPlanSectionFragment } } | null } };

export type SendRemindersNowMutationVariables = Exact<{
  aidYear: number;
}>;


export type SendRemindersNowMutation = { sendRemindersNow: { ok: boolean, message: string | null, students: number | null, messages: number | null, error: { message: string } | null } };


export const ReminderPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReminderPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderPlanSection"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderPlanSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"signatureMissing"}},{"kind":"Field","name":{"kind":"Name","value":"firstAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"everyDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxReminders"}},{"kind":"Field","name":{"kind":"Name","value":"quietStart"}},{"kind":"Field","name":{"kind":"Name","value":"quietEnd"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"sendEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sendSms"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ReminderPlanQuery, ReminderPlanQueryVariables>;
export const SaveReminderPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReminderPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReminderPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderPlanSection"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderPlanSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"signatureMissing"}},{"kind":"Field","name":{"kind":"Name","value":"firstAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"everyDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxReminders"}},{"kind":"Field","name":{"kind":"Name","value":"quietStart"}},{"kind":"Field","name":{"kind":"Name","value":"quietEnd"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"sendEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sendSms"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveReminderPlanMutation, SaveReminderPlanMutationVariables>;
export const SendRemindersNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendRemindersNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendRemindersNow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendRemindersNowMutation, SendRemindersNowMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs ReminderPlan and re-renders with its result. */
export function useReminderPlanQuery(options: useQuery.Options<ReminderPlanQuery, ReminderPlanQueryVariables>) {
  return useQuery(ReminderPlanDocument, options);
}
/** ReminderPlan, run when the returned function is called. */
export function useReminderPlanLazyQuery(options?: useLazyQuery.Options<ReminderPlanQuery, ReminderPlanQueryVariables>) {
  return useLazyQuery(ReminderPlanDocument, options);
}

/** Returns [mutate, result] for SaveReminderPlan. */
export function useSaveReminderPlanMutation(options?: Omit<useMutation.Options<SaveReminderPlanMutation, SaveReminderPlanMutationVariables>, 'variables'>) {
  return useMutation(SaveReminderPlanDocument, options);
}

/** Returns [mutate, result] for SendRemindersNow. */
export function useSendRemindersNowMutation(options?: Omit<useMutation.Options<SendRemindersNowMutation, SendRemindersNowMutationVariables>, 'variables'>) {
  return useMutation(SendRemindersNowDocument, options);
}
