import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { DB_INT_MAX, dbId, defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import { badRequest, notFound } from '../../platform/errors.js';
import {
  ensureLayouts,
  installLayout,
  layoutRows,
  loadLayouts,
  type LayoutFile,
} from '../../domain/isir/layout.js';
import { recordActivity } from '../../domain/audit/activity.js';
import {
  isirEnumsAnswer,
  isirRecordElementsAnswer,
  isirRecordInfoAnswer,
  isirRecordInfosAnswer,
  isirRecordLayoutAnswer,
} from '../../domain/isir/isir-metadata.answers.js';

const INFO_COLS = `id, aid_year AS "aidYear", ed_year_code AS "edYearCode", variant, name, record_length AS "recordLength",
  selector_start AS "selectorStart", selector_length AS "selectorLength", selector_value AS "selectorValue", source, sections,
  (SELECT count(*)::int FROM isir_record_element_info e WHERE e.isir_record_info_id = i.id) AS "elementCount"`;
const ELEMENT_COLS = `e.id, e.isir_record_info_id AS "isirRecordInfoID", i.aid_year AS "aidYear", i.variant, e.cps_number AS "cpsNumber",
  e.attribute_name AS "attributeName", e.display_name AS "displayName", e.start_offset AS "startOffset", e.length, e.section,
  e.enum_name AS "enumName", e.suppressed, e.fti, e.blank_allowed AS "blankAllowed"`;
const ENUM_COLS = `n.id, n.code, n.name, n.value, n.description, n.suppressed, n.isir_record_info_id AS "isirRecordInfoID", n.aid_year AS "aidYear"`;

/** The layouts of the newest award year whose year indicator is this digit: the revised variant first. */
async function layoutIdsFor(ctx: AppContext, digit: string, variant?: string) {
  const layouts = (await loadLayouts(ctx.db)).filter((l) => l.edYearCode === digit);
  if (!layouts.length) throw notFound(`No ISIR layout has year indicator ${digit}`);
  const newest = Math.max(...layouts.map((l) => l.aidYear));
  const ofYear = layouts.filter((l) => l.aidYear === newest);
  const chosen =
    variant !== undefined
      ? ofYear.find((l) => l.variant === variant)
      : (ofYear.find((l) => l.selector) ?? ofYear[0]);
  if (!chosen) throw notFound(`No variant '${variant}' of the ${newest} layout`);
  return chosen.id;
}

export function isirMetadataRoutes(ctx: AppContext): RouteDef[] {
  const digit = z.string().regex(/^[0-9]$/, 'is the last digit of the aid year');
  return [
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'IsirRecordInfo/',
      access: 'staff',
      summary: 'Every installed ISIR record layout (award year, variant, record length)',
      response: isirRecordInfosAnswer,
      handler: async () => {
        await ensureLayouts(ctx.db);
        return ctx.db.query(`SELECT ${INFO_COLS} FROM isir_record_info i ORDER BY aid_year, variant`);
      },
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'IsirRecordInfo/{id}',
      access: 'staff',
      summary: 'One ISIR record layout',
      params: idParam,
      response: isirRecordLayoutAnswer,
      handler: async ({ params }) => {
        await ensureLayouts(ctx.db);
        const [row] = await ctx.db.query(`SELECT ${INFO_COLS} FROM isir_record_info i WHERE id = $1`, [
          params.id,
        ]);
        if (!row) throw notFound(`No ISIR record layout ${params.id}`);
        return row;
      },
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
      handler: async ({ body, caller }) => {
        let rows;
        try {
          rows = layoutRows(body as LayoutFile);
        } catch (err) {
          throw badRequest((err as Error).message);
        }
        const [exists] = await ctx.db.query(
          'SELECT id FROM isir_record_info WHERE aid_year = $1 AND variant = $2',
          [rows.info.aidYear, rows.info.variant],
        );
        if (exists)
          throw badRequest(
            `The ${body.awardYear} layout${rows.info.variant ? ` (${rows.info.variant})` : ''} is already installed`,
          );
        const id = await installLayout(ctx.db, body as LayoutFile);
        await recordActivity(ctx.db, caller, {
          action: 'ISIR_LAYOUT_ADDED',
          entityType: 'isir_record_info',
          entityId: id,
          details: { awardYear: body.awardYear },
        });
        return { id };
      },
    }),
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
      handler: async ({ params, query }) => {
        const id = await layoutIdsFor(ctx, params.lastDigitOfAidYear, query.variant);
        return ctx.db.query(
          `SELECT ${ELEMENT_COLS} FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
                               WHERE e.isir_record_info_id = $1 ORDER BY e.start_offset`,
          [id],
        );
      },
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
      handler: async ({ params, query }) => {
        const id = await layoutIdsFor(ctx, params.lastDigit, query.variant);
        return ctx.db.query(
          `SELECT ${ELEMENT_COLS} FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
                               WHERE e.isir_record_info_id = $1 AND NOT e.suppressed ORDER BY e.start_offset`,
          [id],
        );
      },
    }),
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'IsirEnumInfo/',
      access: 'staff',
      summary: 'Every enumeration code with its label, by layout',
      response: isirEnumsAnswer,
      handler: async () => {
        await ensureLayouts(ctx.db);
        return ctx.db.query(
          `SELECT ${ENUM_COLS} FROM isir_enum_info n ORDER BY n.isir_record_info_id, n.name, n.code`,
        );
      },
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
      handler: async ({ body }) => {
        await ensureLayouts(ctx.db);
        return ctx.db.query(
          `SELECT ${ENUM_COLS} FROM isir_enum_info n
            WHERE ($1::int IS NULL OR n.aid_year = $1) AND ($2::int IS NULL OR n.isir_record_info_id = $2)
              AND ($3::text IS NULL OR n.name = $3) AND ($4::text IS NULL OR n.code = $4) AND ($5::bool IS NULL OR n.suppressed = $5)
            ORDER BY n.isir_record_info_id, n.name, n.code LIMIT 5000`,
          [
            body.aidYear ?? null,
            body.isirRecordInfoID ?? null,
            body.name ?? null,
            body.code ?? null,
            body.suppressed ?? null,
          ],
        );
      },
    }),
  ];
}
