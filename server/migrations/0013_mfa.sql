-- MFA parameters that replace the defaults of server/src/mfa/defaults.ts: national values (local_authority_id
-- NULL, set by a super admin) and an authority's own values (super admin, or a completed change request).
-- Levels are stored as their index: 0 NONE, 1 LOW, 2 MEDIUM, 3 HIGH, 4 VERY_HIGH.
CREATE TABLE mfa_parameters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  local_authority_id text REFERENCES local_authorities (id),
  key text NOT NULL,
  value numeric(20, 6) NOT NULL CHECK (value >= 0),
  source_kind text NOT NULL CHECK (source_kind IN ('entered', 'request')),
  source_note text NOT NULL DEFAULT '',
  request_id uuid,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX mfa_parameters_authority_key_idx ON mfa_parameters (local_authority_id, key) WHERE local_authority_id IS NOT NULL;
CREATE UNIQUE INDEX mfa_parameters_national_key_idx ON mfa_parameters (key) WHERE local_authority_id IS NULL;

-- Computed results per authority and year; a row is dropped when an input of it changes (the triggers below
-- and the parameter writes), so the next read recomputes it.
CREATE TABLE mfa_results (
  local_authority_id text NOT NULL REFERENCES local_authorities (id),
  year integer NOT NULL,
  result jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (local_authority_id, year)
);

CREATE FUNCTION mfa_results_forget_waste() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM mfa_results WHERE local_authority_id = OLD.local_authority_id
      AND year BETWEEN extract(year FROM OLD.start_date)::int AND extract(year FROM OLD.end_date)::int;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    DELETE FROM mfa_results WHERE local_authority_id = NEW.local_authority_id
      AND year BETWEEN extract(year FROM NEW.start_date)::int AND extract(year FROM NEW.end_date)::int;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER la_waste_records_forget_mfa AFTER INSERT OR UPDATE OR DELETE ON la_waste_records
  FOR EACH ROW EXECUTE FUNCTION mfa_results_forget_waste();

-- Parameter-change requests a local authority sends to the admins. status (spec section 4 sample data):
-- 0 new / unseen, 1 seen / open, 2 completed, 3 discarded. The sender sees 0-1 pending, 2 approved,
-- 3 rejected, anything else unknown; the admin sees 0 unseen, else seen.
CREATE TABLE parameter_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  local_authority_id text NOT NULL REFERENCES local_authorities (id),
  request_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  header text NOT NULL,
  description text NOT NULL,
  changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  insert_datetime timestamptz NOT NULL DEFAULT now(),
  update_datetime timestamptz NOT NULL DEFAULT now(),
  update_user_id uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX parameter_requests_authority_idx ON parameter_requests (local_authority_id, insert_datetime DESC);
CREATE INDEX parameter_requests_status_idx ON parameter_requests (status, insert_datetime DESC);
