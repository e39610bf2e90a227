import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  addView,
  deleteView,
  searchView,
  updateSortOrder,
  updateView,
  type Level,
  type Scope,
} from '../../domain/isir/view-settings.js';
import {
  isirViewDoneAnswer,
  isirViewIdAnswer,
  isirViewSearchAnswers,
} from '../../domain/isir/isir.answers.js';
import { aidYear } from './isir.routes.js';

// The ISIR view settings: the school's (IsirView<Level>/) and the installation's masters (MasterIsirView<Level>/),
// each level (element, group, tab) searched, reordered, added, changed and deleted.

const MASTER_PERMISSION = 'ISIR_MASTER_VIEW_SETTINGS_EDIT';
const viewBody = z.object({
  aidYear: aidYear.optional(),
  tabId: dbId.optional(),
  groupId: dbId.optional(),
  name: z.string().trim().min(1).max(200).optional(),
  attributeName: z.string().trim().min(1).max(200).optional(),
  displayName: z.string().trim().max(200).nullable().optional(),
  sortOrder: z.number().int().min(0).max(100000).optional(),
});
const searchBody = viewBody.pick({ aidYear: true, tabId: true, groupId: true, name: true });
const changeBody = viewBody.pick({ name: true, displayName: true, sortOrder: true, attributeName: true });
const reorderBody = z.object({ ids: z.array(dbId).min(1).max(2000) });
type Resource = 'Element' | 'Group' | 'Tab';
/** Whose settings: the session's school's, or the masters every school starts from. */
type Settings = 'school' | 'master';

/** What a level's settings are checked and named by. */
function viewOf(resource: Resource, settings: Settings) {
  const master = settings === 'master';
  return {
    level: resource.toLowerCase() as Level,
    access: { permission: master ? MASTER_PERMISSION : 'ISIR_VIEW_SETTINGS_VIEW' },
    scope: (c: Caller): Scope => (master ? null : c.schoolCode),
    what: `${master ? 'master ' : ''}ISIR view ${resource.toLowerCase()}`,
  };
}

/** What each route of a level's settings holds but its method and path, which each route writes out. */
function viewParts(ctx: AppContext) {
  return {
    search: (resource: Resource, settings: Settings) => {
      const { level, access, scope, what } = viewOf(resource, settings);
      return {
        access,
        summary: `Search ${what}s`,
        body: searchBody,
        response: isirViewSearchAnswers[level],
        handler: ({ body: b, caller }: { body: z.output<typeof searchBody>; caller: Caller }) =>
          searchView(ctx.db, scope(caller), level, b),
      };
    },
    reorder: (resource: Resource, settings: Settings) => {
      const { level, access, scope, what } = viewOf(resource, settings);
      return {
        access,
        summary: `Reorder ${what}s (ids in their new order)`,
        body: reorderBody,
        response: isirViewDoneAnswer,
        handler: ({ body: b, caller }: { body: z.output<typeof reorderBody>; caller: Caller }) =>
          updateSortOrder(ctx.db, scope(caller), level, b.ids),
      };
    },
    add: (resource: Resource, settings: Settings) => {
      const { level, access, scope, what } = viewOf(resource, settings);
      return {
        access,
        summary: `Add a ${what}`,
        body: viewBody,
        response: isirViewIdAnswer,
        handler: async ({ body: b, caller }: { body: z.output<typeof viewBody>; caller: Caller }) => ({
          id: await addView(ctx.db, scope(caller), level, b),
        }),
      };
    },
    change: (resource: Resource, settings: Settings) => {
      const { level, access, scope, what } = viewOf(resource, settings);
      return {
        access,
        summary: `Update a ${what}`,
        params: idParam,
        body: changeBody,
        response: isirViewIdAnswer,
        handler: async ({
          params,
          body: b,
          caller,
        }: {
          params: { id: number };
          body: z.output<typeof changeBody>;
          caller: Caller;
        }) => ({
          id: await updateView(ctx.db, scope(caller), level, params.id, b),
        }),
      };
    },
    remove: (resource: Resource, settings: Settings) => {
      const { level, access, scope, what } = viewOf(resource, settings);
      return {
        access,
        summary: `Delete a ${what}`,
        params: idParam,
        response: isirViewDoneAnswer,
        handler: ({ params, caller }: { params: { id: number }; caller: Caller }) =>
          deleteView(ctx.db, scope(caller), level, params.id),
      };
    },
  };
}

/** ISIR view elements: the school's, then the masters. */
export function isirViewElementRoutes(ctx: AppContext): RouteDef[] {
  const view = viewParts(ctx);
  return [
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'IsirViewElement/search',
      ...view.search('Element', 'school'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'IsirViewElement/updateSortOrder',
      ...view.reorder('Element', 'school'),
    }),
    defineRoute({ base: 'isir', method: 'POST', path: 'IsirViewElement/', ...view.add('Element', 'school') }),
    defineRoute({
      base: 'isir',
      method: 'PATCH',
      path: 'IsirViewElement/{id}',
      ...view.change('Element', 'school'),
    }),
    defineRoute({
      base: 'isir',
      method: 'DELETE',
      path: 'IsirViewElement/{id}',
      ...view.remove('Element', 'school'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'MasterIsirViewElement/search',
      ...view.search('Element', 'master'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'MasterIsirViewElement/updateSortOrder',
      ...view.reorder('Element', 'master'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'MasterIsirViewElement/',
      ...view.add('Element', 'master'),
    }),
    defineRoute({
      base: 'isir',
      method: 'PATCH',
      path: 'MasterIsirViewElement/{id}',
      ...view.change('Element', 'master'),
    }),
    defineRoute({
      base: 'isir',
      method: 'DELETE',
      path: 'MasterIsirViewElement/{id}',
      ...view.remove('Element', 'master'),
    }),
  ];
}

/** ISIR view groups: the school's, then the masters. */
export function isirViewGroupRoutes(ctx: AppContext): RouteDef[] {
  const view = viewParts(ctx);
  return [
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'IsirViewGroup/search',
      ...view.search('Group', 'school'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'IsirViewGroup/updateSortOrder',
      ...view.reorder('Group', 'school'),
    }),
    defineRoute({ base: 'isir', method: 'POST', path: 'IsirViewGroup/', ...view.add('Group', 'school') }),
    defineRoute({
      base: 'isir',
      method: 'PATCH',
      path: 'IsirViewGroup/{id}',
      ...view.change('Group', 'school'),
    }),
    defineRoute({
      base: 'isir',
      method: 'DELETE',
      path: 'IsirViewGroup/{id}',
      ...view.remove('Group', 'school'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'MasterIsirViewGroup/search',
      ...view.search('Group', 'master'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'MasterIsirViewGroup/updateSortOrder',
      ...view.reorder('Group', 'master'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'MasterIsirViewGroup/',
      ...view.add('Group', 'master'),
    }),
    defineRoute({
      base: 'isir',
      method: 'PATCH',
      path: 'MasterIsirViewGroup/{id}',
      ...view.change('Group', 'master'),
    }),
    defineRoute({
      base: 'isir',
      method: 'DELETE',
      path: 'MasterIsirViewGroup/{id}',
      ...view.remove('Group', 'master'),
    }),
  ];
}

/** ISIR view tabs: the school's, then the masters. */
export function isirViewTabRoutes(ctx: AppContext): RouteDef[] {
  const view = viewParts(ctx);
  return [
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'IsirViewTab/search',
      ...view.search('Tab', 'school'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'IsirViewTab/updateSortOrder',
      ...view.reorder('Tab', 'school'),
    }),
    defineRoute({ base: 'isir', method: 'POST', path: 'IsirViewTab/', ...view.add('Tab', 'school') }),
    defineRoute({ base: 'isir', method: 'PATCH', path: 'IsirViewTab/{id}', ...view.change('Tab', 'school') }),
    defineRoute({
      base: 'isir',
      method: 'DELETE',
      path: 'IsirViewTab/{id}',
      ...view.remove('Tab', 'school'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'MasterIsirViewTab/search',
      ...view.search('Tab', 'master'),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'MasterIsirViewTab/updateSortOrder',
      ...view.reorder('Tab', 'master'),
    }),
    defineRoute({ base: 'isir', method: 'POST', path: 'MasterIsirViewTab/', ...view.add('Tab', 'master') }),
    defineRoute({
      base: 'isir',
      method: 'PATCH',
      path: 'MasterIsirViewTab/{id}',
      ...view.change('Tab', 'master'),
    }),
    defineRoute({
      base: 'isir',
      method: 'DELETE',
      path: 'MasterIsirViewTab/{id}',
      ...view.remove('Tab', 'master'),
    }),
  ];
}
