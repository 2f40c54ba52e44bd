-- The current schema, one file per concern, applied in file-name order to an empty database
-- (docs/data.md#the-schema). Migrations in supabase/migrations/ deploy it; a test builds a database
-- from each and compares their catalogues.

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

-- Why: Supabase's default privileges grant EXECUTE on every new function in `public` to `anon`,
-- `authenticated` and `service_role` (Postgres itself grants it to PUBLIC), and Supabase's REST
-- layer publishes every function `anon` may execute. So no function is executable by anyone but
-- its owner until a grant below it says so: every function in these files revokes and grants
-- explicitly. Postgres's grant to PUBLIC is global and can only be revoked globally (per role).

alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
alter default privileges revoke execute on functions from public;

-- The same for the other roles Supabase sets default privileges for (`postgres` when another role
-- runs this, `supabase_admin`), where the running role may change them; elsewhere they stay as
-- they are (on Supabase the migrations and the SQL editor run as `postgres`).
do $$
declare
  v_owner text;
  v_roles text := 'public, anon, authenticated';
begin
  if exists (select from pg_roles where rolname = 'service_role') then
    v_roles := v_roles || ', service_role';
    alter default privileges in schema public revoke execute on functions from service_role;
  end if;
  for v_owner in
    select rolname from pg_roles where rolname in ('postgres', 'supabase_admin') and rolname <> current_user
  loop
    begin
      execute format('alter default privileges for role %I in schema public revoke execute on functions from %s', v_owner, v_roles);
      execute format('alter default privileges for role %I revoke execute on functions from public', v_owner);
    exception when insufficient_privilege then
      raise notice 'default privileges of % left unchanged: %', v_owner, sqlerrm;
    end;
  end loop;
end
$$;
