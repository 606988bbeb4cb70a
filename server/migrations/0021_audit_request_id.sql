-- The request (or background job) that wrote an audit entry: the same id is in the JSON log lines of that
-- request (`reqId`) and in its X-Request-Id answer header, so an entry can be traced to its log and back.
-- Null for entries written before this column existed and for seeds run at start-up.
ALTER TABLE audit_log ADD COLUMN request_id text;
