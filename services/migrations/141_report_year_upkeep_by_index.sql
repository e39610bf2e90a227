-- locks: replaces two trigger functions; no row is read or rewritten.
-- The embedded database's import writes a file a batch per transaction (migration 102), and two report-year upkeeps
-- of each batch cost more the more students the school had (track_functions by batch, 20,000-record PGlite import):
-- - report_year_student_item_inserted (migration 128) looks first whether any new task list item is of a student
--   everyone sees. That look-up is static SQL, its plan kept for the session from when student_all was small, and
--   its time grew as a scan of every student would (11 ms a batch over the first 2,000 students, 70 ms over the last,
--   on a machine at load ~9). Each distinct student of the items is now looked up by id (OFFSET 0 keeps the look-up
--   from being turned back into a join), as migration 129 does for the ISIRs' report years: 0.09 s in all, was 2.9 s.
-- - report_year_count_inserted (migration 109) joined the new report years to the students for the rows inserted
--   without a status, which an import's never are, and its update of no row still fired report_year_student's five
--   update triggers, each on empty transition tables (so doing nothing); it now runs only when there is such a row.
-- Same rows written, same counts.

CREATE OR REPLACE FUNCTION report_year_student_item_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM (SELECT DISTINCT student_id FROM new_rows) n
                  CROSS JOIN LATERAL (SELECT st.created_by_upload_id FROM student_all st WHERE st.id = n.student_id OFFSET 0) st
                  WHERE st.created_by_upload_id IS NULL
                     OR NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = st.created_by_upload_id)) THEN
    RETURN NULL;
  END IF;
  PERFORM report_year_student_lock_students(array_agg(student_id)) FROM new_rows;
  EXECUTE $q$
  INSERT INTO report_year_student (school_code, aid_year, student_id, status)
  SELECT st.school_code, n.aid_year, n.student_id, st.status FROM new_rows n JOIN student st ON st.id = n.student_id
   WHERE NOT EXISTS (SELECT 1 FROM report_year_student y
                      WHERE y.student_id = n.student_id AND y.aid_year = n.aid_year AND y.school_code = st.school_code)
   GROUP BY st.school_code, n.aid_year, n.student_id, st.status
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code$q$;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_year_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_count_add(array_agg(school_code), array_agg(aid_year), array_agg(status), array_agg(1))
     FROM new_rows WHERE status IS NOT NULL;
  IF EXISTS (SELECT 1 FROM new_rows WHERE status IS NULL) THEN
    EXECUTE $q$
    UPDATE report_year_student y SET status = s.status
      FROM new_rows n JOIN student_all s ON s.id = n.student_id
     WHERE n.status IS NULL AND y.student_id = n.student_id AND y.aid_year = n.aid_year$q$;
  END IF;
  RETURN NULL;
END $$;
