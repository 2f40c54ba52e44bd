-- Why: a reminder the day before cuts no-shows (docs/booking.md#the-reminder). Queues one reminder
-- mail per due booking: active, with an e-mail address, not marked arrived or no-show, starting at
-- most `reminder_hours` after `p_now`, made more than `reminder_hours` before its start, not a
-- walk-in, and not reminded for this start yet (a booking moved after its reminder is reminded again for the new
-- start). The rule is read when it runs, so a change of the setting applies to bookings already
-- made. `reminded_for` is set in the same transaction as the mail is queued, and rows another run
-- holds are skipped, so any number of processes may run it, any number of times: each booking is
-- reminded once per start. Each reminder carries a new link secret (private.reservation_by_token()).
-- The Node server runs it every minute; on Supabase pg_cron does (private.run_minute_jobs()).
-- Returns how many reminders it queued.
create or replace function private.queue_due_reminders(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_hours interval;
  v_row public.reservations;
  v_token text;
  v_count integer := 0;
begin
  select make_interval(hours => s.reminder_hours) into v_hours from public.business_settings s where s.reminder_hours > 0;
  if v_hours is null then
    return 0;
  end if;
  -- Real hours (an interval of hours, not days): across a change of the clock the reminder still
  -- goes out 24 hours before.
  for v_row in
    select * from public.reservations r
    where r.status = 'active' and r.customer_email is not null and r.attendance is null and r.source <> 'vor-ort'
      and r.starts_at > p_now and r.starts_at <= p_now + v_hours
      and r.created_at < r.starts_at - v_hours
      and r.reminded_for is distinct from r.starts_at
    order by r.starts_at
    for update skip locked
  loop
    v_token := private.mint_link_secret();
    update public.reservations r set reminded_for = v_row.starts_at where r.id = v_row.id;
    insert into public.reservation_links (reservation_id, token_hash)
    values (v_row.id, private.link_hash(v_token));
    insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
    values ('reservation-reminder', v_row.id,
            public.reservation_mail_data(v_row) || jsonb_build_object('manageToken', v_token),
            v_row.ends_at + interval '23 hours');
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

revoke all on function private.queue_due_reminders(timestamptz) from public, anon, authenticated;

-- The minute's search: bookings that may be due, by start.
create index reservations_reminder_due on public.reservations (starts_at)
  where status = 'active' and customer_email is not null;

-- Why: a reminder waits in the outbox while the mail provider is down; it must not reach a guest
-- whose booking was cancelled, deleted, moved or marked arrived or no-show meanwhile (a moved
-- booking is reminded again for its new start). A waitlist offer's mail goes with its hold. Whoever writes the booking (a guest, staff, the
-- retention job), the waiting reminder goes with the change.
create or replace function private.withdraw_pending_reminders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.mail_outbox m
  where m.reservation_id = old.id and m.kind in ('reservation-reminder', 'waitlist-offer') and m.status = 'pending';
  return null;
end
$$;

revoke all on function private.withdraw_pending_reminders() from public, anon, authenticated;

create trigger reservations_withdraw_reminders_on_delete
  after delete on public.reservations
  for each row execute function private.withdraw_pending_reminders();

create trigger reservations_withdraw_reminders_on_change
  after update of starts_at, status, attendance on public.reservations
  for each row
  when (old.starts_at is distinct from new.starts_at or new.status <> 'active' or new.attendance is not null)
  execute function private.withdraw_pending_reminders();

-- Why: 'Erinnert, noch nicht bestätigt' speaks of the booking's start; a moved booking has not been
-- reminded of its new one yet.
create or replace function private.forget_reminder_of_old_start()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.reminder_sent_at := null;
  return new;
end
$$;

revoke all on function private.forget_reminder_of_old_start() from public, anon, authenticated;

create trigger reservations_forget_reminder_of_old_start
  before update of starts_at on public.reservations
  for each row
  when (old.starts_at is distinct from new.starts_at)
  execute function private.forget_reminder_of_old_start();

-- Why: on Supabase no process polls the outbox; pg_cron's minute job asks the Edge Function to send
-- what is due (through pg_net). Where it lives and the secret it shows (the function's
-- DISPATCH_SECRET) are set once by hand (README "Deploy"); one row, owner only.
create table private.mail_dispatch_target (
  id boolean primary key default true check (id),
  url text not null check (url ~ '^https?://'),
  secret text not null check (char_length(secret) >= 32)
);

comment on table private.mail_dispatch_target is 'Where pg_cron asks the Edge Function to send due mails; owner only.';

alter table private.mail_dispatch_target enable row level security;
revoke all on table private.mail_dispatch_target from public, anon, authenticated;

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
