-- The answers of the save calls that carried an Idempotency-Key (issue 42 point 3, ADR 0271): a phone that
-- sends an entry again because it never saw the first answer gets that answer back and nothing is saved twice.
-- One row per user and key; status_code and response stay NULL while the first call is still running.
-- request_hash is the SHA-256 of the call (route, scope and body): the same key with another body is refused.
-- Rows older than the retention (src/idempotency/README.md) are deleted by the purge-idempotency-keys job.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
