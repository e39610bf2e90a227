import type { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { queryObject } from './catalog.js';
import type { FlowModel, PseudoQueryModel } from './flow-model.js';
import * as sql from './student-data.queries.js';

// ---------- what the engine reads about the students ----------

/** An ISIR transaction; `raw` is the record once opened (at most once per run). */
export type IsirRow = z.output<typeof sql.isirRow> & { raw?: string };
export type ItemRow = z.output<typeof sql.itemRow>;
export type CorrectionRow = z.output<typeof sql.correctionRow>;
export type StudentRow = z.output<typeof sql.studentRow>;

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

/** Whether a flow reads the ISIR record itself: an ISIR field, or a comparison of corrected transactions. */
const readsIsirRecord = (flows: FlowModel[]) =>
  flows.some((f) => [...f.components.values()].some((c) => c.kind === 'ISIR_FIELD')) ||
  flows.some((f) =>
    f.sections.some((s) =>
      s.sets.some((cs) =>
        cs.conditions.some((c) => ['CORRECTIONS_CONFIRMED', 'NO_UNEXPECTED_CHANGE'].includes(c.operator)),
      ),
    ),
  );

/** Everything the flows need about a batch of students of one school and aid year, in a handful of set-based reads. */
export async function loadStudentData(
  db: Db,
  flows: FlowModel[],
  studentIds: number[],
  aidYear: number,
): Promise<Map<number, StudentData>> {
  const students = await sql.studentsById.all(db, { studentIds });
  const components = flows.flatMap((f) => [...f.components.values()]);
  const isirs: IsirRow[] = await (readsIsirRecord(flows) ? sql.isirsWithRecord : sql.isirsWithoutRecord).all(
    db,
    { studentIds, aidYear },
  );
  const items = await sql.itemsOfStudents.all(db, { studentIds, aidYear });
  const keys = [
    ...new Set(
      components.filter((c) => c.kind === 'INTERVIEW_ANSWER' && c.questionKey).map((c) => c.questionKey!),
    ),
  ];
  const answers = keys.length ? await sql.answersOfStudents.all(db, { studentIds, aidYear, keys }) : [];
  const needsCorrections = flows.some((f) => f.purpose === 'CORRECTION');
  const corrections = needsCorrections
    ? await sql.exportedCorrectionsOfStudents.all(db, { studentIds, aidYear })
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
  const rows = await sql.pseudoQueryValues(db, q, obj, q.filters, studentIds, aidYear);
  const out = new Map<number, string | null>(
    studentIds.map((id) => [id, q.result === 'COUNT' ? '0' : q.result === 'EXISTS' ? 'false' : null]),
  );
  for (const r of rows) out.set(r.sid, r.v);
  return out;
}
