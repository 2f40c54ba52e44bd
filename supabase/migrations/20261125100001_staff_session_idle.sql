-- Why: a session ends after 30 minutes without a request (an unattended tablet at the bar), not
-- only 4 hours after sign-in. The API records when the session was last used (at most once a
-- minute, src/domain/staff/session.ts) and refuses it once it has been idle for 30 minutes.
-- The default keeps a server of the previous version signing in until the new one is deployed.
alter table public.staff_sessions add column last_seen_at timestamptz;
update public.staff_sessions set last_seen_at = created_at;
alter table public.staff_sessions alter column last_seen_at set not null, alter column last_seen_at set default now();
alter table public.staff_sessions add constraint staff_sessions_seen_after_start check (last_seen_at >= created_at);

comment on column public.staff_sessions.last_seen_at is 'Last request of the session (to the minute); idle after 30 minutes.';

create index staff_sessions_last_seen_at on public.staff_sessions (last_seen_at);

-- Why: ended sessions (4 hours after sign-in, or 30 minutes idle) must not wait for someone's next
-- sign-in to be deleted. The Node server runs this hourly; on Supabase pg_cron does
-- (private.schedule_retention_jobs). Deleting announces each session's end to its live streams.
-- Returns how many it deleted.
create function private.purge_ended_staff_sessions(p_now timestamptz default now())
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
