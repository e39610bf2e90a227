-- How many students each aid year of a school has, by verification status, kept beside report_year_student (issue
-- 28): the General Report and the All Students Report's total read these few rows instead of counting every student
-- of the year on every page (their first page read ten times more for a school ten times larger).
--
-- Each student's row of report_year_student carries the student's status, so that every count follows from the rows
-- of report_year_student alone (their old and new values), whatever writes them: an ISIR import, a task list item, a
-- status change, a student moved or deleted. Kept by statement triggers, set-based, in the same transaction as the
-- write: an import's batch is one statement, one upkeep.
--
-- A count is the sum of its rows: each statement appends its changes as rows of its own (+n, -n) instead of updating
-- one row per school, year and status, which would make every status change of a school wait for a running import of
-- that school to commit. A statement that finds many rows for its school and year folds the committed ones it can lock
-- (SKIP LOCKED: never waits) into one.
ALTER TABLE report_year_student ADD COLUMN status text;
UPDATE report_year_student y SET status = s.status FROM student_all s WHERE s.id = y.student_id;

CREATE TABLE report_year_count (
  school_code  text NOT NULL,
  aid_year     integer NOT NULL,
  status       text NOT NULL,
  students     integer NOT NULL
);
CREATE INDEX report_year_count_year_idx ON report_year_count (school_code, aid_year, status) INCLUDE (students);

INSERT INTO report_year_count (school_code, aid_year, status, students)
SELECT school_code, aid_year, status, count(*)::int FROM report_year_student WHERE status IS NOT NULL
 GROUP BY school_code, aid_year, status;

-- Appends the changes (school, year, status, +/- students), then folds the years that hold many rows.
CREATE FUNCTION report_year_count_add(p_schools text[], p_years integer[], p_statuses text[], p_deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_year_count (school_code, aid_year, status, students)
  SELECT s, y, st, sum(d)::int FROM unnest(p_schools, p_years, p_statuses, p_deltas) AS t(s, y, st, d)
   WHERE s IS NOT NULL AND y IS NOT NULL AND st IS NOT NULL
   GROUP BY s, y, st HAVING sum(d) <> 0;
  WITH busy AS (
    SELECT c.school_code, c.aid_year FROM report_year_count c
      JOIN (SELECT DISTINCT s, y FROM unnest(p_schools, p_years) AS t(s, y)) t ON c.school_code = t.s AND c.aid_year = t.y
     GROUP BY c.school_code, c.aid_year HAVING count(*) > 32),
  folded AS (
    DELETE FROM report_year_count c WHERE c.ctid IN (
      SELECT f.ctid FROM report_year_count f JOIN busy b ON f.school_code = b.school_code AND f.aid_year = b.aid_year
         FOR UPDATE OF f SKIP LOCKED)
    RETURNING c.school_code, c.aid_year, c.status, c.students)
  INSERT INTO report_year_count (school_code, aid_year, status, students)
  SELECT school_code, aid_year, status, sum(students)::int FROM folded GROUP BY school_code, aid_year, status
  HAVING sum(students) <> 0;
END $$;

-- The writers of report_year_student name the student's status (below, and the import's own statements); a row
-- inserted without it gets it here, by an update that the update trigger counts. The rows inserted with a status are
-- counted by this one.
CREATE FUNCTION report_year_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_count_add(array_agg(school_code), array_agg(aid_year), array_agg(status), array_agg(1))
     FROM new_rows WHERE status IS NOT NULL;
  UPDATE report_year_student y SET status = s.status
    FROM new_rows n JOIN student_all s ON s.id = n.student_id
   WHERE n.status IS NULL AND y.student_id = n.student_id AND y.aid_year = n.aid_year;
  RETURN NULL;
END $$;

-- The judgement of migration 099 and the inserts of migration 102, as they were, naming the student's status.
CREATE OR REPLACE FUNCTION report_year_student_judge(p_students integer[], p_years integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH pair AS (
    SELECT DISTINCT s AS student_id, y AS aid_year FROM unnest(p_students, p_years) AS t(s, y)
     WHERE s IS NOT NULL AND y IS NOT NULL),
  member AS (
    SELECT st.school_code, p.aid_year, p.student_id, st.status FROM pair p JOIN student st ON st.id = p.student_id
     WHERE EXISTS (SELECT 1 FROM isir_record r
                    WHERE r.student_id = p.student_id AND r.aid_year = p.aid_year AND r.is_current AND r.school_code = st.school_code)
        OR EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = p.student_id AND l.aid_year = p.aid_year)),
  gone AS (
    DELETE FROM report_year_student y USING pair p
     WHERE y.student_id = p.student_id AND y.aid_year = p.aid_year
       AND NOT EXISTS (SELECT 1 FROM member m WHERE m.student_id = p.student_id AND m.aid_year = p.aid_year))
  INSERT INTO report_year_student (school_code, aid_year, student_id, status)
  SELECT school_code, aid_year, student_id, status FROM member
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code;
END $$;

CREATE OR REPLACE FUNCTION report_year_student_isir_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_year_student (school_code, aid_year, student_id, status)
  SELECT st.school_code, n.aid_year, n.student_id, st.status FROM new_rows n JOIN student st ON st.id = n.student_id
   WHERE n.is_current AND n.school_code = st.school_code
     AND NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = n.upload_id)
   GROUP BY st.school_code, n.aid_year, n.student_id, st.status
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_year_student_item_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_year_student (school_code, aid_year, student_id, status)
  SELECT st.school_code, n.aid_year, n.student_id, st.status FROM new_rows n JOIN student st ON st.id = n.student_id
   WHERE NOT EXISTS (SELECT 1 FROM report_year_student y
                      WHERE y.student_id = n.student_id AND y.aid_year = n.aid_year AND y.school_code = st.school_code)
   GROUP BY st.school_code, n.aid_year, n.student_id, st.status
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code;
  RETURN NULL;
END $$;

CREATE FUNCTION report_year_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_count_add(array_agg(school_code), array_agg(aid_year), array_agg(status), array_agg(-1))
     FROM old_rows WHERE status IS NOT NULL;
  RETURN NULL;
END $$;

CREATE FUNCTION report_year_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_count_add(array_agg(school_code), array_agg(aid_year), array_agg(status), array_agg(delta))
     FROM (SELECT o.school_code, o.aid_year, o.status, -1 AS delta FROM old_rows o
           UNION ALL SELECT n.school_code, n.aid_year, n.status, 1 FROM new_rows n) c
    WHERE status IS NOT NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER report_year_count_insert AFTER INSERT ON report_year_student REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_year_count_inserted();
CREATE TRIGGER report_year_count_delete AFTER DELETE ON report_year_student REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_year_count_deleted();
CREATE TRIGGER report_year_count_update AFTER UPDATE ON report_year_student
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_year_count_updated();

-- A student's status changed: its years' rows follow, once per statement (an import's batch, a staff action).
CREATE FUNCTION report_year_student_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_year_student y SET status = n.status
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE o.status IS DISTINCT FROM n.status AND y.student_id = n.id AND y.status IS DISTINCT FROM n.status;
  RETURN NULL;
END $$;
CREATE TRIGGER student_report_year_status AFTER UPDATE ON student_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_year_student_status();
