-- A sign-up proves its address before the account counts: until the link mailed to it is followed,
-- email_verified_at is NULL, the account cannot sign in and it is not in the super admin's role queue.
-- Every account that exists now, and every one created another way (seed, super admin, create-admin,
-- a recycler's account), counts as verified: the default fills them; only sign-up writes NULL.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz DEFAULT now();

-- The links mailed to a new account's address; only a SHA-256 of each token is kept.
CREATE TABLE email_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verifications_user_id_idx ON email_verifications (user_id);

-- Reset mails per account and hour are counted from their tokens' creation times (auth/password-reset.ts).
CREATE INDEX password_reset_tokens_user_created_idx ON password_reset_tokens (user_id, created_at);
