-- Comment codes: what each federal comment code means (per aid year, shown or not), and the codes of a
-- student's current ISIR as items staff resolve.
CREATE TABLE comment_code_info (
  id          serial PRIMARY KEY,
  aid_year    integer NOT NULL,
  code        text NOT NULL CHECK (code ~ '^[0-9]{3}$'),
  description text NOT NULL DEFAULT '',
  display     boolean NOT NULL DEFAULT true,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (aid_year, code)
);

CREATE TABLE student_comment_code_link (
  id             serial PRIMARY KEY,
  school_code    text NOT NULL,
  student_id     integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  aid_year       integer NOT NULL,
  code           text NOT NULL,
  -- The ISIR transaction that carried the code (kept when a later transaction no longer does).
  isir_record_id bigint REFERENCES isir_record (id) ON DELETE SET NULL,
  resolved       boolean NOT NULL DEFAULT false,
  resolved_by    text,
  resolved_at    timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, aid_year, code)
);
