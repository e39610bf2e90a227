import { z } from 'zod';
import { mailboxConfigCheck } from '../../domain/saig/mailbox-host.js';
import type { AppContext } from '../../context.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import { notFound } from '../../platform/errors.js';
import type { Caller } from '../../platform/caller.js';
import {
  addAidYear,
  aidYearSchema,
  aidYearSettings,
  aidYearSettingsSchema,
  aidYearSettingsUpdateSchema,
  replaceVGroupMap,
  rollover,
  updateAidYearSettings,
  vgroupMap,
  vgroupMapSchema,
} from '../../domain/schools/aid-year-settings.js';
import { addNewSchool, newSchoolSchema } from '../../domain/schools/new-school.js';
import { schoolUpdateSchema, updateSchool } from '../../domain/schools/school-profile.js';
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
  addConfigItem,
  configItemByName,
  configItemSchema,
  hiddenRoutes,
  listConfigItems,
  updateConfigItem,
} from '../../domain/schools/config.js';
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
  configItemAnswer,
  configItemsAnswer,
  fTISetupAddOrUpdateAnswer,
  fTISetupAnswer,
  getSchoolIsirRecordInfoAnswer,
  holidayAnswer,
  holidayCopyDefaultHolidayAnswer,
  holidaysAnswer,
  newSchoolAddNewSchoolAnswer,
  patchHolidayAnswer,
  postSchoolIsirRecordInfoAnswer,
  postSchoolconfigAnswer,
  schoolAidYearFileSearchAnswer,
  schoolAidYearFileUploadAnswer,
  schoolAllowNullUpdateAnswer,
  schoolAnnualRolloverRolloverAnswer,
  schoolIsirRecordInfoAnswer,
  schoolIsirRecordInfoGetBySchoolCodeAndAidYearAnswer,
  schoolServiceFileDownloadExactYearAnswer,
  schoolconfigAnswer,
  schoolconfigHiddenRoutesAnswer,
  verificationGroupMapAnswer,
} from '../../domain/schools/administration.answers.js';

/** The session's school only; another code is a 404, as for reads. */
function ownSchool(caller: Caller, code: string) {
  if (code.toUpperCase() !== caller.schoolCode)
    throw notFound(`No school ${code} in this session; switch school first`);
  return caller.schoolCode;
}

/** School administration: new schools, profile, aid-year settings, rollover, config items, holidays. */
export function schoolAdministrationRoutes(ctx: AppContext): RouteDef[] {
  const code = z.object({ code: z.string().max(20) });
  return [
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'NewSchool/addNewSchool/',
      access: { permission: 'ADD_SCHOOL_SETTINGS_VIEW' },
      summary:
        "Adds a school copied from a template school; the caller gets their role there ('School has been added!')",
      body: newSchoolSchema,
      response: newSchoolAddNewSchoolAnswer,
      handler: ({ body, caller }) => addNewSchool(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'school',
      method: 'PATCH',
      path: 'school/allowNullUpdate/{id}',
      access: { permission: 'GLOBAL_SCHOOL_SETTINGS_VIEW' },
      summary:
        "Updates the session's school profile (names, PURL, student id label, default aid year, logo, time zone; null removes the logo, or sets the installation's time zone)",
      params: idParam,
      body: schoolUpdateSchema,
      response: schoolAllowNullUpdateAnswer,
      handler: async ({ params, body, caller }) => ({
        ...(await updateSchool(ctx.db, caller, params.id, body)),
        message: 'Successfully Updated School',
      }),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolIsirRecordInfo/',
      access: { permission: 'AID_YEAR_SCHOOL_SETTINGS_VIEW' },
      summary: "Every aid year's settings of the session's school",
      response: getSchoolIsirRecordInfoAnswer,
      handler: ({ caller }) => aidYearSettings(ctx.db, caller.schoolCode),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolIsirRecordInfo/getBySchoolCodeAndAidYear/{code}/{year}',
      access: 'staff',
      summary: "One aid year's settings of the session's school (204 when the year is not set up)",
      params: z.object({ code: z.string().max(20), year: z.coerce.number().int().min(2000).max(2100) }),
      response: schoolIsirRecordInfoGetBySchoolCodeAndAidYearAnswer,
      handler: async ({ params, caller }) =>
        (await aidYearSettings(ctx.db, ownSchool(caller, params.code), params.year))[0] ?? null,
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'schoolIsirRecordInfo/',
      access: { permission: 'AID_YEAR_SCHOOL_SETTINGS_VIEW' },
      summary: "Adds an aid year to the session's school with its settings ('School Aid Year Added')",
      body: aidYearSettingsSchema,
      response: postSchoolIsirRecordInfoAnswer,
      handler: ({ body, caller }) => addAidYear(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'school',
      method: 'PATCH',
      path: 'schoolIsirRecordInfo/{id}',
      access: { permission: 'AID_YEAR_SCHOOL_SETTINGS_VIEW' },
      summary:
        "Changes an aid year's settings: process R and C codes, system mode, V1-V6 flags, student repository",
      params: idParam,
      body: aidYearSettingsUpdateSchema,
      response: schoolIsirRecordInfoAnswer,
      handler: ({ params, body, caller }) => updateAidYearSettings(ctx.db, caller, params.id, body),
    }),
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
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'SchoolAnnualRollover/rollover',
      access: { permission: 'SCHOOL_ANNUAL_ROLLOVER_EDIT' },
      summary:
        'Starts the next aid year as a copy of this one: settings, verification-group map, ISIR view settings and the interview templates its task lists link to',
      body: z.object({ fromAidYear: aidYearSchema }).strict(),
      response: schoolAnnualRolloverRolloverAnswer,
      handler: ({ body, caller }) => rollover(ctx.db, caller, body.fromAidYear),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolconfig/getSchoolConfigItemsBySchoolCode/{code}',
      access: { permission: 'GLOBAL_SCHOOL_SETTINGS_VIEW' },
      summary: "The session's school's config items",
      params: code,
      response: configItemsAnswer,
      handler: ({ params, caller }) => listConfigItems(ctx.db, ownSchool(caller, params.code)),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolconfig/',
      access: { permission: 'GLOBAL_SCHOOL_SETTINGS_VIEW' },
      summary: "The session's school's config items",
      response: configItemsAnswer,
      handler: ({ caller }) => listConfigItems(ctx.db, caller.schoolCode),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolconfig/getSchoolConfigItemByName/{name}',
      access: 'staff',
      summary: "One config item of the session's school (204 when unset)",
      params: z.object({ name: z.string().max(100) }),
      response: configItemAnswer,
      handler: ({ params, caller }) => configItemByName(ctx.db, caller.schoolCode, params.name),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'schoolconfig/',
      access: { permission: 'GLOBAL_SCHOOL_SETTINGS_VIEW' },
      summary: "Adds a config item (or beta toggle) to the session's school",
      body: configItemSchema,
      response: postSchoolconfigAnswer,
      handler: ({ body, caller }) =>
        addConfigItem(
          ctx.db,
          caller,
          caller.schoolCode,
          body,
          mailboxConfigCheck(ctx.env.SAIG_SFTP_INTERNAL_HOSTS),
        ),
    }),
    defineRoute({
      base: 'school',
      method: 'PATCH',
      path: 'schoolconfig/{id}',
      access: { permission: 'GLOBAL_SCHOOL_SETTINGS_VIEW' },
      summary: "Changes a config item's value",
      params: idParam,
      body: z.object({ value: z.string().max(4000) }).strict(),
      response: schoolconfigAnswer,
      handler: ({ params, body, caller }) =>
        updateConfigItem(
          ctx.db,
          caller,
          caller.schoolCode,
          params.id,
          body.value,
          mailboxConfigCheck(ctx.env.SAIG_SFTP_INTERNAL_HOSTS),
        ),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'schoolconfig/hiddenRoutes/{host}',
      access: 'signedIn',
      summary: 'The web routes hidden on a host name (configured, SPEC §2 host-dependent availability)',
      params: z.object({ host: z.string().max(253) }),
      response: schoolconfigHiddenRoutesAnswer,
      handler: ({ params }) => hiddenRoutes(ctx.db, params.host),
    }),
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
