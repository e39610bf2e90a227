import { z } from 'zod';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** POST /admin-api/config/ */
export const postConfigAnswer = z.object({
  name: z.string(),
  value: z.string(),
  id: z.number(),
  schoolCode: z.string().nullable(),
});

/** PATCH /admin-api/config/{id} */
export const configAnswer = z.object({
  id: z.number(),
  schoolCode: z.string().nullable(),
  name: z.string(),
  value: z.string(),
});

/** PATCH /admin-api/holiday/{id} */
export const holidayAnswer = z.object({
  message: z.string(),
  name: z.string(),
  holidayDate: z.string(),
  id: z.number(),
  schoolCode: z.string().nullable(),
});

/** POST /admin-api/MasterUserProfile/search */
export const masterUserProfileSearchAnswer = z.array(
  z.object({
    id: z.number(),
    uuid: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    defaultSchoolCode: z.string().nullable(),
    active: z.boolean(),
  }),
);

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

/** GET config/ */
export const configItemsAnswer = z.array(
  z.object({ id: z.number(), schoolCode: z.string().nullable(), name: z.string(), value: z.string() }),
);

/** GET config/getConfigByName/{name} */
export const configItemAnswer = z.object({
  id: z.number(),
  schoolCode: z.string().nullable(),
  name: z.string(),
  value: z.string(),
});

/** GET holiday/ */
export const holidaysAnswer = z.array(
  z.object({ id: z.number(), schoolCode: z.string().nullable(), name: z.string(), holidayDate: z.string() }),
);

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
