import { z } from 'zod';
import { id, jsonParam, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of running auto-verify (engine.ts) and of writing what a batch of runs changed (run-writes.ts): each
// statement once, named, with its parameters and rows checked (docs/data-layer.md).

// ---------- which flows run, for whom ----------

/** The school's published flows of the aid year: verification before correction, then by id. */
export const publishedFlowIds = namedQuery({
  name: 'publishedFlowIds',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int() }),
  row: z.object({ id }),
  sql: `SELECT id FROM auto_verify_flow WHERE school_code = :schoolCode AND aid_year = :aidYear AND status = 'PUBLISHED' ORDER BY purpose DESC, id`,
});

/** Each student's last run of each flow: what makes a run that changes nothing not a new run. */
export const lastRunsOf = namedQuery({
  name: 'lastRunsOf',
  params: z.object({ studentIds: z.array(id), flowIds: z.array(id) }),
  row: z.object({
    student_id: id,
    flow_id: id,
    fingerprint: z.string(),
    isir_record_id: id.nullable(),
    reason: maybeText,
    outcome: z.string(),
  }),
  sql: `SELECT DISTINCT ON (student_id, flow_id) student_id, flow_id, fingerprint, isir_record_id::int AS isir_record_id, reason, outcome FROM auto_verify_run
          WHERE student_id = ANY(:studentIds::int[]) AND flow_id = ANY(:flowIds::int[]) ORDER BY student_id, flow_id, id DESC`,
});

export const uploadToVerify = namedQuery({
  name: 'uploadToVerify',
  params: z.object({ uploadId: id }),
  row: z.object({ school_code: z.string(), status: z.string(), run_auto_verify: z.boolean() }),
  sql: `SELECT school_code, status, run_auto_verify FROM isir_upload WHERE id = :uploadId`,
});

/** The students an ISIR file touched, by aid year, where the school has a published flow for that year. */
export const studentsOfUploadByYear = namedQuery({
  name: 'studentsOfUploadByYear',
  params: z.object({ uploadId: id }),
  row: z.object({ aid_year: z.number().int(), ids: z.array(id) }),
  sql: `SELECT r.aid_year, array_agg(DISTINCT r.student_id) AS ids FROM isir_record r
      WHERE r.upload_id = :uploadId AND EXISTS (SELECT 1 FROM auto_verify_flow f WHERE f.school_code = r.school_code AND f.aid_year = r.aid_year AND f.status = 'PUBLISHED')
      GROUP BY r.aid_year`,
});

export const schoolOfStudent = namedQuery({
  name: 'schoolOfStudent',
  params: z.object({ studentId: id }),
  row: z.object({ school_code: z.string() }),
  sql: `SELECT school_code FROM student WHERE id = :studentId`,
});

// ---------- what a batch of runs writes: one statement per kind of change ----------

export const setItemStatuses = namedQuery({
  name: 'setItemStatuses',
  params: z.object({ items: jsonParam(z.array(z.object({ id, status: z.string() }))) }),
  row: noRow,
  sql: `UPDATE student_interview_link l SET status = v.status, updated_at = now()
           FROM json_to_recordset(:items::json) AS v (id int, status text) WHERE l.id = v.id`,
});

/** A run as the batch sends it: one short key per column of auto_verify_run. */
const runToInsert = z.object({
  s: id,
  f: id,
  n: z.string(),
  v: z.number().int(),
  p: z.string(),
  o: z.string(),
  i: z.number().int(),
  r: maybeText,
  d: z.unknown(),
  h: z.string(),
  x: z.number().int().nullable(),
});
export const insertRuns = namedQuery({
  name: 'insertRuns',
  params: z.object({
    schoolCode: z.string(),
    aidYear: z.number().int(),
    trigger: z.string(),
    runBy: z.string(),
    runs: jsonParam(z.array(runToInsert)),
  }),
  row: noRow,
  sql: `INSERT INTO auto_verify_run (school_code, aid_year, student_id, flow_id, flow_name, flow_version, purpose, trigger, outcome, items_verified, reason, detail, fingerprint, isir_record_id, run_by)
         SELECT :schoolCode, :aidYear, v.s, v.f, v.n, v.v, v.p, :trigger, v.o, v.i, v.r, v.d, v.h, v.x, :runBy
           FROM json_to_recordset(:runs::json) AS v (s int, f int, n text, v int, p text, o text, i int, r text, d jsonb, h text, x bigint)`,
});

/** The students' new statuses, each move in their history and activity log (in the order the runs made them). */
export const moveStudents = namedQuery({
  name: 'moveStudents',
  params: z.object({
    statuses: jsonParam(z.array(z.object({ id, status: z.string() }))),
    moves: jsonParam(
      z.array(
        z.object({
          ord: z.number().int(),
          id,
          old: z.string(),
          new: z.string(),
          actor: z.string(),
          details: z.record(z.string(), z.unknown()),
        }),
      ),
    ),
    schoolCode: z.string(),
    actorUuid: z.string().nullable(),
    actorName: z.string(),
    actorRole: z.string(),
  }),
  row: noRow,
  sql: `WITH moved AS (
           UPDATE student s SET status = v.status, updated_at = now()
             FROM json_to_recordset(:statuses::json) AS v (id int, status text) WHERE s.id = v.id RETURNING s.id),
         m AS (SELECT * FROM json_to_recordset(:moves::json) AS m (ord int, id int, old text, new text, actor text, details jsonb)),
         history AS (
           INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_uuid, actor_name)
           SELECT :schoolCode, 'student', m.id::text, 'status', m.old, m.new, :actorUuid::uuid, :actorName FROM m ORDER BY m.ord)
         INSERT INTO activity_log (school_code, actor_uuid, actor_role, actor_name, action, entity_type, entity_id, student_id, details)
         SELECT :schoolCode, :actorUuid::uuid, :actorRole, m.actor, 'STUDENT_STATUS_CHANGED', 'student', m.id::text, m.id, m.details FROM m ORDER BY m.ord`,
});

/**
 * The alerts and memos, each with its activity entry. Note ids are drawn first so each entry can name its note (as a
 * note added by hand is named).
 */
export const addNotes = namedQuery({
  name: 'addNotes',
  params: z.object({
    notes: jsonParam(
      z.array(
        z.object({
          ord: z.number().int(),
          student_id: id,
          kind: z.enum(['ALERT', 'MEMO']),
          text: z.string(),
          actor: z.string(),
          details: z.record(z.string(), z.unknown()),
        }),
      ),
    ),
    schoolCode: z.string(),
    authorUuid: z.string(),
    authorName: z.string(),
    actorUuid: z.string().nullable(),
    actorRole: z.string(),
  }),
  row: noRow,
  sql: `WITH v AS MATERIALIZED (
           SELECT nextval((SELECT pg_get_serial_sequence('student_note', 'id'))::regclass)::int AS note_id, v.*
             FROM json_to_recordset(:notes::json) AS v (ord int, student_id int, kind text, text text, actor text, details jsonb) ORDER BY v.ord),
         notes AS (
           INSERT INTO student_note (id, school_code, student_id, kind, severity, text, author_uuid, author_name)
           SELECT v.note_id, :schoolCode, v.student_id, v.kind, CASE WHEN v.kind = 'ALERT' THEN 'warning' END, v.text, :authorUuid::uuid, :authorName FROM v)
         INSERT INTO activity_log (school_code, actor_uuid, actor_role, actor_name, action, entity_type, entity_id, student_id, details)
         SELECT :schoolCode, :actorUuid::uuid, :actorRole, v.actor, v.kind || '_ADDED', 'student_note', v.note_id::text, v.student_id, v.details FROM v ORDER BY v.ord`,
});

export const confirmCorrections = namedQuery({
  name: 'confirmCorrections',
  params: z.object({ correctionIds: z.array(id) }),
  row: noRow,
  sql: `UPDATE isir_correction SET auto_verify_confirmed_at = now(), updated_at = now() WHERE id = ANY(:correctionIds::int[]) AND auto_verify_confirmed_at IS NULL`,
});
