-- Why: a staff member's live streams (day view, order list) must end with the session, at once on
-- logout or a password reset, not only at its expiry. Deleting a session announces its id; each
-- stream listens and closes when its own session's id arrives. Only the id travels, nothing else.
create function private.notify_staff_session_ended()
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
