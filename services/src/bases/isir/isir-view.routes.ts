import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import { notFound } from '../../platform/errors.js';
import { addSchoolViewSettings, copyViewTab, rolloverViewSettings } from '../../domain/isir/view-copies.js';
import { deleteElementAndResort, getIsirView } from '../../domain/isir/view-settings.js';
import {
  isirViewAnswer,
  isirViewDoneAnswer,
  isirViewIdAnswer,
  isirViewTabsCopiedAnswer,
} from '../../domain/isir/isir.answers.js';
import { aidYear } from './isir.routes.js';

/** The school's ISIR view for an aid year, as the student ISIR screens read it. */
export function isirViewRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'isir',
      method: 'GET',
      path: 'IsirView/GetIsirViewBySchoolAndYear/{school}/{year}/{flag}',
      access: 'staff',
      summary: "The school's ISIR view for an aid year; flag true falls back to the masters (204 means none)",
      params: z.object({ school: z.string().max(20), year: aidYear, flag: z.enum(['true', 'false']) }),
      response: isirViewAnswer.nullable(),
      handler: async ({ caller, params }) => {
        if (params.school !== caller.schoolCode)
          throw notFound(`No school ${params.school} in this session; switch school first`);
        const view = await getIsirView(ctx.db, params.school, params.year, params.flag === 'true');
        return view.length ? view : null;
      },
    }),
  ];
}

/** The school's ISIR view copied: from the masters, into the next aid year, a tab at a time; an element deleted and its group closed up. */
export function isirViewCopyRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'IsirViewElement/deleteAndUpdateIsirViewElementSortOrder/{id}',
      access: { permission: 'ISIR_VIEW_SETTINGS_VIEW' },
      summary: 'Delete an element of the school view and close the gap in its group',
      params: idParam,
      response: isirViewDoneAnswer,
      handler: ({ caller, params }) => deleteElementAndResort(ctx.db, caller.schoolCode, params.id),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'IsirView/addIsirViewSettings',
      access: { permission: 'ISIR_VIEW_SETTINGS_VIEW' },
      summary: "Give the session's school its own copy of the master ISIR view for an aid year",
      body: z.object({ aidYear }),
      response: isirViewTabsCopiedAnswer,
      handler: async ({ caller, body }) => ({
        tabs: await addSchoolViewSettings(ctx.db, caller.schoolCode, body.aidYear),
      }),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'IsirView/rolloverIsirViewSettings/{id}',
      access: { permission: 'ISIR_VIEW_SETTINGS_VIEW' },
      summary: "Copy the school's ISIR view of aid year {id} into the next aid year",
      params: z.object({ id: aidYear }),
      response: isirViewTabsCopiedAnswer,
      handler: async ({ caller, params }) => ({
        tabs: await rolloverViewSettings(ctx.db, caller.schoolCode, params.id),
      }),
    }),
    defineRoute({
      base: 'isir',
      method: 'POST',
      path: 'isirview/copyisirviewtab',
      access: { permission: 'ISIR_VIEW_SETTINGS_VIEW' },
      summary:
        "Copy a tab (the school's or a master) with its groups and elements into the school, optionally for another aid year",
      body: z.object({ tabId: dbId, aidYear: aidYear.optional() }),
      response: isirViewIdAnswer,
      handler: async ({ caller, body }) => ({
        id: await copyViewTab(ctx.db, caller.schoolCode, body.tabId, body.aidYear),
      }),
    }),
  ];
}
