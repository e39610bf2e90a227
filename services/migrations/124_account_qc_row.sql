-- locks: reads every student, account link, current ISIR and failed identity answer once to fill the new table; student,
-- account, link, ISIR, year and identity writes wait for that, reads do not.
-- The Account QC Report's first page and total read what they show (issue 28). Its rows (a student sharing an e-mail,
-- phone or address with an unrelated student, sharing contacts with a parent, or with failed identity answers) were
-- worked out whole for every page: every holder of a shared contact read and checked for the year, then sorted
-- (28,685 buffers over 100,000 students, 8.7 times a school ten times smaller).
--
-- account_qc_row holds each row of the report by its key (rule, student, shared contact) for the years the student
-- is a row of, kept by triggers in the same transaction as each write, as report_ssn_candidate is (migration 117): the
-- page walks it in the report's default order (rule, row key) and works out only its rows' details and the students
-- they share with; the total reads the rows counted per school and year in report_row_count (migration 115). Every
-- student, ISIR and account is counted, published or not: the page checks each row again against what everyone sees,
-- and the total counts the report's rows while an upload is unpublished.
CREATE TABLE account_qc_row (
  student_id  integer NOT NULL REFERENCES student_all (id) ON DELETE CASCADE,
  aid_year    integer NOT NULL,
  school_code text NOT NULL,
  rule        text NOT NULL,
  row_key     text NOT NULL,  -- as the report makes it: rule:student:detail, contacts:student, identity:student
  contact     text,           -- what the holders share: lower(e-mail), the phone, lower(street) of the address
  zip_code    text,           -- the shared address's ZIP
  detail      text,           -- the shared e-mail, phone, or the student's own street and ZIP (the others: worked out)
  PRIMARY KEY (student_id, aid_year, row_key)
);
CREATE INDEX account_qc_row_order_idx ON account_qc_row (school_code, aid_year, lower(rule), row_key);

CREATE FUNCTION account_qc_row_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_row_count_add(array_agg('AccountQCReport'::text), array_agg(school_code), array_agg(aid_year), array_agg(1))
       FROM new_rows;
  ELSE
    PERFORM report_row_count_add(array_agg('AccountQCReport'::text), array_agg(school_code), array_agg(aid_year), array_agg(-1))
       FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER account_qc_row_added AFTER INSERT ON account_qc_row
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_counted();
CREATE TRIGGER account_qc_row_removed AFTER DELETE ON account_qc_row
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_counted();

-- The rows of some students worked out again from what they share as it is now: the rules of definitions.queries.ts
-- (accountQCReport), written once here. A pair needs the other holder to be unrelated (no account linked to both);
-- a student's row counts for a year it is of (report_year_student; for the school whose contact or ISIR it shares).
-- The students are locked first and worked out set-based, as for report_ssn_candidate (migration 117 says why).
CREATE FUNCTION account_qc_row_refresh(p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  EXECUTE 'SELECT 1 FROM student_all WHERE id IN (SELECT unnest($1)) ORDER BY id FOR NO KEY UPDATE' USING p_students;
  EXECUTE 'DELETE FROM account_qc_row k USING (SELECT DISTINCT unnest($1) AS id) t WHERE k.student_id = t.id' USING p_students;
  EXECUTE $q$
  INSERT INTO account_qc_row (student_id, aid_year, school_code, rule, row_key, contact, zip_code, detail)
  WITH s AS MATERIALIZED (SELECT st.id, st.school_code, st.email FROM (SELECT DISTINCT unnest($1) AS id) t
                            JOIN student_all st ON st.id = t.id),
  yr AS MATERIALIZED (SELECT y.student_id, y.aid_year, y.school_code FROM report_year_student y JOIN s ON s.id = y.student_id),
  pairs AS (
    SELECT s.id, s.school_code, NULL::integer AS aid_year, 'Shared e-mail' AS rule, lower(s.email) AS contact,
           NULL::text AS zip_code, lower(s.email) AS detail, o.id AS other_id
      FROM s JOIN student_all o ON o.school_code = s.school_code AND lower(o.email) = lower(s.email) AND o.id <> s.id
    UNION ALL
    SELECT la.student_id, ma.school_code, NULL, 'Shared phone', ma.phone, NULL, ma.phone, lb.student_id
      FROM s JOIN student_account_link la ON la.student_id = s.id JOIN student_account ma ON ma.id = la.student_account_id
      JOIN student_account mb ON mb.school_code = ma.school_code AND mb.phone = ma.phone AND mb.id <> ma.id
      JOIN student_account_link lb ON lb.student_account_id = mb.id AND lb.student_id <> la.student_id
    UNION ALL
    SELECT m.student_id, m.school_code, m.aid_year, 'Shared address', lower(m.street_address), m.zip_code,
           m.street_address || ', ' || m.zip_code, o.student_id
      FROM s JOIN isir_record_all m ON m.student_id = s.id AND m.is_current AND m.street_address IS NOT NULL AND m.zip_code IS NOT NULL
      JOIN isir_record_all o ON o.school_code = m.school_code AND o.aid_year = m.aid_year AND o.is_current
       AND o.street_address IS NOT NULL AND o.zip_code IS NOT NULL
       AND lower(o.street_address) = lower(m.street_address) AND o.zip_code = m.zip_code AND o.student_id <> m.student_id)
  SELECT DISTINCT p.id, y.aid_year, p.school_code, p.rule, p.rule || ':' || p.id || ':' || p.detail, p.contact, p.zip_code, p.detail
    FROM pairs p JOIN yr y ON y.student_id = p.id AND y.school_code = p.school_code AND (p.aid_year IS NULL OR y.aid_year = p.aid_year)
   WHERE NOT EXISTS (SELECT 1 FROM student_account_link x JOIN student_account_link z ON z.student_account_id = x.student_account_id
                      WHERE x.student_id = p.id AND z.student_id = p.other_id)
  UNION ALL
  SELECT s.id, y.aid_year, s.school_code, 'Student and parent share contacts', 'contacts:' || s.id, NULL, NULL, NULL
    FROM s JOIN yr y ON y.student_id = s.id
   WHERE EXISTS (SELECT 1 FROM student_account_link pl JOIN student_account pa ON pa.id = pl.student_account_id
                   LEFT JOIN student_account_link sl ON sl.student_id = s.id AND sl.account_type = 0
                   LEFT JOIN student_account sa ON sa.id = sl.student_account_id
                  WHERE pl.student_id = s.id AND pl.account_type <> 0
                    AND (lower(pa.username) = lower(COALESCE(sa.username, s.email)) OR (pa.phone IS NOT NULL AND pa.phone = sa.phone)))
  UNION ALL
  SELECT DISTINCT s.id, sil.aid_year, s.school_code, 'Failed identity checks', 'identity:' || s.id, NULL::text, NULL::text, NULL::text
    FROM s JOIN student_interview_link sil ON sil.student_id = s.id
    JOIN identity_verification_attempt iva ON iva.student_interview_link_id = sil.id AND NOT iva.matched$q$ USING p_students;
END $$;

-- The students holding some e-mails of schools, by the e-mail index (migration 077); with p_shared, only those of an
-- e-mail held more than once (an import's new students, each with an e-mail of its own, are looked up, not worked out).
-- Planned for each call (EXECUTE), with the sizes of its arrays.
CREATE FUNCTION account_qc_email_holders(p_schools text[], p_emails text[], p_shared boolean) RETURNS integer[]
LANGUAGE plpgsql AS $$
DECLARE
  v_students integer[];
BEGIN
  EXECUTE $q$
  SELECT array_agg(DISTINCT h.id) FROM (SELECT DISTINCT s, e FROM unnest($1, $2) AS t(s, e) WHERE s IS NOT NULL AND e IS NOT NULL) t
   CROSS JOIN LATERAL (SELECT array_agg(h.id) AS ids FROM student_all h WHERE h.school_code = t.s AND lower(h.email) = t.e) g
   CROSS JOIN unnest(g.ids) AS h(id)
   WHERE cardinality(g.ids) > CASE WHEN $3 THEN 1 ELSE 0 END$q$ INTO v_students USING p_schools, p_emails, p_shared;
  RETURN v_students;
END $$;
-- The students linked to some accounts, or to an account of the same school with the same phone as one of them.
CREATE FUNCTION account_qc_account_holders(p_accounts integer[], p_schools text[], p_phones text[]) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  SELECT array_agg(DISTINCT l.student_id) FROM (
    SELECT a FROM unnest(p_accounts) AS a
    UNION
    SELECT m.id FROM (SELECT DISTINCT s, p FROM unnest(p_schools, p_phones) AS t(s, p) WHERE p IS NOT NULL) t
      JOIN student_account m ON m.school_code = t.s AND m.phone = t.p) a(id)
    JOIN student_account_link l ON l.student_account_id = a.id
$$;

-- A student added, removed, moved or given another e-mail: its rows and those of the students sharing its old or new
-- e-mail. (A new student is of no year yet, so has no row; a student deleted takes its rows with it.)
CREATE FUNCTION account_qc_row_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_qc_row_refresh(account_qc_email_holders(array_agg(n.school_code), array_agg(lower(n.email)), true))
       FROM new_rows n WHERE n.email IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_row_refresh(account_qc_email_holders(array_agg(o.school_code), array_agg(lower(o.email)), false))
       FROM old_rows o WHERE o.email IS NOT NULL;
  ELSE
    PERFORM account_qc_row_refresh(array_agg(n.id) || account_qc_email_holders(array_agg(o.school_code) || array_agg(n.school_code),
                                                                                array_agg(lower(o.email)) || array_agg(lower(n.email)), false))
       FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.email, o.school_code) IS DISTINCT FROM (n.email, n.school_code);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER student_account_qc_row_insert AFTER INSERT ON student_all REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_students();
CREATE TRIGGER student_account_qc_row_delete AFTER DELETE ON student_all REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_students();
CREATE TRIGGER student_account_qc_row_update AFTER UPDATE ON student_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_students();

-- An account given another phone, e-mail or school, or deleted: the students linked to it and those linked to an
-- account with its old or new phone. (A new account has no link yet: its links' own triggers follow.)
CREATE FUNCTION account_qc_row_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM account_qc_row_refresh(account_qc_account_holders(array_agg(o.id), array_agg(o.school_code), array_agg(o.phone)))
       FROM old_rows o;
  ELSE
    PERFORM account_qc_row_refresh(account_qc_account_holders(array_agg(n.id), array_agg(o.school_code) || array_agg(n.school_code),
                                                              array_agg(o.phone) || array_agg(n.phone)))
       FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.phone, o.username, o.school_code) IS DISTINCT FROM (n.phone, n.username, n.school_code);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER student_account_account_qc_row_delete AFTER DELETE ON student_account REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_accounts();
CREATE TRIGGER student_account_account_qc_row_update AFTER UPDATE ON student_account
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_accounts();

-- A link added, changed or removed: its students, those linked to its account (related to them, or no longer) and
-- those linked to an account with the same phone.
CREATE FUNCTION account_qc_row_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_qc_row_refresh(array_agg(n.student_id) || account_qc_account_holders(array_agg(n.student_account_id), array_agg(a.school_code), array_agg(a.phone)))
       FROM new_rows n LEFT JOIN student_account a ON a.id = n.student_account_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_row_refresh(array_agg(o.student_id) || account_qc_account_holders(array_agg(o.student_account_id), array_agg(a.school_code), array_agg(a.phone)))
       FROM old_rows o LEFT JOIN student_account a ON a.id = o.student_account_id;
  ELSE
    PERFORM account_qc_row_refresh(array_agg(c.student_id) || account_qc_account_holders(array_agg(c.student_account_id), array_agg(a.school_code), array_agg(a.phone)))
       FROM (SELECT o.student_id, o.student_account_id FROM old_rows o UNION SELECT n.student_id, n.student_account_id FROM new_rows n) c
       LEFT JOIN student_account a ON a.id = c.student_account_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER student_account_link_account_qc_row_insert AFTER INSERT ON student_account_link REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_links();
CREATE TRIGGER student_account_link_account_qc_row_delete AFTER DELETE ON student_account_link REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_links();
CREATE TRIGGER student_account_link_account_qc_row_update AFTER UPDATE ON student_account_link
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_links();

-- ISIRs written: the holders of each address they gave or give that someone else gives too, and the students of the
-- rows, or those holders, that had an address row. An import's new students each with an address of their own are
-- looked up, not worked out. The addresses are joined to their holders, never looked up one by one: planned right
-- after a large insert, before ANALYZE, a look-up per address read every current ISIR for each (the reports bench's
-- one statement of 100,000 ISIRs ran past its timeout). A join is at worst one pass, and with enable_seqscan off the
-- holders are read by the address index (migration 077) whatever the statistics say.
CREATE FUNCTION account_qc_row_isir_addresses(p_students integer[], p_schools text[], p_years integer[], p_streets text[],
                                              p_zips text[]) RETURNS integer[] LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_students integer[];
BEGIN
  EXECUTE $q$
  WITH t AS MATERIALIZED (SELECT DISTINCT s, y, st, z FROM unnest($2, $3, $4, $5) AS t(s, y, st, z)
                           WHERE s IS NOT NULL AND y IS NOT NULL AND st IS NOT NULL AND z IS NOT NULL),
  h AS MATERIALIZED (
    SELECT array_agg(DISTINCT r.student_id) AS ids
      FROM t JOIN isir_record_all r ON r.school_code = t.s AND r.aid_year = t.y AND lower(r.street_address) = t.st
                                   AND r.zip_code = t.z
     WHERE r.is_current AND r.street_address IS NOT NULL AND r.zip_code IS NOT NULL
     GROUP BY t.s, t.y, t.st, t.z)
  SELECT array_agg(DISTINCT x.id) FROM (
    SELECT unnest(h.ids) FROM h WHERE cardinality(h.ids) > 1
    UNION ALL
    SELECT k.student_id FROM account_qc_row k
     WHERE k.rule = 'Shared address' AND k.student_id IN (SELECT unnest($1) UNION SELECT unnest(h.ids) FROM h)) x(id)$q$
    INTO v_students USING p_students, p_schools, p_years, p_streets, p_zips;
  RETURN v_students;
END $$;
CREATE FUNCTION account_qc_row_isirs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_qc_row_refresh(account_qc_row_isir_addresses(array_agg(student_id), array_agg(school_code), array_agg(aid_year),
                                                                 array_agg(lower(street_address)), array_agg(zip_code)))
       FROM new_rows WHERE is_current;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_row_refresh(account_qc_row_isir_addresses(array_agg(student_id), array_agg(school_code), array_agg(aid_year),
                                                                 array_agg(lower(street_address)), array_agg(zip_code)))
       FROM old_rows WHERE is_current;
  ELSE
    PERFORM account_qc_row_refresh(account_qc_row_isir_addresses(array_agg(c.student_id), array_agg(c.school_code), array_agg(c.aid_year),
                                                                 array_agg(c.street), array_agg(c.zip_code)))
       FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.student_id, o.school_code, o.aid_year, lower(o.street_address), o.zip_code, o.is_current),
                                 (n.student_id, n.school_code, n.aid_year, lower(n.street_address), n.zip_code, n.is_current))
                         AS c(student_id, school_code, aid_year, street, zip_code, is_current)
      WHERE c.is_current AND (o.student_id, o.school_code, o.aid_year, o.is_current, o.street_address, o.zip_code)
            IS DISTINCT FROM (n.student_id, n.school_code, n.aid_year, n.is_current, n.street_address, n.zip_code);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER isir_record_account_qc_row_insert AFTER INSERT ON isir_record_all REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_isirs();
CREATE TRIGGER isir_record_account_qc_row_delete AFTER DELETE ON isir_record_all REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_isirs();
CREATE TRIGGER isir_record_account_qc_row_update AFTER UPDATE ON isir_record_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_isirs();

-- A student added to a year, removed or moved: its rows of that year. Only a student that shares something can have
-- one: an import's new students are looked up (their e-mail, links, address and failed answers), not worked out.
CREATE FUNCTION account_qc_row_years() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_students integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT student_id) INTO v_students FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT student_id) INTO v_students FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT x.student_id) INTO v_students FROM (SELECT student_id FROM old_rows UNION SELECT student_id FROM new_rows) x;
  END IF;
  EXECUTE $q$
  WITH t AS MATERIALIZED (SELECT DISTINCT unnest($1) AS id)
  SELECT array_agg(DISTINCT x.id) FROM (
    SELECT k.student_id FROM t JOIN account_qc_row k ON k.student_id = t.id
    UNION ALL
    SELECT l.student_id FROM t JOIN student_account_link l ON l.student_id = t.id
    UNION ALL
    SELECT s.id FROM t JOIN student_all s ON s.id = t.id
      JOIN student_all o ON o.school_code = s.school_code AND lower(o.email) = lower(s.email) AND o.id <> s.id
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
CREATE TRIGGER report_year_student_account_qc_row_insert AFTER INSERT ON report_year_student REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_years();
CREATE TRIGGER report_year_student_account_qc_row_delete AFTER DELETE ON report_year_student REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_years();
CREATE TRIGGER report_year_student_account_qc_row_update AFTER UPDATE ON report_year_student
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_years();

-- Identity answers given, changed or removed, and task list items moved to another student or year or removed: the
-- students whose failed answers they are.
CREATE FUNCTION account_qc_row_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_qc_row_refresh(array_agg(DISTINCT l.student_id))
       FROM new_rows n JOIN student_interview_link l ON l.id = n.student_interview_link_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_row_refresh(array_agg(DISTINCT l.student_id))
       FROM old_rows o JOIN student_interview_link l ON l.id = o.student_interview_link_id;
  ELSE
    PERFORM account_qc_row_refresh(array_agg(DISTINCT l.student_id))
       FROM (SELECT student_interview_link_id AS id, matched FROM old_rows UNION SELECT student_interview_link_id, matched FROM new_rows) c
       JOIN student_interview_link l ON l.id = c.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER identity_verification_attempt_account_qc_row_insert AFTER INSERT ON identity_verification_attempt
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_answers();
CREATE TRIGGER identity_verification_attempt_account_qc_row_delete AFTER DELETE ON identity_verification_attempt
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_answers();
CREATE TRIGGER identity_verification_attempt_account_qc_row_update AFTER UPDATE ON identity_verification_attempt
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_answers();

CREATE FUNCTION account_qc_row_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM account_qc_row_refresh(array_agg(DISTINCT o.student_id)) FROM old_rows o
      WHERE EXISTS (SELECT 1 FROM account_qc_row k WHERE k.student_id = o.student_id AND k.rule = 'Failed identity checks');
  ELSE
    PERFORM account_qc_row_refresh(array_agg(DISTINCT x.student_id))
       FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.student_id), (n.student_id)) AS x(student_id)
      WHERE (o.student_id, o.aid_year) IS DISTINCT FROM (n.student_id, n.aid_year);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER student_interview_link_account_qc_row_delete AFTER DELETE ON student_interview_link
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_items();
CREATE TRIGGER student_interview_link_account_qc_row_update AFTER UPDATE ON student_interview_link
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_row_items();

SELECT account_qc_row_refresh(array_agg(id)) FROM student_all;
