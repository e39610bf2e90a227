-- locks: builds one partial index on isir_record_all in one scan of the table, and reads every ISIR once to count
-- the changes it holds; ISIR writes (an import) wait for that, reads do not.
-- The Change and Dependency Change Reports' first page and total read what they show (issue 28). Their rows are the
-- later transactions of a year (transaction_number > 1) compared with the transaction before: the page walks those
-- transactions newest first by the index below and stops at its 50 rows, instead of comparing every later transaction
-- of the school and sorting them.
CREATE INDEX IF NOT EXISTS isir_record_later_received_idx
  ON isir_record_all (school_code, aid_year, created_at DESC NULLS LAST, id) WHERE transaction_number > 1;

-- Their totals, how many rows each report has per school and year, kept beside the ISIRs: counted, they compared
-- every later transaction of the school with its previous one on every page. A count is the sum of its rows: each
-- statement appends its changes (+n, -n), as report_year_count does (migration 107), so that writers of one school
-- never wait for each other here; a school and year holding many rows has the committed ones it can lock folded.
CREATE TABLE report_row_count (
  report       text NOT NULL,
  school_code  text NOT NULL,
  aid_year     integer NOT NULL,
  rows         integer NOT NULL
);
CREATE INDEX report_row_count_year_idx ON report_row_count (report, school_code, aid_year) INCLUDE (rows);

CREATE FUNCTION report_row_count_add(p_reports text[], p_schools text[], p_years integer[], p_deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_row_count (report, school_code, aid_year, rows)
  SELECT r, s, y, sum(d)::int FROM unnest(p_reports, p_schools, p_years, p_deltas) AS t(r, s, y, d)
   WHERE r IS NOT NULL AND s IS NOT NULL AND y IS NOT NULL
   GROUP BY r, s, y HAVING sum(d) <> 0;
  WITH busy AS (
    SELECT c.report, c.school_code, c.aid_year FROM report_row_count c
      JOIN (SELECT DISTINCT r, s, y FROM unnest(p_reports, p_schools, p_years) AS t(r, s, y)) t
        ON c.report = t.r AND c.school_code = t.s AND c.aid_year = t.y
     GROUP BY c.report, c.school_code, c.aid_year HAVING count(*) > 32),
  folded AS (
    DELETE FROM report_row_count c WHERE c.ctid IN (
      SELECT f.ctid FROM report_row_count f
        JOIN busy b ON f.report = b.report AND f.school_code = b.school_code AND f.aid_year = b.aid_year
         FOR UPDATE OF f SKIP LOCKED)
    RETURNING c.report, c.school_code, c.aid_year, c.rows)
  INSERT INTO report_row_count (report, school_code, aid_year, rows)
  SELECT report, school_code, aid_year, sum(rows)::int FROM folded GROUP BY report, school_code, aid_year
  HAVING sum(rows) <> 0;
END $$;

-- What makes a later transaction a row of each report, given the transaction (r) and the one before (pr): the
-- conditions of definitions.queries.ts (changeReport: its `changes` not empty; dependencyChangeReport), written once
-- here for the upkeep and the first count. `state` is a set of ISIRs whose own order gives each its previous one.
CREATE FUNCTION report_isir_change_rows_sql(state text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    SELECT c.sign, c.school_code, c.aid_year,
           (concat_ws('; ',
              CASE WHEN abs(COALESCE(c.sai, 0) - COALESCE(c.p_sai, 0)) >= 25 OR (c.sai IS NULL) <> (c.p_sai IS NULL) THEN 'sai' END,
              CASE WHEN c.selected_for_verification IS DISTINCT FROM c.p_selected_for_verification THEN 'selection' END,
              CASE WHEN c.tracking_flag IS DISTINCT FROM c.p_tracking_flag THEN 'group' END,
              CASE WHEN c.comment_codes <> c.p_comment_codes THEN 'comments' END,
              CASE WHEN COALESCE(c.reject_codes, '') <> COALESCE(c.p_reject_codes, '') THEN 'rejects' END) <> '') AS changed,
           (c.dependency_model IS DISTINCT FROM c.p_dependency_model) AS dependency_changed
      FROM (SELECT s.*,
                   lag(s.id) OVER w AS p_id, lag(s.sai) OVER w AS p_sai,
                   lag(s.selected_for_verification) OVER w AS p_selected_for_verification,
                   lag(s.tracking_flag) OVER w AS p_tracking_flag, lag(s.comment_codes) OVER w AS p_comment_codes,
                   lag(s.reject_codes) OVER w AS p_reject_codes, lag(s.dependency_model) OVER w AS p_dependency_model
              FROM (%s) s WHERE s.transaction_number IS NOT NULL
            WINDOW w AS (PARTITION BY s.sign, s.student_id, s.aid_year ORDER BY s.transaction_number)) c
     WHERE c.transaction_number > 1 AND c.p_id IS NOT NULL$q$, state)
$f$;

-- The columns the conditions read.
CREATE FUNCTION report_isir_change_columns(alias text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format('%1$s.id, %1$s.school_code, %1$s.aid_year, %1$s.student_id, %1$s.transaction_number, %1$s.sai,
    %1$s.selected_for_verification, %1$s.tracking_flag, %1$s.comment_codes, %1$s.reject_codes, %1$s.dependency_model', alias)
$f$;

-- The statement that appends, for the ISIRs of `state` (each with a sign: +1 as they are, -1 as they were), each
-- report's rows by school and year.
CREATE FUNCTION report_isir_change_add_sql(state text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    WITH c AS MATERIALIZED (%s)
    SELECT report_row_count_add(array_agg(x.report), array_agg(x.school_code), array_agg(x.aid_year), array_agg(x.delta))
      FROM (SELECT 'ChangeReport' AS report, c.school_code, c.aid_year, COALESCE(sum(c.sign) FILTER (WHERE c.changed), 0)::int AS delta
              FROM c GROUP BY c.school_code, c.aid_year
            UNION ALL
            SELECT 'DependencyChangeReport', c.school_code, c.aid_year, COALESCE(sum(c.sign) FILTER (WHERE c.dependency_changed), 0)::int
              FROM c GROUP BY c.school_code, c.aid_year) x$q$, report_isir_change_rows_sql(state))
$f$;

-- After each statement writing ISIRs, the students and years it touched are counted as they are now (+1) and as they
-- were before it (-1: their ISIRs now less the statement's new rows, plus its old rows), so that a transaction that
-- comes between two others compares with the right one. The new rows are taken out by an anti-join: NOT IN turns
-- quadratic once they outgrow work_mem (an import's statement). An update that changed nothing the reports read
-- (is_current, warnings) touches nothing. Their students are locked first: two transactions writing the same
-- student's ISIRs at once would each count from a state without the other's (the import holds these locks already).
-- Planned per statement (EXECUTE: transition tables, migration 109).
CREATE FUNCTION report_isir_change_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pairs text;
  before text;
BEGIN
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

CREATE TRIGGER isir_record_report_change_insert AFTER INSERT ON isir_record_all REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_isir_change_upkeep();
CREATE TRIGGER isir_record_report_change_update AFTER UPDATE ON isir_record_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_isir_change_upkeep();
CREATE TRIGGER isir_record_report_change_delete AFTER DELETE ON isir_record_all REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_isir_change_upkeep();

-- Every ISIR counted once, published or not: the totals read these counts only while no upload is unpublished
-- (the tables then hold what the views everyone reads hold), and count the report's rows otherwise.
DO $$
BEGIN
  EXECUTE report_isir_change_add_sql(format('SELECT 1 AS sign, %s FROM isir_record_all r', report_isir_change_columns('r')));
END $$;
