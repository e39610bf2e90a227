/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../__generated__/graphql';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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


export const TitleIvStatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TitleIvStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleIvStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateAbbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCount"}}]}}]}}]} as unknown as DocumentNode<TitleIvStatesQuery, TitleIvStatesQueryVariables>;
export const TitleIvCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TitleIvCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateAbbreviation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleIvCities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stateAbbreviation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateAbbreviation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCount"}}]}}]}}]} as unknown as DocumentNode<TitleIvCitiesQuery, TitleIvCitiesQueryVariables>;
export const TitleIvSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TitleIvSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateAbbreviation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleIvSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stateAbbreviation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateAbbreviation"}}},{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCode"}},{"kind":"Field","name":{"kind":"Name","value":"opeid"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateAbbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]}}]} as unknown as DocumentNode<TitleIvSchoolsQuery, TitleIvSchoolsQueryVariables>;
export const TitleIvSchoolListSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TitleIvSchoolListSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleIvSchoolListSource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoad"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"loadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"loadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"schoolCount"}},{"kind":"Field","name":{"kind":"Name","value":"foreignSchoolCount"}}]}}]}}]}}]} as unknown as DocumentNode<TitleIvSchoolListSourceQuery, TitleIvSchoolListSourceQueryVariables>;
export const BasAmountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BasAmounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basAmounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarYear"}},{"kind":"Field","name":{"kind":"Name","value":"officerMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"enlistedMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"officerYearly"}},{"kind":"Field","name":{"kind":"Name","value":"enlistedYearly"}}]}}]}}]} as unknown as DocumentNode<BasAmountsQuery, BasAmountsQueryVariables>;
export const PovertyLevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PovertyLevels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"povertyLevels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"guidelineYear"}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"eachAdditionalPerson"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"householdSize"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PovertyLevelsQuery, PovertyLevelsQueryVariables>;
export const IsirRecordLayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsirRecordLayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirRecordLayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aidYear"}},{"kind":"Field","name":{"kind":"Name","value":"edYearCode"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"recordLength"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"elementCount"}}]}}]}}]} as unknown as DocumentNode<IsirRecordLayoutsQuery, IsirRecordLayoutsQueryVariables>;
export const IsirEnumCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsirEnumCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isirEnumCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"aidYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aidYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"suppressed"}}]}}]}}]} as unknown as DocumentNode<IsirEnumCodesQuery, IsirEnumCodesQueryVariables>;

// Apollo Client 4 hooks (scripts/codegen/apollo-hooks.cjs)
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
