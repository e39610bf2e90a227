-- locks: the triggers on isir_record_all are created before the counts are filled, so ISIR writes (an import) wait for the one scan of current ISIRs that fills them; reads do not.
-- How many current ISIRs of a school's aid year give each mailing address, as the Account QC Report groups them
-- (lower street, ZIP). The report reads only the addresses given more than once, then their holders by the address
-- index (migration 077), instead of grouping every current ISIR of the year on each page (issue 28: its first page
-- read 21 times more for a school ten times larger). Kept by statement triggers in the same transaction as each
-- write, as account_qc_contact is (migration 078): every ISIR row is counted, published or not; the report lists
-- only the holders it can see, so an address whose second holder is still unpublished shows no pair.
CREATE TABLE account_qc_address (
  school_code text NOT NULL,
  aid_year    integer NOT NULL,
  street      text NOT NULL,  -- lower(isir_record.street_address)
  zip_code    text NOT NULL,
  holders     integer NOT NULL,
  PRIMARY KEY (school_code, aid_year, street, zip_code)
);
-- In the order the report groups them (street, ZIP), so that it reads no other address.
CREATE INDEX account_qc_address_shared_idx ON account_qc_address (school_code, aid_year, street, zip_code) WHERE holders > 1;

-- Adds the changes in holders, an ISIR row at a time (+1 for a row that gives an address, -1 for one that no longer
-- does); an address nobody gives any longer is removed. Planned for each statement (EXECUTE, migration 109).
CREATE FUNCTION account_qc_address_add(p_school text[], p_year integer[], p_street text[], p_zip text[], p_delta integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
  INSERT INTO account_qc_address AS a (school_code, aid_year, street, zip_code, holders)
  SELECT s, y, st, z, sum(d) FROM unnest($1, $2, $3, $4, $5) AS t(s, y, st, z, d)
   WHERE s IS NOT NULL AND y IS NOT NULL AND st IS NOT NULL AND z IS NOT NULL
   GROUP BY s, y, st, z HAVING sum(d) <> 0
   -- In key order, so that two statements adding to the same addresses take their rows' locks in one order.
   ORDER BY s, y, st, z
  ON CONFLICT (school_code, aid_year, street, zip_code) DO UPDATE SET holders = a.holders + EXCLUDED.holders$q$
  USING p_school, p_year, p_street, p_zip, p_delta;
  EXECUTE $q$
  DELETE FROM account_qc_address a USING (SELECT DISTINCT s, y, st, z FROM unnest($1, $2, $3, $4, $5) AS t(s, y, st, z, d)
                                           WHERE d < 0) t
   WHERE a.school_code = t.s AND a.aid_year = t.y AND a.street = t.st AND a.zip_code = t.z AND a.holders <= 0$q$
  USING p_school, p_year, p_street, p_zip, p_delta;
END $$;

-- The ISIR rows a statement wrote: what the old rows gave is taken back, what the new rows give is added (an update
-- that changes none of it nets to nothing and writes nothing).
CREATE FUNCTION account_qc_address_isirs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_qc_address_add(array_agg(school_code), array_agg(aid_year), array_agg(lower(street_address)),
                                   array_agg(zip_code), array_agg(1))
       FROM new_rows WHERE is_current;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_qc_address_add(array_agg(school_code), array_agg(aid_year), array_agg(lower(street_address)),
                                   array_agg(zip_code), array_agg(-1))
       FROM old_rows WHERE is_current;
  ELSE
    PERFORM account_qc_address_add(array_agg(school_code), array_agg(aid_year), array_agg(street), array_agg(zip_code),
                                   array_agg(delta))
       FROM (SELECT school_code, aid_year, lower(street_address) AS street, zip_code, -1 AS delta FROM old_rows WHERE is_current
             UNION ALL
             SELECT school_code, aid_year, lower(street_address), zip_code, 1 FROM new_rows WHERE is_current) c;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER isir_record_account_qc_address_insert AFTER INSERT ON isir_record_all REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_address_isirs();
CREATE TRIGGER isir_record_account_qc_address_delete AFTER DELETE ON isir_record_all REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_qc_address_isirs();
CREATE TRIGGER isir_record_account_qc_address_update AFTER UPDATE ON isir_record_all
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_qc_address_isirs();

INSERT INTO account_qc_address (school_code, aid_year, street, zip_code, holders)
SELECT school_code, aid_year, lower(street_address), zip_code, count(*) FROM isir_record_all
 WHERE is_current AND street_address IS NOT NULL AND zip_code IS NOT NULL
 GROUP BY school_code, aid_year, lower(street_address), zip_code;
