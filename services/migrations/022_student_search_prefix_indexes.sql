-- Prefix search (LIKE 'rive%') on names and e-mail: the existing indexes use the database collation, which
-- LIKE cannot range-scan; text_pattern_ops can. With 100,000 students a prefix search no longer reads them all.
CREATE INDEX student_last_name_prefix_idx ON student (school_code, lower(last_name) text_pattern_ops);
CREATE INDEX student_first_name_prefix_idx ON student (school_code, lower(first_name) text_pattern_ops);
CREATE INDEX student_email_prefix_idx ON student (school_code, lower(email) text_pattern_ops);
