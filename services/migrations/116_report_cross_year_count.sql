-- The Cross Year Data Report's total kept per school and year in report_row_count (migration 115), as the Change
-- Reports' are (issue 28): counted, it joined every student of the year to their current ISIRs of both years on every
-- page (13,000 buffers over 20,000 students, three times a school ten times smaller). Its page already walks the
-- school's students in name order and stops at its rows.
--
-- A row is a student with a current ISIR of the student's own school in the aid year and a current ISIR (of any
-- school) in the year before: it is counted for the school and year of the first. What changes the count: ISIRs
-- written (current flag, year, school, student), a student moved to another school, a student deleted.

-- The statement that appends the rows of the students in `state` (their ISIRs, each with a sign: +1 as they are,
-- -1 as they were), counted with each student's school as it is now.
CREATE FUNCTION report_cross_year_add_sql(state text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    WITH s AS MATERIALIZED (%s)
    SELECT report_row_count_add(array_agg('CrossYearDataReport'::text), array_agg(x.school_code), array_agg(x.aid_year), array_agg(x.delta))
      FROM (SELECT a.school_code, a.aid_year, sum(a.sign)::int AS delta
              FROM s a JOIN s b ON b.sign = a.sign AND b.student_id = a.student_id AND b.aid_year = a.aid_year - 1 AND b.is_current
              JOIN student_all st ON st.id = a.student_id AND st.school_code = a.school_code
             WHERE a.is_current GROUP BY a.school_code, a.aid_year) x$q$, state)
$f$;

-- After each statement writing ISIRs: the students it touched, counted as they are (+1) and as they were (-1: their
-- ISIRs now less the statement's new rows, plus its old rows). An update of nothing the report reads touches nothing.
-- The students are locked as for the Change Reports (migration 115). Planned per statement (EXECUTE, migration 109).
CREATE FUNCTION report_cross_year_isir_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text;
  before text;
  cols constant text := 'student_id, school_code, aid_year, is_current';
BEGIN
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

CREATE TRIGGER isir_record_report_cross_year_insert AFTER INSERT ON isir_record_all REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_cross_year_isir_upkeep();
CREATE TRIGGER isir_record_report_cross_year_update AFTER UPDATE ON isir_record_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_cross_year_isir_upkeep();
CREATE TRIGGER isir_record_report_cross_year_delete AFTER DELETE ON isir_record_all REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_cross_year_isir_upkeep();

-- A student moved to another school: its rows leave the old school's count (its ISIRs, the old school) and join the
-- new one's as they now are.
CREATE FUNCTION report_cross_year_student_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
  SELECT report_row_count_add(array_agg('CrossYearDataReport'::text), array_agg(x.school_code), array_agg(x.aid_year), array_agg(x.delta))
    FROM (SELECT a.school_code, a.aid_year, sum(m.sign)::int AS delta
            FROM (SELECT o.id, o.school_code, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
                   WHERE o.school_code IS DISTINCT FROM n.school_code
                  UNION ALL
                  SELECT n.id, n.school_code, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                   WHERE o.school_code IS DISTINCT FROM n.school_code) m
            JOIN isir_record_all a ON a.student_id = m.id AND a.school_code = m.school_code AND a.is_current
            JOIN isir_record_all b ON b.student_id = a.student_id AND b.aid_year = a.aid_year - 1 AND b.is_current
           GROUP BY a.school_code, a.aid_year) x$q$;
  RETURN NULL;
END $$;
CREATE TRIGGER student_report_cross_year_moved AFTER UPDATE ON student_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_cross_year_student_moved();

-- A student deleted takes its ISIRs with it (ON DELETE CASCADE), after the student is gone and its school unknown to
-- the ISIR upkeep (which then counts nothing for it): its rows are taken back here, before, while both are there.
-- One student per call, as the cascade itself deletes each student's ISIRs by a statement of its own: two index
-- look-ups more per student deleted.
CREATE FUNCTION report_cross_year_student_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_row_count_add(array_agg('CrossYearDataReport'::text), array_agg(a.school_code), array_agg(a.aid_year), array_agg(-1))
     FROM isir_record_all a JOIN isir_record_all b ON b.student_id = a.student_id AND b.aid_year = a.aid_year - 1 AND b.is_current
    WHERE a.student_id = OLD.id AND a.school_code = OLD.school_code AND a.is_current;
  RETURN OLD;
END $$;
CREATE TRIGGER student_report_cross_year_deleting BEFORE DELETE ON student_all
  FOR EACH ROW EXECUTE FUNCTION report_cross_year_student_deleting();

-- Every student's rows counted once, published or not (the total reads them only while no upload is unpublished).
DO $$
BEGIN
  EXECUTE report_cross_year_add_sql('SELECT 1 AS sign, r.student_id, r.school_code, r.aid_year, r.is_current FROM isir_record_all r');
END $$;
