-- The total municipal solid waste (all materials, not only plastic) an authority collected in a record's period,
-- in kg (issue 36 point 3, ADR 0213): optional; NULL when not reported. SDG 11.6.1 takes it as the authority's
-- reported MSW collected for the year where its records carry it (server/src/mfa/sdg/README.md).
ALTER TABLE la_waste_records ADD COLUMN msw_collected_kg numeric(16, 3)
  CHECK (msw_collected_kg IS NULL OR (msw_collected_kg >= 0 AND msw_collected_kg <= 1e12));
