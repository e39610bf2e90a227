-- Reference data of the back-office (Title IV schools, BAS amounts, poverty guidelines) and notifications
-- (installation or school announcements, and the templates of the messages the product sends).

-- Institutions eligible for federal student aid (Title IV), as in FSA's Federal School Code list.
-- school_code is the 6-character Federal School Code students enter on the FAFSA; opeid its 8-digit OPE id
-- (main campus: the code followed by 00).
CREATE TABLE title_iv_school (
  id                 serial PRIMARY KEY,
  school_code        text NOT NULL UNIQUE CHECK (school_code ~ '^[0-9BEG][0-9]{5}$'),
  opeid              text NOT NULL UNIQUE CHECK (opeid ~ '^[0-9]{8}$'),
  school_name        text NOT NULL,
  city               text NOT NULL,
  state_abbreviation text NOT NULL CHECK (state_abbreviation ~ '^[A-Z]{2}$')
);
CREATE INDEX title_iv_school_place_idx ON title_iv_school (state_abbreviation, lower(city));

-- A subset of the FSA Federal School Code list (main campuses): the full list is loaded with the same columns.
INSERT INTO title_iv_school (school_code, opeid, school_name, city, state_abbreviation) VALUES
  ('001081', '00108100', 'Arizona State University Campus Immersion', 'Tempe', 'AZ'),
  ('001083', '00108300', 'University of Arizona', 'Tucson', 'AZ'),
  ('001131', '00113100', 'California Institute of Technology', 'Pasadena', 'CA'),
  ('001305', '00130500', 'Stanford University', 'Stanford', 'CA'),
  ('001312', '00131200', 'University of California-Berkeley', 'Berkeley', 'CA'),
  ('001313', '00131300', 'University of California-Davis', 'Davis', 'CA'),
  ('001315', '00131500', 'University of California-Los Angeles', 'Los Angeles', 'CA'),
  ('001317', '00131700', 'University of California-San Diego', 'La Jolla', 'CA'),
  ('001328', '00132800', 'University of Southern California', 'Los Angeles', 'CA'),
  ('001350', '00135000', 'Colorado State University-Fort Collins', 'Fort Collins', 'CO'),
  ('001370', '00137000', 'University of Colorado Boulder', 'Boulder', 'CO'),
  ('001426', '00142600', 'Yale University', 'New Haven', 'CT'),
  ('001444', '00144400', 'George Washington University', 'Washington', 'DC'),
  ('001445', '00144500', 'Georgetown University', 'Washington', 'DC'),
  ('001448', '00144800', 'Howard University', 'Washington', 'DC'),
  ('001489', '00148900', 'Florida State University', 'Tallahassee', 'FL'),
  ('001535', '00153500', 'University of Florida', 'Gainesville', 'FL'),
  ('003954', '00395400', 'University of Central Florida', 'Orlando', 'FL'),
  ('001564', '00156400', 'Emory University', 'Atlanta', 'GA'),
  ('001569', '00156900', 'Georgia Institute of Technology-Main Campus', 'Atlanta', 'GA'),
  ('001598', '00159800', 'University of Georgia', 'Athens', 'GA'),
  ('001869', '00186900', 'Iowa State University', 'Ames', 'IA'),
  ('001892', '00189200', 'University of Iowa', 'Iowa City', 'IA'),
  ('001739', '00173900', 'Northwestern University', 'Evanston', 'IL'),
  ('001774', '00177400', 'University of Chicago', 'Chicago', 'IL'),
  ('001775', '00177500', 'University of Illinois Urbana-Champaign', 'Champaign', 'IL'),
  ('001809', '00180900', 'Indiana University-Bloomington', 'Bloomington', 'IN'),
  ('001825', '00182500', 'Purdue University-Main Campus', 'West Lafayette', 'IN'),
  ('001948', '00194800', 'University of Kansas', 'Lawrence', 'KS'),
  ('002010', '00201000', 'Louisiana State University and Agricultural & Mechanical College', 'Baton Rouge', 'LA'),
  ('002029', '00202900', 'Tulane University of Louisiana', 'New Orleans', 'LA'),
  ('002130', '00213000', 'Boston University', 'Boston', 'MA'),
  ('002155', '00215500', 'Harvard University', 'Cambridge', 'MA'),
  ('002178', '00217800', 'Massachusetts Institute of Technology', 'Cambridge', 'MA'),
  ('002199', '00219900', 'Northeastern University', 'Boston', 'MA'),
  ('002077', '00207700', 'Johns Hopkins University', 'Baltimore', 'MD'),
  ('002103', '00210300', 'University of Maryland-College Park', 'College Park', 'MD'),
  ('002290', '00229000', 'Michigan State University', 'East Lansing', 'MI'),
  ('002325', '00232500', 'University of Michigan-Ann Arbor', 'Ann Arbor', 'MI'),
  ('002329', '00232900', 'Wayne State University', 'Detroit', 'MI'),
  ('003969', '00396900', 'University of Minnesota-Twin Cities', 'Minneapolis', 'MN'),
  ('002516', '00251600', 'University of Missouri-Columbia', 'Columbia', 'MO'),
  ('002920', '00292000', 'Duke University', 'Durham', 'NC'),
  ('002974', '00297400', 'University of North Carolina at Chapel Hill', 'Chapel Hill', 'NC'),
  ('002627', '00262700', 'Princeton University', 'Princeton', 'NJ'),
  ('002629', '00262900', 'Rutgers University-New Brunswick', 'New Brunswick', 'NJ'),
  ('002707', '00270700', 'Columbia University in the City of New York', 'New York', 'NY'),
  ('002711', '00271100', 'Cornell University', 'Ithaca', 'NY'),
  ('002785', '00278500', 'New York University', 'New York', 'NY'),
  ('003090', '00309000', 'Ohio State University-Main Campus', 'Columbus', 'OH'),
  ('003210', '00321000', 'Oregon State University', 'Corvallis', 'OR'),
  ('003223', '00322300', 'University of Oregon', 'Eugene', 'OR'),
  ('003242', '00324200', 'Carnegie Mellon University', 'Pittsburgh', 'PA'),
  ('003329', '00332900', 'Pennsylvania State University-Main Campus', 'University Park', 'PA'),
  ('003371', '00337100', 'Temple University', 'Philadelphia', 'PA'),
  ('003378', '00337800', 'University of Pennsylvania', 'Philadelphia', 'PA'),
  ('003379', '00337900', 'University of Pittsburgh-Pittsburgh Campus', 'Pittsburgh', 'PA'),
  ('003530', '00353000', 'The University of Tennessee-Knoxville', 'Knoxville', 'TN'),
  ('003535', '00353500', 'Vanderbilt University', 'Nashville', 'TN'),
  ('003604', '00360400', 'Rice University', 'Houston', 'TX'),
  ('003632', '00363200', 'Texas A&M University-College Station', 'College Station', 'TX'),
  ('003658', '00365800', 'The University of Texas at Austin', 'Austin', 'TX'),
  ('003670', '00367000', 'Brigham Young University', 'Provo', 'UT'),
  ('003675', '00367500', 'University of Utah', 'Salt Lake City', 'UT'),
  ('003745', '00374500', 'University of Virginia-Main Campus', 'Charlottesville', 'VA'),
  ('003754', '00375400', 'Virginia Polytechnic Institute and State University', 'Blacksburg', 'VA'),
  ('003798', '00379800', 'University of Washington-Seattle Campus', 'Seattle', 'WA'),
  ('003895', '00389500', 'University of Wisconsin-Madison', 'Madison', 'WI');

-- Basic Allowance for Subsistence (DFAS), monthly rates by calendar year. Cents, because DFAS publishes cents.
CREATE TABLE bas_amount (
  id                     serial PRIMARY KEY,
  calendar_year          integer NOT NULL UNIQUE CHECK (calendar_year BETWEEN 2000 AND 2100),
  officer_monthly_cents  integer NOT NULL CHECK (officer_monthly_cents > 0),
  enlisted_monthly_cents integer NOT NULL CHECK (enlisted_monthly_cents > 0)
);
INSERT INTO bas_amount (calendar_year, officer_monthly_cents, enlisted_monthly_cents) VALUES
  (2019, 25439, 36939), (2020, 25668, 37271), (2021, 26618, 38650), (2022, 28029, 40698),
  (2023, 31168, 45256), (2024, 31698, 46025), (2025, 32078, 46577);

-- HHS poverty guidelines by calendar year and region: the amount for one person plus one amount per added person.
CREATE TABLE poverty_guideline (
  id                     serial PRIMARY KEY,
  guideline_year         integer NOT NULL CHECK (guideline_year BETWEEN 2000 AND 2100),
  region                 text NOT NULL CHECK (region IN ('CONTIGUOUS', 'ALASKA', 'HAWAII')),
  first_person           integer NOT NULL CHECK (first_person > 0),
  each_additional_person integer NOT NULL CHECK (each_additional_person > 0),
  UNIQUE (guideline_year, region)
);
INSERT INTO poverty_guideline (guideline_year, region, first_person, each_additional_person) VALUES
  (2018, 'CONTIGUOUS', 12140, 4320), (2018, 'ALASKA', 15180, 5400), (2018, 'HAWAII', 13960, 4970),
  (2019, 'CONTIGUOUS', 12490, 4420), (2019, 'ALASKA', 15600, 5530), (2019, 'HAWAII', 14380, 5080),
  (2020, 'CONTIGUOUS', 12760, 4480), (2020, 'ALASKA', 15950, 5600), (2020, 'HAWAII', 14680, 5150),
  (2021, 'CONTIGUOUS', 12880, 4540), (2021, 'ALASKA', 16090, 5680), (2021, 'HAWAII', 14820, 5220),
  (2022, 'CONTIGUOUS', 13590, 4720), (2022, 'ALASKA', 16990, 5900), (2022, 'HAWAII', 15630, 5430),
  (2023, 'CONTIGUOUS', 14580, 5140), (2023, 'ALASKA', 18210, 6430), (2023, 'HAWAII', 16770, 5910),
  (2024, 'CONTIGUOUS', 15060, 5380), (2024, 'ALASKA', 18810, 6730), (2024, 'HAWAII', 17310, 6190),
  (2025, 'CONTIGUOUS', 15650, 5500), (2025, 'ALASKA', 19550, 6880), (2025, 'HAWAII', 17990, 6330);

-- An announcement shown to signed-in people. school_code null: every school of the installation.
CREATE TABLE notification (
  id          serial PRIMARY KEY,
  school_code text REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  message     text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  audience    text NOT NULL CHECK (audience IN ('ALL', 'STAFF', 'STUDENTS')),
  severity    text NOT NULL DEFAULT 'INFO' CHECK (severity IN ('INFO', 'WARNING')),
  start_date  date NOT NULL,
  end_date    date CHECK (end_date IS NULL OR end_date >= start_date),
  is_active   boolean NOT NULL DEFAULT true,
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text,
  updated_at  timestamptz
);
CREATE INDEX notification_school_idx ON notification (school_code, start_date DESC);

-- The text of a message the product sends. school_code null: the installation's default; a school's own row
-- replaces it for that school.
CREATE TABLE notification_template (
  id          serial PRIMARY KEY,
  school_code text REFERENCES school (school_code) ON UPDATE CASCADE ON DELETE CASCADE,
  code        text NOT NULL,
  channel     text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  name        text NOT NULL,
  subject     text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  updated_by  text,
  updated_at  timestamptz,
  UNIQUE NULLS NOT DISTINCT (school_code, code, channel)
);
INSERT INTO notification_template (school_code, code, channel, name, subject, body) VALUES
  (NULL, 'MFA_CODE', 'EMAIL', 'Sign-in code (e-mail)', 'Your aidverify code',
   'Your aidverify code is {{code}}. It expires in {{minutes}} minutes.'),
  (NULL, 'MFA_CODE', 'SMS', 'Sign-in code (text message)', 'Your aidverify code',
   'Your aidverify code is {{code}}. It expires in {{minutes}} minutes.');
