-- One customs download at a time per user, across every API process: a row is the download in progress,
-- renewed as it streams; one whose process died is taken over once it expires.
CREATE TABLE customs_download_leases (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  lease uuid NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The uploads an account has waiting or importing, counted at every upload (at most a few per account).
CREATE INDEX customs_uploads_pending_by_idx ON customs_uploads (created_by) WHERE status = 'PENDING';
