-- Administration: holidays, the SAIG mailbox (settings, received messages, transfer log), FTI setup.

-- A day the office is closed (due dates skip it). school_code null: an installation default a school may copy.
CREATE TABLE holiday (
  id           serial PRIMARY KEY,
  school_code  text REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  holiday_date date NOT NULL,
  UNIQUE NULLS NOT DISTINCT (school_code, holiday_date)
);

-- US federal holidays (observed dates), the defaults schools copy.
INSERT INTO holiday (school_code, name, holiday_date) VALUES
  (NULL, 'New Year''s Day', '2026-01-01'), (NULL, 'Martin Luther King Jr. Day', '2026-01-19'),
  (NULL, 'Presidents Day', '2026-02-16'), (NULL, 'Memorial Day', '2026-05-25'), (NULL, 'Juneteenth', '2026-06-19'),
  (NULL, 'Independence Day', '2026-07-03'), (NULL, 'Labor Day', '2026-09-07'), (NULL, 'Columbus Day', '2026-10-12'),
  (NULL, 'Veterans Day', '2026-11-11'), (NULL, 'Thanksgiving Day', '2026-11-26'), (NULL, 'Christmas Day', '2026-12-25'),
  (NULL, 'New Year''s Day', '2027-01-01'), (NULL, 'Martin Luther King Jr. Day', '2027-01-18'),
  (NULL, 'Presidents Day', '2027-02-15'), (NULL, 'Memorial Day', '2027-05-31'), (NULL, 'Juneteenth', '2027-06-18'),
  (NULL, 'Independence Day', '2027-07-05'), (NULL, 'Labor Day', '2027-09-06'), (NULL, 'Columbus Day', '2027-10-11'),
  (NULL, 'Veterans Day', '2027-11-11'), (NULL, 'Thanksgiving Day', '2027-11-25'), (NULL, 'Christmas Day', '2027-12-24');

-- A school's federal mailbox: its TG (transmitter) number and the mailbox password, sealed (AES-GCM).
CREATE TABLE saig_mailbox (
  school_code     text PRIMARY KEY REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  tg_number       text CHECK (tg_number ~ '^TG[0-9]{5}$'),
  password_sealed text,
  folder_created  boolean NOT NULL DEFAULT false,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- A file received from the mailbox (an ED message). ed_file_status: 0 received, 1 imported, 2 import failed.
CREATE TABLE ed_message (
  id               serial PRIMARY KEY,
  school_code      text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  tg_number        text NOT NULL,
  unique_file_name text NOT NULL,
  message_class    text NOT NULL,            -- e.g. IDSA27OP (daily ISIRs), IDAP27OP (requested ISIRs)
  aid_year         integer,
  blob_key         text NOT NULL,
  size_bytes       integer NOT NULL,
  sha256           text NOT NULL,
  ed_file_status   smallint NOT NULL DEFAULT 0 CHECK (ed_file_status IN (0, 1, 2)),
  status_message   text,
  received_at      timestamptz NOT NULL DEFAULT now(),
  imported_at      timestamptz,
  UNIQUE (school_code, unique_file_name)
);
CREATE INDEX ed_message_school_idx ON ed_message (school_code, received_at DESC);

-- What the mailbox transport did: every poll, file received, failure.
CREATE TABLE ftp_log (
  id          bigserial PRIMARY KEY,
  school_code text REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  level       text NOT NULL CHECK (level IN ('INFO', 'ERROR')),
  message     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ftp_log_school_idx ON ftp_log (school_code, created_at DESC);

-- Who at a school may see federal tax information, and the agreement that allows it.
CREATE TABLE fti_setup (
  school_code        text PRIMARY KEY REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  fti_enabled        boolean NOT NULL DEFAULT false,
  agreement_signed_by text,
  agreement_date     date,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
