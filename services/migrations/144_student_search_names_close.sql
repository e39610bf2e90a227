-- locks: creates one function and drops another; no row is read or written.
-- A misspelt name's search (issue 28) read every student bearing a close name (the bench's 'Casellanos': 2,000 from
-- the last name index), matched them to the names by hash, counted them in a window and sorted them all for a page of
-- 25 (EXPLAIN ANALYZE on PGlite, 100,000 students: 2,000 rows through each of the four steps). The names kept by
-- migration 138 already count their students: the total is their sum (less the students of an unpublished upload,
-- whom the view leaves out), and the page reads the students of the closest names first, a last name at a time in
-- id order, and stops when it is full. The close names as student_search_names_alike found them, each (last name,
-- name) once with the students of the schools bearing it.
-- The close names are looked up by the trigram index first, the schools filtered after: student_search_name is never
-- analysed on the embedded database (no autovacuum), and without statistics the planner took the primary key's
-- school for 4 rows and compared all the school's names by trigrams instead (bench, 'Casellanos': 1,587 names
-- compared, 4 ms; by the trigram index, 27 names read, 1 ms). With statistics (a server) it chose the trigram index
-- already: the same plan.
CREATE FUNCTION student_search_names_close(p_schools text[], p_text text)
RETURNS TABLE (last_key text, name text, similarity real, students integer) LANGUAGE sql STABLE ROWS 50
  SET pg_trgm.word_similarity_threshold = 0.45 SET enable_seqscan = off SET enable_indexscan = off
  SET enable_indexonlyscan = off AS $$
  WITH alike AS MATERIALIZED (
    SELECT n.school_code, n.last_key, n.name, n.students FROM student_search_name n
     WHERE n.name OPERATOR(public.%>) p_text)
  SELECT c.last_key, c.name, public.word_similarity(p_text, c.name), sum(c.students)::integer FROM alike c
   WHERE c.school_code = ANY(p_schools)
   GROUP BY c.last_key, c.name
$$;

DROP FUNCTION student_search_names_alike(text[], text);
