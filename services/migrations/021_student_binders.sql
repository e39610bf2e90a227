-- Binders: one PDF of a student's (or parent's) verification file — cover page with the task list and the
-- signatures, then every processor document — kept in the blob store. A super binder holds everything.
CREATE TABLE student_binder (
  id                    serial PRIMARY KEY,
  uuid                  uuid NOT NULL UNIQUE,
  school_code           text NOT NULL,
  student_id            integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  aid_year              integer NOT NULL,
  kind                  text NOT NULL CHECK (kind IN ('BINDER', 'SUPER_BINDER')),
  is_for_parent_account boolean NOT NULL DEFAULT false,
  -- The signer signed in ink (the binder then carries the signature page to sign).
  ink_sign              boolean NOT NULL DEFAULT false,
  page_count            integer NOT NULL,
  size_bytes            integer NOT NULL,
  blob_key              text NOT NULL,
  created_by            text NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_binder_student_idx ON student_binder (student_id, aid_year, created_at DESC);
