-- The MFA cache's race (issue 11): a result computed from inputs read before a write commits could be stored
-- after the write's trigger had already dropped the (not yet stored) row, and stayed until the next change.
-- Now every write of an input bumps a counter, and a cached result counts only while the counters it was
-- computed under are unchanged. Counters: per authority and year, per authority for every year (year 0),
-- and for every authority (local_authority_id ''). A result's input_version is the sum of the three that
-- apply to it, read before its inputs; each committed bump raises that sum, so a result computed from
-- inputs older than a committed write never matches again (server/src/routes/mfa/service.ts).
CREATE TABLE mfa_input_versions (
  local_authority_id text NOT NULL,
  year integer NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (local_authority_id, year)
);

ALTER TABLE mfa_results ADD COLUMN input_version bigint NOT NULL DEFAULT -1;

DROP TRIGGER la_waste_records_forget_mfa ON la_waste_records;
DROP FUNCTION mfa_results_forget_waste();

-- One statement-level bump per write, set-based over the rows it touched (a bulk insert bumps each
-- authority and year once). Sorted so that concurrent writers lock the counters in the same order.
CREATE FUNCTION mfa_inputs_changed_waste() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO mfa_input_versions (local_authority_id, year, version)
    SELECT DISTINCT c.local_authority_id, y.year, 1
      FROM changed_new c,
           generate_series(extract(year FROM c.start_date)::int, extract(year FROM c.end_date)::int) AS y (year)
     ORDER BY 1, 2
    ON CONFLICT (local_authority_id, year) DO UPDATE SET version = mfa_input_versions.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO mfa_input_versions (local_authority_id, year, version)
    SELECT DISTINCT c.local_authority_id, y.year, 1
      FROM changed_old c,
           generate_series(extract(year FROM c.start_date)::int, extract(year FROM c.end_date)::int) AS y (year)
     ORDER BY 1, 2
    ON CONFLICT (local_authority_id, year) DO UPDATE SET version = mfa_input_versions.version + 1;
  ELSE
    INSERT INTO mfa_input_versions (local_authority_id, year, version)
    SELECT DISTINCT c.local_authority_id, y.year, 1
      FROM (SELECT local_authority_id, start_date, end_date FROM changed_old
            UNION SELECT local_authority_id, start_date, end_date FROM changed_new) c,
           generate_series(extract(year FROM c.start_date)::int, extract(year FROM c.end_date)::int) AS y (year)
     ORDER BY 1, 2
    ON CONFLICT (local_authority_id, year) DO UPDATE SET version = mfa_input_versions.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER la_waste_records_mfa_inserted AFTER INSERT ON la_waste_records
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION mfa_inputs_changed_waste();
CREATE TRIGGER la_waste_records_mfa_updated AFTER UPDATE ON la_waste_records
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION mfa_inputs_changed_waste();
CREATE TRIGGER la_waste_records_mfa_deleted AFTER DELETE ON la_waste_records
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION mfa_inputs_changed_waste();
