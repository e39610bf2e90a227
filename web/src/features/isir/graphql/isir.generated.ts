/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { IsirImportResultFragment } from '../components/IsirImportResult.generated';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which ISIR records to list; filters combine. */
export type IsirRecordSearch = {
  /** Only records of this aid year. */
  aidYear?: number | null | undefined;
  /** Only students whose last name starts with it. */
  lastName?: string | null | undefined;
  /** Page number, from 1. */
  page?: number | null | undefined;
  /** Records per page (up to 500). */
  pageSize?: number | null | undefined;
  /** Only records selected for verification. */
  selectedOnly?: boolean | null | undefined;
  /** Only records of this student. */
  studentUuid?: string | number | null | undefined;
  /** Only records of this ISIR file. */
  uploadId?: number | null | undefined;
};

/** A tab, group or element of the ISIR view settings to add or change. */
export type IsirViewItemInput = {
  /** A new tab's aid year. */
  aidYear?: number | null | undefined;
  /** An element's field (layout attribute name). */
  attributeName?: string | null | undefined;
  /** An element's shown name. */
  displayName?: string | null | undefined;
  /** A new element's group. */
  groupId?: number | null | undefined;
  /** Given: update this row; absent: add one. */
  id?: number | null | undefined;
  /** Tab, group or element. */
  level: IsirViewLevel;
  /** A tab's or group's name. */
  name?: string | null | undefined;
  /** A new group's tab. */
  tabId?: number | null | undefined;
};

/** A level of the ISIR view settings. */
export type IsirViewLevel =
  /** A field in a group. */
  | 'ELEMENT'
  /** A group on a tab. */
  | 'GROUP'
  /** A tab. */
  | 'TAB';

export type IsirUploadsQueryVariables = Exact<{ [key: string]: never; }>;


export type IsirUploadsQuery = { isirUploads: Array<{ id: number, fileName: string, origin: string, status: string, aidYear: number | null, recordCount: number, duplicateCount: number, newStudentCount: number, updatedStudentCount: number, selectedCount: number, warningCount: number, errorCount: number, error: string | null, uploadedBy: string | null, createdAt: string }> };

export type IsirUploadQueryVariables = Exact<{
  id: number;
}>;


export type IsirUploadQuery = { isirUpload: { id: number, fileName: string, status: string, error: string | null, progressRecords: number, progressStep: Types.IsirImportStep | null, recordCount: number, importedCount: number, duplicateCount: number, newStudentCount: number, updatedStudentCount: number, selectedCount: number, warningCount: number, errorCount: number, warnings: Array<{ line: number, field: number | null, name: string, message: string }> } };

export type IsirRecordsQueryVariables = Exact<{
  input: Types.IsirRecordSearch;
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
  input: Types.IsirViewItemInput;
}>;


export type SaveIsirViewItemMutation = { saveIsirViewItem: { ok: boolean, id: number | null, error: { message: string } | null } };

export type DeleteIsirViewItemMutationVariables = Exact<{
  level: Types.IsirViewLevel;
  id: number;
}>;


export type DeleteIsirViewItemMutation = { deleteIsirViewItem: { ok: boolean, error: { message: string } | null } };

export type ReorderIsirViewItemsMutationVariables = Exact<{
  level: Types.IsirViewLevel;
  ids: Array<number> | number;
}>;


export type ReorderIsirViewItemsMutation = { reorderIsirViewItems: { ok: boolean, error: { message: string } | null } };

export type MasterIsirViewQueryVariables = Exact<{
  aidYear: number;
}>;


export type MasterIsirViewQuery = { masterIsirView: Array<{ id: number, name: string, sortOrder: number, schoolCode: string | null, groups: Array<{ id: number, name: string, sortOrder: number, elements: Array<{ id: number, attributeName: string, displayName: string | null, sortOrder: number }> }> }> };

export type SaveMasterIsirViewItemMutationVariables = Exact<{
  input: Types.IsirViewItemInput;
}>;


export type SaveMasterIsirViewItemMutation = { saveMasterIsirViewItem: { ok: boolean, id: number | null, error: { message: string } | null } };

export type DeleteMasterIsirViewItemMutationVariables = Exact<{
  level: Types.IsirViewLevel;
  id: number;
}>;


export type DeleteMasterIsirViewItemMutation = { deleteMasterIsirViewItem: { ok: boolean, error: { message: string } | null } };

export type ReorderMasterIsirViewItemsMutationVariables = Exact<{
  level: Types.IsirViewLevel;
  ids: Array<number> | number;
}>;


export type ReorderMasterIsirViewItemsMutation = { reorderMasterIsirViewItems: { ok: boolean, error: { message: string } | null } };


export const IsirUploadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsirUploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirUploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}},{"kind":"Field","name":{"kind":"Name","value":"newStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"warningCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<IsirUploadsQuery, IsirUploadsQueryVariables>;
export const IsirUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsirUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IsirImportResult"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}},{"kind":"Field","name":{"kind":"Name","value":"newStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedStudentCount"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"warningCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IsirImportResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IsirUpload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progressRecords"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadCounts"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]} as unknown as DocumentNode<IsirUploadQuery, IsirUploadQueryVariables>;
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

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
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
