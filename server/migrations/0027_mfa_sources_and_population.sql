-- Issue 36: the MFA now counts Sampath Piyasa centres' plastic and recyclers' returns, and gives each authority its
-- own Census 2024 population (reference-data/population/). Every stored result was computed without them.
DELETE FROM mfa_results;
