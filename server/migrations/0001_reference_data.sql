-- Administrative geography and council types; rows come from reference-data/ via the seed.
CREATE TABLE provinces (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  name_si text NOT NULL,
  name_ta text NOT NULL
);

CREATE TABLE districts (
  id text PRIMARY KEY,
  province_id text NOT NULL REFERENCES provinces (id),
  name text NOT NULL,
  name_si text NOT NULL,
  name_ta text NOT NULL
);
CREATE INDEX districts_province_id_idx ON districts (province_id);

CREATE TABLE council_types (
  code text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE local_authorities (
  id text PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  council_type text NOT NULL REFERENCES council_types (code),
  district_id text NOT NULL REFERENCES districts (id)
);
CREATE INDEX local_authorities_district_id_idx ON local_authorities (district_id);

CREATE TABLE recyclers (
  id text PRIMARY KEY,
  name text NOT NULL,
  primary_address text NOT NULL,
  hotline text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
