-- locks: replaces one trigger function; no row is read or rewritten.
-- account_qc_row_years (migrations 124, 133) looks up, for the students whose report years a statement wrote, which
-- of them can have an Account QC row (a row already, an account link, an e-mail or a current ISIR address someone
-- else holds). Its statement joined those students to each table, and planned for an embedded import's batch (200
-- students, PGlite, statistics from before the import) it read every student and sorted them all to merge-join the
-- e-mails with themselves, once per batch (auto_explain, 2,000-record import: 11.6 ms of the statement at 1,300
-- students). The rows, links and e-mails of each distinct student are now looked up by id, as migrations 129 and
-- 141 do (OFFSET 0 keeps each EXISTS from being turned back into a join): one probe of the student's index, and the
-- other holders of its e-mail by student_school_email_members_idx. The shared address stays a join: looked up by
-- id, on statistics from before the import the planner read the other holders through isir_record_current_idx, every
-- current ISIR of the school's year for each student (60-90 ms a batch). Same students, in the same (ascending) order,
-- so account_qc_row_refresh writes the same rows.
CREATE OR REPLACE FUNCTION account_qc_row_years() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_students integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF account_qc_at_end() THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(DISTINCT student_id) INTO v_students FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT student_id) INTO v_students FROM old_rows;
  ELSE
    IF account_qc_at_end() THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(DISTINCT x.student_id) INTO v_students FROM (SELECT student_id FROM old_rows UNION SELECT student_id FROM new_rows) x;
  END IF;
  EXECUTE $q$
  WITH t AS MATERIALIZED (SELECT DISTINCT unnest($1) AS id)
  SELECT array_agg(DISTINCT x.id) FROM (
    SELECT t.id FROM t
     WHERE EXISTS (SELECT 1 FROM account_qc_row k WHERE k.student_id = t.id OFFSET 0)
        OR EXISTS (SELECT 1 FROM student_account_link l WHERE l.student_id = t.id OFFSET 0)
        OR EXISTS (SELECT 1 FROM student_all s
                     JOIN student_all o ON o.school_code = s.school_code AND lower(o.email) = lower(s.email) AND o.id <> s.id
                    WHERE s.id = t.id OFFSET 0)
    UNION ALL
    SELECT m.student_id FROM t JOIN isir_record_all m ON m.student_id = t.id AND m.is_current AND m.street_address IS NOT NULL
       AND m.zip_code IS NOT NULL
      JOIN isir_record_all o ON o.school_code = m.school_code AND o.aid_year = m.aid_year AND lower(o.street_address) = lower(m.street_address)
       AND o.zip_code = m.zip_code AND o.is_current AND o.street_address IS NOT NULL AND o.zip_code IS NOT NULL
       AND o.student_id <> m.student_id) x(id)$q$
    INTO v_students USING v_students;
  PERFORM account_qc_row_refresh(v_students);
  RETURN NULL;
END $$;
