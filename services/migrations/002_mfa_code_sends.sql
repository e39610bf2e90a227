-- How many codes each sign-in challenge has sent, so the send limit counts only codes nobody used.
ALTER TABLE mfa_challenge ADD COLUMN sends integer NOT NULL DEFAULT 0;
ALTER TABLE mfa_challenge ADD COLUMN last_sent_at timestamptz;
CREATE INDEX mfa_challenge_recipient_idx ON mfa_challenge (lower(recipient), last_sent_at);
