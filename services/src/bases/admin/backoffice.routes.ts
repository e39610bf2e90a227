import { z } from 'zod';
import { mailboxConfigCheck } from '../../domain/saig/mailbox-host.js';
import type { AppContext } from '../../context.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import { notFound } from '../../platform/errors.js';
import {
  addConfigItem,
  configItemByName,
  configItemSchema,
  listConfigItems,
  updateConfigItem,
} from '../../domain/schools/config.js';
import {
  addHoliday,
  deleteHoliday,
  holidaySchema,
  listHolidays,
  updateHoliday,
} from '../../domain/schools/holidays.js';
import { webOrigin } from '../../domain/identity/staff-password-link.js';
import {
  addProfile,
  availableSchools,
  deleteProfile,
  masterSchoolSearchSchema,
  masterSchoolUpdateSchema,
  profileSearchSchema,
  profileAddSchema,
  profileUpdateSchema,
  recentProfileHistory,
  searchMasterSchools,
  searchProfiles,
  updateMasterSchool,
  updateProfile,
} from '../../domain/backoffice/backoffice.js';
import {
  availableSchoolsAnswer,
  configAnswer,
  configItemAnswer,
  configItemsAnswer,
  holidayAnswer,
  holidaysAnswer,
  masterSchoolAnswer,
  masterSchoolsAnswer,
  masterUserProfileAnswer,
  masterUserProfileDeleteMasterUserProfileAnswer,
  masterUserProfileMostRecentMasterUserProfileHistoryAnswer,
  masterUserProfileSearchAnswer,
  postConfigAnswer,
} from '../../domain/schools/backoffice.answers.js';

/**
 * The admin back-office (`/admin-api/`): installation-wide config items and default holidays, master schools
 * and master user profiles. Installation-wide, so only roles holding BACKOFFICE_ADMIN (SuperAdmin) may use it.
 */
export function backofficeRoutes(ctx: AppContext): RouteDef[] {
  const BO = { permission: 'BACKOFFICE_ADMIN' } as const;
  return [
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'config/',
      access: BO,
      summary: 'Installation-wide config items',
      response: configItemsAnswer,
      handler: () => listConfigItems(ctx.db, null),
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'config/getConfigByName/{name}',
      access: BO,
      summary: 'One installation-wide config item (204 when unset)',
      params: z.object({ name: z.string().max(100) }),
      response: configItemAnswer,
      handler: ({ params }) => configItemByName(ctx.db, null, params.name),
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'config/{id}',
      access: BO,
      summary: 'One installation-wide config item by id',
      params: idParam,
      response: configItemAnswer,
      handler: async ({ params }) => {
        const item = (await listConfigItems(ctx.db, null)).find(
          (c) => (c as { id: number }).id === params.id,
        );
        if (!item) throw notFound(`No config item ${params.id}`);
        return item;
      },
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'config/',
      access: BO,
      summary: 'Adds an installation-wide config item (e.g. route.hiddenOnHosts:/adminRoleChangePage)',
      body: configItemSchema,
      response: postConfigAnswer,
      handler: ({ body, caller }) =>
        addConfigItem(ctx.db, caller, null, body, mailboxConfigCheck(ctx.env.SAIG_SFTP_INTERNAL_HOSTS)),
    }),
    defineRoute({
      base: 'admin',
      method: 'PATCH',
      path: 'config/{id}',
      access: BO,
      summary: "Changes an installation-wide config item's value",
      params: idParam,
      body: z.object({ value: z.string().max(4000) }).strict(),
      response: configAnswer,
      handler: ({ params, body, caller }) =>
        updateConfigItem(
          ctx.db,
          caller,
          null,
          params.id,
          body.value,
          mailboxConfigCheck(ctx.env.SAIG_SFTP_INTERNAL_HOSTS),
        ),
    }),
  ];
}

/** The default holidays schools copy. */
export function holidayRoutes(ctx: AppContext): RouteDef[] {
  const BO = { permission: 'BACKOFFICE_ADMIN' } as const;
  return [
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'holiday/',
      access: BO,
      summary: 'The default holidays schools copy',
      response: holidaysAnswer,
      handler: () => listHolidays(ctx.db, null),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'holiday/',
      access: BO,
      summary: "Adds a default holiday ('Holiday Added')",
      body: holidaySchema,
      response: holidayAnswer,
      handler: ({ body, caller }) => addHoliday(ctx.db, caller, null, body),
    }),
    defineRoute({
      base: 'admin',
      method: 'PATCH',
      path: 'holiday/{id}',
      access: BO,
      summary: "Changes a default holiday ('Holiday Updated')",
      params: idParam,
      body: holidaySchema,
      response: holidayAnswer,
      handler: ({ params, body, caller }) => updateHoliday(ctx.db, caller, null, params.id, body),
    }),
    defineRoute({
      base: 'admin',
      method: 'DELETE',
      path: 'holiday/{id}',
      access: BO,
      summary: "Deletes a default holiday ('Holiday Deleted')",
      params: idParam,
      response: masterUserProfileDeleteMasterUserProfileAnswer,
      handler: ({ params, caller }) => deleteHoliday(ctx.db, caller, null, params.id),
    }),
  ];
}

/** Staff profiles across schools (master user profiles). */
export function masterUserProfileRoutes(ctx: AppContext): RouteDef[] {
  const BO = { permission: 'BACKOFFICE_ADMIN' } as const;
  return [
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'MasterUserProfile/',
      access: BO,
      summary: 'Every active staff person (master user profiles)',
      response: masterUserProfileSearchAnswer,
      handler: () => searchProfiles(ctx.db, { includeInactive: false }),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'MasterUserProfile/add',
      access: BO,
      summary:
        'Adds a staff person with a role at a school; they get a one-time link to choose a password and sign-in code channel',
      body: profileAddSchema,
      response: masterUserProfileAnswer,
      handler: async ({ body, caller }) =>
        addProfile(ctx.db, caller, body, await webOrigin(ctx.db, ctx.env.OIDC_ISSUER_URL)),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'MasterUserProfile/search',
      access: BO,
      summary: 'Master user profiles by name or e-mail and school',
      body: profileSearchSchema,
      response: masterUserProfileSearchAnswer,
      handler: ({ body }) => searchProfiles(ctx.db, body),
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'MasterUserProfile/GetAvailableSchools/{id}',
      access: BO,
      summary: "A person's schools with their role in each",
      params: idParam,
      response: availableSchoolsAnswer,
      handler: ({ params }) => availableSchools(ctx.db, params.id),
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'MasterUserProfile/MostRecentMasterUserProfileHistory',
      access: BO,
      summary: "Each profile's newest change",
      response: masterUserProfileMostRecentMasterUserProfileHistoryAnswer,
      handler: () => recentProfileHistory(ctx.db),
    }),
    defineRoute({
      base: 'admin',
      method: 'PATCH',
      path: 'MasterUserProfile/{id}',
      access: BO,
      summary: "Changes a person's names, phone, default school and school roles",
      params: idParam,
      body: profileUpdateSchema,
      response: masterUserProfileAnswer,
      handler: ({ params, body, caller }) => updateProfile(ctx.db, caller, params.id, body),
    }),
    defineRoute({
      base: 'admin',
      method: 'DELETE',
      path: 'MasterUserProfile/deleteMasterUserProfile/{id}',
      access: BO,
      summary: "Deletes a profile: access ends everywhere at once ('MasterUserProfile Deleted')",
      params: idParam,
      response: masterUserProfileDeleteMasterUserProfileAnswer,
      handler: ({ params, caller }) => deleteProfile(ctx.db, caller, params.id),
    }),
  ];
}

/** The installation's schools (master schools). */
export function masterSchoolRoutes(ctx: AppContext): RouteDef[] {
  const BO = { permission: 'BACKOFFICE_ADMIN' } as const;
  return [
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'masterschool/',
      access: BO,
      summary: 'Every school of the installation',
      response: masterSchoolsAnswer,
      handler: () => searchMasterSchools(ctx.db, {}),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'masterSchool/search',
      access: BO,
      summary: 'Schools by code or name',
      body: masterSchoolSearchSchema,
      response: masterSchoolsAnswer,
      handler: ({ body }) => searchMasterSchools(ctx.db, body),
    }),
    defineRoute({
      base: 'admin',
      method: 'PATCH',
      path: 'masterSchool/{id}',
      access: BO,
      summary: "Changes a school's names or default aid year",
      params: idParam,
      body: masterSchoolUpdateSchema,
      response: masterSchoolAnswer,
      handler: ({ params, body, caller }) => updateMasterSchool(ctx.db, caller, params.id, body),
    }),
  ];
}
