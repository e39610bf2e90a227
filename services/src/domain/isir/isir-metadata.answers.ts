import { z } from 'zod';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** POST /admin-api/IsirRecordInfo/ */
export const isirRecordInfoAnswer = z.object({
  id: z.number(),
});

/** GET IsirRecordElementInfo/getByEdYearCode/{lastDigitOfAidYear} */
export const isirRecordElementsAnswer = z.array(
  z.object({
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
  }),
);

/** GET IsirEnumInfo/ */
export const isirEnumsAnswer = z.array(
  z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    value: z.string(),
    description: z.string().nullable(),
    suppressed: z.boolean(),
    isirRecordInfoID: z.number(),
    aidYear: z.number(),
  }),
);

/** GET IsirRecordInfo/{id}: a layout with its sections and how many elements it holds. */
export const isirRecordLayoutAnswer = z.object({
  id: z.number(),
  aidYear: z.number(),
  edYearCode: z.string(),
  variant: z.string(),
  name: z.string(),
  recordLength: z.number(),
  selectorStart: z.number().nullable(),
  selectorLength: z.number().nullable(),
  selectorValue: z.string().nullable(),
  source: z.string().nullable(),
  sections: z.array(z.object({ key: z.string(), name: z.string() })),
  elementCount: z.number(),
});

/** GET IsirRecordInfo/: every layout. */
export const isirRecordInfosAnswer = z.array(isirRecordLayoutAnswer);
