-- ISIR corrections a school sends to FPS: what the student's documents show against what the ISIR says,
-- one row per field, and the correction files (batches) they were exported in.

CREATE TABLE isir_correction_batch (
  id               serial PRIMARY KEY,
  uuid             uuid NOT NULL UNIQUE,
  school_code      text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE,
  aid_year         integer NOT NULL,
  file_name        text NOT NULL,
  record_count     integer NOT NULL,
  correction_count integer NOT NULL,
  size_bytes       integer NOT NULL,
  sha256           text NOT NULL,
  blob_key         text NOT NULL,
  created_by       text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  download_count   integer NOT NULL DEFAULT 0,
  last_downloaded_at timestamptz
);
CREATE INDEX isir_correction_batch_school_idx ON isir_correction_batch (school_code, aid_year, created_at DESC);

CREATE TABLE isir_correction (
  id              serial PRIMARY KEY,
  school_code     text NOT NULL,
  student_id      integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  aid_year        integer NOT NULL,
  -- The transaction the verifier compared the documents with.
  isir_record_id  bigint NOT NULL REFERENCES isir_record (id) ON DELETE CASCADE,
  cps_number      integer NOT NULL,
  attribute_name  text NOT NULL,
  display_name    text NOT NULL,
  -- Both values sealed (AES-GCM): a correction may carry an SSN or income.
  isir_value_sealed      text NOT NULL,
  corrected_value_sealed text NOT NULL,
  status          text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'EXPORTED', 'CANCELLED')),
  batch_id        integer REFERENCES isir_correction_batch (id) ON DELETE SET NULL,
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
-- One waiting correction per field: a second one replaces the value.
CREATE UNIQUE INDEX isir_correction_pending_idx ON isir_correction (student_id, aid_year, attribute_name) WHERE status = 'PENDING';
CREATE INDEX isir_correction_school_idx ON isir_correction (school_code, aid_year, status);
CREATE INDEX isir_correction_student_idx ON isir_correction (student_id, aid_year);
