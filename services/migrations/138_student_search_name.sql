-- locks: creates a table and fills it in one scan of student_all, adds its triggers (writes to students wait for both),
-- then drops the trigram index of student_all (a moment's lock).
-- A misspelt name is searched by trigrams (issue 28): the trigram index of migration 020 indexed every student's
-- name, so 'Casellanos' found the 2,000 students of the search bench named like Castellanos and each was read from
-- its own heap page and compared again (the index's recheck): 16 ms of the statement's 23. Names repeat: a school's
-- students share far fewer names than they are. The distinct names of each school's students, counted, are kept here
-- with a trigram index of their own; the search compares those, then reads the students bearing the close ones from
-- the name index of migration 137, index only. (How much that saves depends on how often names repeat: the bench's
-- 100,000 students share 1,600 names; a school's real roster repeats far less, and there a name's students are few
-- and the recheck was already cheap.) Counted as account_qc_contact (migration 078) counts e-mails, in the
-- transaction of each write: a name nobody bears any longer goes. Students of an unpublished upload (migration 102)
-- are counted too; the search reads its students through the view, which leaves them out.
CREATE TABLE student_search_name (
  school_code text NOT NULL,
  last_key    text NOT NULL,     -- lower(last_name): where the search finds the name's students
  name        text NOT NULL,     -- lower(first_name || ' ' || last_name): what the search compares
  students    integer NOT NULL,  -- students of student_all bearing it
  PRIMARY KEY (school_code, last_key, name)
);
CREATE INDEX student_search_name_trgm_idx ON student_search_name USING gin (name public.gin_trgm_ops);

-- Adds the changes in students bearing each name (a name may come more than once), in key order; a name nobody
-- bears any longer is removed.
CREATE FUNCTION student_search_name_add(p_school text[], p_first text[], p_last text[], p_delta integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO student_search_name AS n (school_code, last_key, name, students)
  SELECT s, lower(l), lower(f || ' ' || l), sum(d) FROM unnest(p_school, p_first, p_last, p_delta) AS t(s, f, l, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (school_code, last_key, name) DO UPDATE SET students = n.students + EXCLUDED.students;
  DELETE FROM student_search_name n USING unnest(p_school, p_first, p_last, p_delta) AS t(s, f, l, d)
   WHERE t.d < 0 AND n.school_code = t.s AND n.last_key = lower(t.l) AND n.name = lower(t.f || ' ' || t.l)
     AND n.students <= 0;
$$;

-- Rows inserted or deleted are counted a statement at a time (an ISIR import creates hundreds of students in one);
-- an update of a name or a school, a row at a time (a trigger on columns cannot see the statement's rows). Inserts,
-- the import's many, are added straight from the statement's rows: through student_search_name_add's arrays they cost
-- more (paired inserts of 20,000 students).
CREATE FUNCTION student_search_name_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO student_search_name AS n (school_code, last_key, name, students)
    SELECT school_code, lower(last_name), lower(first_name || ' ' || last_name), count(*) FROM new_rows
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (school_code, last_key, name) DO UPDATE SET students = n.students + EXCLUDED.students;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM student_search_name_add(array_agg(school_code), array_agg(first_name), array_agg(last_name), array_agg(-1))
       FROM old_rows;
  ELSE
    PERFORM student_search_name_add(ARRAY[OLD.school_code, NEW.school_code], ARRAY[OLD.first_name, NEW.first_name],
                                    ARRAY[OLD.last_name, NEW.last_name], ARRAY[-1, 1]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER student_search_name_insert AFTER INSERT ON student_all REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_search_name_students();
CREATE TRIGGER student_search_name_delete AFTER DELETE ON student_all REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_search_name_students();
CREATE TRIGGER student_search_name_update AFTER UPDATE OF first_name, last_name, school_code ON student_all
  FOR EACH ROW WHEN ((OLD.first_name, OLD.last_name, OLD.school_code) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.school_code))
  EXECUTE FUNCTION student_search_name_students();

INSERT INTO student_search_name (school_code, last_key, name, students)
SELECT school_code, lower(last_name), lower(first_name || ' ' || last_name), count(*) FROM student_all GROUP BY 1, 2, 3;

-- The names of the schools close to a misspelt one (`text <% name`, at the search's threshold: 0.6 misses a one-letter
-- typo in a short name, 0.45 still leaves unrelated names out), each with its similarity. Its own plan, by the trigram
-- index: the planner prices the trigram test as cheap as an equality and would compare every name of a school of a
-- few thousand names (2.5 ms on the bench's 1,600) rather than look up the few its trigrams share.
CREATE FUNCTION student_search_names_alike(p_schools text[], p_text text)
RETURNS TABLE (last_key text, name text, similarity real) LANGUAGE sql STABLE ROWS 50
  SET pg_trgm.word_similarity_threshold = 0.45 SET enable_seqscan = off SET enable_indexscan = off
  SET enable_indexonlyscan = off AS $$
  SELECT DISTINCT n.last_key, n.name, public.word_similarity(p_text, n.name) FROM student_search_name n
   WHERE n.school_code = ANY(p_schools) AND n.name OPERATOR(public.%>) p_text
$$;

-- The search reads the names above, not every student's: this index is of no use any more, and each student written
-- updated it.
DROP INDEX IF EXISTS student_name_trgm_idx;
