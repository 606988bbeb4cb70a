-- An admin's answer to a parameter-change request: why it was discarded (status 3), shown to the sender.
ALTER TABLE parameter_requests ADD COLUMN discard_reason text;
