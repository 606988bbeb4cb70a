-- Sampath Piyasa: a local authority's resource recovery centres and the waste brought to them.
CREATE TABLE sampath_piyasa_centres (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  local_authority_id text NOT NULL REFERENCES local_authorities (id),
  name text NOT NULL CHECK (btrim(name) <> ''),
  location text NOT NULL CHECK (btrim(location) <> ''),
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  description text NOT NULL DEFAULT '',
  is_material_recovery_facility boolean NOT NULL,
  is_recycling_facility boolean NOT NULL,
  -- A deactivated centre keeps its data for history and is hidden from data entry.
  is_active boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);
-- One name per authority, whatever its case.
CREATE UNIQUE INDEX sampath_piyasa_centres_name_idx ON sampath_piyasa_centres (local_authority_id, lower(name));

-- One entry: a centre, a period and a type of collection; its quantities by material below.
CREATE TABLE sampath_piyasa_waste_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  centre_id uuid NOT NULL REFERENCES sampath_piyasa_centres (id),
  local_authority_id text NOT NULL REFERENCES local_authorities (id),
  frequency_type text NOT NULL CHECK (frequency_type IN ('DAILY', 'RANGE')),
  start_date date NOT NULL,
  end_date date NOT NULL,
  days integer GENERATED ALWAYS AS (end_date - start_date + 1) STORED,
  type_of_collection_id text NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date),
  CHECK (end_date - start_date < 366),
  CHECK (frequency_type = 'RANGE' OR start_date = end_date)
);
CREATE INDEX sampath_piyasa_waste_entries_authority_idx ON sampath_piyasa_waste_entries (local_authority_id, start_date, id);
CREATE INDEX sampath_piyasa_waste_entries_centre_idx ON sampath_piyasa_waste_entries (centre_id, start_date, id);
CREATE INDEX sampath_piyasa_waste_entries_created_by_idx ON sampath_piyasa_waste_entries (created_by);

-- Kept as entered (kg for the whole period) and per day, so that any period sums exactly.
CREATE TABLE sampath_piyasa_waste_quantities (
  entry_id uuid NOT NULL REFERENCES sampath_piyasa_waste_entries (id) ON DELETE CASCADE,
  material_id text NOT NULL,
  collected_kg numeric(16, 3) NOT NULL CHECK (collected_kg >= 0),
  sold_kg numeric(16, 3) NOT NULL CHECK (sold_kg >= 0),
  rejected_kg numeric(16, 3) NOT NULL CHECK (rejected_kg >= 0),
  days integer NOT NULL CHECK (days BETWEEN 1 AND 366),
  collected_kg_per_day numeric(22, 6) GENERATED ALWAYS AS (round(collected_kg / days, 6)) STORED,
  sold_kg_per_day numeric(22, 6) GENERATED ALWAYS AS (round(sold_kg / days, 6)) STORED,
  rejected_kg_per_day numeric(22, 6) GENERATED ALWAYS AS (round(rejected_kg / days, 6)) STORED,
  PRIMARY KEY (entry_id, material_id),
  CHECK (sold_kg + rejected_kg <= collected_kg)
);
