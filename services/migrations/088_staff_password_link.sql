-- One-time links for staff: the first administrator's (npm run setup) and a new staff member's, to choose a
-- password and the sign-in code channel. Only a hash of the token is kept, as for students' reset links.
ALTER TABLE account_token ADD COLUMN staff_user_id integer REFERENCES staff_user (id) ON DELETE CASCADE;
ALTER TABLE account_token DROP CONSTRAINT account_token_kind_check;
ALTER TABLE account_token ADD CONSTRAINT account_token_kind_check
  CHECK (kind IN ('PASSWORD_RESET', 'SMS_CONFIRMATION', 'STAFF_PASSWORD_SET'));
