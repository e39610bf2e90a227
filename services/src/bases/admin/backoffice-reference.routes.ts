import type { AppContext } from '../../context.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import {
  basAmounts,
  citySearchSchema,
  schoolNameSearchSchema,
  titleIvCities,
  titleIvSchools,
  titleIvStates,
} from '../../domain/backoffice/reference.js';
import {
  addNotification,
  notificationSchema,
  notificationSearchSchema,
  notificationUpdateSchema,
  searchNotifications,
  updateNotification,
} from '../../domain/notifications/notifications.js';
import {
  listTemplates,
  saveDefaultTemplate,
  templateTextSchema,
} from '../../domain/notifications/templates.js';
import {
  loadSchoolCodeList,
  readLimited,
  schoolCodeListSource,
} from '../../domain/backoffice/school-code-list.js';
import { withUploadedFile } from '../../domain/interviews/multipart-file.js';
import {
  bASAmountAnswer,
  getNotificationTemplateAnswer,
  notificationAnswer,
  notificationSearchAnswer,
  notificationTemplateAnswer,
  titleIVSchoolGetAllStatesAnswer,
  titleIVSchoolListSourceAnswer,
  titleIVSchoolSearchCitiesAnswer,
  titleIVSchoolUploadAnswer,
  titleIvSchoolsAnswer,
} from '../../domain/backoffice/reference.answers.js';

/**
 * The admin base's reference data (Title IV schools, BAS amounts), announcements (/Notifications: the caller's
 * school, or every school for the back-office) and the installation's message templates.
 */
export function referenceRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'TitleIVSchool/GetAllStates',
      access: 'staff',
      summary: 'The states that have Title IV schools (FSA Federal School Code list)',
      response: titleIVSchoolGetAllStatesAnswer,
      handler: () => titleIvStates(ctx.db),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'TitleIVSchool/SearchCities',
      access: 'staff',
      summary: "A state's cities with Title IV schools",
      body: citySearchSchema,
      response: titleIVSchoolSearchCitiesAnswer,
      handler: ({ body }) => titleIvCities(ctx.db, body.StateAbbreviation),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'TitleIVSchool/SearchTitleIVSchoolNames',
      access: 'staff',
      summary: 'Title IV schools of a state and city (a null city: every city of the state)',
      body: schoolNameSearchSchema,
      response: titleIvSchoolsAnswer,
      handler: ({ body }) => titleIvSchools(ctx.db, body.StateAbbreviation, body.City),
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'TitleIVSchool/listSource',
      access: 'staff',
      summary:
        "Where the Title IV school list came from: the newest load of FSA's Federal School Code List (file, who, when, counts), or the sample",
      response: titleIVSchoolListSourceAnswer,
      handler: () => schoolCodeListSource(ctx.db),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'TitleIVSchool/upload',
      access: { permission: 'BACKOFFICE_ADMIN' },
      summary:
        "Replaces the Title IV school list with FSA's Federal School Code List (multipart, its .xlsx or CSV in 'file'); a faulty file changes nothing",
      response: titleIVSchoolUploadAnswer,
      handler: ({ caller, request }) =>
        withUploadedFile(request, 'file', async (fileName, stream) =>
          loadSchoolCodeList(ctx.db, caller, fileName, await readLimited(stream)),
        ),
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'BASAmount/',
      access: 'staff',
      summary:
        'Basic Allowance for Subsistence (DFAS) monthly and yearly rates by calendar year, newest first',
      response: bASAmountAnswer,
      handler: () => basAmounts(ctx.db),
    }),
  ];
}

/** Announcements and message templates, installation-wide. */
export function backofficeNotificationRoutes(ctx: AppContext): RouteDef[] {
  const NOTIFY = { permission: 'VIEW_NOTIFICATIONS_PAGE' } as const;
  return [
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'Notification/search',
      access: NOTIFY,
      summary: "The school's announcements and the installation's, newest first",
      body: notificationSearchSchema,
      response: notificationSearchAnswer,
      handler: ({ body, caller }) => searchNotifications(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'Notification',
      access: NOTIFY,
      summary:
        "Adds an announcement for the school, or with installationWide for every school (back-office) ('Successful Add')",
      body: notificationSchema,
      response: notificationAnswer,
      handler: ({ body, caller }) => addNotification(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'admin',
      method: 'PATCH',
      path: 'notification/{id}',
      access: NOTIFY,
      summary: "Changes an announcement: text, audience, dates, active ('Successful Update')",
      params: idParam,
      body: notificationUpdateSchema,
      response: notificationAnswer,
      handler: ({ params, body, caller }) => updateNotification(ctx.db, caller, params.id, body),
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'NotificationTemplate',
      access: { permission: 'BACKOFFICE_ADMIN' },
      summary: "The installation's texts of the messages the product sends",
      response: getNotificationTemplateAnswer,
      handler: () => listTemplates(ctx.db, null),
    }),
    defineRoute({
      base: 'admin',
      method: 'PATCH',
      path: 'NotificationTemplate/{id}',
      access: { permission: 'BACKOFFICE_ADMIN' },
      summary: "Changes the installation's text of a message ('Successful Update')",
      params: idParam,
      body: templateTextSchema,
      response: notificationTemplateAnswer,
      handler: ({ params, body, caller }) => saveDefaultTemplate(ctx.db, caller, params.id, body),
    }),
  ];
}
