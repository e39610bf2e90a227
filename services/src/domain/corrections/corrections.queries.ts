import { z } from 'zod';
import { id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of ISIR corrections (corrections.ts): the corrections staff record, and the correction files (batches)
// exported for FPS. Each statement once, named, with its parameters and rows checked (docs/data-layer.md).

// ---------- The ISIR a correction is made against ----------

/** The student's current ISIR transaction for an aid year (the current one first, then the latest). */
export const currentIsirRecord = namedQuery({
  name: 'currentIsirRecord',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({ id, layout_id: id, raw_encrypted: z.string() }),
  sql: `SELECT id::int, isir_record_info_id AS layout_id, raw_encrypted FROM isir_record
      WHERE student_id = :studentId AND aid_year = :aidYear ORDER BY is_current DESC, transaction_number DESC NULLS LAST, id DESC LIMIT 1`,
});

// ---------- Corrections ----------

const CORRECTION_COLUMNS = `c.id, c.student_id AS "studentID", st.uuid::text AS "studentUuid", st.first_name || ' ' || st.last_name AS "studentName",
  c.aid_year AS "aidYear", c.isir_record_id::int AS "isirRecordID", c.cps_number AS "cpsNumber", c.attribute_name AS "attributeName",
  c.display_name AS "displayName", c.isir_value_sealed, c.corrected_value_sealed, c.status, c.batch_id AS "batchID",
  b.file_name AS "fileName", b.created_at AS "exportedAt", c.created_by AS "createdBy", c.created_at AS "createdAt"`;

/** A correction with its student and batch; the values still sealed. */
const correction = z.object({
  id,
  studentID: id,
  studentUuid: z.string(),
  studentName: z.string(),
  aidYear: z.number().int(),
  isirRecordID: id,
  cpsNumber: z.number().int(),
  attributeName: z.string(),
  displayName: z.string(),
  isir_value_sealed: z.string(),
  corrected_value_sealed: z.string(),
  status: z.enum(['PENDING', 'EXPORTED', 'CANCELLED']),
  batchID: id.nullable(),
  fileName: maybeText,
  exportedAt: z.date().nullable(),
  createdBy: z.string(),
  createdAt: z.date(),
});
export type CorrectionRow = z.infer<typeof correction>;

const CORRECTION_FROM = `isir_correction c JOIN student st ON st.id = c.student_id
       LEFT JOIN isir_correction_batch b ON b.id = c.batch_id`;

export const correctionOfSchool = namedQuery({
  name: 'correctionOfSchool',
  params: z.object({ id, schoolCode: z.string() }),
  row: correction,
  sql: `SELECT ${CORRECTION_COLUMNS} FROM ${CORRECTION_FROM} WHERE c.id = :id AND c.school_code = :schoolCode`,
});

export const correctionsOfStudent = namedQuery({
  name: 'correctionsOfStudent',
  params: z.object({ studentId: id }),
  row: correction,
  sql: `SELECT ${CORRECTION_COLUMNS} FROM ${CORRECTION_FROM} WHERE c.student_id = :studentId ORDER BY c.aid_year DESC, c.created_at DESC, c.id DESC`,
});

/** The school's corrections for an aid year, of one status when it is not null. */
export const searchCorrections = namedQuery({
  name: 'searchCorrections',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int(), status: maybeText }),
  row: correction,
  sql: `SELECT ${CORRECTION_COLUMNS} FROM ${CORRECTION_FROM}
      WHERE c.school_code = :schoolCode AND c.aid_year = :aidYear AND (:status::text IS NULL OR c.status = :status)
      ORDER BY st.last_name, st.first_name, c.cps_number LIMIT 5000`,
});

/** The waiting correction of a field, locked until the transaction ends. */
export const pendingCorrectionOfField = namedQuery({
  name: 'pendingCorrectionOfField',
  params: z.object({ studentId: id, aidYear: z.number().int(), attributeName: z.string() }),
  row: z.object({ id, corrected_value_sealed: z.string() }),
  sql: `SELECT id, corrected_value_sealed FROM isir_correction WHERE student_id = :studentId AND aid_year = :aidYear AND attribute_name = :attributeName AND status = 'PENDING' FOR UPDATE`,
});

export const replaceCorrection = namedQuery({
  name: 'replaceCorrection',
  params: z.object({
    id,
    correctedValueSealed: z.string(),
    isirValueSealed: z.string(),
    isirRecordId: id,
    createdBy: z.string(),
  }),
  row: noRow,
  sql: `UPDATE isir_correction SET corrected_value_sealed = :correctedValueSealed, isir_value_sealed = :isirValueSealed, isir_record_id = :isirRecordId, created_by = :createdBy, updated_at = now() WHERE id = :id`,
});

export const insertCorrection = namedQuery({
  name: 'insertCorrection',
  params: z.object({
    schoolCode: z.string(),
    studentId: id,
    aidYear: z.number().int(),
    isirRecordId: id,
    cpsNumber: z.number().int().nullable(),
    attributeName: z.string(),
    displayName: z.string(),
    isirValueSealed: z.string(),
    correctedValueSealed: z.string(),
    createdBy: z.string(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO isir_correction (school_code, student_id, aid_year, isir_record_id, cps_number, attribute_name, display_name,
                                      isir_value_sealed, corrected_value_sealed, created_by)
         VALUES (:schoolCode, :studentId, :aidYear, :isirRecordId, :cpsNumber, :attributeName, :displayName, :isirValueSealed, :correctedValueSealed, :createdBy) RETURNING id`,
});

/** The correction history reads 'correction' rows keyed '<student id>:<correction id>'. */
export const insertCorrectionHistory = namedQuery({
  name: 'insertCorrectionHistory',
  params: z.object({
    schoolCode: z.string(),
    entityId: z.string(),
    field: z.string(),
    oldValue: z.string(),
    newValue: z.string(),
    actorUuid: maybeText,
    actorName: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_uuid, actor_name)
       VALUES (:schoolCode, 'correction', :entityId, :field, :oldValue, :newValue, :actorUuid, :actorName)`,
});

/** A correction of the school, locked until the transaction ends. */
export const schoolCorrectionForUpdate = namedQuery({
  name: 'schoolCorrectionForUpdate',
  params: z.object({ id, schoolCode: z.string() }),
  row: z.object({
    id,
    student_id: id,
    status: z.string(),
    display_name: z.string(),
    corrected_value_sealed: z.string(),
    aid_year: z.number().int(),
    cps_number: z.number().int(),
  }),
  sql: `SELECT id, student_id, status, display_name, corrected_value_sealed, aid_year, cps_number FROM isir_correction WHERE id = :id AND school_code = :schoolCode FOR UPDATE`,
});

export const cancelCorrection = namedQuery({
  name: 'cancelCorrection',
  params: z.object({ id }),
  row: noRow,
  sql: `UPDATE isir_correction SET status = 'CANCELLED', updated_at = now() WHERE id = :id`,
});

// ---------- Correction files ----------

const BATCH_COLUMNS = `b.id, b.uuid::text AS uuid, b.aid_year AS "aidYear", b.file_name AS "fileName", b.record_count AS "recordCount",
  b.correction_count AS "correctionCount", b.size_bytes AS "size", b.created_by AS "createdBy", b.created_at AS "createdAt",
  b.download_count AS "downloadCount", b.last_downloaded_at AS "lastDownloadedAt"`;

/** A correction file as answered. */
const batch = z.object({
  id,
  uuid: z.string(),
  aidYear: z.number().int(),
  fileName: z.string(),
  recordCount: z.number().int(),
  correctionCount: z.number().int(),
  size: z.number().int(),
  createdBy: z.string(),
  createdAt: z.date(),
  downloadCount: z.number().int(),
  lastDownloadedAt: z.date().nullable(),
});

export const batchesOfYear = namedQuery({
  name: 'batchesOfYear',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int() }),
  row: batch,
  sql: `SELECT ${BATCH_COLUMNS} FROM isir_correction_batch b WHERE b.school_code = :schoolCode AND b.aid_year = :aidYear ORDER BY b.created_at DESC, b.id DESC`,
});

export const batchById = namedQuery({
  name: 'batchById',
  params: z.object({ id }),
  row: batch,
  sql: `SELECT ${BATCH_COLUMNS} FROM isir_correction_batch b WHERE b.id = :id`,
});

/** The waiting corrections of the school for an aid year (of one student when studentId is not null), in file order. */
export const pendingCorrections = namedQuery({
  name: 'pendingCorrections',
  params: z.object({ schoolCode: z.string(), aidYear: z.number().int(), studentId: id.nullable() }),
  row: z.object({ id, student_id: id, cps_number: z.number().int(), corrected_value_sealed: z.string() }),
  sql: `SELECT c.id, c.student_id, c.cps_number, c.corrected_value_sealed FROM isir_correction c JOIN student st ON st.id = c.student_id
      WHERE c.school_code = :schoolCode AND c.aid_year = :aidYear AND c.status = 'PENDING' AND (:studentId::int IS NULL OR c.student_id = :studentId)
      ORDER BY st.last_name, st.first_name, c.student_id, c.cps_number, c.id`,
});

/** Those of the corrections still waiting, locked until the transaction ends. */
export const lockPendingCorrections = namedQuery({
  name: 'lockPendingCorrections',
  params: z.object({ ids: z.array(id) }),
  row: z.object({ id }),
  sql: `SELECT id FROM isir_correction WHERE id = ANY(:ids::int[]) AND status = 'PENDING' FOR UPDATE`,
});

export const insertBatch = namedQuery({
  name: 'insertBatch',
  params: z.object({
    uuid: z.string(),
    schoolCode: z.string(),
    aidYear: z.number().int(),
    fileName: z.string(),
    recordCount: z.number().int(),
    correctionCount: z.number().int(),
    sizeBytes: z.number().int(),
    sha256: z.string(),
    blobKey: z.string(),
    createdBy: z.string(),
  }),
  row: z.object({ id }),
  sql: `INSERT INTO isir_correction_batch (uuid, school_code, aid_year, file_name, record_count, correction_count, size_bytes, sha256, blob_key, created_by)
         VALUES (:uuid, :schoolCode, :aidYear, :fileName, :recordCount, :correctionCount, :sizeBytes, :sha256, :blobKey, :createdBy) RETURNING id`,
});

export const markExported = namedQuery({
  name: 'markExported',
  params: z.object({ ids: z.array(id), batchId: id }),
  row: noRow,
  sql: `UPDATE isir_correction SET status = 'EXPORTED', batch_id = :batchId, updated_at = now() WHERE id = ANY(:ids::int[])`,
});

export const batchFile = namedQuery({
  name: 'batchFile',
  params: z.object({ id, schoolCode: z.string(), aidYear: z.number().int() }),
  row: z.object({ id, file_name: z.string(), blob_key: z.string() }),
  sql: 'SELECT id, file_name, blob_key FROM isir_correction_batch WHERE id = :id AND school_code = :schoolCode AND aid_year = :aidYear',
});

export const countDownload = namedQuery({
  name: 'countDownload',
  params: z.object({ id }),
  row: noRow,
  sql: 'UPDATE isir_correction_batch SET download_count = download_count + 1, last_downloaded_at = now() WHERE id = :id',
});

export const studentsInBatch = namedQuery({
  name: 'studentsInBatch',
  params: z.object({ batchId: id }),
  row: z.object({ n: z.number().int() }),
  sql: 'SELECT count(DISTINCT student_id)::int AS n FROM isir_correction WHERE batch_id = :batchId',
});
