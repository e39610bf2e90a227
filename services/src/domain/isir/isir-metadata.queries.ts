import { z } from 'zod';
import { id, maybeText, namedQuery } from '../../platform/named-sql.js';

// The SQL of the ISIR metadata screens (isir-metadata.ts): the installed layouts, their elements and enumeration
// codes as administrators read them; named, with their parameters and rows checked (docs/data-layer.md).

const int = z.number().int();

const layoutColumns = `id, aid_year AS "aidYear", ed_year_code AS "edYearCode", variant, name, record_length AS "recordLength",
  selector_start AS "selectorStart", selector_length AS "selectorLength", selector_value AS "selectorValue", source, sections,
  (SELECT count(*)::int FROM isir_record_element_info e WHERE e.isir_record_info_id = i.id) AS "elementCount"`;
const layoutRow = z.object({
  id,
  aidYear: int,
  edYearCode: z.string(),
  variant: z.string(),
  name: z.string(),
  recordLength: int,
  selectorStart: int.nullable(),
  selectorLength: int.nullable(),
  selectorValue: maybeText,
  source: maybeText,
  // Stored as key and name only (layoutRows).
  sections: z.array(z.object({ key: z.string(), name: z.string() })),
  elementCount: int,
});

export const recordLayouts = namedQuery({
  name: 'recordLayouts',
  params: z.object({}),
  row: layoutRow,
  sql: `SELECT ${layoutColumns} FROM isir_record_info i ORDER BY aid_year, variant`,
});

export const recordLayout = namedQuery({
  name: 'recordLayout',
  params: z.object({ layoutId: id }),
  row: layoutRow,
  sql: `SELECT ${layoutColumns} FROM isir_record_info i WHERE id = :layoutId`,
});

const elementColumns = `e.id, e.isir_record_info_id AS "isirRecordInfoID", i.aid_year AS "aidYear", i.variant, e.cps_number AS "cpsNumber",
  e.attribute_name AS "attributeName", e.display_name AS "displayName", e.start_offset AS "startOffset", e.length, e.section,
  e.enum_name AS "enumName", e.suppressed, e.fti, e.blank_allowed AS "blankAllowed"`;
const elementRow = z.object({
  id,
  isirRecordInfoID: id,
  aidYear: int,
  variant: z.string(),
  cpsNumber: int.nullable(),
  attributeName: z.string(),
  displayName: z.string(),
  startOffset: int,
  length: int,
  section: maybeText,
  enumName: maybeText,
  suppressed: z.boolean(),
  fti: z.boolean(),
  blankAllowed: z.boolean(),
});

/** A layout's fields in record order. */
export const recordElements = namedQuery({
  name: 'recordElements',
  params: z.object({ layoutId: id }),
  row: elementRow,
  sql: `SELECT ${elementColumns} FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
         WHERE e.isir_record_info_id = :layoutId ORDER BY e.start_offset`,
});

/** A layout's fields that screens show (suppressed filler left out), in record order. */
export const shownRecordElements = namedQuery({
  name: 'shownRecordElements',
  params: z.object({ layoutId: id }),
  row: elementRow,
  sql: `SELECT ${elementColumns} FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
         WHERE e.isir_record_info_id = :layoutId AND NOT e.suppressed ORDER BY e.start_offset`,
});

const enumColumns = `n.id, n.code, n.name, n.value, n.description, n.suppressed, n.isir_record_info_id AS "isirRecordInfoID", n.aid_year AS "aidYear"`;
const enumRow = z.object({
  id,
  code: z.string(),
  name: z.string(),
  value: z.string(),
  description: maybeText,
  suppressed: z.boolean(),
  isirRecordInfoID: id,
  aidYear: int,
});

export const enumCodes = namedQuery({
  name: 'enumCodes',
  params: z.object({}),
  row: enumRow,
  sql: `SELECT ${enumColumns} FROM isir_enum_info n ORDER BY n.isir_record_info_id, n.name, n.code`,
});

/** Enumeration codes by any of aid year, layout, enum name, code and suppression (null: any). */
export const searchEnumCodes = namedQuery({
  name: 'searchEnumCodes',
  params: z.object({
    aidYear: int.nullable(),
    layoutId: id.nullable(),
    name: maybeText,
    code: maybeText,
    suppressed: z.boolean().nullable(),
  }),
  row: enumRow,
  sql: `SELECT ${enumColumns} FROM isir_enum_info n
         WHERE (:aidYear::int IS NULL OR n.aid_year = :aidYear) AND (:layoutId::int IS NULL OR n.isir_record_info_id = :layoutId)
           AND (:name::text IS NULL OR n.name = :name) AND (:code::text IS NULL OR n.code = :code) AND (:suppressed::bool IS NULL OR n.suppressed = :suppressed)
         ORDER BY n.isir_record_info_id, n.name, n.code LIMIT 5000`,
});
