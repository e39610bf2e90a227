-- Master ISIR views stored before the masters were made from the newest layout variant lack that variant's fields
-- (for 2027: the ISIR Version Flag, State/Date of Residence, the NSLDS loan limits). The layouts are bundled JSON
-- installed at runtime, so SQL cannot name the missing fields: this marks the years whose stored masters the
-- service completes once (ensureMasterView), after which an administrator's own removals are left alone.
CREATE TABLE isir_master_view_backfill (
  aid_year int PRIMARY KEY
);
INSERT INTO isir_master_view_backfill (aid_year)
  SELECT DISTINCT aid_year FROM isir_view_tab WHERE school_code IS NULL;
