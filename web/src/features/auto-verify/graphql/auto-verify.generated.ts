/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import type { TestResultFragment } from '../components/TestResult.generated';
import type { AutoVerifyConditionsTableFragment } from '../components/AutoVerifyConditionsTable.generated';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A flow version's state: only a published version runs. */
export type AutoVerifyFlowStatus =
  /** Being built; changes allowed. */
  | 'DRAFT'
  /** Runs; changes go to a new draft. */
  | 'PUBLISHED'
  /** Replaced or stopped; kept for the runs that used it. */
  | 'RETIRED';

/** Any piece of a flow; fields that do not apply to the piece are left out. */
export type AutoVerifyItemInput = {
  /** Flow: aid year. */
  aidYear?: number | null | undefined;
  /** Redirect: alert. */
  alertMessage?: string | null | undefined;
  /** Filter: column. */
  columnName?: string | null | undefined;
  /** Parent condition set. */
  conditionSetID?: number | null | undefined;
  /** Component: constant. */
  constantValue?: string | null | undefined;
  /** Evaluator: default tolerance. */
  defaultTolerance?: number | null | undefined;
  /** Flow: description. */
  description?: string | null | undefined;
  /** Condition: evaluator. */
  evaluatorID?: number | null | undefined;
  /** Parent flow. */
  flowID?: number | null | undefined;
  /** Redirect: hand-off flow. */
  handoffFlowID?: number | null | undefined;
  /** Component: interview type code. */
  interviewTypeCode?: string | null | undefined;
  /** Section: item type. */
  interviewTypeID?: number | null | undefined;
  /** Component: ISIR attribute name. */
  isirAttributeName?: string | null | undefined;
  /** Component: CURRENT or PREVIOUS. */
  isirTransaction?: string | null | undefined;
  /** Component: kind. */
  kind?: string | null | undefined;
  /** Condition: left component. */
  leftComponentID?: number | null | undefined;
  /** Redirect: memo. */
  memoText?: string | null | undefined;
  /** Name (most pieces). */
  name?: string | null | undefined;
  /** Redirect: PASS or FAIL. */
  onResult?: string | null | undefined;
  /** Evaluator: operator. */
  operator?: string | null | undefined;
  /** Section: AUTO_VERIFIED or NOT_REQUIRED. */
  passStatus?: string | null | undefined;
  /** Parent pseudo query (filters), or the query a component reads. */
  pseudoQueryID?: number | null | undefined;
  /** Flow: purpose. */
  purpose?: AutoVerifyPurpose | null | undefined;
  /** Pseudo query: query object. */
  queryObject?: string | null | undefined;
  /** Component: question key. */
  questionKey?: string | null | undefined;
  /** Pseudo query: COUNT, EXISTS or VALUE. */
  result?: string | null | undefined;
  /** Pseudo query: column of a VALUE. */
  resultColumn?: string | null | undefined;
  /** Condition: right component. */
  rightComponentID?: number | null | undefined;
  /** Condition: right constant. */
  rightConstant?: string | null | undefined;
  /** Parent section. */
  sectionID?: number | null | undefined;
  /** Order. */
  sortOrder?: number | null | undefined;
  /** Flow: status (PUBLISHED publishes, RETIRED stops). */
  status?: AutoVerifyFlowStatus | null | undefined;
  /** Component: student attribute. */
  studentAttribute?: string | null | undefined;
  /** Redirect: student status. */
  studentStatus?: string | null | undefined;
  /** Condition: tolerance. */
  tolerance?: number | null | undefined;
  /** Filter: value. */
  value?: string | null | undefined;
  /** Component: TEXT or NUMBER. */
  valueType?: string | null | undefined;
  /** Flow: verification group. */
  verificationGroup?: string | null | undefined;
};

/** Which way a piece moves among its siblings. */
export type AutoVerifyMoveDirection =
  /** Later: evaluated (or listed) after the piece now below it. */
  | 'DOWN'
  /** Earlier: evaluated (or listed) before the piece now above it. */
  | 'UP';

/** What an auto-verify flow is for. */
export type AutoVerifyPurpose =
  /** Confirms exported ISIR corrections when FPS sends them back. */
  | 'CORRECTION'
  /** Marks task list items verified from the ISIR, the answers and the record. */
  | 'VERIFICATION';

/** The nine kinds of piece a flow is built from. */
export type AutoVerifyResource =
  /** A component. */
  | 'Component'
  /** A condition. */
  | 'Condition'
  /** A condition set. */
  | 'ConditionSet'
  /** An evaluator. */
  | 'Evaluator'
  /** A flow. */
  | 'Flow'
  /** A pseudo query. */
  | 'PseudoQuery'
  /** A pseudo query's filter. */
  | 'PseudoQueryFilter'
  /** A redirect group. */
  | 'RedirectGroup'
  /** A section. */
  | 'Section';

/** Searching the runs. */
export type AutoVerifyRunSearch = {
  /** Aid year. */
  aidYear: number;
  /** Only this outcome. */
  outcome?: string | null | undefined;
  /** Page from 1. */
  page?: number | null | undefined;
  /** Rows per page. */
  pageSize?: number | null | undefined;
  /** Which report. */
  purpose: AutoVerifyPurpose;
  /** createdAt, lastName, outcome, flowName or itemsVerified. */
  sortBy?: string | null | undefined;
  /** ASC or DESC. */
  sortDirection?: string | null | undefined;
  /** Name or student id starts with. */
  text?: string | null | undefined;
};

export type AutoVerifyFlowsQueryVariables = Exact<{
  aidYear: number;
}>;


export type AutoVerifyFlowsQuery = { autoVerifyFlows: Array<{ id: number, name: string, purpose: Types.AutoVerifyPurpose, status: Types.AutoVerifyFlowStatus, version: number, description: string | null }> };

export type AutoVerifyFullFlowQueryVariables = Exact<{
  id: number;
}>;


export type AutoVerifyFullFlowQuery = { autoVerifyFullFlow: { flow: { id: number, name: string, status: Types.AutoVerifyFlowStatus, version: number, aidYear: number, purpose: Types.AutoVerifyPurpose }, sections: Array<{ id: number, name: string, sortOrder: number, interviewTypeID: number | null, interviewTypeCode: string | null, passStatus: string, conditionSets: Array<{ id: number, name: string, sortOrder: number, conditions: Array<{ id: number, leftComponentID: number, evaluatorID: number, rightComponentID: number | null, rightConstant: string | null, tolerance: number | null, sortOrder: number }> }> }>, components: Array<{ id: number, name: string, kind: string, valueType: string, isirAttributeName: string | null, isirTransaction: string, interviewTypeCode: string | null, questionKey: string | null, studentAttribute: string | null, constantValue: string | null, pseudoQueryID: number | null }>, pseudoQueries: Array<{ id: number, name: string, queryObject: string, result: string, resultColumn: string | null, filters: Array<{ id: number, columnName: string, operator: string, value: string | null }> }>, redirectGroups: Array<{ id: number, name: string, sectionID: number | null, onResult: string, studentStatus: string | null, alertMessage: string | null, memoText: string | null, handoffFlowID: number | null, sortOrder: number }>, evaluators: Array<{ id: number, name: string, operator: string }> } };

export type AutoVerifyCatalogQueryVariables = Exact<{
  aidYear: number;
}>;


export type AutoVerifyCatalogQuery = { autoVerifyCatalog: { isirFields: Array<{ attributeName: string, displayName: string, cpsNumber: number | null, valueType: string }>, itemTypes: Array<{ id: number, typeCode: string, name: string }>, studentAttributes: Array<{ name: string, label: string, valueType: string | null }>, questions: Array<{ typeCode: string, questionKey: string, text: string, valueType: string }>, queryObjects: Array<{ name: string, label: string, columns: Array<{ name: string, label: string }> }> } };

export type AutoVerifyRunsQueryVariables = Exact<{
  search: Types.AutoVerifyRunSearch;
}>;


export type AutoVerifyRunsQuery = { autoVerifyRuns: { total: number, page: number, pageSize: number, rows: Array<{ id: number, createdAt: string, studentUUID: string, studentNumber: string, firstName: string, lastName: string, flowName: string, flowVersion: number, trigger: string, outcome: string, itemsVerified: number, reason: string | null }> } };

export type AutoVerifyRunsCsvQueryVariables = Exact<{
  search: Types.AutoVerifyRunSearch;
}>;


export type AutoVerifyRunsCsvQuery = { autoVerifyRunsCsv: { fileName: string, content: string } };

export type SaveAutoVerifyItemMutationVariables = Exact<{
  resource: Types.AutoVerifyResource;
  id?: number | null | undefined;
  input: Types.AutoVerifyItemInput;
  allowNullUpdate?: boolean | null | undefined;
}>;


export type SaveAutoVerifyItemMutation = { saveAutoVerifyItem: { ok: boolean, message: string | null, id: number | null, error: { message: string, inputErrors: Array<{ path: string, message: string }> } | null } };

export type DeleteAutoVerifyItemMutationVariables = Exact<{
  resource: Types.AutoVerifyResource;
  id: number;
}>;


export type DeleteAutoVerifyItemMutation = { deleteAutoVerifyItem: { ok: boolean, message: string | null, error: { message: string } | null } };

export type MoveAutoVerifyItemMutationVariables = Exact<{
  resource: Types.AutoVerifyResource;
  id: number;
  direction: Types.AutoVerifyMoveDirection;
}>;


export type MoveAutoVerifyItemMutation = { moveAutoVerifyItem: { ok: boolean, message: string | null, id: number | null, error: { message: string } | null } };

export type DraftAutoVerifyFlowMutationVariables = Exact<{
  id: number;
}>;


export type DraftAutoVerifyFlowMutation = { draftAutoVerifyFlow: { ok: boolean, message: string | null, id: number | null, error: { message: string } | null } };

export type TestAutoVerifyFlowMutationVariables = Exact<{
  id: number;
  student: string;
}>;


export type TestAutoVerifyFlowMutation = { testAutoVerifyFlow: { ok: boolean, error: { message: string } | null, evaluation: { outcome: string, reason: string | null, applicable: boolean, sections: Array<{ id: number, name: string, result: string, sets: Array<{ id: number, conditions: Array<{ id: number, text: string, passed: boolean, reason: string | null, left: { value: string | null }, right: { value: string | null } | null }> }> }> } | null } };

export type StudentAutoVerifyRunsQueryVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type StudentAutoVerifyRunsQuery = { studentAutoVerifyRuns: Array<{ id: number, createdAt: string, flowName: string, flowVersion: number, trigger: string, outcome: string, itemsVerified: number, reason: string | null, sections: Array<{ id: number, name: string, result: string, sets: Array<{ id: number, conditions: Array<{ id: number, text: string, passed: boolean, reason: string | null, left: { component: string, value: string | null }, right: { component: string, value: string | null } | null }> }> }> | null }> };

export type RunAutoVerifyMutationVariables = Exact<{
  uuid: string | number;
  aidYear: number;
}>;


export type RunAutoVerifyMutation = { runAutoVerify: { ok: boolean, message: string | null, error: { message: string } | null } };


export const AutoVerifyFlowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AutoVerifyFlows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoVerifyFlows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<AutoVerifyFlowsQuery, AutoVerifyFlowsQueryVariables>;
export const AutoVerifyFullFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AutoVerifyFullFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoVerifyFullFlow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeID"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"passStatus"}},{"kind":"Field","name":{"kind":"Name","value":"conditionSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leftComponentID"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatorID"}},{"kind":"Field","name":{"kind":"Name","value":"rightComponentID"}},{"kind":"Field","name":{"kind":"Name","value":"rightConstant"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"isirAttributeName"}},{"kind":"Field","name":{"kind":"Name","value":"isirTransaction"}},{"kind":"Field","name":{"kind":"Name","value":"interviewTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"studentAttribute"}},{"kind":"Field","name":{"kind":"Name","value":"constantValue"}},{"kind":"Field","name":{"kind":"Name","value":"pseudoQueryID"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pseudoQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"queryObject"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"resultColumn"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sectionID"}},{"kind":"Field","name":{"kind":"Name","value":"onResult"}},{"kind":"Field","name":{"kind":"Name","value":"studentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"alertMessage"}},{"kind":"Field","name":{"kind":"Name","value":"memoText"}},{"kind":"Field","name":{"kind":"Name","value":"handoffFlowID"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}}]}}]}}]}}]} as unknown as DocumentNode<AutoVerifyFullFlowQuery, AutoVerifyFullFlowQueryVariables>;
export const AutoVerifyCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AutoVerifyCatalog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoVerifyCatalog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"cpsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itemTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studentAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"questionKey"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queryObjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AutoVerifyCatalogQuery, AutoVerifyCatalogQueryVariables>;
export const AutoVerifyRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AutoVerifyRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoVerifyRunSearch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoVerifyRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"studentUUID"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"flowName"}},{"kind":"Field","name":{"kind":"Name","value":"flowVersion"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"itemsVerified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<AutoVerifyRunsQuery, AutoVerifyRunsQueryVariables>;
export const AutoVerifyRunsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AutoVerifyRunsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoVerifyRunSearch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoVerifyRunsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<AutoVerifyRunsCsvQuery, AutoVerifyRunsCsvQueryVariables>;
export const SaveAutoVerifyItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAutoVerifyItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoVerifyResource"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoVerifyItemInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowNullUpdate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAutoVerifyItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"allowNullUpdate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowNullUpdate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SaveAutoVerifyItemMutation, SaveAutoVerifyItemMutationVariables>;
export const DeleteAutoVerifyItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAutoVerifyItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoVerifyResource"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAutoVerifyItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteAutoVerifyItemMutation, DeleteAutoVerifyItemMutationVariables>;
export const MoveAutoVerifyItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveAutoVerifyItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoVerifyResource"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoVerifyMoveDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveAutoVerifyItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MoveAutoVerifyItemMutation, MoveAutoVerifyItemMutationVariables>;
export const DraftAutoVerifyFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DraftAutoVerifyFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draftAutoVerifyFlow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DraftAutoVerifyFlowMutation, DraftAutoVerifyFlowMutationVariables>;
export const TestAutoVerifyFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAutoVerifyFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"student"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testAutoVerifyFlow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"student"},"value":{"kind":"Variable","name":{"kind":"Name","value":"student"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"applicable"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestResult"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AutoVerifySectionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"left"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"right"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestAutoVerifyFlowMutation, TestAutoVerifyFlowMutationVariables>;
export const StudentAutoVerifyRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentAutoVerifyRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentAutoVerifyRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"flowName"}},{"kind":"Field","name":{"kind":"Name","value":"flowVersion"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"itemsVerified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AutoVerifyConditionsTable"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AutoVerifyConditionsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AutoVerifySectionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"left"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"right"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentAutoVerifyRunsQuery, StudentAutoVerifyRunsQueryVariables>;
export const RunAutoVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunAutoVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runAutoVerify"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RunAutoVerifyMutation, RunAutoVerifyMutationVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs AutoVerifyFlows and re-renders with its result. */
export function useAutoVerifyFlowsQuery(options: useQuery.Options<AutoVerifyFlowsQuery, AutoVerifyFlowsQueryVariables>) {
  return useQuery(AutoVerifyFlowsDocument, options);
}
/** AutoVerifyFlows, run when the returned function is called. */
export function useAutoVerifyFlowsLazyQuery(options?: useLazyQuery.Options<AutoVerifyFlowsQuery, AutoVerifyFlowsQueryVariables>) {
  return useLazyQuery(AutoVerifyFlowsDocument, options);
}

/** Runs AutoVerifyFullFlow and re-renders with its result. */
export function useAutoVerifyFullFlowQuery(options: useQuery.Options<AutoVerifyFullFlowQuery, AutoVerifyFullFlowQueryVariables>) {
  return useQuery(AutoVerifyFullFlowDocument, options);
}
/** AutoVerifyFullFlow, run when the returned function is called. */
export function useAutoVerifyFullFlowLazyQuery(options?: useLazyQuery.Options<AutoVerifyFullFlowQuery, AutoVerifyFullFlowQueryVariables>) {
  return useLazyQuery(AutoVerifyFullFlowDocument, options);
}

/** Runs AutoVerifyCatalog and re-renders with its result. */
export function useAutoVerifyCatalogQuery(options: useQuery.Options<AutoVerifyCatalogQuery, AutoVerifyCatalogQueryVariables>) {
  return useQuery(AutoVerifyCatalogDocument, options);
}
/** AutoVerifyCatalog, run when the returned function is called. */
export function useAutoVerifyCatalogLazyQuery(options?: useLazyQuery.Options<AutoVerifyCatalogQuery, AutoVerifyCatalogQueryVariables>) {
  return useLazyQuery(AutoVerifyCatalogDocument, options);
}

/** Runs AutoVerifyRuns and re-renders with its result. */
export function useAutoVerifyRunsQuery(options: useQuery.Options<AutoVerifyRunsQuery, AutoVerifyRunsQueryVariables>) {
  return useQuery(AutoVerifyRunsDocument, options);
}
/** AutoVerifyRuns, run when the returned function is called. */
export function useAutoVerifyRunsLazyQuery(options?: useLazyQuery.Options<AutoVerifyRunsQuery, AutoVerifyRunsQueryVariables>) {
  return useLazyQuery(AutoVerifyRunsDocument, options);
}

/** Runs AutoVerifyRunsCsv and re-renders with its result. */
export function useAutoVerifyRunsCsvQuery(options: useQuery.Options<AutoVerifyRunsCsvQuery, AutoVerifyRunsCsvQueryVariables>) {
  return useQuery(AutoVerifyRunsCsvDocument, options);
}
/** AutoVerifyRunsCsv, run when the returned function is called. */
export function useAutoVerifyRunsCsvLazyQuery(options?: useLazyQuery.Options<AutoVerifyRunsCsvQuery, AutoVerifyRunsCsvQueryVariables>) {
  return useLazyQuery(AutoVerifyRunsCsvDocument, options);
}

/** Returns [mutate, result] for SaveAutoVerifyItem. */
export function useSaveAutoVerifyItemMutation(options?: Omit<useMutation.Options<SaveAutoVerifyItemMutation, SaveAutoVerifyItemMutationVariables>, 'variables'>) {
  return useMutation(SaveAutoVerifyItemDocument, options);
}

/** Returns [mutate, result] for DeleteAutoVerifyItem. */
export function useDeleteAutoVerifyItemMutation(options?: Omit<useMutation.Options<DeleteAutoVerifyItemMutation, DeleteAutoVerifyItemMutationVariables>, 'variables'>) {
  return useMutation(DeleteAutoVerifyItemDocument, options);
}

/** Returns [mutate, result] for MoveAutoVerifyItem. */
export function useMoveAutoVerifyItemMutation(options?: Omit<useMutation.Options<MoveAutoVerifyItemMutation, MoveAutoVerifyItemMutationVariables>, 'variables'>) {
  return useMutation(MoveAutoVerifyItemDocument, options);
}

/** Returns [mutate, result] for DraftAutoVerifyFlow. */
export function useDraftAutoVerifyFlowMutation(options?: Omit<useMutation.Options<DraftAutoVerifyFlowMutation, DraftAutoVerifyFlowMutationVariables>, 'variables'>) {
  return useMutation(DraftAutoVerifyFlowDocument, options);
}

/** Returns [mutate, result] for TestAutoVerifyFlow. */
export function useTestAutoVerifyFlowMutation(options?: Omit<useMutation.Options<TestAutoVerifyFlowMutation, TestAutoVerifyFlowMutationVariables>, 'variables'>) {
  return useMutation(TestAutoVerifyFlowDocument, options);
}

/** Runs StudentAutoVerifyRuns and re-renders with its result. */
export function useStudentAutoVerifyRunsQuery(options: useQuery.Options<StudentAutoVerifyRunsQuery, StudentAutoVerifyRunsQueryVariables>) {
  return useQuery(StudentAutoVerifyRunsDocument, options);
}
/** StudentAutoVerifyRuns, run when the returned function is called. */
export function useStudentAutoVerifyRunsLazyQuery(options?: useLazyQuery.Options<StudentAutoVerifyRunsQuery, StudentAutoVerifyRunsQueryVariables>) {
  return useLazyQuery(StudentAutoVerifyRunsDocument, options);
}

/** Returns [mutate, result] for RunAutoVerify. */
export function useRunAutoVerifyMutation(options?: Omit<useMutation.Options<RunAutoVerifyMutation, RunAutoVerifyMutationVariables>, 'variables'>) {
  return useMutation(RunAutoVerifyDocument, options);
}
