import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Sealer } from '../../platform/crypto.js';
import type { Db } from '../../platform/db.js';
import { loadLayouts, type ElementInfo, type Layout } from '../isir/layout.js';
import { openRawRecord } from '../isir/raw.js';
import {
  APPROVED_ITEM_STATUSES,
  NUMERIC_OPERATORS,
  OPEN_FOR_AUTO_VERIFY,
  queryObject,
  type Operator,
} from './catalog.js';

/** Students are evaluated this many at a time: one set of reads per batch, not a query per condition per student. */
export const ENGINE_BATCH = 1000;
/** Batches at once on a Postgres server. */
const ENGINE_LANES = 2;

export type Trigger = 'ISIR_IMPORT' | 'INTERVIEW_SUBMITTED' | 'ON_DEMAND';

// ---------- the flow as the engine reads it ----------

export interface ComponentModel {
  id: number;
  name: string;
  kind: string;
  valueType: 'TEXT' | 'NUMBER';
  isirAttributeName: string | null;
  isirTransaction: 'CURRENT' | 'PREVIOUS';
  interviewTypeCode: string | null;
  questionKey: string | null;
  studentAttribute: string | null;
  constantValue: string | null;
  pseudoQueryId: number | null;
}
interface ConditionModel {
  id: number;
  conditionSetId: number;
  leftComponentId: number;
  evaluatorId: number;
  rightComponentId: number | null;
  rightConstant: string | null;
  tolerance: number | null;
  sortOrder: number;
  operator: Operator;
  evaluatorName: string;
  defaultTolerance: number | null;
}
interface SetModel {
  id: number;
  sectionId: number;
  name: string;
  sortOrder: number;
  conditions: ConditionModel[];
}
interface SectionModel {
  id: number;
  name: string;
  sortOrder: number;
  interviewTypeCode: string | null;
  passStatus: string;
  sets: SetModel[];
}
interface RedirectModel {
  id: number;
  name: string;
  sectionId: number | null;
  onResult: 'PASS' | 'FAIL';
  studentStatus: string | null;
  alertMessage: string | null;
  memoText: string | null;
  handoffFlowId: number | null;
}
interface PseudoQueryModel {
  id: number;
  name: string;
  queryObject: string;
  result: string;
  resultColumn: string | null;
  filters: { columnName: string; operator: string; value: string | null }[];
}
export interface FlowModel {
  id: number;
  schoolCode: string;
  aidYear: number;
  name: string;
  version: number;
  purpose: 'VERIFICATION' | 'CORRECTION';
  verificationGroup: string | null;
  status: string;
  sections: SectionModel[];
  redirects: RedirectModel[];
  components: Map<number, ComponentModel>;
  pseudoQueries: PseudoQueryModel[];
}

/** Reads whole flows with one query per table. */
export async function loadFlowModels(db: Db, flowIds: number[]): Promise<FlowModel[]> {
  if (!flowIds.length) return [];
  const flows = await db.query<{
    id: number;
    school_code: string;
    aid_year: number;
    name: string;
    version: number;
    purpose: 'VERIFICATION' | 'CORRECTION';
    verification_group: string | null;
    status: string;
  }>(
    'SELECT id, school_code, aid_year, name, version, purpose, verification_group, status FROM auto_verify_flow WHERE id = ANY($1::int[]) ORDER BY id',
    [flowIds],
  );
  const sections = await db.query<SectionModel & { flowId: number }>(
    `SELECT s.id, s.flow_id AS "flowId", s.name, s.sort_order AS "sortOrder", t.type_code AS "interviewTypeCode", s.pass_status AS "passStatus"
       FROM auto_verify_section s LEFT JOIN interview_type t ON t.id = s.interview_type_id WHERE s.flow_id = ANY($1::int[]) ORDER BY s.sort_order, s.id`,
    [flowIds],
  );
  const sets = await db.query<SetModel>(
    `SELECT cs.id, cs.section_id AS "sectionId", cs.name, cs.sort_order AS "sortOrder" FROM auto_verify_condition_set cs
       JOIN auto_verify_section s ON s.id = cs.section_id WHERE s.flow_id = ANY($1::int[]) ORDER BY cs.sort_order, cs.id`,
    [flowIds],
  );
  const conditions = await db.query<ConditionModel>(
    `SELECT c.id, c.condition_set_id AS "conditionSetId", c.left_component_id AS "leftComponentId", c.evaluator_id AS "evaluatorId",
            c.right_component_id AS "rightComponentId", c.right_constant AS "rightConstant", c.tolerance, c.sort_order AS "sortOrder",
            e.operator, e.name AS "evaluatorName", e.default_tolerance AS "defaultTolerance"
       FROM auto_verify_condition c JOIN auto_verify_evaluator e ON e.id = c.evaluator_id
       JOIN auto_verify_condition_set cs ON cs.id = c.condition_set_id JOIN auto_verify_section s ON s.id = cs.section_id
      WHERE s.flow_id = ANY($1::int[]) ORDER BY c.sort_order, c.id`,
    [flowIds],
  );
  const components = await db.query<ComponentModel & { flowId: number }>(
    `SELECT id, flow_id AS "flowId", name, kind, value_type AS "valueType", isir_attribute_name AS "isirAttributeName",
            isir_transaction AS "isirTransaction", interview_type_code AS "interviewTypeCode", question_key AS "questionKey",
            student_attribute AS "studentAttribute", constant_value AS "constantValue", pseudo_query_id AS "pseudoQueryId"
       FROM auto_verify_component WHERE flow_id = ANY($1::int[])`,
    [flowIds],
  );
  const redirects = await db.query<RedirectModel & { flowId: number }>(
    `SELECT id, flow_id AS "flowId", name, section_id AS "sectionId", on_result AS "onResult", student_status AS "studentStatus",
            alert_message AS "alertMessage", memo_text AS "memoText", handoff_flow_id AS "handoffFlowId"
       FROM auto_verify_redirect_group WHERE flow_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [flowIds],
  );
  const pqs = await db.query<PseudoQueryModel & { flowId: number }>(
    `SELECT id, flow_id AS "flowId", name, query_object AS "queryObject", result, result_column AS "resultColumn"
       FROM auto_verify_pseudo_query WHERE flow_id = ANY($1::int[])`,
    [flowIds],
  );
  const filters = await db.query<{
    pseudoQueryId: number;
    columnName: string;
    operator: string;
    value: string | null;
  }>(
    `SELECT f.pseudo_query_id AS "pseudoQueryId", f.column_name AS "columnName", f.operator, f.value FROM auto_verify_pseudo_query_filter f
       JOIN auto_verify_pseudo_query q ON q.id = f.pseudo_query_id WHERE q.flow_id = ANY($1::int[]) ORDER BY f.id`,
    [flowIds],
  );
  for (const set of sets) set.conditions = conditions.filter((c) => c.conditionSetId === set.id);
  return flows.map((f) => ({
    id: f.id,
    schoolCode: f.school_code,
    aidYear: f.aid_year,
    name: f.name,
    version: f.version,
    purpose: f.purpose,
    verificationGroup: f.verification_group,
    status: f.status,
    sections: sections
      .filter((s) => s.flowId === f.id)
      .map((s) => ({ ...s, sets: sets.filter((x) => x.sectionId === s.id) })),
    redirects: redirects.filter((r) => r.flowId === f.id),
    components: new Map(components.filter((c) => c.flowId === f.id).map((c) => [c.id, c])),
    pseudoQueries: pqs
      .filter((q) => q.flowId === f.id)
      .map((q) => ({ ...q, filters: filters.filter((x) => x.pseudoQueryId === q.id) })),
  }));
}

// ---------- what the engine reads about the students ----------

interface IsirRow {
  id: number;
  student_id: number;
  transaction_number: number | null;
  is_current: boolean;
  isir_record_info_id: number;
  raw_encrypted: string;
  sai: number | null;
  dependency_model: string | null;
  tracking_flag: string | null;
  selected_for_verification: string | null;
  raw?: string;
}
interface ItemRow {
  id: number;
  student_id: number;
  type_code: string;
  status: string;
}
interface CorrectionRow {
  id: number;
  student_id: number;
  isir_record_id: number;
  attribute_name: string;
  display_name: string;
  corrected_value_sealed: string;
  auto_verify_confirmed_at: Date | null;
}
interface StudentRow {
  id: number;
  uuid: string;
  school_code: string;
  first_name: string;
  last_name: string;
  status: string;
  verification_group: string | null;
  dependency_status: number;
}

/** Corrections seal their values behind a one-character marker (an empty value cannot be sealed). */
export interface StudentData {
  student: StudentRow;
  isirs: IsirRow[];
  current: IsirRow | undefined;
  items: ItemRow[];
  answers: Map<string, string | null>;
  pseudo: Map<number, string | null>;
  corrections: CorrectionRow[];
}

const answerText = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** Everything the flows need about a batch of students of one school and aid year, in a handful of set-based reads. */
export async function loadStudentData(
  db: Db,
  flows: FlowModel[],
  studentIds: number[],
  aidYear: number,
): Promise<Map<number, StudentData>> {
  const students = await db.query<StudentRow>(
    `SELECT id, uuid::text AS uuid, school_code, first_name, last_name, status, verification_group, dependency_status
       FROM student WHERE id = ANY($1::int[])`,
    [studentIds],
  );
  const components = flows.flatMap((f) => [...f.components.values()]);
  const needsRaw =
    components.some((c) => c.kind === 'ISIR_FIELD') ||
    flows.some((f) =>
      f.sections.some((s) =>
        s.sets.some((cs) =>
          cs.conditions.some((c) => ['CORRECTIONS_CONFIRMED', 'NO_UNEXPECTED_CHANGE'].includes(c.operator)),
        ),
      ),
    );
  const isirs = await db.query<IsirRow>(
    `SELECT id::int AS id, student_id, transaction_number, is_current, isir_record_info_id, ${needsRaw ? 'raw_encrypted' : "'' AS raw_encrypted"},
            sai, dependency_model, tracking_flag, selected_for_verification
       FROM isir_record WHERE student_id = ANY($1::int[]) AND aid_year = $2 ORDER BY student_id, transaction_number NULLS FIRST, id`,
    [studentIds, aidYear],
  );
  const items = await db.query<ItemRow>(
    `SELECT l.id, l.student_id, t.type_code, l.status FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
      WHERE l.student_id = ANY($1::int[]) AND l.aid_year = $2 ORDER BY l.id`,
    [studentIds, aidYear],
  );
  const keys = [
    ...new Set(
      components.filter((c) => c.kind === 'INTERVIEW_ANSWER' && c.questionKey).map((c) => c.questionKey!),
    ),
  ];
  const answers = keys.length
    ? await db.query<{ student_id: number; type_code: string; question_key: string; value: unknown }>(
        `SELECT l.student_id, t.type_code, q.question_key, a.value FROM interview_answer a
         JOIN interview_question q ON q.id = a.interview_question_id
         JOIN student_interview_link l ON l.id = a.student_interview_link_id JOIN interview_type t ON t.id = l.interview_type_id
        WHERE l.student_id = ANY($1::int[]) AND l.aid_year = $2 AND q.question_key = ANY($3::text[]) ORDER BY a.updated_at`,
        [studentIds, aidYear, keys],
      )
    : [];
  const needsCorrections = flows.some((f) => f.purpose === 'CORRECTION');
  const corrections = needsCorrections
    ? await db.query<CorrectionRow>(
        `SELECT id, student_id, isir_record_id::int AS isir_record_id, attribute_name, display_name, corrected_value_sealed, auto_verify_confirmed_at
         FROM isir_correction WHERE student_id = ANY($1::int[]) AND aid_year = $2 AND status = 'EXPORTED' ORDER BY id`,
        [studentIds, aidYear],
      )
    : [];
  const byStudent = new Map<number, StudentData>();
  for (const s of students)
    byStudent.set(s.id, {
      student: s,
      isirs: [],
      current: undefined,
      items: [],
      answers: new Map(),
      pseudo: new Map(),
      corrections: [],
    });
  for (const r of isirs) {
    const d = byStudent.get(r.student_id);
    if (!d) continue;
    d.isirs.push(r);
    if (r.is_current) d.current = r;
  }
  for (const i of items) byStudent.get(i.student_id)?.items.push(i);
  for (const a of answers)
    byStudent.get(a.student_id)?.answers.set(`${a.type_code}.${a.question_key}`, answerText(a.value));
  for (const c of corrections) byStudent.get(c.student_id)?.corrections.push(c);
  for (const q of flows.flatMap((f) => f.pseudoQueries)) {
    for (const [studentId, value] of await runPseudoQuery(db, q, studentIds, aidYear))
      byStudent.get(studentId)?.pseudo.set(q.id, value);
  }
  return byStudent;
}

/** One pseudo query for a batch: whitelisted columns, bound values, grouped by student. */
export async function runPseudoQuery(
  db: Db,
  q: PseudoQueryModel,
  studentIds: number[],
  aidYear: number,
): Promise<Map<number, string | null>> {
  const obj = queryObject(q.queryObject);
  if (!obj) throw new Error(`Pseudo query ${q.name}: unknown query object ${q.queryObject}`);
  const params: unknown[] = [studentIds, aidYear];
  const where: string[] = [];
  for (const f of q.filters) {
    const col = obj.columns[f.columnName];
    if (!col) throw new Error(`Pseudo query ${q.name}: ${q.queryObject} has no column ${f.columnName}`);
    if (f.operator === 'BLANK') where.push(`coalesce(${col.sql}, '') = ''`);
    else if (f.operator === 'NOT_BLANK') where.push(`coalesce(${col.sql}, '') <> ''`);
    else if (f.operator === 'IN_LIST') {
      params.push((f.value ?? '').split(',').map((v) => v.trim()));
      where.push(`${col.sql} = ANY($${params.length}::text[])`);
    } else {
      params.push(f.value ?? '');
      where.push(
        `${col.sql} ${f.operator === 'NOT_EQUALS' ? 'IS DISTINCT FROM' : '='} $${params.length}::text`,
      );
    }
  }
  const resultSql =
    q.result === 'COUNT'
      ? 'count(*)::text'
      : q.result === 'EXISTS'
        ? "CASE WHEN count(*) > 0 THEN 'true' ELSE 'false' END"
        : `min(${obj.columns[q.resultColumn ?? '']?.sql ?? 'NULL'})`;
  const sql = `SELECT x.student_id AS sid, ${resultSql} AS v FROM ${obj.from}${where.length ? ` AND ${where.join(' AND ')}` : ''} GROUP BY x.student_id`;
  // The student object has no student_id column: it is the student.
  const rows = await db.query<{ sid: number; v: string | null }>(
    q.queryObject === 'student' ? sql.replace(/x\.student_id/g, 'x.id') : sql,
    params,
  );
  const out = new Map<number, string | null>(
    studentIds.map((id) => [id, q.result === 'COUNT' ? '0' : q.result === 'EXISTS' ? 'false' : null]),
  );
  for (const r of rows) out.set(r.sid, r.v);
  return out;
}

// ---------- evaluation ----------

export interface Operand {
  component: string;
  value: string | null;
  fti?: boolean;
}
export interface ConditionResult {
  id: number;
  text: string;
  evaluator: string;
  left: Operand;
  right: Operand | null;
  tolerance: number | null;
  passed: boolean;
  reason: string | null;
}
export interface SetResult {
  id: number;
  name: string;
  passed: boolean;
  conditions: ConditionResult[];
}
export interface SectionResult {
  id: number;
  name: string;
  itemType: string | null;
  itemIds: number[];
  result: 'PASS' | 'FAIL' | 'NO_ITEM';
  passStatus: string;
  sets: SetResult[];
}
export interface Evaluation {
  flowId: number;
  flowName: string;
  version: number;
  purpose: string;
  studentId: number;
  isirRecordId: number | null;
  sections: SectionResult[];
  outcome: 'VERIFIED' | 'PARTIAL' | 'NOT_VERIFIED' | 'CONFIRMED' | 'REVIEW';
  reason: string | null;
  applicable: boolean;
}

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
      case 'ALL_ITEMS_APPROVED': {
        const type = norm(rv).toUpperCase();
        const of = d.items.filter((i) => i.type_code === type);
        const open = of.filter((i) => !APPROVED_ITEM_STATUSES.includes(i.status));
        return res(
          of.length > 0 && open.length === 0,
          of.length === 0
            ? `no ${type} item on the task list`
            : `${open.length} ${type} item(s) not approved`,
        );
      }
      case 'UNCHANGED_SINCE_TRANSACTION': {
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
            same(before.value, lv),
            `${left.component} was '${before.value ?? ''}' in transaction ${n}, now '${lv ?? ''}'`,
          ),
        };
        r.right = { component: `transaction ${n}`, value: before.value, fti: before.fti };
        return r;
      }
      case 'CORRECTIONS_CONFIRMED': {
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
      case 'NO_UNEXPECTED_CHANGE': {
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
          value: changed.length
            ? `${changed.length} other field(s) changed`
            : 'only corrected fields changed',
        };
        return r;
      }
      default:
        return res(false, `unknown evaluator ${String(c.operator)}`);
    }
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

/**
 * A run's results as stored: ids, results and the values read, nothing the flow version already says (a published
 * version never changes), so 100,000 runs stay small. [sectionId, result, itemIds, [[setId, passed, [condition]]]]
 * with a condition [id, passed, left value, right value, reason, left label, right label, fti (1 left, 2 right)].
 */
type StoredCondition = [
  number,
  0 | 1,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  number,
];
type StoredSection = [number, SectionResult['result'], number[], [number, 0 | 1, StoredCondition[]][]];

/**
 * A run's detail as kept: the compact sections sealed with the data key (they hold the FTI values the conditions
 * read). Version 1 (before migration 095) kept them in the clear; the reader accepts both and the nightly
 * retention job re-seals version 1 rows (resealRunDetails).
 */
export type StoredRunDetail = { v: 1; s: StoredSection[] } | { v: 2; x: string };
export const sealRunDetail = (sealer: Sealer, sections: StoredSection[]): StoredRunDetail => ({
  v: 2,
  x: sealer.seal(JSON.stringify(sections)),
});
export const openRunDetail = (sealer: Sealer, detail: StoredRunDetail): StoredSection[] =>
  detail.v === 2 ? (JSON.parse(sealer.open(detail.x)) as StoredSection[]) : detail.s;

/** The operand names a flow version gives its conditions (left at 2·id, right at 2·id + 1), built once per flow. */
const operandNames = new WeakMap<FlowModel, Map<number, string>>();

export function compactSections(flow: FlowModel, sections: SectionResult[]): StoredSection[] {
  let names = operandNames.get(flow);
  if (!names) {
    names = new Map<number, string>();
    for (const s of flow.sections)
      for (const set of s.sets)
        for (const c of set.conditions) {
          names.set(c.id * 2, flow.components.get(c.leftComponentId)?.name ?? '');
          names.set(
            c.id * 2 + 1,
            c.rightComponentId ? (flow.components.get(c.rightComponentId)?.name ?? '') : 'constant',
          );
        }
    operandNames.set(flow, names);
  }
  return sections.map((s) => [
    s.id,
    s.result,
    s.itemIds,
    s.sets.map((set) => [
      set.id,
      set.passed ? 1 : 0,
      set.conditions.map((c): StoredCondition => [
        c.id,
        c.passed ? 1 : 0,
        c.left.value,
        c.right?.value ?? null,
        c.reason,
        c.left.component === names.get(c.id * 2) ? null : c.left.component,
        c.right && c.right.component !== names.get(c.id * 2 + 1) ? c.right.component : null,
        (c.left.fti ? 1 : 0) + (c.right?.fti ? 2 : 0),
      ]),
    ]),
  ]);
}

/** The stored form back into sections with names and text, from the run's flow version. */
export function expandSections(flow: FlowModel | undefined, stored: StoredSection[]): SectionResult[] {
  const sections = new Map(flow?.sections.map((s) => [s.id, s]) ?? []);
  return stored.map(([id, result, itemIds, sets]) => {
    const section = sections.get(id);
    return {
      id,
      name: section?.name ?? `Section ${id}`,
      itemType: section?.interviewTypeCode ?? null,
      itemIds,
      result,
      passStatus: section?.passStatus ?? 'AUTO_VERIFIED',
      sets: sets.map(([setId, passed, conditions]) => {
        const set = section?.sets.find((x) => x.id === setId);
        return {
          id: setId,
          name: set?.name ?? `Set ${setId}`,
          passed: passed === 1,
          conditions: conditions.map(([cid, ok, lv, rv, reason, ll, rl, fti]) => {
            const c = set?.conditions.find((x) => x.id === cid);
            const leftName = ll ?? (c ? flow!.components.get(c.leftComponentId)?.name : undefined) ?? '';
            const rightName =
              rl ??
              (c?.rightComponentId
                ? flow!.components.get(c.rightComponentId)?.name
                : c && c.rightConstant !== null
                  ? 'constant'
                  : undefined);
            return {
              id: cid,
              text: c ? conditionText(flow!, c) : `Condition ${cid}`,
              evaluator: c?.evaluatorName ?? '',
              tolerance: c?.tolerance ?? null,
              passed: ok === 1,
              reason,
              left: { component: leftName, value: lv, ...(fti & 1 ? { fti: true } : {}) },
              right:
                rightName !== undefined
                  ? { component: rightName, value: rv, ...(fti & 2 ? { fti: true } : {}) }
                  : null,
            };
          }),
        };
      }),
    };
  });
}

// ---------- running and applying ----------

export interface RunOptions {
  trigger: Trigger;
  /** Who started it: a person, or 'system' (an import's job). */
  by: Caller | 'system';
  /** Only these flows (on demand: one); default every published flow of the school and aid year. */
  flowIds?: number[];
}
export interface RunSummary {
  students: number;
  evaluated: number;
  runs: number;
  itemsVerified: number;
  skippedUnchanged: number;
}

/**
 * Runs the school's published flows of an aid year for some students, in batches, and applies the outcomes: items
 * become AUTO_VERIFIED (or NOT_REQUIRED), redirect groups move the student, add alerts and memos, hand off to other
 * flows. A run whose inputs and results equal the student's last run of that flow is not recorded again (idempotent).
 */
export async function runAutoVerify(
  ctx: AppContext,
  schoolCode: string,
  aidYear: number,
  studentIds: number[],
  opts: RunOptions,
): Promise<RunSummary> {
  const summary: RunSummary = {
    students: studentIds.length,
    evaluated: 0,
    runs: 0,
    itemsVerified: 0,
    skippedUnchanged: 0,
  };
  const ids =
    opts.flowIds ??
    (
      await ctx.db.query<{ id: number }>(
        `SELECT id FROM auto_verify_flow WHERE school_code = $1 AND aid_year = $2 AND status = 'PUBLISHED' ORDER BY purpose DESC, id`,
        [schoolCode, aidYear],
      )
    ).map((r) => r.id);
  if (!ids.length || !studentIds.length) return summary;
  const flows = await loadFlowModels(ctx.db, ids);
  // Hand-off targets are loaded too so a redirect can run them in the same batch.
  const handoffIds = [
    ...new Set(
      flows
        .flatMap((f) => f.redirects.map((r) => r.handoffFlowId))
        .filter((x): x is number => x !== null && !ids.includes(x)),
    ),
  ];
  const all = [
    ...flows,
    ...(await loadFlowModels(ctx.db, handoffIds)).filter(
      (f) => f.schoolCode === schoolCode && f.status === 'PUBLISHED',
    ),
  ];
  const evaluator = new Evaluator(ctx, await loadLayouts(ctx.db));
  const batches: number[][] = [];
  for (let i = 0; i < studentIds.length; i += ENGINE_BATCH)
    batches.push(studentIds.slice(i, i + ENGINE_BATCH));
  // Batches hold disjoint students, each in its own transaction: on a server a few run at once (one reads while
  // another writes); PGlite has one connection.
  const lanes = ctx.db.kind === 'postgres' ? ENGINE_LANES : 1;
  const next = async (): Promise<void> => {
    const batch = batches.shift();
    if (!batch) return;
    await ctx.db.transaction(async (tx) => {
      const data = await loadStudentData(tx, all, batch, aidYear);
      const last = await tx.query<{
        student_id: number;
        flow_id: number;
        fingerprint: string;
        isir_record_id: number | null;
        reason: string | null;
        outcome: string;
      }>(
        `SELECT DISTINCT ON (student_id, flow_id) student_id, flow_id, fingerprint, isir_record_id::int AS isir_record_id, reason, outcome FROM auto_verify_run
          WHERE student_id = ANY($1::int[]) AND flow_id = ANY($2::int[]) ORDER BY student_id, flow_id, id DESC`,
        [batch, all.map((f) => f.id)],
      );
      const lastRun = new Map(last.map((r) => [`${r.student_id}:${r.flow_id}`, r]));
      const writes = new Writes();
      for (const d of data.values()) {
        const queue = flows.map((f) => f);
        const seen = new Set<number>();
        while (queue.length) {
          const flow = queue.shift()!;
          if (seen.has(flow.id)) continue;
          seen.add(flow.id);
          const ev = evaluator.evaluate(flow, d);
          // Nothing to decide (no open item the flow covers) is not a run.
          if (!ev.applicable || ev.sections.every((x) => x.result === 'NO_ITEM')) continue;
          summary.evaluated++;
          const print = fingerprint(ev);
          const prev = lastRun.get(`${d.student.id}:${flow.id}`);
          // Idempotent: the same inputs and results again, or a run that would change nothing on the same transaction
          // for the same reason (its items were verified by the last run), is not a new run.
          const changesNothing = ev.sections.every((x) => x.result !== 'PASS' || !x.itemIds.length);
          if (
            prev &&
            (prev.fingerprint === print ||
              (changesNothing && prev.isir_record_id === ev.isirRecordId && prev.reason === ev.reason))
          ) {
            summary.skippedUnchanged++;
            continue;
          }
          summary.runs++;
          summary.itemsVerified += writes.apply(flow, ev, d, print);
          for (const h of writes.handoffs.splice(0)) {
            const target = all.find((f) => f.id === h);
            if (target) queue.push(target);
          }
        }
      }
      await writes.flush(tx, ctx.sealer, schoolCode, aidYear, opts);
    });
    return next();
  };
  await Promise.all(Array.from({ length: lanes }, () => next()));
  return summary;
}

const fingerprint = (ev: Evaluation) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        ev.flowId,
        ev.isirRecordId,
        ev.outcome,
        ev.sections.map((s) => [
          s.result,
          s.itemIds,
          s.sets.map((x) => x.conditions.map((c) => [c.passed, c.left.value, c.right?.value])),
        ]),
      ]),
    )
    .digest('hex');

/** Who a run's changes are recorded as: the person who started it, or auto-verify itself (an import's job). */
function runActor(opts: RunOptions) {
  return opts.by === 'system'
    ? { uuid: null, name: 'auto-verify' }
    : { uuid: opts.by.accountUuid, name: opts.by.username };
}

/** What a redirect group did, as the student's activity log names it: auto-verify, the flow, its version and the group. */
interface RedirectSource {
  flowId: number;
  flow: string;
  flowVersion: number;
  redirectGroup: string;
  redirectGroupId: number;
}

/** What a batch's runs change, written with a few set-based statements at the end of the batch. */
class Writes {
  items: { id: number; status: string }[] = [];
  runs: { ev: Evaluation; flow: FlowModel; print: string; itemsVerified: number }[] = [];
  /** Each move a redirect group made (a student may move twice in a batch: a flow, then the one it hands off to). */
  moves: { studentId: number; from: string; to: string; source: RedirectSource }[] = [];
  notes: { studentId: number; kind: 'ALERT' | 'MEMO'; text: string; source: RedirectSource }[] = [];
  confirmed: number[] = [];
  handoffs: number[] = [];

  apply(flow: FlowModel, ev: Evaluation, d: StudentData, print: string): number {
    let verified = 0;
    for (const s of ev.sections) {
      if (s.result !== 'PASS') continue;
      for (const id of s.itemIds) {
        const item = d.items.find((i) => i.id === id)!;
        item.status = s.passStatus;
        this.items.push({ id, status: s.passStatus });
        verified++;
      }
    }
    const passedFlow = ev.outcome === 'VERIFIED' || ev.outcome === 'CONFIRMED';
    if (flow.purpose === 'CORRECTION' && passedFlow) this.confirmed.push(...d.corrections.map((c) => c.id));
    for (const r of flow.redirects) {
      const result =
        r.sectionId === null
          ? passedFlow
            ? 'PASS'
            : 'FAIL'
          : ev.sections.find((s) => s.id === r.sectionId)?.result;
      if (result !== r.onResult) continue;
      const source: RedirectSource = {
        flowId: flow.id,
        flow: flow.name,
        flowVersion: flow.version,
        redirectGroup: r.name,
        redirectGroupId: r.id,
      };
      const text = (t: string) => t.replace(/\{reason\}/g, ev.reason ?? '').replace(/\{flow\}/g, flow.name);
      if (r.studentStatus && r.studentStatus !== d.student.status) {
        this.moves.push({ studentId: d.student.id, from: d.student.status, to: r.studentStatus, source });
        d.student.status = r.studentStatus;
      }
      if (r.alertMessage)
        this.notes.push({ studentId: d.student.id, kind: 'ALERT', text: text(r.alertMessage), source });
      if (r.memoText)
        this.notes.push({ studentId: d.student.id, kind: 'MEMO', text: text(r.memoText), source });
      if (r.handoffFlowId) this.handoffs.push(r.handoffFlowId);
    }
    this.runs.push({ ev, flow, print, itemsVerified: verified });
    return verified;
  }

  /**
   * One statement per kind of change for the whole batch. Rows travel as one JSON document per statement
   * (json_to_recordset): one JSON.stringify on our side, no per-element array escaping, the run detail nested as is.
   */
  async flush(tx: Db, sealer: Sealer, schoolCode: string, aidYear: number, opts: RunOptions) {
    const by = runActor(opts);
    if (this.items.length) {
      await tx.query(
        `UPDATE student_interview_link l SET status = v.status, updated_at = now()
           FROM json_to_recordset($1::json) AS v (id int, status text) WHERE l.id = v.id`,
        [JSON.stringify(this.items)],
      );
    }
    if (this.runs.length) {
      await tx.query(
        `INSERT INTO auto_verify_run (school_code, aid_year, student_id, flow_id, flow_name, flow_version, purpose, trigger, outcome, items_verified, reason, detail, fingerprint, isir_record_id, run_by)
         SELECT $1, $2, v.s, v.f, v.n, v.v, v.p, $3, v.o, v.i, v.r, v.d, v.h, v.x, $4
           FROM json_to_recordset($5::json) AS v (s int, f int, n text, v int, p text, o text, i int, r text, d jsonb, h text, x bigint)`,
        [
          schoolCode,
          aidYear,
          opts.trigger,
          by.name,
          JSON.stringify(
            this.runs.map((r) => ({
              s: r.ev.studentId,
              f: r.ev.flowId,
              n: r.ev.flowName,
              v: r.ev.version,
              p: r.ev.purpose,
              o: r.ev.outcome,
              i: r.itemsVerified,
              r: r.ev.reason,
              d: sealRunDetail(sealer, compactSections(r.flow, r.ev.sections)),
              h: r.print,
              x: r.ev.isirRecordId,
            })),
          ),
        ],
      );
    }
    // The student's activity log names auto-verify, the flow, its version and the redirect group, as it names the
    // staff member for a status change, an alert or a memo made by hand.
    const activity = (source: RedirectSource) => ({
      autoVerify: { ...source, trigger: opts.trigger, runBy: by.name },
    });
    const actorName = (source: RedirectSource) =>
      `Auto-verify: ${source.flow} (version ${source.flowVersion})${opts.by === 'system' ? '' : `, run by ${by.name}`}`;
    if (this.moves.length) {
      const last = new Map(this.moves.map((m) => [m.studentId, m.to]));
      await tx.query(
        `WITH moved AS (
           UPDATE student s SET status = v.status, updated_at = now()
             FROM json_to_recordset($1::json) AS v (id int, status text) WHERE s.id = v.id RETURNING s.id),
         m AS (SELECT * FROM json_to_recordset($2::json) AS m (ord int, id int, old text, new text, actor text, details jsonb)),
         history AS (
           INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_uuid, actor_name)
           SELECT $3, 'student', m.id::text, 'status', m.old, m.new, $4::uuid, $5 FROM m ORDER BY m.ord)
         INSERT INTO activity_log (school_code, actor_uuid, actor_role, actor_name, action, entity_type, entity_id, student_id, details)
         SELECT $3, $4::uuid, $6, m.actor, 'STUDENT_STATUS_CHANGED', 'student', m.id::text, m.id, m.details FROM m ORDER BY m.ord`,
        [
          JSON.stringify([...last].map(([id, status]) => ({ id, status }))),
          JSON.stringify(
            this.moves.map((m, ord) => ({
              ord,
              id: m.studentId,
              old: m.from,
              new: m.to,
              actor: actorName(m.source),
              details: { status: m.to, previousStatus: m.from, ...activity(m.source) },
            })),
          ),
          schoolCode,
          by.uuid,
          by.name,
          'AUTO_VERIFY',
        ],
      );
    }
    if (this.notes.length) {
      // Note ids are drawn first so each note's activity entry can name it (as a note added by hand is named).
      await tx.query(
        `WITH v AS MATERIALIZED (
           SELECT nextval((SELECT pg_get_serial_sequence('student_note', 'id'))::regclass)::int AS note_id, v.*
             FROM json_to_recordset($1::json) AS v (ord int, student_id int, kind text, text text, actor text, details jsonb) ORDER BY v.ord),
         notes AS (
           INSERT INTO student_note (id, school_code, student_id, kind, severity, text, author_uuid, author_name)
           SELECT v.note_id, $2, v.student_id, v.kind, CASE WHEN v.kind = 'ALERT' THEN 'warning' END, v.text, $3::uuid, $4 FROM v)
         INSERT INTO activity_log (school_code, actor_uuid, actor_role, actor_name, action, entity_type, entity_id, student_id, details)
         SELECT $2, $5::uuid, $6, v.actor, v.kind || '_ADDED', 'student_note', v.note_id::text, v.student_id, v.details FROM v ORDER BY v.ord`,
        [
          JSON.stringify(
            this.notes.map((n, ord) => ({
              ord,
              student_id: n.studentId,
              kind: n.kind,
              text: n.text,
              actor: actorName(n.source),
              details: { ...(n.kind === 'ALERT' ? { severity: 'warning' } : {}), ...activity(n.source) },
            })),
          ),
          schoolCode,
          by.uuid ?? '00000000-0000-0000-0000-000000000000',
          by.name,
          by.uuid,
          'AUTO_VERIFY',
        ],
      );
    }
    if (this.confirmed.length) {
      await tx.query(
        'UPDATE isir_correction SET auto_verify_confirmed_at = now(), updated_at = now() WHERE id = ANY($1::int[]) AND auto_verify_confirmed_at IS NULL',
        [this.confirmed],
      );
    }
    void aidYear;
  }
}

/** Dry run of any flow (draft or published) for one student: what each condition saw and decided. Writes nothing. */
export async function testFlow(ctx: AppContext, flowId: number, studentId: number): Promise<Evaluation> {
  const [flow] = await loadFlowModels(ctx.db, [flowId]);
  const data = await loadStudentData(ctx.db, [flow!], [studentId], flow!.aidYear);
  return new Evaluator(ctx, await loadLayouts(ctx.db)).evaluate(flow!, data.get(studentId)!);
}

/** After an ISIR file is committed: the school's published flows for every student the file touched. */
export async function autoVerifyAfterImport(ctx: AppContext, uploadId: number): Promise<RunSummary | null> {
  const [up] = await ctx.db.query<{ school_code: string; status: string; run_auto_verify: boolean }>(
    'SELECT school_code, status, run_auto_verify FROM isir_upload WHERE id = $1',
    [uploadId],
  );
  if (!up || up.status !== 'IMPORTED' || !up.run_auto_verify) return null;
  const years = await ctx.db.query<{ aid_year: number; ids: number[] }>(
    `SELECT r.aid_year, array_agg(DISTINCT r.student_id) AS ids FROM isir_record r
      WHERE r.upload_id = $1 AND EXISTS (SELECT 1 FROM auto_verify_flow f WHERE f.school_code = r.school_code AND f.aid_year = r.aid_year AND f.status = 'PUBLISHED')
      GROUP BY r.aid_year`,
    [uploadId],
  );
  let total: RunSummary | null = null;
  for (const y of years) {
    const s = await runAutoVerify(
      ctx,
      up.school_code,
      y.aid_year,
      y.ids.sort((a, b) => a - b),
      { trigger: 'ISIR_IMPORT', by: 'system' },
    );
    total = total
      ? {
          students: total.students + s.students,
          evaluated: total.evaluated + s.evaluated,
          runs: total.runs + s.runs,
          itemsVerified: total.itemsVerified + s.itemsVerified,
          skippedUnchanged: total.skippedUnchanged + s.skippedUnchanged,
        }
      : s;
  }
  return total;
}

/** After a student or parent submits an interview: the flows of that aid year for that student. */
export async function autoVerifyAfterInterview(
  ctx: AppContext,
  caller: Caller,
  studentId: number,
  aidYear: number,
) {
  const [s] = await ctx.db.query<{ school_code: string }>('SELECT school_code FROM student WHERE id = $1', [
    studentId,
  ]);
  if (!s) return null;
  return runAutoVerify(ctx, s.school_code, aidYear, [studentId], {
    trigger: 'INTERVIEW_SUBMITTED',
    by: caller,
  });
}

/** NUMBER comparisons need numbers on both sides: used by the designer to refuse a wrong component. */
export const isNumericOperator = (op: string) => (NUMERIC_OPERATORS as string[]).includes(op);
