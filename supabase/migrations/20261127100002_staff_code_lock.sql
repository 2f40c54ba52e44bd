-- Why: two-factor codes could be guessed for ever, 10 per 15 minutes (docs/roles.md#two-factor).
-- Wrong codes after the right password are counted in a row per account, here so every process
-- sees one run: at 10 the account is mailed, at 50 its sign-in stops until a password is set from a
-- reset link. The table stays closed to the request roles (revoked in 20261121200001).

-- Why: wrong codes since the last right one; a right code sets it back to 0.
alter table public.staff_accounts add column wrong_codes integer not null default 0 check (wrong_codes >= 0);
-- Why: set at the 50th wrong code in a row; whoever typed them knows the password, so only a new
-- password (a reset link, the staff command) lifts it.
alter table public.staff_accounts add column codes_locked_at timestamptz;
