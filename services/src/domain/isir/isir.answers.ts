import { z } from 'zod';
import { isirImportProcessIsirFileAnswer } from './isir-import.answers.js';

// What the ISIR base's routes answer, as the answers travel (JSON): the contract of /openapi.json.

/** POST /isir-api/isir/uploadIsir: the upload's log row (the same import as the school base's processIsirFile). */
export const isirUploadAnswer = isirImportProcessIsirFileAnswer;

/** GET /isir-api/IsirHeader/{id}: an upload with the warnings kept for the log screen. */
export const isirUploadWithWarningsAnswer = isirUploadAnswer.extend({
  warnings: z.array(
    z.object({
      line: z.number(),
      field: z.number().nullable().describe("The field's number in the layout"),
      name: z.string(),
      message: z.string(),
    }),
  ),
});

/** GET /isir-api/IsirHeader/ */
export const isirUploadsAnswer = z.array(isirUploadWithWarningsAnswer);

/** POST /isir-api/IsirRecord/search/: a page of ISIR records (SSN as last four). */
export const isirRecordPageAnswer = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      uploadId: z.number(),
      aidYear: z.number(),
      lineNumber: z.number(),
      studentUuid: z.string(),
      transactionNumber: z.number().nullable(),
      transactionUuid: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      ssnLastFour: z.string().nullable(),
      dateOfBirth: z.string().nullable(),
      email: z.string().nullable(),
      dependencyModel: z.string().nullable(),
      sai: z.number().nullable(),
      trackingFlag: z.string().nullable(),
      selectedForVerification: z.string().nullable(),
      commentCodes: z.array(z.string()),
      rejectCodes: z.string().nullable(),
      transactionReceiptDate: z.string().nullable(),
      transactionProcessDate: z.string().nullable(),
      isCurrent: z.boolean(),
      warningCount: z.number(),
      warnings: z
        .array(z.object({ field: z.number().nullable(), name: z.string(), message: z.string() }))
        .nullable(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  endCursor: z
    .string()
    .nullable()
    .describe("The cursor of the page's last record, for the next page's after (null on an empty page)"),
  hasNextPage: z.boolean().describe('Whether records follow this page'),
});

/** GET /isir-api/IsirHeader/page: the school's ISIR files a page at a time, newest first. */
export const isirUploadPageAnswer = z.object({
  items: z.array(isirUploadWithWarningsAnswer),
  endCursor: z
    .string()
    .nullable()
    .describe("The cursor of the page's last file, for the next page's after (null on an empty page)"),
  hasNextPage: z.boolean().describe('Whether files follow this page'),
});

const isirFieldValue = z.object({
  cpsNumber: z.number().nullable(),
  attributeName: z.string(),
  displayName: z.string(),
  value: z.string().nullable().describe('As shown: an SSN masked unless the caller may see it whole'),
  label: z.string().nullable().describe("The value's meaning, from the layout's code list"),
  corrected: z.boolean(),
  highlighted: z.boolean(),
  fti: z.boolean().describe('Federal tax information: shown only to those allowed'),
});

/** GET /isir-api/isir/studentIsir/{uuid}/{aidYear}: the transactions, and one laid out by the school's ISIR view. */
export const studentIsirAnswer = z.object({
  studentUuid: z.string(),
  aidYear: z.number(),
  ftiAllowed: z.boolean(),
  transactions: z.array(
    z.object({
      id: z.number(),
      transactionNumber: z.number().nullable(),
      transactionProcessDate: z.string().nullable(),
      transactionReceiptDate: z.string().nullable(),
      isCurrent: z.boolean(),
      uploadId: z.number(),
    }),
  ),
  current: z
    .object({
      id: z.number(),
      transactionNumber: z.number().nullable(),
      layoutName: z.string(),
      isCurrent: z.boolean(),
      tabs: z.array(
        z.object({
          name: z.string(),
          fti: z.boolean(),
          marking: z.string().nullable(),
          groups: z.array(
            z.object({
              name: z.string(),
              fti: z.boolean(),
              marking: z.string().nullable(),
              fields: z.array(isirFieldValue),
            }),
          ),
        }),
      ),
    })
    .nullable()
    .describe('null: the student has no ISIR transaction that year'),
});

/** An ISIR view tab row (the school's, or a master when schoolCode is null). */
export const isirViewTabRowAnswer = z.object({
  id: z.number(),
  schoolCode: z.string().nullable(),
  aidYear: z.number(),
  name: z.string(),
  sortOrder: z.number(),
  masterId: z.number().nullable().describe('The master it was copied from'),
});

/** An ISIR view group row. */
export const isirViewGroupRowAnswer = z.object({
  id: z.number(),
  tabId: z.number(),
  name: z.string(),
  sortOrder: z.number(),
  masterId: z.number().nullable(),
});

/** An ISIR view element: one ISIR field shown in a group. */
export const isirViewElementAnswer = z.object({
  id: z.number(),
  groupId: z.number(),
  attributeName: z.string(),
  displayName: z.string().nullable(),
  sortOrder: z.number(),
  masterId: z.number().nullable(),
});

/** POST /isir-api/{Master}IsirView{Tab,Group,Element}/search, by level. */
export const isirViewSearchAnswers = {
  tab: z.array(isirViewTabRowAnswer),
  group: z.array(isirViewGroupRowAnswer.extend({ aidYear: z.number() })),
  element: z.array(isirViewElementAnswer),
};

/** GET /isir-api/IsirView/GetIsirViewBySchoolAndYear/{school}/{year}/{flag}: tabs, their groups and elements. */
export const isirViewAnswer = z.array(
  isirViewTabRowAnswer.extend({
    groups: z.array(isirViewGroupRowAnswer.extend({ elements: z.array(isirViewElementAnswer) })),
  }),
);

/** The id of the view row added, changed or copied. */
export const isirViewIdAnswer = z.object({ id: z.number() });

/** How many tabs the school's view got (a copy of the masters, or last year's). */
export const isirViewTabsCopiedAnswer = z.object({ tabs: z.number() });

/** A reorder or a delete done. */
export const isirViewDoneAnswer = z.boolean();
