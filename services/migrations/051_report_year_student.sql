-- Which students belong to each aid year of a school, as every report counts them: a student of the school with a
-- current ISIR of the school for the year, or a task list item of the year. Reports read it by index instead of
-- hashing the whole year's ISIRs and task lists on every page (issue 10: first page over 100,000 students).
-- Kept by triggers, in the same transaction as each write to the rows it follows, whatever code path writes them.
CREATE TABLE report_year_student (
  school_code  text NOT NULL,
  aid_year     integer NOT NULL,
  student_id   integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  PRIMARY KEY (student_id, aid_year)
);
CREATE INDEX report_year_student_school_idx ON report_year_student (school_code, aid_year, student_id);

-- Brings one student's row for one year in line with its ISIRs and task list items.
CREATE FUNCTION report_year_student_sync(p_student integer, p_year integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_school text;
BEGIN
  IF p_student IS NULL OR p_year IS NULL THEN
    RETURN;
  END IF;
  SELECT school_code INTO v_school FROM student WHERE id = p_student;
  IF v_school IS NOT NULL AND (
       EXISTS (SELECT 1 FROM isir_record WHERE student_id = p_student AND aid_year = p_year AND is_current AND school_code = v_school)
       OR EXISTS (SELECT 1 FROM student_interview_link WHERE student_id = p_student AND aid_year = p_year)) THEN
    INSERT INTO report_year_student (school_code, aid_year, student_id) VALUES (v_school, p_year, p_student)
      ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code;
  ELSE
    DELETE FROM report_year_student WHERE student_id = p_student AND aid_year = p_year;
  END IF;
END $$;

CREATE FUNCTION report_year_student_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_year_student_sync(NEW.student_id, NEW.aid_year);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.student_id IS DISTINCT FROM NEW.student_id OR OLD.aid_year IS DISTINCT FROM NEW.aid_year)) THEN
    PERFORM report_year_student_sync(OLD.student_id, OLD.aid_year);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER isir_record_report_year AFTER INSERT OR DELETE OR UPDATE OF student_id, aid_year, is_current, school_code ON isir_record
  FOR EACH ROW EXECUTE FUNCTION report_year_student_follow();
CREATE TRIGGER student_interview_link_report_year AFTER INSERT OR DELETE OR UPDATE OF student_id, aid_year ON student_interview_link
  FOR EACH ROW EXECUTE FUNCTION report_year_student_follow();

-- A student moved to another school: each of its years is judged again against the new school.
CREATE FUNCTION report_year_student_school() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  y integer;
BEGIN
  FOR y IN SELECT aid_year FROM isir_record WHERE student_id = NEW.id UNION SELECT aid_year FROM student_interview_link WHERE student_id = NEW.id LOOP
    PERFORM report_year_student_sync(NEW.id, y);
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER student_report_year AFTER UPDATE OF school_code ON student
  FOR EACH ROW WHEN (OLD.school_code IS DISTINCT FROM NEW.school_code) EXECUTE FUNCTION report_year_student_school();

INSERT INTO report_year_student (school_code, aid_year, student_id)
SELECT st.school_code, y.aid_year, st.id
  FROM student st
  JOIN (SELECT student_id, aid_year, school_code FROM isir_record WHERE is_current
        UNION SELECT student_id, aid_year, NULL FROM student_interview_link) y ON y.student_id = st.id AND (y.school_code IS NULL OR y.school_code = st.school_code)
 GROUP BY st.school_code, y.aid_year, st.id;
