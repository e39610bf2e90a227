import { z } from 'zod';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** POST /admin-api/IsirRecordInfo/ */
export const isirRecordInfoAnswer = z.object({
  id: z.number(),
});

/** GET IsirRecordElementInfo/getByEdYearCode/{lastDigitOfAidYear} */
export const isirRecordElementsAnswer = z.array(z.object({
  id: z.number(),
  isirRecordInfoID: z.number(),
  aidYear: z.number(),
  variant: z.string(),
  cpsNumber: z.number().nullable(),
  attributeName: z.string(),
  displayName: z.string(),
  startOffset: z.number(),
  length: z.number(),
  section: z.string().nullable(),
  enumName: z.string().nullable(),
  suppressed: z.boolean(),
  fti: z.boolean(),
  blankAllowed: z.boolean(),
}));

/** GET IsirEnumInfo/ */
export const isirEnumsAnswer = z.array(z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  suppressed: z.boolean(),
  isirRecordInfoID: z.number(),
  aidYear: z.number(),
}));

/** GET IsirRecordInfo/ */
export const isirRecordInfosAnswer = z.array(isirRecordInfoAnswer);
