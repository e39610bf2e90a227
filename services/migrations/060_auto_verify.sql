-- Auto-verify: rule flows a school builds (/autoVerifyDesign) that mark task list items AUTO_VERIFIED from the
-- ISIR, the student's answers and the record, and the record of every run (the AutoVerifyReport's rows).

-- A versioned rule set per school, aid year and purpose. Only a PUBLISHED version runs; a change is made on a DRAFT
-- (a copy of the published one, same family), and publishing it retires the version it replaces.
CREATE TABLE auto_verify_flow (
  id                 serial PRIMARY KEY,
  school_code        text NOT NULL REFERENCES school (school_code) ON UPDATE CASCADE,
  aid_year           integer NOT NULL CHECK (aid_year BETWEEN 2000 AND 2100),
  family_uuid        uuid NOT NULL,
  version            integer NOT NULL DEFAULT 1 CHECK (version > 0),
  name               text NOT NULL,
  description        text,
  purpose            text NOT NULL CHECK (purpose IN ('VERIFICATION', 'CORRECTION')),
  -- Runs only for students of this verification group (null: every group).
  verification_group text,
  status             text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED', 'RETIRED')),
  published_at       timestamptz,
  published_by       text,
  created_by         text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (family_uuid, version)
);
CREATE INDEX auto_verify_flow_school_idx ON auto_verify_flow (school_code, aid_year, status);
CREATE UNIQUE INDEX auto_verify_flow_published_idx ON auto_verify_flow (family_uuid) WHERE status = 'PUBLISHED';

-- The whitelist of operators; school_code NULL: built in (cannot change). A school's own evaluator is a named
-- operator with its own default tolerance ("Within $50").
CREATE TABLE auto_verify_evaluator (
  id                serial PRIMARY KEY,
  school_code       text REFERENCES school (school_code) ON UPDATE CASCADE,
  name              text NOT NULL,
  operator          text NOT NULL CHECK (operator IN ('EQUALS', 'NOT_EQUALS', 'BLANK', 'NOT_BLANK', 'WITHIN_TOLERANCE', 'GREATER_THAN',
                      'LESS_THAN', 'IN_LIST', 'ALL_ITEMS_APPROVED', 'UNCHANGED_SINCE_TRANSACTION', 'CORRECTIONS_CONFIRMED', 'NO_UNEXPECTED_CHANGE')),
  default_tolerance integer,
  description       text,
  UNIQUE (school_code, name)
);
INSERT INTO auto_verify_evaluator (school_code, name, operator, default_tolerance, description) VALUES
  (NULL, 'equals', 'EQUALS', NULL, 'The two values are the same (numbers as numbers, text ignoring case and outer spaces)'),
  (NULL, 'does not equal', 'NOT_EQUALS', NULL, 'The two values differ'),
  (NULL, 'is blank', 'BLANK', NULL, 'The value is empty'),
  (NULL, 'is not blank', 'NOT_BLANK', NULL, 'The value is present'),
  (NULL, 'within tolerance', 'WITHIN_TOLERANCE', 25, 'Two numbers differ by no more than the tolerance ($25: the federal verification tolerance)'),
  (NULL, 'greater than', 'GREATER_THAN', NULL, 'The left number is greater than the right one'),
  (NULL, 'less than', 'LESS_THAN', NULL, 'The left number is less than the right one'),
  (NULL, 'is in list', 'IN_LIST', NULL, 'The value is one of a comma-separated list'),
  (NULL, 'all items of a type approved', 'ALL_ITEMS_APPROVED', NULL, 'Every task list item of the type named on the right is verified, auto-verified or not required'),
  (NULL, 'unchanged since transaction', 'UNCHANGED_SINCE_TRANSACTION', NULL, 'The ISIR field has the same value in the current transaction as in transaction N (on the right)'),
  (NULL, 'corrections confirmed by FPS', 'CORRECTIONS_CONFIRMED', NULL, 'A later transaction carries every exported corrected value'),
  (NULL, 'no unexpected change', 'NO_UNEXPECTED_CHANGE', NULL, 'Between the corrected transaction and the current one only corrected fields (and FPS processing fields) changed');

-- A safe look-up over a fixed list of query objects (never SQL from a user): a count, existence or a value.
CREATE TABLE auto_verify_pseudo_query (
  id            serial PRIMARY KEY,
  flow_id       integer NOT NULL REFERENCES auto_verify_flow (id) ON DELETE CASCADE,
  name          text NOT NULL,
  query_object  text NOT NULL,
  result        text NOT NULL CHECK (result IN ('COUNT', 'EXISTS', 'VALUE')),
  result_column text,
  UNIQUE (flow_id, name)
);
CREATE TABLE auto_verify_pseudo_query_filter (
  id              serial PRIMARY KEY,
  pseudo_query_id integer NOT NULL REFERENCES auto_verify_pseudo_query (id) ON DELETE CASCADE,
  column_name     text NOT NULL,
  operator        text NOT NULL CHECK (operator IN ('EQUALS', 'NOT_EQUALS', 'IN_LIST', 'BLANK', 'NOT_BLANK')),
  value           text
);

-- An operand: an ISIR field (by attribute name, resolved through the aid year's layout), an interview answer,
-- a student attribute, a constant, or a pseudo query's result.
CREATE TABLE auto_verify_component (
  id                  serial PRIMARY KEY,
  flow_id             integer NOT NULL REFERENCES auto_verify_flow (id) ON DELETE CASCADE,
  name                text NOT NULL,
  kind                text NOT NULL CHECK (kind IN ('ISIR_FIELD', 'INTERVIEW_ANSWER', 'STUDENT_ATTRIBUTE', 'CONSTANT', 'PSEUDO_QUERY')),
  value_type          text NOT NULL DEFAULT 'TEXT' CHECK (value_type IN ('TEXT', 'NUMBER')),
  isir_attribute_name text,
  isir_transaction    text NOT NULL DEFAULT 'CURRENT' CHECK (isir_transaction IN ('CURRENT', 'PREVIOUS')),
  interview_type_code text,
  question_key        text,
  student_attribute   text,
  constant_value      text,
  pseudo_query_id     integer REFERENCES auto_verify_pseudo_query (id),
  UNIQUE (flow_id, name)
);

-- References between pieces of a flow refuse deleting a piece another uses (the designer names the user first; deleting a
-- whole flow removes users before what they use).

-- An ordered step tied to one task list item type: passes when any of its condition sets passes.
CREATE TABLE auto_verify_section (
  id                serial PRIMARY KEY,
  flow_id           integer NOT NULL REFERENCES auto_verify_flow (id) ON DELETE CASCADE,
  name              text NOT NULL,
  sort_order        integer NOT NULL DEFAULT 0,
  interview_type_id integer REFERENCES interview_type (id),
  -- What the item becomes when the section passes.
  pass_status       text NOT NULL DEFAULT 'AUTO_VERIFIED' CHECK (pass_status IN ('AUTO_VERIFIED', 'NOT_REQUIRED'))
);
CREATE INDEX auto_verify_section_flow_idx ON auto_verify_section (flow_id, sort_order);

-- Conditions joined with AND.
CREATE TABLE auto_verify_condition_set (
  id         serial PRIMARY KEY,
  section_id integer NOT NULL REFERENCES auto_verify_section (id) ON DELETE CASCADE,
  name       text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE auto_verify_condition (
  id                 serial PRIMARY KEY,
  condition_set_id   integer NOT NULL REFERENCES auto_verify_condition_set (id) ON DELETE CASCADE,
  left_component_id  integer NOT NULL REFERENCES auto_verify_component (id),
  evaluator_id       integer NOT NULL REFERENCES auto_verify_evaluator (id),
  right_component_id integer REFERENCES auto_verify_component (id),
  right_constant     text,
  tolerance          integer CHECK (tolerance IS NULL OR tolerance >= 0),
  sort_order         integer NOT NULL DEFAULT 0
);

-- The outcome: when the flow (or one section) passes or fails, the student moves to a status (worklist), an alert
-- or memo is added, or another flow takes over.
CREATE TABLE auto_verify_redirect_group (
  id              serial PRIMARY KEY,
  flow_id         integer NOT NULL REFERENCES auto_verify_flow (id) ON DELETE CASCADE,
  name            text NOT NULL,
  section_id      integer REFERENCES auto_verify_section (id),
  on_result       text NOT NULL CHECK (on_result IN ('PASS', 'FAIL')),
  student_status  text CHECK (student_status IN ('SELECTED', 'IN_PROGRESS', 'REVIEW', 'APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR')),
  alert_message   text,
  memo_text       text,
  handoff_flow_id integer REFERENCES auto_verify_flow (id) ON DELETE SET NULL,
  sort_order      integer NOT NULL DEFAULT 0
);

-- Every run that decided something: the flow version, each condition's inputs and result, the outcome.
CREATE TABLE auto_verify_run (
  id             bigserial PRIMARY KEY,
  school_code    text NOT NULL,
  aid_year       integer NOT NULL,
  student_id     integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  flow_id        integer NOT NULL REFERENCES auto_verify_flow (id) ON DELETE CASCADE,
  flow_name      text NOT NULL,
  flow_version   integer NOT NULL,
  purpose        text NOT NULL,
  trigger        text NOT NULL CHECK (trigger IN ('ISIR_IMPORT', 'INTERVIEW_SUBMITTED', 'ON_DEMAND')),
  outcome        text NOT NULL CHECK (outcome IN ('VERIFIED', 'PARTIAL', 'NOT_VERIFIED', 'CONFIRMED', 'REVIEW')),
  items_verified integer NOT NULL DEFAULT 0,
  reason         text,
  detail         jsonb NOT NULL,
  -- The same inputs and results again are not a new run (idempotent).
  fingerprint    text NOT NULL,
  isir_record_id bigint,
  run_by         text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auto_verify_run_school_idx ON auto_verify_run (school_code, aid_year, purpose, created_at DESC);
CREATE INDEX auto_verify_run_student_idx ON auto_verify_run (student_id, flow_id, id DESC);

-- A correction FPS confirmed through the correction auto-verify flow.
ALTER TABLE isir_correction ADD COLUMN auto_verify_confirmed_at timestamptz;

-- Imports by the demo seed (and any caller that says so) do not run auto-verify.
ALTER TABLE isir_upload ADD COLUMN run_auto_verify boolean NOT NULL DEFAULT true;

-- An installation seeded before auto-verify gets its permissions (a fresh one is seeded from the catalogue).
INSERT INTO permission (code, name, category_id, is_school_controlled)
SELECT c.code, c.name, (SELECT id FROM category WHERE name = 'Settings'), true
  FROM (VALUES ('AUTO_VERIFY_VIEW', 'Auto verify view'), ('AUTO_VERIFY_EDIT', 'Auto verify edit')) AS c (code, name)
 WHERE EXISTS (SELECT 1 FROM role)
ON CONFLICT (code) DO NOTHING;
INSERT INTO role_permission_link (role_id, permission_id)
SELECT r.id, p.id FROM role r, permission p
 WHERE (r.name IN ('SuperAdmin', 'Admin') AND p.code IN ('AUTO_VERIFY_VIEW', 'AUTO_VERIFY_EDIT')) OR (r.name = 'Manager' AND p.code = 'AUTO_VERIFY_VIEW')
ON CONFLICT DO NOTHING;

-- The default flows were written for this school and aid year once (deleting them does not bring them back).
CREATE TABLE auto_verify_default_seed (
  school_code text NOT NULL,
  aid_year    integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_code, aid_year)
);
