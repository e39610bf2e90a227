-- locks: replaces one function and creates two; no row is read or rewritten.
-- account_qc_row_isir_addresses (migration 124) finds, for the current ISIRs a statement wrote, the students holding
-- their addresses by a statement planned again at each call (EXECUTE). On the embedded database an import's every batch
-- runs it. For up to 1,000 ISIRs (a batch's) it is now a static statement of a helper, its plan kept for the session,
-- as migrations 147 and 148 do (PGlite, 20,000-record import, paired runs on a loaded machine: the function's own time
-- 1.4-1.5 s before, 1.2-1.3 s after; the rest is running it, a probe per address). The statement is written once,
-- below, for the helper and for the larger sets that keep it planned for them (their plan as before: without OFFSET 0
-- the planner makes an ordinary join of its LATERAL subquery). enable_seqscan off (as before) and the generic plan
-- forced keep that plan the indexes' at any size (migration 141). The holders of each address are read in a LATERAL
-- subquery closed by OFFSET 0, by isir_record_address_members_idx (index only), and the students' Account QC rows
-- likewise, by their primary key (the generic plan, made on empty tables, read that key whole for the rule and hashed
-- it). (Migration 146 left it planned for each call: its join form's generic plan read the addresses by
-- isir_record_current_idx on school and year only; this form's, on empty tables and on analysed ones, by all four
-- columns.) ISIRs without an address read no index, as before. Same students.
CREATE FUNCTION account_qc_row_isir_addresses_sql(students text, schools text, years text, streets text, zips text,
                                                  fence text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
  WITH t AS MATERIALIZED (SELECT DISTINCT s, y, st, z FROM unnest(%2$s, %3$s, %4$s, %5$s) AS t(s, y, st, z)
                           WHERE s IS NOT NULL AND y IS NOT NULL AND st IS NOT NULL AND z IS NOT NULL),
  h AS MATERIALIZED (
    SELECT array_agg(DISTINCT r.student_id) AS ids
      FROM t CROSS JOIN LATERAL (SELECT r.student_id FROM isir_record_all r
                                  WHERE r.school_code = t.s AND r.aid_year = t.y AND lower(r.street_address) = t.st
                                    AND r.zip_code = t.z AND r.is_current AND r.street_address IS NOT NULL
                                    AND r.zip_code IS NOT NULL %6$s) r
     GROUP BY t.s, t.y, t.st, t.z)
  SELECT array_agg(DISTINCT x.id) FROM (
    SELECT unnest(h.ids) FROM h WHERE cardinality(h.ids) > 1
    UNION ALL
    SELECT k.student_id FROM (SELECT unnest(%1$s) UNION SELECT unnest(h.ids) FROM h) u(id)
     CROSS JOIN LATERAL (SELECT k.student_id FROM account_qc_row k
                          WHERE k.student_id = u.id AND k.rule = 'Shared address' %6$s) k) x(id)$q$,
    students, schools, years, streets, zips, fence)
$f$;

DO $do$
BEGIN
  EXECUTE format($f$
CREATE FUNCTION account_qc_row_isir_addresses_of(p_students integer[], p_schools text[], p_years integer[],
                                                 p_streets text[], p_zips text[]) RETURNS integer[] LANGUAGE plpgsql
  SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS %L$f$, format($b$
BEGIN
  RETURN (%s);
END $b$, account_qc_row_isir_addresses_sql('p_students', 'p_schools', 'p_years', 'p_streets', 'p_zips', 'OFFSET 0')));
END $do$;

CREATE OR REPLACE FUNCTION account_qc_row_isir_addresses(p_students integer[], p_schools text[], p_years integer[],
                                                         p_streets text[], p_zips text[]) RETURNS integer[]
  LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_students integer[];
BEGIN
  IF coalesce(cardinality(p_streets), 0) <= 1000 THEN
    RETURN account_qc_row_isir_addresses_of(p_students, p_schools, p_years, p_streets, p_zips);
  END IF;
  EXECUTE account_qc_row_isir_addresses_sql('$1', '$2', '$3', '$4', '$5', '')
    INTO v_students USING p_students, p_schools, p_years, p_streets, p_zips;
  RETURN v_students;
END $$;
