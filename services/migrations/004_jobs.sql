-- Background work (ISIR imports, mailbox polling, notifications): a queue in Postgres that any number of
-- service instances share. A job keeps its own checkpoint (progress) so it resumes after a restart.
CREATE TABLE job (
  id           bigserial PRIMARY KEY,
  kind         text NOT NULL,
  school_code  text,
  payload      jsonb NOT NULL DEFAULT '{}',
  status       text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  progress     jsonb NOT NULL DEFAULT '{}',
  result       jsonb,
  error        text,
  attempts     integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  run_after    timestamptz NOT NULL DEFAULT now(),
  locked_by    text,
  heartbeat_at timestamptz,
  dedupe_key   text UNIQUE,
  created_by   uuid,
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
CREATE INDEX job_ready_idx ON job (status, run_after, id);
CREATE INDEX job_school_idx ON job (school_code, created_at DESC);
