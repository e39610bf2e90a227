-- Raw ISIR records are now compressed before they are sealed (~1.3 KB instead of ~10.6 KB): such a row fits in
-- the table page itself. Rows up to half a page stay inline rather than being moved to out-of-line storage,
-- which would cost an extra index entry and several chunk rows per record.
ALTER TABLE isir_record SET (toast_tuple_target = 4080);
