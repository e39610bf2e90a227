-- The limit on codes sent and not used is per account (a code by e-mail and one by SMS count together):
-- counted by recipient alone, switching the channel doubled it.
ALTER TABLE mfa_challenge ADD COLUMN account_key text;
CREATE INDEX mfa_challenge_account_idx ON mfa_challenge (account_key, last_sent_at);
