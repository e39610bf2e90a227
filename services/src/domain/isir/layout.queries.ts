import { z } from 'zod';
import { id, jsonParam, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the ISIR layouts stored as data (layout.ts): a layout's record, its elements and enums, installed once
// and read by everything that decodes a record; named, with their parameters and rows checked (docs/data-layer.md).

const int = z.number().int();
const section = z.object({ key: z.string(), name: z.string() });
/**
 * A field's check as stored (jsonb: its keys come back as op, max, min); keys a layout file adds are kept. The
 * installer stores a file's rules as given (layoutRows only asks for an op).
 */
// A bound typed as a number in an administrator's file is read as the text the decoder compares (a stored
// layout must keep loading, whatever its file wrote).
const bound = z.union([z.string(), z.boolean(), z.number().transform(String)]).optional();
const rule = z.looseObject({ op: z.string(), max: bound, min: bound });

export const layoutOfYear = namedQuery({
  name: 'layoutOfYear',
  params: z.object({ aidYear: int, variant: z.string() }),
  row: z.object({ id }),
  sql: 'SELECT id FROM isir_record_info WHERE aid_year = :aidYear AND variant = :variant',
});

export const insertLayout = namedQuery({
  name: 'insertLayout',
  params: z.object({
    aidYear: int,
    edYearCode: z.string(),
    variant: z.string(),
    selectorStart: int.nullable(),
    selectorLength: int.nullable(),
    selectorValue: maybeText,
    recordLength: int,
    name: z.string(),
    source: maybeText,
    /** As the layout file gives them (stored as given; read back as key and name). */
    sections: jsonParam(z.array(z.unknown())),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO isir_record_info (aid_year, ed_year_code, variant, selector_start, selector_length, selector_value, record_length, name, source, sections)
       VALUES (:aidYear, :edYearCode, :variant, :selectorStart, :selectorLength, :selectorValue, :recordLength, :name, :source, :sections) RETURNING id`,
});

/** A layout's elements, one array per column (unnest), in the layout's order. */
export const insertLayoutElements = namedQuery({
  name: 'insertLayoutElements',
  params: z.object({
    layoutId: id,
    cpsNumbers: z.array(int.nullable()),
    attributeNames: z.array(z.string()),
    displayNames: z.array(z.string()),
    startOffsets: z.array(int),
    lengths: z.array(int),
    sections: z.array(maybeText),
    paths: z.array(maybeText),
    enumNames: z.array(maybeText),
    blankAllowed: z.array(z.boolean()),
    expects: z.array(maybeText),
    fillers: z.array(z.boolean()),
    suppressed: z.array(z.boolean()),
    fti: z.array(z.boolean()),
    rules: z.array(jsonParam(z.array(z.unknown()))),
    notes: z.array(jsonParam(z.array(z.unknown()))),
  }),
  row: noRow,
  sql: `INSERT INTO isir_record_element_info (isir_record_info_id, cps_number, attribute_name, display_name, start_offset, length, section, path,
         enum_name, blank_allowed, expect, filler, suppressed, fti, rules, notes)
       SELECT :layoutId, * FROM unnest(:cpsNumbers::int[], :attributeNames::text[], :displayNames::text[], :startOffsets::int[], :lengths::int[], :sections::text[], :paths::text[], :enumNames::text[], :blankAllowed::bool[], :expects::text[],
         :fillers::bool[], :suppressed::bool[], :fti::bool[], :rules::jsonb[], :notes::jsonb[])`,
});

/** A layout's enums (code → label), shared by the elements that name them. */
export const insertLayoutEnums = namedQuery({
  name: 'insertLayoutEnums',
  params: z.object({
    layoutId: id,
    aidYear: int,
    names: z.array(z.string()),
    codes: z.array(z.string()),
    values: z.array(z.string()),
  }),
  row: noRow,
  sql: `INSERT INTO isir_enum_info (isir_record_info_id, aid_year, name, code, value)
         SELECT :layoutId, :aidYear, * FROM unnest(:names::text[], :codes::text[], :values::text[]) ON CONFLICT DO NOTHING`,
});

export const layouts = namedQuery({
  name: 'layouts',
  params: z.object({}),
  row: z.object({
    id,
    aid_year: int,
    ed_year_code: z.string(),
    variant: z.string(),
    selector_start: int.nullable(),
    selector_length: int.nullable(),
    selector_value: maybeText,
    record_length: int,
    name: z.string(),
    sections: z.array(section),
  }),
  sql: `SELECT id, aid_year, ed_year_code, variant, selector_start, selector_length, selector_value, record_length, name, sections
          FROM isir_record_info ORDER BY aid_year, variant`,
});

/** Every layout's elements (ElementInfo, with the layout's id), in each layout's column order. */
export const layoutElements = namedQuery({
  name: 'layoutElements',
  params: z.object({}),
  row: z.object({
    id,
    infoId: id,
    cpsNumber: int.nullable(),
    attributeName: z.string(),
    displayName: z.string(),
    startOffset: int,
    length: int,
    section: maybeText,
    path: maybeText,
    enumName: maybeText,
    blankAllowed: z.boolean(),
    expect: maybeText,
    filler: z.boolean(),
    suppressed: z.boolean(),
    fti: z.boolean(),
    rules: z.array(rule),
    notes: z.array(z.string()),
  }),
  sql: `SELECT id, isir_record_info_id AS "infoId", cps_number AS "cpsNumber", attribute_name AS "attributeName", display_name AS "displayName",
                start_offset AS "startOffset", length, section, path, enum_name AS "enumName", blank_allowed AS "blankAllowed", expect, filler,
                suppressed, fti, rules, coalesce(notes, '[]') AS notes
           FROM isir_record_element_info ORDER BY isir_record_info_id, start_offset`,
});

export const layoutEnums = namedQuery({
  name: 'layoutEnums',
  params: z.object({}),
  row: z.object({ infoId: id, name: z.string(), code: z.string(), value: z.string() }),
  sql: 'SELECT isir_record_info_id AS "infoId", name, code, value FROM isir_enum_info WHERE NOT suppressed',
});
