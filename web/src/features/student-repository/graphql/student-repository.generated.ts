/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { RosterUploadRowFragment } from '../components/RosterUploadRow.generated';
import type { RosterUploadSummaryFragment } from '../components/RosterUploadSummary.generated';
import type { RosterRowsTableFragment } from '../components/RosterRowsTable.generated';
import type { TransferHeaderRowFragment } from '../components/TransferHeaderRow.generated';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How a roster row relates to the school's ISIR students. */
export type StudentRepositoryMatchStatus =
  /** Matched (SSN or its last four, date of birth and last name; or a proposal staff accepted): the row fills the student. */
  | 'MATCHED'
  /** A fuzzy match proposed for review: not applied until staff accept it. */
  | 'PROPOSED'
  /** No ISIR student of the aid year found. */
  | 'UNMATCHED';

/** The layout of a transfer file for the SIS. */
export type StudentRepositoryTransferFormat =
  /** Comma-separated, each line starting with its record type (H header, D detail, T trailer). */
  | 'CSV'
  /** Fixed width, 100 characters a line. */
  | 'FIXED';

/** Which transfer file lines to list, by lists of values. */
export type StudentRepositoryTransferRecordSearch = {
  /** Lines of these files. */
  headerIds?: Array<number> | null | undefined;
  /** Page number (from 1). */
  page?: number | null | undefined;
  /** Lines per page (up to 500). */
  pageSize?: number | null | undefined;
  /** Lines with these Pell verification statuses (V, S, W). */
  pellVerificationStatuses?: Array<string> | null | undefined;
  /** Lines of these school student ids. */
  schoolStudentIds?: Array<string> | null | undefined;
  /** Lines of these verification groups. */
  verificationGroups?: Array<string> | null | undefined;
};

export type StudentRepositoryUploadsQueryVariables = Exact<{
  aidYear?: number | null | undefined;
  uploadId?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StudentRepositoryUploadsQuery = { studentRepositoryUploads: { total: number, page: number, pageSize: number, items: Array<(
      { id: number, aidYear: number }
      & { ' $fragmentRefs'?: { 'RosterUploadRowFragment': RosterUploadRowFragment;'RosterUploadSummaryFragment': RosterUploadSummaryFragment } }
    )> } };

export type StudentRepositoryErrorUploadsQueryVariables = Exact<{
  aidYear?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StudentRepositoryErrorUploadsQuery = { studentRepositoryErrorUploads: { total: number, page: number, pageSize: number, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'RosterUploadRowFragment': RosterUploadRowFragment } }
    )> } };

export type StudentRepositoryErrorsQueryVariables = Exact<{
  uploadId: number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StudentRepositoryErrorsQuery = { studentRepositoryErrors: { total: number, page: number, pageSize: number, items: Array<{ id: number, fileName: string, aidYear: number, rowNumber: number, column: string | null, code: string, message: string }> } };

export type StudentRepositoryUploadDetailsQueryVariables = Exact<{
  uploadId: number;
  matchStatus?: Types.StudentRepositoryMatchStatus | null | undefined;
  page?: number | null | undefined;
  unmatchedPage?: number | null | undefined;
}>;


export type StudentRepositoryUploadDetailsQuery = { studentRepositoryRows: { total: number, page: number, pageSize: number, items: Array<{ id: number, rowNumber: number, schoolStudentId: string, ssnLastFour: string, dateOfBirth: string, firstName: string, lastName: string, email: string | null, phone: string | null, enrollmentTerm: string | null, matchStatus: Types.StudentRepositoryMatchStatus, matchScore: number | null, matchReason: string | null, selected: boolean, processedAt: string | null, isirId: number | null, student: { uuid: string, name: string, status: string, verificationGroup: string | null } | null, proposedStudent: { uuid: string, name: string, dateOfBirth: string | null, ssnLastFour: string | null } | null }> }, studentRepositoryUnmatchedStudents: { total: number, page: number, pageSize: number, items: Array<{ uuid: string, studentNumber: string, firstName: string, lastName: string, ssnLastFour: string | null, status: string, verificationGroup: string | null }> } };

export type StudentRepositoryRowIdsQueryVariables = Exact<{
  uploadId: number;
  matchStatus?: Types.StudentRepositoryMatchStatus | null | undefined;
}>;


export type StudentRepositoryRowIdsQuery = { studentRepositoryRowIds: Array<number> };

export type StudentRepositoryRowsByIdsQueryVariables = Exact<{
  ids: Array<number> | number;
}>;


export type StudentRepositoryRowsByIdsQuery = { studentRepositoryRowsByIds: Array<{ id: number, rowNumber: number, schoolStudentId: string, ssnLastFour: string, dateOfBirth: string, firstName: string, lastName: string, email: string | null, phone: string | null, enrollmentTerm: string | null, matchStatus: Types.StudentRepositoryMatchStatus, matchScore: number | null, matchReason: string | null, selected: boolean, processedAt: string | null, isirId: number | null, student: { uuid: string, name: string, status: string, verificationGroup: string | null } | null, proposedStudent: { uuid: string, name: string, dateOfBirth: string | null, ssnLastFour: string | null } | null }> };

export type StudentRepositoryTransferHeadersQueryVariables = Exact<{
  aidYear?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type StudentRepositoryTransferHeadersQuery = { studentRepositoryTransferHeaders: { total: number, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'TransferHeaderRowFragment': TransferHeaderRowFragment } }
    )> } };

export type StudentRepositoryTransferRecordsQueryVariables = Exact<{
  headerId: number;
  page?: number | null | undefined;
}>;


export type StudentRepositoryTransferRecordsQuery = { studentRepositoryTransferRecords: { total: number, page: number, pageSize: number, items: Array<{ id: number, lineNumber: number, schoolStudentId: string, verificationStatus: string, verificationGroup: string | null, pellVerificationStatus: string | null, sai: number | null, completionDate: string | null, studentUuid: string | null }> } };

export type StudentRepositoryTransferRecordSearchQueryVariables = Exact<{
  input: Types.StudentRepositoryTransferRecordSearch;
}>;


export type StudentRepositoryTransferRecordSearchQuery = { studentRepositoryTransferRecordSearch: { total: number, items: Array<{ id: number, fileName: string, lineNumber: number, schoolStudentId: string, verificationStatus: string, pellVerificationStatus: string | null }> } };

export type StudentRepositoryTransferFileQueryVariables = Exact<{
  aidYear: number;
  id: number;
}>;


export type StudentRepositoryTransferFileQuery = { studentRepositoryTransferFile: { fileName: string, contentType: string, contentBase64: string } };

export type StudentAccountLookupQueryVariables = Exact<{
  aidYear: number;
  isirId: number;
}>;


export type StudentAccountLookupQuery = { studentAccountLookup: { isirId: number, transactionNumber: number | null, student: { uuid: string, studentNumber: string, firstName: string, lastName: string, status: string }, accounts: Array<{ uuid: string, username: string, firstName: string, lastName: string, accountType: string }> } };

export type ProcessStudentRepositoryMutationVariables = Exact<{
  uploadId: number;
  rowIds?: Array<number> | number | null | undefined;
}>;


export type ProcessStudentRepositoryMutation = { processStudentRepository: { ok: boolean, placed: number | null, taskItemsCreated: number | null, skipped: number | null, message: string | null, error: { message: string } | null } };

export type ReviewStudentRepositoryMatchMutationVariables = Exact<{
  rowId: number;
  accept: boolean;
}>;


export type ReviewStudentRepositoryMatchMutation = { reviewStudentRepositoryMatch: { ok: boolean, error: { message: string } | null, row: { id: number, rowNumber: number, schoolStudentId: string, ssnLastFour: string, dateOfBirth: string, firstName: string, lastName: string, email: string | null, phone: string | null, enrollmentTerm: string | null, matchStatus: Types.StudentRepositoryMatchStatus, matchScore: number | null, matchReason: string | null, selected: boolean, processedAt: string | null, isirId: number | null, student: { uuid: string, name: string, status: string, verificationGroup: string | null } | null, proposedStudent: { uuid: string, name: string, dateOfBirth: string | null, ssnLastFour: string | null } | null } | null } };

export type GenerateStudentRepositoryTransferFileMutationVariables = Exact<{
  aidYear: number;
  format?: Types.StudentRepositoryTransferFormat | null | undefined;
}>;


export type GenerateStudentRepositoryTransferFileMutation = { generateStudentRepositoryTransferFile: { ok: boolean, error: { message: string } | null, header: (
      { fileName: string, recordCount: number }
      & { ' $fragmentRefs'?: { 'TransferHeaderRowFragment': TransferHeaderRowFragment } }
    ) | null } };


export const StudentRepositoryUploadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentRepositoryUploads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryUploads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterUploadRow"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterUploadSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterUploadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"proposedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"processedCount"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterUploadSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"proposedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"processedCount"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentRepositoryUploadsQuery, StudentRepositoryUploadsQueryVariables>;
export const StudentRepositoryErrorUploadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentRepositoryErrorUploads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryErrorUploads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterUploadRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterUploadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"proposedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"processedCount"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentRepositoryErrorUploadsQuery, StudentRepositoryErrorUploadsQueryVariables>;
export const StudentRepositoryErrorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentRepositoryErrors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryErrors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StudentRepositoryErrorsQuery, StudentRepositoryErrorsQueryVariables>;
export const StudentRepositoryUploadDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentRepositoryUploadDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryMatchStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unmatchedPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"matchStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchStatus"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterRowsTable"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryUnmatchedStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unmatchedPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterRowsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"schoolStudentId"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentTerm"}},{"kind":"Field","name":{"kind":"Name","value":"matchStatus"}},{"kind":"Field","name":{"kind":"Name","value":"matchScore"}},{"kind":"Field","name":{"kind":"Name","value":"matchReason"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isirId"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposedStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}}]}}]}}]} as unknown as DocumentNode<StudentRepositoryUploadDetailsQuery, StudentRepositoryUploadDetailsQueryVariables>;
export const StudentRepositoryRowIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentRepositoryRowIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryMatchStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryRowIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"matchStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchStatus"}}}]}}]}]}}]} as unknown as DocumentNode<StudentRepositoryRowIdsQuery, StudentRepositoryRowIdsQueryVariables>;
export const StudentRepositoryRowsByIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentRepositoryRowsByIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryRowsByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterRowsTable"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterRowsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"schoolStudentId"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentTerm"}},{"kind":"Field","name":{"kind":"Name","value":"matchStatus"}},{"kind":"Field","name":{"kind":"Name","value":"matchScore"}},{"kind":"Field","name":{"kind":"Name","value":"matchReason"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isirId"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposedStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}}]}}]}}]} as unknown as DocumentNode<StudentRepositoryRowsByIdsQuery, StudentRepositoryRowsByIdsQueryVariables>;
export const StudentRepositoryTransferHeadersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentRepositoryTransferHeaders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryTransferHeaders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferHeaderRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransferHeaderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryTransferHeader"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedCount"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StudentRepositoryTransferHeadersQuery, StudentRepositoryTransferHeadersQueryVariables>;
export const StudentRepositoryTransferRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentRepositoryTransferRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"headerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryTransferRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"headerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"headerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineNumber"}},{"kind":"Field","name":{"kind":"Name","value":"schoolStudentId"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"pellVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"sai"}},{"kind":"Field","name":{"kind":"Name","value":"completionDate"}},{"kind":"Field","name":{"kind":"Name","value":"studentUuid"}}]}}]}}]}}]} as unknown as DocumentNode<StudentRepositoryTransferRecordsQuery, StudentRepositoryTransferRecordsQueryVariables>;
export const StudentRepositoryTransferRecordSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentRepositoryTransferRecordSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryTransferRecordSearch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryTransferRecordSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"lineNumber"}},{"kind":"Field","name":{"kind":"Name","value":"schoolStudentId"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pellVerificationStatus"}}]}}]}}]}}]} as unknown as DocumentNode<StudentRepositoryTransferRecordSearchQuery, StudentRepositoryTransferRecordSearchQueryVariables>;
export const StudentRepositoryTransferFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentRepositoryTransferFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRepositoryTransferFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<StudentRepositoryTransferFileQuery, StudentRepositoryTransferFileQueryVariables>;
export const StudentAccountLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentAccountLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isirId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentAccountLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"isirId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isirId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]}}]} as unknown as DocumentNode<StudentAccountLookupQuery, StudentAccountLookupQueryVariables>;
export const ProcessStudentRepositoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessStudentRepository"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rowIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processStudentRepository"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rowIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"placed"}},{"kind":"Field","name":{"kind":"Name","value":"taskItemsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProcessStudentRepositoryMutation, ProcessStudentRepositoryMutationVariables>;
export const ReviewStudentRepositoryMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewStudentRepositoryMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rowId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewStudentRepositoryMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rowId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RosterRowsTable"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RosterRowsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"schoolStudentId"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentTerm"}},{"kind":"Field","name":{"kind":"Name","value":"matchStatus"}},{"kind":"Field","name":{"kind":"Name","value":"matchScore"}},{"kind":"Field","name":{"kind":"Name","value":"matchReason"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isirId"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposedStudent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}}]}}]}}]} as unknown as DocumentNode<ReviewStudentRepositoryMatchMutation, ReviewStudentRepositoryMatchMutationVariables>;
export const GenerateStudentRepositoryTransferFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateStudentRepositoryTransferFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryTransferFormat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateStudentRepositoryTransferFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferHeaderRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransferHeaderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentRepositoryTransferHeader"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedCount"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GenerateStudentRepositoryTransferFileMutation, GenerateStudentRepositoryTransferFileMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs StudentRepositoryUploads and re-renders with its result. */
export function useStudentRepositoryUploadsQuery(options?: useQuery.Options<StudentRepositoryUploadsQuery, StudentRepositoryUploadsQueryVariables>) {
  return useQuery(StudentRepositoryUploadsDocument, options);
}
/** StudentRepositoryUploads, run when the returned function is called. */
export function useStudentRepositoryUploadsLazyQuery(options?: useLazyQuery.Options<StudentRepositoryUploadsQuery, StudentRepositoryUploadsQueryVariables>) {
  return useLazyQuery(StudentRepositoryUploadsDocument, options);
}

/** Runs StudentRepositoryErrorUploads and re-renders with its result. */
export function useStudentRepositoryErrorUploadsQuery(options?: useQuery.Options<StudentRepositoryErrorUploadsQuery, StudentRepositoryErrorUploadsQueryVariables>) {
  return useQuery(StudentRepositoryErrorUploadsDocument, options);
}
/** StudentRepositoryErrorUploads, run when the returned function is called. */
export function useStudentRepositoryErrorUploadsLazyQuery(options?: useLazyQuery.Options<StudentRepositoryErrorUploadsQuery, StudentRepositoryErrorUploadsQueryVariables>) {
  return useLazyQuery(StudentRepositoryErrorUploadsDocument, options);
}

/** Runs StudentRepositoryErrors and re-renders with its result. */
export function useStudentRepositoryErrorsQuery(options: useQuery.Options<StudentRepositoryErrorsQuery, StudentRepositoryErrorsQueryVariables>) {
  return useQuery(StudentRepositoryErrorsDocument, options);
}
/** StudentRepositoryErrors, run when the returned function is called. */
export function useStudentRepositoryErrorsLazyQuery(options?: useLazyQuery.Options<StudentRepositoryErrorsQuery, StudentRepositoryErrorsQueryVariables>) {
  return useLazyQuery(StudentRepositoryErrorsDocument, options);
}

/** Runs StudentRepositoryUploadDetails and re-renders with its result. */
export function useStudentRepositoryUploadDetailsQuery(options: useQuery.Options<StudentRepositoryUploadDetailsQuery, StudentRepositoryUploadDetailsQueryVariables>) {
  return useQuery(StudentRepositoryUploadDetailsDocument, options);
}
/** StudentRepositoryUploadDetails, run when the returned function is called. */
export function useStudentRepositoryUploadDetailsLazyQuery(options?: useLazyQuery.Options<StudentRepositoryUploadDetailsQuery, StudentRepositoryUploadDetailsQueryVariables>) {
  return useLazyQuery(StudentRepositoryUploadDetailsDocument, options);
}

/** Runs StudentRepositoryRowIds and re-renders with its result. */
export function useStudentRepositoryRowIdsQuery(options: useQuery.Options<StudentRepositoryRowIdsQuery, StudentRepositoryRowIdsQueryVariables>) {
  return useQuery(StudentRepositoryRowIdsDocument, options);
}
/** StudentRepositoryRowIds, run when the returned function is called. */
export function useStudentRepositoryRowIdsLazyQuery(options?: useLazyQuery.Options<StudentRepositoryRowIdsQuery, StudentRepositoryRowIdsQueryVariables>) {
  return useLazyQuery(StudentRepositoryRowIdsDocument, options);
}

/** Runs StudentRepositoryRowsByIds and re-renders with its result. */
export function useStudentRepositoryRowsByIdsQuery(options: useQuery.Options<StudentRepositoryRowsByIdsQuery, StudentRepositoryRowsByIdsQueryVariables>) {
  return useQuery(StudentRepositoryRowsByIdsDocument, options);
}
/** StudentRepositoryRowsByIds, run when the returned function is called. */
export function useStudentRepositoryRowsByIdsLazyQuery(options?: useLazyQuery.Options<StudentRepositoryRowsByIdsQuery, StudentRepositoryRowsByIdsQueryVariables>) {
  return useLazyQuery(StudentRepositoryRowsByIdsDocument, options);
}

/** Runs StudentRepositoryTransferHeaders and re-renders with its result. */
export function useStudentRepositoryTransferHeadersQuery(options?: useQuery.Options<StudentRepositoryTransferHeadersQuery, StudentRepositoryTransferHeadersQueryVariables>) {
  return useQuery(StudentRepositoryTransferHeadersDocument, options);
}
/** StudentRepositoryTransferHeaders, run when the returned function is called. */
export function useStudentRepositoryTransferHeadersLazyQuery(options?: useLazyQuery.Options<StudentRepositoryTransferHeadersQuery, StudentRepositoryTransferHeadersQueryVariables>) {
  return useLazyQuery(StudentRepositoryTransferHeadersDocument, options);
}

/** Runs StudentRepositoryTransferRecords and re-renders with its result. */
export function useStudentRepositoryTransferRecordsQuery(options: useQuery.Options<StudentRepositoryTransferRecordsQuery, StudentRepositoryTransferRecordsQueryVariables>) {
  return useQuery(StudentRepositoryTransferRecordsDocument, options);
}
/** StudentRepositoryTransferRecords, run when the returned function is called. */
export function useStudentRepositoryTransferRecordsLazyQuery(options?: useLazyQuery.Options<StudentRepositoryTransferRecordsQuery, StudentRepositoryTransferRecordsQueryVariables>) {
  return useLazyQuery(StudentRepositoryTransferRecordsDocument, options);
}

/** Runs StudentRepositoryTransferRecordSearch and re-renders with its result. */
export function useStudentRepositoryTransferRecordSearchQuery(options: useQuery.Options<StudentRepositoryTransferRecordSearchQuery, StudentRepositoryTransferRecordSearchQueryVariables>) {
  return useQuery(StudentRepositoryTransferRecordSearchDocument, options);
}
/** StudentRepositoryTransferRecordSearch, run when the returned function is called. */
export function useStudentRepositoryTransferRecordSearchLazyQuery(options?: useLazyQuery.Options<StudentRepositoryTransferRecordSearchQuery, StudentRepositoryTransferRecordSearchQueryVariables>) {
  return useLazyQuery(StudentRepositoryTransferRecordSearchDocument, options);
}

/** Runs StudentRepositoryTransferFile and re-renders with its result. */
export function useStudentRepositoryTransferFileQuery(options: useQuery.Options<StudentRepositoryTransferFileQuery, StudentRepositoryTransferFileQueryVariables>) {
  return useQuery(StudentRepositoryTransferFileDocument, options);
}
/** StudentRepositoryTransferFile, run when the returned function is called. */
export function useStudentRepositoryTransferFileLazyQuery(options?: useLazyQuery.Options<StudentRepositoryTransferFileQuery, StudentRepositoryTransferFileQueryVariables>) {
  return useLazyQuery(StudentRepositoryTransferFileDocument, options);
}

/** Runs StudentAccountLookup and re-renders with its result. */
export function useStudentAccountLookupQuery(options: useQuery.Options<StudentAccountLookupQuery, StudentAccountLookupQueryVariables>) {
  return useQuery(StudentAccountLookupDocument, options);
}
/** StudentAccountLookup, run when the returned function is called. */
export function useStudentAccountLookupLazyQuery(options?: useLazyQuery.Options<StudentAccountLookupQuery, StudentAccountLookupQueryVariables>) {
  return useLazyQuery(StudentAccountLookupDocument, options);
}

/** Returns [mutate, result] for ProcessStudentRepository. */
export function useProcessStudentRepositoryMutation(options?: Omit<useMutation.Options<ProcessStudentRepositoryMutation, ProcessStudentRepositoryMutationVariables>, 'variables'>) {
  return useMutation(ProcessStudentRepositoryDocument, options);
}

/** Returns [mutate, result] for ReviewStudentRepositoryMatch. */
export function useReviewStudentRepositoryMatchMutation(options?: Omit<useMutation.Options<ReviewStudentRepositoryMatchMutation, ReviewStudentRepositoryMatchMutationVariables>, 'variables'>) {
  return useMutation(ReviewStudentRepositoryMatchDocument, options);
}

/** Returns [mutate, result] for GenerateStudentRepositoryTransferFile. */
export function useGenerateStudentRepositoryTransferFileMutation(options?: Omit<useMutation.Options<GenerateStudentRepositoryTransferFileMutation, GenerateStudentRepositoryTransferFileMutationVariables>, 'variables'>) {
  return useMutation(GenerateStudentRepositoryTransferFileDocument, options);
}
