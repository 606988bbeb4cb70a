-- Issue 35: figures a ministry can stand behind (server/src/plausibility/README.md, server/src/corrections/README.md).

-- A quantity typed as the whole period's total in tonnes, beside the rates per day, month and year.
ALTER TABLE la_waste_records DROP CONSTRAINT la_waste_records_quantity_unit_check;
ALTER TABLE la_waste_records ADD CONSTRAINT la_waste_records_quantity_unit_check
  CHECK (quantity_unit IN ('MT_PER_DAY', 'MT_PER_MONTH', 'MT_PER_YEAR', 'MT_TOTAL'));

-- The plausibility warnings the author stood by when saving: [{ field, code, message, low, high }].
ALTER TABLE la_waste_records ADD COLUMN acknowledged_warnings jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE sampath_piyasa_waste_entries ADD COLUMN acknowledged_warnings jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE recycler_returns ADD COLUMN acknowledged_warnings jsonb NOT NULL DEFAULT '[]'::jsonb;

-- A request to void a submitted record or replace it, answered by an admin like a parameter-change request
-- (the same statuses: 0 new, 1 seen, 2 completed, 3 discarded). The owner is an authority or a recycler.
-- `replacement` is the body as sent, checked again when completed; `proposed` is it as it would be saved.
CREATE TABLE waste_corrections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  record_kind text NOT NULL CHECK (record_kind IN ('LA_WASTE', 'CENTRE_WASTE', 'RECYCLER_RETURN')),
  -- No foreign key: a completed correction's record has moved to retired_records.
  record_id uuid NOT NULL,
  local_authority_id text REFERENCES local_authorities (id),
  recycler_id text REFERENCES recyclers (id),
  -- The record in words (a waste ID; a centre, period and type of collection; a month and plastic type).
  record_label text NOT NULL,
  reason text NOT NULL CHECK (btrim(reason) <> ''),
  void boolean NOT NULL,
  replacement jsonb,
  proposed jsonb,
  acknowledged_warnings jsonb NOT NULL DEFAULT '[]'::jsonb,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  request_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  insert_datetime timestamptz NOT NULL DEFAULT now(),
  update_datetime timestamptz NOT NULL DEFAULT now(),
  update_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  discard_reason text,
  replacement_id uuid,
  CHECK ((local_authority_id IS NULL) <> (recycler_id IS NULL)),
  CHECK (void = (replacement IS NULL))
);
-- At most one open correction per record, whoever sends it at the same moment.
CREATE UNIQUE INDEX waste_corrections_open_idx ON waste_corrections (record_id) WHERE status IN (0, 1);
CREATE INDEX waste_corrections_status_idx ON waste_corrections (status, insert_datetime DESC);
CREATE INDEX waste_corrections_authority_idx ON waste_corrections (local_authority_id, insert_datetime DESC);
CREATE INDEX waste_corrections_recycler_idx ON waste_corrections (recycler_id, insert_datetime DESC);

-- Records a completed correction voided or superseded, moved out of their live tables so that every list,
-- search, graph, year sum and MFA input reads current records only, with no change to their queries (the live
-- tables' triggers take a moved record off the year sums and bump the MFA input version). `record` is the
-- record's view as it was, with its lines. An authority's record keeps its waste ID, found by it as before.
CREATE TABLE retired_records (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('LA_WASTE', 'CENTRE_WASTE', 'RECYCLER_RETURN')),
  local_authority_id text REFERENCES local_authorities (id),
  recycler_id text REFERENCES recyclers (id),
  waste_id text,
  status text NOT NULL CHECK (status IN ('VOIDED', 'SUPERSEDED')),
  superseded_by uuid,
  correction_id uuid NOT NULL REFERENCES waste_corrections (id),
  record jsonb NOT NULL,
  retired_at timestamptz NOT NULL DEFAULT now(),
  retired_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((local_authority_id IS NULL) <> (recycler_id IS NULL)),
  CHECK ((status = 'SUPERSEDED') = (superseded_by IS NOT NULL))
);
CREATE UNIQUE INDEX retired_records_waste_id_idx ON retired_records (waste_id) WHERE waste_id IS NOT NULL;
CREATE INDEX retired_records_superseded_by_idx ON retired_records (superseded_by) WHERE superseded_by IS NOT NULL;

-- The bell tells a recycler too what became of its corrections.
ALTER TABLE notifications ALTER COLUMN local_authority_id DROP NOT NULL;
ALTER TABLE notifications ADD COLUMN recycler_id text REFERENCES recyclers (id);
ALTER TABLE notifications ADD COLUMN correction_id uuid REFERENCES waste_corrections (id) ON DELETE CASCADE;
ALTER TABLE notifications ADD CONSTRAINT notifications_one_owner CHECK ((local_authority_id IS NULL) <> (recycler_id IS NULL));
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('request-approved', 'request-rejected', 'correction-approved', 'correction-rejected'));
CREATE INDEX notifications_recycler_idx ON notifications (recycler_id, created_at DESC) WHERE recycler_id IS NOT NULL;

-- Stored MFA results now carry the authority's reported year beside its totals: the cache is recomputed.
DELETE FROM mfa_results;
