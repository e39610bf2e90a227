-- locks: reads every open watchlist entry, current ISIR flagged by SSA and failed identity answer once to fill the new
-- table; watchlist, ISIR, year, student and identity writes wait for that, reads do not.
-- The Watchlist Report's first page and total read what they show (issue 28). Its rows (students flagged by staff, by
-- SSA as deceased or not found, or with three or more failed identity answers) were found by reading every open
-- watchlist entry of every school, every such ISIR of the school and every failed identity answer of every school,
-- then sorted by when each was flagged: a page grew with the school and with the other schools.
--
-- report_watchlist_row holds each row of the report by its key with when it was flagged, kept by triggers in the same
-- transaction as each write, as account_qc_row is (migration 124): the page walks it by that date, newest first, and
-- reads only its rows' students, entries and ISIRs; the total reads the rows counted per school and year in
-- report_row_count (migration 115). Every student and ISIR is counted, published or not: the page checks each row
-- again against what everyone sees, and the total counts the report's rows while an upload is unpublished.
CREATE TABLE report_watchlist_row (
  student_id   integer NOT NULL REFERENCES student_all (id) ON DELETE CASCADE,
  aid_year     integer NOT NULL,
  school_code  text NOT NULL,
  row_key      text NOT NULL,  -- as the report makes it: staff:entry, ssa:student, identity:student
  watchlist_id integer,        -- the staff's entry
  flagged_at   timestamptz,
  PRIMARY KEY (student_id, aid_year, row_key)
);
CREATE INDEX report_watchlist_row_flagged_idx
  ON report_watchlist_row (school_code, aid_year, flagged_at DESC NULLS LAST, row_key);

CREATE FUNCTION report_watchlist_row_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_row_count_add(array_agg('WatchlistReport'::text), array_agg(school_code), array_agg(aid_year), array_agg(1))
       FROM new_rows;
  ELSE
    PERFORM report_row_count_add(array_agg('WatchlistReport'::text), array_agg(school_code), array_agg(aid_year), array_agg(-1))
       FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_watchlist_row_added AFTER INSERT ON report_watchlist_row
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_counted();
CREATE TRIGGER report_watchlist_row_removed AFTER DELETE ON report_watchlist_row
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_counted();

-- The rows of some students worked out again from their entries, ISIRs and answers as they are now: the rules of
-- definitions.queries.ts (watchlistReport), written once here. The students are locked first and worked out
-- set-based, as for report_ssn_candidate (migration 117 says why).
CREATE FUNCTION report_watchlist_row_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
  EXECUTE 'DELETE FROM report_watchlist_row k USING (SELECT DISTINCT unnest($1) AS id) t WHERE k.student_id = t.id' USING p_students;
  EXECUTE $q$
  INSERT INTO report_watchlist_row (student_id, aid_year, school_code, row_key, watchlist_id, flagged_at)
  WITH s AS MATERIALIZED (SELECT st.id, st.school_code FROM (SELECT DISTINCT unnest($1) AS id) t JOIN student_all st ON st.id = t.id)
  SELECT s.id, y.aid_year, w.school_code, 'staff:' || w.id, w.id, w.flagged_at
    FROM s JOIN student_watchlist w ON w.student_id = s.id AND w.removed_at IS NULL AND w.school_code = s.school_code
    JOIN report_year_student y ON y.student_id = s.id
  UNION ALL
  -- One row of a student's year, however many current ISIRs flag it (the report's row key names the student).
  SELECT * FROM (
    SELECT DISTINCT ON (s.id, ir.aid_year) s.id, ir.aid_year, ir.school_code, 'ssa:' || s.id, NULL::integer, ir.created_at
      FROM s JOIN isir_record_all ir ON ir.student_id = s.id AND ir.is_current AND ir.ssa_match_status IN ('1', '5')
     ORDER BY s.id, ir.aid_year, ir.created_at DESC) ssa
  UNION ALL
  SELECT s.id, sil.aid_year, s.school_code, 'identity:' || s.id, NULL, max(iva.created_at)
    FROM s JOIN student_interview_link sil ON sil.student_id = s.id
    JOIN identity_verification_attempt iva ON iva.student_interview_link_id = sil.id AND NOT iva.matched
   GROUP BY s.id, sil.aid_year, s.school_code HAVING count(*) >= 3$q$ USING p_students;
END $$;

-- Entries added, changed or removed; a student moved (entries count at the student's own school); the years a
-- student is of (entries count for those): their students. A student deleted takes its rows with it.
CREATE FUNCTION report_watchlist_row_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'student_all' THEN
    PERFORM report_watchlist_row_refresh(array_agg(n.id)) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.school_code IS DISTINCT FROM n.school_code;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT n.student_id)) FROM new_rows n
      WHERE TG_TABLE_NAME = 'student_watchlist' OR EXISTS (SELECT 1 FROM student_watchlist w WHERE w.student_id = n.student_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT o.student_id)) FROM old_rows o
      WHERE TG_TABLE_NAME = 'student_watchlist' OR EXISTS (SELECT 1 FROM student_watchlist w WHERE w.student_id = o.student_id);
  ELSE
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT x.student_id))
       FROM (SELECT student_id FROM old_rows UNION SELECT student_id FROM new_rows) x
      WHERE TG_TABLE_NAME = 'student_watchlist' OR EXISTS (SELECT 1 FROM student_watchlist w WHERE w.student_id = x.student_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER student_watchlist_report_watchlist_insert AFTER INSERT ON student_watchlist REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_students();
CREATE TRIGGER student_watchlist_report_watchlist_delete AFTER DELETE ON student_watchlist REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_students();
CREATE TRIGGER student_watchlist_report_watchlist_update AFTER UPDATE ON student_watchlist
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_students();
CREATE TRIGGER report_year_student_report_watchlist_insert AFTER INSERT ON report_year_student REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_students();
CREATE TRIGGER report_year_student_report_watchlist_delete AFTER DELETE ON report_year_student REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_students();
CREATE TRIGGER report_year_student_report_watchlist_update AFTER UPDATE ON report_year_student
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_students();
CREATE TRIGGER student_report_watchlist_update AFTER UPDATE ON student_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_students();

-- ISIRs written: the students of those flagged by SSA as deceased or not found, before or after, or that had an SSA
-- row (an import's ISIRs of full matches are passed over).
CREATE FUNCTION report_watchlist_row_isirs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT student_id)) FROM new_rows WHERE is_current AND ssa_match_status IN ('1', '5');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT student_id)) FROM old_rows WHERE is_current AND ssa_match_status IN ('1', '5');
  ELSE
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT x.student_id))
       FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.student_id), (n.student_id)) AS x(student_id)
      WHERE (o.is_current AND o.ssa_match_status IN ('1', '5') OR n.is_current AND n.ssa_match_status IN ('1', '5'))
        AND (o.student_id, o.school_code, o.aid_year, o.is_current, o.ssa_match_status, o.created_at)
            IS DISTINCT FROM (n.student_id, n.school_code, n.aid_year, n.is_current, n.ssa_match_status, n.created_at);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER isir_record_report_watchlist_insert AFTER INSERT ON isir_record_all REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_isirs();
CREATE TRIGGER isir_record_report_watchlist_delete AFTER DELETE ON isir_record_all REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_isirs();
CREATE TRIGGER isir_record_report_watchlist_update AFTER UPDATE ON isir_record_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_isirs();

-- Identity answers given, changed or removed, and task list items moved or removed: their students.
CREATE FUNCTION report_watchlist_row_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'student_interview_link' THEN
    IF TG_OP = 'DELETE' THEN
      PERFORM report_watchlist_row_refresh(array_agg(DISTINCT o.student_id)) FROM old_rows o
        WHERE EXISTS (SELECT 1 FROM report_watchlist_row k WHERE k.student_id = o.student_id AND k.row_key LIKE 'identity:%');
    ELSE
      PERFORM report_watchlist_row_refresh(array_agg(DISTINCT x.student_id))
         FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.student_id), (n.student_id)) AS x(student_id)
        WHERE (o.student_id, o.aid_year) IS DISTINCT FROM (n.student_id, n.aid_year);
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT l.student_id))
       FROM new_rows n JOIN student_interview_link l ON l.id = n.student_interview_link_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT l.student_id))
       FROM old_rows o JOIN student_interview_link l ON l.id = o.student_interview_link_id;
  ELSE
    PERFORM report_watchlist_row_refresh(array_agg(DISTINCT l.student_id))
       FROM (SELECT student_interview_link_id AS id FROM old_rows UNION SELECT student_interview_link_id FROM new_rows) c
       JOIN student_interview_link l ON l.id = c.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER identity_verification_attempt_report_watchlist_insert AFTER INSERT ON identity_verification_attempt
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_answers();
CREATE TRIGGER identity_verification_attempt_report_watchlist_delete AFTER DELETE ON identity_verification_attempt
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_answers();
CREATE TRIGGER identity_verification_attempt_report_watchlist_update AFTER UPDATE ON identity_verification_attempt
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_answers();
CREATE TRIGGER student_interview_link_report_watchlist_delete AFTER DELETE ON student_interview_link
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_answers();
CREATE TRIGGER student_interview_link_report_watchlist_update AFTER UPDATE ON student_interview_link
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_watchlist_row_answers();

SELECT report_watchlist_row_refresh(array_agg(DISTINCT student_id)) FROM (
  SELECT student_id FROM student_watchlist
  UNION SELECT student_id FROM isir_record_all WHERE is_current AND ssa_match_status IN ('1', '5')
  UNION SELECT l.student_id FROM student_interview_link l JOIN identity_verification_attempt a ON a.student_interview_link_id = l.id
   WHERE NOT a.matched) x;
