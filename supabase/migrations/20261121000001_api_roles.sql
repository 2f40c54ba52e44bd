-- Why: the API runs every request as one of Supabase's API roles (`SET LOCAL ROLE anon` or
-- `authenticated`), so row-level security decides what a request may see. Supabase has these
-- roles already; PGlite and a plain Postgres get them here.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
exception when duplicate_object or unique_violation then null; -- created concurrently
end $$;

do $$
begin
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;

grant usage on schema public to anon, authenticated;
