-- locks: replaces one function; no row is read or rewritten.
-- The embedded database's import writes the task list items of the students a batch created while they are
-- unpublished (migration 102), and files those students in their years itself (isirImportAddReportYears). For those
-- items this upkeep adds nothing (it joins the view `student`, which leaves them out), yet each batch still locked
-- their students and planned and ran its insert: 0.6 s of a 20,000-record PGlite import (track_functions), for 100
-- batches. It now looks first whether any item is of a student everyone sees, and stops if none is. Items of
-- published students (every item on a server) take the same path as before (migration 109).
CREATE OR REPLACE FUNCTION report_year_student_item_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN student_all st ON st.id = n.student_id
                  WHERE st.created_by_upload_id IS NULL
                     OR st.created_by_upload_id NOT IN (SELECT upload_id FROM isir_upload_unpublished)) THEN
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
