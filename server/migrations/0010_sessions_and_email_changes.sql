-- Raised whenever the user's sessions must end (sign-out, password change or reset, a reused refresh
-- token): access tokens carry the version they were issued under and older ones are refused.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;

-- When the sign-in that started the token's family happened: no rotation carries a session past
-- SESSION_MAX_LIFETIME_SECONDS from it.
ALTER TABLE refresh_tokens ADD COLUMN session_started_at timestamptz;
UPDATE refresh_tokens SET session_started_at = created_at;
ALTER TABLE refresh_tokens ALTER COLUMN session_started_at SET NOT NULL;

-- An email change waits here until the link mailed to the new address is followed; only a SHA-256 of
-- the token is kept.
CREATE TABLE email_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_changes_user_id_idx ON email_changes (user_id);
