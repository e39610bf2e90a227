-- Indexes that hold every value a report's grouping reads, so that it walks them in order once without the tables
-- (issue 10: reports over 100,000 students). Account QC groups a school's students by e-mail and its current ISIRs
-- by mailing address; Non Matching SSN looks for two SSNs among a student's transactions of the year; Verification
-- takes each student's first transaction selected for verification.
CREATE INDEX IF NOT EXISTS student_school_email_members_idx ON student (school_code, lower(email)) INCLUDE (email, id);
CREATE INDEX IF NOT EXISTS isir_record_address_members_idx ON isir_record (school_code, aid_year, lower(street_address), zip_code)
  INCLUDE (student_id, street_address) WHERE is_current AND street_address IS NOT NULL AND zip_code IS NOT NULL;
-- The address index above answers everything the narrower one of migration 050 did.
DROP INDEX IF EXISTS isir_record_address_idx;
CREATE INDEX IF NOT EXISTS isir_record_year_ssn_idx ON isir_record (school_code, aid_year, student_id) INCLUDE (ssn_hmac);
CREATE INDEX IF NOT EXISTS isir_record_selected_idx ON isir_record (school_code, aid_year, student_id) INCLUDE (created_at)
  WHERE selected_for_verification = 'Y';
