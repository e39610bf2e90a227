import { z } from 'zod';
import { found, id, jsonParam, namedQuery, noRow } from '../../platform/named-sql.js';
import { storedRunDetail } from '../auto-verify/run-detail.js';

// The SQL of retention (retention.ts, docs/data-layer.md): what the rule no longer keeps, purged, and what was kept
// before sealing, sealed.

const purgedFile = z.object({ school_code: z.string(), blob_key: z.string() });
const purgeParams = z.object({ now: z.date(), before: z.date(), oldestKept: z.number().int() });

/** Mailbox files imported before `before`, or of an aid year no longer kept: their files let go, rows kept. */
export const purgeMailboxFiles = namedQuery({
  name: 'purgeMailboxFiles',
  params: purgeParams,
  row: purgedFile,
  sql: `WITH old AS (SELECT id, school_code, blob_key FROM ed_message
                     WHERE blob_key IS NOT NULL AND ((ed_file_status = 1 AND imported_at < :before) OR aid_year < :oldestKept) FOR UPDATE)
       UPDATE ed_message m SET blob_key = NULL, purged_at = :now FROM old WHERE m.id = old.id
       RETURNING old.school_code, old.blob_key`,
});

/** Report exports finished before `before`, or of an aid year no longer kept: their files let go, rows kept. */
export const purgeReportExports = namedQuery({
  name: 'purgeReportExports',
  params: purgeParams,
  row: purgedFile,
  sql: `WITH old AS (SELECT id, school_code, blob_key FROM report_export
                     WHERE blob_key IS NOT NULL AND (finished_at < :before OR aid_year < :oldestKept) FOR UPDATE)
       UPDATE report_export e SET blob_key = NULL, purged_at = :now FROM old WHERE e.id = old.id
       RETURNING old.school_code, old.blob_key`,
});

/** The auto-verify runs of aid years no longer kept (they hold FTI values). */
export const deleteOldRuns = namedQuery({
  name: 'deleteOldRuns',
  params: z.object({ oldestKept: z.number().int() }),
  row: z.object({ school_code: z.string() }),
  sql: 'DELETE FROM auto_verify_run WHERE aid_year < :oldestKept RETURNING school_code',
});

/** What retention did, in the activity log (the school's, or the installation's with no school). */
export const recordRetention = namedQuery({
  name: 'recordRetention',
  params: z.object({
    schoolCode: z.string().nullable(),
    action: z.enum(['RETENTION_PURGED', 'LEGACY_FILES_SEALED']),
    details: jsonParam(z.record(z.string(), z.unknown())),
  }),
  row: noRow,
  sql: `INSERT INTO activity_log (school_code, actor_name, action, entity_type, details)
         VALUES (:schoolCode, 'retention', :action, 'retention', :details)`,
});

/** Auto-verify run details still of version 1 (in the clear), a batch at a time. */
export const plainRunDetails = namedQuery({
  name: 'plainRunDetails',
  params: z.object({}),
  row: z.object({ id, detail: storedRunDetail }),
  sql: `SELECT id::int AS id, detail FROM auto_verify_run WHERE detail->>'v' = '1' LIMIT 500`,
});

/** Run details replaced, by id. */
export const replaceRunDetails = namedQuery({
  name: 'replaceRunDetails',
  params: z.object({ details: jsonParam(z.array(z.object({ id, d: storedRunDetail }))) }),
  row: noRow,
  sql: `UPDATE auto_verify_run r SET detail = v.d FROM json_to_recordset(:details::json) AS v (id int, d jsonb) WHERE r.id = v.id`,
});

/** Whether the kept files were all sealed already. */
export const blobsSealed = namedQuery({
  name: 'blobsSealed',
  params: z.object({}),
  row: found,
  sql: `SELECT 1 AS found FROM maintenance_step WHERE name = 'blobs-sealed'`,
});

export const markBlobsSealed = namedQuery({
  name: 'markBlobsSealed',
  params: z.object({}),
  row: noRow,
  sql: `INSERT INTO maintenance_step (name) VALUES ('blobs-sealed') ON CONFLICT DO NOTHING`,
});

/** The tables that hold files (a blob_key column), as the schema has them. */
export const tablesWithFiles = namedQuery({
  name: 'tablesWithFiles',
  params: z.object({}),
  row: z.object({ t: z.string() }),
  sql: `SELECT table_name AS t FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'blob_key' ORDER BY 1`,
});

/**
 * The files one of those tables points at. Built for the table named, at run time: the tables come from the
 * schema (tablesWithFiles), so that a table given files later is sealed too without a change here.
 */
export const fileKeysOf = (table: string) =>
  namedQuery({
    name: `fileKeysOf ${table}`,
    params: z.object({}),
    row: z.object({ k: z.string() }),
    sql: `SELECT DISTINCT blob_key AS k FROM "${table.replaceAll('"', '""')}" WHERE blob_key IS NOT NULL`,
  });
