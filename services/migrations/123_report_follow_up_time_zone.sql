-- The dates kept for the Missing Student and Educational Purpose Reports (migration 122) are dates in the school's
-- time zone (school_time_zone, migration 096): a school given another time zone, or the installation's changed (what
-- schools without one read), dates their rows again. Nearly never; the installation's is written at every start,
-- mostly unchanged, which dates nothing.
CREATE FUNCTION report_follow_up_redate(p_schools text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_schools IS NULL OR cardinality(p_schools) = 0 THEN
    RETURN;
  END IF;
  EXECUTE $q$
  UPDATE report_missing_student c SET outstanding_on = (c.outstanding_since AT TIME ZONE z.zone)::date
    FROM (SELECT d.code, school_time_zone(d.code) AS zone FROM (SELECT DISTINCT unnest($1) AS code) d) z
   WHERE c.school_code = z.code AND c.outstanding_on <> (c.outstanding_since AT TIME ZONE z.zone)::date$q$ USING p_schools;
  EXECUTE $q$
  UPDATE report_educational_purpose c SET due_on = (c.selected_at AT TIME ZONE z.zone)::date + 60
    FROM (SELECT d.code, school_time_zone(d.code) AS zone FROM (SELECT DISTINCT unnest($1) AS code) d) z
   WHERE c.school_code = z.code AND c.due_on <> (c.selected_at AT TIME ZONE z.zone)::date + 60$q$ USING p_schools;
END $$;

-- A school added, removed or given another time zone (or code): its own rows.
CREATE FUNCTION report_follow_up_school_zone() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  schools text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(school_code) INTO schools FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(school_code) INTO schools FROM old_rows;
  ELSE
    SELECT array_agg(x.code) INTO schools FROM old_rows o JOIN new_rows n ON n.id = o.id
     CROSS JOIN LATERAL (VALUES (o.school_code), (n.school_code)) AS x(code)
     WHERE (o.school_code, o.time_zone) IS DISTINCT FROM (n.school_code, n.time_zone);
  END IF;
  PERFORM report_follow_up_redate(schools);
  RETURN NULL;
END $$;
CREATE TRIGGER school_follow_up_zone_insert AFTER INSERT ON school REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_school_zone();
CREATE TRIGGER school_follow_up_zone_update AFTER UPDATE ON school REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_school_zone();
CREATE TRIGGER school_follow_up_zone_delete AFTER DELETE ON school REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_school_zone();

-- The installation's time zone set, changed or removed: every school's rows (those with a zone of their own stay).
CREATE FUNCTION report_follow_up_installation_zone() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT EXISTS (SELECT 1 FROM new_rows WHERE name = 'time_zone') INTO changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT EXISTS (SELECT 1 FROM old_rows WHERE name = 'time_zone') INTO changed;
  ELSE
    SELECT EXISTS (SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.name = o.name
                    WHERE 'time_zone' IN (o.name, n.name) AND o.value IS DISTINCT FROM n.value) INTO changed;
  END IF;
  IF changed THEN
    PERFORM report_follow_up_redate(
      (SELECT array_agg(DISTINCT school_code) FROM (SELECT school_code FROM report_missing_student
                                                     UNION SELECT school_code FROM report_educational_purpose) k));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER installation_setting_follow_up_zone_insert AFTER INSERT ON installation_setting REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_installation_zone();
CREATE TRIGGER installation_setting_follow_up_zone_update AFTER UPDATE ON installation_setting
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_installation_zone();
CREATE TRIGGER installation_setting_follow_up_zone_delete AFTER DELETE ON installation_setting REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_follow_up_installation_zone();
