-- locks: reads every current ISIR once to fill the new table; ISIR and student writes wait for that, reads do not.
-- The Non Matching SSN Report's first page and total read what they show (issue 28). Its rows are few (a student
-- whose current ISIR's SSN did not match at SSA, changed between transactions, or differs from the school's record)
-- and every page found them by grouping all the school's ISIRs and joining all its students (10,301 buffers over
-- 100,000 students, 2.3 times a school ten times smaller). Walking the students in name order instead reads dozens of
-- students for each row shown.
--
-- report_ssn_candidate holds, for each student and aid year with such an ISIR, the student's name as the report
-- sorts it and how many of its current ISIRs are rows, kept by triggers in the same transaction as each write. The
-- page walks it in name order and reads only its students' rows; the total sums it. Every ISIR and student is counted,
-- published or not: the report checks each candidate again against what everyone sees, and the total counts the
-- report's rows instead while an upload is unpublished.
CREATE TABLE report_ssn_candidate (
  student_id  integer NOT NULL REFERENCES student_all (id) ON DELETE CASCADE,
  aid_year    integer NOT NULL,
  school_code text NOT NULL,
  name        text NOT NULL,  -- last_name || ', ' || first_name
  rows        integer NOT NULL,
  PRIMARY KEY (student_id, aid_year)
);
CREATE INDEX report_ssn_candidate_name_idx ON report_ssn_candidate (school_code, aid_year, lower(name), student_id) INCLUDE (rows);

-- The candidates of some students worked out again from their ISIRs and school record as they are now: the
-- conditions of definitions.queries.ts (nonMatchingSSNReport), written once here. The students are locked first, in
-- id order: two transactions writing one student's ISIRs at once would each work it out without the other's (the
-- second waits, then reads the first's committed rows). Planned per call (EXECUTE, migration 109). Set-based, the
-- students' ISIRs joined by the student alone (OFFSET 0 keeps the other conditions out of that join): probed a student
-- at a time, plans made from statistics older than a large statement's rows read every ISIR, or every ISIR of the
-- school, for each student (the reports bench's statement of 100,000 ISIRs ran for minutes); a parameter array tested
-- with = ANY is searched element by element for every row.
CREATE FUNCTION report_ssn_candidate_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
  EXECUTE 'DELETE FROM report_ssn_candidate c USING unnest($1) AS t(id) WHERE c.student_id = t.id' USING p_students;
  EXECUTE $q$
  INSERT INTO report_ssn_candidate (student_id, aid_year, school_code, name, rows)
  WITH s AS MATERIALIZED (SELECT st.id, st.school_code, st.ssn_hmac, st.last_name || ', ' || st.first_name AS name
                            FROM unnest($1) AS t(id) JOIN student_all st ON st.id = t.id),
  i AS MATERIALIZED (SELECT r.student_id, r.aid_year, r.school_code, r.is_current, r.ssa_match_status, r.ssn_hmac
                       FROM isir_record_all r JOIN s ON s.id = r.student_id OFFSET 0),
  changed AS (SELECT i.student_id, i.aid_year FROM i JOIN s ON s.id = i.student_id AND s.school_code = i.school_code
               GROUP BY i.student_id, i.aid_year HAVING min(i.ssn_hmac) <> max(i.ssn_hmac))
  SELECT s.id, i.aid_year, s.school_code, s.name, count(*)::int
    FROM s JOIN i ON i.student_id = s.id AND i.is_current
    LEFT JOIN changed ch ON ch.student_id = s.id AND ch.aid_year = i.aid_year
   WHERE i.ssa_match_status IN ('1', '2', '3', '6') OR ch.student_id IS NOT NULL
      OR (s.ssn_hmac IS NOT NULL AND i.ssn_hmac IS NOT NULL AND s.ssn_hmac <> i.ssn_hmac)
   GROUP BY s.id, i.aid_year, s.school_code, s.name$q$ USING p_students;
END $$;

-- After each statement writing ISIRs: the students of the rows it wrote whose columns the report reads changed.
CREATE FUNCTION report_ssn_candidate_isirs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_ssn_candidate_refresh(array_agg(DISTINCT student_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_ssn_candidate_refresh(array_agg(DISTINCT student_id)) FROM old_rows;
  ELSE
    PERFORM report_ssn_candidate_refresh(array_agg(DISTINCT x.student_id))
       FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.student_id), (n.student_id)) AS x(student_id)
      WHERE (o.student_id, o.aid_year, o.school_code, o.is_current, o.ssa_match_status, o.ssn_hmac)
            IS DISTINCT FROM (n.student_id, n.aid_year, n.school_code, n.is_current, n.ssa_match_status, n.ssn_hmac);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER isir_record_report_ssn_insert AFTER INSERT ON isir_record_all REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ssn_candidate_isirs();
CREATE TRIGGER isir_record_report_ssn_update AFTER UPDATE ON isir_record_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_ssn_candidate_isirs();
CREATE TRIGGER isir_record_report_ssn_delete AFTER DELETE ON isir_record_all REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ssn_candidate_isirs();

-- A student renamed, moved to another school or given another SSN. (A student deleted takes its candidates with it:
-- ON DELETE CASCADE.)
CREATE FUNCTION report_ssn_candidate_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_ssn_candidate_refresh(array_agg(n.id))
     FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.first_name, o.last_name, o.school_code, o.ssn_hmac) IS DISTINCT FROM (n.first_name, n.last_name, n.school_code, n.ssn_hmac);
  RETURN NULL;
END $$;
CREATE TRIGGER student_report_ssn_update AFTER UPDATE ON student_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_ssn_candidate_students();

INSERT INTO report_ssn_candidate (student_id, aid_year, school_code, name, rows)
SELECT st.id, ir.aid_year, st.school_code, st.last_name || ', ' || st.first_name, count(*)::int
  FROM student_all st JOIN isir_record_all ir ON ir.student_id = st.id AND ir.is_current
  LEFT JOIN (SELECT h.student_id, h.aid_year, h.school_code FROM isir_record_all h
              GROUP BY h.student_id, h.aid_year, h.school_code HAVING min(h.ssn_hmac) <> max(h.ssn_hmac)) ch
         ON ch.student_id = st.id AND ch.aid_year = ir.aid_year AND ch.school_code = st.school_code
 WHERE (ir.ssa_match_status IN ('1', '2', '3', '6') OR ch.student_id IS NOT NULL
        OR (st.ssn_hmac IS NOT NULL AND ir.ssn_hmac IS NOT NULL AND st.ssn_hmac <> ir.ssn_hmac))
 GROUP BY st.id, ir.aid_year, st.school_code, st.last_name, st.first_name;
