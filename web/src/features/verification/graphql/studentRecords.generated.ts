/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { TaskListTableFragment } from '../../task-list/components/TaskListTable.generated';
import type { StudentNoteFragment } from '../components/StudentNote.generated';
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

/** How an alert is shown. */
export type AlertSeverity =
  /** An error (removed, not kept, when dismissed). */
  | 'error'
  /** Information (kept as expired when dismissed). */
  | 'info'
  /** A message (kept as expired when dismissed). */
  | 'message'
  /** A success (removed, not kept, when dismissed). */
  | 'success'
  /** A warning (kept as expired when dismissed). */
  | 'warning';

/** What a kept binder holds. */
export type BinderKind =
  /** One side (student or parent) of the verification file for an aid year. */
  | 'BINDER'
  /** Both sides and every document, for the newest aid year. */
  | 'SUPER_BINDER';

/** Whether comment and reject codes still need work. */
export type CrHeadline =
  /** No codes. */
  | 'NONE'
  /** Comment codes unresolved, reject codes on the ISIR or comment-code task items open. */
  | 'OPEN'
  /** Every code resolved. */
  | 'RESOLVED';

/** Where sign-in codes go. */
export type MfaChannel =
  /** By e-mail. */
  | 'EMAIL'
  /** By text to a confirmed mobile number. */
  | 'SMS';

/** A language of the portal and of the messages the product sends a student or parent (issue 26). */
export type PortalLanguage =
  /** English. */
  | 'EN'
  /** Spanish (Español). */
  | 'ES';

/** A document staff upload to the student file. */
export type ProcessorDocumentUpload = {
  /** The file, base64-encoded (PDF, PNG or JPEG up to 700 KB). */
  contentBase64: string;
  /** The file's MIME type. */
  contentType: string;
  /** The file's name. */
  fileName: string;
  /** True: the parent's side of the file; false: the student's. */
  isForParentAccount?: boolean | null | undefined;
  /** The student's uuid. */
  studentUuid: string | number;
};

/** Changes to a linked account; null phone clears the number. */
export type StudentAccountInput = {
  /** First name. */
  firstName?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** Where sign-in codes go (SMS needs a mobile number). */
  mfaOption?: MfaChannel | null | undefined;
  /** Mobile number; a new one is unconfirmed until texted. */
  phone?: string | null | undefined;
};

/** A new alert, memo or reminder. */
export type StudentNoteInput = {
  /** Reminders only (required for them). */
  dueDate?: string | null | undefined;
  /** Alert, memo or reminder. */
  kind: StudentNoteKind;
  /** Alerts only: how it is shown. */
  severity?: AlertSeverity | null | undefined;
  /** The note. */
  text: string;
};

/** What a staff note on a student is. */
export type StudentNoteKind =
  /** An alert shown on the student's record, with a severity. */
  | 'ALERT'
  /** A memo. */
  | 'MEMO'
  /** A memo with a due date. */
  | 'REMINDER';

/** Changes to an alert, memo or reminder; absent fields stay. */
export type StudentNoteUpdate = {
  /** Reminders only: the new due date. */
  dueDate?: string | null | undefined;
  /** Alerts only: the new severity. */
  severity?: AlertSeverity | null | undefined;
  /** The new text. */
  text?: string | null | undefined;
};

/** Changes to the student record; null clears e-mail or date of birth, a field left out stays. */
export type StudentRecordInput = {
  /** Date of birth. */
  dateOfBirth?: string | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** First name. */
  firstName?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** The school's student id. */
  studentNumber?: string | null | undefined;
};

/** Where a task list item stands. */
export type TaskListStatus =
  /** Passed by auto-verify without staff review. */
  | 'AUTO_VERIFIED'
  /** Started by the student or parent, not yet submitted. */
  | 'IN_PROGRESS'
  /** Sent back by staff to be corrected. */
  | 'NEEDS_CORRECTION'
  /** Not started (staff may reopen an item to NEW). */
  | 'NEW'
  /** Waived: the student need not complete it. */
  | 'NOT_REQUIRED'
  /** Submitted and waiting for staff review. */
  | 'SUBMITTED'
  /** Reviewed and accepted by staff. */
  | 'VERIFIED';

export type StudentMemoTaskListQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
  filtered?: boolean | null | undefined;
  forParent?: boolean | null | undefined;
}>;


export type StudentMemoTaskListQuery = { student: { id: number, uuid: string, firstName: string, lastName: string, taskList: Array<{ id: number, uuid: string, status: Types.TaskListStatus, aidYear: number, isForParentAccount: boolean, questionText: string | null, dueDate: string | null, updatedAt: string, interviewType: { id: number, typeCode: string, name: string, nameSpanish: string | null } }> } | null };

export type StudentTaskListMemosQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentTaskListMemosQuery = { student: { id: number, uuid: string, taskListMemos: Array<{ id: number, taskListItemId: number, text: string, authorName: string, createdAt: string }> } | null };

export type AddTaskListMemoMutationVariables = Exact<{
  taskListItemId: number;
  text: string;
}>;


export type AddTaskListMemoMutation = { addTaskListMemo: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, memo: { id: number } | null } };

export type UpdateTaskListMemoMutationVariables = Exact<{
  id: number;
  text: string;
}>;


export type UpdateTaskListMemoMutation = { updateTaskListMemo: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, memo: { id: number, text: string } | null } };

export type DeleteTaskListMemoMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTaskListMemoMutation = { deleteTaskListMemo: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StudentAlertsQueryVariables = Exact<{
  uuid: string | number;
  includeExpired?: boolean | null | undefined;
}>;


export type StudentAlertsQuery = { student: { id: number, uuid: string, alerts: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'StudentNoteFragment': StudentNoteFragment } }
    )> } | null };

export type StudentMemosQueryVariables = Exact<{
  uuid: string | number;
  includeExpired?: boolean | null | undefined;
}>;


export type StudentMemosQuery = { student: { id: number, uuid: string, memos: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'StudentNoteFragment': StudentNoteFragment } }
    )> } | null };

export type AddStudentNoteMutationVariables = Exact<{
  uuid: string | number;
  input: Types.StudentNoteInput;
}>;


export type AddStudentNoteMutation = { addStudentNote: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, note: { id: number } | null } };

export type UpdateStudentNoteMutationVariables = Exact<{
  id: number;
  input: Types.StudentNoteUpdate;
}>;


export type UpdateStudentNoteMutation = { updateStudentNote: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, note: { id: number, text: string } | null } };

export type ExpireStudentNoteMutationVariables = Exact<{
  id: number;
}>;


export type ExpireStudentNoteMutation = { expireStudentNote: { ok: boolean, removed: boolean | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type DeleteStudentNoteMutationVariables = Exact<{
  id: number;
}>;


export type DeleteStudentNoteMutation = { deleteStudentNote: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StudentDocumentsQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StudentDocumentsQuery = { student: { id: number, uuid: string, processorDocuments: Array<{ id: number, fileName: string, contentType: string, size: number, isForParentAccount: boolean, uploadedBy: string, createdAt: string }> } | null };

export type ProcessorDocumentContentQueryVariables = Exact<{
  id: number;
}>;


export type ProcessorDocumentContentQuery = { processorDocumentContent: { fileName: string, contentType: string, contentBase64: string } };

export type UploadProcessorDocumentMutationVariables = Exact<{
  input: Types.ProcessorDocumentUpload;
}>;


export type UploadProcessorDocumentMutation = { uploadProcessorDocument: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, document: { id: number } | null } };

export type DeleteProcessorDocumentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProcessorDocumentMutation = { deleteProcessorDocument: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

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


export type StudentLinkedAccountsQuery = { student: { id: number, uuid: string, accounts: Array<{ id: number, uuid: string, username: string, firstName: string, lastName: string, accountType: Types.AccountType, eSignOptOut: boolean, eSignOptOutDate: string | null, mfaOption: string | null, preferredLanguage: Types.PortalLanguage }> } | null };

export type UnlinkAccountMutationVariables = Exact<{
  uuid: string | number;
  accountId: number;
}>;


export type UnlinkAccountMutation = { unlinkAccount: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffSetTemporaryPasswordMutationVariables = Exact<{
  username: string;
}>;


export type StaffSetTemporaryPasswordMutation = { setTemporaryPassword: { ok: boolean, temporaryPassword: string | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffChangeAccountEmailMutationVariables = Exact<{
  accountId: number;
  currentUsername: string;
  newUsername: string;
}>;


export type StaffChangeAccountEmailMutation = { changeAccountEmail: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffResetMfaToEmailMutationVariables = Exact<{
  accountId: number;
}>;


export type StaffResetMfaToEmailMutation = { resetMfaToEmail: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffSendPasswordResetMutationVariables = Exact<{
  username: string;
}>;


export type StaffSendPasswordResetMutation = { sendPasswordReset: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StaffPurgeParentAccountMutationVariables = Exact<{
  parentAccountId: number;
  studentId: number;
}>;


export type StaffPurgeParentAccountMutation = { purgeParentAccount: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StudentBindersQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentBindersQuery = { student: { id: number, uuid: string, dependencyStatus: number, binders: Array<{ uuid: string, aidYear: number, kind: Types.BinderKind, isForParentAccount: boolean, inkSign: boolean, pageCount: number, size: number, createdBy: string, createdAt: string }> } | null };

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


export type CreateBinderMutation = { createBinder: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, binder: { uuid: string } | null } };

export type CreateSuperBinderMutationVariables = Exact<{
  uuid: string | number;
}>;


export type CreateSuperBinderMutation = { createSuperBinder: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, binder: { uuid: string } | null } };

export type StudentVerificationQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentVerificationQuery = { student: { id: number, uuid: string, verificationState: { aidYear: number, status: string, verificationGroup: string | null, selectedForVerification: string | null, trackingFlag: string | null, isirTransaction: number | null, sai: number | null, openItems: number, submittedItems: number, signatureComplete: boolean, isirLocked: boolean, unresolvedCommentCodes: number, readyForReview: boolean, missing: Array<string>, taskListCounts: Array<{ status: Types.TaskListStatus, count: number }> }, biographicalInformation: { aidYear: number, isirTransaction: number | null, dependencyModel: string | null, mismatches: Array<string>, fields: Array<{ field: string, label: string, student: string | null, isir: string | null, matches: boolean }> }, commentCodes: Array<{ id: number, aidYear: number, code: string, description: string, display: boolean, resolved: boolean, resolvedBy: string | null, resolvedAt: string | null, onCurrentIsir: boolean }>, crCodeHeadline: { aidYear: number | null, headline: Types.CrHeadline, commentCodes: number, unresolvedCommentCodes: number, rejectCodes: Array<string>, openCommentCodeItems: number }, attributeHistory: Array<{ id: number, field: string, oldValue: string | null, newValue: string | null, transactionNumber: number | null, changedAt: string }> } | null };

export type UpdateStudentRecordMutationVariables = Exact<{
  uuid: string | number;
  input: Types.StudentRecordInput;
}>;


export type UpdateStudentRecordMutation = { updateStudentRecord: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, student: { uuid: string, firstName: string, lastName: string, studentNumber: string, email: string | null, dateOfBirth: string | null } | null } };

export type ResolveCommentCodeMutationVariables = Exact<{
  id: number;
  resolved: boolean;
}>;


export type ResolveCommentCodeMutation = { resolveCommentCode: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, commentCode: { id: number, resolved: boolean, resolvedBy: string | null, resolvedAt: string | null } | null } };

export type StaffUpdateStudentAccountMutationVariables = Exact<{
  id: number;
  input: Types.StudentAccountInput;
}>;


export type StaffUpdateStudentAccountMutation = { updateStudentAccount: { ok: boolean, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null, account: { id: number, username: string, firstName: string, lastName: string, phone: string | null, mfaOption: Types.MfaChannel } | null } };

export type DeleteProcessorDocumentsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteProcessorDocumentsMutation = { deleteProcessorDocuments: { ok: boolean, count: number | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type StudentParentProfileQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentParentProfileQuery = { student: { id: number, uuid: string, parentProfile: { aidYear: number, parentSignatureRequired: boolean, transactionNumber: number | null, reportedOnIsir: { firstName: string | null, middleName: string | null, lastName: string | null, dateOfBirth: string | null, emailAddress: string | null } | null, accounts: Array<{ id: number, username: string, firstName: string, lastName: string, phone: string | null, accountType: number }> } } | null };

export type SupportingDocumentsQueryVariables = Exact<{
  taskListItemId: number;
}>;


export type SupportingDocumentsQuery = { supportingDocuments: Array<{ id: number, fileName: string, contentType: string, size: number, questionText: string | null, versionId: number, createdAt: string }> };


export const StudentMemoTaskListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMemoTaskList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtered"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"taskList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"filtered"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtered"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskListTable"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskListTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"interviewType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameSpanish"}}]}}]}}]} as unknown as DocumentNode<StudentMemoTaskListQuery, StudentMemoTaskListQueryVariables>;
export const StudentTaskListMemosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentTaskListMemos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"taskListMemos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskListItemId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentTaskListMemosQuery, StudentTaskListMemosQueryVariables>;
export const AddTaskListMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTaskListMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTaskListMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskListItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddTaskListMemoMutation, AddTaskListMemoMutationVariables>;
export const UpdateTaskListMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTaskListMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaskListMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTaskListMemoMutation, UpdateTaskListMemoMutationVariables>;
export const DeleteTaskListMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTaskListMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaskListMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteTaskListMemoMutation, DeleteTaskListMemoMutationVariables>;
export const StudentAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeExpired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentNote"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentNote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentAlertsQuery, StudentAlertsQueryVariables>;
export const StudentMemosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMemos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"memos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeExpired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentNote"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentNote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentMemosQuery, StudentMemosQueryVariables>;
export const AddStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddStudentNoteMutation, AddStudentNoteMutationVariables>;
export const UpdateStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentNoteUpdate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStudentNoteMutation, UpdateStudentNoteMutationVariables>;
export const ExpireStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExpireStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expireStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}}]} as unknown as DocumentNode<ExpireStudentNoteMutation, ExpireStudentNoteMutationVariables>;
export const DeleteStudentNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStudentNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStudentNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteStudentNoteMutation, DeleteStudentNoteMutationVariables>;
export const StudentDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"processorDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentDocumentsQuery, StudentDocumentsQueryVariables>;
export const ProcessorDocumentContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessorDocumentContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processorDocumentContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<ProcessorDocumentContentQuery, ProcessorDocumentContentQueryVariables>;
export const UploadProcessorDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadProcessorDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessorDocumentUpload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProcessorDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UploadProcessorDocumentMutation, UploadProcessorDocumentMutationVariables>;
export const DeleteProcessorDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProcessorDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcessorDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteProcessorDocumentMutation, DeleteProcessorDocumentMutationVariables>;
export const StudentHistoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentHistories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correctionHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentHistoriesQuery, StudentHistoriesQueryVariables>;
export const StudentAccessLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentAccessLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentDownloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentAccessLogQuery, StudentAccessLogQueryVariables>;
export const StudentLinkedAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentLinkedAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"eSignOptOut"}},{"kind":"Field","name":{"kind":"Name","value":"eSignOptOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLanguage"}}]}}]}}]}}]} as unknown as DocumentNode<StudentLinkedAccountsQuery, StudentLinkedAccountsQueryVariables>;
export const UnlinkAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlinkAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UnlinkAccountMutation, UnlinkAccountMutationVariables>;
export const StaffSetTemporaryPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSetTemporaryPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTemporaryPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}}]}}]}}]} as unknown as DocumentNode<StaffSetTemporaryPasswordMutation, StaffSetTemporaryPasswordMutationVariables>;
export const StaffChangeAccountEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffChangeAccountEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAccountEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentUsername"}}},{"kind":"Argument","name":{"kind":"Name","value":"newUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newUsername"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffChangeAccountEmailMutation, StaffChangeAccountEmailMutationVariables>;
export const StaffResetMfaToEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffResetMfaToEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetMfaToEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffResetMfaToEmailMutation, StaffResetMfaToEmailMutationVariables>;
export const StaffSendPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSendPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffSendPasswordResetMutation, StaffSendPasswordResetMutationVariables>;
export const StaffPurgeParentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffPurgeParentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purgeParentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentAccountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffPurgeParentAccountMutation, StaffPurgeParentAccountMutationVariables>;
export const StudentBindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentBinders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"dependencyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"binders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isForParentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"inkSign"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentBindersQuery, StudentBindersQueryVariables>;
export const BinderContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BinderContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"binderContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<BinderContentQuery, BinderContentQueryVariables>;
export const ProcessorBinderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessorBinder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processorBinder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<ProcessorBinderQuery, ProcessorBinderQueryVariables>;
export const SignaturePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignaturePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signaturePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<SignaturePageQuery, SignaturePageQueryVariables>;
export const CreateBinderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBinder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBinder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"forParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"binder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBinderMutation, CreateBinderMutationVariables>;
export const CreateSuperBinderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSuperBinder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSuperBinder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"binder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSuperBinderMutation, CreateSuperBinderMutationVariables>;
export const StudentVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"verificationState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"selectedForVerification"}},{"kind":"Field","name":{"kind":"Name","value":"trackingFlag"}},{"kind":"Field","name":{"kind":"Name","value":"isirTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"sai"}},{"kind":"Field","name":{"kind":"Name","value":"taskListCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openItems"}},{"kind":"Field","name":{"kind":"Name","value":"submittedItems"}},{"kind":"Field","name":{"kind":"Name","value":"signatureComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isirLocked"}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedCommentCodes"}},{"kind":"Field","name":{"kind":"Name","value":"readyForReview"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"biographicalInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"isirTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"dependencyModel"}},{"kind":"Field","name":{"kind":"Name","value":"mismatches"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"student"}},{"kind":"Field","name":{"kind":"Name","value":"isir"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"onCurrentIsir"}}]}},{"kind":"Field","name":{"kind":"Name","value":"crCodeHeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"commentCodes"}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedCommentCodes"}},{"kind":"Field","name":{"kind":"Name","value":"rejectCodes"}},{"kind":"Field","name":{"kind":"Name","value":"openCommentCodeItems"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributeHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]}}]} as unknown as DocumentNode<StudentVerificationQuery, StudentVerificationQueryVariables>;
export const UpdateStudentRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudentRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStudentRecordMutation, UpdateStudentRecordMutationVariables>;
export const ResolveCommentCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveCommentCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resolved"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveCommentCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"resolved"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resolved"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveCommentCodeMutation, ResolveCommentCodeMutationVariables>;
export const StaffUpdateStudentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUpdateStudentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mfaOption"}}]}}]}}]}}]} as unknown as DocumentNode<StaffUpdateStudentAccountMutation, StaffUpdateStudentAccountMutationVariables>;
export const DeleteProcessorDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProcessorDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcessorDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteProcessorDocumentsMutation, DeleteProcessorDocumentsMutationVariables>;
export const StudentParentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentParentProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"parentProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"parentSignatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reportedOnIsir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentParentProfileQuery, StudentParentProfileQueryVariables>;
export const SupportingDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportingDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportingDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskListItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskListItemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SupportingDocumentsQuery, SupportingDocumentsQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs StudentMemoTaskList and re-renders with its result. */
export function useStudentMemoTaskListQuery(options: useQuery.Options<StudentMemoTaskListQuery, StudentMemoTaskListQueryVariables>) {
  return useQuery(StudentMemoTaskListDocument, options);
}
/** StudentMemoTaskList, run when the returned function is called. */
export function useStudentMemoTaskListLazyQuery(options?: useLazyQuery.Options<StudentMemoTaskListQuery, StudentMemoTaskListQueryVariables>) {
  return useLazyQuery(StudentMemoTaskListDocument, options);
}

/** Runs StudentTaskListMemos and re-renders with its result. */
export function useStudentTaskListMemosQuery(options: useQuery.Options<StudentTaskListMemosQuery, StudentTaskListMemosQueryVariables>) {
  return useQuery(StudentTaskListMemosDocument, options);
}
/** StudentTaskListMemos, run when the returned function is called. */
export function useStudentTaskListMemosLazyQuery(options?: useLazyQuery.Options<StudentTaskListMemosQuery, StudentTaskListMemosQueryVariables>) {
  return useLazyQuery(StudentTaskListMemosDocument, options);
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

/** Runs StudentAlerts and re-renders with its result. */
export function useStudentAlertsQuery(options: useQuery.Options<StudentAlertsQuery, StudentAlertsQueryVariables>) {
  return useQuery(StudentAlertsDocument, options);
}
/** StudentAlerts, run when the returned function is called. */
export function useStudentAlertsLazyQuery(options?: useLazyQuery.Options<StudentAlertsQuery, StudentAlertsQueryVariables>) {
  return useLazyQuery(StudentAlertsDocument, options);
}

/** Runs StudentMemos and re-renders with its result. */
export function useStudentMemosQuery(options: useQuery.Options<StudentMemosQuery, StudentMemosQueryVariables>) {
  return useQuery(StudentMemosDocument, options);
}
/** StudentMemos, run when the returned function is called. */
export function useStudentMemosLazyQuery(options?: useLazyQuery.Options<StudentMemosQuery, StudentMemosQueryVariables>) {
  return useLazyQuery(StudentMemosDocument, options);
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
