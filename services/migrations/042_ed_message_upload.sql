-- A mailbox file's import is an ISIR upload (origin MAILBOX); its status follows that upload's.
ALTER TABLE ed_message ADD COLUMN isir_upload_id integer REFERENCES isir_upload (id);
