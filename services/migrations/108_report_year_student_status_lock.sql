-- A student's status is read into report_year_student (migration 107) when a task list item or a judgement adds the
-- student's row for a year. Read without a lock, a status change committed between that read and the item's commit
-- missed the new row (its trigger updates the rows it can see): the row kept the old status and the General Report's
-- counts drifted by one. The students are now locked FOR SHARE first: a status change in progress is waited for and
-- then read, and one that comes later waits for this transaction and then sees its row. The ISIR trigger needs no lock:
-- the import writes (so locks) every student of its batch before their ISIRs.
CREATE OR REPLACE FUNCTION report_year_student_lock_students(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM student_all WHERE id = ANY (p_students) ORDER BY id FOR SHARE;
END $$;

CREATE OR REPLACE FUNCTION report_year_student_judge(p_students integer[], p_years integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_student_lock_students(p_students);
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

CREATE OR REPLACE FUNCTION report_year_student_item_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_student_lock_students(array_agg(student_id)) FROM new_rows;
  INSERT INTO report_year_student (school_code, aid_year, student_id, status)
  SELECT st.school_code, n.aid_year, n.student_id, st.status FROM new_rows n JOIN student st ON st.id = n.student_id
   WHERE NOT EXISTS (SELECT 1 FROM report_year_student y
                      WHERE y.student_id = n.student_id AND y.aid_year = n.aid_year AND y.school_code = st.school_code)
   GROUP BY st.school_code, n.aid_year, n.student_id, st.status
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code;
  RETURN NULL;
END $$;
