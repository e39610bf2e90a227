-- When and where a staff person last opened the product (sso/MasterUserProfileLogin), shown on their master profile.
ALTER TABLE staff_user ADD COLUMN last_login_at timestamptz;
ALTER TABLE staff_user ADD COLUMN last_login_school_code text REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE SET NULL;
