-- locks: replaces two functions and creates one; no row is read or rewritten.
-- The holders of some e-mails (account_qc_email_holders, migration 124) are looked up for every statement writing
-- students, and on the embedded database for an import's every batch (migration 133 leaves the Account QC upkeep by
-- statement there). It was planned again at each call (EXECUTE), and planning cost more than running it (PGlite,
-- 20,000-record import: 0.6 s of trigger time). It reads by index only, a probe of (school_code, lower(email)) for
-- each e-mail given (LATERAL): as a static statement its plan is kept for the session, and enable_seqscan off (as
-- account_qc_row_isir_addresses has) keeps that plan the index's at any size: a plan made while the tables were small
-- (an import's first batches) would otherwise read every row once they are not (migration 141). The generic plan,
-- made on empty tables: an index only scan of student_school_email_members_idx on both columns for each e-mail.
-- (account_qc_row_isir_addresses stays planned for each call: as a static statement its generic plan, made on empty
-- tables, read the addresses by isir_record_current_idx on school and year only, or hashed all of them.) Same students returned.
CREATE OR REPLACE FUNCTION account_qc_email_holders(p_schools text[], p_emails text[], p_shared boolean) RETURNS integer[]
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_students integer[];
BEGIN
  SELECT array_agg(DISTINCT h.id) INTO v_students
    FROM (SELECT DISTINCT s, e FROM unnest(p_schools, p_emails) AS t(s, e) WHERE s IS NOT NULL AND e IS NOT NULL) t
   CROSS JOIN LATERAL (SELECT array_agg(h.id) AS ids FROM student_all h WHERE h.school_code = t.s AND lower(h.email) = t.e) g
   CROSS JOIN unnest(g.ids) AS h(id)
   WHERE cardinality(g.ids) > CASE WHEN p_shared THEN 1 ELSE 0 END;
  RETURN v_students;
END $$;

-- The follow-up reports' rows of some students (report_follow_up_refresh, migration 122) are worked out for every
-- statement writing their ISIRs, years or task list items; while an upload is unpublished (the embedded database's
-- import, migration 102) the students it created are first taken out, by a statement planned again at each call
-- (PGlite, 20,000-record import: 1.7 s of trigger time, most calls finding only the upload's own students and
-- returning). For a batch's students (up to 1,000) that look-up is now a static statement of a helper, by the
-- students' primary key and the unpublished uploads' (generic plan, made on empty tables: a bitmap scan of
-- student_pkey on the ids given), enable_seqscan off as above; a larger set keeps the statement planned for it. Same
-- students kept (in another order, which nothing reads: the students are locked in id order and worked out
-- set-based).
CREATE FUNCTION report_follow_up_published(p_students integer[]) RETURNS integer[] LANGUAGE plpgsql
  SET enable_seqscan = off AS $$
DECLARE
  v_students integer[];
BEGIN
  SELECT array_agg(s.id) INTO v_students FROM student_all s
   WHERE s.id = ANY (p_students)
     AND NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = s.created_by_upload_id);
  RETURN v_students;
END $$;

CREATE OR REPLACE FUNCTION report_follow_up_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
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
