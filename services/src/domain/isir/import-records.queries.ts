import { z } from 'zod';
import { bigintNumber, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the ISIR import's batches (import-batches.ts and the stages it calls): planning the look-ups, the
// file's duplicates, matching and creating students, writing the records. The batch statements take one array per
// column (`unnest`), so a batch of a few hundred records is one statement, whatever its size.

const int = z.number().int();
const maybeInt = int.nullable();
const texts = z.array(z.string());
const maybeTexts = z.array(maybeText);
const ints = z.array(int);
const maybeInts = z.array(maybeInt);

// --- Planning the batches' look-ups ---------------------------------------------------------------------------

/** The tables the look-ups read whose statistics say they are (nearly) empty. */
export const unanalysedTables = namedQuery({
  name: 'isirImportUnanalysedTables',
  params: z.object({ rows: int }),
  row: z.object({ name: z.enum(['isir_record_all', 'student_all']) }),
  sql: `SELECT relname::text AS name FROM pg_class
         WHERE oid IN ('isir_record_all'::regclass, 'student_all'::regclass) AND reltuples < :rows`,
});

/** ANALYZE takes no parameter: one statement per table the import may analyse. */
export const analyse = {
  isir_record_all: namedQuery({
    name: 'analyseIsirRecords',
    params: z.object({}),
    row: noRow,
    sql: 'ANALYZE isir_record_all',
  }),
  student_all: namedQuery({
    name: 'analyseStudents',
    params: z.object({}),
    row: noRow,
    sql: 'ANALYZE student_all',
  }),
};

export const noParallelWorkers = namedQuery({
  name: 'isirImportNoParallelWorkers',
  params: z.object({}),
  row: noRow,
  sql: 'SET LOCAL max_parallel_workers_per_gather = 0',
});

/**
 * A server's import's transaction: the set-based statements at its end sort, group and hash the whole file's students
 * (100,000 records: 22 sorts and aggregates over the default 4 MB spilled to disk).
 */
export const endWorkMemory = namedQuery({
  name: 'isirImportEndWorkMemory',
  params: z.object({}),
  row: noRow,
  sql: "SELECT set_config('work_mem', '64MB', true) AS work_mem",
});

// --- Duplicates and the students the records name ------------------------------------------------------------

const schoolYear = { schoolCode: z.string(), aidYear: int };

/**
 * A batch's look-ups, one statement (one round trip, where three took a reply each while this process decoded the
 * next batch): the transaction keys the school already holds for the aid year ('key', in `k`), the students of the
 * batch's person and FAFSA UUIDs ('person'), and the school's students of its SSNs ('ssn', the HMAC in `k`). People
 * are two index look-ups rather than one OR, which the planner may turn into a scan of every record. Each list is
 * joined to its index (a probe per key) rather than matched by `= ANY`: planning `= ANY` of a few hundred UUIDs
 * weighed each against the column's most common values, 2.8 ms a list, more than the probes (100,000 records, issue
 * 28). The people come in the order the `= ANY` index scans gave (by UUID, then row): where two records of one UUID
 * name different students, the later one is kept (knownStudents).
 */
export const batchLookUps = namedQuery({
  name: 'isirBatchLookUps',
  params: z.object({ ...schoolYear, keys: texts, uuids: texts, hmacs: texts }),
  row: z.object({
    kind: z.enum(['key', 'person', 'ssn']),
    k: maybeText,
    student_id: id.nullable(),
    person_uuid: maybeText,
    fafsa_uuid: maybeText,
    dob: maybeText,
  }),
  sql: `SELECT 'key' AS kind, r.transaction_key AS k, NULL::int AS student_id, NULL::text AS person_uuid,
               NULL::text AS fafsa_uuid, NULL::text AS dob
          FROM unnest(:keys::text[]) AS q(key)
          JOIN isir_record_all r ON r.school_code = :schoolCode AND r.aid_year = :aidYear AND r.transaction_key = q.key
        UNION ALL
        (SELECT 'person', NULL, r.student_id, r.person_uuid, r.fafsa_uuid, NULL
           FROM unnest(:uuids::text[]) AS q(uuid)
           JOIN isir_record_all r ON r.school_code = :schoolCode AND r.aid_year = :aidYear AND r.person_uuid = q.uuid
          ORDER BY r.person_uuid, r.ctid)
        UNION ALL
        (SELECT 'person', NULL, r.student_id, r.person_uuid, r.fafsa_uuid, NULL
           FROM unnest(:uuids::text[]) AS q(uuid)
           JOIN isir_record_all r ON r.school_code = :schoolCode AND r.aid_year = :aidYear AND r.fafsa_uuid = q.uuid
          ORDER BY r.fafsa_uuid, r.ctid)
        UNION ALL
        SELECT 'ssn', s.ssn_hmac, s.id, NULL, NULL, to_char(s.date_of_birth, 'YYYY-MM-DD')
          FROM unnest(:hmacs::text[]) AS q(hmac)
          JOIN student_all s ON s.school_code = :schoolCode AND s.ssn_hmac = q.hmac`,
});

// --- Creating students -----------------------------------------------------------------------------------------

/**
 * Created as their record says (status, group, dependency), so the selection rules rewrite only students whose later
 * transaction changes something: an update of a student row touches a dozen indexes.
 */
export const insertStudents = namedQuery({
  name: 'insertIsirStudents',
  params: z.object({
    schoolCode: z.string(),
    uploadId: id,
    uuids: texts,
    firstNames: texts,
    lastNames: texts,
    emails: maybeTexts,
    birthDates: maybeTexts,
    ssnsSealed: maybeTexts,
    ssnHmacs: maybeTexts,
    ssnLastFours: maybeTexts,
    dependencyStatuses: ints,
    statuses: texts,
    verificationGroups: maybeTexts,
  }),
  row: z.object({ id, uuid: z.string() }),
  sql: `INSERT INTO student_all (uuid, school_code, student_number, first_name, last_name, email, date_of_birth,
                                 ssn_encrypted, ssn_hmac, ssn_last_four, dependency_status, status, verification_group,
                                 created_by_upload_id)
        SELECT u, :schoolCode, 'ISIR-' || replace(u::text, '-', ''), fn, ln, em, dob, se, sh, l4, ds, st, vg, :uploadId
          FROM unnest(:uuids::uuid[], :firstNames::text[], :lastNames::text[], :emails::text[], :birthDates::date[],
                      :ssnsSealed::text[], :ssnHmacs::text[], :ssnLastFours::text[], :dependencyStatuses::smallint[],
                      :statuses::text[], :verificationGroups::text[])
            AS t(u, fn, ln, em, dob, se, sh, l4, ds, st, vg)
        RETURNING id, uuid::text`,
});

// --- Writing the records ---------------------------------------------------------------------------------------

/** The students' current transactions before this batch (bigint ids: a number or a string by driver). */
export const currentOfStudents = namedQuery({
  name: 'isirCurrentOfStudents',
  params: z.object({ studentIds: ints, aidYear: int }),
  row: z.object({
    id: bigintNumber,
    student_id: id,
    upload_id: id,
    transaction_number: maybeInt,
    pd: maybeText,
  }),
  sql: `SELECT id, student_id, upload_id, transaction_number, to_char(transaction_process_date, 'YYYY-MM-DD') AS pd
          FROM isir_record_all WHERE student_id = ANY(:studentIds::int[]) AND aid_year = :aidYear AND is_current`,
});

export const notCurrent = namedQuery({
  name: 'isirRecordsNotCurrent',
  params: z.object({ ids: ints }),
  row: noRow,
  sql: 'UPDATE isir_record_all SET is_current = false WHERE id = ANY(:ids::bigint[])',
});

export const insertRecords = namedQuery({
  name: 'insertIsirRecords',
  params: z.object({
    uploadId: id,
    schoolCode: z.string(),
    aidYear: int,
    layoutIds: ints,
    studentIds: ints,
    lines: ints,
    keys: texts,
    transactionUuids: maybeTexts,
    fafsaUuids: maybeTexts,
    personUuids: maybeTexts,
    transactionNumbers: maybeInts,
    dependencyModels: maybeTexts,
    sais: maybeInts,
    firstNames: maybeTexts,
    middleNames: maybeTexts,
    lastNames: maybeTexts,
    birthDates: maybeTexts,
    ssnHmacs: maybeTexts,
    ssnLastFours: maybeTexts,
    emails: maybeTexts,
    trackingFlags: maybeTexts,
    selected: maybeTexts,
    /** Each record's comment codes joined by `|` (a text[][] cannot be ragged). */
    commentCodes: texts,
    rejectCodes: maybeTexts,
    receiptDates: maybeTexts,
    processDates: maybeTexts,
    warningCounts: ints,
    warnings: maybeTexts,
    sealed: maybeTexts,
    current: z.array(z.boolean()),
    streets: maybeTexts,
    cities: maybeTexts,
    states: maybeTexts,
    zipCodes: maybeTexts,
    ssaMatches: maybeTexts,
    dependencyOverrides: maybeTexts,
    cFlags: maybeTexts,
  }),
  row: noRow,
  sql: `INSERT INTO isir_record_all (upload_id, school_code, aid_year, isir_record_info_id, student_id, line_number,
          transaction_key, transaction_uuid, fafsa_uuid, person_uuid, transaction_number, dependency_model, sai, first_name,
          middle_name, last_name, date_of_birth, ssn_hmac, ssn_last_four, email, tracking_flag, selected_for_verification,
          comment_codes, reject_codes, transaction_receipt_date, transaction_process_date, warning_count, warnings,
          raw_encrypted, is_current, street_address, city, state, zip_code, ssa_match_status, dependency_override, c_flag)
        SELECT :uploadId, :schoolCode, :aidYear, a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s,
               string_to_array(tt, '|'), u, v, w, x, y, z, cur, r1, r2, r3, r4, r5, r6, r7
          FROM unnest(:layoutIds::int[], :studentIds::int[], :lines::int[], :keys::text[], :transactionUuids::text[],
                      :fafsaUuids::text[], :personUuids::text[], :transactionNumbers::int[], :dependencyModels::text[],
                      :sais::int[], :firstNames::text[], :middleNames::text[], :lastNames::text[], :birthDates::date[],
                      :ssnHmacs::text[], :ssnLastFours::text[], :emails::text[], :trackingFlags::text[], :selected::text[],
                      :commentCodes::text[], :rejectCodes::text[], :receiptDates::date[], :processDates::date[],
                      :warningCounts::int[], :warnings::jsonb[], :sealed::text[], :current::boolean[], :streets::text[],
                      :cities::text[], :states::text[], :zipCodes::text[], :ssaMatches::text[],
                      :dependencyOverrides::text[], :cFlags::text[])
            AS t(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, tt, u, v, w, x, y, z, cur, r1, r2, r3, r4, r5,
                 r6, r7)`,
});

/**
 * The task list items a selected student's verification group brings: the school's map for the aid year, groups the
 * school has turned on, dependent-only items for dependent students. `b` is the student's current ISIR (student_id,
 * tracking_flag, dependency_model).
 */
export const GROUP_TASK_LIST_ITEMS = `
  JOIN school_isir_record_info si ON si.school_code = :schoolCode AND si.aid_year = :aidYear
  JOIN school_isir_rec_info_vgroup_map m ON m.school_isir_record_info_id = si.id AND m.verification_group = b.tracking_flag
 WHERE (NOT m.dependent_only OR b.dependency_model IN ('D', 'X'))
   AND CASE b.tracking_flag WHEN 'V1' THEN si.is_v1_active WHEN 'V2' THEN si.is_v2_active WHEN 'V3' THEN si.is_v3_active
                            WHEN 'V4' THEN si.is_v4_active WHEN 'V5' THEN si.is_v5_active WHEN 'V6' THEN si.is_v6_active ELSE false END`;

export const addReportYears = namedQuery({
  name: 'isirImportAddReportYears',
  params: z.object({ ...schoolYear, studentIds: ints }),
  row: noRow,
  // With the student's status, which the counts of report_year_count follow (migration 107).
  sql: `INSERT INTO report_year_student (school_code, aid_year, student_id, status)
        SELECT :schoolCode, :aidYear, s.id, s.status FROM student_all s WHERE s.id = ANY(:studentIds::int[])
        ON CONFLICT DO NOTHING`,
});

export const addTaskListItemsOfNewStudents = namedQuery({
  name: 'isirImportAddTaskListItemsOfNewStudents',
  params: z.object({
    ...schoolYear,
    studentIds: ints,
    trackingFlags: maybeTexts,
    dependencyModels: maybeTexts,
  }),
  row: noRow,
  sql: `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account)
        SELECT gen_random_uuid(), b.student_id, m.interview_type_id, :aidYear, 'NEW', m.is_for_parent_account
          FROM unnest(:studentIds::int[], :trackingFlags::text[], :dependencyModels::text[])
            AS b(student_id, tracking_flag, dependency_model)
        ${GROUP_TASK_LIST_ITEMS}`,
});
