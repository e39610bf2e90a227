-- Reminders that bring families back (issue 29): a plan per school and aid year, the reminders sent, opt-outs.

-- Which task lists earn a reminder, when, how often and how: one plan per school and aid year.
CREATE TABLE reminder_plan (
  school_code       text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  aid_year          integer NOT NULL CHECK (aid_year BETWEEN 2000 AND 2100),
  enabled           boolean NOT NULL DEFAULT false,
  -- Task-list item states that count as open (NEW, IN_PROGRESS, NEEDS_CORRECTION).
  item_statuses     text[] NOT NULL DEFAULT '{NEW,IN_PROGRESS}'
    CHECK (item_statuses <@ '{NEW,IN_PROGRESS,NEEDS_CORRECTION}'::text[]),
  signature_missing boolean NOT NULL DEFAULT true,
  -- Days the task list has been still (no item changed) before the first reminder.
  first_after_days  integer NOT NULL DEFAULT 3 CHECK (first_after_days BETWEEN 0 AND 365),
  every_days        integer NOT NULL DEFAULT 7 CHECK (every_days BETWEEN 1 AND 365),
  max_reminders     integer NOT NULL DEFAULT 3 CHECK (max_reminders BETWEEN 1 AND 50),
  -- No reminder goes out between quiet_start and quiet_end, local time (the window may wrap past midnight).
  quiet_start       time NOT NULL DEFAULT '21:00',
  quiet_end         time NOT NULL DEFAULT '08:00',
  -- Schools have no time zone of their own yet; null reads as America/New_York.
  time_zone         text DEFAULT 'America/New_York',
  send_email        boolean NOT NULL DEFAULT true,
  send_sms          boolean NOT NULL DEFAULT false,
  updated_by        text,
  updated_at        timestamptz,
  PRIMARY KEY (school_code, aid_year),
  CHECK (send_email OR send_sms)
);

-- One pass over a plan (nightly job or a staff member's "send now").
CREATE TABLE reminder_run (
  id          bigserial PRIMARY KEY,
  school_code text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  aid_year    integer NOT NULL,
  ran_at      timestamptz NOT NULL,
  started_by  text,                      -- the staff member; null for the nightly job
  students    integer NOT NULL DEFAULT 0,
  messages    integer NOT NULL DEFAULT 0
);
CREATE INDEX reminder_run_plan_idx ON reminder_run (school_code, aid_year, ran_at DESC);

-- Each reminder queued: to whom, by which channel, what it said (what staff read on the student view).
CREATE TABLE reminder_sent (
  id                 bigserial PRIMARY KEY,
  run_id             bigint NOT NULL REFERENCES reminder_run (id) ON DELETE CASCADE,
  school_code        text NOT NULL,
  aid_year           integer NOT NULL,
  student_id         integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  student_account_id integer NOT NULL REFERENCES student_account (id) ON DELETE CASCADE,
  channel            text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  recipient          text NOT NULL,
  outbox_message_id  bigint REFERENCES outbox_message (id) ON DELETE SET NULL,
  subject            text NOT NULL,
  body               text NOT NULL,
  open_items         text NOT NULL DEFAULT '',          -- the open items named, one per line
  sent_at            timestamptz NOT NULL
);
CREATE INDEX reminder_sent_student_idx ON reminder_sent (student_id, aid_year, sent_at DESC);
CREATE INDEX reminder_sent_plan_idx ON reminder_sent (school_code, aid_year, student_id);

-- Addresses that asked for no more reminders: an e-mail (unsubscribe link) or a phone (STOP; START lifts it).
-- Sign-in codes and reset links still go: they are asked for by the person.
CREATE TABLE message_opt_out (
  channel      text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  address      text NOT NULL,            -- lower-case e-mail, or the phone's last 10 digits
  source       text NOT NULL CHECK (source IN ('UNSUBSCRIBE_LINK', 'SMS_STOP')),
  opted_out_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel, address)
);

-- The delivery job tells reminders (List-Unsubscribe) from sign-in codes by this.
ALTER TABLE outbox_message ADD COLUMN IF NOT EXISTS kind text;

-- The reminder's wording, per school on /MessageTemplates like every other message.
INSERT INTO notification_template (school_code, code, channel, name, subject, body) VALUES
  (NULL, 'REMINDER', 'EMAIL', 'Task list reminder (e-mail)', '{{schoolName}}: your verification task list is waiting',
   E'Hello {{studentName}},\n\n{{schoolName}} still needs the following to finish verifying your financial aid:\n{{openItems}}\n\nPlease complete them by {{dueDate}}: {{portalLink}}\n\nTo stop these reminders: {{unsubscribeLink}}'),
  (NULL, 'REMINDER', 'SMS', 'Task list reminder (text message)', 'Task list reminder',
   '{{schoolName}}: {{studentName}}, your aid verification still needs {{openItems}}. Due {{dueDate}}. {{portalLink}} Reply STOP to opt out.');
