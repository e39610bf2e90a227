// The auto-verify designer's resources: what each accepts, and the parts of their routes.
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { dbId, idParam } from '../../platform/route.js';
import { OPERATORS } from '../../domain/auto-verify/catalog.js';
import {
  addResource,
  deleteResource,
  listResource,
  updateResource,
} from '../../domain/auto-verify/design.js';
import { getResource } from '../../domain/auto-verify/design-rows.js';
import {
  DESIGN_RESOURCE_ANSWERS,
  deleteResourceAnswer,
  type Resource,
} from '../../domain/auto-verify/answers.js';

export const VIEW = { permission: 'AUTO_VERIFY_VIEW' } as const;
export const EDIT = { permission: 'AUTO_VERIFY_EDIT' } as const;
export const aidYear = z.coerce.number().int().min(2000).max(2100);
export const studentKey = z.string().max(40);
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

const label = (r: Resource) => r.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
type Asking<K extends 'query' | 'params' | 'body'> = Record<K, Record<string, unknown>> & { caller: Caller };
type AskingOne = { params: { id: number }; caller: Caller };

/**
 * What each route of a design resource (the list, one, add, change, delete) holds but its method and path, which
 * each route writes out (auto-verify-design.routes.ts).
 */
export function designParts(ctx: AppContext) {
  return {
    list: (r: Resource) => ({
      access: VIEW,
      summary: `The school's auto-verify ${label(r)}s${r === 'Flow' || r === 'Evaluator' ? '' : ' of one parent'}`,
      query: LIST_QUERY[r],
      response: z.array(DESIGN_RESOURCE_ANSWERS[r]),
      handler: ({ query, caller }: Asking<'query'>) => listResource(ctx, caller, r, query),
    }),
    one: (r: Resource) => ({
      access: VIEW,
      summary: `One auto-verify ${label(r)}`,
      params: idParam,
      response: DESIGN_RESOURCE_ANSWERS[r],
      handler: ({ params, caller }: AskingOne) => getResource(ctx, caller, r, params.id),
    }),
    add: (r: Resource) => ({
      access: EDIT,
      summary:
        r === 'Flow'
          ? 'Add an auto-verify flow (a draft), or with copyOfFlowID a draft copy of a flow as its next version'
          : `Add an auto-verify ${label(r)} to a draft flow`,
      body: addBody(r) as z.ZodType<Record<string, unknown>>,
      response: z.object({ message: z.string(), item: DESIGN_RESOURCE_ANSWERS[r] }),
      handler: ({ body, caller }: Asking<'body'>) => addResource(ctx, caller, r, body),
    }),
    change: (r: Resource) => ({
      access: EDIT,
      summary:
        r === 'Flow'
          ? 'Change a draft flow, publish it (status PUBLISHED retires the version it replaces) or retire a published one; ?allowNullUpdate=true lets null clear a field'
          : `Change an auto-verify ${label(r)} of a draft flow; ?allowNullUpdate=true lets null clear a field`,
      params: idParam,
      query: z.object({ allowNullUpdate: z.enum(['true', 'false']).optional() }),
      body: (r === 'Flow' ? BODIES.Flow.omit({ copyOfFlowID: true }) : BODIES[r]).partial() as z.ZodType<
        Record<string, unknown>
      >,
      response: z.object({ message: z.string(), item: DESIGN_RESOURCE_ANSWERS[r] }),
      handler: ({
        params,
        body,
        query,
        caller,
      }: AskingOne & Asking<'body'> & { query: { allowNullUpdate?: 'true' | 'false' } }) =>
        updateResource(ctx, caller, r, params.id, body, query.allowNullUpdate === 'true'),
    }),
    remove: (r: Resource) => ({
      access: EDIT,
      summary:
        r === 'Flow'
          ? 'deleteFlow: delete a draft or retired flow that has no runs'
          : r === 'Section'
            ? 'deleteSection: delete a section of a draft flow (refused while a redirect group uses it)'
            : `Delete an auto-verify ${label(r)} of a draft flow (refused while something uses it)`,
      params: idParam,
      response: deleteResourceAnswer,
      handler: ({ params, caller }: AskingOne) => deleteResource(ctx, caller, r, params.id),
    }),
  };
}
