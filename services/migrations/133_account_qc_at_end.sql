-- locks: replaces the Account QC triggers' functions; no row is read or rewritten.
-- A server's ISIR import writes a file's records in one transaction, 400 a statement, and each statement kept the
-- Account QC Report's counts (account_qc_contact, migration 078; account_qc_address, migration 110) and rows
-- (account_qc_row, migration 124) again: 5.6 s of trigger time per 100,000 records (the report years its ISIRs add
-- 1.9 s, its ISIRs' addresses 1.5 s, the address counts 1.3 s, the e-mail counts 0.9 s). As the follow-up reports
-- (migration 122) and the SSN and Verification candidates (migration 132) do, the import sets this transaction-local
-- setting while it writes its batches, its statements leave the report alone, and account_qc_at_end_refresh does their
-- work once, set-based, when the last batch is in (import-selection.ts), then turns the setting off: the file's
-- last statements (current flags settled, the selection applied) keep the upkeep by statement.
--
-- What the batches write is known exactly: students the file creates (their e-mails counted once each), ISIRs of the
-- file (each added current or not; a later batch may take the flag off one of the file's own ISIRs, never another
-- file's), and the report years those ISIRs add, of the file's students. So at the batches' end:
--   - the e-mail counts gain one for each student the upload created, the address counts one for each of its ISIRs
--     that is current: what the statements' additions and take-backs sum to;
--   - no one's shared contact is lost (an address or e-mail only gains holders), so the rows that change are those
--     of the file's students (new years, new contacts) and of every holder, in or out of the file, of an e-mail or
--     address a file's student now shares: a student outside the file sharing a new student's e-mail or a new
--     ISIR's address gains a pair. A file's student that shares nothing and had no row and no account has none now.
-- Set only by the server's import: on the embedded database each batch is a transaction of its own that keeps the
-- upkeep by statement (migration 132 says why). Deletions, and every other writer, keep the upkeep by statement.
CREATE FUNCTION account_qc_at_end() RETURNS boolean LANGUAGE sql STABLE AS
  $$SELECT current_setting('aidverify.account_qc_at_end', true) IS NOT DISTINCT FROM 'on'$$;

-- The Account QC counts and rows an upload's batches left (account_qc_at_end), worked out once; then the upkeep is by
-- statement again. The counts are added as account_qc_address_add and account_qc_contact_add do (in key order), and
-- give back the contacts shared after them, whose holders are then read by index: the students the upload created
-- have no row, account or answer of their own before this, and share what those give back, so only the file's other
-- students are looked up (as account_qc_row_years does). enable_seqscan off, as account_qc_row_isir_addresses says:
-- the tables' statistics do not know the file's rows yet. Without JIT: a whole file's statement costs past its
-- thresholds.
CREATE FUNCTION account_qc_at_end_refresh(p_upload integer) RETURNS void LANGUAGE plpgsql
  SET enable_seqscan = off SET jit = off AS $$
DECLARE
  v_addresses integer[];
  v_emails integer[];
  v_students integer[];
BEGIN
  IF NOT account_qc_at_end() THEN
    RETURN;
  END IF;
  PERFORM set_config('aidverify.account_qc_at_end', 'off', true);
  EXECUTE $q$
  WITH added AS (
    INSERT INTO account_qc_address AS a (school_code, aid_year, street, zip_code, holders)
    SELECT school_code, aid_year, lower(street_address), zip_code, count(*) FROM isir_record_all
     WHERE upload_id = $1 AND is_current AND street_address IS NOT NULL AND zip_code IS NOT NULL
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (school_code, aid_year, street, zip_code) DO UPDATE SET holders = a.holders + EXCLUDED.holders
    RETURNING a.school_code, a.aid_year, a.street, a.zip_code, a.holders)
  SELECT array_agg(DISTINCT h.student_id) FROM added t
    JOIN isir_record_all h ON h.school_code = t.school_code AND h.aid_year = t.aid_year AND lower(h.street_address) = t.street
     AND h.zip_code = t.zip_code AND h.is_current AND h.street_address IS NOT NULL
   WHERE t.holders > 1$q$ INTO v_addresses USING p_upload;
  EXECUTE $q$
  WITH added AS (
    INSERT INTO account_qc_contact AS c (school_code, kind, contact, holders)
    SELECT school_code, 'email', lower(email), count(*) FROM student_all
     WHERE created_by_upload_id = $1 AND email IS NOT NULL
     GROUP BY 1, 3 ORDER BY 1, 3
    ON CONFLICT (school_code, kind, contact) DO UPDATE SET holders = c.holders + EXCLUDED.holders
    RETURNING c.school_code, c.contact, c.holders)
  SELECT array_agg(DISTINCT h.id) FROM added t JOIN student_all h ON h.school_code = t.school_code AND lower(h.email) = t.contact
   WHERE t.holders > 1$q$ INTO v_emails USING p_upload;
  -- The file's students it did not create: new years of theirs (rows, account pairs, shared e-mails and addresses).
  EXECUTE $q$
  WITH t AS MATERIALIZED (SELECT student_id AS id FROM isir_record_all WHERE upload_id = $1
                          EXCEPT SELECT id FROM student_all WHERE created_by_upload_id = $1)
  SELECT array_agg(DISTINCT x.id) FROM (
    SELECT k.student_id FROM t JOIN account_qc_row k ON k.student_id = t.id
    UNION ALL
    SELECT l.student_id FROM t JOIN student_account_link l ON l.student_id = t.id
    UNION ALL
    SELECT s.id FROM t JOIN student_all s ON s.id = t.id
      JOIN account_qc_contact c ON c.school_code = s.school_code AND c.kind = 'email' AND c.contact = lower(s.email)
     WHERE c.holders > 1
    UNION ALL
    SELECT m.student_id FROM t JOIN isir_record_all m ON m.student_id = t.id AND m.is_current
      JOIN account_qc_address a ON a.school_code = m.school_code AND a.aid_year = m.aid_year
       AND a.street = lower(m.street_address) AND a.zip_code = m.zip_code
     WHERE a.holders > 1) x(id)$q$ INTO v_students USING p_upload;
  PERFORM account_qc_row_refresh(v_students || v_addresses || v_emails);
END $$;

-- As migration 110, but for an import's batches (account_qc_at_end): their ISIRs are counted at their end.
CREATE OR REPLACE FUNCTION account_qc_address_isirs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF account_qc_at_end() THEN
      RETURN NULL;
    END IF;
    PERFORM account_qc_address_add(array_agg(school_code), array_agg(aid_year), array_agg(lower(street_address)),
                                   array_agg(zip_code), array_agg(1))
       FROM new_rows WHERE is_current;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_address_add(array_agg(school_code), array_agg(aid_year), array_agg(lower(street_address)),
                                   array_agg(zip_code), array_agg(-1))
       FROM old_rows WHERE is_current;
  ELSE
    IF account_qc_at_end() THEN
      RETURN NULL;
    END IF;
    PERFORM account_qc_address_add(array_agg(school_code), array_agg(aid_year), array_agg(street), array_agg(zip_code),
                                   array_agg(delta))
       FROM (SELECT school_code, aid_year, lower(street_address) AS street, zip_code, -1 AS delta FROM old_rows WHERE is_current
             UNION ALL
             SELECT school_code, aid_year, lower(street_address), zip_code, 1 FROM new_rows WHERE is_current) c;
  END IF;
  RETURN NULL;
END $$;

-- As migration 104, but for an import's batches (account_qc_at_end): the students it creates are counted at their end.
CREATE OR REPLACE FUNCTION account_qc_contact_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF account_qc_at_end() THEN
      RETURN NULL;
    END IF;
    PERFORM account_qc_contact_add('email', array_agg(school_code), array_agg(lower(email)), array_agg(1)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_contact_add('email', array_agg(school_code), array_agg(lower(email)), array_agg(-1)) FROM old_rows;
  ELSE
    PERFORM account_qc_contact_add('email', ARRAY[OLD.school_code, NEW.school_code], ARRAY[lower(OLD.email), lower(NEW.email)], ARRAY[-1, 1]);
  END IF;
  RETURN NULL;
END $$;

-- As migration 124, but for an import's batches (account_qc_at_end): the students they create, their ISIRs and the
-- report years those add are worked out at their end.
CREATE OR REPLACE FUNCTION account_qc_row_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF account_qc_at_end() THEN
      RETURN NULL;
    END IF;
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

CREATE OR REPLACE FUNCTION account_qc_row_isirs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF account_qc_at_end() THEN
      RETURN NULL;
    END IF;
    PERFORM account_qc_row_refresh(account_qc_row_isir_addresses(array_agg(student_id), array_agg(school_code), array_agg(aid_year),
                                                                 array_agg(lower(street_address)), array_agg(zip_code)))
       FROM new_rows WHERE is_current;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_row_refresh(account_qc_row_isir_addresses(array_agg(student_id), array_agg(school_code), array_agg(aid_year),
                                                                 array_agg(lower(street_address)), array_agg(zip_code)))
       FROM old_rows WHERE is_current;
  ELSE
    IF account_qc_at_end() THEN
      RETURN NULL;
    END IF;
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
