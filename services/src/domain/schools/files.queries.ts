import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of a school's files (files.ts): one file of a type per aid year, or for every year (aid_year NULL);
// named, with rows checked (docs/data-layer.md).

const aidYear = z.number().int();
/** A row of school_aid_year_file (uploaded_by is not read). */
const fileRow = z.object({
  id,
  school_code: z.string(),
  aid_year: aidYear.nullable(),
  file_type: z.number().int(),
  file_name: z.string(),
  blob_key: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.date(),
});
export type SchoolFileRow = z.infer<typeof fileRow>;

/** The school's file of the type for the aid year (null: every year) is removed; its blob is answered. */
export const deleteSchoolFile = namedQuery({
  name: 'deleteSchoolFile',
  params: z.object({ schoolCode: z.string(), aidYear: aidYear.nullable(), fileType: z.number().int() }),
  row: z.object({ blob_key: z.string() }),
  sql: 'DELETE FROM school_aid_year_file WHERE school_code = :schoolCode AND aid_year IS NOT DISTINCT FROM :aidYear AND file_type = :fileType RETURNING blob_key',
});

export const insertSchoolFile = namedQuery({
  name: 'insertSchoolFile',
  params: z.object({
    schoolCode: z.string(),
    aidYear: aidYear.nullable(),
    fileType: z.number().int(),
    fileName: z.string(),
    blobKey: z.string(),
    sizeBytes: z.number().int(),
    uploadedBy: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO school_aid_year_file (school_code, aid_year, file_type, file_name, blob_key, size_bytes, uploaded_by) VALUES (:schoolCode, :aidYear, :fileType, :fileName, :blobKey, :sizeBytes, :uploadedBy)`,
});

/** The school's files, of an aid year and a type when given (null: any). */
export const schoolFiles = namedQuery({
  name: 'schoolFiles',
  params: z.object({
    schoolCode: z.string(),
    aidYear: aidYear.nullable(),
    fileType: z.number().int().nullable(),
  }),
  row: fileRow,
  sql: `SELECT * FROM school_aid_year_file WHERE school_code = :schoolCode AND (:aidYear::int IS NULL OR aid_year = :aidYear) AND (:fileType::int IS NULL OR file_type = :fileType)
      ORDER BY aid_year NULLS FIRST, file_type`,
});

/** The school's file of the type for exactly that aid year. */
export const schoolFileOfYear = namedQuery({
  name: 'schoolFileOfYear',
  params: z.object({ schoolCode: z.string(), fileType: z.number().int(), aidYear }),
  row: fileRow,
  sql: `SELECT * FROM school_aid_year_file WHERE school_code = :schoolCode AND file_type = :fileType AND aid_year = :aidYear
      ORDER BY aid_year DESC NULLS LAST LIMIT 1`,
});

/** The school's file of the type for every year. */
export const schoolFileOfEveryYear = namedQuery({
  name: 'schoolFileOfEveryYear',
  params: z.object({ schoolCode: z.string(), fileType: z.number().int() }),
  row: fileRow,
  sql: `SELECT * FROM school_aid_year_file WHERE school_code = :schoolCode AND file_type = :fileType AND aid_year IS NULL
      ORDER BY aid_year DESC NULLS LAST LIMIT 1`,
});

/** The school's file of the type nearest the aid year: that year's, else the newest earlier year's, else every year's. */
export const nearestSchoolFile = namedQuery({
  name: 'nearestSchoolFile',
  params: z.object({ schoolCode: z.string(), fileType: z.number().int(), aidYear }),
  row: fileRow,
  sql: `SELECT * FROM school_aid_year_file WHERE school_code = :schoolCode AND file_type = :fileType AND (aid_year IS NULL OR aid_year <= :aidYear)
      ORDER BY aid_year DESC NULLS LAST LIMIT 1`,
});
