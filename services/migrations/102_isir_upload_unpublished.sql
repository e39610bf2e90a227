-- locks: renames two tables and makes two views; no row is read or rewritten.
-- An ISIR file is imported all or nothing, and on the embedded database (PGlite, one connection) a transaction as
-- long as the file stopped every other request until it ended (issue 23). There the import now writes its records
-- and the students they create a batch per short transaction, into rows no reader sees, and one short transaction
-- publishes them. The rows an import has not published yet are those of an upload listed in isir_upload_unpublished;
-- the names everyone reads, `student` and `isir_record`, become views that leave them out. Only the import reads and
-- writes the tables behind them, `student_all` and `isir_record_all`. On a server the import keeps its one
-- transaction (its own connection; nothing waits for it), so nothing there is ever unpublished.
-- A column added to either table later is added to the `_all` table and the view made again: a view keeps the
-- columns it had when it was made.
CREATE TABLE isir_upload_unpublished (
  upload_id integer PRIMARY KEY REFERENCES isir_upload (id)
);

-- The upload that created the student (null: made by hand, by a roster, or before this release).
ALTER TABLE student ADD COLUMN created_by_upload_id integer;

ALTER TABLE student RENAME TO student_all;
ALTER TABLE isir_record RENAME TO isir_record_all;

-- NOT IN, not NOT EXISTS: an anti-join is estimated from the few distinct upload ids a school's records carry, and
-- the planner took nearly every row for unpublished (a report's first page: 64 s instead of 0.1 s); NOT IN is a
-- hashed look-up in the (nearly always empty) list, row by row, estimated as keeping half.
CREATE VIEW student AS
  SELECT * FROM student_all s
   WHERE s.created_by_upload_id IS NULL OR s.created_by_upload_id NOT IN (SELECT upload_id FROM isir_upload_unpublished);
CREATE VIEW isir_record AS
  SELECT * FROM isir_record_all r
   WHERE r.upload_id NOT IN (SELECT upload_id FROM isir_upload_unpublished);

-- The summaries kept by triggers count published rows only; the publishing transaction counts the upload's.
CREATE OR REPLACE FUNCTION report_year_student_isir_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_year_student (school_code, aid_year, student_id)
  SELECT st.school_code, n.aid_year, n.student_id FROM new_rows n JOIN student st ON st.id = n.student_id
   WHERE n.is_current AND n.school_code = st.school_code
     AND NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = n.upload_id)
   GROUP BY st.school_code, n.aid_year, n.student_id
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION account_qc_contact_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_qc_contact_add('email', array_agg(school_code), array_agg(lower(email)), array_agg(1)) FROM new_rows n
      WHERE NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = n.created_by_upload_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_contact_add('email', array_agg(school_code), array_agg(lower(email)), array_agg(-1)) FROM old_rows o
      WHERE NOT EXISTS (SELECT 1 FROM isir_upload_unpublished u WHERE u.upload_id = o.created_by_upload_id);
  ELSE
    PERFORM account_qc_contact_add('email', ARRAY[OLD.school_code, NEW.school_code], ARRAY[lower(OLD.email), lower(NEW.email)], ARRAY[-1, 1]);
  END IF;
  RETURN NULL;
END $$;

-- A task list item adds its student to the year unless the student is already there: the publishing transaction
-- creates a file's items for students it has just added, and the upsert of each was most of that statement's time.
CREATE OR REPLACE FUNCTION report_year_student_item_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_year_student (school_code, aid_year, student_id)
  SELECT st.school_code, n.aid_year, n.student_id FROM new_rows n JOIN student st ON st.id = n.student_id
   WHERE NOT EXISTS (SELECT 1 FROM report_year_student y
                      WHERE y.student_id = n.student_id AND y.aid_year = n.aid_year AND y.school_code = st.school_code)
   GROUP BY st.school_code, n.aid_year, n.student_id
  ON CONFLICT (student_id, aid_year) DO UPDATE SET school_code = EXCLUDED.school_code
   WHERE report_year_student.school_code IS DISTINCT FROM EXCLUDED.school_code;
  RETURN NULL;
END $$;

-- The stage of migration 098 held a file's decoded records until one transaction published them: no longer used.
DROP TABLE isir_import_stage;
