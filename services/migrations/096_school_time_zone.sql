-- Each school reads its dates (overdue, days left, days outstanding, announcements) in its own time zone; without
-- one, the installation's (TIME_ZONE, written to installation_setting at every start).
ALTER TABLE school ADD COLUMN time_zone text;

CREATE TABLE installation_setting (
  name  text PRIMARY KEY,
  value text NOT NULL
);

CREATE FUNCTION school_time_zone(code text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT s.time_zone FROM school s WHERE s.school_code = code),
                  (SELECT i.value FROM installation_setting i WHERE i.name = 'time_zone'),
                  'America/New_York')
$$;

-- The school's calendar date at a moment (default now): what its staff read as "today".
CREATE FUNCTION school_date(code text, at timestamptz DEFAULT now()) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE school_time_zone(code))::date
$$;
