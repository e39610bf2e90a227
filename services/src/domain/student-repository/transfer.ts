import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import * as sql from './transfer.queries.js';
import type { HeaderRow, TransferLine } from './transfer.queries.js';
import { requireStudentRepository } from './uploads.js';

export type TransferFormat = 'CSV' | 'FIXED';
/** Fixed-width lines are this long (every record type padded to it), as SIS batch loaders expect. */
export const FIXED_LINE = 100;
const VERIFIED = ['APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'];
const IN_VERIFICATION = ['SELECTED', 'IN_PROGRESS', 'REVIEW'];

type Line = TransferLine;

/** The file's lines (transfer.queries.ts, transferLines): one per student a roster of the school and aid year matched. */
async function transferLines(db: Db, schoolCode: string, aidYear: number): Promise<Line[]> {
  return sql.transferLines.all(db, {
    schoolCode,
    aidYear,
    verified: VERIFIED,
    inVerification: IN_VERIFICATION,
  });
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
  origin: HeaderRow['origin'];
  createdBy: string | null;
  createdAt: string;
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
      const h = await sql.insertHeader.first(tx, {
        uuid: randomUUID(),
        schoolCode,
        aidYear,
        fileFormat: format,
        fileName,
        recordCount: lines.length,
        verifiedCount: verified,
        selectedCount: selected,
        sizeBytes: bytes.length,
        blobKey: blob.key,
        origin: who === 'system' ? 'SCHEDULED' : 'ON_DEMAND',
        createdByUuid: who === 'system' ? null : who.accountUuid,
        createdByName: who === 'system' ? 'Schedule' : who.username,
        createdAt,
      });
      for (let i = 0; i < lines.length; i += 2000) {
        const part = lines.slice(i, i + 2000);
        await sql.insertRecords.run(tx, {
          headerId: h!.id,
          schoolCode,
          lineNumbers: part.map((_, j) => i + j + 2),
          studentIds: part.map((l) => l.student_id),
          schoolStudentIds: part.map((l) => l.school_student_id),
          verificationStatuses: part.map((l) => l.verification_status),
          verificationGroups: part.map((l) => l.verification_group),
          pellVerificationStatuses: part.map((l) => l.pell_verification_status),
          sais: part.map((l) => l.sai),
          completionDates: part.map((l) => l.completion_date),
        });
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
  const filter = { schoolCode: caller.schoolCode, aidYear: f.aidYear ?? null };
  const rows = await sql.searchHeaders.all(db, {
    ...filter,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  const { total } = (await sql.countHeaders.first(db, filter))!;
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
  const filter = {
    schoolCode: caller.schoolCode,
    headerIds: f.headerIds ?? null,
    schoolStudentIds: f.schoolStudentIds?.map((s) => s.toUpperCase()) ?? null,
    pellVerificationStatuses: f.pellVerificationStatuses ?? null,
    verificationGroups: f.verificationGroups ?? null,
  };
  const rows = await sql.searchRecords.all(db, {
    ...filter,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  const { total } = (await sql.countRecords.first(db, filter))!;
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
  const h = await sql.headerById.first(ctx.db, { id, schoolCode: caller.schoolCode, aidYear });
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
    const targets = await sql.transferTargets.all(ctx.db, {
      nightly: payload.nightly === true,
      at,
      nightHour: NIGHT_HOUR,
    });
    const made: number[] = [];
    for (const t of targets)
      made.push((await generateTransferFile(ctx, 'system', t.school_code, t.aid_year, 'CSV')).id);
    return { files: made.length };
  });
  ctx.jobs.every(TRANSFER_JOB, TRANSFER_EVERY_SECONDS, { nightly: true });
}
