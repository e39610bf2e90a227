import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordActivity } from '../audit/activity.js';
import { aidYearSchema } from './aid-year-settings.js';
import * as sql from './files.queries.js';

/** A school file travels base64 in JSON; the services' body limit (1 MB) leaves room for about 700 KB. */
export const SCHOOL_FILE_MAX_BYTES = 700 * 1024;

export const schoolFileUploadSchema = z
  .object({
    aidYear: aidYearSchema.nullable().default(null),
    fileType: z.number().int().min(0).max(1000),
    fileName: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(200)
      .regex(/^[\w .()-]+$/, 'may hold letters, digits, spaces and . ( ) - _ only'),
    contentBase64: z.string().min(1, 'is required'),
  })
  .strict();

export const schoolFileQuerySchema = z
  .object({
    schoolCode: z.string().max(6),
    aidYear: aidYearSchema.optional(),
    fileType: z.number().int().min(0).max(1000),
  })
  .strict();

const toFile = (r: sql.SchoolFileRow) => ({
  id: r.id,
  schoolCode: r.school_code,
  aidYear: r.aid_year,
  fileType: r.file_type,
  fileName: r.file_name,
  sizeBytes: r.size_bytes,
  uploadedAt: new Date(r.uploaded_at).toISOString(),
});

/** Stores (or replaces) the school's file of a type for an aid year (null: every year). The old file is removed only after the new one is in place. */
export async function uploadSchoolFile(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof schoolFileUploadSchema>,
) {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(input.contentBase64))
    throw badRequest('The file is not base64-encoded', {
      inputErrors: [{ path: 'contentBase64', message: 'is not base64' }],
    });
  const bytes = Buffer.from(input.contentBase64, 'base64');
  if (bytes.length > SCHOOL_FILE_MAX_BYTES)
    throw badRequest(`The file is larger than ${SCHOOL_FILE_MAX_BYTES / 1024} KB`, {
      inputErrors: [{ path: 'contentBase64', message: 'is too large' }],
    });
  const blob = await ctx.blobs.put(bytes, { maxBytes: SCHOOL_FILE_MAX_BYTES, prefix: 'school-files' });
  const old = await ctx.db.transaction(async (tx) => {
    const prev = await sql.deleteSchoolFile.first(tx, {
      schoolCode: caller.schoolCode,
      aidYear: input.aidYear,
      fileType: input.fileType,
    });
    await sql.insertSchoolFile.run(tx, {
      schoolCode: caller.schoolCode,
      aidYear: input.aidYear,
      fileType: input.fileType,
      fileName: input.fileName,
      blobKey: blob.key,
      sizeBytes: blob.size,
      uploadedBy: caller.username,
    });
    await recordActivity(tx, caller, {
      action: 'SCHOOL_FILE_UPLOADED',
      entityType: 'school_aid_year_file',
      details: { aidYear: input.aidYear, fileType: input.fileType, fileName: input.fileName },
    });
    return prev;
  });
  if (old) await ctx.blobs.delete(old.blob_key);
  return {
    aidYear: input.aidYear,
    fileType: input.fileType,
    fileName: input.fileName,
    sizeBytes: blob.size,
    message: 'Successful Add',
  };
}

const own = (caller: Caller, code: string) => {
  if (code.toUpperCase() !== caller.schoolCode)
    throw notFound(`No school ${code} in this session; switch school first`);
  return caller.schoolCode;
};

export async function searchSchoolFiles(
  ctx: AppContext,
  caller: Caller,
  q: { schoolCode: string; aidYear?: number; fileType?: number },
) {
  const rows = await sql.schoolFiles.all(ctx.db, {
    schoolCode: own(caller, q.schoolCode),
    aidYear: q.aidYear ?? null,
    fileType: q.fileType ?? null,
  });
  return rows.map(toFile);
}

/**
 * The school's file of a type: `exact` for that aid year only; otherwise that year's, else the newest earlier
 * year's, else the every-year file; `yearless` for the every-year file only. The spec's answer: downloadResult
 * (base64) and fileName.
 */
export async function downloadSchoolFile(
  ctx: AppContext,
  caller: Caller,
  q: z.infer<typeof schoolFileQuerySchema>,
  mode: 'nearest' | 'exact' | 'yearless',
) {
  const school = own(caller, q.schoolCode);
  if (mode !== 'yearless' && q.aidYear === undefined)
    throw badRequest('aidYear is required', { inputErrors: [{ path: 'aidYear', message: 'is required' }] });
  const row =
    mode === 'yearless'
      ? await sql.schoolFileOfEveryYear.first(ctx.db, { schoolCode: school, fileType: q.fileType })
      : await (mode === 'exact' ? sql.schoolFileOfYear : sql.nearestSchoolFile).first(ctx.db, {
          schoolCode: school,
          fileType: q.fileType,
          aidYear: q.aidYear!,
        });
  if (!row) {
    throw notFound(
      `No file of type ${q.fileType}${mode === 'yearless' ? '' : ` for aid year ${q.aidYear}`} at this school`,
    );
  }
  const chunks: Buffer[] = [];
  for await (const c of await ctx.blobs.open(row.blob_key)) chunks.push(c as Buffer);
  return {
    fileName: row.file_name,
    aidYear: row.aid_year,
    downloadResult: Buffer.concat(chunks).toString('base64'),
  };
}
