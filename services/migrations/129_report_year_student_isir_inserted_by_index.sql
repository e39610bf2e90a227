-- The report years an ISIR statement adds were found by joining its rows to every student of the table: the planner
-- costed a hash join over a sequential scan of student_all below a few hundred index probes (the view's unpublished
-- filter makes its row estimate small), so each 400-record batch of an import read all the students written before
-- it: 82 ms a batch at 40,000 students, a cost that grew with the school (report_year_student_isir_inserted's own
-- time 22 µs per record over a 30,000-record import, 51 µs over 100,000; auto_explain). Each distinct student of the
-- statement's rows is now looked up by id (OFFSET 0 keeps the look-up from being turned back into a join), whatever
-- the statistics say. Same rows written: one per current, published row's student and aid year whose school matches.

CREATE OR REPLACE FUNCTION report_year_student_isir_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows n
                  WHERE n.is_current AND NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = n.upload_id)) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
  INSERT INTO report_year_student (school_code, aid_year, student_id, status)
  SELECT st.school_code, n.aid_year, n.student_id, st.status
    FROM (SELECT DISTINCT n.aid_year, n.student_id, n.school_code FROM new_rows n
           WHERE n.is_current AND NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = n.upload_id)) n
   CROSS JOIN LATERAL (SELECT s.school_code, s.status FROM student s
                        WHERE s.id = n.student_id AND s.school_code = n.school_code OFFSET 0) st
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code$q$;
  RETURN NULL;
END $$;
