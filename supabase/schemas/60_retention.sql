-- Why: the privacy text promises that reservation data is deleted at the latest 24 hours after
-- the reservation. Reservations go 23 hours after their end, and with them their mails (also
-- undelivered ones: privacy wins over a mail that could not be sent for a day). Run hourly by the
-- Node server, or by pg_cron (private.schedule_retention_jobs()), so each row is gone between 23
-- and 24 hours after the reservation ended. Returns what it deleted.
create or replace function public.purge_expired_bookings(p_now timestamptz default now())
returns table (purged_reservations integer, purged_mails integer)
language plpgsql
volatile
set search_path = ''
as $$
begin
  delete from public.reservations r where r.ends_at <= p_now - interval '23 hours';
  get diagnostics purged_reservations = row_count;
  delete from public.mail_outbox m where m.purge_after <= p_now;
  get diagnostics purged_mails = row_count;
  return next;
end
$$;

revoke all on function public.purge_expired_bookings(timestamptz) from public, anon, authenticated;

-- Why: the privacy text promises that request counts (with addresses) are kept at most 24 hours,
-- and spent proofs only until their challenge expires. Run hourly with the booking retention.
-- Returns what it deleted.
create or replace function private.purge_security_records(p_now timestamptz default now())
returns table (purged_counts integer, purged_proofs integer)
language plpgsql
volatile
set search_path = ''
as $$
begin
  delete from private.request_counts c where c.window_start <= p_now - interval '24 hours';
  get diagnostics purged_counts = row_count;
  delete from private.spent_proofs p where p.expires_at <= p_now;
  get diagnostics purged_proofs = row_count;
  return next;
end
$$;

revoke all on function private.purge_security_records(timestamptz) from public, anon, authenticated;

-- Why: ended sessions (4 hours after sign-in, or 30 minutes idle) must not wait for someone's next
-- sign-in to be deleted. The Node server runs this hourly; on Supabase pg_cron does
-- (private.schedule_retention_jobs). Deleting announces each session's end to its live streams.
-- Returns how many it deleted.
create or replace function private.purge_ended_staff_sessions(p_now timestamptz default now())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.staff_sessions s
  where s.expires_at <= p_now or s.last_seen_at <= p_now - interval '30 minutes';
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke all on function private.purge_ended_staff_sessions(timestamptz) from public, anon, authenticated;

-- Why: the privacy text promises deletion within 24 hours, and on Supabase no long-running server
-- runs the jobs of the clock: pg_cron does, the retention jobs every hour and the reminders and the
-- mail dispatch every minute (private.run_minute_jobs(), supabase/schemas/36_reminders.sql). One
-- function schedules every job, whether pg_cron was there when the migrations ran or was enabled
-- later (then run `select private.schedule_retention_jobs();` once, README "Deploy"). Scheduling a
-- job under a name it already has replaces it. Returns how many jobs it scheduled: 0 without pg_cron.
create or replace function private.schedule_retention_jobs()
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
  execute $job$select cron.schedule('minute-jobs', '* * * * *', 'select private.run_minute_jobs()')$job$;
  execute $job$select cron.schedule('purge-waitlist', '37 * * * *', 'select private.purge_waitlist()')$job$;
  execute $job$select cron.schedule('purge-quiz-nights', '47 * * * *', 'select private.purge_quiz_nights()')$job$;
  execute $job$select cron.schedule('purge-staff-records', '57 * * * *', 'select private.purge_staff_records()')$job$;
  return 7;
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
