-- Reports sort by the student's name as they show it ("Last, First", case-insensitive) by default: in this order
-- an index gives a report's first page without reading and sorting every student of the school (issue 10).
CREATE INDEX IF NOT EXISTS student_report_name_idx ON student (school_code, lower(last_name || ', ' || first_name), id);
