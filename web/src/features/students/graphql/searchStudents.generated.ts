/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type SearchStudentsQueryVariables = Exact<{
  input: Types.StudentSearchInput;
}>;


export type SearchStudentsQuery = { searchStudents: { total: number, page: number, pageSize: number, items: Array<{ id: number, uuid: string, firstName: string, lastName: string, studentNumber: string, email: string | null, ssnLastFour: string | null, status: string }> } };


export const SearchStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"studentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ssnLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SearchStudentsQuery, SearchStudentsQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
/** Runs SearchStudents and re-renders with its result. */
export function useSearchStudentsQuery(options: useQuery.Options<SearchStudentsQuery, SearchStudentsQueryVariables>) {
  return useQuery(SearchStudentsDocument, options);
}
/** SearchStudents, run when the returned function is called. */
export function useSearchStudentsLazyQuery(options?: useLazyQuery.Options<SearchStudentsQuery, SearchStudentsQueryVariables>) {
  return useLazyQuery(SearchStudentsDocument, options);
}
