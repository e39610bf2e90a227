import { z } from 'zod';
import {
  configItemAnswer,
  configItemsAnswer,
  holidaysAnswer,
  patchHolidayAnswer,
} from './administration.answers.js';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

// The installation's configuration items and default holidays answer as the school's do.
export { configItemAnswer, configItemsAnswer, holidaysAnswer };
/** POST /admin-api/config/ */
export const postConfigAnswer = configItemAnswer;
/** PATCH /admin-api/config/{id} */
export const configAnswer = configItemAnswer;
/** PATCH /admin-api/holiday/{id} */
export const holidayAnswer = patchHolidayAnswer;

/** PATCH /admin-api/MasterUserProfile/{id} */
export const masterUserProfileAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  defaultSchoolCode: z.string().nullable(),
  active: z.boolean(),
});

/** POST /admin-api/MasterUserProfile/search */
export const masterUserProfileSearchAnswer = z.array(masterUserProfileAnswer);

/** GET /admin-api/MasterUserProfile/MostRecentMasterUserProfileHistory */
export const masterUserProfileMostRecentMasterUserProfileHistoryAnswer = z.array(
  z.object({
    masterUserProfileID: z.number(),
    field: z.string(),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    changedBy: z.string().nullable(),
    changedAt: z.string(),
  }),
);

/** DELETE /admin-api/MasterUserProfile/deleteMasterUserProfile/{id} */
export const masterUserProfileDeleteMasterUserProfileAnswer = z.object({
  id: z.number(),
  message: z.string(),
});

/** PATCH /admin-api/masterSchool/{id} */
export const masterSchoolAnswer = z.object({
  schoolName: z.string(),
  name: z.string(),
  defaultAidYear: z.number(),
  id: z.number(),
  schoolCode: z.string(),
});

/** GET MasterUserProfile/GetAvailableSchools/{id} */
export const availableSchoolsAnswer = z.array(
  z.object({ schoolCode: z.string(), schoolName: z.string(), role: z.string() }),
);

/** GET masterschool/ */
export const masterSchoolsAnswer = z.array(
  z.object({
    id: z.number(),
    schoolCode: z.string(),
    schoolName: z.string(),
    name: z.string(),
    schoolUrl: z.string(),
    defaultAidYear: z.number(),
    staffCount: z.number(),
  }),
);
