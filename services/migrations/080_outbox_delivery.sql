-- Delivery of the outbox: each message is claimed by one worker (SKIP LOCKED), sent by SMTP or the SMS provider,
-- and stamped with what happened. A message stays QUEUED (as before) while no transport is configured.
ALTER TABLE outbox_message
  ADD COLUMN kind text NOT NULL DEFAULT 'NOTICE'
    CHECK (kind IN ('SIGN_IN_CODE', 'ACCOUNT', 'NOTICE', 'REMINDER')),
  ADD COLUMN school_code text REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE SET NULL,
  ADD COLUMN status text NOT NULL DEFAULT 'QUEUED'
    CHECK (status IN ('QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claimed_at timestamptz,
  ADD COLUMN claimed_by text,
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN delivered_at timestamptz,
  ADD COLUMN failure_reason text,
  ADD COLUMN provider_message_id text,
  -- A reminder's one-click opt-out address, sent as List-Unsubscribe (the reminder planner fills it).
  ADD COLUMN unsubscribe_url text;

-- Messages sent before delivery existed were only logged; they count as sent where sent_at says so.
UPDATE outbox_message SET status = 'SENT' WHERE sent_at IS NOT NULL;

-- The workers' queue: sign-in codes first (priority), then oldest first.
CREATE INDEX outbox_message_due_idx ON outbox_message ((kind <> 'SIGN_IN_CODE'), next_attempt_at, id)
  WHERE status = 'QUEUED';
CREATE INDEX outbox_message_provider_idx ON outbox_message (provider_message_id)
  WHERE provider_message_id IS NOT NULL;

-- Which message carried a challenge's latest code, so the sign-in screen can say when it could not be sent.
ALTER TABLE mfa_challenge ADD COLUMN last_message_id bigint;
