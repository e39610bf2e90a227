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
  rollover,
  updateAidYearSettings,
} from '../../domain/schools/aid-year-settings.js';
import { addNewSchool, newSchoolSchema } from '../../domain/schools/new-school.js';
import { schoolUpdateSchema, updateSchool } from '../../domain/schools/school-profile.js';
import {
  addConfigItem,
  configItemByName,
  configItemSchema,
  hiddenRoutes,
  listConfigItems,
  updateConfigItem,
} from '../../domain/schools/config.js';
import {
  configItemAnswer,
  configItemsAnswer,
  getSchoolIsirRecordInfoAnswer,
  newSchoolAddNewSchoolAnswer,
  postSchoolIsirRecordInfoAnswer,
  postSchoolconfigAnswer,
  schoolAllowNullUpdateAnswer,
  schoolAnnualRolloverRolloverAnswer,
  schoolIsirRecordInfoAnswer,
  schoolIsirRecordInfoGetBySchoolCodeAndAidYearAnswer,
  schoolconfigAnswer,
  schoolconfigHiddenRoutesAnswer,
} from '../../domain/schools/administration.answers.js';

/** The session's school only; another code is a 404, as for reads. */
function ownSchool(caller: Caller, code: string) {
  if (code.toUpperCase() !== caller.schoolCode)
    throw notFound(`No school ${code} in this session; switch school first`);
  return caller.schoolCode;
}

/** School administration: new schools, the school's profile, its aid-year settings. */
export function schoolAdministrationRoutes(ctx: AppContext): RouteDef[] {
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
  ];
}

/** The annual rollover; the school's config items read and added. */
export function schoolConfigRoutes(ctx: AppContext): RouteDef[] {
  const code = z.object({ code: z.string().max(20) });
  return [
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
  ];
}

/** A config item changed; the routes hidden on a host. */
export function schoolConfigChangeRoutes(ctx: AppContext): RouteDef[] {
  return [
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
  ];
}
