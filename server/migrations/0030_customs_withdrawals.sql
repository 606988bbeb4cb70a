-- Issue 38: a customs file imported into the wrong flow or with wrong figures is withdrawn by customs staff
-- with a reason. A WITHDRAWN upload keeps its lines (the data log and the audit log show what it held) but
-- they leave every read: customs_visible_lines keeps only COMPLETED uploads' lines.
ALTER TABLE customs_uploads DROP CONSTRAINT customs_uploads_status_check;
ALTER TABLE customs_uploads ADD CONSTRAINT customs_uploads_status_check
  CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED', 'WITHDRAWN'));
ALTER TABLE customs_uploads ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE customs_uploads ADD COLUMN withdrawn_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE customs_uploads ADD COLUMN withdrawal_reason text;

-- A withdrawn file may be sent again (into the right flow, or once its figures are right): only a pending or
-- completed upload of the same content and type refuses it (ADR 0230).
DROP INDEX customs_uploads_same_file_idx;
CREATE UNIQUE INDEX customs_uploads_same_file_idx ON customs_uploads (type, sha256) WHERE status IN ('PENDING', 'COMPLETED');

-- How far a running import has read its file, for a progress bar in percent (bytes read of size_bytes).
ALTER TABLE customs_upload_progress ADD COLUMN bytes_read bigint NOT NULL DEFAULT 0 CHECK (bytes_read >= 0);
