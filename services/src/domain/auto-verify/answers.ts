import { z } from 'zod';

const id = z.number().int();
/** The flow table's CHECK constraints. */
const purpose = z.enum(['VERIFICATION', 'CORRECTION']);
const flowStatus = z.enum(['DRAFT', 'PUBLISHED', 'RETIRED']);

/** The rows of the designer (one schema per resource), as the CRUD routes and GetFullFlow answer them. */
export const flowAnswer = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  aidYear: z.number().int(),
  purpose,
  verificationGroup: z.string().nullable(),
  status: flowStatus,
  version: z.number().int(),
  familyUUID: z.string(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const sectionAnswer = z.object({
  id,
  flowID: id,
  name: z.string(),
  sortOrder: z.number().int(),
  interviewTypeID: id.nullable(),
  passStatus: z.string(),
  interviewTypeCode: z.string().nullable(),
});
export const conditionSetAnswer = z.object({
  id,
  sectionID: id,
  name: z.string(),
  sortOrder: z.number().int(),
});
export const conditionAnswer = z.object({
  id,
  conditionSetID: id,
  leftComponentID: id,
  evaluatorID: id,
  rightComponentID: id.nullable(),
  rightConstant: z.string().nullable(),
  tolerance: z.number().int().nullable(),
  sortOrder: z.number().int(),
});
export const evaluatorAnswer = z.object({
  id,
  name: z.string(),
  operator: z.string(),
  defaultTolerance: z.number().int().nullable(),
  description: z.string().nullable(),
  builtIn: z.boolean(),
});
export const componentAnswer = z.object({
  id,
  flowID: id,
  name: z.string(),
  kind: z.string(),
  valueType: z.string(),
  isirAttributeName: z.string().nullable(),
  isirTransaction: z.string(),
  interviewTypeCode: z.string().nullable(),
  questionKey: z.string().nullable(),
  studentAttribute: z.string().nullable(),
  constantValue: z.string().nullable(),
  pseudoQueryID: id.nullable(),
});
export const pseudoQueryAnswer = z.object({
  id,
  flowID: id,
  name: z.string(),
  queryObject: z.string(),
  result: z.string(),
  resultColumn: z.string().nullable(),
});
export const pseudoQueryFilterAnswer = z.object({
  id,
  pseudoQueryID: id,
  columnName: z.string(),
  operator: z.string(),
  value: z.string().nullable(),
});
export const redirectGroupAnswer = z.object({
  id,
  flowID: id,
  name: z.string(),
  sectionID: id.nullable(),
  onResult: z.string(),
  studentStatus: z.string().nullable(),
  alertMessage: z.string().nullable(),
  memoText: z.string().nullable(),
  handoffFlowID: id.nullable(),
  sortOrder: z.number().int(),
});

export const DESIGN_RESOURCE_ANSWERS = {
  Flow: flowAnswer,
  Section: sectionAnswer,
  ConditionSet: conditionSetAnswer,
  Condition: conditionAnswer,
  Evaluator: evaluatorAnswer,
  Component: componentAnswer,
  PseudoQuery: pseudoQueryAnswer,
  PseudoQueryFilter: pseudoQueryFilterAnswer,
  RedirectGroup: redirectGroupAnswer,
} as const;
/** The designer's nine resources (/autoVerifyDesign), one table each. */
export type Resource = keyof typeof DESIGN_RESOURCE_ANSWERS;

/** A flow with everything in it: sections with their condition sets and conditions, components, pseudo queries, redirect groups, and the evaluators it may use. */
export const fullFlowAnswer = flowAnswer.extend({
  sections: z.array(
    sectionAnswer.extend({
      conditionSets: z.array(conditionSetAnswer.extend({ conditions: z.array(conditionAnswer) })),
    }),
  ),
  components: z.array(componentAnswer),
  pseudoQueries: z.array(pseudoQueryAnswer.extend({ filters: z.array(pseudoQueryFilterAnswer) })),
  redirectGroups: z.array(redirectGroupAnswer),
  evaluators: z.array(evaluatorAnswer),
});

export const deleteResourceAnswer = z.object({ message: z.string() });

export const queryObjectsAnswer = z.array(
  z.object({
    name: z.string(),
    label: z.string(),
    columns: z.array(z.object({ name: z.string(), label: z.string() })),
  }),
);

export const updateConfirmedCorrectionStatusAnswer = z.object({
  outcome: z.string().nullable(),
  reason: z.string().nullable(),
  studentStatus: z.string(),
  confirmedCorrections: z.number(),
  ran: z.boolean(),
});

export const designerCatalogAnswer = z.object({
  aidYear: z.number(),
  isirFields: z.array(
    z.object({
      attributeName: z.string(),
      displayName: z.string(),
      cpsNumber: z.number().nullable(),
      section: z.string().nullable(),
      valueType: z.string(),
      fti: z.boolean(),
    }),
  ),
  studentAttributes: z.array(
    z.object({ name: z.string(), label: z.string(), valueType: z.enum(['TEXT', 'NUMBER']) }),
  ),
  questions: z.array(
    z.object({
      valueType: z.string(),
      typeCode: z.string(),
      questionKey: z.string(),
      text: z.string(),
      questionType: z.string(),
    }),
  ),
  itemTypes: z.array(z.object({ id: z.number(), typeCode: z.string(), name: z.string() })),
  operators: z.array(
    z.enum([
      'EQUALS',
      'NOT_EQUALS',
      'BLANK',
      'NOT_BLANK',
      'WITHIN_TOLERANCE',
      'GREATER_THAN',
      'LESS_THAN',
      'IN_LIST',
      'ALL_ITEMS_APPROVED',
      'UNCHANGED_SINCE_TRANSACTION',
      'CORRECTIONS_CONFIRMED',
      'NO_UNEXPECTED_CHANGE',
    ]),
  ),
  queryObjects: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      columns: z.array(z.object({ name: z.string(), label: z.string() })),
    }),
  ),
});

/** The sections of a run, each set and condition with what it compared and why it passed or failed. */
export const runSectionsAnswer = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    itemType: z.string().nullable(),
    itemIds: z.array(z.number()),
    result: z.enum(['PASS', 'FAIL', 'NO_ITEM']),
    passStatus: z.string(),
    sets: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        passed: z.boolean(),
        conditions: z.array(
          z.object({
            id: z.number(),
            text: z.string(),
            evaluator: z.string(),
            left: z.object({
              component: z.string(),
              value: z.string().nullable(),
              fti: z.boolean().optional(),
            }),
            right: z
              .object({
                component: z.string(),
                value: z.string().nullable(),
                fti: z.boolean().optional(),
              })
              .nullable(),
            tolerance: z.number().nullable(),
            passed: z.boolean(),
            reason: z.string().nullable(),
          }),
        ),
      }),
    ),
  }),
);

export const testAgainstStudentAnswer = z.object({
  flowId: z.number(),
  flowName: z.string(),
  version: z.number(),
  purpose,
  studentId: z.number(),
  isirRecordId: z.number().nullable(),
  sections: runSectionsAnswer,
  outcome: z.enum(['VERIFIED', 'PARTIAL', 'NOT_VERIFIED', 'CONFIRMED', 'REVIEW']),
  reason: z.string().nullable(),
  applicable: z.boolean(),
  student: z.object({ uuid: z.string(), name: z.string() }),
});

/** A run of a flow for a student, as the runs report lists it. */
export const autoVerifyRunAnswer = z.object({
  id,
  aidYear: z.number().int(),
  flowID: id,
  flowName: z.string(),
  flowVersion: z.number().int(),
  purpose,
  trigger: z.string(),
  outcome: z.string(),
  itemsVerified: z.number().int(),
  reason: z.string().nullable(),
  runBy: z.string(),
  createdAt: z.string(),
  studentUUID: z.string(),
  studentNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentStatus: z.string(),
});

/** A student's runs with every condition (FTI values redacted for a caller who may not see them). */
export const studentRunsAnswer = z.array(autoVerifyRunAnswer.extend({ sections: runSectionsAnswer }));

export const searchRunsAnswer = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(autoVerifyRunAnswer),
});

export const runsCsvAnswer = z.object({
  fileName: z.string(),
  contentType: z.string(),
  content: z.string(),
  rowCount: z.number(),
});

export const runForStudentAnswer = z.object({
  runs: studentRunsAnswer,
  message: z.string(),
  students: z.number().int(),
  evaluated: z.number().int(),
  itemsVerified: z.number().int(),
  skippedUnchanged: z.number().int(),
});
