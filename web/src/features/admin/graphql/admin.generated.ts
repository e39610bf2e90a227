/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { AidYearSettingsPanelFragment } from '../components/AidYearSettingsPanel.generated';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An aid year's settings; absent fields stay (or take their defaults for a new year). */
export type AidYearSettingsInput = {
  /** Students selected in group V1 get their task list items. */
  isV1Active?: boolean | null | undefined;
  /** Students selected in group V2 get their task list items. */
  isV2Active?: boolean | null | undefined;
  /** Students selected in group V3 get their task list items. */
  isV3Active?: boolean | null | undefined;
  /** Students selected in group V4 get their task list items. */
  isV4Active?: boolean | null | undefined;
  /** Students selected in group V5 get their task list items. */
  isV5Active?: boolean | null | undefined;
  /** Students selected in group V6 get their task list items. */
  isV6Active?: boolean | null | undefined;
  /** Act on comment codes. */
  processCCodes?: boolean | null | undefined;
  /** Act on reject codes. */
  processRCodes?: boolean | null | undefined;
  /** Whether the school uses a student repository this year. */
  studRepo?: boolean | null | undefined;
  /** LIVE or TEST. */
  systemMode?: string | null | undefined;
};

/** A school to add as a copy of a template school. */
export type NewSchoolInput = {
  /** Its first aid year (2027 is 2026-27). */
  initialAidYear: number;
  /** Students selected in group V1 get their task list items. */
  isV1Active?: boolean | null | undefined;
  /** Students selected in group V2 get their task list items. */
  isV2Active?: boolean | null | undefined;
  /** Students selected in group V3 get their task list items. */
  isV3Active?: boolean | null | undefined;
  /** Students selected in group V4 get their task list items. */
  isV4Active?: boolean | null | undefined;
  /** Students selected in group V5 get their task list items. */
  isV5Active?: boolean | null | undefined;
  /** Students selected in group V6 get their task list items. */
  isV6Active?: boolean | null | undefined;
  /** Act on comment codes. */
  processCCodes?: boolean | null | undefined;
  /** Act on reject codes. */
  processRCodes?: boolean | null | undefined;
  /** The new school's federal school code (6 characters). */
  schoolCode: string;
  /** The school's name. */
  schoolName: string;
  /** The school's PURL: its own sign-in address segment. */
  schoolPURL: string;
  /** LIVE or TEST. */
  systemMode?: string | null | undefined;
  /** The school to copy settings, verification-group map, config items and holidays from. */
  templateSchoolCode: string;
};

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

/** A task list item a verification group brings. */
export type VerificationGroupItemInput = {
  /** Only for dependent students. */
  dependentOnly: boolean;
  /** True: a parent's item; false: the student's. */
  isForParentAccount: boolean;
  /** The interview type's code. */
  typeCode: string;
  /** V1 to V6. */
  verificationGroup: string;
};

export type AddSchoolMutationVariables = Exact<{
  input: Types.NewSchoolInput;
}>;


export type AddSchoolMutation = { addSchool: { ok: boolean, message: string | null, schoolCode: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type UpdateSchoolProfileMutationVariables = Exact<{
  input: Types.SchoolProfileInput;
}>;


export type UpdateSchoolProfileMutation = { updateSchoolProfile: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, school: { id: number, schoolCode: string, schoolName: string, name: string, schoolUrl: string, schoolLogo: string | null, aidYears: Array<number>, defaultAidYear: number, sidName: string, hasStudentRepository: boolean, timeZone: string | null, installationTimeZone: string } | null } };

export type SchoolTimeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolTimeZoneQuery = { currentSchool: { schoolCode: string, timeZone: string | null, installationTimeZone: string } | null };

export type AidYearSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AidYearSettingsQuery = { aidYearSettings: Array<(
    { id: number, aidYear: number }
    & { ' $fragmentRefs'?: { 'AidYearSettingsPanelFragment': AidYearSettingsPanelFragment } }
  )> };

export type AddAidYearMutationVariables = Exact<{
  aidYear: number;
  settings?: Types.AidYearSettingsInput | null | undefined;
}>;


export type AddAidYearMutation = { addAidYear: { ok: boolean, message: string | null, error: { message: string } | null, settings: { ' $fragmentRefs'?: { 'AidYearSettingsPanelFragment': AidYearSettingsPanelFragment } } | null } };

export type UpdateAidYearSettingsMutationVariables = Exact<{
  id: number;
  settings: Types.AidYearSettingsInput;
}>;


export type UpdateAidYearSettingsMutation = { updateAidYearSettings: { ok: boolean, message: string | null, error: { message: string } | null, settings: { ' $fragmentRefs'?: { 'AidYearSettingsPanelFragment': AidYearSettingsPanelFragment } } | null } };

export type RolloverAidYearMutationVariables = Exact<{
  fromAidYear: number;
}>;


export type RolloverAidYearMutation = { rolloverAidYear: { ok: boolean, message: string | null, error: { message: string } | null, settings: { ' $fragmentRefs'?: { 'AidYearSettingsPanelFragment': AidYearSettingsPanelFragment } } | null, rollover: { isirViewTabsCopied: number, interviewTemplatesCopied: Array<string>, interviewTemplatesKept: Array<string>, notes: Array<string> } | null } };

export type HiddenRoutesQueryVariables = Exact<{
  host: string;
}>;


export type HiddenRoutesQuery = { hiddenRoutes: Array<string> };

export type VerificationGroupChoicesQueryVariables = Exact<{
  aidYear: number;
}>;


export type VerificationGroupChoicesQuery = { verificationGroupChoices: Array<{ typeCode: string, name: string }> };

export type ReplaceVerificationGroupMapMutationVariables = Exact<{
  id: number;
  items: Array<Types.VerificationGroupItemInput> | Types.VerificationGroupItemInput;
}>;


export type ReplaceVerificationGroupMapMutation = { replaceVerificationGroupMap: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, settings: (
      { id: number, verificationGroupMap: Array<{ id: number, verificationGroup: string, typeCode: string, isForParentAccount: boolean, dependentOnly: boolean }> }
      & { ' $fragmentRefs'?: { 'AidYearSettingsPanelFragment': AidYearSettingsPanelFragment } }
    ) | null } };


export const AddSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewSchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddSchoolMutation, AddSchoolMutationVariables>;
export const UpdateSchoolProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchoolProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchoolProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"school"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolUrl"}},{"kind":"Field","name":{"kind":"Name","value":"schoolLogo"}},{"kind":"Field","name":{"kind":"Name","value":"aidYears"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"sidName"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudentRepository"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"installationTimeZone"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSchoolProfileMutation, UpdateSchoolProfileMutationVariables>;
export const SchoolTimeZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolTimeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"installationTimeZone"}}]}}]}}]} as unknown as DocumentNode<SchoolTimeZoneQuery, SchoolTimeZoneQueryVariables>;
export const AidYearSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AidYearSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYearSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidYearSettingsPanel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsPanel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<AidYearSettingsQuery, AidYearSettingsQueryVariables>;
export const AddAidYearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAidYear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settings"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettingsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAidYear"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"settings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidYearSettingsPanel"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsPanel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<AddAidYearMutation, AddAidYearMutationVariables>;
export const UpdateAidYearSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAidYearSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAidYearSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"settings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidYearSettingsPanel"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsPanel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<UpdateAidYearSettingsMutation, UpdateAidYearSettingsMutationVariables>;
export const RolloverAidYearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RolloverAidYear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromAidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rolloverAidYear"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fromAidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromAidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidYearSettingsPanel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rollover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirViewTabsCopied"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTemplatesCopied"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTemplatesKept"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsPanel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<RolloverAidYearMutation, RolloverAidYearMutationVariables>;
export const HiddenRoutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HiddenRoutes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"host"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hiddenRoutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"host"},"value":{"kind":"Variable","name":{"kind":"Name","value":"host"}}}]}]}}]} as unknown as DocumentNode<HiddenRoutesQuery, HiddenRoutesQueryVariables>;
export const VerificationGroupChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationGroupChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationGroupChoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<VerificationGroupChoicesQuery, VerificationGroupChoicesQueryVariables>;
export const ReplaceVerificationGroupMapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplaceVerificationGroupMap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationGroupItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replaceVerificationGroupMap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYearSettingsId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidYearSettingsPanel"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsPanel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<ReplaceVerificationGroupMapMutation, ReplaceVerificationGroupMapMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Returns [mutate, result] for AddSchool. */
export function useAddSchoolMutation(options?: Omit<useMutation.Options<AddSchoolMutation, AddSchoolMutationVariables>, 'variables'>) {
  return useMutation(AddSchoolDocument, options);
}

/** Returns [mutate, result] for UpdateSchoolProfile. */
export function useUpdateSchoolProfileMutation(options?: Omit<useMutation.Options<UpdateSchoolProfileMutation, UpdateSchoolProfileMutationVariables>, 'variables'>) {
  return useMutation(UpdateSchoolProfileDocument, options);
}

/** Runs SchoolTimeZone and re-renders with its result. */
export function useSchoolTimeZoneQuery(options?: useQuery.Options<SchoolTimeZoneQuery, SchoolTimeZoneQueryVariables>) {
  return useQuery(SchoolTimeZoneDocument, options);
}
/** SchoolTimeZone, run when the returned function is called. */
export function useSchoolTimeZoneLazyQuery(options?: useLazyQuery.Options<SchoolTimeZoneQuery, SchoolTimeZoneQueryVariables>) {
  return useLazyQuery(SchoolTimeZoneDocument, options);
}

/** Runs AidYearSettings and re-renders with its result. */
export function useAidYearSettingsQuery(options?: useQuery.Options<AidYearSettingsQuery, AidYearSettingsQueryVariables>) {
  return useQuery(AidYearSettingsDocument, options);
}
/** AidYearSettings, run when the returned function is called. */
export function useAidYearSettingsLazyQuery(options?: useLazyQuery.Options<AidYearSettingsQuery, AidYearSettingsQueryVariables>) {
  return useLazyQuery(AidYearSettingsDocument, options);
}

/** Returns [mutate, result] for AddAidYear. */
export function useAddAidYearMutation(options?: Omit<useMutation.Options<AddAidYearMutation, AddAidYearMutationVariables>, 'variables'>) {
  return useMutation(AddAidYearDocument, options);
}

/** Returns [mutate, result] for UpdateAidYearSettings. */
export function useUpdateAidYearSettingsMutation(options?: Omit<useMutation.Options<UpdateAidYearSettingsMutation, UpdateAidYearSettingsMutationVariables>, 'variables'>) {
  return useMutation(UpdateAidYearSettingsDocument, options);
}

/** Returns [mutate, result] for RolloverAidYear. */
export function useRolloverAidYearMutation(options?: Omit<useMutation.Options<RolloverAidYearMutation, RolloverAidYearMutationVariables>, 'variables'>) {
  return useMutation(RolloverAidYearDocument, options);
}

/** Runs HiddenRoutes and re-renders with its result. */
export function useHiddenRoutesQuery(options: useQuery.Options<HiddenRoutesQuery, HiddenRoutesQueryVariables>) {
  return useQuery(HiddenRoutesDocument, options);
}
/** HiddenRoutes, run when the returned function is called. */
export function useHiddenRoutesLazyQuery(options?: useLazyQuery.Options<HiddenRoutesQuery, HiddenRoutesQueryVariables>) {
  return useLazyQuery(HiddenRoutesDocument, options);
}

/** Runs VerificationGroupChoices and re-renders with its result. */
export function useVerificationGroupChoicesQuery(options: useQuery.Options<VerificationGroupChoicesQuery, VerificationGroupChoicesQueryVariables>) {
  return useQuery(VerificationGroupChoicesDocument, options);
}
/** VerificationGroupChoices, run when the returned function is called. */
export function useVerificationGroupChoicesLazyQuery(options?: useLazyQuery.Options<VerificationGroupChoicesQuery, VerificationGroupChoicesQueryVariables>) {
  return useLazyQuery(VerificationGroupChoicesDocument, options);
}

/** Returns [mutate, result] for ReplaceVerificationGroupMap. */
export function useReplaceVerificationGroupMapMutation(options?: Omit<useMutation.Options<ReplaceVerificationGroupMapMutation, ReplaceVerificationGroupMapMutationVariables>, 'variables'>) {
  return useMutation(ReplaceVerificationGroupMapDocument, options);
}
