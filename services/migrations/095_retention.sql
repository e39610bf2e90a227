-- Retention of federal tax information (nightly job retention.purge): a kept file can be purged while its row
-- stays as the record that it existed (who received, imported, exported it and when).
ALTER TABLE ed_message ALTER COLUMN blob_key DROP NOT NULL;
ALTER TABLE ed_message ADD COLUMN purged_at timestamptz;
ALTER TABLE report_export ADD COLUMN purged_at timestamptz;

-- One-time maintenance steps done (e.g. every file written before sealing re-sealed), so the nightly job skips them.
CREATE TABLE maintenance_step (
  name    text PRIMARY KEY,
  done_at timestamptz NOT NULL DEFAULT now()
);
