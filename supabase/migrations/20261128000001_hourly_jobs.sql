-- Why: the hourly jobs of the clock were listed twice, once in the Node server's TypeScript and
-- once as six pg_cron schedules; a job added to one list could be missed by the other. One entry
-- point per cadence (private.run_minute_jobs(), private.run_hourly_jobs()) that both run, and one
-- function that schedules the two with pg_cron, replacing the six hourly schedules.

-- Why: every hourly job of the clock in one list, so the Node server and pg_cron run the same
-- ones (docs/architecture.md "Jobs by the clock"): reservations and their mails, request counts
-- and spent proofs, ended staff sessions, the waitlist of past days, past quiz nights' teams, the
-- staff log and spent account links. Each job runs in its own subtransaction: one that fails is
-- reported in its row and the others still delete. Deleting is idempotent, so two runners at the
-- same hour delete each row once between them. Returns one row per job: what it deleted, or why
-- it failed.
create or replace function private.run_hourly_jobs(p_now timestamptz default private.clock())
returns table (job text, deleted integer, failure text)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_job text;
begin
  foreach v_job in array array['bookings', 'security records', 'staff sessions', 'waitlist', 'quiz nights',
                               'staff records'] loop
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
      end case;
    exception when others then
      failure := sqlerrm;
    end;
    return next;
  end loop;
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


drop function private.schedule_retention_jobs();

do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  -- The hourly schedules of the list this migration replaces.
  if to_regclass('cron.job') is not null then
    perform cron.unschedule(j.jobname) from cron.job j
    where j.jobname in ('purge-expired-bookings', 'purge-security-records', 'purge-ended-staff-sessions',
                        'purge-waitlist', 'purge-quiz-nights', 'purge-staff-records');
  end if;
  perform private.schedule_clock_jobs();
exception when others then
  raise notice 'pg_cron not usable (%); the clock jobs run from the Node server only', sqlerrm;
end
$$;
