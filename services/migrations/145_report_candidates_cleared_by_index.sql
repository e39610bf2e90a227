-- locks: replaces two functions and creates two; no row is read or rewritten.
-- The Non Matching SSN and Verification reports' rows of a statement's students (migrations 117, 118) are worked out
-- by three statements each: the students locked, their rows removed, their rows written again. On the embedded
-- database every batch of an import runs them (migration 132 leaves the upkeep by statement there), each planned
-- again (EXECUTE), and planning cost more than running them (PGlite, 20,000-record import: 3.1 s and 2.2 s of trigger
-- time). The lock and the removal are look-ups by id, the students' primary key and the rows' (student_id, aid_year)
-- key: for a batch's students (up to 1,000) they are now static statements of a helper, their plans kept for the
-- session. enable_seqscan off keeps that plan the index's at any size: a plan made while the tables were small (an
-- import's first batches, statistics from before it) would otherwise read every row once they are not (migration
-- 141); their generic plans, made on empty tables: bitmap scans of the primary keys on the ids given. A larger set (a server's import, its file's students at its end: migration 132) keeps the statements planned
-- for it. Same rows locked in the same (id) order, same rows removed and written.
CREATE FUNCTION report_ssn_candidate_clear(p_students integer[]) RETURNS void LANGUAGE plpgsql
  SET enable_seqscan = off AS $$
BEGIN
  PERFORM 1 FROM student_all WHERE id = ANY (p_students) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM report_ssn_candidate WHERE student_id = ANY (p_students);
END $$;

CREATE FUNCTION report_verification_candidate_clear(p_students integer[]) RETURNS void LANGUAGE plpgsql
  SET enable_seqscan = off AS $$
BEGIN
  PERFORM 1 FROM student_all WHERE id = ANY (p_students) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM report_verification_candidate WHERE student_id = ANY (p_students);
END $$;

CREATE OR REPLACE FUNCTION report_ssn_candidate_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(p_students) <= 1000 THEN
    PERFORM report_ssn_candidate_clear(p_students);
  ELSE
    EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
    EXECUTE 'DELETE FROM report_ssn_candidate c USING unnest($1) AS t(id) WHERE c.student_id = t.id' USING p_students;
  END IF;
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

CREATE OR REPLACE FUNCTION report_verification_candidate_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(p_students) <= 1000 THEN
    PERFORM report_verification_candidate_clear(p_students);
  ELSE
    EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
    EXECUTE 'DELETE FROM report_verification_candidate c USING unnest($1) AS t(id) WHERE c.student_id = t.id' USING p_students;
  END IF;
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
