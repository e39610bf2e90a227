-- Foundation: schools, staff and their roles, permissions, students, accounts, task lists, identity.

CREATE TABLE school (
  id               serial PRIMARY KEY,
  school_code      text NOT NULL UNIQUE CHECK (school_code ~ '^[0-9A-Z]{6}$'),
  school_name      text NOT NULL,
  name             text NOT NULL,
  school_url       text NOT NULL UNIQUE,          -- PURL: the school's own sign-in address segment
  school_logo      text,                          -- base64 image
  default_aid_year integer NOT NULL,
  sid_name         text NOT NULL DEFAULT 'Student ID',
  stud_repo        boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE school_aid_year (
  school_code text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE,
  aid_year    integer NOT NULL CHECK (aid_year BETWEEN 2000 AND 2100),
  PRIMARY KEY (school_code, aid_year)
);

CREATE TABLE role (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  is_staff    boolean NOT NULL DEFAULT true
);

CREATE TABLE category (
  id        serial PRIMARY KEY,
  name      text NOT NULL,
  parent_id integer REFERENCES category (id),
  sort      integer NOT NULL DEFAULT 0
);

CREATE TABLE permission (
  id                   serial PRIMARY KEY,
  code                 text NOT NULL UNIQUE,
  name                 text NOT NULL,
  category_id          integer REFERENCES category (id),
  is_school_controlled boolean NOT NULL DEFAULT true
);

CREATE TABLE role_permission_link (
  id            serial PRIMARY KEY,
  role_id       integer NOT NULL REFERENCES role (id) ON DELETE CASCADE,
  permission_id integer NOT NULL REFERENCES permission (id) ON DELETE CASCADE,
  UNIQUE (role_id, permission_id)
);

CREATE TABLE staff_user (
  id                  serial PRIMARY KEY,
  uuid                uuid NOT NULL UNIQUE,
  email               text NOT NULL UNIQUE,
  first_name          text NOT NULL,
  last_name           text NOT NULL,
  phone               text,
  password_hash       text NOT NULL,
  default_school_code text REFERENCES school (school_code) ON UPDATE CASCADE,
  active              boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now()
);

-- The role a staff user has in each school they belong to.
CREATE TABLE staff_school_role (
  staff_user_id integer NOT NULL REFERENCES staff_user (id) ON DELETE CASCADE,
  school_code   text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE,
  role_id       integer NOT NULL REFERENCES role (id),
  PRIMARY KEY (staff_user_id, school_code)
);

CREATE TABLE student (
  id                 serial PRIMARY KEY,
  uuid               uuid NOT NULL UNIQUE,
  school_code        text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE,
  student_number     text NOT NULL,                -- the school's own student id (label: school.sid_name)
  first_name         text NOT NULL,
  last_name          text NOT NULL,
  email              text,
  date_of_birth      date,
  ssn_encrypted      text,                         -- AES-256-GCM, "keyId:iv:tag:ciphertext"
  ssn_hmac           text,                         -- keyed hash for exact look-up
  ssn_last_four      text CHECK (ssn_last_four ~ '^[0-9]{4}$'),
  dependency_status  smallint NOT NULL DEFAULT 1,  -- 0 independent, 1 dependent
  status             text NOT NULL DEFAULT 'SELECTED',
  verification_group text,
  student_sign_date  timestamptz,
  parent_sign_date   timestamptz,
  assigned_staff_id  integer REFERENCES staff_user (id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (school_code, student_number)
);
CREATE INDEX student_school_name_idx ON student (school_code, lower(last_name), lower(first_name));
CREATE INDEX student_school_email_idx ON student (school_code, lower(email));
CREATE INDEX student_school_last4_idx ON student (school_code, ssn_last_four);
CREATE INDEX student_ssn_hmac_idx ON student (ssn_hmac);

CREATE TABLE student_account (
  id            serial PRIMARY KEY,
  uuid          uuid NOT NULL UNIQUE,
  school_code   text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE,
  username      text NOT NULL,                    -- e-mail address
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  phone         text,
  mfa_option    text NOT NULL DEFAULT 'EMAIL' CHECK (mfa_option IN ('EMAIL', 'SMS')),
  password_hash text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (school_code, username)
);

CREATE TABLE student_account_link (
  id                  serial PRIMARY KEY,
  student_id          integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  student_account_id  integer NOT NULL REFERENCES student_account (id) ON DELETE CASCADE,
  account_type        smallint NOT NULL CHECK (account_type IN (0, 1, 3, 4)), -- student, parent, other parent, spouse
  e_sign_opt_out      boolean NOT NULL DEFAULT false,
  e_sign_opt_out_date timestamptz,
  UNIQUE (student_id, student_account_id)
);
CREATE INDEX student_account_link_account_idx ON student_account_link (student_account_id);

CREATE TABLE interview_type (
  id        serial PRIMARY KEY,
  type_code text NOT NULL UNIQUE,
  name      text NOT NULL
);

-- A task list item: one interview a student (or a parent) must complete for an aid year.
CREATE TABLE student_interview_link (
  id                     serial PRIMARY KEY,
  uuid                   uuid NOT NULL UNIQUE,
  student_id             integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  interview_type_id      integer NOT NULL REFERENCES interview_type (id),
  aid_year               integer NOT NULL,
  status                 text NOT NULL DEFAULT 'NEW' CHECK (status IN
    ('NEW', 'IN_PROGRESS', 'SUBMITTED', 'NEEDS_CORRECTION', 'VERIFIED', 'NOT_REQUIRED', 'AUTO_VERIFIED')),
  is_for_parent_account  boolean NOT NULL DEFAULT false,
  question_text          text,
  due_date               date,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_interview_link_student_idx ON student_interview_link (student_id, aid_year);

CREATE TABLE school_config (
  id          serial PRIMARY KEY,
  school_code text REFERENCES school (school_code) ON UPDATE CASCADE, -- null: applies to every school
  name        text NOT NULL,
  value       text NOT NULL,
  UNIQUE NULLS NOT DISTINCT (school_code, name)
);

-- Identity: signing keys (private half encrypted), refresh tokens, MFA challenges, throttling, outbox.
CREATE TABLE signing_key (
  kid                   text PRIMARY KEY,
  alg                   text NOT NULL,
  public_jwk            jsonb NOT NULL,
  private_jwk_encrypted text NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  retired_at            timestamptz
);

CREATE TABLE refresh_token (
  id           serial PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE,
  subject_kind text NOT NULL CHECK (subject_kind IN ('staff', 'student_account')),
  subject_id   integer NOT NULL,
  school_code  text NOT NULL,
  student_uuid uuid,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mfa_challenge (
  id           serial PRIMARY KEY,
  ticket_id    uuid NOT NULL UNIQUE,
  code_hash    text,
  recipient    text NOT NULL,
  message_type text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  expires_at   timestamptz,
  passed_at    timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_attempt (
  id         bigserial PRIMARY KEY,
  account    text NOT NULL,
  address    text NOT NULL,
  succeeded  boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempt_account_idx ON login_attempt (account, created_at);
CREATE INDEX login_attempt_address_idx ON login_attempt (address, created_at);

CREATE TABLE outbox_message (
  id         bigserial PRIMARY KEY,
  channel    text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  recipient  text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz
);

-- Every view of a student record, for the student activity log.
CREATE TABLE access_log (
  id          bigserial PRIMARY KEY,
  school_code text NOT NULL,
  actor_uuid  uuid NOT NULL,
  actor_role  text NOT NULL,
  student_id  integer REFERENCES student (id) ON DELETE CASCADE,
  action      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_log_student_idx ON access_log (student_id, created_at);
