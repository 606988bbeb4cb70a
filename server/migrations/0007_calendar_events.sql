-- Personal calendar entries: each belongs to one user and only that user sees it.
CREATE TABLE calendar_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at >= starts_at),
  all_day boolean NOT NULL DEFAULT false,
  color text NOT NULL DEFAULT 'primary' CHECK (color IN ('primary', 'success', 'warning', 'danger')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calendar_events_user_id_starts_at_idx ON calendar_events (user_id, starts_at);
