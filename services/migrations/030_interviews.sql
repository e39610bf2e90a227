-- The interview engine: templates (one revision of an interview type per aid year), their steps,
-- questions, choices, step-question links and events; a student's answers, history, identity
-- verification attempts and uploaded documents.

-- A template: what an interview type asks in one aid year. A later revision replaces it for links not yet started.
CREATE TABLE interview_revision (
  id                 serial PRIMARY KEY,
  interview_type_id  integer NOT NULL REFERENCES interview_type (id),
  aid_year           integer NOT NULL CHECK (aid_year BETWEEN 2000 AND 2100),
  revision           integer NOT NULL DEFAULT 1 CHECK (revision > 0),
  name               text NOT NULL,
  description        text,
  -- Built in /CRInterviewCreation: a comment-code resolution interview.
  is_comment_code    boolean NOT NULL DEFAULT false,
  first_step_id      integer,
  created_by         uuid,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (interview_type_id, aid_year, revision)
);

CREATE TABLE interview_step (
  id                    serial PRIMARY KEY,
  interview_revision_id integer NOT NULL REFERENCES interview_revision (id) ON DELETE CASCADE,
  step_key              text NOT NULL CHECK (step_key ~ '^[A-Za-z][A-Za-z0-9_]{0,49}$'),
  title                 text NOT NULL,
  instructions          text,
  sort_order            integer NOT NULL DEFAULT 0,
  -- Where to go after this step: the first rule whose answer matches, else default_next_step_key; neither: the end.
  -- Rules: [{ "questionKey": "...", "equals": "...", "nextStepKey": "..." }]
  next_rules            jsonb NOT NULL DEFAULT '[]',
  default_next_step_key text,
  UNIQUE (interview_revision_id, step_key)
);
ALTER TABLE interview_revision ADD FOREIGN KEY (first_step_id) REFERENCES interview_step (id) ON DELETE SET NULL;

CREATE TABLE interview_question (
  id                    serial PRIMARY KEY,
  interview_revision_id integer NOT NULL REFERENCES interview_revision (id) ON DELETE CASCADE,
  question_key          text NOT NULL CHECK (question_key ~ '^[A-Za-z][A-Za-z0-9_]{0,49}$'),
  question_type         text NOT NULL CHECK (question_type IN
    ('TEXT', 'NUMBER', 'DATE', 'CHOICE', 'MULTIPLE_CHOICE', 'FILE_UPLOAD', 'ACKNOWLEDGEMENT', 'SIGNATURE', 'IDENTITY_VERIFICATION')),
  text                  text NOT NULL,
  help_text             text,
  required              boolean NOT NULL DEFAULT true,
  min_value             numeric,
  max_value             numeric,
  max_length            integer CHECK (max_length IS NULL OR max_length BETWEEN 1 AND 5000),
  -- IDENTITY_VERIFICATION: which fact of the student record the answer must match.
  identity_fact         text CHECK (identity_fact IS NULL OR identity_fact IN ('DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'STUDENT_NUMBER')),
  UNIQUE (interview_revision_id, question_key)
);

CREATE TABLE question_choice (
  id                    serial PRIMARY KEY,
  interview_question_id integer NOT NULL REFERENCES interview_question (id) ON DELETE CASCADE,
  value                 text NOT NULL,
  label                 text NOT NULL,
  sort_order            integer NOT NULL DEFAULT 0,
  UNIQUE (interview_question_id, value)
);

CREATE TABLE step_question_link (
  id                    serial PRIMARY KEY,
  interview_step_id     integer NOT NULL REFERENCES interview_step (id) ON DELETE CASCADE,
  interview_question_id integer NOT NULL REFERENCES interview_question (id) ON DELETE CASCADE,
  sort_order            integer NOT NULL DEFAULT 0,
  UNIQUE (interview_step_id, interview_question_id)
);

-- What happens when an interview starts or is submitted (a confirmation e-mail, a note in the activity log).
CREATE TABLE interview_event (
  id                    serial PRIMARY KEY,
  interview_revision_id integer NOT NULL REFERENCES interview_revision (id) ON DELETE CASCADE,
  event_type            text NOT NULL CHECK (event_type IN ('ON_START', 'ON_SUBMIT')),
  action                text NOT NULL CHECK (action IN ('EMAIL_CONFIRMATION', 'RECORD_ACTIVITY')),
  message               text
);

-- A task list item remembers the template it was started on and where the student is.
ALTER TABLE student_interview_link
  ADD COLUMN interview_revision_id integer REFERENCES interview_revision (id),
  ADD COLUMN current_step_id       integer REFERENCES interview_step (id) ON DELETE SET NULL,
  ADD COLUMN step_path             integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN submitted_at          timestamptz,
  ADD COLUMN signed_name           text,
  ADD COLUMN signed_at             timestamptz,
  ADD COLUMN signed_by_account_id  integer REFERENCES student_account (id) ON DELETE SET NULL;

CREATE TABLE interview_answer (
  id                         serial PRIMARY KEY,
  student_interview_link_id  integer NOT NULL REFERENCES student_interview_link (id) ON DELETE CASCADE,
  interview_question_id      integer NOT NULL REFERENCES interview_question (id) ON DELETE CASCADE,
  value                      jsonb NOT NULL,
  answered_by                uuid NOT NULL,
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_interview_link_id, interview_question_id)
);

-- Every step saved, reset and submission: the interview history staff read.
CREATE TABLE interview_attempt (
  id                         bigserial PRIMARY KEY,
  student_interview_link_id  integer NOT NULL REFERENCES student_interview_link (id) ON DELETE CASCADE,
  interview_step_id          integer REFERENCES interview_step (id) ON DELETE SET NULL,
  action                     text NOT NULL CHECK (action IN ('STEP_SAVED', 'RESET', 'SUBMITTED')),
  answers                    jsonb NOT NULL DEFAULT '{}',
  actor_uuid                 uuid NOT NULL,
  actor_role                 text NOT NULL,
  created_at                 timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX interview_attempt_link_idx ON interview_attempt (student_interview_link_id, id);

-- The answer itself is not kept (it is a date of birth or SSN digits): only whether it matched.
CREATE TABLE identity_verification_attempt (
  id                         bigserial PRIMARY KEY,
  student_interview_link_id  integer NOT NULL REFERENCES student_interview_link (id) ON DELETE CASCADE,
  interview_question_id      integer NOT NULL REFERENCES interview_question (id) ON DELETE CASCADE,
  question_text              text NOT NULL,
  matched                    boolean NOT NULL,
  actor_uuid                 uuid NOT NULL,
  created_at                 timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_verification_attempt_link_idx ON identity_verification_attempt (student_interview_link_id, interview_question_id);

CREATE TABLE interview_upload (
  id                         serial PRIMARY KEY,
  uuid                       uuid NOT NULL UNIQUE,
  student_interview_link_id  integer NOT NULL REFERENCES student_interview_link (id) ON DELETE CASCADE,
  interview_question_id      integer NOT NULL REFERENCES interview_question (id),
  file_name                  text NOT NULL,
  content_type               text NOT NULL,
  size_bytes                 integer NOT NULL,
  sha256                     text NOT NULL,
  blob_key                   text NOT NULL,
  version_id                 integer NOT NULL DEFAULT 1,
  uploaded_by                uuid NOT NULL,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  deleted_at                 timestamptz
);
CREATE INDEX interview_upload_link_idx ON interview_upload (student_interview_link_id) WHERE deleted_at IS NULL;
