import type { AppContext } from '../../context.js';
import type { ElementInfo, Layout } from '../isir/layout.js';
import { openRawRecord } from '../isir/raw.js';
import { APPROVED_ITEM_STATUSES, NUMERIC_OPERATORS, OPEN_FOR_AUTO_VERIFY } from './catalog.js';
import type { ComponentModel, ConditionModel, FlowModel } from './flow-model.js';
import type { ConditionResult, Evaluation, Operand, SectionResult } from './results.js';
import type { IsirRow, StudentData } from './student-data.js';

// How a flow decides for one student: each condition's operands read from the ISIR, the answers and the record, the
// evaluator applied, and the outcome of the sections. Nothing here reads or writes the database.

const norm = (v: string | null) => (v ?? '').trim();
const num = (v: string | null): number | null => {
  const t = norm(v).replace(/[$,]/g, '');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
};
const same = (a: string | null, b: string | null) => {
  const na = num(a),
    nb = num(b);
  return na !== null && nb !== null ? na === nb : norm(a).toUpperCase() === norm(b).toUpperCase();
};

export class Evaluator {
  constructor(
    private readonly ctx: AppContext,
    private readonly layouts: Layout[],
  ) {}

  private layoutOf(r: IsirRow) {
    return this.layouts.find((l) => l.id === r.isir_record_info_id);
  }
  private raw(r: IsirRow) {
    r.raw ??= openRawRecord(this.ctx.sealer, r.raw_encrypted);
    return r.raw;
  }
  /** A condition's words, built once per run (a flow version does not change), not once per student. */
  private readonly texts = new WeakMap<ConditionModel, string>();
  /** Layout id → attribute name → element: a look-up per condition, not a scan of ~1,000 fields. */
  private readonly byName = new Map<number, Map<string, ElementInfo>>();
  private element(r: IsirRow, attributeName: string): ElementInfo | undefined {
    let m = this.byName.get(r.isir_record_info_id);
    if (!m) {
      m = new Map((this.layoutOf(r)?.elements ?? []).map((e) => [e.attributeName, e]));
      this.byName.set(r.isir_record_info_id, m);
    }
    return m.get(attributeName);
  }
  isirValue(r: IsirRow, attributeName: string): { value: string | null; fti: boolean; missing?: string } {
    const el = this.element(r, attributeName);
    if (!el)
      return {
        value: null,
        fti: false,
        missing: `the ${this.layoutOf(r)?.name ?? 'record'} layout has no field ${attributeName}`,
      };
    const v = this.raw(r).substr(el.startOffset, el.length).trim();
    return { value: v === '' ? null : v, fti: el.fti };
  }

  operand(c: ComponentModel | undefined, d: StudentData): Operand & { missing?: string } {
    if (!c) return { component: '(none)', value: null, missing: 'the component was removed' };
    switch (c.kind) {
      case 'CONSTANT':
        return { component: c.name, value: c.constantValue };
      case 'INTERVIEW_ANSWER': {
        const key = `${c.interviewTypeCode}.${c.questionKey}`;
        return d.answers.has(key)
          ? { component: c.name, value: d.answers.get(key)! }
          : { component: c.name, value: null, missing: `no answer to ${key}` };
      }
      case 'STUDENT_ATTRIBUTE': {
        const s = d.student,
          cur = d.current;
        const v: Record<string, unknown> = {
          status: s.status,
          verificationGroup: s.verification_group,
          dependencyStatus: s.dependency_status,
          trackingFlag: cur?.tracking_flag,
          sai: cur?.sai,
          dependencyModel: cur?.dependency_model,
          transactionNumber: cur?.transaction_number,
          selectedForVerification: cur?.selected_for_verification,
        };
        const value = v[c.studentAttribute ?? ''];
        return { component: c.name, value: value === null || value === undefined ? null : String(value) };
      }
      case 'PSEUDO_QUERY':
        return { component: c.name, value: d.pseudo.get(c.pseudoQueryId ?? 0) ?? null };
      case 'ISIR_FIELD': {
        const r = c.isirTransaction === 'PREVIOUS' ? d.isirs.filter((x) => !x.is_current).at(-1) : d.current;
        if (!r)
          return {
            component: c.name,
            value: null,
            missing: c.isirTransaction === 'PREVIOUS' ? 'no previous ISIR transaction' : 'no current ISIR',
          };
        const v = this.isirValue(r, c.isirAttributeName ?? '');
        return {
          component: c.name,
          value: v.value,
          fti: v.fti,
          ...(v.missing ? { missing: v.missing } : {}),
        };
      }
      default:
        return { component: c.name, value: null, missing: `unknown component kind ${c.kind}` };
    }
  }

  // One case per operator of the whitelist (catalog.ts), each a few lines: read side by side they are the evaluators'
  // definition. The checks that compare transactions (unchanged since, the two FPS correction checks) are methods.
  condition(flow: FlowModel, c: ConditionModel, d: StudentData): ConditionResult {
    const leftC = flow.components.get(c.leftComponentId);
    const left = this.operand(leftC, d);
    const rightC = c.rightComponentId ? flow.components.get(c.rightComponentId) : undefined;
    const right: (Operand & { missing?: string }) | null = rightC
      ? this.operand(rightC, d)
      : c.rightConstant !== null
        ? { component: 'constant', value: c.rightConstant }
        : null;
    const tolerance = c.operator === 'WITHIN_TOLERANCE' ? (c.tolerance ?? c.defaultTolerance ?? 25) : null;
    let text = this.texts.get(c);
    if (text === undefined) this.texts.set(c, (text = conditionText(flow, c)));
    const res = (passed: boolean, reason: string | null = null): ConditionResult => ({
      id: c.id,
      text,
      evaluator: c.evaluatorName,
      left: strip(left),
      right: right ? strip(right) : null,
      tolerance,
      passed,
      reason: passed ? null : reason,
    });
    const lv = left.value,
      rv = right?.value ?? null;
    const missingReason = left.missing ?? right?.missing;
    switch (c.operator) {
      case 'BLANK':
        return res(norm(lv) === '', `${left.component} is '${lv}', not blank`);
      case 'NOT_BLANK':
        return res(norm(lv) !== '', missingReason ?? `${left.component} is blank`);
      case 'EQUALS':
        if (missingReason) return res(false, missingReason);
        return res(
          same(lv, rv),
          `${left.component} is '${lv ?? ''}', ${right?.component === 'constant' ? 'expected' : `${right?.component} is`} '${rv ?? ''}'`,
        );
      case 'NOT_EQUALS':
        if (missingReason) return res(false, missingReason);
        return res(!same(lv, rv), `${left.component} and ${right?.component} are both '${lv ?? ''}'`);
      case 'IN_LIST': {
        const list = norm(rv)
          .split(',')
          .map((x) => x.trim().toUpperCase());
        return res(
          list.includes(norm(lv).toUpperCase()),
          missingReason ?? `${left.component} is '${lv ?? ''}', not one of ${rv}`,
        );
      }
      case 'WITHIN_TOLERANCE':
      case 'GREATER_THAN':
      case 'LESS_THAN': {
        if (missingReason) return res(false, missingReason);
        const a = num(lv),
          b = num(rv);
        if (a === null || b === null)
          return res(
            false,
            `${a === null ? left.component : right?.component} is '${(a === null ? lv : rv) ?? ''}', not a number`,
          );
        if (c.operator === 'GREATER_THAN')
          return res(a > b, `${left.component} ${a} is not greater than ${b}`);
        if (c.operator === 'LESS_THAN') return res(a < b, `${left.component} ${a} is not less than ${b}`);
        const diff = Math.abs(a - b);
        return res(
          diff <= tolerance!,
          `${left.component} ${a} and ${right?.component} ${b} differ by ${diff}, more than the tolerance of ${tolerance}`,
        );
      }
      case 'ALL_ITEMS_APPROVED':
        return allItemsApproved(norm(rv).toUpperCase(), d, res);
      case 'UNCHANGED_SINCE_TRANSACTION':
        return this.unchangedSinceTransaction(leftC, left, rv, d, res);
      case 'CORRECTIONS_CONFIRMED':
        return this.correctionsConfirmed(d, res);
      case 'NO_UNEXPECTED_CHANGE':
        return this.noUnexpectedChange(d, res);
      default:
        return res(false, `unknown evaluator ${String(c.operator)}`);
    }
  }

  /** The ISIR field on the left has the same value now as in transaction N (on the right). */
  private unchangedSinceTransaction(
    leftC: ComponentModel | undefined,
    left: Operand & { missing?: string },
    rv: string | null,
    d: StudentData,
    res: Decide,
  ): ConditionResult {
    const n = num(rv);
    if (!leftC || leftC.kind !== 'ISIR_FIELD' || n === null)
      return res(false, 'needs an ISIR field on the left and a transaction number on the right');
    if (!d.current) return res(false, 'no current ISIR');
    const then = d.isirs.find((x) => x.transaction_number === n);
    if (!then) return res(false, `no transaction ${n}`);
    const before = this.isirValue(then, leftC.isirAttributeName ?? '');
    if (left.missing) return res(false, left.missing);
    const r = {
      ...res(
        same(before.value, left.value),
        `${left.component} was '${before.value ?? ''}' in transaction ${n}, now '${left.value ?? ''}'`,
      ),
    };
    r.right = { component: `transaction ${n}`, value: before.value, fti: before.fti };
    return r;
  }

  /** Correction auto-verify: a transaction from FPS later than the corrections carries every corrected value. */
  private correctionsConfirmed(d: StudentData, res: Decide): ConditionResult {
    const cur = d.current;
    if (!d.corrections.length) return res(false, 'no exported corrections');
    if (!cur) return res(false, 'no current ISIR');
    const later = d.corrections.every((x) => x.isir_record_id !== cur.id);
    if (!later) return res(false, 'no transaction from FPS after the corrections were exported');
    const missing = d.corrections.filter(
      (x) =>
        !same(
          this.isirValue(cur, x.attribute_name).value,
          this.ctx.sealer.open(x.corrected_value_sealed).slice(1),
        ),
    );
    const r = res(
      missing.length === 0,
      `transaction ${cur.transaction_number ?? ''} does not carry the corrected ${missing.map((x) => x.display_name).join(', ')}`,
    );
    r.left = {
      component: 'corrected fields',
      value: d.corrections.map((x) => x.display_name).join(', '),
    };
    return r;
  }

  /** Correction auto-verify: between the corrected transaction and the current one only corrected fields changed. */
  private noUnexpectedChange(d: StudentData, res: Decide): ConditionResult {
    const cur = d.current;
    const baseId = d.corrections[0]?.isir_record_id;
    const base = d.isirs.find((x) => x.id === baseId);
    if (!cur || !base) return res(false, 'no corrected transaction to compare with');
    const corrected = new Set(d.corrections.map((x) => x.attribute_name));
    const layout = this.layoutOf(cur);
    const changed = (layout?.elements ?? []).filter(
      (e) =>
        !e.filler &&
        /^(student|parent|other_parent)/.test(e.section ?? '') &&
        !corrected.has(e.attributeName) &&
        !same(this.isirValue(base, e.attributeName).value, this.isirValue(cur, e.attributeName).value),
    );
    const r = res(
      changed.length === 0,
      `unexpected change in ${changed
        .slice(0, 5)
        .map((e) => `${e.displayName} (field ${e.cpsNumber})`)
        .join(', ')}${changed.length > 5 ? ` and ${changed.length - 5} more` : ''}`,
    );
    r.left = {
      component: `transaction ${cur.transaction_number ?? ''} against ${base.transaction_number ?? ''}`,
      value: changed.length ? `${changed.length} other field(s) changed` : 'only corrected fields changed',
    };
    return r;
  }

  /** One flow for one student: every section, set and condition with its inputs, and the outcome. Writes nothing. */
  evaluate(flow: FlowModel, d: StudentData): Evaluation {
    const applicable =
      flow.purpose === 'CORRECTION'
        ? d.corrections.some((c) => !c.auto_verify_confirmed_at) &&
          Boolean(d.current) &&
          d.corrections.every((c) => c.isir_record_id !== d.current!.id)
        : !flow.verificationGroup || flow.verificationGroup === d.student.verification_group;
    const sections: SectionResult[] = flow.sections.map((s) => {
      const items = s.interviewTypeCode
        ? d.items.filter(
            (i) => i.type_code === s.interviewTypeCode && OPEN_FOR_AUTO_VERIFY.includes(i.status),
          )
        : [];
      const sets = s.sets.map((cs) => {
        const conditions = cs.conditions.map((c) => this.condition(flow, c, d));
        return {
          id: cs.id,
          name: cs.name,
          passed: conditions.length > 0 && conditions.every((c) => c.passed),
          conditions,
        };
      });
      const passed = sets.some((x) => x.passed);
      const result: SectionResult['result'] =
        s.interviewTypeCode && !items.length ? 'NO_ITEM' : passed ? 'PASS' : 'FAIL';
      return {
        id: s.id,
        name: s.name,
        itemType: s.interviewTypeCode,
        itemIds: items.map((i) => i.id),
        result,
        passStatus: s.passStatus,
        sets,
      };
    });
    const decided = sections.filter((s) => s.result !== 'NO_ITEM');
    const failed = decided.filter((s) => s.result === 'FAIL');
    const firstReason = failed.length
      ? `${failed[0]!.name}: ${failed[0]!.sets.flatMap((x) => x.conditions).find((c) => !c.passed)?.reason ?? 'no condition set passed'}`
      : null;
    const outcome: Evaluation['outcome'] =
      flow.purpose === 'CORRECTION'
        ? decided.length && !failed.length
          ? 'CONFIRMED'
          : 'REVIEW'
        : !decided.length || failed.length === decided.length
          ? 'NOT_VERIFIED'
          : failed.length
            ? 'PARTIAL'
            : 'VERIFIED';
    return {
      flowId: flow.id,
      flowName: flow.name,
      version: flow.version,
      purpose: flow.purpose,
      studentId: d.student.id,
      isirRecordId: d.current?.id ?? null,
      sections,
      outcome,
      reason: firstReason ?? (decided.length ? null : 'no task list item of the flow is open'),
      applicable,
    };
  }
}

/** Every task list item of the type is verified, auto-verified or not required (and there is one). */
function allItemsApproved(type: string, d: StudentData, res: Decide): ConditionResult {
  const of = d.items.filter((i) => i.type_code === type);
  const open = of.filter((i) => !APPROVED_ITEM_STATUSES.includes(i.status));
  return res(
    of.length > 0 && open.length === 0,
    of.length === 0 ? `no ${type} item on the task list` : `${open.length} ${type} item(s) not approved`,
  );
}

/** A condition's result, passed or failed with the reason. */
type Decide = (passed: boolean, reason?: string | null) => ConditionResult;

const strip = (o: Operand & { missing?: string }): Operand => ({
  component: o.component,
  value: o.value,
  ...(o.fti ? { fti: true } : {}),
});

/** A condition in words, from the flow's definition (so a stored run need not repeat it). */
export function conditionText(flow: FlowModel, c: ConditionModel): string {
  const left = flow.components.get(c.leftComponentId)?.name ?? '(removed)';
  const right = c.rightComponentId
    ? (flow.components.get(c.rightComponentId)?.name ?? '(removed)')
    : c.rightConstant !== null
      ? `'${c.rightConstant}'`
      : '';
  const tolerance = c.operator === 'WITHIN_TOLERANCE' ? (c.tolerance ?? c.defaultTolerance ?? 25) : null;
  return `${left} ${c.evaluatorName}${right ? ` ${right}` : ''}${tolerance !== null ? ` (±${tolerance})` : ''}`;
}

/** NUMBER comparisons need numbers on both sides: used by the designer to refuse a wrong component. */
export const isNumericOperator = (op: string) => (NUMERIC_OPERATORS as string[]).includes(op);
