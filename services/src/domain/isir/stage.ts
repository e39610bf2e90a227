import type { Db } from '../../platform/db.js';
import type { Decoded } from './decoded.js';
import { INTERRUPTED } from './uploads.js';

/** Staged records read back per statement while the import publishes them. */
const READ_BATCH = 400;

/** One batch of a file's decoded records into the stage, in one statement (PGlite: others get their turn between). */
export async function stageRecords(db: Db, uploadId: number, records: Decoded[]): Promise<void> {
  if (!records.length) return;
  await db.query(
    `INSERT INTO isir_import_stage (upload_id, line_number, isir_record_info_id, aid_year, transaction_key, transaction_uuid,
        fafsa_uuid, person_uuid, transaction_number, dependency_model, sai, first_name, middle_name, last_name, date_of_birth,
        ssn_encrypted, ssn_hmac, ssn_last_four, email, tracking_flag, selected_for_verification, comment_codes, reject_codes,
        transaction_receipt_date, transaction_process_date, warnings, report_fields, raw_encrypted)
     SELECT $1, a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, string_to_array(u, '|'), v, w, x, y, z, raw
       FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::text[],
                   $11::int[], $12::text[], $13::text[], $14::text[], $15::date[], $16::text[], $17::text[], $18::text[],
                   $19::text[], $20::text[], $21::text[], $22::text[], $23::text[], $24::date[], $25::date[], $26::jsonb[],
                   $27::jsonb[], $28::text[])
         AS t(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, raw)`,
    [
      uploadId,
      records.map((d) => d.rec.line),
      records.map((d) => d.rec.layoutId),
      records.map((d) => d.rec.aidYear),
      records.map((d) => d.key),
      records.map((d) => d.transactionUuid),
      records.map((d) => d.fafsaUuid),
      records.map((d) => d.personUuid),
      records.map((d) => d.transactionNumber),
      records.map((d) => d.dependencyModel),
      records.map((d) => d.sai),
      records.map((d) => d.firstName),
      records.map((d) => d.middleName),
      records.map((d) => d.lastName),
      records.map((d) => d.dateOfBirth),
      records.map((d) => d.ssnSealed),
      records.map((d) => d.ssnHmac),
      records.map((d) => d.ssnLastFour),
      records.map((d) => d.email),
      records.map((d) => d.trackingFlag),
      records.map((d) => d.selected),
      records.map((d) => d.commentCodes.join('|')),
      records.map((d) => d.rejectCodes),
      records.map((d) => d.receiptDate),
      records.map((d) => d.processDate),
      records.map((d) => JSON.stringify(d.rec.warnings)),
      records.map((d) => JSON.stringify(d.report)),
      records.map((d) => d.sealed),
    ],
  );
}

interface StagedRow {
  line_number: number;
  isir_record_info_id: number;
  aid_year: number;
  transaction_key: string;
  transaction_uuid: string | null;
  fafsa_uuid: string | null;
  person_uuid: string | null;
  transaction_number: number | null;
  dependency_model: string | null;
  sai: number | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  dob: string | null;
  ssn_encrypted: string | null;
  ssn_hmac: string | null;
  ssn_last_four: string | null;
  email: string | null;
  tracking_flag: string | null;
  selected_for_verification: string | null;
  comment_codes: string[];
  reject_codes: string | null;
  receipt: string | null;
  processed: string | null;
  warnings: Decoded['rec']['warnings'];
  report_fields: (string | null)[];
}

const decodedOf = (r: StagedRow): Decoded => ({
  rec: { line: r.line_number, layoutId: r.isir_record_info_id, aidYear: r.aid_year, warnings: r.warnings },
  sealed: null,
  key: r.transaction_key,
  transactionUuid: r.transaction_uuid,
  fafsaUuid: r.fafsa_uuid,
  personUuid: r.person_uuid,
  transactionNumber: r.transaction_number,
  dependencyModel: r.dependency_model,
  sai: r.sai,
  firstName: r.first_name,
  middleName: r.middle_name,
  lastName: r.last_name,
  dateOfBirth: r.dob,
  ssnSealed: r.ssn_encrypted,
  ssnHmac: r.ssn_hmac,
  ssnLastFour: r.ssn_last_four,
  email: r.email,
  trackingFlag: r.tracking_flag,
  selected: r.selected_for_verification,
  commentCodes: r.comment_codes,
  rejectCodes: r.reject_codes,
  receiptDate: r.receipt,
  processDate: r.processed,
  report: r.report_fields,
});

/** An upload's staged records in file order, read a batch per statement; their sealed text stays in the stage. */
export async function* stagedRecords(db: Db, uploadId: number): AsyncGenerator<Decoded> {
  let after = -1;
  for (;;) {
    const rows = await db.query<StagedRow>(
      `SELECT line_number, isir_record_info_id, aid_year, transaction_key, transaction_uuid, fafsa_uuid, person_uuid,
              transaction_number, dependency_model, sai, first_name, middle_name, last_name,
              to_char(date_of_birth, 'YYYY-MM-DD') AS dob, ssn_encrypted, ssn_hmac, ssn_last_four, email, tracking_flag,
              selected_for_verification, comment_codes, reject_codes,
              to_char(transaction_receipt_date, 'YYYY-MM-DD') AS receipt,
              to_char(transaction_process_date, 'YYYY-MM-DD') AS processed, warnings, report_fields
         FROM isir_import_stage WHERE upload_id = $1 AND line_number > $2 ORDER BY line_number LIMIT $3`,
      [uploadId, after, READ_BATCH],
    );
    for (const r of rows) yield decodedOf(r);
    if (rows.length < READ_BATCH) return;
    after = rows[rows.length - 1]!.line_number;
  }
}

/** Drops what an upload staged: once published, or when its import failed or starts again. */
export async function clearStage(db: Db, uploadId: number): Promise<void> {
  await db.query('DELETE FROM isir_import_stage WHERE upload_id = $1', [uploadId]);
}

/**
 * Drops the stage of every import no one will finish: its upload is settled (imported or failed), its waiting
 * caller's process stopped (the log shows it interrupted), or its job ended (a retried job stages again from the
 * start). Returns how many records were dropped.
 */
export async function clearAbandonedStages(db: Db): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM isir_import_stage WHERE upload_id IN (
         SELECT id FROM isir_upload
          WHERE id IN (SELECT DISTINCT upload_id FROM isir_import_stage)
            AND (status IN ('IMPORTED', 'FAILED') OR ${INTERRUPTED}
                 OR job_id IN (SELECT id FROM job WHERE status IN ('DONE', 'FAILED', 'CANCELLED'))))
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
  );
  return rows[0]?.n ?? 0;
}
