-- Recyclers (issue 10): the registry's own fields, the four master data lists and the monthly returns.

-- Status as the registry's contract names it; the two earlier values map onto it.
ALTER TABLE recyclers DROP CONSTRAINT recyclers_status_check;
UPDATE recyclers SET status = CASE status WHEN 'active' THEN 'ACTIVE' ELSE 'SUSPENDED' END;
ALTER TABLE recyclers ALTER COLUMN status SET DEFAULT 'ACTIVE';
ALTER TABLE recyclers ADD CONSTRAINT recyclers_status_check CHECK (status IN ('ACTIVE', 'SUSPENDED', 'CLOSED'));
ALTER TABLE recyclers ADD COLUMN registration_number text NOT NULL DEFAULT '';
ALTER TABLE recyclers ADD COLUMN plastic_types text[] NOT NULL DEFAULT ARRAY['HARD', 'SOFT']::text[]
  CHECK (cardinality(plastic_types) > 0 AND plastic_types <@ ARRAY['HARD', 'SOFT']::text[]);
ALTER TABLE recyclers ADD COLUMN capacity_tonnes_per_month numeric(12, 3) CHECK (capacity_tonnes_per_month >= 0);
ALTER TABLE recyclers ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The master data lists of spec section 3. A retired entry is kept: old returns still name it.
CREATE TABLE recycler_master_data (
  id text PRIMARY KEY,
  list text NOT NULL CHECK (list IN ('plasticSources', 'plasticRejectedDestinations', 'hardPlasticProductTypes', 'softPlasticProductTypes')),
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  position integer NOT NULL,
  -- The seeded defaults have no published source (docs/decisions.md, "Recyclers"): shown as provisional.
  provisional boolean NOT NULL DEFAULT false,
  retired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX recycler_master_data_name_key ON recycler_master_data (list, lower(name));

-- The default lists, from the examples of issue 10; provisional until a ministry list replaces them.
INSERT INTO recycler_master_data (id, list, name, position, provisional) VALUES
  ('SRC-LA', 'plasticSources', 'Local authority collection', 1, true),
  ('SRC-SP', 'plasticSources', 'Sampath Piyasa centres', 2, true),
  ('SRC-CM', 'plasticSources', 'Collectors and middlemen', 3, true),
  ('SRC-IPC', 'plasticSources', 'Industrial post-consumer', 4, true),
  ('SRC-IMP', 'plasticSources', 'Imported scrap', 5, true),
  ('RJD-SLF', 'plasticRejectedDestinations', 'Sanitary landfill', 1, true),
  ('RJD-OD', 'plasticRejectedDestinations', 'Open dump', 2, true),
  ('RJD-CK', 'plasticRejectedDestinations', 'Co-processing in cement kilns', 3, true),
  ('RJD-RS', 'plasticRejectedDestinations', 'Returned to supplier', 4, true),
  ('HPT-FLK', 'hardPlasticProductTypes', 'Flakes', 1, true),
  ('HPT-PEL', 'hardPlasticProductTypes', 'Pellets/granules', 2, true),
  ('HPT-FIN', 'hardPlasticProductTypes', 'Finished products', 3, true),
  ('SPT-FLK', 'softPlasticProductTypes', 'Flakes', 1, true),
  ('SPT-PEL', 'softPlasticProductTypes', 'Pellets/granules', 2, true),
  ('SPT-FIN', 'softPlasticProductTypes', 'Finished products', 3, true);

-- One return per recycler, month and plastic type. Totals are kept beside the lines so lists and graphs
-- never re-add them.
CREATE TABLE recycler_returns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recycler_id text NOT NULL REFERENCES recyclers (id),
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  plastic_type text NOT NULL CHECK (plastic_type IN ('HARD', 'SOFT')),
  opening_stock_kg numeric(16, 3) NOT NULL CHECK (opening_stock_kg >= 0),
  closing_stock_kg numeric(16, 3) NOT NULL CHECK (closing_stock_kg >= 0),
  intake_kg numeric(18, 3) NOT NULL CHECK (intake_kg >= 0),
  output_kg numeric(18, 3) NOT NULL CHECK (output_kg >= 0),
  rejected_kg numeric(18, 3) NOT NULL CHECK (rejected_kg >= 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT recycler_returns_one_per_month UNIQUE (recycler_id, month, plastic_type)
);
-- The national graph adds every recycler's month up: an index-only scan over the months asked for.
CREATE INDEX recycler_returns_month_idx ON recycler_returns (month) INCLUDE (recycler_id, intake_kg, output_kg, rejected_kg);
CREATE INDEX recycler_returns_created_by_idx ON recycler_returns (created_by);

CREATE TABLE recycler_return_lines (
  return_id uuid NOT NULL REFERENCES recycler_returns (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('INTAKE', 'OUTPUT', 'REJECTED')),
  item_id text NOT NULL REFERENCES recycler_master_data (id),
  kg numeric(16, 3) NOT NULL CHECK (kg >= 0),
  PRIMARY KEY (return_id, kind, item_id)
);
CREATE INDEX recycler_return_lines_item_idx ON recycler_return_lines (item_id);
