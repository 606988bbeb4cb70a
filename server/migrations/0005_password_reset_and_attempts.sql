-- One-time password reset tokens; only a SHA-256 of each token is kept.
CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);

-- Public requests (sign-up, forgot password) per client address, kept in the database so every replica agrees.
CREATE TABLE address_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  action text NOT NULL,
  address text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX address_attempts_address_idx ON address_attempts (action, address, attempted_at);
CREATE INDEX address_attempts_attempted_at_idx ON address_attempts (attempted_at);
