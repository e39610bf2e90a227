-- locks: replaces one function and creates one; no row is read or rewritten.
-- The Super Binder report's rows of some students' years (report_super_binder_refresh, migration 130) are worked out
-- for every statement writing task list items or report years, by two statements planned again at each call
-- (EXECUTE). On the embedded database an import's every batch runs them, and planning cost more than running them
-- (PGlite, 20,000-record import: 1.3 s of trigger time on a loaded machine). For up to 1,000 pairs (a batch's) they
-- are now static statements of a helper, their plans kept for the session; the rows' statement is written once, below,
-- for the helper and for the larger sets that keep it planned for them. Each pair was already probed by its own keys
-- (OFFSET 0, LIMIT); enable_seqscan off and the generic plan forced keep the removal and the insert's test by the
-- rows' primary key at any size (migration 141). The generic plan, made on empty tables: every look-up a probe of an
-- index on (student_id, aid_year). Same rows removed and written.
CREATE FUNCTION report_super_binder_write_sql(students text, years text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
  WITH p AS MATERIALIZED (SELECT DISTINCT s AS student_id, y AS aid_year FROM unnest(%s, %s) AS t(s, y)
                           WHERE s IS NOT NULL AND y IS NOT NULL),
  want AS MATERIALIZED (
    SELECT p.student_id, p.aid_year, ys.school_code FROM p
     CROSS JOIN LATERAL (SELECT y.school_code FROM report_year_student y
                          WHERE y.student_id = p.student_id AND y.aid_year = p.aid_year OFFSET 0) ys
     CROSS JOIN LATERAL (SELECT 1 FROM student_interview_link l
                          WHERE l.student_id = p.student_id AND l.aid_year = p.aid_year LIMIT 1) l),
  gone AS (
    DELETE FROM report_super_binder_student k USING p
     WHERE k.student_id = p.student_id AND k.aid_year = p.aid_year
       AND NOT EXISTS (SELECT 1 FROM want w WHERE w.student_id = p.student_id AND w.aid_year = p.aid_year))
  INSERT INTO report_super_binder_student (student_id, aid_year, school_code)
  SELECT w.student_id, w.aid_year, w.school_code FROM want w
   WHERE NOT EXISTS (SELECT 1 FROM report_super_binder_student k
                      WHERE k.student_id = w.student_id AND k.aid_year = w.aid_year AND k.school_code = w.school_code)
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code$q$, students, years)
$f$;

DO $do$
BEGIN
  EXECUTE format($f$
CREATE FUNCTION report_super_binder_write(p_students integer[], p_years integer[]) RETURNS void LANGUAGE plpgsql
  SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS %L$f$, format($b$
BEGIN
  PERFORM 1 FROM student_all WHERE id = ANY (p_students) ORDER BY id FOR NO KEY UPDATE;
  %s;
END $b$, report_super_binder_write_sql('p_students', 'p_years')));
END $do$;

CREATE OR REPLACE FUNCTION report_super_binder_refresh(p_students integer[], p_years integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(p_students) <= 1000 THEN
    PERFORM report_super_binder_write(p_students, p_years);
    RETURN;
  END IF;
  EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
  EXECUTE report_super_binder_write_sql('$1', '$2') USING p_students, p_years;
END $$;
