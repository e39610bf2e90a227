import { reportStatement } from './engine.queries.js';

// The reports that count an aid year's students (definitions.queries.ts): from report_year_count, a few rows
// whatever the size of the school.

/**
 * The students of an aid year counted from report_year_count (kept with report_year_student, migration 107), less
 * those of an ISIR file still being imported (their report years are filed unseen, migration 104; nearly always
 * none). `status`: one status, else every status.
 */
const yearStudents = (status?: string) =>
  `(COALESCE((SELECT sum(c.students) FROM report_year_count c WHERE c.school_code = :school AND c.aid_year = :aidYear${status ? ` AND c.status = ${status}` : ''}), 0)
    - (SELECT count(*) FROM student_all u JOIN report_year_student y ON y.student_id = u.id AND y.aid_year = :aidYear AND y.school_code = :school${status ? ` AND y.status = ${status}` : ''}
        WHERE u.created_by_upload_id IN (SELECT upload_id FROM isir_upload_unpublished)))::int`;

export const generalReport = reportStatement({
  name: 'GeneralReport',
  sql: `
        SELECT b.status AS row_key, NULL::uuid AS student_uuid, b.position, b.bucket, b.worklist, ${yearStudents('b.status')} AS students
          FROM (VALUES (1, 'SELECTED', 'Selected', NULL), (2, 'IN_PROGRESS', 'In progress', NULL), (3, 'REVIEW', 'In review', 'Review worklist'),
                       (4, 'APPROVED', 'Approved', 'Approved worklist'), (5, 'APPROVED_WITH_CORRECTIONS', 'Approved with corrections', 'Approved with corrections worklist'),
                       (6, 'APPROVED_WITH_CR', 'Approved with comment/reject codes', 'Approved with C/R worklist'), (7, 'NOT_SELECTED', 'Not selected', NULL))
               AS b(position, status, bucket, worklist)`,
});

// One row per student of the year (the import keeps one current ISIR per student and year): the year's count.
export const allStudentsReportTotal = reportStatement({
  name: 'AllStudentsReportTotal',
  sql: `SELECT ${yearStudents()} AS n`,
});
