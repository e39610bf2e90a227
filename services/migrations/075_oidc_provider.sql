-- The embedded OpenID Connect provider's state (sessions, grants, codes, refresh tokens, interactions), one row
-- per stored model, so sign-ins survive restarts and are shared by every services process.
CREATE TABLE oidc_payload (
  model       text NOT NULL,
  id          text NOT NULL,
  payload     jsonb NOT NULL,
  grant_id    text,
  uid         text,
  user_code   text,
  expires_at  timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payload_grant_id ON oidc_payload (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payload_uid ON oidc_payload (uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payload_expires_at ON oidc_payload (expires_at);

-- The school (staff) or student (parents) a person last switched to: the provider's tokens carry it as
-- SCHOOL_CODE / UUID, as Keycloak's user attributes do, so a refreshed token keeps the choice.
CREATE TABLE oidc_account_choice (
  account_uuid text PRIMARY KEY,
  school_code  text REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  student_uuid text,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
