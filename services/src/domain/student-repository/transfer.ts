import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { requireStudentRepository } from './uploads.js';

export type TransferFormat = 'CSV' | 'FIXED';
/** Fixed-width lines are this long (every record type padded to it), as SIS batch loaders expect. */
export const FIXED_LINE = 100;
const VERIFIED = ['APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'];
const IN_VERIFICATION = ['SELECTED', 'IN_PROGRESS', 'REVIEW'];

interface Line {
  student_id: number;
  school_student_id: string;
  verification_status: string;
  verification_group: string | null;
  pell_verification_status: string | null;
  sai: number | null;
  completion_date: string | null;
}

/**
 * Every student of the school and aid year a roster matched (the newest roster's student id): verification status
 * and group, the Pell verification status COD expects (V verified, S selected and not yet verified; none when not
 * selected), the SAI of the current ISIR and, once verified, the day the status history last says it became
 * verified (the review's completion when no history names it; a task list item touched later does not move it).
 */
async function transferLines(db: Db, schoolCode: string, aidYear: number): Promise<Line[]> {
  return db.query<Line>(
    `SELECT DISTINCT ON (s.id) s.id AS student_id, r.school_student_id, s.status AS verification_status, s.verification_group,
            CASE WHEN s.status = ANY($3::text[]) THEN 'V' WHEN s.status = ANY($4::text[]) THEN 'S' END AS pell_verification_status,
            (SELECT i.sai FROM isir_record i WHERE i.student_id = s.id AND i.aid_year = $2 AND i.is_current LIMIT 1) AS sai,
            CASE WHEN s.status = ANY($3::text[]) THEN
              COALESCE((SELECT max(h.created_at)::date::text FROM record_history h
                          WHERE h.entity_type = 'student' AND h.entity_id = s.id::text AND h.field = 'status'
                            AND h.new_value = ANY($3::text[])), s.review_completed_at::date::text) END AS completion_date
       FROM student_repository r JOIN student s ON s.id = r.student_id
      WHERE r.school_code = $1 AND r.aid_year = $2 AND r.match_status = 'MATCHED'
      ORDER BY s.id, r.upload_id DESC, r.row_number`,
    [schoolCode, aidYear, VERIFIED, IN_VERIFICATION],
  );
}

const fit = (value: string, width: number) => value.slice(0, width).padEnd(width);
const digits = (n: number, width: number) => String(n).padStart(width, '0');
const csvField = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The file: a header record (school, aid year, when, count), a detail record per student, a trailer with the counts. */
export function renderTransferFile(
  format: TransferFormat,
  schoolCode: string,
  aidYear: number,
  createdAt: Date,
  lines: Line[],
) {
  const verified = lines.filter((l) => l.pell_verification_status === 'V').length;
  const selected = lines.filter((l) => l.pell_verification_status === 'S').length;
  const stamp = createdAt.toISOString();
  const out: string[] = [];
  if (format === 'CSV') {
    out.push(['H', schoolCode, String(aidYear), stamp, String(lines.length)].join(','));
    for (const l of lines) {
      out.push(
        [
          'D',
          l.school_student_id,
          l.verification_status,
          l.verification_group ?? '',
          l.pell_verification_status ?? '',
          l.sai === null ? '' : String(l.sai),
          l.completion_date ?? '',
        ]
          .map(csvField)
          .join(','),
      );
    }
    out.push(['T', String(lines.length), String(verified), String(selected)].join(','));
  } else {
    const compact = stamp.replace(/[-:T]/g, '').slice(0, 14);
    out.push(fit(`H${fit(schoolCode, 6)}${aidYear}${compact}${digits(lines.length, 7)}`, FIXED_LINE));
    for (const l of lines) {
      out.push(
        fit(
          `D${fit(l.school_student_id, 20)}${fit(l.verification_status, 25)}${fit(l.verification_group ?? '', 2)}${fit(l.pell_verification_status ?? '', 1)}` +
            `${(l.sai === null ? '' : String(l.sai)).padStart(7)}${(l.completion_date ?? '').replace(/-/g, '').padEnd(8)}`,
          FIXED_LINE,
        ),
      );
    }
    out.push(fit(`T${digits(lines.length, 7)}${digits(verified, 7)}${digits(selected, 7)}`, FIXED_LINE));
  }
  return { content: `${out.join('\r\n')}\r\n`, verified, selected };
}

export interface TransferHeader {
  id: number;
  uuid: string;
  aidYear: number;
  fileFormat: TransferFormat;
  fileName: string;
  recordCount: number;
  verifiedCount: number;
  selectedCount: number;
  sizeBytes: number;
  origin: string;
  createdBy: string | null;
  createdAt: string;
}
interface HeaderRow {
  id: number;
  uuid: string;
  aid_year: number;
  file_format: TransferFormat;
  file_name: string;
  record_count: number;
  verified_count: number;
  selected_count: number;
  size_bytes: string | number;
  origin: string;
  created_by_name: string | null;
  created_at: Date;
  blob_key: string;
  school_code: string;
}
const toHeader = (r: HeaderRow): TransferHeader => ({
  id: r.id,
  uuid: r.uuid,
  aidYear: r.aid_year,
  fileFormat: r.file_format,
  fileName: r.file_name,
  recordCount: r.record_count,
  verifiedCount: r.verified_count,
  selectedCount: r.selected_count,
  sizeBytes: Number(r.size_bytes),
  origin: r.origin,
  createdBy: r.created_by_name,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Makes, keeps (blob store) and records one transfer file of the school and aid year; its lines are listed for the record report. */
export async function generateTransferFile(
  ctx: AppContext,
  who: Caller | 'system',
  schoolCode: string,
  aidYear: number,
  format: TransferFormat,
): Promise<TransferHeader> {
  await requireStudentRepository(ctx.db, schoolCode, aidYear);
  const createdAt = new Date();
  const lines = await transferLines(ctx.db, schoolCode, aidYear);
  const { content, verified, selected } = renderTransferFile(format, schoolCode, aidYear, createdAt, lines);
  const bytes = Buffer.from(content, 'utf8');
  const fileName = `SR_${schoolCode}_${aidYear}_${createdAt.toISOString().replace(/[-:]/g, '').slice(0, 15)}.${format === 'CSV' ? 'csv' : 'txt'}`;
  const blob = await ctx.blobs.put(bytes, {
    maxBytes: 512 * 1024 * 1024,
    prefix: 'student-repository-transfer',
  });
  try {
    return await ctx.db.transaction(async (tx) => {
      const [h] = await tx.query<HeaderRow>(
        `INSERT INTO student_repository_transfer_header (uuid, school_code, aid_year, file_format, file_name, record_count, verified_count, selected_count,
                                                         size_bytes, blob_key, origin, created_by_uuid, created_by_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
        [
          randomUUID(),
          schoolCode,
          aidYear,
          format,
          fileName,
          lines.length,
          verified,
          selected,
          bytes.length,
          blob.key,
          who === 'system' ? 'SCHEDULED' : 'ON_DEMAND',
          who === 'system' ? null : who.accountUuid,
          who === 'system' ? 'Schedule' : who.username,
          createdAt,
        ],
      );
      for (let i = 0; i < lines.length; i += 2000) {
        const part = lines.slice(i, i + 2000);
        await tx.query(
          `INSERT INTO student_repository_transfer_record (header_id, school_code, line_number, student_id, school_student_id, verification_status,
                                                           verification_group, pell_verification_status, sai, completion_date)
           SELECT $1, $2, t.* FROM unnest($3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::date[]) AS t`,
          [
            h!.id,
            schoolCode,
            part.map((_, j) => i + j + 2),
            part.map((l) => l.student_id),
            part.map((l) => l.school_student_id),
            part.map((l) => l.verification_status),
            part.map((l) => l.verification_group),
            part.map((l) => l.pell_verification_status),
            part.map((l) => l.sai),
            part.map((l) => l.completion_date),
          ],
        );
      }
      if (who !== 'system') {
        await recordActivity(tx, who, {
          action: 'STUDENT_REPOSITORY_TRANSFER_FILE_CREATED',
          entityType: 'student_repository_transfer_header',
          entityId: h!.id,
        });
      }
      return toHeader(h!);
    });
  } catch (err) {
    await ctx.blobs.delete(blob.key).catch(() => {});
    throw err;
  }
}

/** The header report: the school's transfer files, newest first. */
export async function searchTransferHeaders(
  db: Db,
  caller: Caller,
  f: { aidYear?: number; page: number; pageSize: number },
) {
  const where = 'school_code = $1 AND ($2::int IS NULL OR aid_year = $2)';
  const params = [caller.schoolCode, f.aidYear ?? null];
  const rows = await db.query<HeaderRow>(
    `SELECT * FROM student_repository_transfer_header WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [...params, f.pageSize, (f.page - 1) * f.pageSize],
  );
  const [{ total }] = (await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM student_repository_transfer_header WHERE ${where}`,
    params,
  )) as [{ total: number }];
  return { items: rows.map(toHeader), total, page: f.page, pageSize: f.pageSize };
}

export interface TransferRecordFilter {
  headerIds?: number[];
  schoolStudentIds?: string[];
  pellVerificationStatuses?: string[];
  verificationGroups?: string[];
  page: number;
  pageSize: number;
}

/** The record report (one file's lines) and searchbylists (lines across files by lists of values). */
export async function searchTransferRecords(db: Db, caller: Caller, f: TransferRecordFilter) {
  const where = `t.school_code = $1 AND ($2::int[] IS NULL OR t.header_id = ANY($2)) AND ($3::text[] IS NULL OR upper(t.school_student_id) = ANY($3))
     AND ($4::text[] IS NULL OR t.pell_verification_status = ANY($4)) AND ($5::text[] IS NULL OR t.verification_group = ANY($5))`;
  const params = [
    caller.schoolCode,
    f.headerIds ?? null,
    f.schoolStudentIds?.map((s) => s.toUpperCase()) ?? null,
    f.pellVerificationStatuses ?? null,
    f.verificationGroups ?? null,
  ];
  const rows = await db.query<{
    id: string;
    header_id: number;
    file_name: string;
    line_number: number;
    school_student_id: string;
    verification_status: string;
    verification_group: string | null;
    pell_verification_status: string | null;
    sai: number | null;
    completion_date: string | null;
    student_uuid: string | null;
  }>(
    `SELECT t.id, t.header_id, h.file_name, t.line_number, t.school_student_id, t.verification_status, t.verification_group, t.pell_verification_status,
            t.sai, t.completion_date::text AS completion_date, s.uuid::text AS student_uuid
       FROM student_repository_transfer_record t JOIN student_repository_transfer_header h ON h.id = t.header_id
       LEFT JOIN student s ON s.id = t.student_id
      WHERE ${where} ORDER BY t.header_id DESC, t.line_number LIMIT $6 OFFSET $7`,
    [...params, f.pageSize, (f.page - 1) * f.pageSize],
  );
  const [{ total }] = (await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM student_repository_transfer_record t WHERE ${where}`,
    params,
  )) as [{ total: number }];
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      headerId: r.header_id,
      fileName: r.file_name,
      lineNumber: r.line_number,
      schoolStudentId: r.school_student_id,
      verificationStatus: r.verification_status,
      verificationGroup: r.verification_group,
      pellVerificationStatus: r.pell_verification_status,
      sai: r.sai,
      completionDate: r.completion_date,
      studentUuid: r.student_uuid,
    })),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** A kept transfer file of the caller's school, read again from the blob store. */
export async function openTransferFile(ctx: AppContext, caller: Caller, aidYear: number, id: number) {
  const [h] = await ctx.db.query<HeaderRow>(
    'SELECT * FROM student_repository_transfer_header WHERE id = $1 AND school_code = $2 AND aid_year = $3',
    [id, caller.schoolCode, aidYear],
  );
  if (!h)
    throw notFound(
      `No student repository transfer file ${id} for aid year ${aidYear} in school ${caller.schoolCode}`,
    );
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.blobs.open(h.blob_key)) chunks.push(chunk as Buffer);
  return {
    fileName: h.file_name,
    contentType: h.file_format === 'CSV' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8',
    bytes: Buffer.concat(chunks),
  };
}

export const TRANSFER_JOB = 'studentRepository.transfer';
/**
 * SIS loads run nightly, in each school's own night: the schedule runs hourly and makes the file of every school and
 * aid year with the student repository on whose local hour is NIGHT_HOUR (3:00 exists once on every day, whatever
 * daylight saving does). Enqueued by hand (no `nightly`), it makes every school's file now.
 */
export const TRANSFER_EVERY_SECONDS = 60 * 60;
export const NIGHT_HOUR = 3;

export function registerTransferJob(ctx: AppContext) {
  ctx.jobs.register(TRANSFER_JOB, async (job) => {
    const payload = job.payload as { nightly?: boolean; at?: string };
    const at = payload.at ? new Date(payload.at) : new Date();
    const targets = await ctx.db.query<{ school_code: string; aid_year: number }>(
      `SELECT i.school_code, i.aid_year FROM school_isir_record_info i
        WHERE i.stud_repo AND EXISTS (SELECT 1 FROM student_repository_upload u WHERE u.school_code = i.school_code AND u.aid_year = i.aid_year)
          AND (NOT $1 OR extract(hour FROM $2::timestamptz AT TIME ZONE school_time_zone(i.school_code)) = $3)
        ORDER BY 1, 2`,
      [payload.nightly === true, at, NIGHT_HOUR],
    );
    const made: number[] = [];
    for (const t of targets)
      made.push((await generateTransferFile(ctx, 'system', t.school_code, t.aid_year, 'CSV')).id);
    return { files: made.length };
  });
  ctx.jobs.every(TRANSFER_JOB, TRANSFER_EVERY_SECONDS, { nightly: true });
}
