import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db.js';
import { awardYearLabel, loadLayouts, type Layout } from '../isir/layout.js';
import * as sql from './default-flows.queries.js';
import { numericElement } from './designer-catalog.js';

/** A component of a default flow: what it reads (an ISIR field, an answer, a student attribute, a constant). */
interface DefaultComponent {
  kind: string;
  valueType?: string;
  isir?: string;
  type?: string;
  key?: string;
  attr?: string;
  constant?: string;
}
/** A condition: [left component, operator, right component, right constant, tolerance]. */
type DefaultCondition = [number, string, number | null, string | null, number | null];

/** Writes the pieces of a school's default flows in one transaction. */
function flowWriter(tx: Db, schoolCode: string, aidYear: number) {
  const type = async (typeCode: string) => (await sql.interviewTypeId.first(tx, { typeCode }))?.id ?? null;
  return {
    flow: async (name: string, purpose: string, description: string, group: string | null) =>
      (await sql.insertDefaultFlow.first(tx, {
        schoolCode,
        aidYear,
        familyUuid: randomUUID(),
        name,
        description,
        purpose,
        verificationGroup: group,
      }))!.id,
    component: async (flowId: number, name: string, c: DefaultComponent) =>
      (await sql.insertDefaultComponent.first(tx, {
        flowId,
        name,
        kind: c.kind,
        valueType: c.valueType ?? 'TEXT',
        isirAttributeName: c.isir ?? null,
        interviewTypeCode: c.type ?? null,
        questionKey: c.key ?? null,
        studentAttribute: c.attr ?? null,
        constantValue: c.constant ?? null,
      }))!.id,
    section: async (flowId: number, name: string, typeCode: string | null, order: number) =>
      (await sql.insertDefaultSection.first(tx, {
        flowId,
        name,
        sortOrder: order,
        interviewTypeId: typeCode ? await type(typeCode) : null,
      }))!.id,
    conditionSet: async (sectionId: number, name: string, conditions: DefaultCondition[]) => {
      const cs = await sql.insertDefaultConditionSet.first(tx, { sectionId, name });
      for (const [i, [left, operator, right, constant, tolerance]] of conditions.entries()) {
        await sql.insertDefaultCondition.run(tx, {
          conditionSetId: cs!.id,
          leftComponentId: left,
          evaluatorId: (await sql.builtInEvaluatorId.first(tx, { operator }))!.id,
          rightComponentId: right,
          rightConstant: constant,
          tolerance,
          sortOrder: i,
        });
      }
    },
  };
}
type FlowWriter = ReturnType<typeof flowWriter>;
/** The aid year's ISIR field of a display name in a layout section. */
type FindElement = (name: string, section: string) => Layout['elements'][number] | undefined;

/**
 * Default flows for a school's aid year, written once as drafts (staff review and publish them): V1 (tax data FPS
 * took from the IRS unchanged verifies the transcript items; household size and number in college equal to the
 * worksheet answers verify the worksheet) and correction auto-verify. Identity (V4/V5) is never automatic.
 */
export async function ensureDefaultFlows(ctx: AppContext, schoolCode: string, aidYear: number) {
  const layouts = (await loadLayouts(ctx.db)).filter((l) => l.aidYear === aidYear);
  if (!layouts.length) return;
  await ctx.db.transaction(async (tx) => {
    const fresh = await sql.claimDefaultSeed.first(tx, { schoolCode, aidYear });
    if (!fresh) return;
    const write = flowWriter(tx, schoolCode, aidYear);
    await writeV1Flow(tx, write, layouts, aidYear);
    await writeCorrectionFlow(tx, write, aidYear);
  });
}

/** V1: the worksheet's household size and number in college against the ISIR, and the IRS data transferred unchanged. */
async function writeV1Flow(tx: Db, write: FlowWriter, layouts: Layout[], aidYear: number) {
  const el: FindElement = (name, section) =>
    layouts.flatMap((l) => l.elements).find((e) => e.displayName === name && e.section === section);
  const v1 = await write.flow(
    `${awardYearLabel(aidYear)} V1 verification`,
    'VERIFICATION',
    'Tax data FPS transferred from the IRS and unchanged since the first transaction verifies the transcript; household size and number in college equal to the worksheet answers verify the worksheet. Identity (V4/V5) is never automatic.',
    'V1',
  );
  const model = await write.component(v1, 'Dependency model', {
    kind: 'STUDENT_ATTRIBUTE',
    attr: 'dependencyModel',
  });
  const answerHousehold = await write.component(v1, 'Worksheet: household size', {
    kind: 'INTERVIEW_ANSWER',
    valueType: 'NUMBER',
    type: 'V1',
    key: 'household_size',
  });
  const answerCollege = await write.component(v1, 'Worksheet: number in college', {
    kind: 'INTERVIEW_ANSWER',
    valueType: 'NUMBER',
    type: 'V1',
    key: 'number_in_college',
  });
  const isirCount = async (who: string, label: string, e: Layout['elements'][number]) => ({
    id: await write.component(v1, `ISIR ${who} ${label}`, {
      kind: 'ISIR_FIELD',
      valueType: numericElement(e) ? 'NUMBER' : 'TEXT',
      isir: e.attributeName,
    }),
    numeric: numericElement(e),
  });
  const worksheet = await write.section(v1, 'Household and number in college agree', 'V1', 0);
  for (const [who, models] of [
    ['student', 'I'],
    ['parent', 'D'],
  ] as const) {
    const size = el('Updated Family Size', `${who}_non_financial`),
      college = el('Number in College', `${who}_non_financial`);
    if (!size || !college) continue;
    const h = [await isirCount(who, 'family size', size), await isirCount(who, 'number in college', college)];
    // Counts must agree exactly: 'within tolerance' with 0 where the layout makes the field a number, else 'equals'.
    const agree = (c: { id: number; numeric: boolean }, answer: number): DefaultCondition => [
      c.id,
      c.numeric ? 'WITHIN_TOLERANCE' : 'EQUALS',
      answer,
      null,
      c.numeric ? 0 : null,
    ];
    await write.conditionSet(worksheet, who === 'student' ? 'Independent student' : 'Dependent student', [
      [model, 'EQUALS', null, models, null],
      agree(h[0]!, answerHousehold),
      agree(h[1]!, answerCollege),
    ]);
  }
  await writeTaxSections(write, v1, el);
  await sql.insertNotVerifiedMemo.run(tx, {
    flowId: v1,
    memoText: 'Auto-verify ({flow}) did not verify everything: {reason}',
  });
}

/** V1's tax sections: the IRS response code is 200 (FPS took the data from the IRS) and the AGI unchanged since transaction 1. */
async function writeTaxSections(write: FlowWriter, v1: number, el: FindElement) {
  for (const [who, typeCode, order] of [
    ['student', 'TAX', 1],
    ['parent', 'TAXP', 2],
  ] as const) {
    const code = el('IRS response code', `${who}_financial_ftim`),
      agi = el('Adjusted Gross Income', `${who}_financial_ftim`);
    if (!code || !agi) continue;
    const s = await write.section(
      v1,
      `${who === 'student' ? 'Student' : 'Parent'} IRS tax data transferred and unchanged`,
      typeCode,
      order,
    );
    const codeComponent = await write.component(v1, `IRS response code (${who})`, {
      kind: 'ISIR_FIELD',
      isir: code.attributeName,
    });
    const agiComponent = await write.component(v1, `IRS AGI (${who})`, {
      kind: 'ISIR_FIELD',
      isir: agi.attributeName,
    });
    await write.conditionSet(s, 'IRS data transferred', [
      [codeComponent, 'EQUALS', null, '200', null],
      [agiComponent, 'UNCHANGED_SINCE_TRANSACTION', null, '1', null],
    ]);
  }
}

/** Correction auto-verify: a later FPS transaction carries every exported corrected value and nothing else changed. */
async function writeCorrectionFlow(tx: Db, write: FlowWriter, aidYear: number) {
  const corr = await write.flow(
    `${awardYearLabel(aidYear)} Correction auto-verify`,
    'CORRECTION',
    'When a later transaction from FPS carries every exported corrected value and nothing else the applicant reported changed, the corrections are confirmed and the student moves to Approved with corrections; otherwise the student goes to review with the reason.',
    null,
  );
  const s = await write.section(corr, 'FPS took the corrections', null, 0);
  const fields = await write.component(corr, 'Exported corrections', {
    kind: 'CONSTANT',
    constant: 'corrections',
  });
  const changes = await write.component(corr, 'Later transaction', {
    kind: 'CONSTANT',
    constant: 'transaction',
  });
  await write.conditionSet(s, 'Every corrected value and nothing else', [
    [fields, 'CORRECTIONS_CONFIRMED', null, null, null],
    [changes, 'NO_UNEXPECTED_CHANGE', null, null, null],
  ]);
  await sql.insertCorrectionsConfirmed.run(tx, { flowId: corr });
  await sql.insertCorrectionsForReview.run(tx, { flowId: corr });
}
