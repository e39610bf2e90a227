-- A server's ISIR import writes a file's ISIRs in one transaction, batch by batch (400 records a statement: an
-- insert, the previous current ISIRs no longer current, then the current flags settled once at the end), and each
-- statement worked its students out again for the Non Matching SSN Report (report_ssn_candidate, migration 117:
-- 1.7 s of trigger time per 100,000 records) and the Verification Report (report_verification_candidate, migration
-- 118: 1.0 s). As the follow-up reports do (migration 122), the import sets this transaction-local setting, its ISIR
-- statements leave those two tables alone, and it works the file's students out once, set-based, at its end in the
-- same transaction (import-selection.ts). Every ISIR the import writes is of a student of the file, so that refresh
-- covers every row its statements would have touched. Set only by the server's import: on the embedded database each
-- batch is a transaction of its own that keeps the upkeep by statement, and the publishing transaction, which blocks
-- every other request, stays as short as it was. Every other writer keeps the upkeep by statement.
CREATE FUNCTION isir_reports_at_end() RETURNS boolean LANGUAGE sql STABLE AS
  $$SELECT current_setting('aidverify.isir_reports_at_end', true) IS NOT DISTINCT FROM 'on'$$;

-- The two tables' rows of some students (a file's, at its end) worked out again. Without JIT: planned for a whole
-- file's students, the Verification Report's statement costs past the JIT's inlining and optimising thresholds, which
-- then took 0.63 s of its 0.88 s over 20,000 students (auto_explain); a batch's statement stays below them.
CREATE FUNCTION isir_reports_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  PERFORM report_ssn_candidate_refresh(p_students);
  PERFORM report_verification_candidate_refresh(p_students);
END $$;

-- As migration 117, but for an import's own ISIR statements (isir_reports_at_end).
CREATE OR REPLACE FUNCTION report_ssn_candidate_isirs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF isir_reports_at_end() THEN
    RETURN NULL;
  END IF;
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

-- As migration 118, but for an import's own ISIR statements (isir_reports_at_end); institutional selections keep
-- their upkeep (their students need not be the file's).
CREATE OR REPLACE FUNCTION report_verification_candidate_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := CASE WHEN TG_TABLE_NAME = 'isir_record_all'
                             THEN 'student_id, aid_year, school_code, selected_for_verification, created_at'
                             ELSE 'student_id, aid_year, selected_at' END;
  students integer[];
BEGIN
  IF TG_TABLE_NAME = 'isir_record_all' AND isir_reports_at_end() THEN
    RETURN NULL;
  END IF;
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
