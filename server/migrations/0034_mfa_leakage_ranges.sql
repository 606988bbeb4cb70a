-- Issue 36: every stage's leakage now carries the range it takes between the neighbouring levels (lowKg, highKg);
-- stored results were computed without it.
DELETE FROM mfa_results;
