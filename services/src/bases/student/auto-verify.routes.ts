import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { forbidden } from '../../platform/errors.js';
import { dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import { OPERATORS } from '../../domain/auto-verify/catalog.js';
import {
  addResource,
  deleteResource,
  getFullFlow,
  listResource,
  updateResource,
} from '../../domain/auto-verify/design.js';
import { getResource } from '../../domain/auto-verify/design-rows.js';
import { runAfterIsirImports } from '../../domain/auto-verify/engine.js';
import { designerCatalog, queryObjects } from '../../domain/auto-verify/designer-catalog.js';
import {
  runForStudent,
  runsCsv,
  searchRuns,
  studentRuns,
  testAgainstStudent,
  updateConfirmedCorrectionStatus,
} from '../../domain/auto-verify/runs.js';
import {
  DESIGN_RESOURCE_ANSWERS,
  deleteResourceAnswer,
  designerCatalogAnswer,
  fullFlowAnswer,
  queryObjectsAnswer,
  runForStudentAnswer,
  runsCsvAnswer,
  searchRunsAnswer,
  studentRunsAnswer,
  testAgainstStudentAnswer,
  updateConfirmedCorrectionStatusAnswer,
  type Resource,
} from '../../domain/auto-verify/answers.js';

const VIEW = { permission: 'AUTO_VERIFY_VIEW' } as const;
const EDIT = { permission: 'AUTO_VERIFY_EDIT' } as const;
const aidYear = z.coerce.number().int().min(2000).max(2100);
const studentKey = z.string().max(40);
const name = z.string().trim().min(1, 'give it a name').max(200);
const text = (max = 2000) => z.string().max(max).nullable();
const order = z.number().int().min(0).max(10_000);
const STUDENT_STATUS = z.enum([
  'SELECTED',
  'IN_PROGRESS',
  'REVIEW',
  'APPROVED',
  'APPROVED_WITH_CORRECTIONS',
  'APPROVED_WITH_CR',
]);

/** What each resource accepts on add; update takes any part of it. */
const BODIES: Record<Resource, z.ZodObject<z.ZodRawShape>> = {
  Flow: z.object({
    name,
    description: text(),
    aidYear,
    purpose: z.enum(['VERIFICATION', 'CORRECTION']),
    verificationGroup: z.string().max(10).nullable(),
    status: z.enum(['DRAFT', 'PUBLISHED', 'RETIRED']),
    /** Add only: a new draft version copied from this flow ("editing makes a draft"). */
    copyOfFlowID: dbId,
  }),
  Section: z.object({
    flowID: dbId,
    name,
    sortOrder: order,
    interviewTypeID: dbId.nullable(),
    passStatus: z.enum(['AUTO_VERIFIED', 'NOT_REQUIRED']),
  }),
  ConditionSet: z.object({ sectionID: dbId, name, sortOrder: order }),
  Condition: z.object({
    conditionSetID: dbId,
    leftComponentID: dbId,
    evaluatorID: dbId,
    rightComponentID: dbId.nullable(),
    rightConstant: text(500),
    tolerance: z.number().int().min(0).max(1_000_000).nullable(),
    sortOrder: order,
  }),
  Evaluator: z.object({
    name,
    operator: z.enum(OPERATORS),
    defaultTolerance: z.number().int().min(0).max(1_000_000).nullable(),
    description: text(),
  }),
  Component: z.object({
    flowID: dbId,
    name,
    kind: z.enum(['ISIR_FIELD', 'INTERVIEW_ANSWER', 'STUDENT_ATTRIBUTE', 'CONSTANT', 'PSEUDO_QUERY']),
    valueType: z.enum(['TEXT', 'NUMBER']),
    isirAttributeName: text(200),
    isirTransaction: z.enum(['CURRENT', 'PREVIOUS']),
    interviewTypeCode: text(20),
    questionKey: text(50),
    studentAttribute: text(50),
    constantValue: text(500),
    pseudoQueryID: dbId.nullable(),
  }),
  PseudoQuery: z.object({
    flowID: dbId,
    name,
    queryObject: z.string().max(50),
    result: z.enum(['COUNT', 'EXISTS', 'VALUE']),
    resultColumn: text(50),
  }),
  PseudoQueryFilter: z.object({
    pseudoQueryID: dbId,
    columnName: z.string().max(50),
    operator: z.enum(['EQUALS', 'NOT_EQUALS', 'IN_LIST', 'BLANK', 'NOT_BLANK']),
    value: text(500),
  }),
  RedirectGroup: z.object({
    flowID: dbId,
    name,
    sectionID: dbId.nullable(),
    onResult: z.enum(['PASS', 'FAIL']),
    studentStatus: STUDENT_STATUS.nullable(),
    alertMessage: text(),
    memoText: text(),
    handoffFlowID: dbId.nullable(),
    sortOrder: order,
  }),
};
/** Fields an add must name (the rest have defaults or may be empty). */
const REQUIRED: Record<Resource, string[]> = {
  Flow: [],
  Section: ['flowID', 'name'],
  ConditionSet: ['sectionID', 'name'],
  Condition: ['conditionSetID', 'leftComponentID', 'evaluatorID'],
  Evaluator: ['name', 'operator'],
  Component: ['flowID', 'name', 'kind'],
  PseudoQuery: ['flowID', 'name', 'queryObject', 'result'],
  PseudoQueryFilter: ['pseudoQueryID', 'columnName', 'operator'],
  RedirectGroup: ['flowID', 'name', 'onResult'],
};
/** The list's parent filter. */
const LIST_QUERY: Record<Resource, z.ZodType<Record<string, unknown>>> = {
  Flow: z.object({ aidYear: aidYear.optional(), purpose: z.enum(['VERIFICATION', 'CORRECTION']).optional() }),
  Evaluator: z.object({}),
  Section: z.object({ flowID: z.coerce.number().int().positive().max(2_147_483_647) }),
  Component: z.object({ flowID: z.coerce.number().int().positive().max(2_147_483_647) }),
  PseudoQuery: z.object({ flowID: z.coerce.number().int().positive().max(2_147_483_647) }),
  RedirectGroup: z.object({ flowID: z.coerce.number().int().positive().max(2_147_483_647) }),
  ConditionSet: z.object({ sectionID: z.coerce.number().int().positive().max(2_147_483_647) }),
  Condition: z.object({ conditionSetID: z.coerce.number().int().positive().max(2_147_483_647) }),
  PseudoQueryFilter: z.object({ pseudoQueryID: z.coerce.number().int().positive().max(2_147_483_647) }),
};

const addBody = (r: Resource) => {
  const shape = BODIES[r].partial();
  return REQUIRED[r].length
    ? shape.required(Object.fromEntries(REQUIRED[r].map((k) => [k, true])) as never)
    : shape;
};

function crudRoutes(ctx: AppContext, r: Resource): RouteDef[] {
  const path = `AutoVerify${r}`;
  const label = r.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return [
    defineRoute({
      base: 'student',
      method: 'GET',
      path: `${path}/`,
      access: VIEW,
      summary: `The school's auto-verify ${label}s${r === 'Flow' || r === 'Evaluator' ? '' : ' of one parent'}`,
      query: LIST_QUERY[r],
      response: z.array(DESIGN_RESOURCE_ANSWERS[r]),
      handler: ({ query, caller }) => listResource(ctx, caller, r, query),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: `${path}/{id}`,
      access: VIEW,
      summary: `One auto-verify ${label}`,
      params: idParam,
      response: DESIGN_RESOURCE_ANSWERS[r],
      handler: ({ params, caller }) => getResource(ctx, caller, r, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: `${path}/`,
      access: EDIT,
      summary:
        r === 'Flow'
          ? 'Add an auto-verify flow (a draft), or with copyOfFlowID a draft copy of a flow as its next version'
          : `Add an auto-verify ${label} to a draft flow`,
      body: addBody(r) as z.ZodType<Record<string, unknown>>,
      response: z.object({ message: z.string(), item: DESIGN_RESOURCE_ANSWERS[r] }),
      handler: ({ body, caller }) => addResource(ctx, caller, r, body),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: `${path}/{id}`,
      access: EDIT,
      summary:
        r === 'Flow'
          ? 'Change a draft flow, publish it (status PUBLISHED retires the version it replaces) or retire a published one; ?allowNullUpdate=true lets null clear a field'
          : `Change an auto-verify ${label} of a draft flow; ?allowNullUpdate=true lets null clear a field`,
      params: idParam,
      query: z.object({ allowNullUpdate: z.enum(['true', 'false']).optional() }),
      body: (r === 'Flow' ? BODIES.Flow.omit({ copyOfFlowID: true }) : BODIES[r]).partial() as z.ZodType<
        Record<string, unknown>
      >,
      response: z.object({ message: z.string(), item: DESIGN_RESOURCE_ANSWERS[r] }),
      handler: ({ params, body, query, caller }) =>
        updateResource(ctx, caller, r, params.id, body, query.allowNullUpdate === 'true'),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: `${path}/{id}`,
      access: EDIT,
      summary:
        r === 'Flow'
          ? 'deleteFlow: delete a draft or retired flow that has no runs'
          : r === 'Section'
            ? 'deleteSection: delete a section of a draft flow (refused while a redirect group uses it)'
            : `Delete an auto-verify ${label} of a draft flow (refused while something uses it)`,
      params: idParam,
      response: deleteResourceAnswer,
      handler: ({ params, caller }) => deleteResource(ctx, caller, r, params.id),
    }),
  ];
}

const reportPermission = (caller: Caller, purpose: string) => {
  const code = purpose === 'CORRECTION' ? 'CORRECTION_AUTO_VERIFY_REPORT_VIEW' : 'AUTO_VERIFY_REPORT_VIEW';
  if (!caller.permissions.has(code)) throw forbidden(`Permission ${code} required`);
};
const runSearch = z.object({
  aidYear,
  purpose: z.enum(['VERIFICATION', 'CORRECTION']),
  outcome: z.enum(['VERIFIED', 'PARTIAL', 'NOT_VERIFIED', 'CONFIRMED', 'REVIEW']).optional(),
  text: z.string().max(100).optional(),
  sortBy: z.enum(['createdAt', 'lastName', 'outcome', 'flowName', 'itemsVerified']).default('createdAt'),
  sortDirection: z.enum(['ASC', 'DESC']).default('DESC'),
});

export function autoVerifyRoutes(ctx: AppContext): RouteDef[] {
  runAfterIsirImports(ctx);
  return [
    ...(
      [
        'Flow',
        'Section',
        'ConditionSet',
        'Condition',
        'Evaluator',
        'Component',
        'PseudoQuery',
        'PseudoQueryFilter',
        'RedirectGroup',
      ] as Resource[]
    ).flatMap((r) => crudRoutes(ctx, r)),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'autoverify/GetFullFlow/{id}',
      access: VIEW,
      summary:
        'A flow with its sections, condition sets, conditions, components, pseudo queries, redirect groups and the evaluators',
      params: idParam,
      response: fullFlowAnswer,
      handler: ({ params, caller }) => getFullFlow(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyPseudoQuery/QueryObjects',
      access: VIEW,
      summary:
        'What a pseudo query may read (student, current ISIR, previous ISIR, task items, documents, corrections) and their columns',
      response: queryObjectsAnswer,
      handler: async () => queryObjects(),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'student/updateConfirmedCorrectionAutoVerifyStatus/{a}/{b}',
      access: { permission: 'STUDENT_EDIT' },
      summary:
        'Run the published correction auto-verify flow for a student (a: aid year, b: student id or uuid): confirmed corrections move the student on, otherwise to review with the reason',
      params: z.object({ a: aidYear, b: studentKey }),
      response: updateConfirmedCorrectionStatusAnswer,
      handler: ({ params, caller }) => updateConfirmedCorrectionStatus(ctx, caller, params.a, params.b),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'autoverify/designerCatalog/{aidYear}',
      access: VIEW,
      summary:
        "The designer's pickers for an aid year: ISIR fields of the installed layout by display name, student attributes, questions, item types, operators",
      params: z.object({ aidYear }),
      response: designerCatalogAnswer,
      handler: ({ params }) => designerCatalog(ctx, params.aidYear),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'autoverify/test/{id}',
      access: EDIT,
      summary:
        "Test a flow (draft or published) against one student: every condition's inputs and result; nothing is written",
      params: idParam,
      body: z.object({ studentID: z.string().trim().min(1, 'name a student (id or uuid)').max(40) }),
      response: testAgainstStudentAnswer,
      handler: ({ params, body, caller }) => testAgainstStudent(ctx, caller, params.id, body.studentID),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'autoverify/run/{a}/{b}',
      access: { permission: 'STUDENT_EDIT' },
      summary:
        "Run auto-verify now for a student (a: aid year, b: student id or uuid) with the school's published flows",
      params: z.object({ a: aidYear, b: studentKey }),
      response: runForStudentAnswer,
      handler: ({ params, caller }) => runForStudent(ctx, caller, params.b, params.a),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'autoverify/studentRuns/{a}/{b}',
      access: { permission: 'STUDENT_VIEW' },
      summary:
        "A student's auto-verify runs of an aid year (a: aid year, b: student id or uuid), newest first, with each condition's inputs and result",
      params: z.object({ a: aidYear, b: studentKey }),
      response: studentRunsAnswer,
      handler: ({ params, caller }) => studentRuns(ctx, caller, params.b, params.a),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'autoverify/runs/search',
      access: 'staff',
      summary:
        'AutoVerifyReport / CorrectionAutoVerifyReport rows: runs of an aid year, paged and sorted by the services',
      body: runSearch.extend({
        page: z.number().int().min(1).max(100_000).default(1),
        pageSize: z.number().int().min(1).max(500).default(50),
      }),
      response: searchRunsAnswer,
      handler: ({ body, caller }) => {
        reportPermission(caller, body.purpose);
        return searchRuns(ctx, caller, body);
      },
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'autoverify/runs/csv',
      access: 'staff',
      summary: 'The report rows as CSV, every page in the chosen order',
      body: runSearch,
      response: runsCsvAnswer,
      handler: ({ body, caller }) => {
        reportPermission(caller, body.purpose);
        return runsCsv(ctx, caller, body);
      },
    }),
  ];
}
