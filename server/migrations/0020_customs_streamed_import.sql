-- Customs imports without holding a whole file anywhere (issue 13): the uploaded file is streamed into
-- parts of at most 256 KiB, which the import job streams back and deletes when it ends; the job writes the
-- lines straight into customs_lines in short statements, and a line is seen only once its upload is
-- COMPLETED (customs_visible_lines), so a file is published all at once and a failed one is never seen.

-- Parts are written while the request streams in, before the upload row exists (its id is chosen first and
-- the duplicate check needs the whole file's hash), hence no foreign key; parts whose upload was never
-- recorded (a refused file, a dropped request) are swept by later uploads.
CREATE TABLE customs_upload_parts (
  upload_id uuid NOT NULL,
  part integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (upload_id, part)
);
-- Parts are compressed files or plain text read once: not worth compressing again.
ALTER TABLE customs_upload_parts ALTER COLUMN data SET STORAGE EXTERNAL;

ALTER TABLE customs_uploads DROP COLUMN content;
DROP TABLE customs_staged_rows;

-- Every read of customs lines goes through this view: the lines of an upload still importing (or failed
-- and being deleted) are not there.
CREATE VIEW customs_visible_lines AS
  SELECT l.* FROM customs_lines l
   WHERE EXISTS (SELECT 1 FROM customs_uploads u WHERE u.id = l.upload_id AND u.status = 'COMPLETED');

-- The lines list's default order (code, newest period first), so that its first page is read from the index
-- instead of sorting every line (a million lines took PGlite tens of seconds).
CREATE INDEX customs_lines_type_code_period_idx ON customs_lines (type, hs_code, year DESC, month DESC NULLS LAST, id);
