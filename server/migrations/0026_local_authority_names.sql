-- Sinhala and Tamil names of the local authorities (issue 43, docs/adr/0152). The seed writes them at every
-- start (src/seed/reference-data.ts), like the other reference names. name_translation says how they were
-- made: 'council_type_only' is the English place name with the council type in Sinhala or Tamil (no licensed
-- source translates the 341 names yet); 'full' is a translated name from such a source.
ALTER TABLE local_authorities
  ADD COLUMN name_si text,
  ADD COLUMN name_ta text,
  ADD COLUMN name_translation text NOT NULL DEFAULT 'council_type_only'
    CHECK (name_translation IN ('council_type_only', 'full'));
