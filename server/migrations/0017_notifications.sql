-- What the bell shows: news for a local authority (an admin completed or discarded its request). Every
-- account acting for the authority sees it; each marks it read for itself.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  local_authority_id text NOT NULL REFERENCES local_authorities (id),
  kind text NOT NULL CHECK (kind IN ('request-approved', 'request-rejected')),
  request_id uuid REFERENCES parameter_requests (id) ON DELETE CASCADE,
  header text NOT NULL,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_authority_idx ON notifications (local_authority_id, created_at DESC);

CREATE TABLE notification_reads (
  notification_id uuid NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notification_id, user_id)
);
