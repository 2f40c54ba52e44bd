-- Why: a clock job that stopped went unnoticed until guests complained. Each job now records its
-- last run and outcome in private.job_runs from its own entry point, for the owner's status page
-- and the health check (docs/operations.md).

-- Why: a clock job that stopped must be seen before guests complain (docs/operations.md). Each job
-- of the clock writes its last run and outcome here from its own entry point, whichever process
-- runs it (the Node server or pg_cron): 'minute' (private.run_minute_jobs()), 'hourly'
-- (private.run_hourly_jobs()) and 'backup' (the Node server's nightly file). The owner's status
-- page and `GET /api/health` read it; one row per job, so it never grows.
create table private.job_runs (
  name text primary key check (name in ('minute', 'hourly', 'backup')),
  last_run_at timestamptz not null,
  ok boolean not null,
  -- What went wrong in the last run (the database's message), null when it went well.
  failure text check (failure is null or char_length(failure) <= 1000),
  check (ok = (failure is null))
);

comment on table private.job_runs is 'Each clock job''s last run and outcome, for the status page and the health check.';

alter table private.job_runs enable row level security;
revoke all on table private.job_runs from public, anon, authenticated;

-- Why: one way for every job to record a run, so the record means the same for each. A later run
-- replaces the row; an earlier one (a slow runner finishing after a newer run was recorded) never
-- does, so the row always tells the newest run. `p_failure` null: the run went well.
create or replace function private.record_job_run(p_name text, p_at timestamptz, p_failure text default null)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into private.job_runs as j (name, last_run_at, ok, failure)
  values (p_name, p_at, p_failure is null, left(p_failure, 1000))
  on conflict (name) do update
    set last_run_at = excluded.last_run_at, ok = excluded.ok, failure = excluded.failure
    where j.last_run_at <= excluded.last_run_at;
$$;

revoke all on function private.record_job_run(text, timestamptz, text) from public, anon, authenticated;

-- Why: what the database does every minute (the Node server, or pg_cron: private.schedule_clock_jobs()): queue the
-- due reminders, lapse the waitlist's offers that ran out and offer freed tables
-- (supabase/schemas/38_waitlist_offers.sql), offer quiz nights' freed places to waiting teams
-- (supabase/schemas/43_team_signup_guest.sql), lapse hire offers past their last day and remind
-- overdue deposits (supabase/schemas/54_hire_clock.sql), then, when a mail is due (a new reminder, a retry whose time has come) and a
-- dispatch target is set, ask the Edge Function to send (pg_net posts after the commit). Records
-- the run as 'minute' (private.record_job_run(), supabase/schemas/62_job_runs.sql), with the
-- failures of the steps that failed. Returns how many reminders, offers, lapsed hire offers and
-- deposit reminders it made.
create or replace function private.run_minute_jobs(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_queued integer := private.queue_due_reminders(p_now);
  v_target private.mail_dispatch_target;
  v_failures text[] := '{}';
begin
  -- The waitlist's step never undoes the reminders: a failure there is reported and left to the
  -- next minute.
  begin
    perform private.lapse_offers(p_now);
    v_queued := v_queued + private.offer_free_tables(p_now);
  exception when others then
    raise warning 'waitlist offers failed: %', sqlerrm;
    v_failures := v_failures || ('waitlist offers failed: ' || sqlerrm);
  end;
  begin
    v_queued := v_queued + private.offer_team_places(p_now);
  exception when others then
    raise warning 'quiz team offers failed: %', sqlerrm;
    v_failures := v_failures || ('quiz team offers failed: ' || sqlerrm);
  end;
  begin
    v_queued := v_queued + private.lapse_hire_offers(p_now) + private.remind_hire_deposits(p_now);
  exception when others then
    raise warning 'hire jobs failed: %', sqlerrm;
    v_failures := v_failures || ('hire jobs failed: ' || sqlerrm);
  end;
  select * into v_target from private.mail_dispatch_target;
  if found and to_regnamespace('net') is not null and exists (
    select from public.mail_outbox m
    where m.status = 'pending' and (m.next_attempt_at is null or m.next_attempt_at <= p_now)
  ) then
    execute 'select net.http_post(url => $1, headers => $2, body => $3)'
      using v_target.url,
            jsonb_build_object('Content-Type', 'application/json', 'X-Dispatch-Secret', v_target.secret),
            '{}'::jsonb;
  end if;
  perform private.record_job_run('minute', p_now, nullif(array_to_string(v_failures, '; '), ''));
  return v_queued;
end
$$;

revoke all on function private.run_minute_jobs(timestamptz) from public, anon, authenticated;

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
