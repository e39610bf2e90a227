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

export type AlertSeverity =
  | 'error'
  | 'info'
  | 'message'
  | 'success'
  | 'warning';

export type MfaChannel =
  | 'EMAIL'
  | 'SMS';

export type ProcessorDocumentUpload = {
  /** The file, base64-encoded (PDF, PNG or JPEG up to 700 KB). */
  contentBase64: string;
  contentType: string;
  fileName: string;
  isForParentAccount?: boolean | null | undefined;
  studentUuid: string | number;
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

export type StudentSearchField =
  | 'ANY'
  | 'EMAIL'
  | 'NAME'
  | 'SSN_LAST_FOUR'
  | 'STUDENT_NUMBER';

export type StudentSearchInput = {
  /** Every school of the staff member (needs CROSS_SCHOOL_SEARCH); otherwise the session's school. */
  allSchools?: boolean | null | undefined;
  field?: StudentSearchField | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
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

/** The statuses a completed review may end in. */
export type VerifiedStatus =
  | 'APPROVED'
  | 'APPROVED_WITH_CORRECTIONS'
  | 'APPROVED_WITH_CR';

export type Worklist =
  | 'APPROVED'
  | 'APPROVED_WITH_CORRECTIONS'
  | 'APPROVED_WITH_CR'
  | 'REVIEW';

export type WorklistInput = {
  aidYear: number;
  assignedToMe?: boolean | null | undefined;
  descending?: boolean | null | undefined;
  /** Name or e-mail start, or a student id. */
  filter?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: WorklistSort | null | undefined;
  verificationGroup?: string | null | undefined;
  worklist: Worklist;
};

export type WorklistSort =
  | 'ASSIGNED_TO'
  | 'NAME'
  | 'STUDENT_NUMBER'
  | 'UPDATED_AT'
  | 'VERIFICATION_GROUP';

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


export type SignInMutation = { signIn: { ok: boolean, error: { message: string } | null, challenge: { ticket: string, uuid: string, accountType: AccountType, destinations: Array<{ channel: MfaChannel, maskedRecipient: string }> } | null } };

export type CurrentSchoolQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentSchoolQuery = { currentSchool: { id: number, schoolCode: string, schoolName: string, name: string, schoolUrl: string, schoolLogo: string | null, aidYears: Array<number>, defaultAidYear: number, sidName: string, hasStudentRepository: boolean } | null };

export type SwitchSchoolMutationVariables = Exact<{
  schoolCode: string;
}>;


export type SwitchSchoolMutation = { switchSchool: { ok: boolean, error: { message: string } | null, session: { accessToken: string, expiresAt: number, viewer: { id: number, accountUuid: string, uuid: string, firstName: string, lastName: string, fullName: string, email: string, role: string, isStaff: boolean, accountType: AccountType, permissions: Array<string>, schoolCode: string, defaultSchoolCode: string | null, loginData: { accountRequired: boolean, isStudent: boolean, aidYear: number, schoolCode: string, uuid: string, accountType: AccountType }, schools: Array<{ schoolCode: string, schoolName: string, role: string | null }> } } | null } };

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


export type StudentAccessLogQuery = { student: { id: number, uuid: string, accessLog: Array<{ id: string, action: string, actorName: string | null, actorRole: string, createdAt: string }> } | null };

export type StudentLinkedAccountsQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentLinkedAccountsQuery = { student: { id: number, uuid: string, accounts: Array<{ id: number, uuid: string, username: string, firstName: string, lastName: string, accountType: AccountType, eSignOptOut: boolean, eSignOptOutDate: string | null, mfaOption: string | null }> } | null };

export type UnlinkAccountMutationVariables = Exact<{
  uuid: string | number;
  accountId: number;
}>;


export type UnlinkAccountMutation = { unlinkAccount: { ok: boolean, error: { message: string } | null } };

export type SearchStudentsQueryVariables = Exact<{
  input: StudentSearchInput;
}>;


export type SearchStudentsQuery = { searchStudents: { total: number, page: number, pageSize: number, fuzzy: boolean, items: Array<{ schoolCode: string, id: number, uuid: string, firstName: string, lastName: string, studentNumber: string, email: string | null, ssnLastFour: string | null, status: string }> } };

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

export type TaskListItemFieldsFragment = { id: number, uuid: string, status: TaskListStatus, aidYear: number, isForParentAccount: boolean, questionText: string | null, dueDate: string | null, updatedAt: string, interviewType: { id: number, typeCode: string, name: string } };

export type WorklistQueryVariables = Exact<{
  input: WorklistInput;
  aidYear: number;
}>;


export type WorklistQuery = { worklist: { total: number, page: number, pageSize: number, items: Array<{ id: number, uuid: string, studentNumber: string, firstName: string, lastName: string, status: string, verificationGroup: string | null, signatureComplete: boolean, assignedTo: string | null, taskList: Array<{ id: number, status: TaskListStatus }>, accounts: Array<{ id: number, accountType: AccountType }> }> } };

export type WorklistCsvQueryVariables = Exact<{
  input: WorklistInput;
}>;


export type WorklistCsvQuery = { worklistCsv: { fileName: string, csv: string } };

export type MarkPostcardsSentMutationVariables = Exact<{
  studentIds: Array<number> | number;
}>;


export type MarkPostcardsSentMutation = { markPostcardsSent: { ok: boolean, count: number | null, error: { message: string } | null } };

export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const StudentNoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentNoteFieldsFragment, unknown>;
export const SignatureStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignatureStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignatureStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignMethod"}},{"kind":"Field","name":{"kind":"Name","value":"studentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"parentInkSignAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isirLockedTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"postcardsSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCompletedBy"}}]}}]} as unknown as DocumentNode<SignatureStatusFieldsFragment, unknown>;
export const TaskListItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TaskListItemFieldsFragment, unknown>;
export const SendMfaCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMfaCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MfaChannel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMfaCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendMfaCodeMutation, SendMfaCodeMutationVariables>;
export const CheckMfaCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckMfaCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkMfaCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}}]} as unknown as DocumentNode<CheckMfaCodeMutation, CheckMfaCodeMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"maskedRecipient"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const CurrentSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schoolUrl"}},{"kind":"Field","name":{"kind":"Name","value":"schoolLogo"}},{"kind":"Field","name":{"kind":"Name","value":"aidYears"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAidYear"}},{"kind":"Field","name":{"kind":"Name","value":"sidName"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudentRepository"}}]}}]}}]} as unknown as DocumentNode<CurrentSchoolQuery, CurrentSchoolQueryVariables>;
export const SwitchSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSchoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isStudent"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}}]} as unknown as DocumentNode<SwitchSchoolMutation, SwitchSchoolMutationVariables>;
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
export const StudentAccessLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentAccessLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentAccessLogQuery, StudentAccessLogQueryVariables>;
export const StudentLinkedAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentLinkedAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"eSignOptOut"}},{"kind":"Field","name":{"kind":"Name","value":"eSignOptOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}}]}}]}}]}}]} as unknown as DocumentNode<StudentLinkedAccountsQuery, StudentLinkedAccountsQueryVariables>;
export const UnlinkAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlinkAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnlinkAccountMutation, UnlinkAccountMutationVariables>;
export const SearchStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"fuzzy"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SearchStudentsQuery, SearchStudentsQueryVariables>;
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
export const WorklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Worklist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorklistInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worklist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"taskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorklistQuery, WorklistQueryVariables>;
export const WorklistCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorklistCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorklistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worklistCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}}]}}]}}]} as unknown as DocumentNode<WorklistCsvQuery, WorklistCsvQueryVariables>;
export const MarkPostcardsSentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPostcardsSent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPostcardsSent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<MarkPostcardsSentMutation, MarkPostcardsSentMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
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

/** Runs SearchStudents and re-renders with its result. */
export function useSearchStudentsQuery(options: useQuery.Options<SearchStudentsQuery, SearchStudentsQueryVariables>) {
  return useQuery(SearchStudentsDocument, options);
}
/** SearchStudents, run when the returned function is called. */
export function useSearchStudentsLazyQuery(options?: useLazyQuery.Options<SearchStudentsQuery, SearchStudentsQueryVariables>) {
  return useLazyQuery(SearchStudentsDocument, options);
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
