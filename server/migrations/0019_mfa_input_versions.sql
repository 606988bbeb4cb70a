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
-- Stored and read whole, never queried inside: json (kept as text) is written several times faster than
-- jsonb, which the national year's 341 results (about 10 MB) made the slowest part of a cold call.
ALTER TABLE mfa_results ALTER COLUMN result TYPE json USING result::json;

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

-- Each authority's records summed per year and plastic type, kept by the same statements that write the
-- records: what the MFA reads for a year (findReportedYears) without summing a million records. A record
-- adds, for every year it overlaps, its days inside the year and its kg per day x those days; an update
-- takes the old row's share off and adds the new one's; a delete takes it off. Sums of exact numerics, so
-- the table equals the sum over the records at every commit (server/test/routes/mfa/year-sums.test.ts).
CREATE TABLE la_waste_year_sums (
  local_authority_id text NOT NULL,
  year integer NOT NULL,
  plastic_type text NOT NULL,
  records integer NOT NULL,
  covered_days integer NOT NULL,
  collected_kg numeric NOT NULL,
  recovered_kg numeric NOT NULL,
  recycled_kg numeric NOT NULL,
  rejected_kg numeric NOT NULL,
  discarded_kg numeric NOT NULL,
  PRIMARY KEY (year, local_authority_id, plastic_type)
);

-- The rows a statement changed, with +1 for rows added (new) and -1 for rows taken off (old), are summed
-- into the table; the transition tables are named in the statement run for the trigger's event.
CREATE FUNCTION la_waste_year_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT c.*, 1 AS sign FROM changed_new c'
    WHEN 'DELETE' THEN 'SELECT c.*, -1 AS sign FROM changed_old c'
    ELSE 'SELECT c.*, 1 AS sign FROM changed_new c UNION ALL SELECT c.*, -1 AS sign FROM changed_old c' END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO la_waste_year_sums AS s
    SELECT r.local_authority_id, y.year, r.plastic_type, sum(r.sign), sum(r.sign * d.days),
           sum(r.sign * r.collected_kg_per_day * d.days), sum(r.sign * r.recovered_kg_per_day * d.days),
           sum(r.sign * r.recycled_kg_per_day * d.days), sum(r.sign * r.rejected_kg_per_day * d.days),
           sum(r.sign * r.discarded_kg_per_day * d.days)
      FROM (%s) r,
           generate_series(extract(year FROM r.start_date)::int, extract(year FROM r.end_date)::int) AS y (year),
           LATERAL (SELECT least(r.end_date, make_date(y.year, 12, 31)) - greatest(r.start_date, make_date(y.year, 1, 1)) + 1 AS days) d
     GROUP BY y.year, r.local_authority_id, r.plastic_type
     ORDER BY y.year, r.local_authority_id, r.plastic_type
    ON CONFLICT (year, local_authority_id, plastic_type) DO UPDATE SET
      records = s.records + excluded.records,
      covered_days = s.covered_days + excluded.covered_days,
      collected_kg = s.collected_kg + excluded.collected_kg,
      recovered_kg = s.recovered_kg + excluded.recovered_kg,
      recycled_kg = s.recycled_kg + excluded.recycled_kg,
      rejected_kg = s.rejected_kg + excluded.rejected_kg,
      discarded_kg = s.discarded_kg + excluded.discarded_kg$sql$, changed);
  RETURN NULL;
END $$;

CREATE TRIGGER la_waste_records_year_sums_inserted AFTER INSERT ON la_waste_records
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION la_waste_year_sums_apply();
CREATE TRIGGER la_waste_records_year_sums_updated AFTER UPDATE ON la_waste_records
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION la_waste_year_sums_apply();
CREATE TRIGGER la_waste_records_year_sums_deleted AFTER DELETE ON la_waste_records
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION la_waste_year_sums_apply();

-- The records already entered.
INSERT INTO la_waste_year_sums
SELECT r.local_authority_id, y.year, r.plastic_type, count(*), sum(d.days),
       sum(r.collected_kg_per_day * d.days), sum(r.recovered_kg_per_day * d.days), sum(r.recycled_kg_per_day * d.days),
       sum(r.rejected_kg_per_day * d.days), sum(r.discarded_kg_per_day * d.days)
  FROM la_waste_records r,
       generate_series(extract(year FROM r.start_date)::int, extract(year FROM r.end_date)::int) AS y (year),
       LATERAL (SELECT least(r.end_date, make_date(y.year, 12, 31)) - greatest(r.start_date, make_date(y.year, 1, 1)) + 1 AS days) d
 GROUP BY y.year, r.local_authority_id, r.plastic_type;
