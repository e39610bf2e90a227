import type { AppContext } from '../../context.js';
import { loadLayouts } from '../isir/layout.js';
import { OPERATORS, QUERY_OBJECTS, STUDENT_ATTRIBUTES } from './catalog.js';
import * as sql from './designer-catalog.queries.js';

// What the designer offers to pick from: the ISIR fields of the aid year's layouts, the student attributes, the
// interview questions, the task list item types, the operators and the query objects.

/** AutoVerifyPseudoQuery/QueryObjects: what a pseudo query may read, with the columns to filter on or return. */
export const queryObjects = () =>
  QUERY_OBJECTS.map((o) => ({
    name: o.name,
    label: o.label,
    columns: Object.entries(o.columns).map(([name, c]) => ({ name, label: c.label })),
  }));

/** The pickers of the designer: ISIR fields of the aid year's layouts by display name, student attributes, item types, questions. */
export async function designerCatalog(ctx: AppContext, aidYear: number) {
  const layouts = (await loadLayouts(ctx.db)).filter((l) => l.aidYear === aidYear);
  const seen = new Map<
    string,
    {
      attributeName: string;
      displayName: string;
      cpsNumber: number | null;
      section: string | null;
      valueType: string;
      fti: boolean;
    }
  >();
  for (const l of layouts) {
    for (const e of l.elements) {
      if (e.filler || e.suppressed || seen.has(e.attributeName)) continue;
      seen.set(e.attributeName, {
        attributeName: e.attributeName,
        displayName: e.displayName,
        cpsNumber: e.cpsNumber,
        section: e.section,
        valueType: numericElement(e) ? 'NUMBER' : 'TEXT',
        fti: e.fti,
      });
    }
  }
  const questions = await sql.questionsOfAidYear.all(ctx.db, { aidYear });
  const itemTypes = await sql.itemTypes.all(ctx.db, {});
  return {
    aidYear,
    isirFields: [...seen.values()].sort((a, b) => (a.cpsNumber ?? 0) - (b.cpsNumber ?? 0)),
    studentAttributes: Object.entries(STUDENT_ATTRIBUTES).map(([name, a]) => ({
      name,
      label: a.label,
      valueType: a.valueType,
    })),
    questions: questions.map((q) => ({ ...q, valueType: q.questionType === 'NUMBER' ? 'NUMBER' : 'TEXT' })),
    itemTypes,
    operators: [...OPERATORS],
    queryObjects: queryObjects(),
  };
}

/** Whether the layout makes an element a number: an integer range that is not a date. */
export const numericElement = (e: {
  rules: { op: string; min?: string | boolean; max?: string | boolean }[];
}) =>
  e.rules.some(
    (r) =>
      r.op === 'range' &&
      typeof r.min === 'string' &&
      /^-?\d+$/.test(r.min) &&
      typeof r.max === 'string' &&
      /^-?\d+$/.test(r.max) &&
      !/^(19|20)\d{6}$/.test(r.min),
  );
