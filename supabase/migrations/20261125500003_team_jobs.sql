-- Why: team mails pass through the outbox; the minute job offers freed quiz places, and the hourly
-- retention deletes each quiz night's teams, rounds and screen links.

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check check (kind in (
  'reservation-confirmation',  -- docs/mails.md#call-1-confirmation-to-the-guest, to the guest
  'venue-notification',        -- docs/mails.md#call-2-notification-to-staff, to the venue inbox and the staff address
  'reservation-cancelled',     -- docs/mails.md#call-4-cancellation-to-the-guest, to the guest when staff cancel
  'guest-cancellation-notice', -- to the venue when a guest cancels through the mail link
  'reservation-changed',       -- docs/mails.md#change-to-the-guest, to the guest when staff or the guest change the booking
  'reservation-reminder',      -- docs/mails.md#reminder-to-the-guest, to the guest before the evening
  'guest-change-notice',       -- to the venue when a guest changes their booking online
  'waitlist-offer',            -- docs/mails.md#waitlist-offer, to a waiting guest when a table is held for them
  'team-signup',               -- docs/mails.md#quiz-team-sign-up, to a team signed up or put on the night's waitlist
  'team-offer'                 -- docs/mails.md#quiz-team-offer, to a waiting team when a place is held for it
));

-- Why: what the database does every minute (pg_cron, private.schedule_retention_jobs()): queue the
-- due reminders, lapse the waitlist's offers that ran out and offer freed tables
-- (supabase/schemas/38_waitlist_offers.sql), offer quiz nights' freed places to waiting teams
-- (supabase/schemas/43_team_signup_guest.sql), then, when a mail is due (a new reminder, a retry whose time has come) and a
-- dispatch target is set, ask the Edge Function to send (pg_net posts after the commit). Returns
-- how many reminders and offers it made.
create or replace function private.run_minute_jobs(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_queued integer := private.queue_due_reminders(p_now);
  v_target private.mail_dispatch_target;
begin
  -- The waitlist's step never undoes the reminders: a failure there is reported and left to the
  -- next minute.
  begin
    perform private.lapse_offers(p_now);
    v_queued := v_queued + private.offer_free_tables(p_now);
  exception when others then
    raise warning 'waitlist offers failed: %', sqlerrm;
  end;
  begin
    v_queued := v_queued + private.offer_team_places(p_now);
  exception when others then
    raise warning 'quiz team offers failed: %', sqlerrm;
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
  return v_queued;
end
$$;

revoke all on function private.run_minute_jobs(timestamptz) from public, anon, authenticated;

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
  return 6;
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
