import { z } from 'zod';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** GET /school-api/report/definitions */
export const reportDefinitionsAnswer = z.array(
  z.object({
    name: z.string(),
    title: z.string(),
    purpose: z.string(),
    minAidYear: z.number().nullable(),
  }),
);

/** POST /school-api/report/{name}/search */
export const reportSearchAnswer = z.object({
  report: z.string(),
  title: z.string(),
  purpose: z.string(),
  aidYear: z.number(),
  columns: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: z.enum(['number', 'boolean', 'date', 'text', 'datetime']).optional(),
      sortable: z.boolean().optional(),
    }),
  ),
  filters: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: z.enum(['boolean', 'text', 'select']),
      options: z
        .array(
          z.object({
            value: z.string(),
            label: z.string(),
          }),
        )
        .optional(),
      column: z.string().optional(),
    }),
  ),
  actions: z.array(z.string()),
  rows: z.array(
    z.object({
      key: z.string(),
      studentUuid: z.string().nullable(),
      cells: z.array(z.string().nullable()),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  sort: z.string(),
  descending: z.boolean(),
  summary: z.array(
    z.object({
      label: z.string(),
      value: z.string(),
    }),
  ),
  /** The cursor of the page's last row, for the next page's after (null on an empty page). */
  endCursor: z.string().nullable(),
  /** Whether rows follow this page. */
  hasNextPage: z.boolean(),
});

/** A report export: a file written in the background, its state and who asked for it. */
const reportExportFileAnswer = z.object({
  uuid: z.string(),
  report: z.string(),
  aidYear: z.number(),
  format: z.string(),
  status: z.string(),
  rowCount: z.number().nullable(),
  sizeBytes: z.number().nullable(),
  fileName: z.string(),
  error: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

/** POST /school-api/report/{name}/export */
export const reportExportAnswer = z.object({
  direct: z.boolean(),
  rows: z.number(),
  export: reportExportFileAnswer.nullable(),
});

/** GET /school-api/report/{name}/exports/{aidYear} */
export const reportExportsAnswer = z.array(reportExportFileAnswer);

/** POST /school-api/report/SuperBinderReport/createBinders */
export const reportSuperBinderReportCreateBindersAnswer = z.object({
  jobId: z.number(),
});

/** POST /school-api/report/institutionalSelection/{id} */
export const reportInstitutionalSelectionAnswer = z.object({
  watchlist: z
    .object({
      reason: z.string(),
      flaggedBy: z.string(),
      flaggedAt: z.string(),
    })
    .nullable(),
  institutionalSelection: z
    .object({
      aidYear: z.number(),
      reason: z.string(),
      selectedBy: z.string(),
      selectedAt: z.string(),
    })
    .nullable(),
});
