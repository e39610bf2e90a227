/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Kinds of account a person signs in with. Staff have no accountType in the spec; STAFF stands for them. */
export type AccountType =
  | 'OTHER_PARENT'
  | 'PARENT'
  | 'SPOUSE'
  | 'STAFF'
  | 'STUDENT';

export type AddInterviewTaskItemInput = {
  /** Defaults to the school's current aid year. */
  aidYear?: number | null | undefined;
  /** YYYY-MM-DD */
  dueDate?: string | null | undefined;
  isForParentAccount?: boolean | null | undefined;
  /** A note the student sees on the item. */
  questionText?: string | null | undefined;
  /** Student id or uuid. */
  student: string | number;
  typeCode: string;
};

export type AidYearSettingsInput = {
  isV1Active?: boolean | null | undefined;
  isV2Active?: boolean | null | undefined;
  isV3Active?: boolean | null | undefined;
  isV4Active?: boolean | null | undefined;
  isV5Active?: boolean | null | undefined;
  isV6Active?: boolean | null | undefined;
  processCCodes?: boolean | null | undefined;
  processRCodes?: boolean | null | undefined;
  studRepo?: boolean | null | undefined;
  systemMode?: string | null | undefined;
};

export type AlertSeverity =
  | 'error'
  | 'info'
  | 'message'
  | 'success'
  | 'warning';

/** Whether an API token can be used now. */
export type ApiTokenStatus =
  /** Usable until it expires. */
  | 'ACTIVE'
  /** Past its expiry; refused. */
  | 'EXPIRED'
  /** Revoked by its owner; refused. */
  | 'REVOKED';

export type BinderKind =
  | 'BINDER'
  | 'SUPER_BINDER';

export type CommentCodeInfoInput = {
  /** Three digits. */
  code: string;
  description?: string | null | undefined;
  display?: boolean | null | undefined;
};

export type CorrectionStatus =
  /** Withdrawn before export. */
  | 'CANCELLED'
  /** Sent in a correction file. */
  | 'EXPORTED'
  /** Recorded, waiting to be exported to FPS. */
  | 'PENDING';

export type CrHeadline =
  /** No codes. */
  | 'NONE'
  /** Comment codes unresolved, reject codes on the ISIR or comment-code task items open. */
  | 'OPEN'
  /** Every code resolved. */
  | 'RESOLVED';

export type CreateAccountInput = {
  accountType: AccountType;
  creationToken: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phone?: string | null | undefined;
};

export type FtiSetupInput = {
  /** YYYY-MM-DD; required to enable FTI. */
  agreementDate?: string | null | undefined;
  /** Required to enable FTI. */
  agreementSignedBy?: string | null | undefined;
  ftiEnabled: boolean;
};

export type HistoryKind =
  | 'ROLE_PERMISSION_LINK'
  | 'SCHOOL'
  | 'SCHOOL_CONFIG'
  | 'SCHOOL_ISIR_RECORD_INFO';

export type HolidayInput = {
  holidayDate: string;
  name: string;
};

export type InterviewAnswerInput = {
  /** ACKNOWLEDGEMENT. */
  checked?: boolean | null | undefined;
  questionId: number;
  /** TEXT, NUMBER, DATE (YYYY-MM-DD), CHOICE, SIGNATURE. */
  value?: string | null | undefined;
  /** MULTIPLE_CHOICE. */
  values?: Array<string> | null | undefined;
};

export type InterviewEventInput = {
  /** EMAIL_CONFIRMATION or RECORD_ACTIVITY. */
  action: string;
  /** ON_START or ON_SUBMIT. */
  eventType: string;
  message?: string | null | undefined;
  templateId: number;
};

export type InterviewNextRuleInput = {
  equals: string;
  nextStepKey: string;
  questionKey: string;
};

export type InterviewQuestionInput = {
  helpText?: string | null | undefined;
  /** IDENTITY_VERIFICATION: DATE_OF_BIRTH, SSN_LAST_FOUR or STUDENT_NUMBER. */
  identityFact?: string | null | undefined;
  maxLength?: number | null | undefined;
  maxValue?: number | null | undefined;
  minValue?: number | null | undefined;
  questionKey: string;
  questionType: InterviewQuestionType;
  required?: boolean | null | undefined;
  /** The step it goes on (the question is linked to it). */
  stepId: number;
  templateId: number;
  text: string;
};

export type InterviewQuestionType =
  | 'ACKNOWLEDGEMENT'
  | 'CHOICE'
  | 'DATE'
  | 'FILE_UPLOAD'
  | 'IDENTITY_VERIFICATION'
  | 'MULTIPLE_CHOICE'
  | 'NUMBER'
  | 'SIGNATURE'
  | 'TEXT';

export type InterviewQuestionUpdateInput = {
  helpText?: string | null | undefined;
  id: number;
  identityFact?: string | null | undefined;
  maxLength?: number | null | undefined;
  maxValue?: number | null | undefined;
  minValue?: number | null | undefined;
  questionType?: InterviewQuestionType | null | undefined;
  required?: boolean | null | undefined;
  text?: string | null | undefined;
};

export type InterviewStepInput = {
  defaultNextStepKey?: string | null | undefined;
  instructions?: string | null | undefined;
  nextRules?: Array<InterviewNextRuleInput> | null | undefined;
  stepKey: string;
  templateId: number;
  title: string;
};

export type InterviewStepUpdateInput = {
  /** Null clears it: the interview ends after this step unless a branch matches. Omit to keep it. */
  defaultNextStepKey?: string | null | undefined;
  id: number;
  instructions?: string | null | undefined;
  /** The whole set of branches (replaces the old one); omit to keep it. */
  nextRules?: Array<InterviewNextRuleInput> | null | undefined;
  stepKey?: string | null | undefined;
  title?: string | null | undefined;
};

export type InterviewTemplateInput = {
  aidYear: number;
  description?: string | null | undefined;
  interviewTypeId: number;
  isCommentCode?: boolean | null | undefined;
  name: string;
};

export type InterviewTemplateUpdateInput = {
  description?: string | null | undefined;
  firstStepId?: number | null | undefined;
  /** 0: not yet created (refused). */
  id: number;
  name?: string | null | undefined;
};

export type IsirRecordSearch = {
  aidYear?: number | null | undefined;
  lastName?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  selectedOnly?: boolean | null | undefined;
  studentUuid?: string | number | null | undefined;
  uploadId?: number | null | undefined;
};

export type IsirViewItemInput = {
  aidYear?: number | null | undefined;
  attributeName?: string | null | undefined;
  displayName?: string | null | undefined;
  groupId?: number | null | undefined;
  /** Given: update this row; absent: add one. */
  id?: number | null | undefined;
  level: IsirViewLevel;
  name?: string | null | undefined;
  tabId?: number | null | undefined;
};

export type IsirViewLevel =
  | 'ELEMENT'
  | 'GROUP'
  | 'TAB';

export type MfaChannel =
  | 'EMAIL'
  | 'SMS';

/** A new API token. */
export type NewApiTokenInput = {
  /** Days until it expires: 1 to 365. */
  expiresInDays: number;
  /** What the token is for. */
  name: string;
  /** Read-only tokens cannot run mutations. */
  readOnly: boolean;
  /** A role no stronger than the staff member's own there. */
  role: string;
  /** One of the staff member's schools. */
  schoolCode: string;
};

export type NewSchoolInput = {
  initialAidYear: number;
  isV1Active?: boolean | null | undefined;
  isV2Active?: boolean | null | undefined;
  isV3Active?: boolean | null | undefined;
  isV4Active?: boolean | null | undefined;
  isV5Active?: boolean | null | undefined;
  isV6Active?: boolean | null | undefined;
  processCCodes?: boolean | null | undefined;
  processRCodes?: boolean | null | undefined;
  schoolCode: string;
  schoolName: string;
  schoolPURL: string;
  systemMode?: string | null | undefined;
  templateSchoolCode: string;
};

export type NotificationInput = {
  audience: string;
  body: string;
  endDate?: string | null | undefined;
  /** Every school of the installation (back-office only). */
  installationWide?: boolean | null | undefined;
  isActive?: boolean | null | undefined;
  severity?: string | null | undefined;
  startDate: string;
  title: string;
};

export type NotificationUpdateInput = {
  audience?: string | null | undefined;
  body?: string | null | undefined;
  endDate?: string | null | undefined;
  isActive?: boolean | null | undefined;
  severity?: string | null | undefined;
  startDate?: string | null | undefined;
  title?: string | null | undefined;
};

export type ProcessorDocumentUpload = {
  /** The file, base64-encoded (PDF, PNG or JPEG up to 700 KB). */
  contentBase64: string;
  contentType: string;
  fileName: string;
  isForParentAccount?: boolean | null | undefined;
  studentUuid: string | number;
};

export type QuestionChoiceInput = {
  label: string;
  questionId: number;
  value: string;
};

export type RolePermissionInput = {
  permissionID: number;
  roleID: number;
};

export type SaveInterviewStepInput = {
  answers: Array<InterviewAnswerInput>;
  /** The task list item (uuid or id). */
  item: string | number;
  stepId: number;
};

/** Which of a type's files a download takes. */
export type SchoolFileMatch =
  /** The every-year file. */
  | 'EVERY_YEAR'
  /** Exactly the aid year's file. */
  | 'EXACT'
  /** The aid year's file, else the newest earlier year's, else the every-year file. */
  | 'NEAREST';

export type SchoolProfileInput = {
  defaultAidYear?: number | null | undefined;
  name?: string | null | undefined;
  removeLogo?: boolean | null | undefined;
  /** A PNG, JPEG or GIF as a data URL or base64 (at most 256 KB); null removes the logo. */
  schoolLogo?: string | null | undefined;
  schoolName?: string | null | undefined;
  /** The PURL. */
  schoolUrl?: string | null | undefined;
  sidName?: string | null | undefined;
};

export type SignInInput = {
  password: string;
  purl?: string | null | undefined;
  /** Optional: the school's code or its PURL, when signing in from a school's own address. */
  schoolCode?: string | null | undefined;
  username: string;
};

export type SignatureMethod =
  | 'E_SIGN'
  | 'INK';

/** Changes to a linked account; null phone clears the number. */
export type StudentAccountInput = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  mfaOption?: MfaChannel | null | undefined;
  phone?: string | null | undefined;
};

export type StudentLookupInput = {
  /** YYYY-MM-DD */
  dateOfBirth: string;
  lastName: string;
  /** The school's portal address (PURL), when the school code is not known. */
  purl?: string | null | undefined;
  schoolCode?: string | null | undefined;
  ssnLastFour?: string | null | undefined;
  studentNumber?: string | null | undefined;
};

export type StudentNoteInput = {
  dueDate?: string | null | undefined;
  kind: StudentNoteKind;
  severity?: AlertSeverity | null | undefined;
  text: string;
};

export type StudentNoteKind =
  | 'ALERT'
  | 'MEMO'
  | 'REMINDER';

export type StudentNoteUpdate = {
  dueDate?: string | null | undefined;
  severity?: AlertSeverity | null | undefined;
  text?: string | null | undefined;
};

export type StudentProfileInput = {
  city?: string | null | undefined;
  phone?: string | null | undefined;
  preferredName?: string | null | undefined;
  /** Two-letter code. */
  state?: string | null | undefined;
  street?: string | null | undefined;
  zip?: string | null | undefined;
};

/** Changes to the student record; null clears e-mail or date of birth, a field left out stays. */
export type StudentRecordInput = {
  dateOfBirth?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  studentNumber?: string | null | undefined;
};

/** What a student search looks at. */
export type StudentSearchField =
  /** Name, e-mail, student id or SSN last four. */
  | 'ANY'
  /** E-mail starts with the text. */
  | 'EMAIL'
  /** First or last name starts with each word given (an empty text matches every student). */
  | 'NAME'
  /** The SSN's last four digits. */
  | 'SSN_LAST_FOUR'
  /** The school's student id, exactly. */
  | 'STUDENT_NUMBER';

/** A student search. */
export type StudentSearchInput = {
  /** Every school of the staff member (needs CROSS_SCHOOL_SEARCH); otherwise the session's school. */
  allSchools?: boolean | null | undefined;
  /** Where to look. */
  field?: StudentSearchField | null | undefined;
  /** Page number, from 1. */
  page?: number | null | undefined;
  /** Students per page (1-200). */
  pageSize?: number | null | undefined;
  /** What to look for. */
  text: string;
};

export type StudentStatus =
  | 'APPROVED'
  | 'APPROVED_WITH_CORRECTIONS'
  | 'APPROVED_WITH_CR'
  | 'IN_PROGRESS'
  | 'REVIEW'
  | 'SELECTED';

export type TaskListStatus =
  | 'AUTO_VERIFIED'
  | 'IN_PROGRESS'
  | 'NEEDS_CORRECTION'
  | 'NEW'
  | 'NOT_REQUIRED'
  | 'SUBMITTED'
  | 'VERIFIED';

export type UpdateInterviewTaskItemInput = {
  dueDate?: string | null | undefined;
  item: string | number;
  questionText?: string | null | undefined;
  /** NEW reopens, NOT_REQUIRED waives; NEEDS_CORRECTION and VERIFIED after submission. */
  status?: TaskListStatus | null | undefined;
};

/** What the staff member may change on /userSettings. */
export type UserSettingsInput = {
  /** An aid year of that school, or null for the school's default. */
  defaultAidYear?: number | null | undefined;
  /** One of their schools. */
  defaultSchoolCode: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Where sign-in codes go first. */
  mfaOption: MfaChannel;
  /** Mobile number; required for codes by text message. */
  phone?: string | null | undefined;
};

export type VerificationGroupItemInput = {
  dependentOnly: boolean;
  isForParentAccount: boolean;
  typeCode: string;
  /** V1 to V6. */
  verificationGroup: string;
};

/** The statuses a completed review may end in. */
export type VerifiedStatus =
  | 'APPROVED'
  | 'APPROVED_WITH_CORRECTIONS'
  | 'APPROVED_WITH_CR';

/** The staff worklists: students at one stage of verification. */
export type Worklist =
  /** Students verified with no change to their ISIR (/approvedWorklist). */
  | 'APPROVED'
  /** Students verified after ISIR corrections were sent (/approvedWithCorrectionsWorklist). */
  | 'APPROVED_WITH_CORRECTIONS'
  /** Students verified with comment or reject codes resolved (/approvedWithCRWorklist). */
  | 'APPROVED_WITH_CR'
  /** Students whose task list is submitted and waits for a reviewer (/reviewWorklist). */
  | 'REVIEW';

/** Which worklist page to read, and how to filter and sort it. */
export type WorklistInput = {
  /** The aid year (2027 is 2026-27). */
  aidYear: number;
  /** Only students assigned to the signed-in staff member. */
  assignedToMe?: boolean | null | undefined;
  /** Sort from last to first. */
  descending?: boolean | null | undefined;
  /** Name or e-mail start, or a student id. */
  filter?: string | null | undefined;
  /** Page number, from 1. */
  page?: number | null | undefined;
  /** Students per page (1-500). */
  pageSize?: number | null | undefined;
  /** The sort column. */
  sort?: WorklistSort | null | undefined;
  /** Only students of this verification group. */
  verificationGroup?: string | null | undefined;
  /** The worklist. */
  worklist: Worklist;
};

/** What a worklist page is sorted by. */
export type WorklistSort =
  /** The staff member the student is assigned to. */
  | 'ASSIGNED_TO'
  /** Last name, then first name. */
  | 'NAME'
  /** The school's own student id. */
  | 'STUDENT_NUMBER'
  /** When the student's record last changed. */
  | 'UPDATED_AT'
  /** Verification group (V1, V4, V5, ...). */
  | 'VERIFICATION_GROUP';

export type LookupStudentMutationVariables = Exact<{
  input: StudentLookupInput;
}>;


export type LookupStudentMutation = { lookupStudent: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, match: { uuid: string, firstName: string, schoolCode: string, aidYear: number, isDependent: boolean, hasStudentAccount: boolean, creationToken: string } | null } };

export type CreateStudentAccountMutationVariables = Exact<{
  input: CreateAccountInput;
}>;


export type CreateStudentAccountMutation = { createStudentAccount: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, account: { uuid: string, studentUuid: string, accountType: AccountType, taskListItemsCreated: number } | null } };

export type SendPasswordResetMutationVariables = Exact<{
  username: string;
  schoolCode?: string | null | undefined;
  purl?: string | null | undefined;
  locationHref?: string | null | undefined;
}>;


export type SendPasswordResetMutation = { sendPasswordReset: { ok: boolean, message: string | null, error: { message: string } | null } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type IdentityAccountQueryVariables = Exact<{
  username: string;
}>;


export type IdentityAccountQuery = { identityAccount: { ok: boolean, error: { message: string } | null, account: { id: number, username: string, firstName: string, lastName: string, phone: string | null, mfaOption: MfaChannel, enabled: boolean, lastSignInAt: string | null, students: Array<{ id: number, uuid: string, firstName: string, lastName: string, accountType: AccountType }> } | null } };

export type LinkStudentAccountMutationVariables = Exact<{
  studentId: number;
  accountId: number;
  accountType: AccountType;
}>;


export type LinkStudentAccountMutation = { linkStudentAccount: { ok: boolean, message: string | null, error: { message: string } | null } };

export type AddSchoolMutationVariables = Exact<{
  input: NewSchoolInput;
}>;


export type AddSchoolMutation = { addSchool: { ok: boolean, message: string | null, schoolCode: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type UpdateSchoolProfileMutationVariables = Exact<{
  input: SchoolProfileInput;
}>;


export type UpdateSchoolProfileMutation = { updateSchoolProfile: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, school: { id: number, schoolCode: string, schoolName: string, name: string, schoolUrl: string, schoolLogo: string | null, aidYears: Array<number>, defaultAidYear: number, sidName: string, hasStudentRepository: boolean } | null } };

export type AidYearSettingsFieldsFragment = { id: number, aidYear: number, processRCodes: boolean, processCCodes: boolean, systemMode: string, isV1Active: boolean, isV2Active: boolean, isV3Active: boolean, isV4Active: boolean, isV5Active: boolean, isV6Active: boolean, studRepo: boolean, verificationGroupMap: Array<{ id: number, verificationGroup: string, typeCode: string, interviewTypeName: string, isForParentAccount: boolean, dependentOnly: boolean }> };

export type AidYearSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AidYearSettingsQuery = { aidYearSettings: Array<{ id: number, aidYear: number, processRCodes: boolean, processCCodes: boolean, systemMode: string, isV1Active: boolean, isV2Active: boolean, isV3Active: boolean, isV4Active: boolean, isV5Active: boolean, isV6Active: boolean, studRepo: boolean, verificationGroupMap: Array<{ id: number, verificationGroup: string, typeCode: string, interviewTypeName: string, isForParentAccount: boolean, dependentOnly: boolean }> }> };

export type AddAidYearMutationVariables = Exact<{
  aidYear: number;
  settings?: AidYearSettingsInput | null | undefined;
}>;


export type AddAidYearMutation = { addAidYear: { ok: boolean, message: string | null, error: { message: string } | null, settings: { id: number, aidYear: number, processRCodes: boolean, processCCodes: boolean, systemMode: string, isV1Active: boolean, isV2Active: boolean, isV3Active: boolean, isV4Active: boolean, isV5Active: boolean, isV6Active: boolean, studRepo: boolean, verificationGroupMap: Array<{ id: number, verificationGroup: string, typeCode: string, interviewTypeName: string, isForParentAccount: boolean, dependentOnly: boolean }> } | null } };

export type UpdateAidYearSettingsMutationVariables = Exact<{
  id: number;
  settings: AidYearSettingsInput;
}>;


export type UpdateAidYearSettingsMutation = { updateAidYearSettings: { ok: boolean, message: string | null, error: { message: string } | null, settings: { id: number, aidYear: number, processRCodes: boolean, processCCodes: boolean, systemMode: string, isV1Active: boolean, isV2Active: boolean, isV3Active: boolean, isV4Active: boolean, isV5Active: boolean, isV6Active: boolean, studRepo: boolean, verificationGroupMap: Array<{ id: number, verificationGroup: string, typeCode: string, interviewTypeName: string, isForParentAccount: boolean, dependentOnly: boolean }> } | null } };

export type RolloverAidYearMutationVariables = Exact<{
  fromAidYear: number;
}>;


export type RolloverAidYearMutation = { rolloverAidYear: { ok: boolean, message: string | null, error: { message: string } | null, settings: { id: number, aidYear: number, processRCodes: boolean, processCCodes: boolean, systemMode: string, isV1Active: boolean, isV2Active: boolean, isV3Active: boolean, isV4Active: boolean, isV5Active: boolean, isV6Active: boolean, studRepo: boolean, verificationGroupMap: Array<{ id: number, verificationGroup: string, typeCode: string, interviewTypeName: string, isForParentAccount: boolean, dependentOnly: boolean }> } | null, rollover: { isirViewTabsCopied: number, interviewTemplatesCopied: Array<string>, interviewTemplatesKept: Array<string>, notes: Array<string> } | null } };

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
  items: Array<VerificationGroupItemInput> | VerificationGroupItemInput;
}>;


export type ReplaceVerificationGroupMapMutation = { replaceVerificationGroupMap: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, settings: { id: number, aidYear: number, processRCodes: boolean, processCCodes: boolean, systemMode: string, isV1Active: boolean, isV2Active: boolean, isV3Active: boolean, isV4Active: boolean, isV5Active: boolean, isV6Active: boolean, studRepo: boolean, verificationGroupMap: Array<{ id: number, verificationGroup: string, typeCode: string, interviewTypeName: string, isForParentAccount: boolean, dependentOnly: boolean }> } | null } };

export type SchoolHistoryQueryVariables = Exact<{
  kind: HistoryKind;
  from: string;
  to: string;
}>;


export type SchoolHistoryQuery = { schoolHistory: Array<{ id: number, entityType: string, entityId: string, field: string, oldValue: string | null, newValue: string | null, changedBy: string | null, changedAt: string }> };

export type AdministrativeActivityQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type AdministrativeActivityQuery = { administrativeActivity: Array<{ id: string, actor: string | null, role: string | null, action: string, entityType: string, entityId: string | null, details: string, at: string }> };

export type StudentActivityLogQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type StudentActivityLogQuery = { studentActivity: Array<{ id: string, actor: string | null, role: string | null, action: string, studentID: number, studentName: string, at: string }> };

export type CommunicationLogQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type CommunicationLogQuery = { communicationLog: Array<{ id: string, channel: string, recipient: string, recipientName: string | null, subject: string, createdAt: string, sentAt: string | null }> };

export type TitleIvStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type TitleIvStatesQuery = { titleIvStates: Array<{ stateAbbreviation: string, schoolCount: number }> };

export type TitleIvCitiesQueryVariables = Exact<{
  stateAbbreviation: string;
}>;


export type TitleIvCitiesQuery = { titleIvCities: Array<{ city: string, schoolCount: number }> };

export type TitleIvSchoolsQueryVariables = Exact<{
  stateAbbreviation: string;
  city?: string | null | undefined;
}>;


export type TitleIvSchoolsQuery = { titleIvSchools: Array<{ id: number, schoolCode: string, opeid: string | null, schoolName: string, address: string | null, city: string, stateAbbreviation: string, zipCode: string | null, province: string | null, country: string, postalCode: string | null }> };

export type TitleIvSchoolListSourceQueryVariables = Exact<{ [key: string]: never; }>;


export type TitleIvSchoolListSourceQuery = { titleIvSchoolListSource: { sample: boolean, schoolCount: number, lastLoad: { fileName: string, loadedAt: string, loadedBy: string, schoolCount: number, foreignSchoolCount: number } | null } };

export type BasAmountsQueryVariables = Exact<{ [key: string]: never; }>;


export type BasAmountsQuery = { basAmounts: Array<{ id: number, calendarYear: number, officerMonthly: number, enlistedMonthly: number, officerYearly: number, enlistedYearly: number }> };

export type PovertyLevelsQueryVariables = Exact<{
  aidYear: number;
}>;


export type PovertyLevelsQuery = { povertyLevels: { aidYear: number, guidelineYear: number, regions: Array<{ region: string, eachAdditionalPerson: number, levels: Array<{ householdSize: number, amount: number }> }> } | null };

export type IsirRecordLayoutsQueryVariables = Exact<{ [key: string]: never; }>;


export type IsirRecordLayoutsQuery = { isirRecordLayouts: Array<{ id: number, aidYear: number, edYearCode: string, variant: string | null, name: string | null, recordLength: number, source: string | null, elementCount: number }> };

export type IsirEnumCodesQueryVariables = Exact<{
  aidYear: number;
  name?: string | null | undefined;
}>;


export type IsirEnumCodesQuery = { isirEnumCodes: Array<{ id: number, name: string, code: string, value: string | null, description: string | null, suppressed: boolean }> };

export type InstallationConfigItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type InstallationConfigItemsQuery = { installationConfigItems: Array<{ id: number, name: string, value: string }> };

export type AddInstallationConfigItemMutationVariables = Exact<{
  name: string;
  value: string;
}>;


export type AddInstallationConfigItemMutation = { addInstallationConfigItem: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, item: { id: number, name: string, value: string } | null } };

export type UpdateInstallationConfigItemMutationVariables = Exact<{
  id: number;
  value: string;
}>;


export type UpdateInstallationConfigItemMutation = { updateInstallationConfigItem: { ok: boolean, message: string | null, error: { message: string } | null, item: { id: number, name: string, value: string } | null } };

export type MasterSchoolsQueryVariables = Exact<{
  text?: string | null | undefined;
}>;


export type MasterSchoolsQuery = { masterSchools: Array<{ id: number, schoolCode: string, schoolName: string, schoolUrl: string, defaultAidYear: number, staffCount: number }> };

export type MasterUserProfilesQueryVariables = Exact<{
  text?: string | null | undefined;
}>;


export type MasterUserProfilesQuery = { masterUserProfiles: Array<{ id: number, email: string, firstName: string, lastName: string, phone: string | null, defaultSchoolCode: string | null, active: boolean }> };

export type MasterUserProfileSchoolsQueryVariables = Exact<{
  id: number;
}>;


export type MasterUserProfileSchoolsQuery = { masterUserProfileSchools: Array<{ schoolCode: string, schoolName: string, role: string | null }> };

export type DeleteMasterUserProfileMutationVariables = Exact<{
  id: number;
}>;


export type DeleteMasterUserProfileMutation = { deleteMasterUserProfile: { ok: boolean, message: string | null, error: { message: string } | null } };

export type CorrectionFieldsFragment = { id: number, studentId: number, studentUuid: string, studentName: string, aidYear: number, cpsNumber: number, attributeName: string, displayName: string, isirValue: string, correctedValue: string, status: CorrectionStatus, fileId: number | null, fileName: string | null, exportedAt: string | null, createdBy: string, createdAt: string };

export type StudentCorrectionsQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentCorrectionsQuery = { student: { id: number, uuid: string, correctionSummaries: { summaries: Array<{ aidYear: number, pending: number, exported: number, confirmed: number, withdrawn: number }>, corrections: Array<{ confirmedByFps: boolean | null, id: number, studentId: number, studentUuid: string, studentName: string, aidYear: number, cpsNumber: number, attributeName: string, displayName: string, isirValue: string, correctedValue: string, status: CorrectionStatus, fileId: number | null, fileName: string | null, exportedAt: string | null, createdBy: string, createdAt: string }> } } | null };

export type CorrectableFieldsQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type CorrectableFieldsQuery = { studentIsir: { current: { id: number, tabs: Array<{ name: string, groups: Array<{ name: string, fields: Array<{ attributeName: string, displayName: string, cpsNumber: number | null, value: string | null, fti: boolean }> }> }> } | null } };

export type SchoolCorrectionsQueryVariables = Exact<{
  aidYear: number;
  status?: CorrectionStatus | null | undefined;
}>;


export type SchoolCorrectionsQuery = { corrections: Array<{ id: number, studentId: number, studentUuid: string, studentName: string, aidYear: number, cpsNumber: number, attributeName: string, displayName: string, isirValue: string, correctedValue: string, status: CorrectionStatus, fileId: number | null, fileName: string | null, exportedAt: string | null, createdBy: string, createdAt: string }> };

export type CorrectionFilesQueryVariables = Exact<{
  aidYear: number;
}>;


export type CorrectionFilesQuery = { correctionFiles: Array<{ id: number, aidYear: number, fileName: string, recordCount: number, correctionCount: number, size: number, createdBy: string, createdAt: string, downloadCount: number, lastDownloadedAt: string | null }> };

export type CorrectionFileContentQueryVariables = Exact<{
  aidYear: number;
  id: number;
}>;


export type CorrectionFileContentQuery = { correctionFileContent: { fileName: string, contentType: string, contentBase64: string } };

export type AddCorrectionMutationVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  attributeName: string;
  correctedValue: string;
}>;


export type AddCorrectionMutation = { addCorrection: { ok: boolean, error: { message: string } | null, correction: { id: number, studentId: number, studentUuid: string, studentName: string, aidYear: number, cpsNumber: number, attributeName: string, displayName: string, isirValue: string, correctedValue: string, status: CorrectionStatus, fileId: number | null, fileName: string | null, exportedAt: string | null, createdBy: string, createdAt: string } | null } };

export type WithdrawCorrectionMutationVariables = Exact<{
  id: number;
}>;


export type WithdrawCorrectionMutation = { withdrawCorrection: { ok: boolean, error: { message: string } | null, correction: { id: number, studentId: number, studentUuid: string, studentName: string, aidYear: number, cpsNumber: number, attributeName: string, displayName: string, isirValue: string, correctedValue: string, status: CorrectionStatus, fileId: number | null, fileName: string | null, exportedAt: string | null, createdBy: string, createdAt: string } | null } };

export type ExportCorrectionsMutationVariables = Exact<{
  aidYear: number;
  uuid?: string | number | null | undefined;
}>;


export type ExportCorrectionsMutation = { exportCorrections: { ok: boolean, error: { message: string } | null, content: { fileName: string, contentType: string, contentBase64: string } | null } };

export type BuilderResultFieldsFragment = { ok: boolean, id: number | null, message: string | null, error: { message: string } | null };

export type InterviewBuilderAvailableQueryVariables = Exact<{
  host: string;
  path: string;
}>;


export type InterviewBuilderAvailableQuery = { interviewBuilderAvailable: boolean };

export type InterviewTemplatesQueryVariables = Exact<{
  aidYear?: number | null | undefined;
  commentCodeOnly?: boolean | null | undefined;
}>;


export type InterviewTemplatesQuery = { interviewTemplates: Array<{ id: number, typeCode: string, name: string, templates: Array<{ id: number, aidYear: number, revision: number, name: string, isCommentCode: boolean, studentsStarted: number }> }> };

export type InterviewTemplateQueryVariables = Exact<{
  id: number;
}>;


export type InterviewTemplateQuery = { interviewTemplate: { id: number, interviewTypeId: number, aidYear: number, revision: number, name: string, description: string | null, isCommentCode: boolean, firstStepId: number | null, studentsStarted: number, steps: Array<{ id: number, stepKey: string, title: string, instructions: string | null, sortOrder: number, defaultNextStepKey: string | null, nextRules: Array<{ questionKey: string, equals: string, nextStepKey: string }>, questions: Array<{ id: number, questionKey: string, questionType: InterviewQuestionType, text: string, helpText: string | null, required: boolean, choices: Array<{ id: number, value: string, label: string }> }> }>, events: Array<{ id: number, eventType: string, action: string, message: string | null }> } };

export type AddInterviewTypeMutationVariables = Exact<{
  typeCode: string;
  name: string;
}>;


export type AddInterviewTypeMutation = { addInterviewType: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type SaveInterviewTemplateMutationVariables = Exact<{
  input: InterviewTemplateInput;
}>;


export type SaveInterviewTemplateMutation = { saveInterviewTemplate: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type UpdateInterviewTemplateMutationVariables = Exact<{
  input: InterviewTemplateUpdateInput;
}>;


export type UpdateInterviewTemplateMutation = { updateInterviewTemplate: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type DeleteInterviewTemplateMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInterviewTemplateMutation = { deleteInterviewTemplate: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type AddInterviewStepMutationVariables = Exact<{
  input: InterviewStepInput;
}>;


export type AddInterviewStepMutation = { addInterviewStep: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type AddInterviewQuestionMutationVariables = Exact<{
  input: InterviewQuestionInput;
}>;


export type AddInterviewQuestionMutation = { addInterviewQuestion: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type AddQuestionChoiceMutationVariables = Exact<{
  input: QuestionChoiceInput;
}>;


export type AddQuestionChoiceMutation = { addQuestionChoice: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type AddInterviewEventMutationVariables = Exact<{
  input: InterviewEventInput;
}>;


export type AddInterviewEventMutation = { addInterviewEvent: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type UpdateInterviewStepMutationVariables = Exact<{
  input: InterviewStepUpdateInput;
}>;


export type UpdateInterviewStepMutation = { updateInterviewStep: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type DeleteInterviewStepMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInterviewStepMutation = { deleteInterviewStep: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type ReorderInterviewStepsMutationVariables = Exact<{
  templateId: number;
  stepIds: Array<number> | number;
}>;


export type ReorderInterviewStepsMutation = { reorderInterviewSteps: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type UpdateInterviewQuestionMutationVariables = Exact<{
  input: InterviewQuestionUpdateInput;
}>;


export type UpdateInterviewQuestionMutation = { updateInterviewQuestion: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type DeleteInterviewQuestionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInterviewQuestionMutation = { deleteInterviewQuestion: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type ReorderStepQuestionsMutationVariables = Exact<{
  stepId: number;
  questionIds: Array<number> | number;
}>;


export type ReorderStepQuestionsMutation = { reorderStepQuestions: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type UpdateQuestionChoiceMutationVariables = Exact<{
  id: number;
  value?: string | null | undefined;
  label?: string | null | undefined;
}>;


export type UpdateQuestionChoiceMutation = { updateQuestionChoice: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type DeleteQuestionChoiceMutationVariables = Exact<{
  id: number;
}>;


export type DeleteQuestionChoiceMutation = { deleteQuestionChoice: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type ReorderQuestionChoicesMutationVariables = Exact<{
  questionId: number;
  choiceIds: Array<number> | number;
}>;


export type ReorderQuestionChoicesMutation = { reorderQuestionChoices: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type DeleteInterviewEventMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInterviewEventMutation = { deleteInterviewEvent: { ok: boolean, id: number | null, message: string | null, error: { message: string } | null } };

export type InterviewStepFieldsFragment = { id: number, key: string, title: string, instructions: string | null, stepNumber: number, stepCount: number, canGoBack: boolean, questions: Array<{ id: number, key: string, type: InterviewQuestionType, text: string, helpText: string | null, required: boolean, minValue: number | null, maxValue: number | null, maxLength: number | null, answer: string | null, answerList: Array<string>, acknowledged: boolean, identityVerified: boolean, choices: Array<{ id: number, value: string, label: string }>, documents: Array<{ fileId: string, fileName: string, sizeBytes: number, versionId: number, downloadPath: string }> }> };

export type InterviewProgressFieldsFragment = { complete: boolean, interviewName: string, item: { id: number, uuid: string, studentUuid: string, aidYear: number, status: TaskListStatus, isForParentAccount: boolean, submittedAt: string | null, signedName: string | null, interviewType: { id: number, typeCode: string, name: string } }, step: { id: number, key: string, title: string, instructions: string | null, stepNumber: number, stepCount: number, canGoBack: boolean, questions: Array<{ id: number, key: string, type: InterviewQuestionType, text: string, helpText: string | null, required: boolean, minValue: number | null, maxValue: number | null, maxLength: number | null, answer: string | null, answerList: Array<string>, acknowledged: boolean, identityVerified: boolean, choices: Array<{ id: number, value: string, label: string }>, documents: Array<{ fileId: string, fileName: string, sizeBytes: number, versionId: number, downloadPath: string }> }> } | null };

export type InterviewQueryVariables = Exact<{
  item: string | number;
}>;


export type InterviewQuery = { interview: { complete: boolean, interviewName: string, item: { id: number, uuid: string, studentUuid: string, aidYear: number, status: TaskListStatus, isForParentAccount: boolean, submittedAt: string | null, signedName: string | null, interviewType: { id: number, typeCode: string, name: string } }, step: { id: number, key: string, title: string, instructions: string | null, stepNumber: number, stepCount: number, canGoBack: boolean, questions: Array<{ id: number, key: string, type: InterviewQuestionType, text: string, helpText: string | null, required: boolean, minValue: number | null, maxValue: number | null, maxLength: number | null, answer: string | null, answerList: Array<string>, acknowledged: boolean, identityVerified: boolean, choices: Array<{ id: number, value: string, label: string }>, documents: Array<{ fileId: string, fileName: string, sizeBytes: number, versionId: number, downloadPath: string }> }> } | null } };

export type SaveInterviewStepMutationVariables = Exact<{
  input: SaveInterviewStepInput;
}>;


export type SaveInterviewStepMutation = { saveInterviewStep: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, progress: { complete: boolean, interviewName: string, item: { id: number, uuid: string, studentUuid: string, aidYear: number, status: TaskListStatus, isForParentAccount: boolean, submittedAt: string | null, signedName: string | null, interviewType: { id: number, typeCode: string, name: string } }, step: { id: number, key: string, title: string, instructions: string | null, stepNumber: number, stepCount: number, canGoBack: boolean, questions: Array<{ id: number, key: string, type: InterviewQuestionType, text: string, helpText: string | null, required: boolean, minValue: number | null, maxValue: number | null, maxLength: number | null, answer: string | null, answerList: Array<string>, acknowledged: boolean, identityVerified: boolean, choices: Array<{ id: number, value: string, label: string }>, documents: Array<{ fileId: string, fileName: string, sizeBytes: number, versionId: number, downloadPath: string }> }> } | null } | null } };

export type InterviewGoBackMutationVariables = Exact<{
  item: string | number;
  stepId: number;
}>;


export type InterviewGoBackMutation = { interviewGoBack: { complete: boolean, interviewName: string, item: { id: number, uuid: string, studentUuid: string, aidYear: number, status: TaskListStatus, isForParentAccount: boolean, submittedAt: string | null, signedName: string | null, interviewType: { id: number, typeCode: string, name: string } }, step: { id: number, key: string, title: string, instructions: string | null, stepNumber: number, stepCount: number, canGoBack: boolean, questions: Array<{ id: number, key: string, type: InterviewQuestionType, text: string, helpText: string | null, required: boolean, minValue: number | null, maxValue: number | null, maxLength: number | null, answer: string | null, answerList: Array<string>, acknowledged: boolean, identityVerified: boolean, choices: Array<{ id: number, value: string, label: string }>, documents: Array<{ fileId: string, fileName: string, sizeBytes: number, versionId: number, downloadPath: string }> }> } | null } };

export type VerifyInterviewIdentityMutationVariables = Exact<{
  item: string | number;
  questionId: number;
  answer: string;
}>;


export type VerifyInterviewIdentityMutation = { verifyInterviewIdentity: { ok: boolean, error: { message: string } | null, check: { matched: boolean, attemptsLeft: number, message: string } | null } };

export type DeleteInterviewDocumentMutationVariables = Exact<{
  fileId: string | number;
}>;


export type DeleteInterviewDocumentMutation = { deleteInterviewDocument: boolean };

export type InterviewReviewQueryVariables = Exact<{
  item: string | number;
}>;


export type InterviewReviewQuery = { interviewReview: { interviewName: string, item: { uuid: string, aidYear: number, status: TaskListStatus, submittedAt: string | null, signedName: string | null, interviewType: { id: number, typeCode: string, name: string } }, steps: Array<{ id: number, key: string, title: string, instructions: string | null, stepNumber: number, stepCount: number, canGoBack: boolean, questions: Array<{ id: number, key: string, type: InterviewQuestionType, text: string, helpText: string | null, required: boolean, minValue: number | null, maxValue: number | null, maxLength: number | null, answer: string | null, answerList: Array<string>, acknowledged: boolean, identityVerified: boolean, choices: Array<{ id: number, value: string, label: string }>, documents: Array<{ fileId: string, fileName: string, sizeBytes: number, versionId: number, downloadPath: string }> }> }> } };

export type InterviewTypesForTaskListQueryVariables = Exact<{
  aidYear: number;
}>;


export type InterviewTypesForTaskListQuery = { interviewTypesForTaskList: Array<{ id: number, typeCode: string, name: string }> };

export type AddInterviewTaskItemMutationVariables = Exact<{
  input: AddInterviewTaskItemInput;
}>;


export type AddInterviewTaskItemMutation = { addInterviewTaskItem: { ok: boolean, message: string | null, error: { message: string } | null, item: { id: number, uuid: string, status: TaskListStatus } | null } };

export type UpdateInterviewTaskItemMutationVariables = Exact<{
  input: UpdateInterviewTaskItemInput;
}>;


export type UpdateInterviewTaskItemMutation = { updateInterviewTaskItem: { ok: boolean, message: string | null, error: { message: string } | null, item: { id: number, uuid: string, status: TaskListStatus } | null } };

export type InterviewParametersQueryVariables = Exact<{
  item: string | number;
}>;


export type InterviewParametersQuery = { interviewParameters: { questionText: string | null, dueDate: string | null, aidYearString: string, taxYear: number, studentFirstName: string, interviewName: string | null, stepCount: number, stepsAnswered: number } };

export type IsirUploadFieldsFragment = { id: number, fileName: string, origin: string, status: string, aidYear: number | null, recordCount: number, importedCount: number, duplicateCount: number, newStudentCount: number, updatedStudentCount: number, selectedCount: number, warningCount: number, errorCount: number, error: string | null, progressRecords: number, uploadedBy: string | null, createdAt: string, finishedAt: string | null };

export type IsirUploadsQueryVariables = Exact<{ [key: string]: never; }>;


export type IsirUploadsQuery = { isirUploads: Array<{ id: number, fileName: string, origin: string, status: string, aidYear: number | null, recordCount: number, importedCount: number, duplicateCount: number, newStudentCount: number, updatedStudentCount: number, selectedCount: number, warningCount: number, errorCount: number, error: string | null, progressRecords: number, uploadedBy: string | null, createdAt: string, finishedAt: string | null }> };

export type IsirUploadQueryVariables = Exact<{
  id: number;
}>;


export type IsirUploadQuery = { isirUpload: { id: number, fileName: string, origin: string, status: string, aidYear: number | null, recordCount: number, importedCount: number, duplicateCount: number, newStudentCount: number, updatedStudentCount: number, selectedCount: number, warningCount: number, errorCount: number, error: string | null, progressRecords: number, uploadedBy: string | null, createdAt: string, finishedAt: string | null, warnings: Array<{ line: number, field: number | null, name: string, message: string }> } };

export type IsirRecordsQueryVariables = Exact<{
  input: IsirRecordSearch;
}>;


export type IsirRecordsQuery = { isirRecords: { total: number, page: number, pageSize: number, items: Array<{ id: number, lineNumber: number, studentUuid: string, transactionNumber: number | null, firstName: string | null, lastName: string | null, ssnLastFour: string | null, dateOfBirth: string | null, dependencyModel: string | null, sai: number | null, trackingFlag: string | null, selectedForVerification: string | null, commentCodes: Array<string>, isCurrent: boolean, warningCount: number }> } };

export type StudentIsirQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  transactionId?: number | null | undefined;
}>;


export type StudentIsirQuery = { studentIsir: { studentUuid: string, aidYear: number, ftiAllowed: boolean, transactions: Array<{ id: number, transactionNumber: number | null, transactionProcessDate: string | null, isCurrent: boolean }>, current: { id: number, transactionNumber: number | null, layoutName: string, isCurrent: boolean, tabs: Array<{ name: string, fti: boolean, marking: string | null, groups: Array<{ name: string, fti: boolean, marking: string | null, fields: Array<{ cpsNumber: number | null, attributeName: string, displayName: string, value: string | null, label: string | null, corrected: boolean, highlighted: boolean, fti: boolean }> }> }> } | null } };

export type IsirViewSettingsQueryVariables = Exact<{
  aidYear: number;
}>;


export type IsirViewSettingsQuery = { hasOwnIsirView: boolean, isirView: Array<{ id: number, name: string, sortOrder: number, schoolCode: string | null, groups: Array<{ id: number, name: string, sortOrder: number, elements: Array<{ id: number, attributeName: string, displayName: string | null, sortOrder: number }> }> }>, isirElements: Array<{ attributeName: string, displayName: string, cpsNumber: number | null }> };

export type AddIsirViewSettingsMutationVariables = Exact<{
  aidYear: number;
}>;


export type AddIsirViewSettingsMutation = { addIsirViewSettings: { ok: boolean, error: { message: string } | null } };

export type RolloverIsirViewSettingsMutationVariables = Exact<{
  fromAidYear: number;
}>;


export type RolloverIsirViewSettingsMutation = { rolloverIsirViewSettings: { ok: boolean, error: { message: string } | null } };

export type CopyIsirViewTabMutationVariables = Exact<{
  tabId: number;
  aidYear?: number | null | undefined;
}>;


export type CopyIsirViewTabMutation = { copyIsirViewTab: { ok: boolean, id: number | null, error: { message: string } | null } };

export type SaveIsirViewItemMutationVariables = Exact<{
  input: IsirViewItemInput;
}>;


export type SaveIsirViewItemMutation = { saveIsirViewItem: { ok: boolean, id: number | null, error: { message: string } | null } };

export type DeleteIsirViewItemMutationVariables = Exact<{
  level: IsirViewLevel;
  id: number;
}>;


export type DeleteIsirViewItemMutation = { deleteIsirViewItem: { ok: boolean, error: { message: string } | null } };

export type ReorderIsirViewItemsMutationVariables = Exact<{
  level: IsirViewLevel;
  ids: Array<number> | number;
}>;


export type ReorderIsirViewItemsMutation = { reorderIsirViewItems: { ok: boolean, error: { message: string } | null } };

export type MasterIsirViewQueryVariables = Exact<{
  aidYear: number;
}>;


export type MasterIsirViewQuery = { masterIsirView: Array<{ id: number, name: string, sortOrder: number, schoolCode: string | null, groups: Array<{ id: number, name: string, sortOrder: number, elements: Array<{ id: number, attributeName: string, displayName: string | null, sortOrder: number }> }> }> };

export type SaveMasterIsirViewItemMutationVariables = Exact<{
  input: IsirViewItemInput;
}>;


export type SaveMasterIsirViewItemMutation = { saveMasterIsirViewItem: { ok: boolean, id: number | null, error: { message: string } | null } };

export type DeleteMasterIsirViewItemMutationVariables = Exact<{
  level: IsirViewLevel;
  id: number;
}>;


export type DeleteMasterIsirViewItemMutation = { deleteMasterIsirViewItem: { ok: boolean, error: { message: string } | null } };

export type ReorderMasterIsirViewItemsMutationVariables = Exact<{
  level: IsirViewLevel;
  ids: Array<number> | number;
}>;


export type ReorderMasterIsirViewItemsMutation = { reorderMasterIsirViewItems: { ok: boolean, error: { message: string } | null } };

export type SendMfaCodeMutationVariables = Exact<{
  ticket: string;
  channel: MfaChannel;
}>;


export type SendMfaCodeMutation = { sendMfaCode: { ok: boolean, message: string | null, error: { message: string } | null } };

export type CheckMfaCodeMutationVariables = Exact<{
  ticket: string;
  code: string;
}>;


export type CheckMfaCodeMutation = { checkMfaCode: { ok: boolean, error: { message: string } | null, session: { accessToken: string, expiresAt: number, viewer: { id: number, accountUuid: string, uuid: string, firstName: string, lastName: string, fullName: string, email: string, role: string, isStaff: boolean, accountType: AccountType, permissions: Array<string>, schoolCode: string, defaultSchoolCode: string | null, loginData: { accountRequired: boolean, isStudent: boolean, aidYear: number, schoolCode: string, uuid: string, accountType: AccountType }, schools: Array<{ schoolCode: string, schoolName: string, role: string | null }> } } | null } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { ok: boolean, error: { message: string } | null, challenge: { ticket: string, uuid: string, accountType: AccountType, preferredChannel: MfaChannel, destinations: Array<{ channel: MfaChannel, maskedRecipient: string }> } | null } };

export type VerificationTimesQueryVariables = Exact<{
  aidYear: number;
}>;


export type VerificationTimesQuery = { averageSignupToVerified: { aidYear: number, students: number, averageDays: number | null }, averageReviewToVerified: { aidYear: number, students: number, averageDays: number | null } };

export type NotificationFieldsFragment = { id: number, installationWide: boolean, title: string, body: string, audience: string, severity: string, startDate: string, endDate: string | null, isActive: boolean, createdBy: string, updatedBy: string | null };

export type NotificationsQueryVariables = Exact<{
  text?: string | null | undefined;
  activeOnly?: boolean | null | undefined;
}>;


export type NotificationsQuery = { notifications: Array<{ id: number, installationWide: boolean, title: string, body: string, audience: string, severity: string, startDate: string, endDate: string | null, isActive: boolean, createdBy: string, updatedBy: string | null }> };

export type CurrentNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentNotificationsQuery = { currentNotifications: Array<{ id: number, title: string, body: string, severity: string }> };

export type AddNotificationMutationVariables = Exact<{
  input: NotificationInput;
}>;


export type AddNotificationMutation = { addNotification: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, notification: { id: number, installationWide: boolean, title: string, body: string, audience: string, severity: string, startDate: string, endDate: string | null, isActive: boolean, createdBy: string, updatedBy: string | null } | null } };

export type UpdateNotificationMutationVariables = Exact<{
  id: number;
  input: NotificationUpdateInput;
}>;


export type UpdateNotificationMutation = { updateNotification: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, notification: { id: number, installationWide: boolean, title: string, body: string, audience: string, severity: string, startDate: string, endDate: string | null, isActive: boolean, createdBy: string, updatedBy: string | null } | null } };

export type MessageTemplateFieldsFragment = { id: number, defaultId: number, code: string, channel: string, name: string, subject: string, body: string, isSchoolOverride: boolean, placeholders: Array<string>, updatedBy: string | null };

export type MessageTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MessageTemplatesQuery = { messageTemplates: Array<{ id: number, defaultId: number, code: string, channel: string, name: string, subject: string, body: string, isSchoolOverride: boolean, placeholders: Array<string>, updatedBy: string | null }> };

export type InstallationMessageTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type InstallationMessageTemplatesQuery = { installationMessageTemplates: Array<{ id: number, defaultId: number, code: string, channel: string, name: string, subject: string, body: string, isSchoolOverride: boolean, placeholders: Array<string>, updatedBy: string | null }> };

export type SaveMessageTemplateMutationVariables = Exact<{
  defaultId: number;
  subject: string;
  body: string;
}>;


export type SaveMessageTemplateMutation = { saveMessageTemplate: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, template: { id: number, defaultId: number, code: string, channel: string, name: string, subject: string, body: string, isSchoolOverride: boolean, placeholders: Array<string>, updatedBy: string | null } | null } };

export type ResetMessageTemplateMutationVariables = Exact<{
  defaultId: number;
}>;


export type ResetMessageTemplateMutation = { resetMessageTemplate: { ok: boolean, message: string | null, error: { message: string } | null, template: { id: number, defaultId: number, code: string, channel: string, name: string, subject: string, body: string, isSchoolOverride: boolean, placeholders: Array<string>, updatedBy: string | null } | null } };

export type SaveInstallationMessageTemplateMutationVariables = Exact<{
  defaultId: number;
  subject: string;
  body: string;
}>;


export type SaveInstallationMessageTemplateMutation = { saveInstallationMessageTemplate: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, template: { id: number, defaultId: number, code: string, channel: string, name: string, subject: string, body: string, isSchoolOverride: boolean, placeholders: Array<string>, updatedBy: string | null } | null } };

export type PermissionMatrixQueryVariables = Exact<{ [key: string]: never; }>;


export type PermissionMatrixQuery = { permissionMatrix: { roles: Array<{ id: number, name: string, isStaff: boolean }>, categories: Array<{ id: number, name: string, children: Array<{ id: number, name: string, children: Array<{ id: number, name: string, permissions: Array<{ id: number, code: string, name: string, isSchoolControlled: boolean }> }>, permissions: Array<{ id: number, code: string, name: string, isSchoolControlled: boolean }> }>, permissions: Array<{ id: number, code: string, name: string, isSchoolControlled: boolean }> }>, links: Array<{ id: number, roleID: number, permissionID: number }> } };

export type PermissionCategoryFieldsFragment = { id: number, name: string, permissions: Array<{ id: number, code: string, name: string, isSchoolControlled: boolean }> };

export type GrantPermissionsMutationVariables = Exact<{
  links: Array<RolePermissionInput> | RolePermissionInput;
}>;


export type GrantPermissionsMutation = { grantPermissions: { ok: boolean, message: string | null, changed: number, error: { message: string } | null } };

export type RevokePermissionsMutationVariables = Exact<{
  links: Array<RolePermissionInput> | RolePermissionInput;
}>;


export type RevokePermissionsMutation = { revokePermissions: { ok: boolean, message: string | null, changed: number, error: { message: string } | null } };

export type SaigMailboxSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SaigMailboxSettingsQuery = { saigMailboxSettings: { tgNumber: string | null, hasPassword: boolean, folderExists: boolean } };

export type SetSaigTgNumberMutationVariables = Exact<{
  tgNumber: string;
}>;


export type SetSaigTgNumberMutation = { setSaigTgNumber: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, settings: { tgNumber: string | null, hasPassword: boolean, folderExists: boolean } | null } };

export type CreateSaigSchoolFolderMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateSaigSchoolFolderMutation = { createSaigSchoolFolder: { ok: boolean, message: string | null, error: { message: string } | null, settings: { tgNumber: string | null, hasPassword: boolean, folderExists: boolean } | null } };

export type SetSaigPasswordMutationVariables = Exact<{
  oldPassword?: string | null | undefined;
  newPassword: string;
}>;


export type SetSaigPasswordMutation = { setSaigPassword: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, settings: { tgNumber: string | null, hasPassword: boolean, folderExists: boolean } | null } };

export type SaigMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type SaigMessagesQuery = { saigMessages: Array<{ id: number, tgNumber: string, uniqueFileName: string, messageClass: string, aidYear: number | null, sizeBytes: number, edFileStatus: number, statusMessage: string | null, receivedAt: string, importedAt: string | null }> };

export type FtpLogQueryVariables = Exact<{ [key: string]: never; }>;


export type FtpLogQuery = { ftpLog: Array<{ id: number, level: string, message: string, createdAt: string }> };

export type PollSaigMailboxMutationVariables = Exact<{ [key: string]: never; }>;


export type PollSaigMailboxMutation = { pollSaigMailbox: { ok: boolean, message: string | null, received: number, error: { message: string } | null } };

export type ImportSaigMessageMutationVariables = Exact<{
  id: number;
}>;


export type ImportSaigMessageMutation = { importSaigMessage: { ok: boolean, message: string | null, error: { message: string } | null } };

export type SaigMessageContentQueryVariables = Exact<{
  tgNumber: string;
  fileName: string;
}>;


export type SaigMessageContentQuery = { saigMessageContent: { fileName: string, contentType: string, contentBase64: string } };

export type SchoolConfigItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolConfigItemsQuery = { schoolConfigItems: Array<{ id: number, name: string, value: string }> };

export type AddSchoolConfigItemMutationVariables = Exact<{
  name: string;
  value: string;
}>;


export type AddSchoolConfigItemMutation = { addSchoolConfigItem: { ok: boolean, message: string | null, error: { message: string } | null } };

export type UpdateSchoolConfigItemMutationVariables = Exact<{
  id: number;
  value: string;
}>;


export type UpdateSchoolConfigItemMutation = { updateSchoolConfigItem: { ok: boolean, message: string | null, error: { message: string } | null } };

export type HolidaysQueryVariables = Exact<{ [key: string]: never; }>;


export type HolidaysQuery = { holidays: Array<{ id: number, name: string, holidayDate: string }> };

export type AddHolidayMutationVariables = Exact<{
  input: HolidayInput;
}>;


export type AddHolidayMutation = { addHoliday: { ok: boolean, message: string | null, error: { message: string } | null } };

export type UpdateHolidayMutationVariables = Exact<{
  id: number;
  input: HolidayInput;
}>;


export type UpdateHolidayMutation = { updateHoliday: { ok: boolean, message: string | null, error: { message: string } | null } };

export type DeleteHolidayMutationVariables = Exact<{
  id: number;
}>;


export type DeleteHolidayMutation = { deleteHoliday: { ok: boolean, message: string | null, error: { message: string } | null } };

export type CopyDefaultHolidaysMutationVariables = Exact<{
  year: number;
}>;


export type CopyDefaultHolidaysMutation = { copyDefaultHolidays: { ok: boolean, message: string | null, error: { message: string } | null } };

export type FtiSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type FtiSetupQuery = { ftiSetup: { ftiEnabled: boolean, agreementSignedBy: string | null, agreementDate: string | null } };

export type SaveFtiSetupMutationVariables = Exact<{
  input: FtiSetupInput;
}>;


export type SaveFtiSetupMutation = { saveFtiSetup: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, ftiSetup: { ftiEnabled: boolean, agreementSignedBy: string | null, agreementDate: string | null } | null } };

export type SchoolFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolFilesQuery = { schoolFiles: Array<{ id: number, aidYear: number | null, fileType: number, fileName: string, sizeBytes: number, uploadedAt: string }> };

export type SchoolFileContentQueryVariables = Exact<{
  fileType: number;
  aidYear?: number | null | undefined;
  match?: SchoolFileMatch | null | undefined;
}>;


export type SchoolFileContentQuery = { schoolFileContent: { fileName: string, aidYear: number | null, contentBase64: string } };

export type CommentCodeInfosQueryVariables = Exact<{
  aidYear: number;
}>;


export type CommentCodeInfosQuery = { commentCodeInfos: Array<{ id: number, aidYear: number, code: string, description: string, display: boolean }> };

export type UpdateCommentCodeInfoMutationVariables = Exact<{
  aidYear: number;
  item: CommentCodeInfoInput;
}>;


export type UpdateCommentCodeInfoMutation = { updateCommentCodeInfo: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, updated: Array<{ id: number, code: string, description: string, display: boolean }> } };

export type UpdateCommentCodeInfosMutationVariables = Exact<{
  aidYear: number;
  items: Array<CommentCodeInfoInput> | CommentCodeInfoInput;
}>;


export type UpdateCommentCodeInfosMutation = { updateCommentCodeInfos: { ok: boolean, message: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, updated: Array<{ id: number, code: string, description: string, display: boolean }> } };

export type CurrentSchoolQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentSchoolQuery = { currentSchool: { id: number, schoolCode: string, schoolName: string, name: string, schoolUrl: string, schoolLogo: string | null, aidYears: Array<number>, defaultAidYear: number, sidName: string, hasStudentRepository: boolean } | null };

export type SwitchSchoolMutationVariables = Exact<{
  schoolCode: string;
}>;


export type SwitchSchoolMutation = { switchSchool: { ok: boolean, error: { message: string } | null, session: { accessToken: string, expiresAt: number, viewer: { id: number, accountUuid: string, uuid: string, firstName: string, lastName: string, fullName: string, email: string, role: string, isStaff: boolean, accountType: AccountType, permissions: Array<string>, schoolCode: string, defaultSchoolCode: string | null, loginData: { accountRequired: boolean, isStudent: boolean, aidYear: number, schoolCode: string, uuid: string, accountType: AccountType }, schools: Array<{ schoolCode: string, schoolName: string, role: string | null }> } } | null } };

export type SchoolSwitchElementInfoQueryVariables = Exact<{
  aidYear: number;
}>;


export type SchoolSwitchElementInfoQuery = { isirElements: Array<{ id: number, attributeName: string, displayName: string, cpsNumber: number | null, fti: boolean }> };

export type ViewerFieldsFragment = { id: number, accountUuid: string, uuid: string, firstName: string, lastName: string, fullName: string, email: string, role: string, isStaff: boolean, accountType: AccountType, permissions: Array<string>, schoolCode: string, defaultSchoolCode: string | null, loginData: { accountRequired: boolean, isStudent: boolean, aidYear: number, schoolCode: string, uuid: string, accountType: AccountType }, schools: Array<{ schoolCode: string, schoolName: string, role: string | null }> };

export type SessionFieldsFragment = { accessToken: string, expiresAt: number, viewer: { id: number, accountUuid: string, uuid: string, firstName: string, lastName: string, fullName: string, email: string, role: string, isStaff: boolean, accountType: AccountType, permissions: Array<string>, schoolCode: string, defaultSchoolCode: string | null, loginData: { accountRequired: boolean, isStudent: boolean, aidYear: number, schoolCode: string, uuid: string, accountType: AccountType }, schools: Array<{ schoolCode: string, schoolName: string, role: string | null }> } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string, expiresAt: number, viewer: { id: number, accountUuid: string, uuid: string, firstName: string, lastName: string, fullName: string, email: string, role: string, isStaff: boolean, accountType: AccountType, permissions: Array<string>, schoolCode: string, defaultSchoolCode: string | null, loginData: { accountRequired: boolean, isStudent: boolean, aidYear: number, schoolCode: string, uuid: string, accountType: AccountType }, schools: Array<{ schoolCode: string, schoolName: string, role: string | null }> } } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type StaffHomeQueryVariables = Exact<{
  aidYear: number;
}>;


export type StaffHomeQuery = { staffHome: { aidYear: number, totalStudents: number, newTaskListItems: number, submittedTaskListItems: number, assignedToMe: number, byStatus: Array<{ status: string, count: number }> } };

export type StudentPortalQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentPortalQuery = { student: { id: number, uuid: string, firstName: string, lastName: string, taskList: Array<{ id: number, uuid: string, status: TaskListStatus, aidYear: number, isForParentAccount: boolean, questionText: string | null, dueDate: string | null, updatedAt: string, interviewType: { id: number, typeCode: string, name: string } }> } | null };

export type StudentTaskListWithMemosQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  filtered?: boolean | null | undefined;
  forParent?: boolean | null | undefined;
}>;


export type StudentTaskListWithMemosQuery = { student: { id: number, uuid: string, firstName: string, lastName: string, taskList: Array<{ id: number, uuid: string, status: TaskListStatus, aidYear: number, isForParentAccount: boolean, questionText: string | null, dueDate: string | null, updatedAt: string, interviewType: { id: number, typeCode: string, name: string } }>, taskListMemos: Array<{ id: number, taskListItemId: number, text: string, authorName: string, createdAt: string }> } | null };

export type AddTaskListMemoMutationVariables = Exact<{
  taskListItemId: number;
  text: string;
}>;


export type AddTaskListMemoMutation = { addTaskListMemo: { ok: boolean, error: { message: string } | null, memo: { id: number } | null } };

export type UpdateTaskListMemoMutationVariables = Exact<{
  id: number;
  text: string;
}>;


export type UpdateTaskListMemoMutation = { updateTaskListMemo: { ok: boolean, error: { message: string } | null, memo: { id: number, text: string } | null } };

export type DeleteTaskListMemoMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTaskListMemoMutation = { deleteTaskListMemo: { ok: boolean, error: { message: string } | null } };

export type StudentNotesQueryVariables = Exact<{
  uuid: string | number;
  includeExpired?: boolean | null | undefined;
}>;


export type StudentNotesQuery = { student: { id: number, uuid: string, alerts: Array<{ id: number, kind: StudentNoteKind, severity: AlertSeverity | null, text: string, dueDate: string | null, expired: boolean, authorName: string, createdAt: string }>, memos: Array<{ id: number, kind: StudentNoteKind, severity: AlertSeverity | null, text: string, dueDate: string | null, expired: boolean, authorName: string, createdAt: string }> } | null };

export type StudentNoteFieldsFragment = { id: number, kind: StudentNoteKind, severity: AlertSeverity | null, text: string, dueDate: string | null, expired: boolean, authorName: string, createdAt: string };

export type AddStudentNoteMutationVariables = Exact<{
  uuid: string | number;
  input: StudentNoteInput;
}>;


export type AddStudentNoteMutation = { addStudentNote: { ok: boolean, error: { message: string } | null, note: { id: number } | null } };

export type UpdateStudentNoteMutationVariables = Exact<{
  id: number;
  input: StudentNoteUpdate;
}>;


export type UpdateStudentNoteMutation = { updateStudentNote: { ok: boolean, error: { message: string } | null, note: { id: number, text: string } | null } };

export type ExpireStudentNoteMutationVariables = Exact<{
  id: number;
}>;


export type ExpireStudentNoteMutation = { expireStudentNote: { ok: boolean, removed: boolean | null, error: { message: string } | null } };

export type DeleteStudentNoteMutationVariables = Exact<{
  id: number;
}>;


export type DeleteStudentNoteMutation = { deleteStudentNote: { ok: boolean, error: { message: string } | null } };

export type StudentDocumentsQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentDocumentsQuery = { student: { id: number, uuid: string, processorDocuments: Array<{ id: number, fileName: string, contentType: string, size: number, isForParentAccount: boolean, uploadedBy: string, createdAt: string }> } | null };

export type ProcessorDocumentContentQueryVariables = Exact<{
  id: number;
}>;


export type ProcessorDocumentContentQuery = { processorDocumentContent: { fileName: string, contentType: string, contentBase64: string } };

export type UploadProcessorDocumentMutationVariables = Exact<{
  input: ProcessorDocumentUpload;
}>;


export type UploadProcessorDocumentMutation = { uploadProcessorDocument: { ok: boolean, error: { message: string } | null, document: { id: number } | null } };

export type DeleteProcessorDocumentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProcessorDocumentMutation = { deleteProcessorDocument: { ok: boolean, error: { message: string } | null } };

export type StudentHistoriesQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentHistoriesQuery = { student: { id: number, uuid: string, history: Array<{ id: string, field: string, oldValue: string | null, newValue: string | null, changedBy: string | null, changedAt: string }>, accountHistory: Array<{ id: string, action: string, actorName: string | null, createdAt: string }>, correctionHistory: Array<{ id: string, field: string, oldValue: string | null, newValue: string | null, changedBy: string | null, changedAt: string }>, activity: Array<{ id: string, action: string, actorName: string | null, actorRole: string | null, createdAt: string }> } | null };

export type StudentAccessLogQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentAccessLogQuery = { student: { id: number, uuid: string, accessLog: Array<{ id: string, action: string, actorName: string | null, actorRole: string, createdAt: string }>, documentDownloads: Array<{ id: number, documentKind: string, fileName: string, actorName: string, actorRole: string, createdAt: string }> } | null };

export type StudentLinkedAccountsQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentLinkedAccountsQuery = { student: { id: number, uuid: string, accounts: Array<{ id: number, uuid: string, username: string, firstName: string, lastName: string, accountType: AccountType, eSignOptOut: boolean, eSignOptOutDate: string | null, mfaOption: string | null }> } | null };

export type UnlinkAccountMutationVariables = Exact<{
  uuid: string | number;
  accountId: number;
}>;


export type UnlinkAccountMutation = { unlinkAccount: { ok: boolean, error: { message: string } | null } };

export type StaffSetTemporaryPasswordMutationVariables = Exact<{
  username: string;
}>;


export type StaffSetTemporaryPasswordMutation = { setTemporaryPassword: { ok: boolean, temporaryPassword: string | null, error: { message: string } | null } };

export type StaffChangeAccountEmailMutationVariables = Exact<{
  accountId: number;
  currentUsername: string;
  newUsername: string;
}>;


export type StaffChangeAccountEmailMutation = { changeAccountEmail: { ok: boolean, error: { message: string } | null } };

export type StaffResetMfaToEmailMutationVariables = Exact<{
  accountId: number;
}>;


export type StaffResetMfaToEmailMutation = { resetMfaToEmail: { ok: boolean, error: { message: string } | null } };

export type StaffSendPasswordResetMutationVariables = Exact<{
  username: string;
}>;


export type StaffSendPasswordResetMutation = { sendPasswordReset: { ok: boolean, error: { message: string } | null } };

export type StaffPurgeParentAccountMutationVariables = Exact<{
  parentAccountId: number;
  studentId: number;
}>;


export type StaffPurgeParentAccountMutation = { purgeParentAccount: { ok: boolean, error: { message: string } | null } };

export type StudentBindersQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentBindersQuery = { student: { id: number, uuid: string, dependencyStatus: number, binders: Array<{ uuid: string, aidYear: number, kind: BinderKind, isForParentAccount: boolean, inkSign: boolean, pageCount: number, size: number, createdBy: string, createdAt: string }> } | null };

export type BinderContentQueryVariables = Exact<{
  uuid: string | number;
}>;


export type BinderContentQuery = { binderContent: { fileName: string, contentType: string, contentBase64: string } };

export type ProcessorBinderQueryVariables = Exact<{
  uuid: string | number;
  forParent: boolean;
}>;


export type ProcessorBinderQuery = { processorBinder: { fileName: string, contentType: string, contentBase64: string } };

export type SignaturePageQueryVariables = Exact<{
  uuid: string | number;
  forParent: boolean;
}>;


export type SignaturePageQuery = { signaturePage: { fileName: string, contentType: string, contentBase64: string } };

export type CreateBinderMutationVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  forParent: boolean;
}>;


export type CreateBinderMutation = { createBinder: { ok: boolean, error: { message: string } | null, binder: { uuid: string } | null } };

export type CreateSuperBinderMutationVariables = Exact<{
  uuid: string | number;
}>;


export type CreateSuperBinderMutation = { createSuperBinder: { ok: boolean, error: { message: string } | null, binder: { uuid: string } | null } };

export type StudentVerificationQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentVerificationQuery = { student: { id: number, uuid: string, verificationState: { aidYear: number, status: string, verificationGroup: string | null, selectedForVerification: string | null, trackingFlag: string | null, isirTransaction: number | null, sai: number | null, openItems: number, submittedItems: number, signatureComplete: boolean, isirLocked: boolean, unresolvedCommentCodes: number, readyForReview: boolean, missing: Array<string>, taskListCounts: Array<{ status: TaskListStatus, count: number }> }, biographicalInformation: { aidYear: number, isirTransaction: number | null, dependencyModel: string | null, mismatches: Array<string>, fields: Array<{ field: string, label: string, student: string | null, isir: string | null, matches: boolean }> }, commentCodes: Array<{ id: number, aidYear: number, code: string, description: string, display: boolean, resolved: boolean, resolvedBy: string | null, resolvedAt: string | null, onCurrentIsir: boolean }>, crCodeHeadline: { aidYear: number | null, headline: CrHeadline, commentCodes: number, unresolvedCommentCodes: number, rejectCodes: Array<string>, openCommentCodeItems: number }, attributeHistory: Array<{ id: number, field: string, oldValue: string | null, newValue: string | null, transactionNumber: number | null, changedAt: string }> } | null };

export type UpdateStudentRecordMutationVariables = Exact<{
  uuid: string | number;
  input: StudentRecordInput;
}>;


export type UpdateStudentRecordMutation = { updateStudentRecord: { ok: boolean, error: { message: string } | null, student: { uuid: string, firstName: string, lastName: string, studentNumber: string, email: string | null, dateOfBirth: string | null } | null } };

export type ResolveCommentCodeMutationVariables = Exact<{
  id: number;
  resolved: boolean;
}>;


export type ResolveCommentCodeMutation = { resolveCommentCode: { ok: boolean, error: { message: string } | null, commentCode: { id: number, resolved: boolean, resolvedBy: string | null, resolvedAt: string | null } | null } };

export type StaffUpdateStudentAccountMutationVariables = Exact<{
  id: number;
  input: StudentAccountInput;
}>;


export type StaffUpdateStudentAccountMutation = { updateStudentAccount: { ok: boolean, error: { message: string } | null, account: { id: number, username: string, firstName: string, lastName: string, phone: string | null, mfaOption: MfaChannel } | null } };

export type DeleteProcessorDocumentsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteProcessorDocumentsMutation = { deleteProcessorDocuments: { ok: boolean, count: number | null, error: { message: string } | null } };

export type StudentParentProfileQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentParentProfileQuery = { student: { id: number, uuid: string, parentProfile: { aidYear: number, parentSignatureRequired: boolean, transactionNumber: number | null, reportedOnIsir: { firstName: string | null, middleName: string | null, lastName: string | null, dateOfBirth: string | null, emailAddress: string | null } | null, accounts: Array<{ id: number, username: string, firstName: string, lastName: string, phone: string | null, accountType: number }> } } | null };

export type SupportingDocumentsQueryVariables = Exact<{
  taskListItemId: number;
}>;


export type SupportingDocumentsQuery = { supportingDocuments: Array<{ id: number, fileName: string, contentType: string, size: number, questionText: string | null, versionId: number, createdAt: string }> };

export type SearchStudentsQueryVariables = Exact<{
  input: StudentSearchInput;
}>;


export type SearchStudentsQuery = { searchStudents: { total: number, page: number, pageSize: number, items: Array<{ id: number, uuid: string, firstName: string, lastName: string, studentNumber: string, email: string | null, ssnLastFour: string | null, status: string }> } };

export type AccountSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsQuery = { accountSettings: { accountId: number, username: string, firstName: string, lastName: string, phone: string | null, phoneConfirmed: boolean, mfaOption: MfaChannel, students: Array<{ uuid: string, firstName: string, lastName: string, accountType: AccountType }> } };

export type StudentProfileQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentProfileQuery = { studentProfile: { studentUuid: string, aidYear: number, preferredName: string | null, phone: string | null, street: string | null, city: string | null, state: string | null, zip: string | null, updatedAt: string | null } };

export type UpdateStudentProfileMutationVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  profile: StudentProfileInput;
}>;


export type UpdateStudentProfileMutation = { updateStudentProfile: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, profile: { studentUuid: string, aidYear: number, preferredName: string | null, phone: string | null, street: string | null, city: string | null, state: string | null, zip: string | null, updatedAt: string | null } | null } };

export type SendSmsConfirmationMutationVariables = Exact<{
  phoneNumber: string;
}>;


export type SendSmsConfirmationMutation = { sendSmsConfirmation: { ok: boolean, message: string | null, error: { message: string } | null } };

export type VerifySmsCodeMutationVariables = Exact<{
  code: string;
}>;


export type VerifySmsCodeMutation = { verifySmsCode: { ok: boolean, message: string | null, error: { message: string } | null } };

export type SetMfaOptionMutationVariables = Exact<{
  option: MfaChannel;
}>;


export type SetMfaOptionMutation = { setMfaOption: { ok: boolean, message: string | null, error: { message: string } | null } };

export type ChangeOwnEmailMutationVariables = Exact<{
  accountId: number;
  currentUsername: string;
  newUsername: string;
}>;


export type ChangeOwnEmailMutation = { changeAccountEmail: { ok: boolean, message: string | null, error: { message: string } | null } };

export type AssignableStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignableStaffQuery = { assignableStaff: Array<{ id: number, name: string, email: string, role: string }> };

export type AssignStudentsMutationVariables = Exact<{
  uuids: Array<string | number> | string | number;
  staffId: number;
}>;


export type AssignStudentsMutation = { assignStudents: { ok: boolean, count: number | null, error: { message: string } | null } };

export type StudentQuickViewQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentQuickViewQuery = { student: { id: number, uuid: string, studentNumber: string, firstName: string, lastName: string, email: string | null, dateOfBirth: string | null, ssnLastFour: string | null, dependencyStatus: number, status: string, verificationGroup: string | null, signatureComplete: boolean, assignedTo: string | null, taskList: Array<{ id: number, uuid: string, status: TaskListStatus, aidYear: number, isForParentAccount: boolean, questionText: string | null, dueDate: string | null, updatedAt: string, interviewType: { id: number, typeCode: string, name: string } }> } | null };

export type SignatureStatusFieldsFragment = { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null };

export type StudentWorkspaceQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentWorkspaceQuery = { student: { id: number, uuid: string, firstName: string, lastName: string, studentNumber: string, dependencyStatus: number, status: string, verificationGroup: string | null, assignedTo: string | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } } | null };

export type ChangeStudentStatusMutationVariables = Exact<{
  uuid: string | number;
  status: StudentStatus;
}>;


export type ChangeStudentStatusMutation = { changeStudentStatus: { ok: boolean, error: { message: string } | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } | null } };

export type AssignVerificationGroupMutationVariables = Exact<{
  uuid: string | number;
  group: string;
}>;


export type AssignVerificationGroupMutation = { assignVerificationGroup: { ok: boolean, error: { message: string } | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } | null } };

export type ReviewCompleteMutationVariables = Exact<{
  uuid: string | number;
  altVerifiedStatus?: VerifiedStatus | null | undefined;
  aidYear?: number | null | undefined;
}>;


export type ReviewCompleteMutation = { reviewComplete: { ok: boolean, error: { message: string } | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } | null } };

export type VerifyAllMutationVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type VerifyAllMutation = { verifyAll: { ok: boolean, count: number | null, error: { message: string } | null } };

export type LockIsirMutationVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  transaction?: string | null | undefined;
}>;


export type LockIsirMutation = { lockIsir: { ok: boolean, error: { message: string } | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } | null } };

export type ClearSignatureMutationVariables = Exact<{
  uuid: string | number;
  forParent: boolean;
}>;


export type ClearSignatureMutation = { clearSignature: { ok: boolean, error: { message: string } | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } | null } };

export type InkSignAgreedMutationVariables = Exact<{
  uuid: string | number;
  forParent: boolean;
  agreed?: boolean | null | undefined;
}>;


export type InkSignAgreedMutation = { inkSignAgreed: { ok: boolean, error: { message: string } | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } | null } };

export type InkSignatureReceivedMutationVariables = Exact<{
  uuid: string | number;
  forParent: boolean;
}>;


export type InkSignatureReceivedMutation = { inkSignatureReceived: { ok: boolean, error: { message: string } | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } | null } };

export type ESignMutationVariables = Exact<{
  uuid: string | number;
  forParent: boolean;
}>;


export type ESignMutation = { eSign: { ok: boolean, error: { message: string } | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } | null } };

export type SetESignOptOutMutationVariables = Exact<{
  uuid: string | number;
  forParent: boolean;
  optOut: boolean;
}>;


export type SetESignOptOutMutation = { setESignOptOut: { ok: boolean, error: { message: string } | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } | null } };

export type AssignStudentMutationVariables = Exact<{
  uuid: string | number;
  staffId: number;
}>;


export type AssignStudentMutation = { assignStudent: { ok: boolean, error: { message: string } | null, signatureStatus: { status: string, verificationGroup: string | null, parentSignatureRequired: boolean, studentSignDate: string | null, parentSignDate: string | null, studentSignMethod: SignatureMethod | null, parentSignMethod: SignatureMethod | null, studentInkSignAgreed: boolean, parentInkSignAgreed: boolean, signatureComplete: boolean, isirLocked: boolean, isirLockedTransaction: string | null, postcardsSentAt: string | null, reviewCompletedAt: string | null, reviewCompletedBy: string | null } | null } };

export type TaskListItemFieldsFragment = { id: number, uuid: string, status: TaskListStatus, aidYear: number, isForParentAccount: boolean, questionText: string | null, dueDate: string | null, updatedAt: string, interviewType: { id: number, typeCode: string, name: string } };

export type ApiTokenFieldsFragment = { uuid: string, name: string, schoolCode: string, schoolName: string, role: string, readOnly: boolean, hint: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, createdAt: string, status: ApiTokenStatus };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ uuid: string, name: string, schoolCode: string, schoolName: string, role: string, readOnly: boolean, hint: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, createdAt: string, status: ApiTokenStatus }>, apiTokenOptions: { maxDays: number, schools: Array<{ schoolCode: string, schoolName: string, ownRole: string, roles: Array<string> }> } };

export type CreateApiTokenMutationVariables = Exact<{
  input: NewApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { ok: boolean, secret: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, token: { uuid: string, name: string, schoolCode: string, schoolName: string, role: string, readOnly: boolean, hint: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, createdAt: string, status: ApiTokenStatus } | null } };

export type RevokeApiTokenMutationVariables = Exact<{
  uuid: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { ok: boolean, error: { message: string } | null, token: { uuid: string, name: string, schoolCode: string, schoolName: string, role: string, readOnly: boolean, hint: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, createdAt: string, status: ApiTokenStatus } | null } };

export type UserSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserSettingsQuery = { userSettings: { firstName: string, lastName: string, email: string, phone: string | null, defaultSchoolCode: string, defaultAidYear: number | null, mfaOption: MfaChannel, schools: Array<{ schoolCode: string, schoolName: string, role: string, aidYears: Array<number> }> } };

export type SaveUserSettingsMutationVariables = Exact<{
  input: UserSettingsInput;
}>;


export type SaveUserSettingsMutation = { saveUserSettings: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, settings: { firstName: string, lastName: string, phone: string | null, defaultSchoolCode: string, defaultAidYear: number | null, mfaOption: MfaChannel } | null } };

export type WorklistQueryVariables = Exact<{
  input: WorklistInput;
  aidYear: number;
}>;


export type WorklistQuery = { worklist: { total: number, page: number, pageSize: number, items: Array<{ id: number, uuid: string, studentNumber: string, firstName: string, lastName: string, status: string, verificationGroup: string | null, signatureComplete: boolean, assignedTo: string | null, taskList: Array<{ id: number, status: TaskListStatus }>, accounts: Array<{ id: number, accountType: AccountType }>, attributes: { sai: number | null, trackingFlag: string | null } | null }> } };

export type WorklistCsvQueryVariables = Exact<{
  input: WorklistInput;
}>;


export type WorklistCsvQuery = { worklistCsv: { fileName: string, csv: string } };

export type MarkPostcardsSentMutationVariables = Exact<{
  studentIds: Array<number> | number;
}>;


export type MarkPostcardsSentMutation = { markPostcardsSent: { ok: boolean, count: number | null, error: { message: string } | null } };

export const AidYearSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<AidYearSettingsFieldsFragment, unknown>;
export const CorrectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirCorrection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isirValue"}},{"kind":"Field","name":{"kind":"Name","value":"correctedValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"exportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CorrectionFieldsFragment, unknown>;
export const BuilderResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<BuilderResultFieldsFragment, unknown>;
export const InterviewStepFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterviewStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"canGoBack"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"minValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answerList"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"identityVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}}]} as unknown as DocumentNode<InterviewStepFieldsFragment, unknown>;
export const InterviewProgressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterviewProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"interviewName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedName"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterviewStepFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterviewStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"canGoBack"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"minValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answerList"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"identityVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}}]} as unknown as DocumentNode<InterviewProgressFieldsFragment, unknown>;
export const IsirUploadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IsirUploadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}},{"kind":"Field","name":{"kind":"Name","value":"newStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"warningCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progressRecords"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<IsirUploadFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"installationWide"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const MessageTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<MessageTemplateFieldsFragment, unknown>;
export const PermissionCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermissionCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PermissionCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolControlled"}}]}}]}}]} as unknown as DocumentNode<PermissionCategoryFieldsFragment, unknown>;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const StudentNoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentNoteFieldsFragment, unknown>;
export const SignatureStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<SignatureStatusFieldsFragment, unknown>;
export const TaskListItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TaskListItemFieldsFragment, unknown>;
export const ApiTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ApiTokenFieldsFragment, unknown>;
export const LookupStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LookupStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentLookupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookupStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isDependent"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"creationToken"}}]}}]}}]}}]} as unknown as DocumentNode<LookupStudentMutation, LookupStudentMutationVariables>;
export const CreateStudentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStudentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStudentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"taskListItemsCreated"}}]}}]}}]}}]} as unknown as DocumentNode<CreateStudentAccountMutation, CreateStudentAccountMutationVariables>;
export const SendPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationHref"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"purl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purl"}}},{"kind":"Argument","name":{"kind":"Name","value":"locationHref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationHref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendPasswordResetMutation, SendPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const IdentityAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IdentityAccountQuery, IdentityAccountQueryVariables>;
export const LinkStudentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkStudentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkStudentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LinkStudentAccountMutation, LinkStudentAccountMutationVariables>;
export const AddSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewSchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddSchoolMutation, AddSchoolMutationVariables>;
export const UpdateSchoolProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchoolProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchoolProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"school"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolUrl"}},{"kind":"Field","name":{"kind":"Name","value":"schoolLogo"}},{"kind":"Field","name":{"kind":"Name","value":"aidYears"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"sidName"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudentRepository"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSchoolProfileMutation, UpdateSchoolProfileMutationVariables>;
export const AidYearSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AidYearSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYearSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidYearSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<AidYearSettingsQuery, AidYearSettingsQueryVariables>;
export const AddAidYearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAidYear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settings"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettingsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAidYear"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"settings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidYearSettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<AddAidYearMutation, AddAidYearMutationVariables>;
export const UpdateAidYearSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAidYearSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAidYearSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"settings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidYearSettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<UpdateAidYearSettingsMutation, UpdateAidYearSettingsMutationVariables>;
export const RolloverAidYearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RolloverAidYear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromAidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rolloverAidYear"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fromAidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromAidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidYearSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rollover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirViewTabsCopied"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTemplatesCopied"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTemplatesKept"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<RolloverAidYearMutation, RolloverAidYearMutationVariables>;
export const HiddenRoutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HiddenRoutes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"host"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hiddenRoutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"host"},"value":{"kind":"Variable","name":{"kind":"Name","value":"host"}}}]}]}}]} as unknown as DocumentNode<HiddenRoutesQuery, HiddenRoutesQueryVariables>;
export const VerificationGroupChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationGroupChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationGroupChoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<VerificationGroupChoicesQuery, VerificationGroupChoicesQueryVariables>;
export const ReplaceVerificationGroupMapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplaceVerificationGroupMap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationGroupItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replaceVerificationGroupMap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYearSettingsId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AidYearSettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AidYearSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AidYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"processRCodes"}},{"kind":"Field","name":{"kind":"Name","value":"processCCodes"}},{"kind":"Field","name":{"kind":"Name","value":"systemMode"}},{"kind":"Field","name":{"kind":"Name","value":"isV1Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV2Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV3Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV4Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV5Active"}},{"kind":"Field","name":{"kind":"Name","value":"isV6Active"}},{"kind":"Field","name":{"kind":"Name","value":"studRepo"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroupMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"dependentOnly"}}]}}]}}]} as unknown as DocumentNode<ReplaceVerificationGroupMapMutation, ReplaceVerificationGroupMapMutationVariables>;
export const SchoolHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SchoolHistoryQuery, SchoolHistoryQueryVariables>;
export const AdministrativeActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdministrativeActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administrativeActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<AdministrativeActivityQuery, AdministrativeActivityQueryVariables>;
export const StudentActivityLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentActivityLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"studentID"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<StudentActivityLogQuery, StudentActivityLogQueryVariables>;
export const CommunicationLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunicationLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<CommunicationLogQuery, CommunicationLogQueryVariables>;
export const TitleIvStatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TitleIvStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleIvStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateAbbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCount"}}]}}]}}]} as unknown as DocumentNode<TitleIvStatesQuery, TitleIvStatesQueryVariables>;
export const TitleIvCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TitleIvCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateAbbreviation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleIvCities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stateAbbreviation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateAbbreviation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCount"}}]}}]}}]} as unknown as DocumentNode<TitleIvCitiesQuery, TitleIvCitiesQueryVariables>;
export const TitleIvSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TitleIvSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateAbbreviation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleIvSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stateAbbreviation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateAbbreviation"}}},{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"opeid"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateAbbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]}}]} as unknown as DocumentNode<TitleIvSchoolsQuery, TitleIvSchoolsQueryVariables>;
export const TitleIvSchoolListSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TitleIvSchoolListSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleIvSchoolListSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoad"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"loadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"loadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCount"}},{"kind":"Field","name":{"kind":"Name","value":"foreignSchoolCount"}}]}}]}}]}}]} as unknown as DocumentNode<TitleIvSchoolListSourceQuery, TitleIvSchoolListSourceQueryVariables>;
export const BasAmountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BasAmounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basAmounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarYear"}},{"kind":"Field","name":{"kind":"Name","value":"officerMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"enlistedMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"officerYearly"}},{"kind":"Field","name":{"kind":"Name","value":"enlistedYearly"}}]}}]}}]} as unknown as DocumentNode<BasAmountsQuery, BasAmountsQueryVariables>;
export const PovertyLevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PovertyLevels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"povertyLevels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"guidelineYear"}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"eachAdditionalPerson"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"householdSize"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PovertyLevelsQuery, PovertyLevelsQueryVariables>;
export const IsirRecordLayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsirRecordLayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirRecordLayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"edYearCode"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"recordLength"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"elementCount"}}]}}]}}]} as unknown as DocumentNode<IsirRecordLayoutsQuery, IsirRecordLayoutsQueryVariables>;
export const IsirEnumCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsirEnumCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirEnumCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"suppressed"}}]}}]}}]} as unknown as DocumentNode<IsirEnumCodesQuery, IsirEnumCodesQueryVariables>;
export const InstallationConfigItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstallationConfigItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installationConfigItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<InstallationConfigItemsQuery, InstallationConfigItemsQueryVariables>;
export const AddInstallationConfigItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInstallationConfigItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInstallationConfigItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AddInstallationConfigItemMutation, AddInstallationConfigItemMutationVariables>;
export const UpdateInstallationConfigItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInstallationConfigItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInstallationConfigItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInstallationConfigItemMutation, UpdateInstallationConfigItemMutationVariables>;
export const MasterSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolUrl"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"staffCount"}}]}}]}}]} as unknown as DocumentNode<MasterSchoolsQuery, MasterSchoolsQueryVariables>;
export const MasterUserProfilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterUserProfiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterUserProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<MasterUserProfilesQuery, MasterUserProfilesQueryVariables>;
export const MasterUserProfileSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterUserProfileSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterUserProfileSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MasterUserProfileSchoolsQuery, MasterUserProfileSchoolsQueryVariables>;
export const DeleteMasterUserProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMasterUserProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMasterUserProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMasterUserProfileMutation, DeleteMasterUserProfileMutationVariables>;
export const StudentCorrectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentCorrections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"correctionSummaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"exported"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"corrections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionFields"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedByFps"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirCorrection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isirValue"}},{"kind":"Field","name":{"kind":"Name","value":"correctedValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"exportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentCorrectionsQuery, StudentCorrectionsQueryVariables>;
export const CorrectableFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrectableFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentIsir"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"fti"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CorrectableFieldsQuery, CorrectableFieldsQueryVariables>;
export const SchoolCorrectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolCorrections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectionStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"corrections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirCorrection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isirValue"}},{"kind":"Field","name":{"kind":"Name","value":"correctedValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"exportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SchoolCorrectionsQuery, SchoolCorrectionsQueryVariables>;
export const CorrectionFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrectionFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctionFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctionCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDownloadedAt"}}]}}]}}]} as unknown as DocumentNode<CorrectionFilesQuery, CorrectionFilesQueryVariables>;
export const CorrectionFileContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrectionFileContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctionFileContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<CorrectionFileContentQuery, CorrectionFileContentQueryVariables>;
export const AddCorrectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCorrection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attributeName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"correctedValue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCorrection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"attributeName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attributeName"}}},{"kind":"Argument","name":{"kind":"Name","value":"correctedValue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"correctedValue"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirCorrection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isirValue"}},{"kind":"Field","name":{"kind":"Name","value":"correctedValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"exportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddCorrectionMutation, AddCorrectionMutationVariables>;
export const WithdrawCorrectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawCorrection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawCorrection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirCorrection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isirValue"}},{"kind":"Field","name":{"kind":"Name","value":"correctedValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"exportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WithdrawCorrectionMutation, WithdrawCorrectionMutationVariables>;
export const ExportCorrectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportCorrections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportCorrections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]}}]} as unknown as DocumentNode<ExportCorrectionsMutation, ExportCorrectionsMutationVariables>;
export const InterviewBuilderAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewBuilderAvailable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"host"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewBuilderAvailable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"host"},"value":{"kind":"Variable","name":{"kind":"Name","value":"host"}}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}]}]}}]} as unknown as DocumentNode<InterviewBuilderAvailableQuery, InterviewBuilderAvailableQueryVariables>;
export const InterviewTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentCodeOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentCodeOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentCodeOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isCommentCode"}},{"kind":"Field","name":{"kind":"Name","value":"studentsStarted"}}]}}]}}]}}]} as unknown as DocumentNode<InterviewTemplatesQuery, InterviewTemplatesQueryVariables>;
export const InterviewTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isCommentCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstStepId"}},{"kind":"Field","name":{"kind":"Name","value":"studentsStarted"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stepKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"defaultNextStepKey"}},{"kind":"Field","name":{"kind":"Name","value":"nextRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"equals"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<InterviewTemplateQuery, InterviewTemplateQueryVariables>;
export const AddInterviewTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInterviewType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterviewType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"typeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddInterviewTypeMutation, AddInterviewTypeMutationVariables>;
export const SaveInterviewTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInterviewTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInterviewTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveInterviewTemplateMutation, SaveInterviewTemplateMutationVariables>;
export const UpdateInterviewTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterviewTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewTemplateUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterviewTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateInterviewTemplateMutation, UpdateInterviewTemplateMutationVariables>;
export const DeleteInterviewTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInterviewTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterviewTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteInterviewTemplateMutation, DeleteInterviewTemplateMutationVariables>;
export const AddInterviewStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInterviewStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterviewStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddInterviewStepMutation, AddInterviewStepMutationVariables>;
export const AddInterviewQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInterviewQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterviewQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddInterviewQuestionMutation, AddInterviewQuestionMutationVariables>;
export const AddQuestionChoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddQuestionChoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionChoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addQuestionChoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddQuestionChoiceMutation, AddQuestionChoiceMutationVariables>;
export const AddInterviewEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInterviewEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterviewEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddInterviewEventMutation, AddInterviewEventMutationVariables>;
export const UpdateInterviewStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterviewStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewStepUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterviewStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateInterviewStepMutation, UpdateInterviewStepMutationVariables>;
export const DeleteInterviewStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInterviewStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterviewStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteInterviewStepMutation, DeleteInterviewStepMutationVariables>;
export const ReorderInterviewStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderInterviewSteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderInterviewSteps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stepIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReorderInterviewStepsMutation, ReorderInterviewStepsMutationVariables>;
export const UpdateInterviewQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterviewQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewQuestionUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterviewQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateInterviewQuestionMutation, UpdateInterviewQuestionMutationVariables>;
export const DeleteInterviewQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInterviewQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterviewQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteInterviewQuestionMutation, DeleteInterviewQuestionMutationVariables>;
export const ReorderStepQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderStepQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderStepQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stepId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepId"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReorderStepQuestionsMutation, ReorderStepQuestionsMutationVariables>;
export const UpdateQuestionChoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateQuestionChoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuestionChoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateQuestionChoiceMutation, UpdateQuestionChoiceMutationVariables>;
export const DeleteQuestionChoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteQuestionChoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuestionChoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteQuestionChoiceMutation, DeleteQuestionChoiceMutationVariables>;
export const ReorderQuestionChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderQuestionChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"choiceIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderQuestionChoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"choiceIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"choiceIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReorderQuestionChoicesMutation, ReorderQuestionChoicesMutationVariables>;
export const DeleteInterviewEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInterviewEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterviewEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteInterviewEventMutation, DeleteInterviewEventMutationVariables>;
export const InterviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Interview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"item"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterviewProgressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterviewStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"canGoBack"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"minValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answerList"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"identityVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterviewProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"interviewName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedName"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterviewStepFields"}}]}}]}}]} as unknown as DocumentNode<InterviewQuery, InterviewQueryVariables>;
export const SaveInterviewStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInterviewStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveInterviewStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInterviewStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterviewProgressFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterviewStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"canGoBack"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"minValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answerList"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"identityVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterviewProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"interviewName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedName"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterviewStepFields"}}]}}]}}]} as unknown as DocumentNode<SaveInterviewStepMutation, SaveInterviewStepMutationVariables>;
export const InterviewGoBackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InterviewGoBack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewGoBack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"item"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}},{"kind":"Argument","name":{"kind":"Name","value":"stepId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterviewProgressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterviewStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"canGoBack"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"minValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answerList"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"identityVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterviewProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"interviewName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedName"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterviewStepFields"}}]}}]}}]} as unknown as DocumentNode<InterviewGoBackMutation, InterviewGoBackMutationVariables>;
export const VerifyInterviewIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyInterviewIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyInterviewIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"item"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyInterviewIdentityMutation, VerifyInterviewIdentityMutationVariables>;
export const DeleteInterviewDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInterviewDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInterviewDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}]}}]} as unknown as DocumentNode<DeleteInterviewDocumentMutation, DeleteInterviewDocumentMutationVariables>;
export const InterviewReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"item"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedName"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterviewStepFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterviewStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterviewStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"stepNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"canGoBack"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"minValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxValue"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answerList"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"identityVerified"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}}]} as unknown as DocumentNode<InterviewReviewQuery, InterviewReviewQueryVariables>;
export const InterviewTypesForTaskListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewTypesForTaskList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewTypesForTaskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InterviewTypesForTaskListQuery, InterviewTypesForTaskListQueryVariables>;
export const AddInterviewTaskItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInterviewTaskItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddInterviewTaskItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInterviewTaskItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AddInterviewTaskItemMutation, AddInterviewTaskItemMutationVariables>;
export const UpdateInterviewTaskItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInterviewTaskItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInterviewTaskItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInterviewTaskItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInterviewTaskItemMutation, UpdateInterviewTaskItemMutationVariables>;
export const InterviewParametersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterviewParameters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interviewParameters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"item"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"aidYearString"}},{"kind":"Field","name":{"kind":"Name","value":"taxYear"}},{"kind":"Field","name":{"kind":"Name","value":"studentFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"interviewName"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"stepsAnswered"}}]}}]}}]} as unknown as DocumentNode<InterviewParametersQuery, InterviewParametersQueryVariables>;
export const IsirUploadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsirUploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirUploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IsirUploadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IsirUploadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}},{"kind":"Field","name":{"kind":"Name","value":"newStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"warningCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progressRecords"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<IsirUploadsQuery, IsirUploadsQueryVariables>;
export const IsirUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsirUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IsirUploadFields"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IsirUploadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}},{"kind":"Field","name":{"kind":"Name","value":"newStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"warningCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progressRecords"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<IsirUploadQuery, IsirUploadQueryVariables>;
export const IsirRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsirRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IsirRecordSearch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineNumber"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dependencyModel"}},{"kind":"Field","name":{"kind":"Name","value":"sai"}},{"kind":"Field","name":{"kind":"Name","value":"trackingFlag"}},{"kind":"Field","name":{"kind":"Name","value":"selectedForVerification"}},{"kind":"Field","name":{"kind":"Name","value":"commentCodes"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"warningCount"}}]}}]}}]}}]} as unknown as DocumentNode<IsirRecordsQuery, IsirRecordsQueryVariables>;
export const StudentIsirDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentIsir"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentIsir"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"ftiAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"transactionProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"layoutName"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"tabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fti"}},{"kind":"Field","name":{"kind":"Name","value":"marking"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fti"}},{"kind":"Field","name":{"kind":"Name","value":"marking"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"corrected"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"fti"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentIsirQuery, StudentIsirQueryVariables>;
export const IsirViewSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsirViewSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasOwnIsirView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}]},{"kind":"Field","name":{"kind":"Name","value":"isirView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isirElements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}}]}}]}}]} as unknown as DocumentNode<IsirViewSettingsQuery, IsirViewSettingsQueryVariables>;
export const AddIsirViewSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddIsirViewSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addIsirViewSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddIsirViewSettingsMutation, AddIsirViewSettingsMutationVariables>;
export const RolloverIsirViewSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RolloverIsirViewSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromAidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rolloverIsirViewSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fromAidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromAidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RolloverIsirViewSettingsMutation, RolloverIsirViewSettingsMutationVariables>;
export const CopyIsirViewTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyIsirViewTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyIsirViewTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CopyIsirViewTabMutation, CopyIsirViewTabMutationVariables>;
export const SaveIsirViewItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveIsirViewItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IsirViewItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveIsirViewItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveIsirViewItemMutation, SaveIsirViewItemMutationVariables>;
export const DeleteIsirViewItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteIsirViewItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IsirViewLevel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIsirViewItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteIsirViewItemMutation, DeleteIsirViewItemMutationVariables>;
export const ReorderIsirViewItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderIsirViewItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IsirViewLevel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderIsirViewItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderIsirViewItemsMutation, ReorderIsirViewItemsMutationVariables>;
export const MasterIsirViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterIsirView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterIsirView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MasterIsirViewQuery, MasterIsirViewQueryVariables>;
export const SaveMasterIsirViewItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMasterIsirViewItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IsirViewItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMasterIsirViewItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveMasterIsirViewItemMutation, SaveMasterIsirViewItemMutationVariables>;
export const DeleteMasterIsirViewItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMasterIsirViewItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IsirViewLevel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMasterIsirViewItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMasterIsirViewItemMutation, DeleteMasterIsirViewItemMutationVariables>;
export const ReorderMasterIsirViewItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderMasterIsirViewItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IsirViewLevel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderMasterIsirViewItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderMasterIsirViewItemsMutation, ReorderMasterIsirViewItemsMutationVariables>;
export const SendMfaCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMfaCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MfaChannel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMfaCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendMfaCodeMutation, SendMfaCodeMutationVariables>;
export const CheckMfaCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckMfaCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkMfaCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}}]} as unknown as DocumentNode<CheckMfaCodeMutation, CheckMfaCodeMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"preferredChannel"}},{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"maskedRecipient"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const VerificationTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageSignupToVerified"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"averageDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averageReviewToVerified"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"averageDays"}}]}}]}}]} as unknown as DocumentNode<VerificationTimesQuery, VerificationTimesQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activeOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activeOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"installationWide"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const CurrentNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}}]}}]} as unknown as DocumentNode<CurrentNotificationsQuery, CurrentNotificationsQueryVariables>;
export const AddNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"installationWide"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<AddNotificationMutation, AddNotificationMutationVariables>;
export const UpdateNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"installationWide"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateNotificationMutation, UpdateNotificationMutationVariables>;
export const MessageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<MessageTemplatesQuery, MessageTemplatesQueryVariables>;
export const InstallationMessageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstallationMessageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installationMessageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<InstallationMessageTemplatesQuery, InstallationMessageTemplatesQueryVariables>;
export const SaveMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"defaultId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageTemplateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<SaveMessageTemplateMutation, SaveMessageTemplateMutationVariables>;
export const ResetMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"defaultId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageTemplateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<ResetMessageTemplateMutation, ResetMessageTemplateMutationVariables>;
export const SaveInstallationMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInstallationMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInstallationMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"defaultId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"defaultId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageTemplateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolOverride"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<SaveInstallationMessageTemplateMutation, SaveInstallationMessageTemplateMutationVariables>;
export const PermissionMatrixDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermissionMatrix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionMatrix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PermissionCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PermissionCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PermissionCategoryFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleID"}},{"kind":"Field","name":{"kind":"Name","value":"permissionID"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermissionCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PermissionCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isSchoolControlled"}}]}}]}}]} as unknown as DocumentNode<PermissionMatrixQuery, PermissionMatrixQueryVariables>;
export const GrantPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"links"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RolePermissionInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"links"},"value":{"kind":"Variable","name":{"kind":"Name","value":"links"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GrantPermissionsMutation, GrantPermissionsMutationVariables>;
export const RevokePermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokePermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"links"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RolePermissionInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokePermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"links"},"value":{"kind":"Variable","name":{"kind":"Name","value":"links"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokePermissionsMutation, RevokePermissionsMutationVariables>;
export const SaigMailboxSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaigMailboxSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saigMailboxSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tgNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"folderExists"}}]}}]}}]} as unknown as DocumentNode<SaigMailboxSettingsQuery, SaigMailboxSettingsQueryVariables>;
export const SetSaigTgNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSaigTgNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tgNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSaigTgNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tgNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tgNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tgNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"folderExists"}}]}}]}}]}}]} as unknown as DocumentNode<SetSaigTgNumberMutation, SetSaigTgNumberMutationVariables>;
export const CreateSaigSchoolFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSaigSchoolFolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSaigSchoolFolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tgNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"folderExists"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSaigSchoolFolderMutation, CreateSaigSchoolFolderMutationVariables>;
export const SetSaigPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSaigPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSaigPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tgNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"folderExists"}}]}}]}}]}}]} as unknown as DocumentNode<SetSaigPasswordMutation, SetSaigPasswordMutationVariables>;
export const SaigMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaigMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saigMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tgNumber"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueFileName"}},{"kind":"Field","name":{"kind":"Name","value":"messageClass"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"edFileStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}}]}}]}}]} as unknown as DocumentNode<SaigMessagesQuery, SaigMessagesQueryVariables>;
export const FtpLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FtpLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ftpLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<FtpLogQuery, FtpLogQueryVariables>;
export const PollSaigMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PollSaigMailbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pollSaigMailbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PollSaigMailboxMutation, PollSaigMailboxMutationVariables>;
export const ImportSaigMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportSaigMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSaigMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportSaigMessageMutation, ImportSaigMessageMutationVariables>;
export const SaigMessageContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaigMessageContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tgNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saigMessageContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tgNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tgNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<SaigMessageContentQuery, SaigMessageContentQueryVariables>;
export const SchoolConfigItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolConfigItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolConfigItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SchoolConfigItemsQuery, SchoolConfigItemsQueryVariables>;
export const AddSchoolConfigItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSchoolConfigItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSchoolConfigItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddSchoolConfigItemMutation, AddSchoolConfigItemMutationVariables>;
export const UpdateSchoolConfigItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchoolConfigItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchoolConfigItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSchoolConfigItemMutation, UpdateSchoolConfigItemMutationVariables>;
export const HolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"holidayDate"}}]}}]}}]} as unknown as DocumentNode<HolidaysQuery, HolidaysQueryVariables>;
export const AddHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddHolidayMutation, AddHolidayMutationVariables>;
export const UpdateHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateHolidayMutation, UpdateHolidayMutationVariables>;
export const DeleteHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteHolidayMutation, DeleteHolidayMutationVariables>;
export const CopyDefaultHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyDefaultHolidays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyDefaultHolidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CopyDefaultHolidaysMutation, CopyDefaultHolidaysMutationVariables>;
export const FtiSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FtiSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ftiSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ftiEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedBy"}},{"kind":"Field","name":{"kind":"Name","value":"agreementDate"}}]}}]}}]} as unknown as DocumentNode<FtiSetupQuery, FtiSetupQueryVariables>;
export const SaveFtiSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFtiSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FtiSetupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFtiSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ftiSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ftiEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedBy"}},{"kind":"Field","name":{"kind":"Name","value":"agreementDate"}}]}}]}}]}}]} as unknown as DocumentNode<SaveFtiSetupMutation, SaveFtiSetupMutationVariables>;
export const SchoolFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]} as unknown as DocumentNode<SchoolFilesQuery, SchoolFilesQueryVariables>;
export const SchoolFileContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolFileContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"match"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolFileMatch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolFileContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"match"},"value":{"kind":"Variable","name":{"kind":"Name","value":"match"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<SchoolFileContentQuery, SchoolFileContentQueryVariables>;
export const CommentCodeInfosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentCodeInfos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentCodeInfos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"display"}}]}}]}}]} as unknown as DocumentNode<CommentCodeInfosQuery, CommentCodeInfosQueryVariables>;
export const UpdateCommentCodeInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCommentCodeInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentCodeInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommentCodeInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"item"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"display"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCommentCodeInfoMutation, UpdateCommentCodeInfoMutationVariables>;
export const UpdateCommentCodeInfosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCommentCodeInfos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentCodeInfoInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommentCodeInfos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"display"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCommentCodeInfosMutation, UpdateCommentCodeInfosMutationVariables>;
export const CurrentSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolUrl"}},{"kind":"Field","name":{"kind":"Name","value":"schoolLogo"}},{"kind":"Field","name":{"kind":"Name","value":"aidYears"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"sidName"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudentRepository"}}]}}]}}]} as unknown as DocumentNode<CurrentSchoolQuery, CurrentSchoolQueryVariables>;
export const SwitchSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}}]} as unknown as DocumentNode<SwitchSchoolMutation, SwitchSchoolMutationVariables>;
export const SchoolSwitchElementInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolSwitchElementInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirElements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fti"}}]}}]}}]} as unknown as DocumentNode<SchoolSwitchElementInfoQuery, SchoolSwitchElementInfoQueryVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const StaffHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffHome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newTaskListItems"}},{"kind":"Field","name":{"kind":"Name","value":"submittedTaskListItems"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToMe"}}]}}]}}]} as unknown as DocumentNode<StaffHomeQuery, StaffHomeQueryVariables>;
export const StudentPortalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentPortal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"taskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"filtered"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskListItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StudentPortalQuery, StudentPortalQueryVariables>;
export const StudentTaskListWithMemosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentTaskListWithMemos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtered"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"taskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"filtered"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtered"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskListItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taskListMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskListItemId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StudentTaskListWithMemosQuery, StudentTaskListWithMemosQueryVariables>;
export const AddTaskListMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTaskListMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTaskListMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskListItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddTaskListMemoMutation, AddTaskListMemoMutationVariables>;
export const UpdateTaskListMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTaskListMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaskListMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTaskListMemoMutation, UpdateTaskListMemoMutationVariables>;
export const DeleteTaskListMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTaskListMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaskListMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteTaskListMemoMutation, DeleteTaskListMemoMutationVariables>;
export const StudentNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeExpired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentNoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeExpired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentNoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentNotesQuery, StudentNotesQueryVariables>;
export const AddStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddStudentNoteMutation, AddStudentNoteMutationVariables>;
export const UpdateStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNoteUpdate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStudentNoteMutation, UpdateStudentNoteMutationVariables>;
export const ExpireStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExpireStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expireStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}}]} as unknown as DocumentNode<ExpireStudentNoteMutation, ExpireStudentNoteMutationVariables>;
export const DeleteStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteStudentNoteMutation, DeleteStudentNoteMutationVariables>;
export const StudentDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"processorDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentDocumentsQuery, StudentDocumentsQueryVariables>;
export const ProcessorDocumentContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessorDocumentContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processorDocumentContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<ProcessorDocumentContentQuery, ProcessorDocumentContentQueryVariables>;
export const UploadProcessorDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadProcessorDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessorDocumentUpload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProcessorDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UploadProcessorDocumentMutation, UploadProcessorDocumentMutationVariables>;
export const DeleteProcessorDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProcessorDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcessorDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteProcessorDocumentMutation, DeleteProcessorDocumentMutationVariables>;
export const StudentHistoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentHistories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correctionHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentHistoriesQuery, StudentHistoriesQueryVariables>;
export const StudentAccessLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentAccessLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentDownloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentAccessLogQuery, StudentAccessLogQueryVariables>;
export const StudentLinkedAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentLinkedAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"eSignOptOut"}},{"kind":"Field","name":{"kind":"Name","value":"eSignOptOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}}]}}]}}]}}]} as unknown as DocumentNode<StudentLinkedAccountsQuery, StudentLinkedAccountsQueryVariables>;
export const UnlinkAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlinkAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnlinkAccountMutation, UnlinkAccountMutationVariables>;
export const StaffSetTemporaryPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSetTemporaryPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTemporaryPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}}]}}]}}]} as unknown as DocumentNode<StaffSetTemporaryPasswordMutation, StaffSetTemporaryPasswordMutationVariables>;
export const StaffChangeAccountEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffChangeAccountEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAccountEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentUsername"}}},{"kind":"Argument","name":{"kind":"Name","value":"newUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newUsername"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StaffChangeAccountEmailMutation, StaffChangeAccountEmailMutationVariables>;
export const StaffResetMfaToEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffResetMfaToEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetMfaToEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StaffResetMfaToEmailMutation, StaffResetMfaToEmailMutationVariables>;
export const StaffSendPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSendPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StaffSendPasswordResetMutation, StaffSendPasswordResetMutationVariables>;
export const StaffPurgeParentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffPurgeParentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purgeParentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentAccountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StaffPurgeParentAccountMutation, StaffPurgeParentAccountMutationVariables>;
export const StudentBindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentBinders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"dependencyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"binders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"inkSign"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentBindersQuery, StudentBindersQueryVariables>;
export const BinderContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BinderContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"binderContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<BinderContentQuery, BinderContentQueryVariables>;
export const ProcessorBinderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessorBinder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processorBinder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<ProcessorBinderQuery, ProcessorBinderQueryVariables>;
export const SignaturePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignaturePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signaturePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<SignaturePageQuery, SignaturePageQueryVariables>;
export const CreateBinderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBinder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBinder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"binder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBinderMutation, CreateBinderMutationVariables>;
export const CreateSuperBinderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSuperBinder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSuperBinder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"binder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSuperBinderMutation, CreateSuperBinderMutationVariables>;
export const StudentVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"verificationState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"selectedForVerification"}},{"kind":"Field","name":{"kind":"Name","value":"trackingFlag"}},{"kind":"Field","name":{"kind":"Name","value":"isirTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"sai"}},{"kind":"Field","name":{"kind":"Name","value":"taskListCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openItems"}},{"kind":"Field","name":{"kind":"Name","value":"submittedItems"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedCommentCodes"}},{"kind":"Field","name":{"kind":"Name","value":"readyForReview"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"biographicalInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isirTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"dependencyModel"}},{"kind":"Field","name":{"kind":"Name","value":"mismatches"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"student"}},{"kind":"Field","name":{"kind":"Name","value":"isir"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"onCurrentIsir"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crCodeHeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"commentCodes"}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedCommentCodes"}},{"kind":"Field","name":{"kind":"Name","value":"rejectCodes"}},{"kind":"Field","name":{"kind":"Name","value":"openCommentCodeItems"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributeHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentVerificationQuery, StudentVerificationQueryVariables>;
export const UpdateStudentRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStudentRecordMutation, UpdateStudentRecordMutationVariables>;
export const ResolveCommentCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveCommentCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resolved"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveCommentCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"resolved"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resolved"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveCommentCodeMutation, ResolveCommentCodeMutationVariables>;
export const StaffUpdateStudentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUpdateStudentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}}]}}]}}]}}]} as unknown as DocumentNode<StaffUpdateStudentAccountMutation, StaffUpdateStudentAccountMutationVariables>;
export const DeleteProcessorDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProcessorDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcessorDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteProcessorDocumentsMutation, DeleteProcessorDocumentsMutationVariables>;
export const StudentParentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentParentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"parentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reportedOnIsir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentParentProfileQuery, StudentParentProfileQueryVariables>;
export const SupportingDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportingDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportingDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskListItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SupportingDocumentsQuery, SupportingDocumentsQueryVariables>;
export const SearchStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SearchStudentsQuery, SearchStudentsQueryVariables>;
export const AccountSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]}}]} as unknown as DocumentNode<AccountSettingsQuery, AccountSettingsQueryVariables>;
export const StudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"preferredName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<StudentProfileQuery, StudentProfileQueryVariables>;
export const UpdateStudentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"profile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"preferredName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStudentProfileMutation, UpdateStudentProfileMutationVariables>;
export const SendSmsConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSmsConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSmsConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendSmsConfirmationMutation, SendSmsConfirmationMutationVariables>;
export const VerifySmsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySmsCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySmsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VerifySmsCodeMutation, VerifySmsCodeMutationVariables>;
export const SetMfaOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMfaOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"option"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MfaChannel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMfaOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"option"},"value":{"kind":"Variable","name":{"kind":"Name","value":"option"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetMfaOptionMutation, SetMfaOptionMutationVariables>;
export const ChangeOwnEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeOwnEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAccountEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentUsername"}}},{"kind":"Argument","name":{"kind":"Name","value":"newUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newUsername"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeOwnEmailMutation, ChangeOwnEmailMutationVariables>;
export const AssignableStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignableStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignableStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AssignableStaffQuery, AssignableStaffQueryVariables>;
export const AssignStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuids"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AssignStudentsMutation, AssignStudentsMutationVariables>;
export const StudentQuickViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentQuickView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"dependencyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"taskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"filtered"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskListItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StudentQuickViewQuery, StudentQuickViewQueryVariables>;
export const StudentWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dependencyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<StudentWorkspaceQuery, StudentWorkspaceQueryVariables>;
export const ChangeStudentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeStudentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeStudentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<ChangeStudentStatusMutation, ChangeStudentStatusMutationVariables>;
export const AssignVerificationGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignVerificationGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignVerificationGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<AssignVerificationGroupMutation, AssignVerificationGroupMutationVariables>;
export const ReviewCompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewComplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altVerifiedStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifiedStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewComplete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"altVerifiedStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altVerifiedStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<ReviewCompleteMutation, ReviewCompleteMutationVariables>;
export const VerifyAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyAll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyAll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<VerifyAllMutation, VerifyAllMutationVariables>;
export const LockIsirDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockIsir"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transaction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockIsir"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"transaction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transaction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<LockIsirMutation, LockIsirMutationVariables>;
export const ClearSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<ClearSignatureMutation, ClearSignatureMutationVariables>;
export const InkSignAgreedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InkSignAgreed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agreed"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inkSignAgreed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}},{"kind":"Argument","name":{"kind":"Name","value":"agreed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agreed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<InkSignAgreedMutation, InkSignAgreedMutationVariables>;
export const InkSignatureReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InkSignatureReceived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inkSignatureReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<InkSignatureReceivedMutation, InkSignatureReceivedMutationVariables>;
export const ESignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ESign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eSign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<ESignMutation, ESignMutationVariables>;
export const SetESignOptOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetESignOptOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"optOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setESignOptOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}},{"kind":"Argument","name":{"kind":"Name","value":"optOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"optOut"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<SetESignOptOutMutation, SetESignOptOutMutationVariables>;
export const AssignStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signatureStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignatureStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<AssignStudentMutation, AssignStudentMutationVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiTokenOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxDays"}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"ownRole"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const UserSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"aidYears"}}]}}]}}]}}]} as unknown as DocumentNode<UserSettingsQuery, UserSettingsQueryVariables>;
export const SaveUserSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUserSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUserSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}}]}}]}}]}}]} as unknown as DocumentNode<SaveUserSettingsMutation, SaveUserSettingsMutationVariables>;
export const WorklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Worklist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorklistInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worklist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"taskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sai"}},{"kind":"Field","name":{"kind":"Name","value":"trackingFlag"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorklistQuery, WorklistQueryVariables>;
export const WorklistCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorklistCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorklistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worklistCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}}]}}]}}]} as unknown as DocumentNode<WorklistCsvQuery, WorklistCsvQueryVariables>;
export const MarkPostcardsSentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPostcardsSent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPostcardsSent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<MarkPostcardsSentMutation, MarkPostcardsSentMutationVariables>;

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

/** Returns [mutate, result] for AddSchool. */
export function useAddSchoolMutation(options?: Omit<useMutation.Options<AddSchoolMutation, AddSchoolMutationVariables>, 'variables'>) {
  return useMutation(AddSchoolDocument, options);
}

/** Returns [mutate, result] for UpdateSchoolProfile. */
export function useUpdateSchoolProfileMutation(options?: Omit<useMutation.Options<UpdateSchoolProfileMutation, UpdateSchoolProfileMutationVariables>, 'variables'>) {
  return useMutation(UpdateSchoolProfileDocument, options);
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

/** Runs SchoolHistory and re-renders with its result. */
export function useSchoolHistoryQuery(options: useQuery.Options<SchoolHistoryQuery, SchoolHistoryQueryVariables>) {
  return useQuery(SchoolHistoryDocument, options);
}
/** SchoolHistory, run when the returned function is called. */
export function useSchoolHistoryLazyQuery(options?: useLazyQuery.Options<SchoolHistoryQuery, SchoolHistoryQueryVariables>) {
  return useLazyQuery(SchoolHistoryDocument, options);
}

/** Runs AdministrativeActivity and re-renders with its result. */
export function useAdministrativeActivityQuery(options: useQuery.Options<AdministrativeActivityQuery, AdministrativeActivityQueryVariables>) {
  return useQuery(AdministrativeActivityDocument, options);
}
/** AdministrativeActivity, run when the returned function is called. */
export function useAdministrativeActivityLazyQuery(options?: useLazyQuery.Options<AdministrativeActivityQuery, AdministrativeActivityQueryVariables>) {
  return useLazyQuery(AdministrativeActivityDocument, options);
}

/** Runs StudentActivityLog and re-renders with its result. */
export function useStudentActivityLogQuery(options: useQuery.Options<StudentActivityLogQuery, StudentActivityLogQueryVariables>) {
  return useQuery(StudentActivityLogDocument, options);
}
/** StudentActivityLog, run when the returned function is called. */
export function useStudentActivityLogLazyQuery(options?: useLazyQuery.Options<StudentActivityLogQuery, StudentActivityLogQueryVariables>) {
  return useLazyQuery(StudentActivityLogDocument, options);
}

/** Runs CommunicationLog and re-renders with its result. */
export function useCommunicationLogQuery(options: useQuery.Options<CommunicationLogQuery, CommunicationLogQueryVariables>) {
  return useQuery(CommunicationLogDocument, options);
}
/** CommunicationLog, run when the returned function is called. */
export function useCommunicationLogLazyQuery(options?: useLazyQuery.Options<CommunicationLogQuery, CommunicationLogQueryVariables>) {
  return useLazyQuery(CommunicationLogDocument, options);
}

/** Runs TitleIvStates and re-renders with its result. */
export function useTitleIvStatesQuery(options?: useQuery.Options<TitleIvStatesQuery, TitleIvStatesQueryVariables>) {
  return useQuery(TitleIvStatesDocument, options);
}
/** TitleIvStates, run when the returned function is called. */
export function useTitleIvStatesLazyQuery(options?: useLazyQuery.Options<TitleIvStatesQuery, TitleIvStatesQueryVariables>) {
  return useLazyQuery(TitleIvStatesDocument, options);
}

/** Runs TitleIvCities and re-renders with its result. */
export function useTitleIvCitiesQuery(options: useQuery.Options<TitleIvCitiesQuery, TitleIvCitiesQueryVariables>) {
  return useQuery(TitleIvCitiesDocument, options);
}
/** TitleIvCities, run when the returned function is called. */
export function useTitleIvCitiesLazyQuery(options?: useLazyQuery.Options<TitleIvCitiesQuery, TitleIvCitiesQueryVariables>) {
  return useLazyQuery(TitleIvCitiesDocument, options);
}

/** Runs TitleIvSchools and re-renders with its result. */
export function useTitleIvSchoolsQuery(options: useQuery.Options<TitleIvSchoolsQuery, TitleIvSchoolsQueryVariables>) {
  return useQuery(TitleIvSchoolsDocument, options);
}
/** TitleIvSchools, run when the returned function is called. */
export function useTitleIvSchoolsLazyQuery(options?: useLazyQuery.Options<TitleIvSchoolsQuery, TitleIvSchoolsQueryVariables>) {
  return useLazyQuery(TitleIvSchoolsDocument, options);
}

/** Runs TitleIvSchoolListSource and re-renders with its result. */
export function useTitleIvSchoolListSourceQuery(options?: useQuery.Options<TitleIvSchoolListSourceQuery, TitleIvSchoolListSourceQueryVariables>) {
  return useQuery(TitleIvSchoolListSourceDocument, options);
}
/** TitleIvSchoolListSource, run when the returned function is called. */
export function useTitleIvSchoolListSourceLazyQuery(options?: useLazyQuery.Options<TitleIvSchoolListSourceQuery, TitleIvSchoolListSourceQueryVariables>) {
  return useLazyQuery(TitleIvSchoolListSourceDocument, options);
}

/** Runs BasAmounts and re-renders with its result. */
export function useBasAmountsQuery(options?: useQuery.Options<BasAmountsQuery, BasAmountsQueryVariables>) {
  return useQuery(BasAmountsDocument, options);
}
/** BasAmounts, run when the returned function is called. */
export function useBasAmountsLazyQuery(options?: useLazyQuery.Options<BasAmountsQuery, BasAmountsQueryVariables>) {
  return useLazyQuery(BasAmountsDocument, options);
}

/** Runs PovertyLevels and re-renders with its result. */
export function usePovertyLevelsQuery(options: useQuery.Options<PovertyLevelsQuery, PovertyLevelsQueryVariables>) {
  return useQuery(PovertyLevelsDocument, options);
}
/** PovertyLevels, run when the returned function is called. */
export function usePovertyLevelsLazyQuery(options?: useLazyQuery.Options<PovertyLevelsQuery, PovertyLevelsQueryVariables>) {
  return useLazyQuery(PovertyLevelsDocument, options);
}

/** Runs IsirRecordLayouts and re-renders with its result. */
export function useIsirRecordLayoutsQuery(options?: useQuery.Options<IsirRecordLayoutsQuery, IsirRecordLayoutsQueryVariables>) {
  return useQuery(IsirRecordLayoutsDocument, options);
}
/** IsirRecordLayouts, run when the returned function is called. */
export function useIsirRecordLayoutsLazyQuery(options?: useLazyQuery.Options<IsirRecordLayoutsQuery, IsirRecordLayoutsQueryVariables>) {
  return useLazyQuery(IsirRecordLayoutsDocument, options);
}

/** Runs IsirEnumCodes and re-renders with its result. */
export function useIsirEnumCodesQuery(options: useQuery.Options<IsirEnumCodesQuery, IsirEnumCodesQueryVariables>) {
  return useQuery(IsirEnumCodesDocument, options);
}
/** IsirEnumCodes, run when the returned function is called. */
export function useIsirEnumCodesLazyQuery(options?: useLazyQuery.Options<IsirEnumCodesQuery, IsirEnumCodesQueryVariables>) {
  return useLazyQuery(IsirEnumCodesDocument, options);
}

/** Runs InstallationConfigItems and re-renders with its result. */
export function useInstallationConfigItemsQuery(options?: useQuery.Options<InstallationConfigItemsQuery, InstallationConfigItemsQueryVariables>) {
  return useQuery(InstallationConfigItemsDocument, options);
}
/** InstallationConfigItems, run when the returned function is called. */
export function useInstallationConfigItemsLazyQuery(options?: useLazyQuery.Options<InstallationConfigItemsQuery, InstallationConfigItemsQueryVariables>) {
  return useLazyQuery(InstallationConfigItemsDocument, options);
}

/** Returns [mutate, result] for AddInstallationConfigItem. */
export function useAddInstallationConfigItemMutation(options?: Omit<useMutation.Options<AddInstallationConfigItemMutation, AddInstallationConfigItemMutationVariables>, 'variables'>) {
  return useMutation(AddInstallationConfigItemDocument, options);
}

/** Returns [mutate, result] for UpdateInstallationConfigItem. */
export function useUpdateInstallationConfigItemMutation(options?: Omit<useMutation.Options<UpdateInstallationConfigItemMutation, UpdateInstallationConfigItemMutationVariables>, 'variables'>) {
  return useMutation(UpdateInstallationConfigItemDocument, options);
}

/** Runs MasterSchools and re-renders with its result. */
export function useMasterSchoolsQuery(options?: useQuery.Options<MasterSchoolsQuery, MasterSchoolsQueryVariables>) {
  return useQuery(MasterSchoolsDocument, options);
}
/** MasterSchools, run when the returned function is called. */
export function useMasterSchoolsLazyQuery(options?: useLazyQuery.Options<MasterSchoolsQuery, MasterSchoolsQueryVariables>) {
  return useLazyQuery(MasterSchoolsDocument, options);
}

/** Runs MasterUserProfiles and re-renders with its result. */
export function useMasterUserProfilesQuery(options?: useQuery.Options<MasterUserProfilesQuery, MasterUserProfilesQueryVariables>) {
  return useQuery(MasterUserProfilesDocument, options);
}
/** MasterUserProfiles, run when the returned function is called. */
export function useMasterUserProfilesLazyQuery(options?: useLazyQuery.Options<MasterUserProfilesQuery, MasterUserProfilesQueryVariables>) {
  return useLazyQuery(MasterUserProfilesDocument, options);
}

/** Runs MasterUserProfileSchools and re-renders with its result. */
export function useMasterUserProfileSchoolsQuery(options: useQuery.Options<MasterUserProfileSchoolsQuery, MasterUserProfileSchoolsQueryVariables>) {
  return useQuery(MasterUserProfileSchoolsDocument, options);
}
/** MasterUserProfileSchools, run when the returned function is called. */
export function useMasterUserProfileSchoolsLazyQuery(options?: useLazyQuery.Options<MasterUserProfileSchoolsQuery, MasterUserProfileSchoolsQueryVariables>) {
  return useLazyQuery(MasterUserProfileSchoolsDocument, options);
}

/** Returns [mutate, result] for DeleteMasterUserProfile. */
export function useDeleteMasterUserProfileMutation(options?: Omit<useMutation.Options<DeleteMasterUserProfileMutation, DeleteMasterUserProfileMutationVariables>, 'variables'>) {
  return useMutation(DeleteMasterUserProfileDocument, options);
}

/** Runs StudentCorrections and re-renders with its result. */
export function useStudentCorrectionsQuery(options: useQuery.Options<StudentCorrectionsQuery, StudentCorrectionsQueryVariables>) {
  return useQuery(StudentCorrectionsDocument, options);
}
/** StudentCorrections, run when the returned function is called. */
export function useStudentCorrectionsLazyQuery(options?: useLazyQuery.Options<StudentCorrectionsQuery, StudentCorrectionsQueryVariables>) {
  return useLazyQuery(StudentCorrectionsDocument, options);
}

/** Runs CorrectableFields and re-renders with its result. */
export function useCorrectableFieldsQuery(options: useQuery.Options<CorrectableFieldsQuery, CorrectableFieldsQueryVariables>) {
  return useQuery(CorrectableFieldsDocument, options);
}
/** CorrectableFields, run when the returned function is called. */
export function useCorrectableFieldsLazyQuery(options?: useLazyQuery.Options<CorrectableFieldsQuery, CorrectableFieldsQueryVariables>) {
  return useLazyQuery(CorrectableFieldsDocument, options);
}

/** Runs SchoolCorrections and re-renders with its result. */
export function useSchoolCorrectionsQuery(options: useQuery.Options<SchoolCorrectionsQuery, SchoolCorrectionsQueryVariables>) {
  return useQuery(SchoolCorrectionsDocument, options);
}
/** SchoolCorrections, run when the returned function is called. */
export function useSchoolCorrectionsLazyQuery(options?: useLazyQuery.Options<SchoolCorrectionsQuery, SchoolCorrectionsQueryVariables>) {
  return useLazyQuery(SchoolCorrectionsDocument, options);
}

/** Runs CorrectionFiles and re-renders with its result. */
export function useCorrectionFilesQuery(options: useQuery.Options<CorrectionFilesQuery, CorrectionFilesQueryVariables>) {
  return useQuery(CorrectionFilesDocument, options);
}
/** CorrectionFiles, run when the returned function is called. */
export function useCorrectionFilesLazyQuery(options?: useLazyQuery.Options<CorrectionFilesQuery, CorrectionFilesQueryVariables>) {
  return useLazyQuery(CorrectionFilesDocument, options);
}

/** Runs CorrectionFileContent and re-renders with its result. */
export function useCorrectionFileContentQuery(options: useQuery.Options<CorrectionFileContentQuery, CorrectionFileContentQueryVariables>) {
  return useQuery(CorrectionFileContentDocument, options);
}
/** CorrectionFileContent, run when the returned function is called. */
export function useCorrectionFileContentLazyQuery(options?: useLazyQuery.Options<CorrectionFileContentQuery, CorrectionFileContentQueryVariables>) {
  return useLazyQuery(CorrectionFileContentDocument, options);
}

/** Returns [mutate, result] for AddCorrection. */
export function useAddCorrectionMutation(options?: Omit<useMutation.Options<AddCorrectionMutation, AddCorrectionMutationVariables>, 'variables'>) {
  return useMutation(AddCorrectionDocument, options);
}

/** Returns [mutate, result] for WithdrawCorrection. */
export function useWithdrawCorrectionMutation(options?: Omit<useMutation.Options<WithdrawCorrectionMutation, WithdrawCorrectionMutationVariables>, 'variables'>) {
  return useMutation(WithdrawCorrectionDocument, options);
}

/** Returns [mutate, result] for ExportCorrections. */
export function useExportCorrectionsMutation(options?: Omit<useMutation.Options<ExportCorrectionsMutation, ExportCorrectionsMutationVariables>, 'variables'>) {
  return useMutation(ExportCorrectionsDocument, options);
}

/** Runs InterviewBuilderAvailable and re-renders with its result. */
export function useInterviewBuilderAvailableQuery(options: useQuery.Options<InterviewBuilderAvailableQuery, InterviewBuilderAvailableQueryVariables>) {
  return useQuery(InterviewBuilderAvailableDocument, options);
}
/** InterviewBuilderAvailable, run when the returned function is called. */
export function useInterviewBuilderAvailableLazyQuery(options?: useLazyQuery.Options<InterviewBuilderAvailableQuery, InterviewBuilderAvailableQueryVariables>) {
  return useLazyQuery(InterviewBuilderAvailableDocument, options);
}

/** Runs InterviewTemplates and re-renders with its result. */
export function useInterviewTemplatesQuery(options?: useQuery.Options<InterviewTemplatesQuery, InterviewTemplatesQueryVariables>) {
  return useQuery(InterviewTemplatesDocument, options);
}
/** InterviewTemplates, run when the returned function is called. */
export function useInterviewTemplatesLazyQuery(options?: useLazyQuery.Options<InterviewTemplatesQuery, InterviewTemplatesQueryVariables>) {
  return useLazyQuery(InterviewTemplatesDocument, options);
}

/** Runs InterviewTemplate and re-renders with its result. */
export function useInterviewTemplateQuery(options: useQuery.Options<InterviewTemplateQuery, InterviewTemplateQueryVariables>) {
  return useQuery(InterviewTemplateDocument, options);
}
/** InterviewTemplate, run when the returned function is called. */
export function useInterviewTemplateLazyQuery(options?: useLazyQuery.Options<InterviewTemplateQuery, InterviewTemplateQueryVariables>) {
  return useLazyQuery(InterviewTemplateDocument, options);
}

/** Returns [mutate, result] for AddInterviewType. */
export function useAddInterviewTypeMutation(options?: Omit<useMutation.Options<AddInterviewTypeMutation, AddInterviewTypeMutationVariables>, 'variables'>) {
  return useMutation(AddInterviewTypeDocument, options);
}

/** Returns [mutate, result] for SaveInterviewTemplate. */
export function useSaveInterviewTemplateMutation(options?: Omit<useMutation.Options<SaveInterviewTemplateMutation, SaveInterviewTemplateMutationVariables>, 'variables'>) {
  return useMutation(SaveInterviewTemplateDocument, options);
}

/** Returns [mutate, result] for UpdateInterviewTemplate. */
export function useUpdateInterviewTemplateMutation(options?: Omit<useMutation.Options<UpdateInterviewTemplateMutation, UpdateInterviewTemplateMutationVariables>, 'variables'>) {
  return useMutation(UpdateInterviewTemplateDocument, options);
}

/** Returns [mutate, result] for DeleteInterviewTemplate. */
export function useDeleteInterviewTemplateMutation(options?: Omit<useMutation.Options<DeleteInterviewTemplateMutation, DeleteInterviewTemplateMutationVariables>, 'variables'>) {
  return useMutation(DeleteInterviewTemplateDocument, options);
}

/** Returns [mutate, result] for AddInterviewStep. */
export function useAddInterviewStepMutation(options?: Omit<useMutation.Options<AddInterviewStepMutation, AddInterviewStepMutationVariables>, 'variables'>) {
  return useMutation(AddInterviewStepDocument, options);
}

/** Returns [mutate, result] for AddInterviewQuestion. */
export function useAddInterviewQuestionMutation(options?: Omit<useMutation.Options<AddInterviewQuestionMutation, AddInterviewQuestionMutationVariables>, 'variables'>) {
  return useMutation(AddInterviewQuestionDocument, options);
}

/** Returns [mutate, result] for AddQuestionChoice. */
export function useAddQuestionChoiceMutation(options?: Omit<useMutation.Options<AddQuestionChoiceMutation, AddQuestionChoiceMutationVariables>, 'variables'>) {
  return useMutation(AddQuestionChoiceDocument, options);
}

/** Returns [mutate, result] for AddInterviewEvent. */
export function useAddInterviewEventMutation(options?: Omit<useMutation.Options<AddInterviewEventMutation, AddInterviewEventMutationVariables>, 'variables'>) {
  return useMutation(AddInterviewEventDocument, options);
}

/** Returns [mutate, result] for UpdateInterviewStep. */
export function useUpdateInterviewStepMutation(options?: Omit<useMutation.Options<UpdateInterviewStepMutation, UpdateInterviewStepMutationVariables>, 'variables'>) {
  return useMutation(UpdateInterviewStepDocument, options);
}

/** Returns [mutate, result] for DeleteInterviewStep. */
export function useDeleteInterviewStepMutation(options?: Omit<useMutation.Options<DeleteInterviewStepMutation, DeleteInterviewStepMutationVariables>, 'variables'>) {
  return useMutation(DeleteInterviewStepDocument, options);
}

/** Returns [mutate, result] for ReorderInterviewSteps. */
export function useReorderInterviewStepsMutation(options?: Omit<useMutation.Options<ReorderInterviewStepsMutation, ReorderInterviewStepsMutationVariables>, 'variables'>) {
  return useMutation(ReorderInterviewStepsDocument, options);
}

/** Returns [mutate, result] for UpdateInterviewQuestion. */
export function useUpdateInterviewQuestionMutation(options?: Omit<useMutation.Options<UpdateInterviewQuestionMutation, UpdateInterviewQuestionMutationVariables>, 'variables'>) {
  return useMutation(UpdateInterviewQuestionDocument, options);
}

/** Returns [mutate, result] for DeleteInterviewQuestion. */
export function useDeleteInterviewQuestionMutation(options?: Omit<useMutation.Options<DeleteInterviewQuestionMutation, DeleteInterviewQuestionMutationVariables>, 'variables'>) {
  return useMutation(DeleteInterviewQuestionDocument, options);
}

/** Returns [mutate, result] for ReorderStepQuestions. */
export function useReorderStepQuestionsMutation(options?: Omit<useMutation.Options<ReorderStepQuestionsMutation, ReorderStepQuestionsMutationVariables>, 'variables'>) {
  return useMutation(ReorderStepQuestionsDocument, options);
}

/** Returns [mutate, result] for UpdateQuestionChoice. */
export function useUpdateQuestionChoiceMutation(options?: Omit<useMutation.Options<UpdateQuestionChoiceMutation, UpdateQuestionChoiceMutationVariables>, 'variables'>) {
  return useMutation(UpdateQuestionChoiceDocument, options);
}

/** Returns [mutate, result] for DeleteQuestionChoice. */
export function useDeleteQuestionChoiceMutation(options?: Omit<useMutation.Options<DeleteQuestionChoiceMutation, DeleteQuestionChoiceMutationVariables>, 'variables'>) {
  return useMutation(DeleteQuestionChoiceDocument, options);
}

/** Returns [mutate, result] for ReorderQuestionChoices. */
export function useReorderQuestionChoicesMutation(options?: Omit<useMutation.Options<ReorderQuestionChoicesMutation, ReorderQuestionChoicesMutationVariables>, 'variables'>) {
  return useMutation(ReorderQuestionChoicesDocument, options);
}

/** Returns [mutate, result] for DeleteInterviewEvent. */
export function useDeleteInterviewEventMutation(options?: Omit<useMutation.Options<DeleteInterviewEventMutation, DeleteInterviewEventMutationVariables>, 'variables'>) {
  return useMutation(DeleteInterviewEventDocument, options);
}

/** Runs Interview and re-renders with its result. */
export function useInterviewQuery(options: useQuery.Options<InterviewQuery, InterviewQueryVariables>) {
  return useQuery(InterviewDocument, options);
}
/** Interview, run when the returned function is called. */
export function useInterviewLazyQuery(options?: useLazyQuery.Options<InterviewQuery, InterviewQueryVariables>) {
  return useLazyQuery(InterviewDocument, options);
}

/** Returns [mutate, result] for SaveInterviewStep. */
export function useSaveInterviewStepMutation(options?: Omit<useMutation.Options<SaveInterviewStepMutation, SaveInterviewStepMutationVariables>, 'variables'>) {
  return useMutation(SaveInterviewStepDocument, options);
}

/** Returns [mutate, result] for InterviewGoBack. */
export function useInterviewGoBackMutation(options?: Omit<useMutation.Options<InterviewGoBackMutation, InterviewGoBackMutationVariables>, 'variables'>) {
  return useMutation(InterviewGoBackDocument, options);
}

/** Returns [mutate, result] for VerifyInterviewIdentity. */
export function useVerifyInterviewIdentityMutation(options?: Omit<useMutation.Options<VerifyInterviewIdentityMutation, VerifyInterviewIdentityMutationVariables>, 'variables'>) {
  return useMutation(VerifyInterviewIdentityDocument, options);
}

/** Returns [mutate, result] for DeleteInterviewDocument. */
export function useDeleteInterviewDocumentMutation(options?: Omit<useMutation.Options<DeleteInterviewDocumentMutation, DeleteInterviewDocumentMutationVariables>, 'variables'>) {
  return useMutation(DeleteInterviewDocumentDocument, options);
}

/** Runs InterviewReview and re-renders with its result. */
export function useInterviewReviewQuery(options: useQuery.Options<InterviewReviewQuery, InterviewReviewQueryVariables>) {
  return useQuery(InterviewReviewDocument, options);
}
/** InterviewReview, run when the returned function is called. */
export function useInterviewReviewLazyQuery(options?: useLazyQuery.Options<InterviewReviewQuery, InterviewReviewQueryVariables>) {
  return useLazyQuery(InterviewReviewDocument, options);
}

/** Runs InterviewTypesForTaskList and re-renders with its result. */
export function useInterviewTypesForTaskListQuery(options: useQuery.Options<InterviewTypesForTaskListQuery, InterviewTypesForTaskListQueryVariables>) {
  return useQuery(InterviewTypesForTaskListDocument, options);
}
/** InterviewTypesForTaskList, run when the returned function is called. */
export function useInterviewTypesForTaskListLazyQuery(options?: useLazyQuery.Options<InterviewTypesForTaskListQuery, InterviewTypesForTaskListQueryVariables>) {
  return useLazyQuery(InterviewTypesForTaskListDocument, options);
}

/** Returns [mutate, result] for AddInterviewTaskItem. */
export function useAddInterviewTaskItemMutation(options?: Omit<useMutation.Options<AddInterviewTaskItemMutation, AddInterviewTaskItemMutationVariables>, 'variables'>) {
  return useMutation(AddInterviewTaskItemDocument, options);
}

/** Returns [mutate, result] for UpdateInterviewTaskItem. */
export function useUpdateInterviewTaskItemMutation(options?: Omit<useMutation.Options<UpdateInterviewTaskItemMutation, UpdateInterviewTaskItemMutationVariables>, 'variables'>) {
  return useMutation(UpdateInterviewTaskItemDocument, options);
}

/** Runs InterviewParameters and re-renders with its result. */
export function useInterviewParametersQuery(options: useQuery.Options<InterviewParametersQuery, InterviewParametersQueryVariables>) {
  return useQuery(InterviewParametersDocument, options);
}
/** InterviewParameters, run when the returned function is called. */
export function useInterviewParametersLazyQuery(options?: useLazyQuery.Options<InterviewParametersQuery, InterviewParametersQueryVariables>) {
  return useLazyQuery(InterviewParametersDocument, options);
}

/** Runs IsirUploads and re-renders with its result. */
export function useIsirUploadsQuery(options?: useQuery.Options<IsirUploadsQuery, IsirUploadsQueryVariables>) {
  return useQuery(IsirUploadsDocument, options);
}
/** IsirUploads, run when the returned function is called. */
export function useIsirUploadsLazyQuery(options?: useLazyQuery.Options<IsirUploadsQuery, IsirUploadsQueryVariables>) {
  return useLazyQuery(IsirUploadsDocument, options);
}

/** Runs IsirUpload and re-renders with its result. */
export function useIsirUploadQuery(options: useQuery.Options<IsirUploadQuery, IsirUploadQueryVariables>) {
  return useQuery(IsirUploadDocument, options);
}
/** IsirUpload, run when the returned function is called. */
export function useIsirUploadLazyQuery(options?: useLazyQuery.Options<IsirUploadQuery, IsirUploadQueryVariables>) {
  return useLazyQuery(IsirUploadDocument, options);
}

/** Runs IsirRecords and re-renders with its result. */
export function useIsirRecordsQuery(options: useQuery.Options<IsirRecordsQuery, IsirRecordsQueryVariables>) {
  return useQuery(IsirRecordsDocument, options);
}
/** IsirRecords, run when the returned function is called. */
export function useIsirRecordsLazyQuery(options?: useLazyQuery.Options<IsirRecordsQuery, IsirRecordsQueryVariables>) {
  return useLazyQuery(IsirRecordsDocument, options);
}

/** Runs StudentIsir and re-renders with its result. */
export function useStudentIsirQuery(options: useQuery.Options<StudentIsirQuery, StudentIsirQueryVariables>) {
  return useQuery(StudentIsirDocument, options);
}
/** StudentIsir, run when the returned function is called. */
export function useStudentIsirLazyQuery(options?: useLazyQuery.Options<StudentIsirQuery, StudentIsirQueryVariables>) {
  return useLazyQuery(StudentIsirDocument, options);
}

/** Runs IsirViewSettings and re-renders with its result. */
export function useIsirViewSettingsQuery(options: useQuery.Options<IsirViewSettingsQuery, IsirViewSettingsQueryVariables>) {
  return useQuery(IsirViewSettingsDocument, options);
}
/** IsirViewSettings, run when the returned function is called. */
export function useIsirViewSettingsLazyQuery(options?: useLazyQuery.Options<IsirViewSettingsQuery, IsirViewSettingsQueryVariables>) {
  return useLazyQuery(IsirViewSettingsDocument, options);
}

/** Returns [mutate, result] for AddIsirViewSettings. */
export function useAddIsirViewSettingsMutation(options?: Omit<useMutation.Options<AddIsirViewSettingsMutation, AddIsirViewSettingsMutationVariables>, 'variables'>) {
  return useMutation(AddIsirViewSettingsDocument, options);
}

/** Returns [mutate, result] for RolloverIsirViewSettings. */
export function useRolloverIsirViewSettingsMutation(options?: Omit<useMutation.Options<RolloverIsirViewSettingsMutation, RolloverIsirViewSettingsMutationVariables>, 'variables'>) {
  return useMutation(RolloverIsirViewSettingsDocument, options);
}

/** Returns [mutate, result] for CopyIsirViewTab. */
export function useCopyIsirViewTabMutation(options?: Omit<useMutation.Options<CopyIsirViewTabMutation, CopyIsirViewTabMutationVariables>, 'variables'>) {
  return useMutation(CopyIsirViewTabDocument, options);
}

/** Returns [mutate, result] for SaveIsirViewItem. */
export function useSaveIsirViewItemMutation(options?: Omit<useMutation.Options<SaveIsirViewItemMutation, SaveIsirViewItemMutationVariables>, 'variables'>) {
  return useMutation(SaveIsirViewItemDocument, options);
}

/** Returns [mutate, result] for DeleteIsirViewItem. */
export function useDeleteIsirViewItemMutation(options?: Omit<useMutation.Options<DeleteIsirViewItemMutation, DeleteIsirViewItemMutationVariables>, 'variables'>) {
  return useMutation(DeleteIsirViewItemDocument, options);
}

/** Returns [mutate, result] for ReorderIsirViewItems. */
export function useReorderIsirViewItemsMutation(options?: Omit<useMutation.Options<ReorderIsirViewItemsMutation, ReorderIsirViewItemsMutationVariables>, 'variables'>) {
  return useMutation(ReorderIsirViewItemsDocument, options);
}

/** Runs MasterIsirView and re-renders with its result. */
export function useMasterIsirViewQuery(options: useQuery.Options<MasterIsirViewQuery, MasterIsirViewQueryVariables>) {
  return useQuery(MasterIsirViewDocument, options);
}
/** MasterIsirView, run when the returned function is called. */
export function useMasterIsirViewLazyQuery(options?: useLazyQuery.Options<MasterIsirViewQuery, MasterIsirViewQueryVariables>) {
  return useLazyQuery(MasterIsirViewDocument, options);
}

/** Returns [mutate, result] for SaveMasterIsirViewItem. */
export function useSaveMasterIsirViewItemMutation(options?: Omit<useMutation.Options<SaveMasterIsirViewItemMutation, SaveMasterIsirViewItemMutationVariables>, 'variables'>) {
  return useMutation(SaveMasterIsirViewItemDocument, options);
}

/** Returns [mutate, result] for DeleteMasterIsirViewItem. */
export function useDeleteMasterIsirViewItemMutation(options?: Omit<useMutation.Options<DeleteMasterIsirViewItemMutation, DeleteMasterIsirViewItemMutationVariables>, 'variables'>) {
  return useMutation(DeleteMasterIsirViewItemDocument, options);
}

/** Returns [mutate, result] for ReorderMasterIsirViewItems. */
export function useReorderMasterIsirViewItemsMutation(options?: Omit<useMutation.Options<ReorderMasterIsirViewItemsMutation, ReorderMasterIsirViewItemsMutationVariables>, 'variables'>) {
  return useMutation(ReorderMasterIsirViewItemsDocument, options);
}

/** Returns [mutate, result] for SendMfaCode. */
export function useSendMfaCodeMutation(options?: Omit<useMutation.Options<SendMfaCodeMutation, SendMfaCodeMutationVariables>, 'variables'>) {
  return useMutation(SendMfaCodeDocument, options);
}

/** Returns [mutate, result] for CheckMfaCode. */
export function useCheckMfaCodeMutation(options?: Omit<useMutation.Options<CheckMfaCodeMutation, CheckMfaCodeMutationVariables>, 'variables'>) {
  return useMutation(CheckMfaCodeDocument, options);
}

/** Returns [mutate, result] for SignIn. */
export function useSignInMutation(options?: Omit<useMutation.Options<SignInMutation, SignInMutationVariables>, 'variables'>) {
  return useMutation(SignInDocument, options);
}

/** Runs VerificationTimes and re-renders with its result. */
export function useVerificationTimesQuery(options: useQuery.Options<VerificationTimesQuery, VerificationTimesQueryVariables>) {
  return useQuery(VerificationTimesDocument, options);
}
/** VerificationTimes, run when the returned function is called. */
export function useVerificationTimesLazyQuery(options?: useLazyQuery.Options<VerificationTimesQuery, VerificationTimesQueryVariables>) {
  return useLazyQuery(VerificationTimesDocument, options);
}

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

/** Runs PermissionMatrix and re-renders with its result. */
export function usePermissionMatrixQuery(options?: useQuery.Options<PermissionMatrixQuery, PermissionMatrixQueryVariables>) {
  return useQuery(PermissionMatrixDocument, options);
}
/** PermissionMatrix, run when the returned function is called. */
export function usePermissionMatrixLazyQuery(options?: useLazyQuery.Options<PermissionMatrixQuery, PermissionMatrixQueryVariables>) {
  return useLazyQuery(PermissionMatrixDocument, options);
}

/** Returns [mutate, result] for GrantPermissions. */
export function useGrantPermissionsMutation(options?: Omit<useMutation.Options<GrantPermissionsMutation, GrantPermissionsMutationVariables>, 'variables'>) {
  return useMutation(GrantPermissionsDocument, options);
}

/** Returns [mutate, result] for RevokePermissions. */
export function useRevokePermissionsMutation(options?: Omit<useMutation.Options<RevokePermissionsMutation, RevokePermissionsMutationVariables>, 'variables'>) {
  return useMutation(RevokePermissionsDocument, options);
}

/** Runs SaigMailboxSettings and re-renders with its result. */
export function useSaigMailboxSettingsQuery(options?: useQuery.Options<SaigMailboxSettingsQuery, SaigMailboxSettingsQueryVariables>) {
  return useQuery(SaigMailboxSettingsDocument, options);
}
/** SaigMailboxSettings, run when the returned function is called. */
export function useSaigMailboxSettingsLazyQuery(options?: useLazyQuery.Options<SaigMailboxSettingsQuery, SaigMailboxSettingsQueryVariables>) {
  return useLazyQuery(SaigMailboxSettingsDocument, options);
}

/** Returns [mutate, result] for SetSaigTgNumber. */
export function useSetSaigTgNumberMutation(options?: Omit<useMutation.Options<SetSaigTgNumberMutation, SetSaigTgNumberMutationVariables>, 'variables'>) {
  return useMutation(SetSaigTgNumberDocument, options);
}

/** Returns [mutate, result] for CreateSaigSchoolFolder. */
export function useCreateSaigSchoolFolderMutation(options?: Omit<useMutation.Options<CreateSaigSchoolFolderMutation, CreateSaigSchoolFolderMutationVariables>, 'variables'>) {
  return useMutation(CreateSaigSchoolFolderDocument, options);
}

/** Returns [mutate, result] for SetSaigPassword. */
export function useSetSaigPasswordMutation(options?: Omit<useMutation.Options<SetSaigPasswordMutation, SetSaigPasswordMutationVariables>, 'variables'>) {
  return useMutation(SetSaigPasswordDocument, options);
}

/** Runs SaigMessages and re-renders with its result. */
export function useSaigMessagesQuery(options?: useQuery.Options<SaigMessagesQuery, SaigMessagesQueryVariables>) {
  return useQuery(SaigMessagesDocument, options);
}
/** SaigMessages, run when the returned function is called. */
export function useSaigMessagesLazyQuery(options?: useLazyQuery.Options<SaigMessagesQuery, SaigMessagesQueryVariables>) {
  return useLazyQuery(SaigMessagesDocument, options);
}

/** Runs FtpLog and re-renders with its result. */
export function useFtpLogQuery(options?: useQuery.Options<FtpLogQuery, FtpLogQueryVariables>) {
  return useQuery(FtpLogDocument, options);
}
/** FtpLog, run when the returned function is called. */
export function useFtpLogLazyQuery(options?: useLazyQuery.Options<FtpLogQuery, FtpLogQueryVariables>) {
  return useLazyQuery(FtpLogDocument, options);
}

/** Returns [mutate, result] for PollSaigMailbox. */
export function usePollSaigMailboxMutation(options?: Omit<useMutation.Options<PollSaigMailboxMutation, PollSaigMailboxMutationVariables>, 'variables'>) {
  return useMutation(PollSaigMailboxDocument, options);
}

/** Returns [mutate, result] for ImportSaigMessage. */
export function useImportSaigMessageMutation(options?: Omit<useMutation.Options<ImportSaigMessageMutation, ImportSaigMessageMutationVariables>, 'variables'>) {
  return useMutation(ImportSaigMessageDocument, options);
}

/** Runs SaigMessageContent and re-renders with its result. */
export function useSaigMessageContentQuery(options: useQuery.Options<SaigMessageContentQuery, SaigMessageContentQueryVariables>) {
  return useQuery(SaigMessageContentDocument, options);
}
/** SaigMessageContent, run when the returned function is called. */
export function useSaigMessageContentLazyQuery(options?: useLazyQuery.Options<SaigMessageContentQuery, SaigMessageContentQueryVariables>) {
  return useLazyQuery(SaigMessageContentDocument, options);
}

/** Runs SchoolConfigItems and re-renders with its result. */
export function useSchoolConfigItemsQuery(options?: useQuery.Options<SchoolConfigItemsQuery, SchoolConfigItemsQueryVariables>) {
  return useQuery(SchoolConfigItemsDocument, options);
}
/** SchoolConfigItems, run when the returned function is called. */
export function useSchoolConfigItemsLazyQuery(options?: useLazyQuery.Options<SchoolConfigItemsQuery, SchoolConfigItemsQueryVariables>) {
  return useLazyQuery(SchoolConfigItemsDocument, options);
}

/** Returns [mutate, result] for AddSchoolConfigItem. */
export function useAddSchoolConfigItemMutation(options?: Omit<useMutation.Options<AddSchoolConfigItemMutation, AddSchoolConfigItemMutationVariables>, 'variables'>) {
  return useMutation(AddSchoolConfigItemDocument, options);
}

/** Returns [mutate, result] for UpdateSchoolConfigItem. */
export function useUpdateSchoolConfigItemMutation(options?: Omit<useMutation.Options<UpdateSchoolConfigItemMutation, UpdateSchoolConfigItemMutationVariables>, 'variables'>) {
  return useMutation(UpdateSchoolConfigItemDocument, options);
}

/** Runs Holidays and re-renders with its result. */
export function useHolidaysQuery(options?: useQuery.Options<HolidaysQuery, HolidaysQueryVariables>) {
  return useQuery(HolidaysDocument, options);
}
/** Holidays, run when the returned function is called. */
export function useHolidaysLazyQuery(options?: useLazyQuery.Options<HolidaysQuery, HolidaysQueryVariables>) {
  return useLazyQuery(HolidaysDocument, options);
}

/** Returns [mutate, result] for AddHoliday. */
export function useAddHolidayMutation(options?: Omit<useMutation.Options<AddHolidayMutation, AddHolidayMutationVariables>, 'variables'>) {
  return useMutation(AddHolidayDocument, options);
}

/** Returns [mutate, result] for UpdateHoliday. */
export function useUpdateHolidayMutation(options?: Omit<useMutation.Options<UpdateHolidayMutation, UpdateHolidayMutationVariables>, 'variables'>) {
  return useMutation(UpdateHolidayDocument, options);
}

/** Returns [mutate, result] for DeleteHoliday. */
export function useDeleteHolidayMutation(options?: Omit<useMutation.Options<DeleteHolidayMutation, DeleteHolidayMutationVariables>, 'variables'>) {
  return useMutation(DeleteHolidayDocument, options);
}

/** Returns [mutate, result] for CopyDefaultHolidays. */
export function useCopyDefaultHolidaysMutation(options?: Omit<useMutation.Options<CopyDefaultHolidaysMutation, CopyDefaultHolidaysMutationVariables>, 'variables'>) {
  return useMutation(CopyDefaultHolidaysDocument, options);
}

/** Runs FtiSetup and re-renders with its result. */
export function useFtiSetupQuery(options?: useQuery.Options<FtiSetupQuery, FtiSetupQueryVariables>) {
  return useQuery(FtiSetupDocument, options);
}
/** FtiSetup, run when the returned function is called. */
export function useFtiSetupLazyQuery(options?: useLazyQuery.Options<FtiSetupQuery, FtiSetupQueryVariables>) {
  return useLazyQuery(FtiSetupDocument, options);
}

/** Returns [mutate, result] for SaveFtiSetup. */
export function useSaveFtiSetupMutation(options?: Omit<useMutation.Options<SaveFtiSetupMutation, SaveFtiSetupMutationVariables>, 'variables'>) {
  return useMutation(SaveFtiSetupDocument, options);
}

/** Runs SchoolFiles and re-renders with its result. */
export function useSchoolFilesQuery(options?: useQuery.Options<SchoolFilesQuery, SchoolFilesQueryVariables>) {
  return useQuery(SchoolFilesDocument, options);
}
/** SchoolFiles, run when the returned function is called. */
export function useSchoolFilesLazyQuery(options?: useLazyQuery.Options<SchoolFilesQuery, SchoolFilesQueryVariables>) {
  return useLazyQuery(SchoolFilesDocument, options);
}

/** Runs SchoolFileContent and re-renders with its result. */
export function useSchoolFileContentQuery(options: useQuery.Options<SchoolFileContentQuery, SchoolFileContentQueryVariables>) {
  return useQuery(SchoolFileContentDocument, options);
}
/** SchoolFileContent, run when the returned function is called. */
export function useSchoolFileContentLazyQuery(options?: useLazyQuery.Options<SchoolFileContentQuery, SchoolFileContentQueryVariables>) {
  return useLazyQuery(SchoolFileContentDocument, options);
}

/** Runs CommentCodeInfos and re-renders with its result. */
export function useCommentCodeInfosQuery(options: useQuery.Options<CommentCodeInfosQuery, CommentCodeInfosQueryVariables>) {
  return useQuery(CommentCodeInfosDocument, options);
}
/** CommentCodeInfos, run when the returned function is called. */
export function useCommentCodeInfosLazyQuery(options?: useLazyQuery.Options<CommentCodeInfosQuery, CommentCodeInfosQueryVariables>) {
  return useLazyQuery(CommentCodeInfosDocument, options);
}

/** Returns [mutate, result] for UpdateCommentCodeInfo. */
export function useUpdateCommentCodeInfoMutation(options?: Omit<useMutation.Options<UpdateCommentCodeInfoMutation, UpdateCommentCodeInfoMutationVariables>, 'variables'>) {
  return useMutation(UpdateCommentCodeInfoDocument, options);
}

/** Returns [mutate, result] for UpdateCommentCodeInfos. */
export function useUpdateCommentCodeInfosMutation(options?: Omit<useMutation.Options<UpdateCommentCodeInfosMutation, UpdateCommentCodeInfosMutationVariables>, 'variables'>) {
  return useMutation(UpdateCommentCodeInfosDocument, options);
}

/** Runs CurrentSchool and re-renders with its result. */
export function useCurrentSchoolQuery(options?: useQuery.Options<CurrentSchoolQuery, CurrentSchoolQueryVariables>) {
  return useQuery(CurrentSchoolDocument, options);
}
/** CurrentSchool, run when the returned function is called. */
export function useCurrentSchoolLazyQuery(options?: useLazyQuery.Options<CurrentSchoolQuery, CurrentSchoolQueryVariables>) {
  return useLazyQuery(CurrentSchoolDocument, options);
}

/** Returns [mutate, result] for SwitchSchool. */
export function useSwitchSchoolMutation(options?: Omit<useMutation.Options<SwitchSchoolMutation, SwitchSchoolMutationVariables>, 'variables'>) {
  return useMutation(SwitchSchoolDocument, options);
}

/** Runs SchoolSwitchElementInfo and re-renders with its result. */
export function useSchoolSwitchElementInfoQuery(options: useQuery.Options<SchoolSwitchElementInfoQuery, SchoolSwitchElementInfoQueryVariables>) {
  return useQuery(SchoolSwitchElementInfoDocument, options);
}
/** SchoolSwitchElementInfo, run when the returned function is called. */
export function useSchoolSwitchElementInfoLazyQuery(options?: useLazyQuery.Options<SchoolSwitchElementInfoQuery, SchoolSwitchElementInfoQueryVariables>) {
  return useLazyQuery(SchoolSwitchElementInfoDocument, options);
}

/** Returns [mutate, result] for RefreshSession. */
export function useRefreshSessionMutation(options?: Omit<useMutation.Options<RefreshSessionMutation, RefreshSessionMutationVariables>, 'variables'>) {
  return useMutation(RefreshSessionDocument, options);
}

/** Returns [mutate, result] for SignOut. */
export function useSignOutMutation(options?: Omit<useMutation.Options<SignOutMutation, SignOutMutationVariables>, 'variables'>) {
  return useMutation(SignOutDocument, options);
}

/** Runs StaffHome and re-renders with its result. */
export function useStaffHomeQuery(options: useQuery.Options<StaffHomeQuery, StaffHomeQueryVariables>) {
  return useQuery(StaffHomeDocument, options);
}
/** StaffHome, run when the returned function is called. */
export function useStaffHomeLazyQuery(options?: useLazyQuery.Options<StaffHomeQuery, StaffHomeQueryVariables>) {
  return useLazyQuery(StaffHomeDocument, options);
}

/** Runs StudentPortal and re-renders with its result. */
export function useStudentPortalQuery(options: useQuery.Options<StudentPortalQuery, StudentPortalQueryVariables>) {
  return useQuery(StudentPortalDocument, options);
}
/** StudentPortal, run when the returned function is called. */
export function useStudentPortalLazyQuery(options?: useLazyQuery.Options<StudentPortalQuery, StudentPortalQueryVariables>) {
  return useLazyQuery(StudentPortalDocument, options);
}

/** Runs StudentTaskListWithMemos and re-renders with its result. */
export function useStudentTaskListWithMemosQuery(options: useQuery.Options<StudentTaskListWithMemosQuery, StudentTaskListWithMemosQueryVariables>) {
  return useQuery(StudentTaskListWithMemosDocument, options);
}
/** StudentTaskListWithMemos, run when the returned function is called. */
export function useStudentTaskListWithMemosLazyQuery(options?: useLazyQuery.Options<StudentTaskListWithMemosQuery, StudentTaskListWithMemosQueryVariables>) {
  return useLazyQuery(StudentTaskListWithMemosDocument, options);
}

/** Returns [mutate, result] for AddTaskListMemo. */
export function useAddTaskListMemoMutation(options?: Omit<useMutation.Options<AddTaskListMemoMutation, AddTaskListMemoMutationVariables>, 'variables'>) {
  return useMutation(AddTaskListMemoDocument, options);
}

/** Returns [mutate, result] for UpdateTaskListMemo. */
export function useUpdateTaskListMemoMutation(options?: Omit<useMutation.Options<UpdateTaskListMemoMutation, UpdateTaskListMemoMutationVariables>, 'variables'>) {
  return useMutation(UpdateTaskListMemoDocument, options);
}

/** Returns [mutate, result] for DeleteTaskListMemo. */
export function useDeleteTaskListMemoMutation(options?: Omit<useMutation.Options<DeleteTaskListMemoMutation, DeleteTaskListMemoMutationVariables>, 'variables'>) {
  return useMutation(DeleteTaskListMemoDocument, options);
}

/** Runs StudentNotes and re-renders with its result. */
export function useStudentNotesQuery(options: useQuery.Options<StudentNotesQuery, StudentNotesQueryVariables>) {
  return useQuery(StudentNotesDocument, options);
}
/** StudentNotes, run when the returned function is called. */
export function useStudentNotesLazyQuery(options?: useLazyQuery.Options<StudentNotesQuery, StudentNotesQueryVariables>) {
  return useLazyQuery(StudentNotesDocument, options);
}

/** Returns [mutate, result] for AddStudentNote. */
export function useAddStudentNoteMutation(options?: Omit<useMutation.Options<AddStudentNoteMutation, AddStudentNoteMutationVariables>, 'variables'>) {
  return useMutation(AddStudentNoteDocument, options);
}

/** Returns [mutate, result] for UpdateStudentNote. */
export function useUpdateStudentNoteMutation(options?: Omit<useMutation.Options<UpdateStudentNoteMutation, UpdateStudentNoteMutationVariables>, 'variables'>) {
  return useMutation(UpdateStudentNoteDocument, options);
}

/** Returns [mutate, result] for ExpireStudentNote. */
export function useExpireStudentNoteMutation(options?: Omit<useMutation.Options<ExpireStudentNoteMutation, ExpireStudentNoteMutationVariables>, 'variables'>) {
  return useMutation(ExpireStudentNoteDocument, options);
}

/** Returns [mutate, result] for DeleteStudentNote. */
export function useDeleteStudentNoteMutation(options?: Omit<useMutation.Options<DeleteStudentNoteMutation, DeleteStudentNoteMutationVariables>, 'variables'>) {
  return useMutation(DeleteStudentNoteDocument, options);
}

/** Runs StudentDocuments and re-renders with its result. */
export function useStudentDocumentsQuery(options: useQuery.Options<StudentDocumentsQuery, StudentDocumentsQueryVariables>) {
  return useQuery(StudentDocumentsDocument, options);
}
/** StudentDocuments, run when the returned function is called. */
export function useStudentDocumentsLazyQuery(options?: useLazyQuery.Options<StudentDocumentsQuery, StudentDocumentsQueryVariables>) {
  return useLazyQuery(StudentDocumentsDocument, options);
}

/** Runs ProcessorDocumentContent and re-renders with its result. */
export function useProcessorDocumentContentQuery(options: useQuery.Options<ProcessorDocumentContentQuery, ProcessorDocumentContentQueryVariables>) {
  return useQuery(ProcessorDocumentContentDocument, options);
}
/** ProcessorDocumentContent, run when the returned function is called. */
export function useProcessorDocumentContentLazyQuery(options?: useLazyQuery.Options<ProcessorDocumentContentQuery, ProcessorDocumentContentQueryVariables>) {
  return useLazyQuery(ProcessorDocumentContentDocument, options);
}

/** Returns [mutate, result] for UploadProcessorDocument. */
export function useUploadProcessorDocumentMutation(options?: Omit<useMutation.Options<UploadProcessorDocumentMutation, UploadProcessorDocumentMutationVariables>, 'variables'>) {
  return useMutation(UploadProcessorDocumentDocument, options);
}

/** Returns [mutate, result] for DeleteProcessorDocument. */
export function useDeleteProcessorDocumentMutation(options?: Omit<useMutation.Options<DeleteProcessorDocumentMutation, DeleteProcessorDocumentMutationVariables>, 'variables'>) {
  return useMutation(DeleteProcessorDocumentDocument, options);
}

/** Runs StudentHistories and re-renders with its result. */
export function useStudentHistoriesQuery(options: useQuery.Options<StudentHistoriesQuery, StudentHistoriesQueryVariables>) {
  return useQuery(StudentHistoriesDocument, options);
}
/** StudentHistories, run when the returned function is called. */
export function useStudentHistoriesLazyQuery(options?: useLazyQuery.Options<StudentHistoriesQuery, StudentHistoriesQueryVariables>) {
  return useLazyQuery(StudentHistoriesDocument, options);
}

/** Runs StudentAccessLog and re-renders with its result. */
export function useStudentAccessLogQuery(options: useQuery.Options<StudentAccessLogQuery, StudentAccessLogQueryVariables>) {
  return useQuery(StudentAccessLogDocument, options);
}
/** StudentAccessLog, run when the returned function is called. */
export function useStudentAccessLogLazyQuery(options?: useLazyQuery.Options<StudentAccessLogQuery, StudentAccessLogQueryVariables>) {
  return useLazyQuery(StudentAccessLogDocument, options);
}

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

/** Runs StudentBinders and re-renders with its result. */
export function useStudentBindersQuery(options: useQuery.Options<StudentBindersQuery, StudentBindersQueryVariables>) {
  return useQuery(StudentBindersDocument, options);
}
/** StudentBinders, run when the returned function is called. */
export function useStudentBindersLazyQuery(options?: useLazyQuery.Options<StudentBindersQuery, StudentBindersQueryVariables>) {
  return useLazyQuery(StudentBindersDocument, options);
}

/** Runs BinderContent and re-renders with its result. */
export function useBinderContentQuery(options: useQuery.Options<BinderContentQuery, BinderContentQueryVariables>) {
  return useQuery(BinderContentDocument, options);
}
/** BinderContent, run when the returned function is called. */
export function useBinderContentLazyQuery(options?: useLazyQuery.Options<BinderContentQuery, BinderContentQueryVariables>) {
  return useLazyQuery(BinderContentDocument, options);
}

/** Runs ProcessorBinder and re-renders with its result. */
export function useProcessorBinderQuery(options: useQuery.Options<ProcessorBinderQuery, ProcessorBinderQueryVariables>) {
  return useQuery(ProcessorBinderDocument, options);
}
/** ProcessorBinder, run when the returned function is called. */
export function useProcessorBinderLazyQuery(options?: useLazyQuery.Options<ProcessorBinderQuery, ProcessorBinderQueryVariables>) {
  return useLazyQuery(ProcessorBinderDocument, options);
}

/** Runs SignaturePage and re-renders with its result. */
export function useSignaturePageQuery(options: useQuery.Options<SignaturePageQuery, SignaturePageQueryVariables>) {
  return useQuery(SignaturePageDocument, options);
}
/** SignaturePage, run when the returned function is called. */
export function useSignaturePageLazyQuery(options?: useLazyQuery.Options<SignaturePageQuery, SignaturePageQueryVariables>) {
  return useLazyQuery(SignaturePageDocument, options);
}

/** Returns [mutate, result] for CreateBinder. */
export function useCreateBinderMutation(options?: Omit<useMutation.Options<CreateBinderMutation, CreateBinderMutationVariables>, 'variables'>) {
  return useMutation(CreateBinderDocument, options);
}

/** Returns [mutate, result] for CreateSuperBinder. */
export function useCreateSuperBinderMutation(options?: Omit<useMutation.Options<CreateSuperBinderMutation, CreateSuperBinderMutationVariables>, 'variables'>) {
  return useMutation(CreateSuperBinderDocument, options);
}

/** Runs StudentVerification and re-renders with its result. */
export function useStudentVerificationQuery(options: useQuery.Options<StudentVerificationQuery, StudentVerificationQueryVariables>) {
  return useQuery(StudentVerificationDocument, options);
}
/** StudentVerification, run when the returned function is called. */
export function useStudentVerificationLazyQuery(options?: useLazyQuery.Options<StudentVerificationQuery, StudentVerificationQueryVariables>) {
  return useLazyQuery(StudentVerificationDocument, options);
}

/** Returns [mutate, result] for UpdateStudentRecord. */
export function useUpdateStudentRecordMutation(options?: Omit<useMutation.Options<UpdateStudentRecordMutation, UpdateStudentRecordMutationVariables>, 'variables'>) {
  return useMutation(UpdateStudentRecordDocument, options);
}

/** Returns [mutate, result] for ResolveCommentCode. */
export function useResolveCommentCodeMutation(options?: Omit<useMutation.Options<ResolveCommentCodeMutation, ResolveCommentCodeMutationVariables>, 'variables'>) {
  return useMutation(ResolveCommentCodeDocument, options);
}

/** Returns [mutate, result] for StaffUpdateStudentAccount. */
export function useStaffUpdateStudentAccountMutation(options?: Omit<useMutation.Options<StaffUpdateStudentAccountMutation, StaffUpdateStudentAccountMutationVariables>, 'variables'>) {
  return useMutation(StaffUpdateStudentAccountDocument, options);
}

/** Returns [mutate, result] for DeleteProcessorDocuments. */
export function useDeleteProcessorDocumentsMutation(options?: Omit<useMutation.Options<DeleteProcessorDocumentsMutation, DeleteProcessorDocumentsMutationVariables>, 'variables'>) {
  return useMutation(DeleteProcessorDocumentsDocument, options);
}

/** Runs StudentParentProfile and re-renders with its result. */
export function useStudentParentProfileQuery(options: useQuery.Options<StudentParentProfileQuery, StudentParentProfileQueryVariables>) {
  return useQuery(StudentParentProfileDocument, options);
}
/** StudentParentProfile, run when the returned function is called. */
export function useStudentParentProfileLazyQuery(options?: useLazyQuery.Options<StudentParentProfileQuery, StudentParentProfileQueryVariables>) {
  return useLazyQuery(StudentParentProfileDocument, options);
}

/** Runs SupportingDocuments and re-renders with its result. */
export function useSupportingDocumentsQuery(options: useQuery.Options<SupportingDocumentsQuery, SupportingDocumentsQueryVariables>) {
  return useQuery(SupportingDocumentsDocument, options);
}
/** SupportingDocuments, run when the returned function is called. */
export function useSupportingDocumentsLazyQuery(options?: useLazyQuery.Options<SupportingDocumentsQuery, SupportingDocumentsQueryVariables>) {
  return useLazyQuery(SupportingDocumentsDocument, options);
}

/** Runs SearchStudents and re-renders with its result. */
export function useSearchStudentsQuery(options: useQuery.Options<SearchStudentsQuery, SearchStudentsQueryVariables>) {
  return useQuery(SearchStudentsDocument, options);
}
/** SearchStudents, run when the returned function is called. */
export function useSearchStudentsLazyQuery(options?: useLazyQuery.Options<SearchStudentsQuery, SearchStudentsQueryVariables>) {
  return useLazyQuery(SearchStudentsDocument, options);
}

/** Runs AccountSettings and re-renders with its result. */
export function useAccountSettingsQuery(options?: useQuery.Options<AccountSettingsQuery, AccountSettingsQueryVariables>) {
  return useQuery(AccountSettingsDocument, options);
}
/** AccountSettings, run when the returned function is called. */
export function useAccountSettingsLazyQuery(options?: useLazyQuery.Options<AccountSettingsQuery, AccountSettingsQueryVariables>) {
  return useLazyQuery(AccountSettingsDocument, options);
}

/** Runs StudentProfile and re-renders with its result. */
export function useStudentProfileQuery(options: useQuery.Options<StudentProfileQuery, StudentProfileQueryVariables>) {
  return useQuery(StudentProfileDocument, options);
}
/** StudentProfile, run when the returned function is called. */
export function useStudentProfileLazyQuery(options?: useLazyQuery.Options<StudentProfileQuery, StudentProfileQueryVariables>) {
  return useLazyQuery(StudentProfileDocument, options);
}

/** Returns [mutate, result] for UpdateStudentProfile. */
export function useUpdateStudentProfileMutation(options?: Omit<useMutation.Options<UpdateStudentProfileMutation, UpdateStudentProfileMutationVariables>, 'variables'>) {
  return useMutation(UpdateStudentProfileDocument, options);
}

/** Returns [mutate, result] for SendSmsConfirmation. */
export function useSendSmsConfirmationMutation(options?: Omit<useMutation.Options<SendSmsConfirmationMutation, SendSmsConfirmationMutationVariables>, 'variables'>) {
  return useMutation(SendSmsConfirmationDocument, options);
}

/** Returns [mutate, result] for VerifySmsCode. */
export function useVerifySmsCodeMutation(options?: Omit<useMutation.Options<VerifySmsCodeMutation, VerifySmsCodeMutationVariables>, 'variables'>) {
  return useMutation(VerifySmsCodeDocument, options);
}

/** Returns [mutate, result] for SetMfaOption. */
export function useSetMfaOptionMutation(options?: Omit<useMutation.Options<SetMfaOptionMutation, SetMfaOptionMutationVariables>, 'variables'>) {
  return useMutation(SetMfaOptionDocument, options);
}

/** Returns [mutate, result] for ChangeOwnEmail. */
export function useChangeOwnEmailMutation(options?: Omit<useMutation.Options<ChangeOwnEmailMutation, ChangeOwnEmailMutationVariables>, 'variables'>) {
  return useMutation(ChangeOwnEmailDocument, options);
}

/** Runs AssignableStaff and re-renders with its result. */
export function useAssignableStaffQuery(options?: useQuery.Options<AssignableStaffQuery, AssignableStaffQueryVariables>) {
  return useQuery(AssignableStaffDocument, options);
}
/** AssignableStaff, run when the returned function is called. */
export function useAssignableStaffLazyQuery(options?: useLazyQuery.Options<AssignableStaffQuery, AssignableStaffQueryVariables>) {
  return useLazyQuery(AssignableStaffDocument, options);
}

/** Returns [mutate, result] for AssignStudents. */
export function useAssignStudentsMutation(options?: Omit<useMutation.Options<AssignStudentsMutation, AssignStudentsMutationVariables>, 'variables'>) {
  return useMutation(AssignStudentsDocument, options);
}

/** Runs StudentQuickView and re-renders with its result. */
export function useStudentQuickViewQuery(options: useQuery.Options<StudentQuickViewQuery, StudentQuickViewQueryVariables>) {
  return useQuery(StudentQuickViewDocument, options);
}
/** StudentQuickView, run when the returned function is called. */
export function useStudentQuickViewLazyQuery(options?: useLazyQuery.Options<StudentQuickViewQuery, StudentQuickViewQueryVariables>) {
  return useLazyQuery(StudentQuickViewDocument, options);
}

/** Runs StudentWorkspace and re-renders with its result. */
export function useStudentWorkspaceQuery(options: useQuery.Options<StudentWorkspaceQuery, StudentWorkspaceQueryVariables>) {
  return useQuery(StudentWorkspaceDocument, options);
}
/** StudentWorkspace, run when the returned function is called. */
export function useStudentWorkspaceLazyQuery(options?: useLazyQuery.Options<StudentWorkspaceQuery, StudentWorkspaceQueryVariables>) {
  return useLazyQuery(StudentWorkspaceDocument, options);
}

/** Returns [mutate, result] for ChangeStudentStatus. */
export function useChangeStudentStatusMutation(options?: Omit<useMutation.Options<ChangeStudentStatusMutation, ChangeStudentStatusMutationVariables>, 'variables'>) {
  return useMutation(ChangeStudentStatusDocument, options);
}

/** Returns [mutate, result] for AssignVerificationGroup. */
export function useAssignVerificationGroupMutation(options?: Omit<useMutation.Options<AssignVerificationGroupMutation, AssignVerificationGroupMutationVariables>, 'variables'>) {
  return useMutation(AssignVerificationGroupDocument, options);
}

/** Returns [mutate, result] for ReviewComplete. */
export function useReviewCompleteMutation(options?: Omit<useMutation.Options<ReviewCompleteMutation, ReviewCompleteMutationVariables>, 'variables'>) {
  return useMutation(ReviewCompleteDocument, options);
}

/** Returns [mutate, result] for VerifyAll. */
export function useVerifyAllMutation(options?: Omit<useMutation.Options<VerifyAllMutation, VerifyAllMutationVariables>, 'variables'>) {
  return useMutation(VerifyAllDocument, options);
}

/** Returns [mutate, result] for LockIsir. */
export function useLockIsirMutation(options?: Omit<useMutation.Options<LockIsirMutation, LockIsirMutationVariables>, 'variables'>) {
  return useMutation(LockIsirDocument, options);
}

/** Returns [mutate, result] for ClearSignature. */
export function useClearSignatureMutation(options?: Omit<useMutation.Options<ClearSignatureMutation, ClearSignatureMutationVariables>, 'variables'>) {
  return useMutation(ClearSignatureDocument, options);
}

/** Returns [mutate, result] for InkSignAgreed. */
export function useInkSignAgreedMutation(options?: Omit<useMutation.Options<InkSignAgreedMutation, InkSignAgreedMutationVariables>, 'variables'>) {
  return useMutation(InkSignAgreedDocument, options);
}

/** Returns [mutate, result] for InkSignatureReceived. */
export function useInkSignatureReceivedMutation(options?: Omit<useMutation.Options<InkSignatureReceivedMutation, InkSignatureReceivedMutationVariables>, 'variables'>) {
  return useMutation(InkSignatureReceivedDocument, options);
}

/** Returns [mutate, result] for ESign. */
export function useESignMutation(options?: Omit<useMutation.Options<ESignMutation, ESignMutationVariables>, 'variables'>) {
  return useMutation(ESignDocument, options);
}

/** Returns [mutate, result] for SetESignOptOut. */
export function useSetESignOptOutMutation(options?: Omit<useMutation.Options<SetESignOptOutMutation, SetESignOptOutMutationVariables>, 'variables'>) {
  return useMutation(SetESignOptOutDocument, options);
}

/** Returns [mutate, result] for AssignStudent. */
export function useAssignStudentMutation(options?: Omit<useMutation.Options<AssignStudentMutation, AssignStudentMutationVariables>, 'variables'>) {
  return useMutation(AssignStudentDocument, options);
}

/** Runs ApiTokens and re-renders with its result. */
export function useApiTokensQuery(options?: useQuery.Options<ApiTokensQuery, ApiTokensQueryVariables>) {
  return useQuery(ApiTokensDocument, options);
}
/** ApiTokens, run when the returned function is called. */
export function useApiTokensLazyQuery(options?: useLazyQuery.Options<ApiTokensQuery, ApiTokensQueryVariables>) {
  return useLazyQuery(ApiTokensDocument, options);
}

/** Returns [mutate, result] for CreateApiToken. */
export function useCreateApiTokenMutation(options?: Omit<useMutation.Options<CreateApiTokenMutation, CreateApiTokenMutationVariables>, 'variables'>) {
  return useMutation(CreateApiTokenDocument, options);
}

/** Returns [mutate, result] for RevokeApiToken. */
export function useRevokeApiTokenMutation(options?: Omit<useMutation.Options<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>, 'variables'>) {
  return useMutation(RevokeApiTokenDocument, options);
}

/** Runs UserSettings and re-renders with its result. */
export function useUserSettingsQuery(options?: useQuery.Options<UserSettingsQuery, UserSettingsQueryVariables>) {
  return useQuery(UserSettingsDocument, options);
}
/** UserSettings, run when the returned function is called. */
export function useUserSettingsLazyQuery(options?: useLazyQuery.Options<UserSettingsQuery, UserSettingsQueryVariables>) {
  return useLazyQuery(UserSettingsDocument, options);
}

/** Returns [mutate, result] for SaveUserSettings. */
export function useSaveUserSettingsMutation(options?: Omit<useMutation.Options<SaveUserSettingsMutation, SaveUserSettingsMutationVariables>, 'variables'>) {
  return useMutation(SaveUserSettingsDocument, options);
}

/** Runs Worklist and re-renders with its result. */
export function useWorklistQuery(options: useQuery.Options<WorklistQuery, WorklistQueryVariables>) {
  return useQuery(WorklistDocument, options);
}
/** Worklist, run when the returned function is called. */
export function useWorklistLazyQuery(options?: useLazyQuery.Options<WorklistQuery, WorklistQueryVariables>) {
  return useLazyQuery(WorklistDocument, options);
}

/** Runs WorklistCsv and re-renders with its result. */
export function useWorklistCsvQuery(options: useQuery.Options<WorklistCsvQuery, WorklistCsvQueryVariables>) {
  return useQuery(WorklistCsvDocument, options);
}
/** WorklistCsv, run when the returned function is called. */
export function useWorklistCsvLazyQuery(options?: useLazyQuery.Options<WorklistCsvQuery, WorklistCsvQueryVariables>) {
  return useLazyQuery(WorklistCsvDocument, options);
}

/** Returns [mutate, result] for MarkPostcardsSent. */
export function useMarkPostcardsSentMutation(options?: Omit<useMutation.Options<MarkPostcardsSentMutation, MarkPostcardsSentMutationVariables>, 'variables'>) {
  return useMutation(MarkPostcardsSentDocument, options);
}
