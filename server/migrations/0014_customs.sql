-- Customs: the end-use sectors of plastics, the HS2022 nomenclature with each code's sector, the
-- uploaded files (each one a background job) with their staged rows, and the merged customs lines.

-- The end-use segments of plastics. Ids are stable (the client translates names by id); each row names
-- where the segment comes from.
CREATE TABLE customs_sectors (
  id text PRIMARY KEY,
  name text NOT NULL,
  sort_order integer NOT NULL,
  source text NOT NULL
);
INSERT INTO customs_sectors (id, name, sort_order, source) VALUES
  ('PACKAGING', 'Packaging', 1, 'PlasticsEurope, Plastics - the fast Facts 2024, end-use market segments'),
  ('BUILDING_CONSTRUCTION', 'Building and construction', 2, 'PlasticsEurope, Plastics - the fast Facts 2024, end-use market segments'),
  ('AUTOMOTIVE_TRANSPORT', 'Automotive and transport', 3, 'PlasticsEurope, Plastics - the fast Facts 2024 (automotive); OECD Global Plastics Outlook 2022 (transportation)'),
  ('ELECTRICAL_ELECTRONIC', 'Electrical and electronic', 4, 'PlasticsEurope, Plastics - the fast Facts 2024, end-use market segments'),
  ('HOUSEHOLD_LEISURE_SPORTS', 'Household, leisure and sports', 5, 'PlasticsEurope, Plastics - the fast Facts 2024, end-use market segments'),
  ('AGRICULTURE', 'Agriculture', 6, 'PlasticsEurope, Plastics - the fast Facts 2024 (agriculture, farming and gardening)'),
  ('MEDICAL', 'Medical', 7, 'PlasticsEurope, Plastics - the fast Facts 2024 (medical, within the others segment)'),
  ('TEXTILES', 'Textiles', 8, 'OECD Global Plastics Outlook 2022, plastics use by application (textiles)'),
  ('OTHER', 'Other', 9, 'PlasticsEurope, Plastics - the fast Facts 2024 (others)');

-- HS codes: every HS2022 chapter, heading and subheading (seeded from reference-data/hs), and codes seen in
-- customs files that the nomenclature lacks (in_nomenclature false). A line's sector is its 6-digit code's.
CREATE TABLE hs_codes (
  code text PRIMARY KEY CHECK (code ~ '^[0-9]{2}([0-9]{2}([0-9]{2})?)?$'),
  description text NOT NULL,
  level integer NOT NULL CHECK (level IN (2, 4, 6)),
  chapter text NOT NULL,
  heading text,
  in_nomenclature boolean NOT NULL DEFAULT true,
  sector_id text REFERENCES customs_sectors (id),
  -- When the code first appeared in a customs file: a seen code without a sector is pending.
  first_seen_at timestamptz,
  sector_updated_at timestamptz,
  sector_updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX hs_codes_pending_idx ON hs_codes (code) WHERE sector_id IS NULL AND first_seen_at IS NOT NULL;
CREATE INDEX hs_codes_sector_idx ON hs_codes (sector_id, code);

-- One uploaded file; its id is the job id the client follows, and its job's id in the pg-boss queue customs-import.
CREATE TABLE customs_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('IMPORT', 'EXPORT')),
  file_name text NOT NULL,
  file_format text NOT NULL CHECK (file_format IN ('CSV', 'XLSX')),
  sha256 text NOT NULL,
  size_bytes bigint NOT NULL,
  -- Kept until the job ends, so that any worker (and a retry after a crash) can read it.
  content bytea,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED')),
  rows_done integer NOT NULL DEFAULT 0,
  row_count integer,
  error_message text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- The same file (content and type) is refused while an earlier upload of it is pending or completed.
CREATE UNIQUE INDEX customs_uploads_same_file_idx ON customs_uploads (type, sha256) WHERE status <> 'FAILED';
CREATE INDEX customs_uploads_created_idx ON customs_uploads (created_at);

-- Rows of a file while its job validates them; merged into customs_lines, then deleted, in one transaction.
CREATE TABLE customs_staged_rows (
  upload_id uuid NOT NULL REFERENCES customs_uploads (id) ON DELETE CASCADE,
  line_number integer NOT NULL,
  year integer NOT NULL,
  month integer,
  hs_code text NOT NULL,
  description text NOT NULL,
  partner_country text NOT NULL,
  quantity numeric(20, 3),
  quantity_unit text NOT NULL,
  net_weight_kg numeric(20, 3) NOT NULL,
  value numeric(20, 2) NOT NULL,
  currency text NOT NULL,
  PRIMARY KEY (upload_id, line_number)
);

-- Customs lines as filed: one per period, flow, HS code (6 to 8 digits) and partner.
CREATE TABLE customs_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  upload_id uuid NOT NULL REFERENCES customs_uploads (id),
  line_number integer NOT NULL,
  type text NOT NULL CHECK (type IN ('IMPORT', 'EXPORT')),
  year integer NOT NULL CHECK (year BETWEEN 1900 AND 2200),
  month integer CHECK (month BETWEEN 1 AND 12),
  hs_code text NOT NULL CHECK (hs_code ~ '^[0-9]{6,8}$'),
  -- The 6-digit parent that carries the sector.
  hs6 text NOT NULL REFERENCES hs_codes (code),
  description text NOT NULL,
  partner_country text NOT NULL,
  quantity numeric(20, 3),
  quantity_unit text NOT NULL,
  net_weight_kg numeric(20, 3) NOT NULL CHECK (net_weight_kg >= 0),
  value numeric(20, 2) NOT NULL CHECK (value >= 0),
  currency text NOT NULL,
  UNIQUE (upload_id, line_number)
);
CREATE INDEX customs_lines_type_hs_idx ON customs_lines (type, hs6, id);
CREATE INDEX customs_lines_type_year_idx ON customs_lines (type, year, month);
