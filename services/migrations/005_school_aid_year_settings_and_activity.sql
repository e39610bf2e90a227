-- Shared by the ISIR import (which reads them), the staff workspace (which writes the activity log) and
-- administration (which edits the settings and reads the logs).

-- A school's settings for one aid year (the spec's school ISIR record info).
CREATE TABLE school_isir_record_info (
  id              serial PRIMARY KEY,
  school_code     text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE,
  aid_year        integer NOT NULL,
  process_r_codes boolean NOT NULL DEFAULT true,   -- act on reject codes
  process_c_codes boolean NOT NULL DEFAULT true,   -- act on comment codes
  system_mode     text NOT NULL DEFAULT 'LIVE' CHECK (system_mode IN ('LIVE', 'TEST')),
  is_v1_active    boolean NOT NULL DEFAULT true,
  is_v2_active    boolean NOT NULL DEFAULT false,
  is_v3_active    boolean NOT NULL DEFAULT false,
  is_v4_active    boolean NOT NULL DEFAULT true,
  is_v5_active    boolean NOT NULL DEFAULT true,
  is_v6_active    boolean NOT NULL DEFAULT false,
  stud_repo       boolean NOT NULL DEFAULT false,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (school_code, aid_year)
);

-- Which task list items a student selected into a verification group gets, per school and aid year.
CREATE TABLE school_isir_rec_info_vgroup_map (
  id                          serial PRIMARY KEY,
  school_isir_record_info_id  integer NOT NULL REFERENCES school_isir_record_info (id) ON DELETE CASCADE,
  verification_group          text NOT NULL CHECK (verification_group ~ '^V[1-6]$'),
  interview_type_id           integer NOT NULL REFERENCES interview_type (id),
  is_for_parent_account       boolean NOT NULL DEFAULT false,
  -- Parent items only for dependent students.
  dependent_only              boolean NOT NULL DEFAULT false,
  UNIQUE (school_isir_record_info_id, verification_group, interview_type_id, is_for_parent_account)
);

-- What people did: every staff action and administrative change (the activity and audit screens read it).
CREATE TABLE activity_log (
  id          bigserial PRIMARY KEY,
  school_code text,
  actor_uuid  uuid,
  actor_role  text,
  actor_name  text,
  action      text NOT NULL,          -- e.g. STUDENT_STATUS_CHANGED, ROLE_PERMISSION_ADDED
  entity_type text NOT NULL,          -- e.g. student, school, role_permission_link
  entity_id   text,
  student_id  integer REFERENCES student (id) ON DELETE CASCADE,
  details     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_school_idx ON activity_log (school_code, created_at DESC);
CREATE INDEX activity_log_student_idx ON activity_log (student_id, created_at DESC);

-- Field-level history of a record (student, school, config, ISIR record info, role-permission link).
CREATE TABLE record_history (
  id          bigserial PRIMARY KEY,
  school_code text,
  entity_type text NOT NULL,
  entity_id   text NOT NULL,
  field       text NOT NULL,
  old_value   text,
  new_value   text,
  actor_uuid  uuid,
  actor_name  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX record_history_entity_idx ON record_history (entity_type, entity_id, created_at DESC);
CREATE INDEX record_history_school_idx ON record_history (school_code, entity_type, created_at DESC);
