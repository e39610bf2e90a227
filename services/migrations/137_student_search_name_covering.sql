-- locks: builds two indexes of student_all in one scan of the table each, then drops the two they replace (writes to
-- students wait for the scans; reads do not).
-- A name search counts every match and sorts them (issue 28): 'Smit' matches 2,000 of 100,000 students, each on a
-- page of its own, so the search read 2,000 heap pages for 25 rows. The prefix indexes of migration 022 with the
-- name columns, the id and the upload that created the student (what the student view filters on) carried in the
-- index: the search reads its matches from the index alone (index-only, where the visibility map allows) and the
-- heap only for the page's rows. Same keys as the indexes they replace, so every look-up those served, these serve.
CREATE INDEX student_search_last_name_idx ON student_all (school_code, lower(last_name) text_pattern_ops)
  INCLUDE (id, first_name, last_name, created_by_upload_id);
CREATE INDEX student_search_first_name_idx ON student_all (school_code, lower(first_name) text_pattern_ops)
  INCLUDE (id, first_name, last_name, created_by_upload_id);
DROP INDEX IF EXISTS student_last_name_prefix_idx;
DROP INDEX IF EXISTS student_first_name_prefix_idx;
