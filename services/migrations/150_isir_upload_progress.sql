-- How far a running ISIR import is, in a row of its own. The progress was written to the upload's row (isir_upload)
-- once a batch, from a connection of its own, while a server's import holds its one transaction open: each write
-- left one more version of that row that the open transaction keeps from being cleaned up, and each of the import's
-- records checks its upload_id against that row (its foreign key). That check walked the versions, so it cost more
-- with every batch: 36 µs a record at the first batch, 130 µs at the 250th (100,000 records, auto_explain;
-- isir_record_student_id_fkey stayed at 7 µs). The import's records do not reference this row: it may change as
-- often as it likes. The upload keeps progress_records and progress_step for a finished import (and for a replica of
-- the previous release still running its own imports), and readers prefer this row while it exists
-- (uploads.queries.ts); the import's outcome removes it in the transaction that writes that outcome.
CREATE TABLE isir_upload_progress (
  upload_id integer PRIMARY KEY REFERENCES isir_upload (id) ON DELETE CASCADE,
  records   integer NOT NULL DEFAULT 0,
  step      text CHECK (step IN ('READING', 'PUBLISHING', 'CHOOSING_CURRENT_ISIRS', 'UPDATING_SELECTION',
                                 'ADDING_TASK_LIST_ITEMS'))
);
