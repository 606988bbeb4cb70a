-- Throttled attempts (sign-in failures, sign-ups, reset mails) as one counter row per scope and key, so
-- that counting an attempt is one locked row update: parallel requests cannot all slip under the limit.
CREATE TABLE attempt_counters (
  scope text NOT NULL,
  key text NOT NULL,
  attempts integer NOT NULL,
  last_attempt_at timestamptz NOT NULL,
  wait_until timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX attempt_counters_last_attempt_at_idx ON attempt_counters (scope, last_attempt_at);

-- Addresses an account signed in from: an attack on the account from elsewhere does not lock them out.
CREATE TABLE known_sign_in_addresses (
  email text NOT NULL,
  address text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (email, address)
);

DROP TABLE login_failures;
DROP TABLE address_attempts;
