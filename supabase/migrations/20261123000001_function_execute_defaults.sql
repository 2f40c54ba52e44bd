-- Why: Supabase's default privileges grant EXECUTE on every new function in `public` to `anon`,
-- `authenticated` and `service_role` directly (Postgres itself grants it to PUBLIC), so a
-- `revoke ... from public` leaves those grants in place, and Supabase's REST layer publishes every
-- function `anon` may execute. Here every function in `public` and `private` loses EXECUTE for
-- PUBLIC and the API roles, and gets back only what the API calls as a request role. From here on
-- functions are created without EXECUTE for anyone but their owner: a later migration that adds a
-- function must grant EXECUTE explicitly to the roles that call it.

do $$
declare
  v_roles text := 'public, anon, authenticated';
  v_function text;
begin
  if exists (select from pg_roles where rolname = 'service_role') then
    v_roles := v_roles || ', service_role';
  end if;
  for v_function in
    select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid))
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      -- Functions of extensions belong to the extension, not to these migrations.
      and not exists (
        select from pg_depend d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
      )
  loop
    execute format('revoke execute on routine %s from %s', v_function, v_roles);
  end loop;
end
$$;

-- What the API calls as `anon` (the public booking and the guest's cancellation link) and as
-- `authenticated` (staff); policies of either role may call is_staff(), which only reads the
-- request's own claims.
grant execute on function public.booking_rules() to anon;
grant execute on function public.closed_days(date, date) to anon;
grant execute on function public.table_availability(date) to anon;
grant execute on function public.is_staff() to anon, authenticated;
grant execute on function public.enqueue_cancellation_mail(uuid) to authenticated;
grant execute on function private.book_table(date, time, time, integer, integer, text, text, text, text) to anon;
grant execute on function private.reservation_for_cancellation(text) to anon;
grant execute on function private.cancel_reservation_by_guest(text) to anon;

-- Functions created later by the role running the migrations: Supabase's grants in `public` are
-- per schema and can be revoked per schema; Postgres's grant to PUBLIC is global and can only be
-- revoked globally (per role, in this database), so it holds in every schema, also for the
-- functions of an extension created later.
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
