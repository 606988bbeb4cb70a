-- Plastic waste figures a local authority enters, one plastic type per record and period.
-- Quantities are kept as entered and as period totals in kg, so reports never recompute units.
CREATE TABLE la_waste_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  waste_id text NOT NULL UNIQUE,
  local_authority_id text NOT NULL REFERENCES local_authorities (id),
  frequency_type text NOT NULL CHECK (frequency_type IN ('DAILY', 'RANGE')),
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- At most 366 days: searches rely on it to bound their index range (start_date >= from - 365).
  days integer GENERATED ALWAYS AS (end_date - start_date + 1) STORED,
  plastic_type text NOT NULL CHECK (plastic_type IN ('HARD', 'SOFT')),
  quantity_unit text NOT NULL CHECK (quantity_unit IN ('MT_PER_DAY', 'MT_PER_MONTH', 'MT_PER_YEAR')),
  collected_quantity numeric(14, 3) NOT NULL CHECK (collected_quantity >= 0),
  recovered_quantity numeric(14, 3) NOT NULL CHECK (recovered_quantity >= 0),
  rejected_quantity numeric(14, 3) NOT NULL CHECK (rejected_quantity >= 0),
  discarded_quantity numeric(14, 3) NOT NULL CHECK (discarded_quantity >= 0),
  recycled_quantity_kg numeric(16, 3) NOT NULL CHECK (recycled_quantity_kg >= 0),
  product_type text NOT NULL DEFAULT '',
  destination text NOT NULL DEFAULT '',
  budget numeric(16, 2) CHECK (budget >= 0),
  description text NOT NULL DEFAULT '',
  collected_kg numeric(18, 3) NOT NULL CHECK (collected_kg >= 0),
  recovered_kg numeric(18, 3) NOT NULL CHECK (recovered_kg >= 0),
  rejected_kg numeric(18, 3) NOT NULL CHECK (rejected_kg >= 0),
  discarded_kg numeric(18, 3) NOT NULL CHECK (discarded_kg >= 0),
  recycled_kg numeric(18, 3) NOT NULL CHECK (recycled_kg >= 0),
  -- Six decimals so that spreading a record over months adds up to its period total.
  collected_kg_per_day numeric(24, 6) GENERATED ALWAYS AS (round(collected_kg / (end_date - start_date + 1), 6)) STORED,
  recovered_kg_per_day numeric(24, 6) GENERATED ALWAYS AS (round(recovered_kg / (end_date - start_date + 1), 6)) STORED,
  rejected_kg_per_day numeric(24, 6) GENERATED ALWAYS AS (round(rejected_kg / (end_date - start_date + 1), 6)) STORED,
  discarded_kg_per_day numeric(24, 6) GENERATED ALWAYS AS (round(discarded_kg / (end_date - start_date + 1), 6)) STORED,
  recycled_kg_per_day numeric(24, 6) GENERATED ALWAYS AS (round(recycled_kg / (end_date - start_date + 1), 6)) STORED,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date),
  CHECK (end_date - start_date < 366),
  CHECK (frequency_type = 'RANGE' OR start_date = end_date)
);
-- The list, its count and the overlap checks, in the list's order (start date, then waste id); the
-- included columns let the filtered count and the choice of a page skip the table.
CREATE INDEX la_waste_records_authority_start_idx ON la_waste_records (local_authority_id, start_date, waste_id COLLATE "C")
  INCLUDE (id, end_date, plastic_type, frequency_type);
CREATE INDEX la_waste_records_created_by_idx ON la_waste_records (created_by);

-- The last number of each authority's waste ids (WD-LG-11001-000001, ...); taken under the authority's lock.
CREATE TABLE la_waste_id_counters (
  local_authority_id text PRIMARY KEY REFERENCES local_authorities (id),
  last_number integer NOT NULL CHECK (last_number > 0)
);
