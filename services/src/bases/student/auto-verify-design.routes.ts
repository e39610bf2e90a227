import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { designParts } from './auto-verify-design-parts.js';

// The auto-verify designer's resources, each listed, read, added, changed and deleted under AutoVerify<Resource>/
// (the route parts they share: auto-verify-design-parts.ts).

/** Flows and their sections. */
export function autoVerifyFlowRoutes(ctx: AppContext): RouteDef[] {
  const design = designParts(ctx);
  return [
    // ---- Flow ----
    defineRoute({ base: 'student', method: 'GET', path: 'AutoVerifyFlow/', ...design.list('Flow') }),
    defineRoute({ base: 'student', method: 'GET', path: 'AutoVerifyFlow/{id}', ...design.one('Flow') }),
    defineRoute({ base: 'student', method: 'POST', path: 'AutoVerifyFlow/', ...design.add('Flow') }),
    defineRoute({ base: 'student', method: 'PATCH', path: 'AutoVerifyFlow/{id}', ...design.change('Flow') }),
    defineRoute({ base: 'student', method: 'DELETE', path: 'AutoVerifyFlow/{id}', ...design.remove('Flow') }),
    // ---- Section ----
    defineRoute({ base: 'student', method: 'GET', path: 'AutoVerifySection/', ...design.list('Section') }),
    defineRoute({ base: 'student', method: 'GET', path: 'AutoVerifySection/{id}', ...design.one('Section') }),
    defineRoute({ base: 'student', method: 'POST', path: 'AutoVerifySection/', ...design.add('Section') }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'AutoVerifySection/{id}',
      ...design.change('Section'),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'AutoVerifySection/{id}',
      ...design.remove('Section'),
    }),
  ];
}

/** Condition sets and conditions. */
export function autoVerifyConditionRoutes(ctx: AppContext): RouteDef[] {
  const design = designParts(ctx);
  return [
    // ---- ConditionSet ----
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyConditionSet/',
      ...design.list('ConditionSet'),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyConditionSet/{id}',
      ...design.one('ConditionSet'),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AutoVerifyConditionSet/',
      ...design.add('ConditionSet'),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'AutoVerifyConditionSet/{id}',
      ...design.change('ConditionSet'),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'AutoVerifyConditionSet/{id}',
      ...design.remove('ConditionSet'),
    }),
    // ---- Condition ----
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyCondition/',
      ...design.list('Condition'),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyCondition/{id}',
      ...design.one('Condition'),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AutoVerifyCondition/',
      ...design.add('Condition'),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'AutoVerifyCondition/{id}',
      ...design.change('Condition'),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'AutoVerifyCondition/{id}',
      ...design.remove('Condition'),
    }),
  ];
}

/** Evaluators and components. */
export function autoVerifyComponentRoutes(ctx: AppContext): RouteDef[] {
  const design = designParts(ctx);
  return [
    // ---- Evaluator ----
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyEvaluator/',
      ...design.list('Evaluator'),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyEvaluator/{id}',
      ...design.one('Evaluator'),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AutoVerifyEvaluator/',
      ...design.add('Evaluator'),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'AutoVerifyEvaluator/{id}',
      ...design.change('Evaluator'),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'AutoVerifyEvaluator/{id}',
      ...design.remove('Evaluator'),
    }),
    // ---- Component ----
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyComponent/',
      ...design.list('Component'),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyComponent/{id}',
      ...design.one('Component'),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AutoVerifyComponent/',
      ...design.add('Component'),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'AutoVerifyComponent/{id}',
      ...design.change('Component'),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'AutoVerifyComponent/{id}',
      ...design.remove('Component'),
    }),
  ];
}

/** Pseudo queries and their filters. */
export function autoVerifyPseudoQueryRoutes(ctx: AppContext): RouteDef[] {
  const design = designParts(ctx);
  return [
    // ---- PseudoQuery ----
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyPseudoQuery/',
      ...design.list('PseudoQuery'),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyPseudoQuery/{id}',
      ...design.one('PseudoQuery'),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AutoVerifyPseudoQuery/',
      ...design.add('PseudoQuery'),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'AutoVerifyPseudoQuery/{id}',
      ...design.change('PseudoQuery'),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'AutoVerifyPseudoQuery/{id}',
      ...design.remove('PseudoQuery'),
    }),
    // ---- PseudoQueryFilter ----
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyPseudoQueryFilter/',
      ...design.list('PseudoQueryFilter'),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyPseudoQueryFilter/{id}',
      ...design.one('PseudoQueryFilter'),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AutoVerifyPseudoQueryFilter/',
      ...design.add('PseudoQueryFilter'),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'AutoVerifyPseudoQueryFilter/{id}',
      ...design.change('PseudoQueryFilter'),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'AutoVerifyPseudoQueryFilter/{id}',
      ...design.remove('PseudoQueryFilter'),
    }),
  ];
}

/** Redirect groups. */
export function autoVerifyRedirectGroupRoutes(ctx: AppContext): RouteDef[] {
  const design = designParts(ctx);
  return [
    // ---- RedirectGroup ----
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyRedirectGroup/',
      ...design.list('RedirectGroup'),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'AutoVerifyRedirectGroup/{id}',
      ...design.one('RedirectGroup'),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AutoVerifyRedirectGroup/',
      ...design.add('RedirectGroup'),
    }),
    defineRoute({
      base: 'student',
      method: 'PATCH',
      path: 'AutoVerifyRedirectGroup/{id}',
      ...design.change('RedirectGroup'),
    }),
    defineRoute({
      base: 'student',
      method: 'DELETE',
      path: 'AutoVerifyRedirectGroup/{id}',
      ...design.remove('RedirectGroup'),
    }),
  ];
}
