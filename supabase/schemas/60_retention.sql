-- Why: the privacy text promises that reservation data is deleted at the latest 24 hours after
-- the reservation. Reservations go 23 hours after their end, and with them their mails (also
-- undelivered ones: privacy wins over a mail that could not be sent for a day). Run hourly
-- (private.run_hourly_jobs(), by the Node server or pg_cron), so each row is gone between 23
-- and 24 hours after the reservation ended. The delete keeps each booking's anonymous counts
-- (private.keep_reservation_counts(), by its outcome while figures.purging is on). Returns what it
-- deleted.
create or replace function public.purge_expired_bookings(p_now timestamptz default private.clock())
returns table (purged_reservations integer, purged_mails integer)
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform set_config('figures.purging', 'on', true);
  delete from public.reservations r where r.ends_at <= p_now - interval '23 hours';
  get diagnostics purged_reservations = row_count;
  perform set_config('figures.purging', 'off', true);
  delete from public.mail_outbox m where m.purge_after <= p_now;
  get diagnostics purged_mails = row_count;
  return next;
end
$$;

revoke all on function public.purge_expired_bookings(timestamptz) from public, anon, authenticated;

-- Why: the privacy text promises that request counts (with addresses) are kept at most 24 hours,
-- and spent proofs only until their challenge expires. Run hourly with the booking retention.
-- Returns what it deleted.
create or replace function private.purge_security_records(p_now timestamptz default private.clock())
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
-- sign-in to be deleted. Run hourly (private.run_hourly_jobs(), by the Node server or pg_cron).
-- Deleting announces each session's end to its live streams.
-- Returns how many it deleted.
create or replace function private.purge_ended_staff_sessions(p_now timestamptz default private.clock())
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

-- Why: every hourly job of the clock in one list, so the Node server and pg_cron run the same
-- ones (docs/architecture.md "Jobs by the clock"): reservations and their mails, request counts
-- and spent proofs, ended staff sessions, the waitlist of past days, past quiz nights' teams, the
-- staff log and spent account links, hire inquiries' personal data. Each job runs in its own subtransaction: one that fails is
-- reported in its row and the others still delete. Deleting is idempotent, so two runners at the
-- same hour delete each row once between them. Records the run as 'hourly'
-- (private.record_job_run(), supabase/schemas/62_job_runs.sql) with the failed jobs' messages.
-- Returns one row per job: what it deleted, or why it failed.
create or replace function private.run_hourly_jobs(p_now timestamptz default private.clock())
returns table (job text, deleted integer, failure text)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_job text;
  v_failures text[] := '{}';
begin
  foreach v_job in array array['bookings', 'security records', 'staff sessions', 'waitlist', 'quiz nights',
                               'staff records', 'hire inquiries'] loop
    job := v_job;
    deleted := 0;
    failure := null;
    begin
      case v_job
        when 'bookings' then
          select b.purged_reservations + b.purged_mails into deleted from public.purge_expired_bookings(p_now) b;
        when 'security records' then
          select r.purged_counts + r.purged_proofs into deleted from private.purge_security_records(p_now) r;
        when 'staff sessions' then deleted := private.purge_ended_staff_sessions(p_now);
        when 'waitlist' then deleted := private.purge_waitlist(p_now);
        when 'quiz nights' then deleted := private.purge_quiz_nights(p_now);
        when 'staff records' then deleted := private.purge_staff_records(p_now);
        when 'hire inquiries' then deleted := private.purge_hire_inquiries(p_now);
      end case;
    exception when others then
      failure := sqlerrm;
      v_failures := v_failures || (v_job || ': ' || sqlerrm);
    end;
    return next;
  end loop;
  perform private.record_job_run('hourly', p_now, nullif(array_to_string(v_failures, '; '), ''));
end
$$;

revoke all on function private.run_hourly_jobs(timestamptz) from public, anon, authenticated;

-- Why: on Supabase no long-running server runs the jobs of the clock: pg_cron does, one entry
-- point per cadence (private.run_minute_jobs() every minute, supabase/schemas/36_reminders.sql;
-- private.run_hourly_jobs() every hour). One function schedules both, whether pg_cron was there
-- when the migrations ran or was enabled later (then run `select private.schedule_clock_jobs();`
-- once, README "Deploy"). Scheduling a job under a name it already has replaces it. Returns how
-- many jobs it scheduled: 0 without pg_cron.
create or replace function private.schedule_clock_jobs()
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
  execute $job$select cron.schedule('minute-jobs', '* * * * *', 'select private.run_minute_jobs()')$job$;
  execute $job$select cron.schedule('hourly-jobs', '7 * * * *', 'select private.run_hourly_jobs()')$job$;
  return 2;
end
$$;

revoke all on function private.schedule_clock_jobs() from public, anon, authenticated;


do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  perform private.schedule_clock_jobs();
exception when others then
  raise notice 'pg_cron not usable (%); the clock jobs run from the Node server only', sqlerrm;
end
$$;
