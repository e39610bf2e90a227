import { z } from 'zod';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** GET /school-api/school/getBySchoolCode/{code} */
export const schoolGetBySchoolCodeAnswer = z.object({
  id: z.number(),
  schoolCode: z.string(),
  schoolName: z.string(),
  name: z.string(),
  schoolUrl: z.string(),
  schoolLogo: z.string().nullable(),
  aidYears: z.array(z.number()),
  defaultAidYear: z.number(),
  sidName: z.string(),
  /** The sender name of the school's e-mails; null: the school's name. */
  mailSenderName: z.string().nullable(),
  /** Where replies to the school's e-mails go; null: the installation's MAIL_REPLY_TO. */
  mailReplyTo: z.string().nullable(),
  schoolIsirRecInfo: z.object({
    studRepo: z.boolean(),
  }),
  /** The school's own IANA time zone; null: it reads its dates in the installation's. */
  timeZone: z.string().nullable(),
  /** The installation's time zone (TIME_ZONE). */
  installationTimeZone: z.string(),
});

/** GET /school-api/schoolIsirRecordInfo/getAidYearsBySchoolCode/{code} */
export const schoolIsirRecordInfoGetAidYearsBySchoolCodeAnswer = z.array(z.number());

/** GET /school-api/role/getAllActivePermissions */
export const roleGetAllActivePermissionsAnswer = z.array(z.string());

/** GET /school-api/category/GetNestedCategories */
export const categoryGetNestedCategoriesAnswer = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    permissions: z.array(
      z.object({
        id: z.number(),
        code: z.string(),
        name: z.string(),
        isSchoolControlled: z.boolean(),
      }),
    ),
    children: z.array(z.unknown()),
  }),
);

/** GET /school-api/schoolconfig/getBetaTestToggleConfig/{x} */
export const schoolconfigGetBetaTestToggleConfigAnswer = z
  .object({
    name: z.string(),
    value: z.string(),
  })
  .nullable();

/** GET role/ */
export const rolesAnswer = z.array(
  z.object({ id: z.number(), name: z.string(), description: z.string(), isStaff: z.boolean() }),
);

/** GET permission/ */
export const permissionsAnswer = z.array(
  z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    categoryID: z.number().nullable(),
    isSchoolControlled: z.boolean(),
  }),
);

/** GET RolePermissionLink */
export const rolePermissionLinksAnswer = z.array(
  z.object({ id: z.number(), roleID: z.number(), permissionID: z.number() }),
);
