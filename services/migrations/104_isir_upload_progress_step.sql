-- locks: builds a partial index on student_all in one scan of the table; writes to students wait for that scan.
-- What an import is doing after its records are read (issue 22: the upload page's progress moves at least every 2 s
-- until the file is done): on a server, the steps of the file's one transaction once its last record is written
-- (choosing current ISIRs, selection, task list items); on the embedded database, that the file is being published.
ALTER TABLE isir_upload ADD COLUMN progress_step text
  CHECK (progress_step IN ('READING', 'PUBLISHING', 'CHOOSING_CURRENT_ISIRS', 'UPDATING_SELECTION', 'ADDING_TASK_LIST_ITEMS'));

-- The publishing transaction is short enough for that only if the rows of the students a file creates are written by
-- the batches that create them (unseen until the publish, as the students are): their task list items, their
-- report years, their Account QC counts.
-- Account QC counts every student row, published or not: the report lists only the holders it can see, so a contact
-- whose second holder is still unpublished shows no pair. Deleting an unpublished student takes its count back.
-- Students of an upload left unpublished by a stopped process were not counted; they will be deleted (an import starts
-- again from the start of its file), and a deletion now takes a count back: they are counted first.
SELECT account_qc_contact_add('email', array_agg(school_code), array_agg(lower(email)), array_agg(1))
  FROM student_all WHERE created_by_upload_id IN (SELECT upload_id FROM isir_upload_unpublished);
CREATE OR REPLACE FUNCTION account_qc_contact_students() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- The report years of unpublished students are in report_year_student too; the reports that count it directly leave
-- them out by this index (nearly always: no upload unpublished, nothing to look up).
CREATE INDEX student_all_created_by_upload_idx ON student_all (created_by_upload_id) WHERE created_by_upload_id IS NOT NULL;
