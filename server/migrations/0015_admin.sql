-- The audit log is append-only: no call changes it, and the database itself refuses to, whoever asks.
CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();

-- /loggers filters by who and what.
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, at);
CREATE INDEX audit_log_action_idx ON audit_log (action, at);

-- A disabled account cannot sign in; disabling it also raises session_version, so its tokens stop at once.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
