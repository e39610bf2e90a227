import type { Catalog, Flow } from './types';

// Over 80 lines: test data, one flow written out whole so a test reads every piece it checks in one place.
/** A small draft flow: one section with one set and condition, two components, a pseudo query with a filter, a redirect group. */
export function draftFlow(status: Flow['flow']['status'] = 'DRAFT'): Flow {
  return {
    flow: { id: 7, name: 'Household', status, version: 1, aidYear: 2027, purpose: 'VERIFICATION' },
    sections: [
      {
        id: 11,
        name: 'Worksheet',
        sortOrder: 0,
        interviewTypeID: 1,
        interviewTypeCode: 'V1',
        passStatus: 'AUTO_VERIFIED',
        conditionSets: [
          {
            id: 21,
            name: 'Conditions',
            sortOrder: 0,
            conditions: [
              {
                id: 31,
                leftComponentID: 41,
                evaluatorID: 51,
                rightComponentID: null,
                rightConstant: '4',
                tolerance: 0,
                sortOrder: 0,
              },
            ],
          },
        ],
      },
      {
        id: 12,
        name: 'Tax',
        sortOrder: 1,
        interviewTypeID: 2,
        interviewTypeCode: 'TAX',
        passStatus: 'AUTO_VERIFIED',
        conditionSets: [],
      },
    ],
    components: [
      {
        id: 41,
        name: 'Family size',
        kind: 'ISIR_FIELD',
        valueType: 'NUMBER',
        isirAttributeName: 'studentFamilySize',
        isirTransaction: 'CURRENT',
        interviewTypeCode: null,
        questionKey: null,
        studentAttribute: null,
        constantValue: null,
        pseudoQueryID: null,
      },
      {
        id: 42,
        name: 'Open items',
        kind: 'PSEUDO_QUERY',
        valueType: 'NUMBER',
        isirAttributeName: null,
        isirTransaction: 'CURRENT',
        interviewTypeCode: null,
        questionKey: null,
        studentAttribute: null,
        constantValue: null,
        pseudoQueryID: 61,
      },
    ],
    pseudoQueries: [
      {
        id: 61,
        name: 'Open task items',
        queryObject: 'taskItems',
        result: 'COUNT',
        resultColumn: null,
        filters: [{ id: 71, columnName: 'status', operator: 'NOT_EQUALS', value: 'AUTO_VERIFIED' }],
      },
    ],
    redirectGroups: [
      {
        id: 81,
        name: 'Review',
        sectionID: 11,
        onResult: 'FAIL',
        studentStatus: 'REVIEW',
        alertMessage: null,
        memoText: null,
        handoffFlowID: null,
        sortOrder: 0,
      },
      {
        id: 82,
        name: 'Note',
        sectionID: null,
        onResult: 'FAIL',
        studentStatus: null,
        alertMessage: null,
        memoText: 'Not verified: {reason}',
        handoffFlowID: null,
        sortOrder: 1,
      },
    ],
    evaluators: [
      { id: 51, name: 'within tolerance', operator: 'WITHIN_TOLERANCE' },
      { id: 52, name: 'equals', operator: 'EQUALS' },
    ],
  };
}

/** Pickers of 2026-27 reduced to what the tests choose from. */
export const catalog: NonNullable<Catalog> = {
  isirFields: [
    {
      attributeName: 'studentFamilySize',
      displayName: 'Updated Family Size',
      cpsNumber: 61,
      valueType: 'NUMBER',
    },
  ],
  itemTypes: [
    { id: 1, typeCode: 'V1', name: 'Verification worksheet' },
    { id: 2, typeCode: 'TAX', name: 'Tax transcript' },
  ],
  studentAttributes: [],
  questions: [],
  queryObjects: [
    {
      name: 'taskItems',
      label: 'Task list items',
      columns: [
        { name: 'typeCode', label: 'Item type' },
        { name: 'status', label: 'Item status' },
      ],
    },
    { name: 'student', label: 'Student', columns: [{ name: 'status', label: 'Status' }] },
  ],
};
