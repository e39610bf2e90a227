-- locks: creates one function and drops another; no row is read or written.
-- A misspelt name's search (issue 28) read every student bearing a close name (the bench's 'Casellanos': 2,000 from
-- the last name index), matched them to the names by hash, counted them in a window and sorted them all for a page of
-- 25 (EXPLAIN ANALYZE on PGlite, 100,000 students: 2,000 rows through each of the four steps). The names kept by
-- migration 138 already count their students: the total is their sum (less the students of an unpublished upload,
-- whom the view leaves out), and the page reads the students of the closest names first, a last name at a time in
-- id order, and stops when it is full. The close names as student_search_names_alike found them, each (last name,
-- name) once with the students of the schools bearing it.
CREATE FUNCTION student_search_names_close(p_schools text[], p_text text)
RETURNS TABLE (last_key text, name text, similarity real, students integer) LANGUAGE sql STABLE ROWS 50
  SET pg_trgm.word_similarity_threshold = 0.45 SET enable_seqscan = off SET enable_indexscan = off
  SET enable_indexonlyscan = off AS $$
  SELECT n.last_key, n.name, public.word_similarity(p_text, n.name), sum(n.students)::integer
    FROM student_search_name n
   WHERE n.school_code = ANY(p_schools) AND n.name OPERATOR(public.%>) p_text
   GROUP BY n.last_key, n.name
$$;

DROP FUNCTION student_search_names_alike(text[], text);
