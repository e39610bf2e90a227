-- locks: reads every report year and probes its task list items once to fill the new table; report year and task
-- list item writes wait for that, reads do not.
-- The Super Binder Report's total read what it counts (issue 28): every student of the school's year with a task list
-- item of the year, found by probing each of the year's students for an item (1,567 buffers over 100,000 students, 10
-- times a school ten times smaller), while its first page reads only the students it shows.
--
-- report_super_binder_student holds each such student and year (a report year with a task list item of the year) with
-- the school of its report year, kept by triggers in the same transaction as each write, as account_qc_row is
-- (migration 124); the total reads its rows counted per school and year in report_row_count (migration 115). Every
-- student is counted, published or not: the total counts the report's students instead while an upload is unpublished.
CREATE TABLE report_super_binder_student (
  student_id  integer NOT NULL REFERENCES student_all (id) ON DELETE CASCADE,
  aid_year    integer NOT NULL,
  school_code text NOT NULL,
  PRIMARY KEY (student_id, aid_year)
);

-- The rows counted per school and year as they are added, moved and removed, whatever removes them (a student deleted
-- takes its rows with it: ON DELETE CASCADE). A statement that wrote no row adds nothing.
CREATE FUNCTION report_super_binder_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_row_count_add(array_agg('SuperBinderReport'::text), array_agg(school_code), array_agg(aid_year), array_agg(1))
       FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_row_count_add(array_agg('SuperBinderReport'::text), array_agg(school_code), array_agg(aid_year), array_agg(-1))
       FROM old_rows HAVING count(*) > 0;
  ELSE
    PERFORM report_row_count_add(array_agg('SuperBinderReport'::text), array_agg(c.school_code), array_agg(c.aid_year), array_agg(c.delta))
       FROM (SELECT school_code, aid_year, -1 AS delta FROM old_rows UNION ALL SELECT school_code, aid_year, 1 FROM new_rows) c
     HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_super_binder_student_added AFTER INSERT ON report_super_binder_student
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_super_binder_counted();
CREATE TRIGGER report_super_binder_student_moved AFTER UPDATE ON report_super_binder_student
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_super_binder_counted();
CREATE TRIGGER report_super_binder_student_removed AFTER DELETE ON report_super_binder_student
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_super_binder_counted();

-- Some (student, aid year) pairs worked out again from their report year and task list items as they are now: the
-- rule of definitions.queries.ts (superBinderReportTotal), written once here. The students are locked first, in id
-- order, as for report_ssn_candidate (migration 117 says why). Each pair is probed by its own keys (OFFSET 0 and LIMIT
-- keep every look-up a probe): joined set-based, plans made from statistics older than a large statement's rows read
-- a whole table for every pair (migrations 122, 129).
CREATE FUNCTION report_super_binder_refresh(p_students integer[], p_years integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
  EXECUTE $q$
  WITH p AS MATERIALIZED (SELECT DISTINCT s AS student_id, y AS aid_year FROM unnest($1, $2) AS t(s, y)
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
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code$q$ USING p_students, p_years;
END $$;

-- After each statement writing task list items or report years: the pairs that can have changed. An item added
-- counts once its student is in the year (report_year_student's own upkeep, which files it there, runs first: these
-- triggers are named to run last); an item or a report year removed matters only to a pair counted; a report year
-- added only to a pair with an item; a report year changed only when it moved to another school. An ISIR update
-- judges its student's years a row at a time (migration 099), each judgement a statement here, mostly of no row:
-- those return at once. The students' writers lock them first (migration 122: the follow-up upkeep runs before these;
-- an import holds its students), so each filter reads after any concurrent writer of the same student has committed.
CREATE FUNCTION report_super_binder_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  students integer[];
  years integer[];
  removed integer;
  one_student integer;
  one_year integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN
      RETURN NULL;
    END IF;
    IF TG_TABLE_NAME = 'student_interview_link' THEN
      EXECUTE $q$SELECT array_agg(n.student_id), array_agg(n.aid_year) FROM (SELECT DISTINCT student_id, aid_year FROM new_rows) n
        CROSS JOIN LATERAL (SELECT 1 FROM report_year_student y
                             WHERE y.student_id = n.student_id AND y.aid_year = n.aid_year LIMIT 1) y$q$ INTO students, years;
    ELSE
      EXECUTE $q$SELECT array_agg(n.student_id), array_agg(n.aid_year) FROM new_rows n
        CROSS JOIN LATERAL (SELECT 1 FROM student_interview_link l
                             WHERE l.student_id = n.student_id AND l.aid_year = n.aid_year LIMIT 1) l$q$ INTO students, years;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*), min(student_id), min(aid_year) INTO removed, one_student, one_year FROM old_rows;
    IF removed = 0 THEN
      RETURN NULL;
    END IF;
    -- A judgement's one report year (ISIRs updated: one statement per row) is probed by its key, planned once:
    -- planning the set-based probe for each took most of this trigger's time.
    IF removed = 1 THEN
      IF NOT EXISTS (SELECT 1 FROM report_super_binder_student k WHERE k.student_id = one_student AND k.aid_year = one_year) THEN
        RETURN NULL;
      END IF;
      PERFORM report_super_binder_refresh(ARRAY[one_student], ARRAY[one_year]);
      RETURN NULL;
    END IF;
    EXECUTE $q$SELECT array_agg(o.student_id), array_agg(o.aid_year) FROM (SELECT DISTINCT student_id, aid_year FROM old_rows) o
      CROSS JOIN LATERAL (SELECT 1 FROM report_super_binder_student k
                           WHERE k.student_id = o.student_id AND k.aid_year = o.aid_year LIMIT 1) k$q$ INTO students, years;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN
      RETURN NULL;
    END IF;
    -- A task list item's other columns (its status, an import's many) and a report year's status change nothing here.
    IF TG_TABLE_NAME = 'student_interview_link' THEN
      SELECT array_agg(c.student_id), array_agg(c.aid_year) INTO students, years
        FROM ((SELECT student_id, aid_year FROM old_rows EXCEPT SELECT student_id, aid_year FROM new_rows)
              UNION (SELECT student_id, aid_year FROM new_rows EXCEPT SELECT student_id, aid_year FROM old_rows)) c;
    ELSE
      SELECT array_agg(c.student_id), array_agg(c.aid_year) INTO students, years
        FROM ((SELECT student_id, aid_year, school_code FROM old_rows EXCEPT SELECT student_id, aid_year, school_code FROM new_rows)
              UNION (SELECT student_id, aid_year, school_code FROM new_rows EXCEPT SELECT student_id, aid_year, school_code FROM old_rows)) c;
    END IF;
  END IF;
  PERFORM report_super_binder_refresh(students, years);
  RETURN NULL;
END $$;
CREATE TRIGGER student_interview_link_super_binder_insert AFTER INSERT ON student_interview_link
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_super_binder_written();
CREATE TRIGGER student_interview_link_super_binder_update AFTER UPDATE ON student_interview_link
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_super_binder_written();
CREATE TRIGGER student_interview_link_super_binder_delete AFTER DELETE ON student_interview_link
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_super_binder_written();
CREATE TRIGGER report_year_student_super_binder_insert AFTER INSERT ON report_year_student
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_super_binder_written();
CREATE TRIGGER report_year_student_super_binder_update AFTER UPDATE ON report_year_student
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_super_binder_written();
CREATE TRIGGER report_year_student_super_binder_delete AFTER DELETE ON report_year_student
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_super_binder_written();

INSERT INTO report_super_binder_student (student_id, aid_year, school_code)
SELECT y.student_id, y.aid_year, y.school_code FROM report_year_student y
 WHERE EXISTS (SELECT 1 FROM student_interview_link l WHERE l.student_id = y.student_id AND l.aid_year = y.aid_year);
