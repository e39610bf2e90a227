-- locks: reads every student with a current ISIR, its ISIRs, task list items and account links once to fill the new
-- table; student, ISIR, task list item and account writes wait for that, reads do not.
-- The Postcards Report's total read every selected student of the school and its current ISIR (a sequential scan of
-- every ISIR over 100,000 students: 240 ms of a 371 ms p95 first page, issue 28) to count its rows.
--
-- report_postcard_student holds each of the report's students and aid years: selected or in progress, with a current
-- ISIR of the year, and no e-mail address (its own or its ISIR's), no student account, or no task list item of the
-- year started. Kept with the Missing Student and Educational Purpose Reports' rows (report_follow_up_refresh,
-- migrations 122 and 146), which already follow every write of students, task list items and account links; those
-- now also follow a student's e-mail and each ISIR's student, year, current flag and e-mail (an import's own ISIR
-- statements wait for its end, aidverify.follow_up_at_end, where its students are worked out once). The total reads
-- its rows counted per school and year in report_row_count (migration 115); the first page walks the school's students
-- in name order and stops at its rows. Every student is counted, published or not: the total counts the report's rows
-- instead while an upload is unpublished.
CREATE TABLE report_postcard_student (
  student_id  integer NOT NULL REFERENCES student_all (id) ON DELETE CASCADE,
  aid_year    integer NOT NULL,
  school_code text NOT NULL,
  PRIMARY KEY (student_id, aid_year)
);

-- Its rows counted per school and year by migration 122's counter of the other two follow-up reports' rows, as they
-- are added and removed (a student deleted takes its rows with it: ON DELETE CASCADE). A statement that wrote no row
-- adds nothing (the refreshes delete many students' rows that are not there).
CREATE OR REPLACE FUNCTION report_follow_up_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  report constant text := CASE TG_TABLE_NAME WHEN 'report_missing_student' THEN 'MissingStudentReport'
                                             WHEN 'report_postcard_student' THEN 'PostcardsReport'
                                             ELSE 'EducationalPurposeReportPage' END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_row_count_add(array_agg(report), array_agg(school_code), array_agg(aid_year), array_agg(1))
       FROM new_rows HAVING count(*) > 0;
  ELSE
    PERFORM report_row_count_add(array_agg(report), array_agg(school_code), array_agg(aid_year), array_agg(-1))
       FROM old_rows HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_postcard_student_added AFTER INSERT ON report_postcard_student
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_counted();
CREATE TRIGGER report_postcard_student_removed AFTER DELETE ON report_postcard_student
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_counted();

-- The students of p_students to work out now, locked (a helper of migration 146's report_follow_up_refresh, shared
-- by the Postcards Report's upkeep), or NULL when there are none.
CREATE FUNCTION report_follow_up_students(p_students integer[]) RETURNS integer[] LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN NULL;
  END IF;
  -- The embedded database's import writes batches unpublished (migration 102): the students an unpublished upload
  -- created are worked out once, by the publishing transaction (import-selection.ts), not at each batch.
  IF EXISTS (SELECT 1 FROM isir_upload_unpublished) THEN
    IF cardinality(p_students) <= 1000 THEN
      p_students := report_follow_up_published(p_students);
    ELSE
      EXECUTE $q$SELECT array_agg(s.id) FROM student_all s WHERE s.id IN (SELECT unnest($1))
        AND NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = s.created_by_upload_id)$q$
        USING p_students INTO p_students;
    END IF;
    IF p_students IS NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
  RETURN p_students;
END $$;

-- The Postcards Report's rows of some students (locked, report_follow_up_students) worked out again from the students,
-- their current ISIRs, task list items and accounts as they are now: the rule of definitions.queries.ts
-- (postcardsReport's), written once here, each look-up a probe of one student (OFFSET 0 and LIMIT, as migration 122).
CREATE FUNCTION report_postcard_rows(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'DELETE FROM report_postcard_student c WHERE c.student_id IN (SELECT unnest($1))' USING p_students;
  -- Selected students of each year they have a current ISIR of (of any school, as the report joins it) who have no
  -- e-mail address (their own or their ISIR's), no student account, or no task list item of the year started.
  EXECUTE $q$
  INSERT INTO report_postcard_student (student_id, aid_year, school_code)
  SELECT st.id, ir.aid_year, st.school_code
    FROM unnest($1) AS t(id)
   CROSS JOIN LATERAL (SELECT st.id, st.school_code, st.email FROM student_all st
                        WHERE st.id = t.id AND st.status IN ('SELECTED', 'IN_PROGRESS') OFFSET 0) st
   CROSS JOIN LATERAL (SELECT r.aid_year, r.email FROM isir_record_all r WHERE r.student_id = st.id AND r.is_current OFFSET 0) ir
    LEFT JOIN LATERAL (SELECT true AS found FROM student_account_link a WHERE a.student_id = st.id AND a.account_type = 0 LIMIT 1) acc ON true
    LEFT JOIN LATERAL (SELECT true AS found FROM student_interview_link l
                        WHERE l.student_id = st.id AND l.aid_year = ir.aid_year AND l.status NOT IN ('NEW', 'NOT_REQUIRED') LIMIT 1) started ON true
   WHERE COALESCE(st.email, ir.email) IS NULL OR acc.found IS NULL OR started.found IS NULL
  ON CONFLICT (student_id, aid_year) DO NOTHING$q$ USING p_students;
END $$;

-- The Missing Student and Educational Purpose Reports' rows of some students (locked): migration 146's
-- report_follow_up_refresh, its students found by report_follow_up_students.
CREATE FUNCTION report_follow_up_clock_rows(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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

-- Every follow-up report's rows of some students: after writes of students, task list items and accounts, and at the
-- end of an import (its ISIR statements left them, aidverify.follow_up_at_end).
CREATE OR REPLACE FUNCTION report_follow_up_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  p_students := report_follow_up_students(p_students);
  IF p_students IS NOT NULL THEN
    PERFORM report_follow_up_clock_rows(p_students);
    PERFORM report_postcard_rows(p_students);
  END IF;
END $$;

-- The Postcards Report's rows alone, after ISIRs changed (the other follow-up reports read no ISIR).
CREATE FUNCTION report_postcard_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  p_students := report_follow_up_students(p_students);
  IF p_students IS NOT NULL THEN
    PERFORM report_postcard_rows(p_students);
  END IF;
END $$;

-- Current ISIRs added: a student's row for a year can only be gained (the rule asks for any current ISIR of the year),
-- and is worked out from the added ISIRs themselves, without reading the students' other ISIRs again (a large insert
-- stays one probe of each student, its account and items: report-year-student-upkeep.test.ts).
CREATE FUNCTION report_postcard_isirs_added(p_students integer[], p_years integer[], p_emails text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_students integer[] := report_follow_up_students(ARRAY(SELECT DISTINCT unnest(p_students)));
BEGIN
  IF v_students IS NULL THEN
    RETURN;
  END IF;
  EXECUTE $q$
  INSERT INTO report_postcard_student (student_id, aid_year, school_code)
  SELECT st.id, ir.aid_year, st.school_code
    FROM unnest($2, $3, $4) AS ir(student_id, aid_year, email)
   CROSS JOIN LATERAL (SELECT st.id, st.school_code, st.email FROM student_all st
                        WHERE st.id = ir.student_id AND st.status IN ('SELECTED', 'IN_PROGRESS') OFFSET 0) st
    LEFT JOIN LATERAL (SELECT true AS found FROM student_account_link a WHERE a.student_id = st.id AND a.account_type = 0 LIMIT 1) acc ON true
    LEFT JOIN LATERAL (SELECT true AS found FROM student_interview_link l
                        WHERE l.student_id = st.id AND l.aid_year = ir.aid_year AND l.status NOT IN ('NEW', 'NOT_REQUIRED') LIMIT 1) started ON true
   WHERE ir.student_id = ANY ($1) AND (COALESCE(st.email, ir.email) IS NULL OR acc.found IS NULL OR started.found IS NULL)
  ON CONFLICT (student_id, aid_year) DO NOTHING$q$ USING v_students, p_students, p_years, p_emails;
END $$;

-- As migration 122, and a student's e-mail, which the Postcards Report reads.
CREATE OR REPLACE FUNCTION report_follow_up_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := CASE TG_TABLE_NAME
    WHEN 'student_interview_link' THEN 'student_id, aid_year, status, created_at, interview_type_id, is_for_parent_account'
    WHEN 'student_account_link' THEN 'student_id, account_type'
    ELSE 'school_code, status, verification_group, created_at, email' END;  -- student_all
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

-- As migration 122: report years read by the Missing Student and Educational Purpose Reports, not by the Postcards
-- Report (its years are its students' current ISIRs'), whose rows an ISIR's upkeep keeps below; an ISIR written
-- reads no other ISIR of its student (report-year-student-upkeep.test.ts).
CREATE OR REPLACE FUNCTION report_follow_up_year_written() RETURNS trigger LANGUAGE plpgsql AS $$
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
  students := report_follow_up_students(students);
  IF students IS NOT NULL THEN
    PERFORM report_follow_up_clock_rows(students);
  END IF;
  RETURN NULL;
END $$;

-- After each statement writing ISIRs: the students of the current ISIRs it added, or removed, and of those whose
-- student, year, current flag or e-mail changed.
CREATE FUNCTION report_follow_up_isir_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  students integer[];
BEGIN
  IF report_follow_up_at_end() THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM report_postcard_isirs_added(array_agg(student_id), array_agg(aid_year), array_agg(email))
       FROM new_rows WHERE is_current HAVING count(*) > 0;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT student_id) INTO students FROM old_rows WHERE is_current;
  ELSE
    SELECT array_agg(DISTINCT x.s) INTO students
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     CROSS JOIN LATERAL (VALUES (o.student_id), (n.student_id)) AS x(s)
     WHERE (o.student_id, o.aid_year, o.is_current, o.email) IS DISTINCT FROM (n.student_id, n.aid_year, n.is_current, n.email);
  END IF;
  PERFORM report_postcard_refresh(students);
  RETURN NULL;
END $$;
CREATE TRIGGER isir_record_report_follow_up_insert AFTER INSERT ON isir_record_all REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_isir_written();
CREATE TRIGGER isir_record_report_follow_up_update AFTER UPDATE ON isir_record_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_isir_written();
CREATE TRIGGER isir_record_report_follow_up_delete AFTER DELETE ON isir_record_all REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_isir_written();

SELECT report_follow_up_refresh(array_agg(DISTINCT student_id)) FROM isir_record_all WHERE is_current;
