-- Why: on Supabase the API runs as an Edge Function, so no long-running server calls
-- public.purge_expired_bookings() hourly; pg_cron does it there. Where pg_cron cannot be used
-- (PGlite, a Postgres without it in shared_preload_libraries) this does nothing and the Node
-- server's hourly job is the only one.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
      execute $job$select cron.schedule('purge-expired-bookings', '7 * * * *', 'select public.purge_expired_bookings()')$job$;
    exception when others then
      raise notice 'pg_cron not usable (%); retention runs from the Node server only', sqlerrm;
    end;
  end if;
end
$$;
