-- How many lines a running import has written, apart from the upload's own row. Every line the import
-- copies checks its foreign key against that row; updated once a batch by other transactions while the
-- import's one transaction stays open, the row grew a chain of versions that nothing could prune before the
-- import committed, and each line's check walked it: a million-line import took half as long again.
-- Deleted when the upload completes or fails (a finished upload's count is its row_count).
CREATE TABLE customs_upload_progress (
  upload_id uuid PRIMARY KEY REFERENCES customs_uploads (id) ON DELETE CASCADE,
  rows_done integer NOT NULL CHECK (rows_done >= 0)
);
INSERT INTO customs_upload_progress (upload_id, rows_done)
  SELECT id, rows_done FROM customs_uploads WHERE status = 'PENDING' AND rows_done > 0;
ALTER TABLE customs_uploads DROP COLUMN rows_done;
