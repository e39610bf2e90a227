-- Reports (issue 10): the ISIR values the reports read as columns (filled on import), the staff flags the
-- watchlist and institutional-selection reports list, report exports run as jobs, and indexes for 100k students.

-- Mailing address (postcards), SSA match (non-matching SSN), dependency override and the FPS C flag (comment codes).
ALTER TABLE isir_record
  ADD COLUMN street_address      text,
  ADD COLUMN city                text,
  ADD COLUMN state               text,
  ADD COLUMN zip_code            text,
  ADD COLUMN ssa_match_status    text,
  ADD COLUMN dependency_override text,
  ADD COLUMN c_flag              text;

-- A student flagged by staff (one open flag per student; unflagging keeps the row for the record).
CREATE TABLE student_watchlist (
  id           serial PRIMARY KEY,
  school_code  text NOT NULL,
  student_id   integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  reason       text NOT NULL,
  flagged_by   text NOT NULL,
  flagged_at   timestamptz NOT NULL DEFAULT now(),
  removed_by   text,
  removed_at   timestamptz
);
CREATE UNIQUE INDEX student_watchlist_open_idx ON student_watchlist (student_id) WHERE removed_at IS NULL;
CREATE INDEX student_watchlist_school_idx ON student_watchlist (school_code, flagged_at DESC);

-- The school selected the student for verification itself (not ED), for one aid year, with its reason.
CREATE TABLE institutional_selection (
  id           serial PRIMARY KEY,
  school_code  text NOT NULL,
  student_id   integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  aid_year     integer NOT NULL,
  reason       text NOT NULL,
  selected_by  text NOT NULL,
  selected_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, aid_year)
);
CREATE INDEX institutional_selection_school_idx ON institutional_selection (school_code, aid_year);

-- A report export too large to download at once: written by a job to the blob store, downloaded when done.
CREATE TABLE report_export (
  id           serial PRIMARY KEY,
  uuid         uuid NOT NULL UNIQUE,
  school_code  text NOT NULL,
  report       text NOT NULL,
  aid_year     integer NOT NULL,
  format       text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  request      jsonb NOT NULL,
  status       text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  job_id       integer,
  row_count    integer,
  size_bytes   bigint,
  blob_key     text,
  file_name    text NOT NULL,
  error        text,
  created_by   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
CREATE INDEX report_export_school_idx ON report_export (school_code, report, created_at DESC);

-- The reports start from the aid year's current ISIR of each student of the school.
CREATE INDEX isir_record_current_idx ON isir_record (school_code, aid_year, student_id) WHERE is_current;
CREATE INDEX student_interview_link_year_idx ON student_interview_link (aid_year, student_id);
CREATE INDEX isir_change_student_idx ON isir_change (student_id, aid_year);
CREATE INDEX student_comment_code_link_school_idx ON student_comment_code_link (school_code, aid_year);
-- Account QC: students sharing an ISIR mailing address.
CREATE INDEX isir_record_address_idx ON isir_record (school_code, aid_year, lower(street_address), zip_code) WHERE is_current AND street_address IS NOT NULL;
