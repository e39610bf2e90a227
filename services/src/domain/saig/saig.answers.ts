import { z } from 'zod';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** GET /school-api/saigAdmin/getSchoolTgInfo/{code} */
export const saigAdminGetSchoolTgInfoAnswer = z.object({
  schoolCode: z.string(),
  tgNumber: z.string().nullable(),
  hasPassword: z.boolean(),
  folderExists: z.boolean(),
});

/** PATCH /school-api/saigAdmin/updateTgInfo */
export const saigAdminUpdateTgInfoAnswer = z.object({
  message: z.string(),
  schoolCode: z.string(),
  tgNumber: z.string().nullable(),
  hasPassword: z.boolean(),
  folderExists: z.boolean(),
});

/** GET /school-api/saigAdmin/getSchoolFolder/{code} */
export const saigAdminGetSchoolFolderAnswer = z.object({
  folder: z.string(),
  message: z.string(),
});

/** GET /school-api/saigAdmin/checkIfPasswordExists/{code} */
export const saigAdminCheckIfPasswordExistsAnswer = z.boolean();

/** POST /school-api/saigAdmin/setupPassword/{code} */
export const saigAdminSetupPasswordAnswer = z.object({
  hasPassword: z.boolean(),
  message: z.string(),
});

/** POST /school-api/saigAdmin/pollMailboxes */
export const saigAdminPollMailboxesAnswer = z.object({
  message: z.string(),
  received: z.number(),
  skipped: z.number(),
});

/** GET /school-api/edMessage */
export const getEdMessageAnswer = z.array(
  z.object({
    id: z.number(),
    tgNumber: z.string(),
    uniqueFileName: z.string(),
    messageClass: z.string(),
    aidYear: z.number().nullable(),
    sizeBytes: z.number(),
    edFileStatus: z.number(),
    statusMessage: z.string().nullable(),
    receivedAt: z.string(),
    importedAt: z.string().nullable(),
  }),
);

/** PATCH /school-api/edMessage/{id} */
export const edMessageAnswer = z.object({
  edFileStatus: z.number(),
  uploadId: z.number(),
  summary: z.string(),
  message: z.string(),
});

/** GET /school-api/SaigAdmin/downloadFile/{tgNumber}/{fileName} */
export const saigAdminDownloadFileAnswer = z.object({
  fileName: z.string(),
  contentType: z.string(),
  contentBase64: z.string(),
});

/** GET /school-api/SaigAdmin/getFTPLog/{x} */
export const saigAdminGetFTPLogAnswer = z.array(
  z.object({
    id: z.number(),
    level: z.string(),
    message: z.string(),
    createdAt: z.string(),
  }),
);
