-- Whom a person works for, as they wrote it at sign-up (issue 39 rule 4): the super admin's role queue and
-- accounts list show it, so a role is given knowing whose the account is. Free text, not a link to an
-- authority or recycler: a ministry, a department or a company signs up too. NULL for the accounts made
-- before this column and for those a super admin creates without one.
ALTER TABLE users ADD COLUMN organisation text;
