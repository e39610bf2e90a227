-- report_year_student (migration 051) followed ISIRs and task list items a row at a time: for every row a statement
-- inserted, it looked the student's ISIRs up again with a plan the connection had cached, and a plan cached while
-- isir_record was (nearly) empty can read every ISIR of the school and year per row, so one 100,000-row INSERT ran
-- for over 15 minutes (issue 28). Inserts and deletions are now followed a statement at a time, set-based, from the
-- statement's own rows: an insert only adds students to a year (from the inserted rows and the student's school,
-- with no look-up of other ISIRs), a deletion judges again only the (student, year) pairs it touched. An ISIR import
-- writes a batch per statement, so its upkeep is once per batch. Updates of the columns followed stay a row at a
-- time (a trigger on columns cannot see the statement's rows), through the same set-based judgement.

-- Judges the given (student, year) pairs again against the student's current ISIRs of its school and its task list
-- items: each pair is added, moved to the student's school, or removed. PL/pgSQL, so that an update's row-at-a-time
-- call reuses its plan; every index it may take starts with, or holds, the student.
CREATE FUNCTION report_year_student_judge(p_students integer[], p_years integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH pair AS (
    SELECT DISTINCT s AS student_id, y AS aid_year FROM unnest(p_students, p_years) AS t(s, y)
     WHERE s IS NOT NULL AND y IS NOT NULL),
  member AS (
    SELECT st.school_code, p.aid_year, p.student_id FROM pair p JOIN student st ON st.id = p.student_id
     WHERE EXISTS (SELECT 1 FROM isir_record r
                    WHERE r.student_id = p.student_id AND r.aid_year = p.aid_year AND r.is_current AND r.school_code = st.school_code)
        OR EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = p.student_id AND l.aid_year = p.aid_year)),
  gone AS (
    DELETE FROM report_year_student y USING pair p
     WHERE y.student_id = p.student_id AND y.aid_year = p.aid_year
       AND NOT EXISTS (SELECT 1 FROM member m WHERE m.student_id = p.student_id AND m.aid_year = p.aid_year))
  INSERT INTO report_year_student (school_code, aid_year, student_id)
  SELECT school_code, aid_year, student_id FROM member
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code;
END $$;

-- The years the inserted rows add (a current ISIR of the student's own school, or any task list item), one
-- statement for all of them. Nothing an insert does can take a student out of a year.
CREATE FUNCTION report_year_student_isir_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_year_student (school_code, aid_year, student_id)
  SELECT st.school_code, n.aid_year, n.student_id FROM new_rows n JOIN student st ON st.id = n.student_id
   WHERE n.is_current AND n.school_code = st.school_code
   GROUP BY st.school_code, n.aid_year, n.student_id
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code;
  RETURN NULL;
END $$;

CREATE FUNCTION report_year_student_item_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_year_student (school_code, aid_year, student_id)
  SELECT st.school_code, n.aid_year, n.student_id FROM new_rows n JOIN student st ON st.id = n.student_id
   GROUP BY st.school_code, n.aid_year, n.student_id
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code;
  RETURN NULL;
END $$;

-- The pairs the deleted rows held, judged again together.
CREATE FUNCTION report_year_student_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_student_judge(array_agg(student_id), array_agg(aid_year)) FROM old_rows;
  RETURN NULL;
END $$;

-- An update of a followed column: the row's pair before and after.
CREATE OR REPLACE FUNCTION report_year_student_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_student_judge(ARRAY[OLD.student_id, NEW.student_id], ARRAY[OLD.aid_year, NEW.aid_year]);
  RETURN NULL;
END $$;

DROP TRIGGER isir_record_report_year ON isir_record;
DROP TRIGGER student_interview_link_report_year ON student_interview_link;

CREATE TRIGGER isir_record_report_year_insert AFTER INSERT ON isir_record REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_year_student_isir_inserted();
CREATE TRIGGER isir_record_report_year_delete AFTER DELETE ON isir_record REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_year_student_deleted();
CREATE TRIGGER isir_record_report_year_update AFTER UPDATE OF student_id, aid_year, is_current, school_code ON isir_record
  FOR EACH ROW EXECUTE FUNCTION report_year_student_follow();

CREATE TRIGGER student_interview_link_report_year_insert AFTER INSERT ON student_interview_link
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_year_student_item_inserted();
CREATE TRIGGER student_interview_link_report_year_delete AFTER DELETE ON student_interview_link
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_year_student_deleted();
CREATE TRIGGER student_interview_link_report_year_update AFTER UPDATE OF student_id, aid_year ON student_interview_link
  FOR EACH ROW EXECUTE FUNCTION report_year_student_follow();

-- A student moved to another school: its years judged again together.
CREATE OR REPLACE FUNCTION report_year_student_school() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_student_judge(array_agg(NEW.id), array_agg(y.aid_year))
     FROM (SELECT aid_year FROM isir_record WHERE student_id = NEW.id
           UNION SELECT aid_year FROM student_interview_link WHERE student_id = NEW.id) y;
  RETURN NULL;
END $$;

-- The row-at-a-time judgement is no longer used.
DROP FUNCTION report_year_student_sync(integer, integer);
