-- Why: the hourly purges read "now" from now() by default while every other function reads
-- private.clock() (supabase/schemas/02_clock.sql), the one "now" a test can pin. Run without an
-- argument (as pg_cron did before private.run_hourly_jobs() passed its own), they now agree with
-- the rest of the schema.

create or replace function private.purge_waitlist(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.waitlist_entries e
  where (e.date + make_interval(mins => (
          select w.close_minute from private.waitlist_window(e.date, e.from_time, e.until_time) w)))
        at time zone 'Europe/Berlin' <= p_now - interval '23 hours';
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

create or replace function private.purge_quiz_nights(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.team_signups t
  where (select n.ends_at from private.team_night(t.date) n) <= p_now - interval '23 hours';
  get diagnostics v_count = row_count;
  delete from public.quiz_nights q
  where (select n.ends_at from private.team_night(q.date) n) <= p_now - interval '23 hours';
  delete from public.quiz_screen_links l
  where (select n.ends_at from private.team_night(l.date) n) <= p_now - interval '23 hours';
  return v_count;
end
$$;

create or replace function private.purge_staff_records(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_log integer;
  v_links integer;
  v_challenges integer;
  v_devices integer;
begin
  delete from public.staff_audit_log l where l.at < p_now - interval '90 days';
  get diagnostics v_log = row_count;
  delete from public.staff_account_links k where k.expires_at <= p_now or k.used_at is not null;
  get diagnostics v_links = row_count;
  delete from public.staff_login_challenges c where c.expires_at <= p_now;
  get diagnostics v_challenges = row_count;
  delete from public.staff_devices d where d.last_used_at <= p_now - interval '90 days';
  get diagnostics v_devices = row_count;
  return v_log + v_links + v_challenges + v_devices;
end
$$;

create or replace function public.purge_expired_bookings(p_now timestamptz default private.clock())
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
