-- FSA's Federal School Code List, loaded by a back-office administrator each award year (issue 6).
-- The list has no OPE id, so it is kept only where known (the hand-typed sample); foreign schools carry their
-- country and province, and domestic ones their street address and ZIP code, as FSA publishes them.
ALTER TABLE title_iv_school ALTER COLUMN opeid DROP NOT NULL;
ALTER TABLE title_iv_school
  ADD COLUMN address     text,
  ADD COLUMN zip_code    text,
  ADD COLUMN province    text,
  ADD COLUMN country     text NOT NULL DEFAULT 'USA',
  ADD COLUMN postal_code text;

-- Each load of the list: who, when, which file, how many schools. No row: the 68-school sample from 044 is in use.
CREATE TABLE title_iv_school_list_load (
  id                   serial PRIMARY KEY,
  file_name            text NOT NULL,
  loaded_at            timestamptz NOT NULL DEFAULT now(),
  loaded_by_account_id integer NOT NULL,
  loaded_by            text NOT NULL,
  school_count         integer NOT NULL,
  foreign_school_count integer NOT NULL
);
