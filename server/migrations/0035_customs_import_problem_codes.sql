-- Issue 43: a refused customs file keeps its problems as codes with params (how many lines had problems, and
-- the quoted lines' problems), so the browser words them in the user's language; error_message keeps the
-- English for the API's own clients. Files refused before this keep their English only (NULL here).
ALTER TABLE customs_uploads ADD COLUMN error_details jsonb;
