-- The uncertainty of each kind of MFA input (issue 40; docs/mfa.md "Uncertainty and reconciliation"): a relative
-- standard deviation per kind that replaces the default of server/src/mfa/reconciliation/uncertainty.ts. Kept
-- like the parameters (a super admin's change, written to the audit log), and versioned: a change adds a row
-- with the kind's next version, never updates one, so every value a reconciliation was computed with stays
-- readable. The current rule of a kind is its highest version; a kind without rows uses the default (version 0).
CREATE TABLE mfa_uncertainty_rules (
  kind text NOT NULL CHECK (
    kind IN ('REPORTED_RECORD', 'SCALED_PART_YEAR', 'CENSUS', 'PUBLISHED_DEFAULT', 'PROVISIONAL_DEFAULT', 'LEAKAGE_FACTOR')
  ),
  version integer NOT NULL CHECK (version >= 1),
  relative_sd numeric(8, 4) NOT NULL CHECK (relative_sd >= 0 AND relative_sd <= 5),
  note text NOT NULL DEFAULT '',
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, version)
);
