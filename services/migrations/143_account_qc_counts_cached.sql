-- locks: replaces two functions; no row is read or rewritten.
-- The Account QC counts (account_qc_contact, migration 078; account_qc_address, migration 110) are added to by every
-- statement writing students or ISIRs, and on the embedded database an import's every batch does so (migration 133
-- leaves its upkeep by statement there). Each call planned two statements, the counts' upsert and the removal of the
-- contacts nobody holds any longer, and planning cost more than running them (PGlite, 20,000-record import: 1.7 s
-- and 1.5 s of trigger time, 0.6-5 ms of planning a statement against 0.2-1.5 ms of execution). Now:
--   - the removal runs only when a change takes a holder away (a delta below zero): an insert's deltas are all +1, so
--     it had nothing to remove;
--   - the upserts are static statements of a plpgsql function, their plans kept for the session: they read no table
--     but the arbiter index of the counts' primary key, so the plan does not depend on the tables' sizes (the
--     removal, a join to the counts, stays planned for each statement: migration 109).
-- Same counts, written in the same (key) order.
CREATE OR REPLACE FUNCTION account_qc_contact_add(p_kind text, p_school text[], p_contact text[], p_delta integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_qc_contact (school_code, kind, contact, holders)
  SELECT s, p_kind, c, sum(d) FROM unnest(p_school, p_contact, p_delta) AS t(s, c, d)
   WHERE s IS NOT NULL AND c IS NOT NULL GROUP BY s, c HAVING sum(d) <> 0
  ON CONFLICT (school_code, kind, contact) DO UPDATE SET holders = account_qc_contact.holders + EXCLUDED.holders;
  IF 0 > ANY (p_delta) THEN
    EXECUTE $q$
    DELETE FROM account_qc_contact a USING unnest($2, $3, $4) AS t(s, c, d)
     WHERE t.d < 0 AND a.school_code = t.s AND a.kind = $1 AND a.contact = t.c AND a.holders <= 0$q$
    USING p_kind, p_school, p_contact, p_delta;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION account_qc_address_add(p_school text[], p_year integer[], p_street text[], p_zip text[], p_delta integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_qc_address AS a (school_code, aid_year, street, zip_code, holders)
  SELECT s, y, st, z, sum(d) FROM unnest(p_school, p_year, p_street, p_zip, p_delta) AS t(s, y, st, z, d)
   WHERE s IS NOT NULL AND y IS NOT NULL AND st IS NOT NULL AND z IS NOT NULL
   GROUP BY s, y, st, z HAVING sum(d) <> 0
   -- In key order, so that two statements adding to the same addresses take their rows' locks in one order.
   ORDER BY s, y, st, z
  ON CONFLICT (school_code, aid_year, street, zip_code) DO UPDATE SET holders = a.holders + EXCLUDED.holders;
  IF 0 > ANY (p_delta) THEN
    EXECUTE $q$
    DELETE FROM account_qc_address a USING (SELECT DISTINCT s, y, st, z FROM unnest($1, $2, $3, $4, $5) AS t(s, y, st, z, d)
                                             WHERE d < 0) t
     WHERE a.school_code = t.s AND a.aid_year = t.y AND a.street = t.st AND a.zip_code = t.z AND a.holders <= 0$q$
    USING p_school, p_year, p_street, p_zip, p_delta;
  END IF;
END $$;
