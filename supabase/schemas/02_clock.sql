-- Why: "now" of the rules inside the database. One function, so the booking functions and their
-- tests agree on it: a test's own disposable database replaces it with a fixed instant. Every rule
-- and every answer reads it, and the minute's jobs default to it; `now()` is left to the
-- columns that record when a row was written (docs/data.md#conventions).
create or replace function private.clock()
returns timestamptz
language sql
stable
set search_path = ''
as $$ select now() $$;

-- Only its owner calls it: the booking functions run as owner (security definer).
revoke all on function private.clock() from public, anon, authenticated;
