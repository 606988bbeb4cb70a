-- A recycler's district, so recycler searches can filter by district and province.
ALTER TABLE recyclers ADD COLUMN district_id text REFERENCES districts (id);
CREATE INDEX recyclers_district_id_idx ON recyclers (district_id);

-- Demo recyclers seeded before this migration: their addresses name the district.
UPDATE recyclers SET district_id = 'LK-11' WHERE id = 'RC-DEMO-01' AND is_demo;
UPDATE recyclers SET district_id = 'LK-21' WHERE id = 'RC-DEMO-02' AND is_demo;
UPDATE recyclers SET district_id = 'LK-31' WHERE id = 'RC-DEMO-03' AND is_demo;
UPDATE recyclers SET district_id = 'LK-61' WHERE id = 'RC-DEMO-04' AND is_demo;
