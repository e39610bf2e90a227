-- The student repository: rosters a school loads from its student information system (Banner, Colleague,
-- PeopleSoft, Workday), each row matched to the school's ISIR students, the rows a roster could not use, and the
-- status files sent back to the SIS (a header per file, its lines).

-- A roster row fills the student's phone where it is empty (ISIRs carry none the product keeps).
ALTER TABLE student ADD COLUMN IF NOT EXISTS phone text;

CREATE TABLE student_repository_upload (
  id               serial PRIMARY KEY,
  uuid             uuid NOT NULL UNIQUE,
  school_code      text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE,
  aid_year         integer NOT NULL CHECK (aid_year BETWEEN 2000 AND 2100),
  file_name        text NOT NULL,
  file_format      text NOT NULL CHECK (file_format IN ('CSV', 'XLSX')),
  size_bytes       bigint NOT NULL DEFAULT 0,
  row_count        integer NOT NULL DEFAULT 0,
  matched_count    integer NOT NULL DEFAULT 0,
  proposed_count   integer NOT NULL DEFAULT 0,
  unmatched_count  integer NOT NULL DEFAULT 0,
  error_count      integer NOT NULL DEFAULT 0,
  processed_count  integer NOT NULL DEFAULT 0,
  uploaded_by_uuid uuid,
  uploaded_by_name text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  processed_at     timestamptz
);
CREATE INDEX student_repository_upload_school_idx ON student_repository_upload (school_code, aid_year, created_at DESC);

-- One usable roster row. The SSN is sealed (AES-256-GCM) with a keyed hash for matching, as students' SSNs are.
CREATE TABLE student_repository (
  id                  bigserial PRIMARY KEY,
  upload_id           integer NOT NULL REFERENCES student_repository_upload (id) ON DELETE CASCADE,
  school_code         text NOT NULL,
  aid_year            integer NOT NULL,
  row_number          integer NOT NULL,
  school_student_id   text NOT NULL,
  ssn_encrypted       text,
  ssn_hmac            text,
  ssn_last_four       text NOT NULL CHECK (ssn_last_four ~ '^[0-9]{4}$'),
  date_of_birth       date NOT NULL,
  first_name          text NOT NULL,
  last_name           text NOT NULL,
  email               text,
  phone               text,
  enrollment_term     text,
  -- MATCHED: applied; PROPOSED: a fuzzy match staff have not yet accepted; UNMATCHED: no ISIR student found.
  match_status        text NOT NULL DEFAULT 'UNMATCHED' CHECK (match_status IN ('MATCHED', 'PROPOSED', 'UNMATCHED')),
  student_id          integer REFERENCES student (id) ON DELETE SET NULL,
  proposed_student_id integer REFERENCES student (id) ON DELETE SET NULL,
  match_score         real,
  match_reason        text,
  selected            boolean NOT NULL DEFAULT true,
  processed_at        timestamptz,
  UNIQUE (upload_id, row_number)
);
CREATE INDEX student_repository_status_idx ON student_repository (upload_id, match_status);
CREATE INDEX student_repository_student_idx ON student_repository (school_code, aid_year, student_id);

-- A roster row that could not be used: which row, which column, why (never the SSN itself).
CREATE TABLE student_repository_error (
  id          bigserial PRIMARY KEY,
  upload_id   integer NOT NULL REFERENCES student_repository_upload (id) ON DELETE CASCADE,
  school_code text NOT NULL,
  row_number  integer NOT NULL,
  column_name text,
  code        text NOT NULL,
  message     text NOT NULL
);
CREATE INDEX student_repository_error_upload_idx ON student_repository_error (upload_id, row_number);

-- A status file for the SIS: one per school and aid year each time it is made (on demand or by the schedule).
CREATE TABLE student_repository_transfer_header (
  id              serial PRIMARY KEY,
  uuid            uuid NOT NULL UNIQUE,
  school_code     text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE,
  aid_year        integer NOT NULL,
  file_format     text NOT NULL CHECK (file_format IN ('CSV', 'FIXED')),
  file_name       text NOT NULL,
  record_count    integer NOT NULL DEFAULT 0,
  verified_count  integer NOT NULL DEFAULT 0,
  selected_count  integer NOT NULL DEFAULT 0,
  size_bytes      bigint NOT NULL DEFAULT 0,
  blob_key        text NOT NULL,
  origin          text NOT NULL CHECK (origin IN ('ON_DEMAND', 'SCHEDULED')),
  created_by_uuid uuid,
  created_by_name text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_repository_transfer_header_school_idx ON student_repository_transfer_header (school_code, aid_year, created_at DESC);

CREATE TABLE student_repository_transfer_record (
  id                       bigserial PRIMARY KEY,
  header_id                integer NOT NULL REFERENCES student_repository_transfer_header (id) ON DELETE CASCADE,
  school_code              text NOT NULL,
  line_number              integer NOT NULL,
  student_id               integer REFERENCES student (id) ON DELETE SET NULL,
  school_student_id        text NOT NULL,
  verification_status      text NOT NULL,
  verification_group       text,
  pell_verification_status text,
  sai                      integer,
  completion_date          date,
  UNIQUE (header_id, line_number)
);
CREATE INDEX student_repository_transfer_record_student_idx ON student_repository_transfer_record (school_code, student_id);

-- Installations seeded before this migration: the Manager role gets the student repository (new ones get it from the seed).
INSERT INTO role_permission_link (role_id, permission_id)
SELECT r.id, p.id FROM role r, permission p
 WHERE r.name = 'Manager' AND p.code IN ('STUDENT_REPOSITORY_VIEW', 'STUDENT_REPOSITORY_UPLOAD_REPORT_VIEW', 'STUDENT_REPOSITORY_ERROR_REPORT_VIEW')
ON CONFLICT DO NOTHING;
INSERT INTO role_permission_link (role_id, permission_id)
SELECT r.id, p.id FROM role r, permission p
 WHERE r.name = 'ReadOnly' AND p.code IN ('STUDENT_REPOSITORY_UPLOAD_REPORT_VIEW', 'STUDENT_REPOSITORY_ERROR_REPORT_VIEW')
ON CONFLICT DO NOTHING;

-- Demo installations started before this migration: Test University (the demo school) gets the student repository
-- for the demo aid year, as a fresh seed gives it. No other school is touched.
UPDATE school_isir_record_info i SET stud_repo = true
  FROM school s
 WHERE s.school_code = i.school_code AND s.school_code = '222222' AND s.school_name = 'Test University' AND i.aid_year = 2027;
