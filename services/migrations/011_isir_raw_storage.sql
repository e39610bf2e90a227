-- The raw record is encrypted, so compressing it gains nothing and costs time on every import: stored out of
-- line without compression.
ALTER TABLE isir_record ALTER COLUMN raw_encrypted SET STORAGE EXTERNAL;
