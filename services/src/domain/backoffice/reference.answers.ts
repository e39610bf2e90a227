import { z } from 'zod';
import {
  getNotificationTemplateAnswer,
  notificationTemplateAnswer,
} from '../notifications/messages.answers.js';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** GET /admin-api/TitleIVSchool/GetAllStates */
export const titleIVSchoolGetAllStatesAnswer = z.array(
  z.object({
    stateAbbreviation: z.string(),
    schoolCount: z.number(),
  }),
);

/** POST /admin-api/TitleIVSchool/SearchCities */
export const titleIVSchoolSearchCitiesAnswer = z.array(
  z.object({
    city: z.string(),
    schoolCount: z.number(),
  }),
);

/** GET /admin-api/TitleIVSchool/listSource */
export const titleIVSchoolListSourceAnswer = z.object({
  sample: z.boolean(),
  schoolCount: z.number(),
  lastLoad: z
    .object({
      loadedAt: z.string(),
      fileName: z.string(),
      loadedBy: z.string(),
      schoolCount: z.number(),
      foreignSchoolCount: z.number(),
    })
    .nullable(),
});

/** POST /admin-api/TitleIVSchool/upload */
export const titleIVSchoolUploadAnswer = z.object({
  loadId: z.number(),
  ...titleIVSchoolListSourceAnswer.shape,
  message: z.string(),
});

/** GET /admin-api/BASAmount/ */
export const bASAmountAnswer = z.array(
  z.object({
    id: z.number(),
    calendarYear: z.number(),
    officerMonthly: z.number(),
    enlistedMonthly: z.number(),
    officerYearly: z.number(),
    enlistedYearly: z.number(),
  }),
);

/** An announcement: a school's, or (schoolCode null) one for every school. */
const notification = z.object({
  id: z.number(),
  schoolCode: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  audience: z.string(),
  severity: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  installationWide: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

/** POST /admin-api/Notification/search */
export const notificationSearchAnswer = z.array(notification);

/** PATCH /admin-api/notification/{id} */
export const notificationAnswer = z.object({ message: z.string(), ...notification.shape });

// GET /admin-api/NotificationTemplate, PATCH /admin-api/NotificationTemplate/{id}: as on the school base.
export { getNotificationTemplateAnswer, notificationTemplateAnswer };

/** POST TitleIVSchool/SearchTitleIVSchoolNames */
export const titleIvSchoolsAnswer = z.array(
  z.object({
    id: z.number(),
    schoolCode: z.string(),
    opeid: z.string().nullable(),
    schoolName: z.string(),
    address: z.string().nullable(),
    city: z.string(),
    stateAbbreviation: z.string(),
    zipCode: z.string().nullable(),
    province: z.string().nullable(),
    // Never null: a domestic school's country is USA (the column's default).
    country: z.string(),
    postalCode: z.string().nullable(),
  }),
);
