// A school's settings beyond config items: verification-group map, FTI setup, published files, comment codes, holidays.
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  aidYearSchema,
  replaceVGroupMap,
  vgroupMap,
  vgroupMapSchema,
} from '../../domain/schools/aid-year-settings.js';
import { ftiSetup, ftiSetupSchema, saveFtiSetup } from '../../domain/schools/fti-setup.js';
import {
  addHoliday,
  copyDefaultHolidays,
  deleteHoliday,
  holidaySchema,
  listHolidays,
  updateHoliday,
} from '../../domain/schools/holidays.js';
import {
  downloadSchoolFile,
  schoolFileQuerySchema,
  schoolFileUploadSchema,
  searchSchoolFiles,
  uploadSchoolFile,
} from '../../domain/schools/files.js';
import { commentCodeInfos, updateCommentCodeInfo } from '../../domain/verification/verification.js';
import {
  commentCodeInfoUpdateAllAnswer,
  commentCodeInfosAnswer,
  fTISetupAddOrUpdateAnswer,
  fTISetupAnswer,
  holidayAnswer,
  holidayCopyDefaultHolidayAnswer,
  holidaysAnswer,
  patchHolidayAnswer,
  schoolAidYearFileSearchAnswer,
  schoolAidYearFileUploadAnswer,
  schoolServiceFileDownloadExactYearAnswer,
  verificationGroupMapAnswer,
} from '../../domain/schools/administration.answers.js';

/** The school's verification-group map of an aid year's settings. */
export function verificationGroupMapRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolIsirRecInfoVGroupMap/getBySchoolIsirRecordInfoID/{id}',
      access: { permission: 'AID_YEAR_SCHOOL_SETTINGS_VIEW' },
      summary: "An aid year's verification-group map: the task list items each group brings",
      params: idParam,
      response: verificationGroupMapAnswer,
      handler: ({ params, caller }) => vgroupMap(ctx.db, caller, params.id),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'schoolIsirRecInfoVGroupMap/',
      access: { permission: 'AID_YEAR_SCHOOL_SETTINGS_VIEW' },
      summary: "Replaces an aid year's verification-group map",
      body: vgroupMapSchema,
      response: verificationGroupMapAnswer,
      handler: ({ body, caller }) => replaceVGroupMap(ctx.db, caller, body),
    }),
  ];
}

/** FTI setup, and the files the school publishes by aid year. */
export function ftiSetupRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'FTISetup/',
      access: { permission: 'GLOBAL_SCHOOL_SETTINGS_VIEW' },
      summary:
        "The session's school's FTI setup: whether federal tax information is enabled, and its agreement",
      response: fTISetupAnswer,
      handler: ({ caller }) => ftiSetup(ctx.db, caller.schoolCode),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'FTISetup/addOrUpdate/',
      access: { permission: 'GLOBAL_SCHOOL_SETTINGS_VIEW' },
      summary: "Saves the school's FTI setup (enabling needs who signed the agreement and when)",
      body: ftiSetupSchema,
      response: fTISetupAddOrUpdateAnswer,
      handler: ({ body, caller }) => saveFtiSetup(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'SchoolAidYearFile/upload',
      access: { permission: 'GLOBAL_SCHOOL_SETTINGS_VIEW' },
      summary:
        'Stores (or replaces) a file the school publishes, by aid year (null: every year) and file type',
      body: schoolFileUploadSchema,
      response: schoolAidYearFileUploadAnswer,
      handler: ({ body, caller }) => uploadSchoolFile(ctx, caller, body),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'SchoolAidYearFile/search/',
      access: 'staff',
      summary: "The session's school's files, by aid year and file type",
      body: z
        .object({
          schoolCode: z.string().max(6),
          aidYear: aidYearSchema.optional(),
          fileType: z.number().int().min(0).optional(),
        })
        .strict(),
      response: schoolAidYearFileSearchAnswer,
      handler: ({ body, caller }) => searchSchoolFiles(ctx, caller, body),
    }),
  ];
}

/** The school's published files downloaded. */
export function schoolFileDownloadRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'SchoolService/fileDownload/',
      access: 'signedIn',
      summary:
        "A school file: the aid year's, else the newest earlier one's, else the every-year file (aidYearSpecific=false: the every-year file); downloadResult is base64",
      body: schoolFileQuerySchema,
      query: z.object({ aidYearSpecific: z.enum(['true', 'false']).optional() }),
      response: schoolServiceFileDownloadExactYearAnswer,
      handler: ({ body, query, caller }) =>
        downloadSchoolFile(ctx, caller, body, query.aidYearSpecific === 'false' ? 'yearless' : 'nearest'),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'SchoolService/fileDownload',
      access: 'signedIn',
      summary:
        "With ?aidYearSpecific=false: the school's every-year file of a type (else as fileDownload/); downloadResult is base64",
      body: schoolFileQuerySchema,
      query: z.object({ aidYearSpecific: z.enum(['true', 'false']).optional() }),
      response: schoolServiceFileDownloadExactYearAnswer,
      handler: ({ body, query, caller }) =>
        downloadSchoolFile(ctx, caller, body, query.aidYearSpecific === 'false' ? 'yearless' : 'nearest'),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'SchoolService/fileDownloadExactYear/',
      access: 'signedIn',
      summary: 'A school file of exactly that aid year; downloadResult is base64',
      body: schoolFileQuerySchema,
      response: schoolServiceFileDownloadExactYearAnswer,
      handler: ({ body, caller }) => downloadSchoolFile(ctx, caller, body, 'exact'),
    }),
  ];
}

/** What the comment codes mean for the school. */
export function schoolCommentCodeRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'commentCodeInfo/search/',
      access: 'staff',
      summary: 'What each federal comment code means in an aid year (display true: only the shown ones)',
      body: z.object({ aidYear: aidYearSchema.optional(), display: z.boolean().default(false) }).strict(),
      response: commentCodeInfosAnswer,
      handler: ({ body }) => commentCodeInfos(ctx.db, body.aidYear, body.display),
    }),
    defineRoute({
      base: 'school',
      method: 'PATCH',
      path: 'commentCodeInfo/UpdateAll',
      access: { permission: 'SETTINGS_VIEW' },
      summary: "Sets several comment codes' meanings and display for an aid year at once (all or none)",
      body: z
        .object({
          aidYear: aidYearSchema,
          items: z
            .array(
              z
                .object({
                  code: z.string().regex(/^[0-9]{3}$/, 'must be a 3-digit comment code'),
                  description: z.string().max(2000).optional(),
                  display: z.boolean().optional(),
                })
                .strict(),
            )
            .min(1, 'name at least one comment code')
            .max(1000),
        })
        .strict(),
      response: commentCodeInfoUpdateAllAnswer,
      handler: ({ body, caller }) =>
        ctx.db.transaction(async (tx) => {
          const updated = [];
          for (const item of body.items)
            updated.push(await updateCommentCodeInfo(tx, caller, body.aidYear, item.code, item));
          return { updated, message: 'Successful Update' };
        }),
    }),
  ];
}

/** The school's holidays, and the defaults copied in. */
export function schoolHolidayRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'holiday/',
      access: { permission: 'HOLIDAYS_VIEW' },
      summary: "The session's school's holidays",
      response: holidaysAnswer,
      handler: ({ caller }) => listHolidays(ctx.db, caller.schoolCode),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'holiday/',
      access: { permission: 'HOLIDAYS_VIEW' },
      summary: "Adds a holiday ('Holiday Added')",
      body: holidaySchema,
      response: patchHolidayAnswer,
      handler: ({ body, caller }) => addHoliday(ctx.db, caller, caller.schoolCode, body),
    }),
    defineRoute({
      base: 'school',
      method: 'PATCH',
      path: 'holiday/{id}',
      access: { permission: 'HOLIDAYS_VIEW' },
      summary: "Changes a holiday ('Holiday Updated')",
      params: idParam,
      body: holidaySchema,
      response: patchHolidayAnswer,
      handler: ({ params, body, caller }) =>
        updateHoliday(ctx.db, caller, caller.schoolCode, params.id, body),
    }),
    defineRoute({
      base: 'school',
      method: 'DELETE',
      path: 'holiday/{id}',
      access: { permission: 'HOLIDAYS_VIEW' },
      summary: "Deletes a holiday ('Holiday Deleted')",
      params: idParam,
      response: holidayAnswer,
      handler: ({ params, caller }) => deleteHoliday(ctx.db, caller, caller.schoolCode, params.id),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'holiday/copyDefaultHoliday/{x}',
      access: { permission: 'HOLIDAYS_VIEW' },
      summary: "Copies the installation's default holidays of a calendar year ('Default Holidays Copied')",
      params: z.object({ x: z.coerce.number().int().min(2000).max(2100) }),
      response: holidayCopyDefaultHolidayAnswer,
      handler: ({ params, caller }) => copyDefaultHolidays(ctx.db, caller, params.x),
    }),
  ];
}
