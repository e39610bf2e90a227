-- The upkeep of report_year_student and report_year_count runs once per statement, from the statement's own rows
-- (migrations 099, 107, 108). PL/pgSQL cached each of its queries' plans for the connection's life, made the first
-- time, usually for one row against small tables: a later statement of 33,000 task list items then read the school's
-- report rows once per item (the reports bench's seed of 100,000 students never ended; a test touching 79 times the
-- buffers for 4 times the items). Planned again for every statement (EXECUTE), each plan fits the rows it is given;
-- that costs one plan per statement, not per row.

CREATE OR REPLACE FUNCTION report_year_student_lock_students(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'SELECT 1 FROM student_all WHERE id = ANY ($1) ORDER BY id FOR SHARE' USING p_students;
END $$;

CREATE OR REPLACE FUNCTION report_year_student_isir_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
  INSERT INTO report_year_student (school_code, aid_year, student_id, status)
  SELECT st.school_code, n.aid_year, n.student_id, st.status FROM new_rows n JOIN student st ON st.id = n.student_id
   WHERE n.is_current AND n.school_code = st.school_code
     AND NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = n.upload_id)
   GROUP BY st.school_code, n.aid_year, n.student_id, st.status
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code$q$;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_year_student_item_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_student_lock_students(array_agg(student_id)) FROM new_rows;
  EXECUTE $q$
  INSERT INTO report_year_student (school_code, aid_year, student_id, status)
  SELECT st.school_code, n.aid_year, n.student_id, st.status FROM new_rows n JOIN student st ON st.id = n.student_id
   WHERE NOT EXISTS (SELECT 1 FROM report_year_student y
                      WHERE y.student_id = n.student_id AND y.aid_year = n.aid_year AND y.school_code = st.school_code)
   GROUP BY st.school_code, n.aid_year, n.student_id, st.status
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code$q$;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_year_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_year_count_add(array_agg(school_code), array_agg(aid_year), array_agg(status), array_agg(1))
     FROM new_rows WHERE status IS NOT NULL;
  EXECUTE $q$
  UPDATE report_year_student y SET status = s.status
    FROM new_rows n JOIN student_all s ON s.id = n.student_id
   WHERE n.status IS NULL AND y.student_id = n.student_id AND y.aid_year = n.aid_year$q$;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_year_student_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
  UPDATE report_year_student y SET status = n.status
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE o.status IS DISTINCT FROM n.status AND y.student_id = n.id AND y.status IS DISTINCT FROM n.status$q$;
  RETURN NULL;
END $$;
