-- locks: drops one index of student_all (a moment's lock, nothing read or rewritten).
-- student_school_email_idx (school_code, lower(email)) holds the same keys, in the same order, as
-- student_school_email_members_idx (migration 077), which carries email and id besides: every look-up the first
-- served, the second serves. Each student written (an ISIR import creates one per new person) updated both.
DROP INDEX IF EXISTS student_school_email_idx;
