-- Why: the privacy text promises deletion within 24 hours, and on Supabase no long-running server
-- runs the retention jobs: pg_cron does, every hour. One function schedules every job, whether
-- pg_cron was there when the migrations ran or was enabled later (then run
-- `select private.schedule_retention_jobs();` once, README "Deploy"). Scheduling a job under a name
-- it already has replaces it. Returns how many jobs it scheduled: 0 without pg_cron.
create function private.schedule_retention_jobs()
returns integer
language plpgsql
volatile
set search_path = ''
as $$
begin
  -- pg_cron overloads cron.schedule, so the three-argument form is named exactly.
  if to_regprocedure('cron.schedule(text,text,text)') is null then
    return 0;
  end if;
  execute $job$select cron.schedule('purge-expired-bookings', '7 * * * *', 'select public.purge_expired_bookings()')$job$;
  execute $job$select cron.schedule('purge-security-records', '17 * * * *', 'select private.purge_security_records()')$job$;
  execute $job$select cron.schedule('purge-ended-staff-sessions', '27 * * * *', 'select private.purge_ended_staff_sessions()')$job$;
  return 3;
end
$$;

revoke all on function private.schedule_retention_jobs() from public, anon, authenticated;

do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  perform private.schedule_retention_jobs();
exception when others then
  raise notice 'pg_cron not usable (%); retention runs from the Node server only', sqlerrm;
end
$$;
