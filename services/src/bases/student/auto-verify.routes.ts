import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { forbidden } from '../../platform/errors.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import { getFullFlow } from '../../domain/auto-verify/design.js';
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
  designerCatalogAnswer,
  fullFlowAnswer,
  queryObjectsAnswer,
  runForStudentAnswer,
  runsCsvAnswer,
  searchRunsAnswer,
  studentRunsAnswer,
  testAgainstStudentAnswer,
  updateConfirmedCorrectionStatusAnswer,
} from '../../domain/auto-verify/answers.js';
import { VIEW, EDIT, aidYear, studentKey } from './auto-verify-design-parts.js';

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
  ];
}

/** Auto-verify runs: for a student, a student's runs, the reports of runs. */
export function autoVerifyRunRoutes(ctx: AppContext): RouteDef[] {
  return [
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
