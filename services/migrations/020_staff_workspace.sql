-- Staff verification workspace: what a verifier records on a student (memos, alerts, reminders, documents,
-- signatures, review) and the fuzzy name index for search.

-- Fuzzy name search. Installed in public so every schema (and each test schema on a shared server) finds it.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE INDEX student_name_trgm_idx ON student USING gin ((lower(first_name || ' ' || last_name)) public.gin_trgm_ops);

ALTER TABLE student
  ADD COLUMN student_ink_sign_agreed  boolean NOT NULL DEFAULT false,
  ADD COLUMN parent_ink_sign_agreed   boolean NOT NULL DEFAULT false,
  -- How each signature was given: E_SIGN or INK (null while unsigned).
  ADD COLUMN student_sign_method      text CHECK (student_sign_method IN ('E_SIGN', 'INK')),
  ADD COLUMN parent_sign_method       text CHECK (parent_sign_method IN ('E_SIGN', 'INK')),
  ADD COLUMN isir_locked              boolean NOT NULL DEFAULT false,
  ADD COLUMN isir_locked_transaction  text,
  ADD COLUMN postcards_sent_at        timestamptz,
  ADD COLUMN review_completed_at      timestamptz,
  ADD COLUMN review_completed_by      text;
CREATE INDEX student_school_status_idx ON student (school_code, status, last_name);

-- Notes staff keep on one task list item.
CREATE TABLE student_interview_link_memo (
  id                        serial PRIMARY KEY,
  school_code               text NOT NULL,
  student_id                integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  student_interview_link_id integer NOT NULL REFERENCES student_interview_link (id) ON DELETE CASCADE,
  text                      text NOT NULL,
  author_uuid               uuid NOT NULL,
  author_name               text NOT NULL,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_interview_link_memo_student_idx ON student_interview_link_memo (student_id, created_at DESC);

-- Alerts, memos and reminders on a student (entity type 1). Alerts have a severity; reminders a due date.
CREATE TABLE student_note (
  id          serial PRIMARY KEY,
  school_code text NOT NULL,
  student_id  integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  entity_type smallint NOT NULL DEFAULT 1,
  kind        text NOT NULL CHECK (kind IN ('ALERT', 'MEMO', 'REMINDER')),
  severity    text CHECK (severity IN ('error', 'success', 'message', 'warning', 'info')),
  text        text NOT NULL,
  due_date    date,
  expired     boolean NOT NULL DEFAULT false,
  author_uuid uuid NOT NULL,
  author_name text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'ALERT') = (severity IS NOT NULL))
);
CREATE INDEX student_note_student_idx ON student_note (student_id, kind, created_at DESC);

-- Documents staff upload to a student's file (the bytes live in the blob store).
CREATE TABLE processor_document (
  id                    serial PRIMARY KEY,
  school_code           text NOT NULL,
  student_id            integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  is_for_parent_account boolean NOT NULL DEFAULT false,
  file_name             text NOT NULL,
  content_type          text NOT NULL,
  size_bytes            integer NOT NULL,
  sha256                text NOT NULL,
  blob_key              text NOT NULL,
  uploaded_by           text NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX processor_document_student_idx ON processor_document (student_id);
