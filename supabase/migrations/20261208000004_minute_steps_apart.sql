-- Why: a failure of the reminders' step (or of asking the Edge Function to send) stopped the whole
-- minute before it recorded its run: under pg_cron, 'Systemstatus' then showed the job only as
-- stale, without the failure. Each step now runs apart and the run is always recorded.
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
  v_queued integer := 0;
  v_target private.mail_dispatch_target;
  v_failures text[] := '{}';
begin
  -- Each step runs apart: a failure undoes only that step, is reported and left to the next
  -- minute, and the run is still recorded (under pg_cron nothing else would record it).
  begin
    v_queued := private.queue_due_reminders(p_now);
  exception when others then
    raise warning 'reminders failed: %', sqlerrm;
    v_failures := v_failures || ('reminders failed: ' || sqlerrm);
  end;
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
    v_queued := v_queued + private.lapse_hire_offers(p_now);
  exception when others then
    raise warning 'hire offers failed: %', sqlerrm;
    v_failures := v_failures || ('hire offers failed: ' || sqlerrm);
  end;
  begin
    v_queued := v_queued + private.remind_hire_deposits(p_now);
  exception when others then
    raise warning 'hire deposit reminders failed: %', sqlerrm;
    v_failures := v_failures || ('hire deposit reminders failed: ' || sqlerrm);
  end;
  begin
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
  exception when others then
    raise warning 'mail dispatch failed: %', sqlerrm;
    v_failures := v_failures || ('mail dispatch failed: ' || sqlerrm);
  end;
  perform private.record_job_run('minute', p_now, nullif(array_to_string(v_failures, '; '), ''));
  return v_queued;
end
$$;

revoke all on function private.run_minute_jobs(timestamptz) from public, anon, authenticated;
