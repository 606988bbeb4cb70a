-- UN Comtrade+ files as published (issue 38; ADRs 0220-0224).

-- Missing is not zero: a net weight the file does not report is stored as unknown (NULL), and the line says
-- why: UNKNOWN (blank), ZERO_WITH_VALUE (0 beside a value of USD 10,000 or more), or QUANTITY_KG (not reported,
-- and the quantity in kilograms stands in its place).
ALTER TABLE customs_lines ALTER COLUMN net_weight_kg DROP NOT NULL;
ALTER TABLE customs_lines ADD COLUMN net_weight_note text
  CHECK (net_weight_note IN ('UNKNOWN', 'ZERO_WITH_VALUE', 'QUANTITY_KG'));
ALTER TABLE customs_lines ADD CONSTRAINT customs_lines_weight_known_check
  CHECK (net_weight_kg IS NOT NULL OR net_weight_note IN ('UNKNOWN', 'ZERO_WITH_VALUE'));

-- Which US dollar value a Comtrade line carries: PRIMARY, CIF or FOB (NULL: the product's own layout).
ALTER TABLE customs_lines ADD COLUMN value_basis text CHECK (value_basis IN ('PRIMARY', 'CIF', 'FOB'));

-- A heading-level (4 digits) or chapter-level (2 digits) file is imported at its level.
ALTER TABLE customs_lines DROP CONSTRAINT customs_lines_hs_code_check;
ALTER TABLE customs_lines ADD CONSTRAINT customs_lines_hs_code_check CHECK (hs_code ~ '^([0-9]{2}|[0-9]{4}|[0-9]{6,8})$');

-- The HS version (H0 to H6) of the file that brought a code HS2022 lacks: shown on the pending code.
ALTER TABLE hs_codes ADD COLUMN classification text CHECK (classification ~ '^[A-Z0-9]{1,4}$');

-- What an import set aside and how it read its figures (jsonb: counts by reason), and a failed file's
-- refusal as a code the browser words (with its params), beside the English error_message.
ALTER TABLE customs_uploads ADD COLUMN import_notes jsonb;
ALTER TABLE customs_uploads ADD COLUMN error_code text;
ALTER TABLE customs_uploads ADD COLUMN error_params jsonb;
