-- locks: replaces the report years' ISIR-insert trigger function and the import's batches-end function; no row is read
-- or rewritten.
-- Each of a server import's ISIR statements added the report years of its current ISIRs (report_year_student, migration
-- 129: 2.0 s of trigger time per 100,000 records), and each such insert fired the years' own upkeep again (their
-- counts, the Super Binder and Watchlist Reports' students: 0.8 s more). Its batches now leave that too to their end
-- (isir_batches_at_end, migration 134), where one statement adds the years of the file's ISIRs current then: a file's
-- ISIR current when written and later not is replaced by a later one of the same student and year, which is current
-- (a batch takes the flag off the file's own ISIRs only, for a later one of the file). The students are only created
-- during the batches, so each year's school and status are those the statements read. It runs before the Account QC
-- Report's end (account_qc_at_end_refresh, which counts the years the file adds), while that report's triggers still
-- leave them to it. Set only by the server's import; every other writer keeps the upkeep by statement.
CREATE OR REPLACE FUNCTION report_year_student_isir_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF isir_batches_at_end() THEN
    RETURN NULL;
  END IF;
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

-- As migration 134, with the report years first (a server's import is never unpublished).
CREATE OR REPLACE FUNCTION isir_batches_at_end_refresh(p_upload integer) RETURNS void LANGUAGE plpgsql
  SET enable_seqscan = off SET jit = off AS $$
BEGIN
  IF NOT isir_batches_at_end() THEN
    RETURN;
  END IF;
  PERFORM set_config('aidverify.isir_batches_at_end', 'off', true);
  INSERT INTO report_year_student (school_code, aid_year, student_id, status)
  SELECT s.school_code, r.aid_year, r.student_id, s.status
    FROM (SELECT DISTINCT aid_year, student_id, school_code FROM isir_record_all WHERE upload_id = p_upload AND is_current) r
    JOIN student s ON s.id = r.student_id AND s.school_code = r.school_code
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code;
  PERFORM 1 FROM student_all s
    WHERE s.id IN (SELECT r.student_id FROM isir_record_all r WHERE r.upload_id = p_upload)
      AND s.created_by_upload_id IS DISTINCT FROM p_upload
    ORDER BY s.id FOR NO KEY UPDATE;
  EXECUTE report_isir_change_add_sql(format(
    'WITH pair AS MATERIALIZED (SELECT DISTINCT student_id, aid_year FROM isir_record_all WHERE upload_id = $1)
     SELECT 1 AS sign, %1$s FROM isir_record_all r JOIN pair USING (student_id, aid_year)
     UNION ALL
     SELECT -1, %1$s FROM isir_record_all r JOIN pair USING (student_id, aid_year) WHERE r.upload_id IS DISTINCT FROM $1',
    report_isir_change_columns('r'))) USING p_upload;
  EXECUTE report_cross_year_add_sql(
    'WITH touched AS MATERIALIZED (SELECT DISTINCT student_id FROM isir_record_all WHERE upload_id = $1 AND is_current)
     SELECT 1 AS sign, r.student_id, r.school_code, r.aid_year, r.is_current FROM isir_record_all r JOIN touched USING (student_id)
     UNION ALL
     SELECT -1, r.student_id, r.school_code, r.aid_year, r.is_current FROM isir_record_all r JOIN touched USING (student_id)
      WHERE r.upload_id IS DISTINCT FROM $1') USING p_upload;
  PERFORM report_watchlist_row_refresh(array_agg(DISTINCT student_id))
     FROM isir_record_all WHERE upload_id = p_upload AND ssa_match_status IN ('1', '5');
END $$;
