-- One-time tokens for students and parents: password reset links and SMS confirmation codes.
-- Only a hash of the token is kept.
CREATE TABLE account_token (
  id                 bigserial PRIMARY KEY,
  kind               text NOT NULL CHECK (kind IN ('PASSWORD_RESET', 'SMS_CONFIRMATION')),
  token_hash         text NOT NULL,
  student_account_id integer REFERENCES student_account (id) ON DELETE CASCADE,
  student_id         integer REFERENCES student (id) ON DELETE CASCADE,
  recipient          text NOT NULL,
  attempts           integer NOT NULL DEFAULT 0,
  expires_at         timestamptz NOT NULL,
  used_at            timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_token_hash_idx ON account_token (kind, token_hash);

-- A student's contact profile per aid year (the Settings screen).
CREATE TABLE student_profile (
  student_id  integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  aid_year    integer NOT NULL,
  profile     jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, aid_year)
);

ALTER TABLE student_account ADD COLUMN phone_confirmed_at timestamptz;
