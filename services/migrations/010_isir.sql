-- The ISIR pipeline: federal record layouts as data, uploaded files, their records, what changed between
-- transactions, and the ISIR view settings (tabs, groups, elements; shared masters and per-school copies).

-- One record layout of one award year (a year may have variants told apart by a selector column).
CREATE TABLE isir_record_info (
  id              serial PRIMARY KEY,
  aid_year        integer NOT NULL CHECK (aid_year BETWEEN 2000 AND 2100),
  ed_year_code    text NOT NULL CHECK (ed_year_code ~ '^[0-9]$'),  -- field 1, the year indicator
  variant         text NOT NULL DEFAULT '',
  -- A record reads with this layout when its selector column holds selector_value; no selector: the year's default.
  selector_start  integer,
  selector_length integer,
  selector_value  text,
  record_length   integer NOT NULL CHECK (record_length > 0),
  name            text NOT NULL,
  source          text,
  sections        jsonb NOT NULL DEFAULT '[]',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (aid_year, variant)
);

CREATE TABLE isir_record_element_info (
  id                  serial PRIMARY KEY,
  isir_record_info_id integer NOT NULL REFERENCES isir_record_info (id) ON DELETE CASCADE,
  cps_number          integer,            -- NULL for filler the layout does not number
  attribute_name      text NOT NULL,
  display_name        text NOT NULL,
  start_offset        integer NOT NULL CHECK (start_offset >= 0),  -- 0-based column
  length              integer NOT NULL CHECK (length > 0),
  section             text,
  path                text,               -- FSA's path (/student/identity/First_Name)
  enum_name           text,
  blank_allowed       boolean NOT NULL DEFAULT true,
  expect              text,
  filler              boolean NOT NULL DEFAULT false,
  suppressed          boolean NOT NULL DEFAULT false,
  fti                 boolean NOT NULL DEFAULT false,          -- federal tax information: FTI permission only
  rules               jsonb NOT NULL DEFAULT '[]',
  notes               jsonb NOT NULL DEFAULT '[]',
  UNIQUE (isir_record_info_id, attribute_name)
);
-- Field numbers are not unique in every published layout (the 2026-27 revision reuses a few).
CREATE INDEX isir_record_element_info_number_idx ON isir_record_element_info (isir_record_info_id, cps_number);

CREATE TABLE isir_enum_info (
  id                  serial PRIMARY KEY,
  isir_record_info_id integer NOT NULL REFERENCES isir_record_info (id) ON DELETE CASCADE,
  aid_year            integer NOT NULL,
  name                text NOT NULL,       -- the enumName of the elements using it
  code                text NOT NULL,
  value               text NOT NULL,       -- the label
  description         text,
  suppressed          boolean NOT NULL DEFAULT false,
  UNIQUE (isir_record_info_id, name, code)
);

-- One ISIR file received (the spec's ISIR header): upload or mailbox, its outcome and counts.
CREATE TABLE isir_upload (
  id                    serial PRIMARY KEY,
  uuid                  uuid NOT NULL UNIQUE,
  school_code           text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE,
  aid_year              integer,
  file_name             text NOT NULL,
  origin                text NOT NULL CHECK (origin IN ('UPLOAD', 'MAILBOX')),
  status                text NOT NULL CHECK (status IN ('QUEUED', 'RUNNING', 'IMPORTED', 'FAILED')),
  size_bytes            bigint NOT NULL DEFAULT 0,
  sha256                text,
  blob_key              text,
  job_id                integer,
  record_count          integer NOT NULL DEFAULT 0,
  imported_count        integer NOT NULL DEFAULT 0,
  duplicate_count       integer NOT NULL DEFAULT 0,
  new_student_count     integer NOT NULL DEFAULT 0,
  updated_student_count integer NOT NULL DEFAULT 0,
  selected_count        integer NOT NULL DEFAULT 0,
  warning_count         integer NOT NULL DEFAULT 0,
  error_count           integer NOT NULL DEFAULT 0,
  error                 text,
  warnings              jsonb NOT NULL DEFAULT '[]',   -- the first ones, for the log screen
  progress_records      integer NOT NULL DEFAULT 0,
  uploaded_by_uuid      uuid,
  uploaded_by_name      text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  finished_at           timestamptz
);
CREATE INDEX isir_upload_school_idx ON isir_upload (school_code, created_at DESC);

-- One ISIR transaction: the raw record (encrypted) plus the columns the product queries.
CREATE TABLE isir_record (
  id                       bigserial PRIMARY KEY,
  upload_id                integer NOT NULL REFERENCES isir_upload (id) ON DELETE CASCADE,
  school_code              text NOT NULL,
  aid_year                 integer NOT NULL,
  isir_record_info_id      integer NOT NULL REFERENCES isir_record_info (id),
  student_id               integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  line_number              integer NOT NULL,
  transaction_key          text NOT NULL,     -- transaction UUID; a hash of the record when blank
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
  ssn_hmac                 text,
  ssn_last_four            text,
  email                    text,
  tracking_flag            text,
  selected_for_verification text,
  comment_codes            text[] NOT NULL DEFAULT '{}',
  reject_codes             text,
  transaction_receipt_date date,
  transaction_process_date date,
  is_current               boolean NOT NULL DEFAULT false,
  warning_count            integer NOT NULL DEFAULT 0,
  warnings                 jsonb,
  raw_encrypted            text NOT NULL,
  created_at               timestamptz NOT NULL DEFAULT now(),
  UNIQUE (school_code, aid_year, transaction_key)
);
CREATE INDEX isir_record_upload_idx ON isir_record (upload_id, line_number);
CREATE INDEX isir_record_student_idx ON isir_record (student_id, aid_year, transaction_number);
CREATE INDEX isir_record_person_idx ON isir_record (school_code, aid_year, person_uuid);
CREATE INDEX isir_record_fafsa_idx ON isir_record (school_code, aid_year, fafsa_uuid);

-- What a later transaction changed (the change and dependency-change reports read it).
CREATE TABLE isir_change (
  id                 bigserial PRIMARY KEY,
  school_code        text NOT NULL,
  aid_year           integer NOT NULL,
  student_id         integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  isir_record_id     bigint NOT NULL REFERENCES isir_record (id) ON DELETE CASCADE,
  previous_record_id bigint REFERENCES isir_record (id) ON DELETE SET NULL,
  field              text NOT NULL CHECK (field IN ('SAI', 'DEPENDENCY', 'SELECTION')),
  old_value          text,
  new_value          text,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX isir_change_school_idx ON isir_change (school_code, aid_year, field, created_at DESC);

-- ISIR view settings: how the ISIR tab lays out a record. school_code NULL: the master (shared default).
CREATE TABLE isir_view_tab (
  id          serial PRIMARY KEY,
  school_code text REFERENCES school (school_code) ON UPDATE CASCADE,
  aid_year    integer NOT NULL,
  name        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  master_id   integer REFERENCES isir_view_tab (id) ON DELETE SET NULL,
  fti         boolean NOT NULL DEFAULT false
);
CREATE INDEX isir_view_tab_school_idx ON isir_view_tab (school_code, aid_year, sort_order);
CREATE TABLE isir_view_group (
  id          serial PRIMARY KEY,
  tab_id      integer NOT NULL REFERENCES isir_view_tab (id) ON DELETE CASCADE,
  name        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  master_id   integer REFERENCES isir_view_group (id) ON DELETE SET NULL
);
CREATE TABLE isir_view_element (
  id             serial PRIMARY KEY,
  group_id       integer NOT NULL REFERENCES isir_view_group (id) ON DELETE CASCADE,
  attribute_name text NOT NULL,
  display_name   text,
  sort_order     integer NOT NULL DEFAULT 0,
  master_id      integer REFERENCES isir_view_element (id) ON DELETE SET NULL
);
CREATE INDEX isir_view_element_group_idx ON isir_view_element (group_id, sort_order);
