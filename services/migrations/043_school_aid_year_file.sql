-- Files a school publishes (forms, instructions), per aid year or for every year (aid_year null), by file type.
CREATE TABLE school_aid_year_file (
  id          serial PRIMARY KEY,
  school_code text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  aid_year    integer,
  file_type   integer NOT NULL CHECK (file_type >= 0),
  file_name   text NOT NULL,
  blob_key    text NOT NULL,
  size_bytes  integer NOT NULL,
  uploaded_by text,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE NULLS NOT DISTINCT (school_code, aid_year, file_type)
);
