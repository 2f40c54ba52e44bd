-- Why: a signed-in browser holds an opaque random token in an HttpOnly cookie; the database keeps
-- only its SHA-256, so a leaked table cannot be replayed. A session ends 4 hours after sign-in or
-- after 30 minutes without a request (an unattended tablet at the bar), both enforced by the API;
-- signing out deletes the row. The API records the last request at most once a minute
-- (src/domain/auth/session.ts).
create table public.staff_sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  staff_id uuid not null references public.staff_accounts (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now(),
  check (expires_at > created_at),
  constraint staff_sessions_seen_after_start check (last_seen_at >= created_at)
);

comment on table public.staff_sessions is 'Open staff sessions (hashed tokens); read only by the API.';
comment on column public.staff_sessions.last_seen_at is 'Last request of the session (to the minute); idle after 30 minutes.';

create index staff_sessions_staff_id on public.staff_sessions (staff_id);
create index staff_sessions_expires_at on public.staff_sessions (expires_at);
create index staff_sessions_last_seen_at on public.staff_sessions (last_seen_at);

alter table public.staff_sessions enable row level security;
revoke all on table public.staff_sessions from anon, authenticated;

-- Why: a staff member's live streams (day view, order list) must end with the session, at once on
-- logout or a password reset, not only at its expiry. Deleting a session announces its id; each
-- stream listens and closes when its own session's id arrives. Only the id travels, nothing else.
create or replace function private.notify_staff_session_ended()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('staff_session_ended', old.id::text);
  return old;
end
$$;

revoke all on function private.notify_staff_session_ended() from public, anon, authenticated;

create trigger staff_sessions_notify_ended
after delete on public.staff_sessions
for each row execute function private.notify_staff_session_ended();
