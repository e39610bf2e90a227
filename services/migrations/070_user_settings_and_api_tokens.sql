-- /userSettings: a staff member's own default aid year and sign-in code channel (staff had e-mail only).
ALTER TABLE staff_user ADD COLUMN default_aid_year integer;
ALTER TABLE staff_user ADD COLUMN mfa_option text NOT NULL DEFAULT 'EMAIL' CHECK (mfa_option IN ('EMAIL', 'SMS'));

-- API tokens for reporting scripts. Only the SHA-256 of the secret is kept: the secret is shown once.
CREATE TABLE api_token (
  id            serial PRIMARY KEY,
  uuid          uuid NOT NULL UNIQUE,
  staff_user_id integer NOT NULL REFERENCES staff_user (id) ON DELETE CASCADE,
  school_code   text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  name          text NOT NULL,
  role_id       integer NOT NULL REFERENCES role (id),
  read_only     boolean NOT NULL,
  secret_hash   text NOT NULL UNIQUE,          -- hex SHA-256 of the whole secret (avt_…)
  secret_hint   text NOT NULL,                 -- the secret's first characters, to tell tokens apart
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  last_used_at  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_token_owner_idx ON api_token (staff_user_id, school_code);

-- An installation seeded before API tokens existed gets the permission (a fresh one is seeded from the catalogue).
INSERT INTO permission (code, name, category_id, is_school_controlled)
SELECT 'API_TOKENS_MANAGE', 'Api tokens manage', (SELECT id FROM category WHERE name = 'Settings'), true
 WHERE EXISTS (SELECT 1 FROM role)
ON CONFLICT (code) DO NOTHING;
INSERT INTO role_permission_link (role_id, permission_id)
SELECT r.id, p.id FROM role r, permission p WHERE r.name IN ('SuperAdmin', 'Admin', 'Manager') AND p.code = 'API_TOKENS_MANAGE'
ON CONFLICT DO NOTHING;
