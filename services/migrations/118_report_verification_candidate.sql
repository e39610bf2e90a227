-- locks: reads every selected ISIR and institutional selection once to fill the new table; ISIR, selection and
-- student writes wait for that, reads do not.
-- The Verification Report's first page and total read what they show (issue 28). Its rows are every selected student
-- of the school (by ED on an ISIR of the school, or by the institution), sorted by when each was first selected: every
-- page joined and sorted all of them (6,355 buffers over 100,000 students, eleven times a school ten times smaller).
-- No index of one table gives that order (the first selected ISIR of each student, or the institution's date), and the
-- planner does not merge two index scans of a UNION ALL whose branches filter on the index's leading columns.
--
-- report_verification_candidate holds each selected student and aid year with its selection date, kept by triggers
-- in the same transaction as each write, as report_ssn_candidate is (migration 117): the page walks it by date and
-- reads only its students; the total reads its rows counted per school and year in report_row_count (migration 115).
-- Every ISIR and student is counted, published or not: the report checks each candidate again against what everyone
-- sees, and the total counts the report's rows while an upload is unpublished.
CREATE TABLE report_verification_candidate (
  student_id  integer NOT NULL REFERENCES student_all (id) ON DELETE CASCADE,
  aid_year    integer NOT NULL,
  school_code text NOT NULL,
  selected_at timestamptz,  -- the first ISIR of the school selected by ED, else the institution's selection
  PRIMARY KEY (student_id, aid_year)
);
CREATE INDEX report_verification_candidate_selected_idx
  ON report_verification_candidate (school_code, aid_year, selected_at, student_id);

-- The candidates counted per school and year as they are added and removed, whatever removes them (a student deleted
-- takes its candidates with it: ON DELETE CASCADE).
CREATE FUNCTION report_verification_candidate_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_row_count_add(array_agg('VerificationReport'::text), array_agg(school_code), array_agg(aid_year), array_agg(1))
       FROM new_rows;
  ELSE
    PERFORM report_row_count_add(array_agg('VerificationReport'::text), array_agg(school_code), array_agg(aid_year), array_agg(-1))
       FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_verification_candidate_added AFTER INSERT ON report_verification_candidate
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_verification_candidate_counted();
CREATE TRIGGER report_verification_candidate_removed AFTER DELETE ON report_verification_candidate
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_verification_candidate_counted();

-- The candidates of some students worked out again from their ISIRs, institutional selections and school as they are
-- now: the rows of definitions.queries.ts (verificationReport), written once here. The students are locked first, as
-- for report_ssn_candidate and worked out set-based as it is (migration 117 says why).
CREATE FUNCTION report_verification_candidate_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
  EXECUTE 'DELETE FROM report_verification_candidate c USING unnest($1) AS t(id) WHERE c.student_id = t.id' USING p_students;
  EXECUTE $q$
  INSERT INTO report_verification_candidate (student_id, aid_year, school_code, selected_at)
  WITH s AS MATERIALIZED (SELECT st.id, st.school_code FROM unnest($1) AS t(id) JOIN student_all st ON st.id = t.id),
  e AS (SELECT r.student_id, r.aid_year, r.created_at AS ed_at, NULL::timestamptz AS inst_at
          FROM (SELECT r.student_id, r.aid_year, r.created_at, r.school_code, r.selected_for_verification, s.school_code AS student_school
                  FROM isir_record_all r JOIN s ON s.id = r.student_id OFFSET 0) r
         WHERE r.selected_for_verification = 'Y' AND r.school_code = r.student_school
        UNION ALL
        SELECT i.student_id, i.aid_year, NULL, i.selected_at FROM institutional_selection i JOIN s ON s.id = i.student_id)
  SELECT s.id, e.aid_year, s.school_code, COALESCE(min(e.ed_at), min(e.inst_at))
    FROM e JOIN s ON s.id = e.student_id
   GROUP BY s.id, e.aid_year, s.school_code$q$ USING p_students;
END $$;

-- After each statement writing ISIRs or institutional selections: the students of the rows it wrote whose columns the
-- report reads changed.
CREATE FUNCTION report_verification_candidate_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := CASE WHEN TG_TABLE_NAME = 'isir_record_all'
                             THEN 'student_id, aid_year, school_code, selected_for_verification, created_at'
                             ELSE 'student_id, aid_year, selected_at' END;
  students integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE 'SELECT array_agg(DISTINCT student_id) FROM new_rows' INTO students;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE 'SELECT array_agg(DISTINCT student_id) FROM old_rows' INTO students;
  ELSE
    EXECUTE format($q$SELECT array_agg(DISTINCT x.student_id) FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.student_id), (n.student_id)) AS x(student_id)
     WHERE (%s) IS DISTINCT FROM (%s)$q$, 'o.' || replace(cols, ', ', ', o.'), 'n.' || replace(cols, ', ', ', n.'))
      INTO students;
  END IF;
  PERFORM report_verification_candidate_refresh(students);
  RETURN NULL;
END $$;
CREATE TRIGGER isir_record_report_verification_insert AFTER INSERT ON isir_record_all REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_verification_candidate_written();
CREATE TRIGGER isir_record_report_verification_update AFTER UPDATE ON isir_record_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_verification_candidate_written();
CREATE TRIGGER isir_record_report_verification_delete AFTER DELETE ON isir_record_all REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_verification_candidate_written();
CREATE TRIGGER institutional_selection_report_verification_insert AFTER INSERT ON institutional_selection
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_verification_candidate_written();
CREATE TRIGGER institutional_selection_report_verification_update AFTER UPDATE ON institutional_selection
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_verification_candidate_written();
CREATE TRIGGER institutional_selection_report_verification_delete AFTER DELETE ON institutional_selection
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_verification_candidate_written();

-- A student moved to another school. (A student deleted takes its candidates with it: ON DELETE CASCADE.)
CREATE FUNCTION report_verification_candidate_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_verification_candidate_refresh(array_agg(n.id))
     FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.school_code IS DISTINCT FROM n.school_code;
  RETURN NULL;
END $$;
CREATE TRIGGER student_report_verification_moved AFTER UPDATE ON student_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_verification_candidate_moved();

-- Every selected student counted once (by the trigger above), published or not.
INSERT INTO report_verification_candidate (student_id, aid_year, school_code, selected_at)
SELECT st.id, e.aid_year, st.school_code, COALESCE(min(e.ed_at), min(e.inst_at))
  FROM student_all st
  JOIN (SELECT r.student_id, r.aid_year, r.school_code, r.created_at AS ed_at, NULL::timestamptz AS inst_at FROM isir_record_all r
         WHERE r.selected_for_verification = 'Y'
        UNION ALL
        SELECT i.student_id, i.aid_year, NULL, NULL, i.selected_at FROM institutional_selection i) e
    ON e.student_id = st.id AND (e.school_code IS NULL OR e.school_code = st.school_code)
 GROUP BY st.id, e.aid_year, st.school_code;
