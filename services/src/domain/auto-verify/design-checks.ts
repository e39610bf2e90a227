import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { awardYearLabel, loadLayouts } from '../isir/layout.js';
import type { Resource } from './answers.js';
import {
  COMPONENT_KINDS,
  NUMERIC_OPERATORS,
  OPERATORS,
  QUERY_OBJECTS,
  STUDENT_ATTRIBUTES,
  UNARY_OPERATORS,
  queryObject,
} from './catalog.js';
import * as sql from './design-checks.queries.js';
import { evaluatorById } from './design.queries.js';
import { flowById, type FlowRow, type Input } from './design-rows.js';
import { numericElement } from './designer-catalog.js';

// ---------- the checks that refuse, naming the reason ----------

/** A row another row names: null when none is named; refused when it is not part of the flow. */
type InFlow = (
  table: sql.FlowPiece,
  id: unknown,
  what: string,
) => Promise<{ flow_id: number; name: string } | null>;

/** An id or a text the input names (it may name none). */
const idOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * The stored row with the input's changes (a null only with allowNullUpdate), checked: a reference names a row of
 * the same flow, a type fits, a value parses. A bad change is refused with the reason; nothing is written here.
 */
export async function normalize(
  tx: Db,
  caller: Caller,
  r: Resource,
  flow: FlowRow | null,
  before: Input,
  input: Input,
  allowNull = false,
): Promise<Input> {
  const merged: Input = { ...before };
  for (const [k, v] of Object.entries(input)) if (v !== undefined && (v !== null || allowNull)) merged[k] = v;
  const inFlow: InFlow = async (table, id, what) => {
    if (id === null || id === undefined) return null;
    const row = await sql.FLOW_OF_PIECE[table].first(tx, { id: Number(id) });
    if (!row || row.flow_id !== flow!.id)
      throw badRequest(`${what} ${String(id)} is not part of ${flow!.name}`);
    return row;
  };
  switch (r) {
    case 'Section': {
      if (input.interviewTypeID !== undefined && input.interviewTypeID !== null) {
        const t = await sql.interviewTypeExists.first(tx, { typeId: idOrNull(input.interviewTypeID) });
        if (!t) throw badRequest(`No task list item type ${String(input.interviewTypeID)}`);
      }
      break;
    }
    case 'Component':
      await checkComponent(tx, flow!, merged, inFlow);
      break;
    case 'Condition':
      await checkCondition(tx, caller, merged, inFlow);
      break;
    case 'PseudoQuery':
      checkPseudoQuery(merged);
      break;
    case 'PseudoQueryFilter':
      await checkPseudoQueryFilter(tx, merged);
      break;
    case 'RedirectGroup':
      await checkRedirectGroup(tx, caller, flow!, merged, inFlow);
      break;
    case 'Evaluator':
      await checkEvaluator(tx, caller, before, merged);
      break;
    default:
      break;
  }
  return merged;
}

function checkPseudoQuery(merged: Input) {
  const obj = queryObject(String(merged.queryObject));
  if (!obj)
    throw badRequest(
      `'${String(merged.queryObject)}' is not a query object; choose one of ${QUERY_OBJECTS.map((o) => o.name).join(', ')}`,
    );
  if (merged.result === 'VALUE' && !obj.columns[String(merged.resultColumn)])
    throw badRequest(
      `A VALUE query names one of the columns of ${obj.label}: ${Object.keys(obj.columns).join(', ')}`,
    );
}

async function checkPseudoQueryFilter(tx: Db, merged: Input) {
  const q = await sql.pseudoQueryShape.first(tx, { pseudoQueryId: idOrNull(merged.pseudoQueryID) });
  const obj = queryObject(q?.query_object ?? '');
  if (!obj?.columns[String(merged.columnName)])
    throw badRequest(
      `${obj?.label ?? 'The query object'} has no column '${String(merged.columnName)}'; choose one of ${Object.keys(obj?.columns ?? {}).join(', ')}`,
    );
  if (
    !['BLANK', 'NOT_BLANK'].includes(String(merged.operator)) &&
    (merged.value === null || merged.value === undefined)
  )
    throw badRequest('This filter needs a value');
}

async function checkRedirectGroup(tx: Db, caller: Caller, flow: FlowRow, merged: Input, inFlow: InFlow) {
  if (merged.sectionID) await inFlow('auto_verify_section', merged.sectionID, 'Section');
  if (merged.handoffFlowID) {
    const target = await flowById(tx, caller, Number(merged.handoffFlowID), 'auto verify flow');
    if (target.family_uuid === flow.family_uuid) throw badRequest('A flow cannot hand off to itself');
  }
  if (!merged.studentStatus && !merged.alertMessage && !merged.memoText && !merged.handoffFlowID) {
    throw badRequest(
      'A redirect group does something: a status to move the student to, an alert, a memo or a flow to hand off to',
    );
  }
}

async function checkEvaluator(tx: Db, caller: Caller, before: Input, merged: Input) {
  if (!(OPERATORS as readonly string[]).includes(String(merged.operator)))
    throw badRequest(
      `'${String(merged.operator)}' is not an operator; choose one of ${OPERATORS.join(', ')}`,
    );
  // A school names each of its evaluators once (the table's unique key): a taken name is a conflict, not a 500.
  if (merged.name !== before.name) {
    const taken = await sql.evaluatorNameTaken.first(tx, {
      schoolCode: caller.schoolCode,
      name: String(merged.name),
    });
    if (taken) throw conflict(`The school already has an evaluator named ${String(merged.name)}`);
  }
}

async function checkComponent(tx: Db, flow: FlowRow, c: Input, inFlow: InFlow) {
  const kind = String(c.kind);
  if (!(COMPONENT_KINDS as readonly string[]).includes(kind))
    throw badRequest(`'${kind}' is not a kind of component`);
  const type = String(c.valueType ?? 'TEXT');
  if (kind === 'ISIR_FIELD') {
    const name = String(c.isirAttributeName ?? '');
    const layouts = (await loadLayouts(tx)).filter((l) => l.aidYear === flow.aid_year);
    const el = layouts.flatMap((l) => l.elements).find((e) => e.attributeName === name);
    if (!el)
      throw badRequest(
        `Unknown field '${name}' for ${awardYearLabel(flow.aid_year)}: pick a field of that year's ISIR layout`,
      );
    if (type === 'NUMBER' && !numericElement(el))
      throw badRequest(
        `${el.displayName} (field ${el.cpsNumber}) is not a number in ${awardYearLabel(flow.aid_year)}: the component must be TEXT`,
      );
  } else if (kind === 'INTERVIEW_ANSWER') {
    const q = await sql.questionTypeOf.first(tx, {
      typeCode: textOrNull(c.interviewTypeCode),
      questionKey: textOrNull(c.questionKey),
      aidYear: flow.aid_year,
    });
    if (!q)
      throw badRequest(
        `No question '${String(c.questionKey)}' in the ${String(c.interviewTypeCode)} interview of ${awardYearLabel(flow.aid_year)}`,
      );
    if (type === 'NUMBER' && q.question_type !== 'NUMBER')
      throw badRequest(
        `${String(c.interviewTypeCode)}.${String(c.questionKey)} is a ${q.question_type} question: the component must be TEXT`,
      );
  } else if (kind === 'STUDENT_ATTRIBUTE') {
    const a = STUDENT_ATTRIBUTES[String(c.studentAttribute)];
    if (!a)
      throw badRequest(
        `'${String(c.studentAttribute)}' is not a student attribute; choose one of ${Object.keys(STUDENT_ATTRIBUTES).join(', ')}`,
      );
    c.valueType = a.valueType;
  } else if (kind === 'CONSTANT') {
    if (c.constantValue === null || c.constantValue === undefined)
      throw badRequest('A constant needs a value');
    if (type === 'NUMBER' && !/^-?\d+(\.\d+)?$/.test(String(c.constantValue).trim()))
      throw badRequest(`'${String(c.constantValue)}' is not a number`);
  } else if (kind === 'PSEUDO_QUERY') {
    await inFlow('auto_verify_pseudo_query', c.pseudoQueryID, 'Pseudo query');
    const q = await sql.pseudoQueryShape.first(tx, { pseudoQueryId: idOrNull(c.pseudoQueryID) });
    if (q?.result === 'COUNT') c.valueType = 'NUMBER';
  }
}

async function checkCondition(tx: Db, caller: Caller, c: Input, inFlow: InFlow) {
  const evaluatorId = idOrNull(c.evaluatorID);
  const e = evaluatorId === null ? undefined : await evaluatorById.first(tx, { evaluatorId });
  if (!e || (e.school_code !== null && e.school_code !== caller.schoolCode))
    throw badRequest(`No evaluator ${String(c.evaluatorID)}`);
  const left = await inFlow('auto_verify_component', c.leftComponentID, 'Component');
  if (!left) throw badRequest('A condition needs a component on the left');
  const right = c.rightComponentID
    ? await inFlow('auto_verify_component', c.rightComponentID, 'Component')
    : null;
  const lc = await sql.componentType.first(tx, { componentId: idOrNull(c.leftComponentID) });
  const rc = right
    ? await sql.componentType.first(tx, { componentId: idOrNull(c.rightComponentID) })
    : undefined;
  const op = e.operator;
  const hasRight =
    Boolean(rc) ||
    (c.rightConstant !== null && c.rightConstant !== undefined && String(c.rightConstant) !== '');
  if ((UNARY_OPERATORS as string[]).includes(op)) {
    if (hasRight) throw badRequest(`'${e.name}' takes nothing on the right`);
  } else if (!hasRight) throw badRequest(`'${e.name}' needs a component or a constant on the right`);
  if ((NUMERIC_OPERATORS as string[]).includes(op)) {
    if (lc!.value_type !== 'NUMBER')
      throw badRequest(
        `A component of the wrong type: ${lc!.name} is TEXT, and '${e.name}' compares numbers`,
      );
    if (rc && rc.value_type !== 'NUMBER')
      throw badRequest(`A component of the wrong type: ${rc.name} is TEXT, and '${e.name}' compares numbers`);
    if (!rc && !/^-?\d+(\.\d+)?$/.test(String(c.rightConstant).trim()))
      throw badRequest(`'${String(c.rightConstant)}' is not a number, and '${e.name}' compares numbers`);
  }
  if (op === 'UNCHANGED_SINCE_TRANSACTION') {
    if (lc!.kind !== 'ISIR_FIELD')
      throw badRequest(
        `A component of the wrong type: '${e.name}' needs an ISIR field on the left, not ${lc!.name}`,
      );
    if (rc || !/^\d{1,2}$/.test(String(c.rightConstant).trim()))
      throw badRequest(`'${e.name}' needs a transaction number (1-99) on the right`);
  }
  if (op === 'ALL_ITEMS_APPROVED') {
    const t = await sql.interviewTypeCodeExists.first(tx, {
      typeCode: String(c.rightConstant ?? '')
        .trim()
        .toUpperCase(),
    });
    if (!t) throw badRequest(`'${String(c.rightConstant ?? '')}' is not a task list item type`);
  }
  if (c.tolerance !== null && c.tolerance !== undefined && op !== 'WITHIN_TOLERANCE')
    throw badRequest(`A tolerance applies only to 'within tolerance'`);
}
