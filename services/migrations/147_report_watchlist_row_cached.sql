-- locks: replaces one function and creates two; no row is read or rewritten.
-- The Watchlist report's rows of some students (report_watchlist_row_refresh, migration 125) are worked out again
-- for every statement writing their ISIRs flagged by SSA, their report years or watchlist entries, by three
-- statements planned again at each call (EXECUTE). On the embedded database an import's every batch runs them, and
-- planning cost more than running them (PGlite, 20,000-record import: 2.6 s of trigger time on a loaded machine).
-- For up to 1,000 students (a batch's) they are now static statements of a helper, their plans kept for the session;
-- the rows' statement is written once, below, for the helper and for the larger sets that keep it planned for them
-- (their plan as before: without OFFSET 0 the planner makes ordinary joins of its LATERAL subqueries).
-- enable_seqscan off and the generic plan forced keep that plan the indexes' at any size (a plan made on an import's
-- first batches would otherwise read every row once there are many, migration 141); each table is read in a LATERAL
-- subquery closed by OFFSET 0, or the generic plan hashed every open watchlist entry, every flagged ISIR and the
-- students by a whole index (the flags are tested outside it: inside, the plan read the flagged ISIRs' partial index,
-- isir_record_ssa_watch_idx, whole for each student). The generic plan, made on empty tables: each student's row, entries, years, ISIRs and
-- task list items by indexes on student_id, the attempts by identity_verification_attempt_link_idx. Same rows
-- removed and written.
CREATE FUNCTION report_watchlist_row_insert_sql(students text, fence text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
  INSERT INTO report_watchlist_row (student_id, aid_year, school_code, row_key, watchlist_id, flagged_at)
  WITH s AS MATERIALIZED (
    SELECT st.id, st.school_code FROM (SELECT DISTINCT unnest(%1$s) AS id) t
     CROSS JOIN LATERAL (SELECT st.id, st.school_code FROM student_all st WHERE st.id = t.id %2$s) st)
  SELECT s.id, y.aid_year, w.school_code, 'staff:' || w.id, w.id, w.flagged_at
    FROM s CROSS JOIN LATERAL (SELECT w.id, w.school_code, w.flagged_at FROM student_watchlist w
                                WHERE w.student_id = s.id AND w.removed_at IS NULL AND w.school_code = s.school_code %2$s) w
   CROSS JOIN LATERAL (SELECT y.aid_year FROM report_year_student y WHERE y.student_id = s.id %2$s) y
  UNION ALL
  -- One row of a student's year, however many current ISIRs flag it (the report's row key names the student).
  SELECT * FROM (
    SELECT DISTINCT ON (s.id, ir.aid_year) s.id, ir.aid_year, ir.school_code, 'ssa:' || s.id, NULL::integer, ir.created_at
      FROM s CROSS JOIN LATERAL (SELECT ir.aid_year, ir.school_code, ir.created_at, ir.is_current, ir.ssa_match_status
                                   FROM isir_record_all ir WHERE ir.student_id = s.id %2$s) ir
     WHERE ir.is_current AND ir.ssa_match_status IN ('1', '5')
     ORDER BY s.id, ir.aid_year, ir.created_at DESC) ssa
  UNION ALL
  SELECT s.id, sil.aid_year, s.school_code, 'identity:' || s.id, NULL, max(iva.created_at)
    FROM s CROSS JOIN LATERAL (SELECT sil.id, sil.aid_year FROM student_interview_link sil WHERE sil.student_id = s.id %2$s) sil
   CROSS JOIN LATERAL (SELECT iva.created_at FROM identity_verification_attempt iva
                        WHERE iva.student_interview_link_id = sil.id AND NOT iva.matched %2$s) iva
   GROUP BY s.id, sil.aid_year, s.school_code HAVING count(*) >= 3$q$, students, fence)
$f$;

DO $do$
BEGIN
  EXECUTE format($f$
CREATE FUNCTION report_watchlist_row_rewrite(p_students integer[]) RETURNS void LANGUAGE plpgsql
  SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS %L$f$, format($b$
BEGIN
  PERFORM 1 FROM student_all WHERE id = ANY (p_students) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM report_watchlist_row WHERE student_id = ANY (p_students);
  %s;
END $b$, report_watchlist_row_insert_sql('p_students', 'OFFSET 0')));
END $do$;

CREATE OR REPLACE FUNCTION report_watchlist_row_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(p_students) <= 1000 THEN
    PERFORM report_watchlist_row_rewrite(p_students);
    RETURN;
  END IF;
  EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
  EXECUTE 'DELETE FROM report_watchlist_row k USING (SELECT DISTINCT unnest($1) AS id) t WHERE k.student_id = t.id' USING p_students;
  EXECUTE report_watchlist_row_insert_sql('$1', '') USING p_students;
END $$;
