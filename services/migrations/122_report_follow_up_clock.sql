-- locks: reads every student, its report years, task list items and account links once to fill the new tables;
-- student, task list item and account writes wait for that, reads do not.
-- The Missing Student and Educational Purpose Reports' first page and total read what they show (issue 28). Both sort
-- by a day count from a moment of each student (days outstanding since the oldest open task list item; days to the
-- V4/V5 item's 60-day due date), worked out for every selected student of the school and sorted on every page
-- (3,857 and 5,100 buffers over 100,000 students, 4.6 and 6.6 times a school ten times smaller).
--
-- report_missing_student and report_educational_purpose hold each of the report's students and aid years with that
-- moment and its date in the school's time zone, kept by triggers in the same transaction as each write, as
-- report_verification_candidate is (migration 118). The day count changes with the calendar, the date does not: the
-- page walks the date's index and stops at its rows (days outstanding descending is the date ascending; the due date
-- is kept as it is shown); the totals read the rows counted per school and year in report_row_count (migration 115).
-- A time zone change dates the rows again (migration 123). Every student is counted, published or not: the reports
-- join what everyone sees, and their totals count the report's rows while an upload is unpublished.
CREATE TABLE report_missing_student (
  student_id        integer NOT NULL REFERENCES student_all (id) ON DELETE CASCADE,
  aid_year          integer NOT NULL,
  school_code       text NOT NULL,
  outstanding_since timestamptz NOT NULL,  -- the oldest open task list item's creation, else the student's
  outstanding_on    date NOT NULL,         -- its date in the school's time zone
  PRIMARY KEY (student_id, aid_year)
);
CREATE INDEX report_missing_student_since_idx ON report_missing_student (school_code, aid_year, outstanding_on, student_id);

CREATE TABLE report_educational_purpose (
  student_id  integer NOT NULL REFERENCES student_all (id) ON DELETE CASCADE,
  aid_year    integer NOT NULL,
  school_code text NOT NULL,
  selected_at timestamptz NOT NULL,  -- the newest V4/V5 task list item of the student's own, else the student's creation
  due_on      date NOT NULL,         -- 60 days after its date in the school's time zone
  PRIMARY KEY (student_id, aid_year)
);
CREATE INDEX report_educational_purpose_due_idx ON report_educational_purpose (school_code, aid_year, due_on, student_id);

-- The rows counted per school and year as they are added and removed, whatever removes them (a student deleted takes
-- its rows with it: ON DELETE CASCADE).
CREATE FUNCTION report_follow_up_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  report constant text := CASE TG_TABLE_NAME WHEN 'report_missing_student' THEN 'MissingStudentReport'
                                             ELSE 'EducationalPurposeReportPage' END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_row_count_add(array_agg(report), array_agg(school_code), array_agg(aid_year), array_agg(1)) FROM new_rows;
  ELSE
    PERFORM report_row_count_add(array_agg(report), array_agg(school_code), array_agg(aid_year), array_agg(-1)) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_missing_student_added AFTER INSERT ON report_missing_student
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_counted();
CREATE TRIGGER report_missing_student_removed AFTER DELETE ON report_missing_student
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_counted();
CREATE TRIGGER report_educational_purpose_added AFTER INSERT ON report_educational_purpose
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_counted();
CREATE TRIGGER report_educational_purpose_removed AFTER DELETE ON report_educational_purpose
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_counted();

-- The rows of some students worked out again from the students, their report years (of their own school), task list
-- items and accounts as they are now: the rows of definitions.queries.ts (missingStudentReport,
-- educationalPurposeReport), written once here. The students are locked first, in id order, as for
-- report_ssn_candidate (migration 117 says why). Each student's rows are probed by its own index entries (OFFSET 0 and
-- aggregates keep every look-up a probe of one student): joined set-based, plans made from statistics older than a
-- large statement's rows (or none, on the embedded database) read a whole table for every student. The report years
-- are probed by the student alone (its key), their school tested after: with both in the probe, statistics from before
-- an import's rows took the school's index, reading the school's entries per student (80 buffers; 2.0 of the 2.1 s of
-- an import's 20,000 students). Each school's time
-- zone is looked up once. p_students: ids without repeats (each caller's array_agg(DISTINCT …)).
CREATE FUNCTION report_follow_up_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  -- The embedded database's import writes batches unpublished (migration 102): the students an unpublished upload
  -- created are worked out once, by the publishing transaction (import-selection.ts), not at each batch.
  IF EXISTS (SELECT 1 FROM isir_upload_unpublished) THEN
    EXECUTE $q$SELECT array_agg(s.id) FROM student_all s WHERE s.id IN (SELECT unnest($1))
      AND NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = s.created_by_upload_id)$q$
      USING p_students INTO p_students;
    IF p_students IS NULL THEN
      RETURN;
    END IF;
  END IF;
  EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
  EXECUTE $q$
  WITH t AS MATERIALIZED (SELECT DISTINCT unnest($1) AS id),
  m AS (DELETE FROM report_missing_student c USING t WHERE c.student_id = t.id)
  DELETE FROM report_educational_purpose c USING t WHERE c.student_id = t.id$q$ USING p_students;
  -- The students' years of their own school, when they can be a row of either report; both reports' rows of them in
  -- one statement.
  EXECUTE $q$
  WITH s AS MATERIALIZED (
    SELECT st.id, st.school_code, st.created_at, st.status, st.verification_group, y.aid_year
      FROM unnest($1) AS t(id)
     CROSS JOIN LATERAL (SELECT st.id, st.school_code, st.created_at, st.status, st.verification_group FROM student_all st
                          WHERE st.id = t.id AND (st.status IN ('SELECTED', 'IN_PROGRESS', 'REVIEW') OR st.verification_group IN ('V4', 'V5'))
                         OFFSET 0) st
     CROSS JOIN LATERAL (SELECT y.aid_year, y.school_code FROM report_year_student y WHERE y.student_id = st.id OFFSET 0) y
     WHERE y.school_code = st.school_code),
  z AS (SELECT d.school_code, school_time_zone(d.school_code) AS zone FROM (SELECT DISTINCT school_code FROM s) d),
  -- Selected students still owing a task list item (open: new, in progress, needing a correction) or an account.
  missing AS (
    INSERT INTO report_missing_student (student_id, aid_year, school_code, outstanding_since, outstanding_on)
    SELECT s.id, s.aid_year, s.school_code, COALESCE(o.since, s.created_at), (COALESCE(o.since, s.created_at) AT TIME ZONE z.zone)::date
      FROM s JOIN z ON z.school_code = s.school_code
     CROSS JOIN LATERAL (SELECT min(l.created_at) AS since, count(*) AS items FROM student_interview_link l
                          WHERE l.student_id = s.id AND l.aid_year = s.aid_year AND l.status IN ('NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION')) o
      LEFT JOIN LATERAL (SELECT true AS found FROM student_account_link a WHERE a.student_id = s.id AND a.account_type = 0 LIMIT 1) acc ON true
     WHERE s.status IN ('SELECTED', 'IN_PROGRESS', 'REVIEW') AND (o.items > 0 OR acc.found IS NULL))
  -- Students of verification groups V4 and V5, from their newest V4/V5 task list item of the year (not a parent's).
  INSERT INTO report_educational_purpose (student_id, aid_year, school_code, selected_at, due_on)
  SELECT s.id, s.aid_year, s.school_code, COALESCE(l.created_at, s.created_at),
         (COALESCE(l.created_at, s.created_at) AT TIME ZONE z.zone)::date + 60
    FROM s JOIN z ON z.school_code = s.school_code
   CROSS JOIN LATERAL (SELECT max(sl.created_at) AS created_at
                         FROM student_interview_link sl JOIN interview_type t ON t.id = sl.interview_type_id
                        WHERE sl.student_id = s.id AND sl.aid_year = s.aid_year AND t.type_code IN ('V4', 'V5')
                          AND NOT sl.is_for_parent_account) l
   WHERE s.verification_group IN ('V4', 'V5')$q$ USING p_students;
END $$;

-- An ISIR import (or its publishing, on the embedded database) writes a file's students 3-4 times each (report years
-- added, items added, status set): 8.2 s of a 29.5 s import of 20,000 records when each statement worked its students
-- out again. It sets this transaction-local setting, and works out its students once, at its end, in the same
-- transaction (report_follow_up_refresh, import-selection.ts). Every other writer keeps the upkeep below.
CREATE FUNCTION report_follow_up_at_end() RETURNS boolean LANGUAGE sql STABLE AS
  $$SELECT current_setting('aidverify.follow_up_at_end', true) IS NOT DISTINCT FROM 'on'$$;

-- After each statement writing task list items, account links or students: the students of the rows it wrote whose
-- columns the reports read changed (a task list item's type is read through interview_type, which is not edited).
CREATE FUNCTION report_follow_up_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := CASE TG_TABLE_NAME
    WHEN 'student_interview_link' THEN 'student_id, aid_year, status, created_at, interview_type_id, is_for_parent_account'
    WHEN 'student_account_link' THEN 'student_id, account_type'
    ELSE 'school_code, status, verification_group, created_at' END;  -- student_all
  key constant text := CASE TG_TABLE_NAME WHEN 'student_all' THEN 'id' ELSE 'student_id' END;
  students integer[];
BEGIN
  IF report_follow_up_at_end() THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', key) INTO students;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', key) INTO students;
  ELSE
    EXECUTE format($q$SELECT array_agg(DISTINCT x.s) FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.%1$I), (n.%1$I)) AS x(s)
     WHERE (%2$s) IS DISTINCT FROM (%3$s)$q$, key, 'o.' || replace(cols, ', ', ', o.'), 'n.' || replace(cols, ', ', ', n.'))
      INTO students;
  END IF;
  PERFORM report_follow_up_refresh(students);
  RETURN NULL;
END $$;

-- After each statement writing report years. An ISIR update judges its student's years a row at a time (migration
-- 099), each judgement a statement here, mostly of no row: those return at once, and a year removed takes only its
-- own rows (nothing else of the student changed), without working the student out again.
CREATE FUNCTION report_follow_up_year_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  students integer[];
BEGIN
  IF report_follow_up_at_end() THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT student_id) INTO students FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    -- Planned for the rows at hand (EXECUTE): a plan kept from one size of statement can be wrong for another.
    IF EXISTS (SELECT 1 FROM old_rows) THEN
      EXECUTE 'DELETE FROM report_missing_student c USING old_rows o WHERE c.student_id = o.student_id AND c.aid_year = o.aid_year';
      EXECUTE 'DELETE FROM report_educational_purpose c USING old_rows o WHERE c.student_id = o.student_id AND c.aid_year = o.aid_year';
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    -- Its key is (student_id, aid_year): a row changed is the same pair before and after.
    EXECUTE $q$SELECT array_agg(DISTINCT n.student_id) FROM old_rows o JOIN new_rows n ON n.student_id = o.student_id AND n.aid_year = o.aid_year
     WHERE o.school_code IS DISTINCT FROM n.school_code$q$ INTO students;
  END IF;
  PERFORM report_follow_up_refresh(students);
  RETURN NULL;
END $$;
-- Named to run before the other triggers of each table (alphabetical order): the students' lock is taken here first,
-- before report_year_student's upkeep shares it (migration 108), so that two writers of one student queue instead of
-- deadlocking.
CREATE TRIGGER report_year_student_follow_up_insert AFTER INSERT ON report_year_student REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_year_written();
CREATE TRIGGER report_year_student_follow_up_update AFTER UPDATE ON report_year_student
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_year_written();
CREATE TRIGGER report_year_student_follow_up_delete AFTER DELETE ON report_year_student REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_year_written();
CREATE TRIGGER student_interview_link_follow_up_insert AFTER INSERT ON student_interview_link REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_written();
CREATE TRIGGER student_interview_link_follow_up_update AFTER UPDATE ON student_interview_link
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_written();
CREATE TRIGGER student_interview_link_follow_up_delete AFTER DELETE ON student_interview_link REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_written();
CREATE TRIGGER student_account_link_follow_up_insert AFTER INSERT ON student_account_link REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_written();
CREATE TRIGGER student_account_link_follow_up_update AFTER UPDATE ON student_account_link
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_written();
CREATE TRIGGER student_account_link_follow_up_delete AFTER DELETE ON student_account_link REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_written();
-- A student's status, group or school changed. (A new student has no report year yet; a student deleted takes its
-- rows with it: ON DELETE CASCADE.)
CREATE TRIGGER student_follow_up_update AFTER UPDATE ON student_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_written();

SELECT report_follow_up_refresh(array_agg(DISTINCT student_id)) FROM report_year_student;
