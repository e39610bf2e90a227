import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { DB_INT_MAX, dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import type { LayoutFile } from '../../domain/isir/layout.js';
import {
  addRecordLayout,
  getRecordLayout,
  listEnumCodes,
  listRecordLayouts,
  recordElementsOfYear,
  searchEnumCodes,
} from '../../domain/isir/isir-metadata.js';
import {
  isirEnumsAnswer,
  isirRecordElementsAnswer,
  isirRecordInfoAnswer,
  isirRecordInfosAnswer,
  isirRecordLayoutAnswer,
} from '../../domain/isir/isir-metadata.answers.js';

export function isirMetadataRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'IsirRecordInfo/',
      access: 'staff',
      summary: 'Every installed ISIR record layout (award year, variant, record length)',
      response: isirRecordInfosAnswer,
      handler: () => listRecordLayouts(ctx.db),
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'IsirRecordInfo/{id}',
      access: 'staff',
      summary: 'One ISIR record layout',
      params: idParam,
      response: isirRecordLayoutAnswer,
      handler: ({ params }) => getRecordLayout(ctx.db, params.id),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'IsirRecordInfo/',
      access: { permission: 'ISIR_LAYOUT_EDIT' },
      summary:
        'Add the layout of a new award year as data (FSA Volume 4 shape: awardYear, recordLength, sections, fields); no release needed',
      body: z.object({
        awardYear: z.string().regex(/^\d{4}-\d{2}$/, 'is an award year like 2027-28'),
        recordLength: z.number().int().positive().max(100000),
        source: z.string().max(500).optional(),
        variant: z.string().max(200).optional(),
        sections: z.array(z.object({ key: z.string().min(1), name: z.string().min(1) }).passthrough()).min(1),
        fields: z
          .array(
            z.object({
              number: z.number().int().positive().max(DB_INT_MAX).nullable(),
              name: z.string().nullable(),
              start: z.number().int().positive().max(DB_INT_MAX),
              length: z.number().int().positive().max(DB_INT_MAX),
              section: z.string(),
              path: z.string().nullable().optional(),
              blankAllowed: z.boolean().optional(),
              expect: z.string().nullable().optional(),
              filler: z.boolean().optional(),
              enum: z.record(z.string(), z.string()).optional(),
              rules: z.array(z.unknown()).optional(),
              notes: z.array(z.string()).optional(),
            }),
          )
          .min(1)
          .max(5000),
      }),
      response: isirRecordInfoAnswer,
      // The body is the layout file's shape (layoutRows checks what zod leaves open).
      handler: ({ body, caller }) => addRecordLayout(ctx.db, caller, body as LayoutFile),
    }),
  ];
}

/** The fields of a layout by year indicator, and the enumeration codes of the layouts. */
export function isirElementInfoRoutes(ctx: AppContext): RouteDef[] {
  const digit = z.string().regex(/^[0-9]$/, 'is the last digit of the aid year');
  return [
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'IsirRecordElementInfo/getByEdYearCode/{lastDigitOfAidYear}',
      access: 'staff',
      summary:
        'Fields of the layout whose year indicator is this digit (the newest award year; ?variant= picks one)',
      params: z.object({ lastDigitOfAidYear: digit }),
      query: z.object({ variant: z.string().max(40).optional() }),
      response: isirRecordElementsAnswer,
      handler: ({ params, query }) =>
        recordElementsOfYear(ctx.db, params.lastDigitOfAidYear, { variant: query.variant, shownOnly: false }),
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'IsirRecordElementInfo/getByEdYearCodeAndSuppressed/{lastDigit}/false',
      access: 'staff',
      summary: 'Fields of the layout of this year indicator that screens show (suppressed filler left out)',
      params: z.object({ lastDigit: digit }),
      query: z.object({ variant: z.string().max(40).optional() }),
      response: isirRecordElementsAnswer,
      handler: ({ params, query }) =>
        recordElementsOfYear(ctx.db, params.lastDigit, { variant: query.variant, shownOnly: true }),
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'IsirEnumInfo/',
      access: 'staff',
      summary: 'Every enumeration code with its label, by layout',
      response: isirEnumsAnswer,
      handler: () => listEnumCodes(ctx.db),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'IsirEnumInfo/search',
      access: 'staff',
      summary: 'Enumeration codes by aid year, layout, enum name or code',
      body: z.object({
        aidYear: z.number().int().min(2000).max(2100).optional(),
        isirRecordInfoID: dbId.optional(),
        name: z.string().max(200).optional(),
        code: z.string().max(20).optional(),
        suppressed: z.boolean().optional(),
      }),
      response: isirEnumsAnswer,
      handler: ({ body }) => searchEnumCodes(ctx.db, body),
    }),
  ];
}
