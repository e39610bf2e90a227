import { z } from 'zod';
import { id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';
import { AID_YEAR_STUDENTS, bigintColumn } from './uploads.queries.js';

// The SQL of the roster rows (rows.ts): the searches, the unmatched students of an upload, the review of a
// proposed match and the placing of matched students in their verification groups (docs/data-layer.md).

const schoolCode = z.string();
const aidYear = z.number().int();
const ids = z.array(z.number().int());
const total = z.object({ total: z.number().int() });

/** A roster row as the screens list it: the SSN as its last four only, the ISIR student it is (or may be) matched to. */
const SELECT_ROWS = `SELECT r.id, r.upload_id, r.aid_year, r.row_number, r.school_student_id, r.ssn_last_four, r.date_of_birth::text AS date_of_birth,
       r.first_name, r.last_name, r.email, r.phone, r.enrollment_term, r.match_status, r.match_score, r.match_reason, r.selected,
       r.processed_at, s.uuid::text AS student_uuid, concat_ws(' ', s.first_name, s.last_name) AS student_name, s.status AS student_status,
       s.verification_group, p.uuid::text AS proposed_uuid, concat_ws(' ', p.first_name, p.last_name) AS proposed_name,
       p.date_of_birth::text AS proposed_date_of_birth, p.ssn_last_four AS proposed_ssn_last_four,
       (SELECT i.id FROM isir_record i WHERE i.student_id = s.id AND i.aid_year = r.aid_year AND i.is_current LIMIT 1) AS isir_id
  FROM student_repository r
  LEFT JOIN student s ON s.id = r.student_id
  LEFT JOIN student p ON p.id = r.proposed_student_id`;

export const rosterRow = z.object({
  id: bigintColumn,
  upload_id: id,
  aid_year: aidYear,
  row_number: z.number().int(),
  school_student_id: z.string(),
  ssn_last_four: z.string(),
  date_of_birth: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: maybeText,
  phone: maybeText,
  enrollment_term: maybeText,
  match_status: z.enum(['MATCHED', 'PROPOSED', 'UNMATCHED']),
  match_score: z.number().nullable(),
  match_reason: maybeText,
  selected: z.boolean(),
  processed_at: z.date().nullable(),
  student_uuid: maybeText,
  student_name: maybeText,
  student_status: maybeText,
  verification_group: maybeText,
  proposed_uuid: maybeText,
  proposed_name: maybeText,
  proposed_date_of_birth: maybeText,
  proposed_ssn_last_four: maybeText,
  isir_id: bigintColumn.nullable(),
});
export type RosterRowRecord = z.output<typeof rosterRow>;

/**
 * The searches' filter: every field may be null (not asked). `namePrefix` is the lower-case, LIKE-escaped name with
 * its `%`; `processed` true or false asks for the rows processed or not.
 */
const rowFilter = {
  schoolCode,
  uploadId: id.nullable(),
  aidYear: aidYear.nullable(),
  matchStatus: z.string().nullable(),
  schoolStudentId: z.string().nullable(),
  namePrefix: z.string().nullable(),
  processed: z.boolean().nullable(),
};
const ROW_WHERE = `r.school_code = :schoolCode AND (:uploadId::int IS NULL OR r.upload_id = :uploadId)
   AND (:aidYear::int IS NULL OR r.aid_year = :aidYear) AND (:matchStatus::text IS NULL OR r.match_status = :matchStatus)
   AND (:schoolStudentId::text IS NULL OR upper(r.school_student_id) = upper(:schoolStudentId))
   AND (:namePrefix::text IS NULL OR lower(r.last_name) LIKE :namePrefix OR lower(r.first_name) LIKE :namePrefix)
   AND (:processed::boolean IS NULL OR (r.processed_at IS NOT NULL) = :processed)`;

/** studentrepository/search: a page of roster rows. */
export const searchRows = namedQuery({
  name: 'searchRows',
  params: z.object({ ...rowFilter, limit: z.number().int(), offset: z.number().int() }),
  row: rosterRow,
  sql: `${SELECT_ROWS} WHERE ${ROW_WHERE} ORDER BY r.upload_id DESC, r.row_number LIMIT :limit OFFSET :offset`,
});
export const countRows = namedQuery({
  name: 'countRows',
  params: z.object(rowFilter),
  row: total,
  sql: `SELECT count(*)::int AS total FROM student_repository r WHERE ${ROW_WHERE}`,
});

/** studentrepository/searchIDs: every id the filter finds (the screens' "select all"), capped. */
export const searchRowIds = namedQuery({
  name: 'searchRowIds',
  params: z.object(rowFilter),
  row: z.object({ id: bigintColumn }),
  sql: `SELECT r.id FROM student_repository r WHERE ${ROW_WHERE} ORDER BY r.upload_id DESC, r.row_number LIMIT 100000`,
});

/** studentrepository/getManyByIDs: the rows of these ids in the caller's school (others are left out). */
export const rowsByIds = namedQuery({
  name: 'rowsByIds',
  params: z.object({ schoolCode, ids }),
  row: rosterRow,
  sql: `${SELECT_ROWS} WHERE r.school_code = :schoolCode AND r.id = ANY(:ids::bigint[]) ORDER BY r.upload_id DESC, r.row_number`,
});

const UNMATCHED = `FROM (${AID_YEAR_STUDENTS}) c JOIN student s ON s.id = c.id
   WHERE NOT EXISTS (SELECT 1 FROM student_repository r WHERE r.upload_id = :uploadId AND r.student_id = c.id AND r.match_status = 'MATCHED')`;
const unmatchedFilter = { schoolCode, aidYear, uploadId: id };

/** The aid year's ISIR students no matched row of this upload names: they stay visible on the upload details. */
export const unmatchedStudents = namedQuery({
  name: 'unmatchedStudents',
  params: z.object({ ...unmatchedFilter, limit: z.number().int(), offset: z.number().int() }),
  row: z.object({
    uuid: z.string(),
    student_number: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    ssn_last_four: maybeText,
    status: z.string(),
    verification_group: maybeText,
  }),
  sql: `SELECT s.uuid::text, s.student_number, s.first_name, s.last_name, s.ssn_last_four, s.status, s.verification_group ${UNMATCHED}
      ORDER BY lower(s.last_name), lower(s.first_name), s.id LIMIT :limit OFFSET :offset`,
});
export const countUnmatchedStudents = namedQuery({
  name: 'countUnmatchedStudents',
  params: z.object(unmatchedFilter),
  row: total,
  sql: `SELECT count(*)::int AS total ${UNMATCHED}`,
});

export const lockRowForReview = namedQuery({
  name: 'lockRowForReview',
  params: z.object({ rowId: z.number().int(), schoolCode }),
  row: z.object({ upload_id: id, match_status: z.string(), proposed_student_id: id.nullable() }),
  sql: 'SELECT upload_id, match_status, proposed_student_id FROM student_repository WHERE id = :rowId AND school_code = :schoolCode FOR UPDATE',
});

const review = { rowId: z.number().int(), username: z.string() };
export const acceptProposedMatch = namedQuery({
  name: 'acceptProposedMatch',
  params: z.object(review),
  row: noRow,
  sql: `UPDATE student_repository SET match_status = 'MATCHED', student_id = proposed_student_id, proposed_student_id = NULL,
                  match_reason = match_reason || ' (accepted by ' || :username || ')' WHERE id = :rowId`,
});
export const rejectProposedMatch = namedQuery({
  name: 'rejectProposedMatch',
  params: z.object(review),
  row: noRow,
  sql: `UPDATE student_repository SET match_status = 'UNMATCHED', proposed_student_id = NULL, match_score = NULL,
                  match_reason = 'Proposed match rejected by ' || :username WHERE id = :rowId`,
});

// The placing in verification groups (processIntoVerificationGroups), in the order it runs them: the rows given
// must be the upload's, they become its selection, the students to place are gathered in a temp table (dropped at
// commit), their group changes are recorded, set, and their task list items created.

export const foreignRowCount = namedQuery({
  name: 'foreignRowCount',
  params: z.object({ uploadId: id, rowIds: ids }),
  row: z.object({ foreign: z.number().int() }),
  sql: `SELECT count(*)::int AS foreign FROM unnest(:rowIds::bigint[]) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM student_repository r WHERE r.id = x.id AND r.upload_id = :uploadId)`,
});

export const selectRows = namedQuery({
  name: 'selectRows',
  params: z.object({ uploadId: id, rowIds: ids }),
  row: noRow,
  sql: 'UPDATE student_repository SET selected = (id = ANY(:rowIds::bigint[])) WHERE upload_id = :uploadId',
});

const none = z.object({});
export const dropPlaceTableIfAny = namedQuery({
  name: 'dropPlaceTableIfAny',
  params: none,
  row: noRow,
  sql: 'DROP TABLE IF EXISTS pg_temp.repo_place',
});

export const createPlaceTable = namedQuery({
  name: 'createPlaceTable',
  params: z.object({ uploadId: id }),
  row: noRow,
  sql: `CREATE TEMP TABLE repo_place ON COMMIT DROP AS
       SELECT DISTINCT ON (s.id) r.id AS row_id, s.id AS student_id, s.status AS old_status, s.verification_group AS old_group, s.dependency_status,
              CASE WHEN i.selected_for_verification = 'Y' AND i.tracking_flag ~ '^V[1-6]$' THEN i.tracking_flag ELSE s.verification_group END AS grp
         FROM student_repository r
         JOIN student s ON s.id = r.student_id
         LEFT JOIN isir_record i ON i.student_id = s.id AND i.aid_year = r.aid_year AND i.is_current
        WHERE r.upload_id = :uploadId AND r.match_status = 'MATCHED' AND r.selected
          AND (i.id IS NULL AND s.status <> 'NOT_SELECTED' OR i.selected_for_verification = 'Y')
        ORDER BY s.id, r.row_number`,
});

export const dropUngroupedPlaces = namedQuery({
  name: 'dropUngroupedPlaces',
  params: none,
  row: noRow,
  sql: `DELETE FROM repo_place WHERE grp IS NULL OR grp !~ '^V[1-6]$'`,
});

export const recordGroupChanges = namedQuery({
  name: 'recordGroupChanges',
  params: z.object({ schoolCode, actorName: z.string() }),
  row: noRow,
  sql: `INSERT INTO record_history (school_code, entity_type, entity_id, field, old_value, new_value, actor_name)
       SELECT :schoolCode, 'student', p.student_id::text, 'verificationGroup', p.old_group, p.grp, :actorName FROM repo_place p WHERE p.old_group IS DISTINCT FROM p.grp`,
});

export const setGroups = namedQuery({
  name: 'setGroups',
  params: none,
  row: noRow,
  sql: `UPDATE student s SET verification_group = p.grp, status = CASE WHEN s.status = 'NOT_SELECTED' THEN 'SELECTED' ELSE s.status END, updated_at = now()
         FROM repo_place p WHERE s.id = p.student_id AND (s.verification_group IS DISTINCT FROM p.grp OR s.status = 'NOT_SELECTED')`,
});

export const createGroupTaskItems = namedQuery({
  name: 'createGroupTaskItems',
  params: z.object({ schoolCode, aidYear }),
  row: z.object({ id }),
  sql: `INSERT INTO student_interview_link (uuid, student_id, interview_type_id, aid_year, status, is_for_parent_account)
       SELECT gen_random_uuid(), p.student_id, m.interview_type_id, :aidYear, 'NEW', m.is_for_parent_account
         FROM repo_place p
         JOIN school_isir_record_info si ON si.school_code = :schoolCode AND si.aid_year = :aidYear
         JOIN school_isir_rec_info_vgroup_map m ON m.school_isir_record_info_id = si.id AND m.verification_group = p.grp
        WHERE (NOT m.dependent_only OR p.dependency_status = 1)
          AND CASE p.grp WHEN 'V1' THEN si.is_v1_active WHEN 'V2' THEN si.is_v2_active WHEN 'V3' THEN si.is_v3_active
                         WHEN 'V4' THEN si.is_v4_active WHEN 'V5' THEN si.is_v5_active WHEN 'V6' THEN si.is_v6_active ELSE false END
          AND NOT EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = p.student_id AND l.aid_year = :aidYear
                             AND l.interview_type_id = m.interview_type_id AND l.is_for_parent_account = m.is_for_parent_account)
       RETURNING id`,
});

export const markPlacedRows = namedQuery({
  name: 'markPlacedRows',
  params: none,
  row: z.object({ id: bigintColumn }),
  sql: `UPDATE student_repository r SET processed_at = now() FROM repo_place p WHERE r.id = p.row_id RETURNING r.id`,
});

export const consideredRowCount = namedQuery({
  name: 'consideredRowCount',
  params: z.object({ uploadId: id }),
  row: z.object({ considered: z.number().int() }),
  sql: `SELECT count(*)::int AS considered FROM student_repository WHERE upload_id = :uploadId AND match_status = 'MATCHED' AND selected`,
});

export const dropPlaceTable = namedQuery({
  name: 'dropPlaceTable',
  params: none,
  row: noRow,
  sql: 'DROP TABLE repo_place',
});

export const markUploadProcessed = namedQuery({
  name: 'markUploadProcessed',
  params: z.object({ uploadId: id }),
  row: noRow,
  sql: 'UPDATE student_repository_upload SET processed_at = now() WHERE id = :uploadId',
});
