-- How many holders each e-mail of a school's students and each phone of its student accounts has, as the Account QC
-- report groups them. The report reads only the contacts held more than once, then their holders by index, instead of
-- hashing every student's e-mail on each page (issue 10: first page over 100,000 students; its shared addresses come
-- from the ISIR address index of migration 077, which serves them in order). Kept by triggers, in the same transaction
-- as each write to the rows it counts.
CREATE TABLE account_qc_contact (
  school_code text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('email', 'phone')),
  contact     text NOT NULL,  -- lower(student.email), student_account.phone
  holders     integer NOT NULL,
  PRIMARY KEY (school_code, kind, contact)
);
CREATE INDEX account_qc_contact_shared_idx ON account_qc_contact (school_code, kind) INCLUDE (contact) WHERE holders > 1;
-- The holders of a shared phone, found by index.
CREATE INDEX IF NOT EXISTS student_account_school_phone_idx ON student_account (school_code, phone) WHERE phone IS NOT NULL;

-- Adds the changes in holders (a contact may come more than once, or be null: not counted); a contact nobody holds
-- any longer is removed.
CREATE FUNCTION account_qc_contact_add(p_kind text, p_school text[], p_contact text[], p_delta integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_qc_contact (school_code, kind, contact, holders)
  SELECT s, p_kind, c, sum(d) FROM unnest(p_school, p_contact, p_delta) AS t(s, c, d)
   WHERE s IS NOT NULL AND c IS NOT NULL GROUP BY s, c HAVING sum(d) <> 0
  ON CONFLICT (school_code, kind, contact) DO UPDATE SET holders = account_qc_contact.holders + EXCLUDED.holders;
  DELETE FROM account_qc_contact a USING unnest(p_school, p_contact, p_delta) AS t(s, c, d)
   WHERE t.d < 0 AND a.school_code = t.s AND a.kind = p_kind AND a.contact = t.c AND a.holders <= 0;
$$;

-- Rows inserted or deleted are counted a statement at a time (an ISIR import creates thousands of students in one);
-- an update of the columns counted, a row at a time (a trigger on columns cannot see the statement's rows).
CREATE FUNCTION account_qc_contact_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_qc_contact_add('email', array_agg(school_code), array_agg(lower(email)), array_agg(1)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_contact_add('email', array_agg(school_code), array_agg(lower(email)), array_agg(-1)) FROM old_rows;
  ELSE
    PERFORM account_qc_contact_add('email', ARRAY[OLD.school_code, NEW.school_code], ARRAY[lower(OLD.email), lower(NEW.email)], ARRAY[-1, 1]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER student_account_qc_contact_insert AFTER INSERT ON student REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_contact_students();
CREATE TRIGGER student_account_qc_contact_delete AFTER DELETE ON student REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_contact_students();
CREATE TRIGGER student_account_qc_contact_update AFTER UPDATE OF email, school_code ON student
  FOR EACH ROW EXECUTE FUNCTION account_qc_contact_students();

CREATE FUNCTION account_qc_contact_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_qc_contact_add('phone', array_agg(school_code), array_agg(phone), array_agg(1)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_contact_add('phone', array_agg(school_code), array_agg(phone), array_agg(-1)) FROM old_rows;
  ELSE
    PERFORM account_qc_contact_add('phone', ARRAY[OLD.school_code, NEW.school_code], ARRAY[OLD.phone, NEW.phone], ARRAY[-1, 1]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER student_account_account_qc_contact_insert AFTER INSERT ON student_account REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_contact_accounts();
CREATE TRIGGER student_account_account_qc_contact_delete AFTER DELETE ON student_account REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_contact_accounts();
CREATE TRIGGER student_account_account_qc_contact_update AFTER UPDATE OF phone, school_code ON student_account
  FOR EACH ROW EXECUTE FUNCTION account_qc_contact_accounts();

INSERT INTO account_qc_contact (school_code, kind, contact, holders)
SELECT school_code, 'email', lower(email), count(*) FROM student WHERE email IS NOT NULL GROUP BY school_code, lower(email)
UNION ALL
SELECT school_code, 'phone', phone, count(*) FROM student_account WHERE phone IS NOT NULL GROUP BY school_code, phone;
