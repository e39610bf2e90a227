-- locks: builds two partial indexes on isir_record_all, each in one scan of the table; ISIR writes (an import) wait for those scans, reads do not.
-- Reports whose rows are a few of the school's ISIRs read them by a partial index that holds only those ISIRs, so
-- that their first page and total read what they show instead of every current ISIR of the year (issue 28: first
-- pages that do not grow with the school). Watchlist: a current ISIR whose SSA match says deceased or not found.
-- Comment Code Report: a current ISIR with comment codes (most have none).
CREATE INDEX IF NOT EXISTS isir_record_ssa_watch_idx ON isir_record_all (school_code, aid_year, student_id)
  WHERE is_current AND ssa_match_status IN ('1', '5');
CREATE INDEX IF NOT EXISTS isir_record_comment_codes_idx ON isir_record_all (school_code, aid_year, student_id)
  WHERE is_current AND comment_codes <> '{}';
-- Whether a current ISIR has comment codes depends on whether it is current (a school's older transactions may
-- carry codes its current ones do not): statistics of the two together let the planner see how few current ISIRs
-- have codes, and read them by the index above instead of walking every student of the school in name order
-- looking for some (60,000 buffers for an empty first page over 20,000 students).
CREATE STATISTICS IF NOT EXISTS isir_record_current_codes_stats (mcv) ON is_current, comment_codes FROM isir_record_all;
