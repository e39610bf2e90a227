-- locks: replaces the Change, Dependency Change, Cross Year Data and Watchlist Reports' and the report years' ISIR
-- trigger functions; no row is read or rewritten.
-- A server's ISIR import writes a file's records in one transaction, 400 a statement, and after each statement the
-- Change and Dependency Change Reports' counts (report_isir_change_upkeep, migration 115: 2.9 s of trigger time per
-- 100,000 records) and the Cross Year Data Report's (report_cross_year_isir_upkeep, migration 116: 1.4 s) counted its
-- students and years again, as they are and as they were, and the Watchlist Report's rows of its students flagged by
-- SSA were worked out again (report_watchlist_row_isirs, migration 125: 1.4 s). As the Account QC Report does
-- (migration 133), the import sets this transaction-local setting while it writes its batches, its ISIR statements
-- leave those alone, and isir_batches_at_end_refresh does their work once, set-based, when the last batch is in
-- (import-selection.ts), then turns the setting off: the file's last statements (current flags settled, the selection
-- applied) keep the upkeep by statement.
--
-- What the batches write is known exactly: ISIRs of the file (upload_id), each added current or not, and the current
-- flag taken off some of the file's own ISIRs by a later batch, never another file's; students are only created. So
-- at the batches' end the file's students and years as they were before them are their ISIRs now less the file's,
-- every other ISIR as it was: each count gains its rows now (+1) less its rows without the file's ISIRs (-1), what the
-- statements' additions and take-backs sum to. The Cross Year Data Report changes only for students with a current
-- ISIR of the file (without one, their current ISIRs are the ones they had). The Watchlist Report's rows the ISIR
-- statements would have worked out again are those of students with an ISIR of the file flagged by SSA (current when
-- written, or current until a later batch took the flag off): theirs are worked out again from the base rows.
-- Set only by the server's import: on the embedded database each batch is a transaction of its own that keeps the
-- upkeep by statement (migration 132 says why). Deletions, and every other writer, keep the upkeep by statement.
CREATE FUNCTION isir_batches_at_end() RETURNS boolean LANGUAGE sql STABLE AS
  $$SELECT current_setting('aidverify.isir_batches_at_end', true) IS NOT DISTINCT FROM 'on'$$;

-- What an upload's batches left (isir_batches_at_end), worked out once: the report years of its current ISIRs first (a
-- server's import is never unpublished), then the counts; then the upkeep is by statement again.
-- The students the file brought again are locked first, as each statement's upkeep locked them (migration 115 says
-- why); those it created no one else sees yet. enable_seqscan off: the tables' statistics do not know the file's rows
-- yet (migration 133). Without JIT: a whole file's statement costs past its thresholds.
CREATE FUNCTION isir_batches_at_end_refresh(p_upload integer) RETURNS void LANGUAGE plpgsql
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

-- As migration 115, but for an import's batches (isir_batches_at_end): counted at their end.
CREATE OR REPLACE FUNCTION report_isir_change_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pairs text;
  before text;
BEGIN
  IF TG_OP <> 'DELETE' AND isir_batches_at_end() THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    pairs := 'SELECT student_id, aid_year FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    pairs := 'SELECT student_id, aid_year FROM old_rows';
  ELSE
    pairs := $p$SELECT x.student_id, x.aid_year FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.student_id, o.aid_year), (n.student_id, n.aid_year)) AS x(student_id, aid_year)
     WHERE (o.school_code, o.aid_year, o.student_id, o.transaction_number, o.sai, o.selected_for_verification, o.tracking_flag,
            o.comment_codes, o.reject_codes, o.dependency_model)
           IS DISTINCT FROM
           (n.school_code, n.aid_year, n.student_id, n.transaction_number, n.sai, n.selected_for_verification, n.tracking_flag,
            n.comment_codes, n.reject_codes, n.dependency_model)$p$;
  END IF;
  EXECUTE format('SELECT 1 FROM student_all WHERE id IN (SELECT p.student_id FROM (%s) p) ORDER BY id FOR NO KEY UPDATE', pairs);
  before := format('SELECT -1 AS sign, %s FROM isir_record_all r JOIN pair USING (student_id, aid_year)', report_isir_change_columns('r'));
  IF TG_OP <> 'DELETE' THEN
    before := before || ' WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = r.id)';
  END IF;
  IF TG_OP <> 'INSERT' THEN
    before := before || format(' UNION ALL SELECT -1, %s FROM old_rows o JOIN pair USING (student_id, aid_year)', report_isir_change_columns('o'));
  END IF;
  EXECUTE report_isir_change_add_sql(format(
    'WITH pair AS MATERIALIZED (SELECT DISTINCT student_id, aid_year FROM (%s) p)
     SELECT 1 AS sign, %s FROM isir_record_all r JOIN pair USING (student_id, aid_year) UNION ALL %s',
    pairs, report_isir_change_columns('r'), before));
  RETURN NULL;
END $$;

-- As migration 116, but for an import's batches (isir_batches_at_end): counted at their end.
CREATE OR REPLACE FUNCTION report_cross_year_isir_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text;
  before text;
  cols constant text := 'student_id, school_code, aid_year, is_current';
BEGIN
  IF TG_OP <> 'DELETE' AND isir_batches_at_end() THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    touched := 'SELECT student_id FROM new_rows WHERE is_current';
  ELSIF TG_OP = 'DELETE' THEN
    touched := 'SELECT student_id FROM old_rows WHERE is_current';
  ELSE
    touched := $p$SELECT x.student_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.student_id), (n.student_id)) AS x(student_id)
     WHERE (o.is_current OR n.is_current)
       AND (o.student_id, o.school_code, o.aid_year, o.is_current) IS DISTINCT FROM (n.student_id, n.school_code, n.aid_year, n.is_current)$p$;
  END IF;
  EXECUTE format('SELECT 1 FROM student_all WHERE id IN (%s) ORDER BY id FOR NO KEY UPDATE', touched);
  before := format('SELECT -1 AS sign, r.%s FROM isir_record_all r JOIN touched t USING (student_id)', replace(cols, ', ', ', r.'));
  IF TG_OP <> 'DELETE' THEN
    before := before || ' WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = r.id)';
  END IF;
  IF TG_OP <> 'INSERT' THEN
    before := before || format(' UNION ALL SELECT -1, o.%s FROM old_rows o JOIN touched t USING (student_id)', replace(cols, ', ', ', o.'));
  END IF;
  EXECUTE report_cross_year_add_sql(format(
    'WITH touched AS MATERIALIZED (SELECT DISTINCT student_id FROM (%s) p)
     SELECT 1 AS sign, r.%s FROM isir_record_all r JOIN touched t USING (student_id) UNION ALL %s',
    touched, replace(cols, ', ', ', r.'), before));
  RETURN NULL;
END $$;

-- As migration 125, but for an import's batches (isir_batches_at_end): worked out at their end.
CREATE OR REPLACE FUNCTION report_watchlist_row_isirs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF isir_batches_at_end() THEN
      RETURN NULL;
    END IF;
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT student_id)) FROM new_rows WHERE is_current AND ssa_match_status IN ('1', '5');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT student_id)) FROM old_rows WHERE is_current AND ssa_match_status IN ('1', '5');
  ELSE
    IF isir_batches_at_end() THEN
      RETURN NULL;
    END IF;
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT x.student_id))
       FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.student_id), (n.student_id)) AS x(student_id)
      WHERE (o.is_current AND o.ssa_match_status IN ('1', '5') OR n.is_current AND n.ssa_match_status IN ('1', '5'))
        AND (o.student_id, o.school_code, o.aid_year, o.is_current, o.ssa_match_status, o.created_at)
            IS DISTINCT FROM (n.student_id, n.school_code, n.aid_year, n.is_current, n.ssa_match_status, n.created_at);
  END IF;
  RETURN NULL;
END $$;

-- Each of a server import's ISIR statements added the report years of its current ISIRs (report_year_student, migration
-- 129: 2.0 s of trigger time per 100,000 records), and each such insert fired the years' own upkeep again (their
-- counts, the Super Binder and Watchlist Reports' students: 0.8 s more). Its batches now leave that too to their end
-- (isir_batches_at_end), where one statement adds the years of the file's ISIRs current then: a file's
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
