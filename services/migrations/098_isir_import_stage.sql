-- An ISIR file's records on their way in, decoded and checked, before the import publishes them in one short
-- transaction: on the embedded database (one connection) the file is staged in short statements that let other
-- requests take their turn. Only the import reads it; rows of an import that failed or stopped are deleted.
-- UNLOGGED: nothing here is worth recovering after a crash (the import runs again from the stored file).
CREATE UNLOGGED TABLE isir_import_stage (
  upload_id                integer NOT NULL REFERENCES isir_upload (id) ON DELETE CASCADE,
  line_number              integer NOT NULL,
  isir_record_info_id      integer NOT NULL,
  aid_year                 integer NOT NULL,
  transaction_key          text NOT NULL,
  transaction_uuid         text,
  fafsa_uuid               text,
  person_uuid              text,
  transaction_number       integer,
  dependency_model         text,
  sai                      integer,
  first_name               text,
  middle_name              text,
  last_name                text,
  date_of_birth            date,
  ssn_encrypted            text,
  ssn_hmac                 text,
  ssn_last_four            text,
  email                    text,
  tracking_flag            text,
  selected_for_verification text,
  comment_codes            text[] NOT NULL,
  reject_codes             text,
  transaction_receipt_date date,
  transaction_process_date date,
  warnings                 jsonb NOT NULL,
  report_fields            jsonb NOT NULL,
  raw_encrypted            text NOT NULL,
  PRIMARY KEY (upload_id, line_number)
);
