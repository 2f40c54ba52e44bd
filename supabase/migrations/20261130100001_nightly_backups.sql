-- Why: the Node server with the embedded database had no backup. It now writes one every night
-- (src/server/backup/nightly.ts), exactly once across processes under the new 'backup' lock, and
-- records each file it keeps in private.backups.
create or replace function private.lock_key(p_name text)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_key integer := case p_name
    -- The week, its exceptions, the settings and the plan as bookings read them (second key 0):
    -- schedule writes take it exclusively, every booking and offer shared, before any other lock.
    when 'week' then 20261124
    -- One table (second key: its id), taken in ascending id order (private.claim_tables()).
    when 'table' then 20261121
    -- One address's bookings of one day (second key: hashtext(address || '|' || date)).
    when 'booking-address' then 20261123
    -- One address's waitlist entries of one day (second key as 'booking-address').
    when 'waitlist-address' then 20261126
    -- A day's run of waitlist offers (second key: hashtext(date)): one at a time per day.
    when 'waitlist-offers' then 20261125
    -- A team night's sign-ups, places and offers (second key: hashtext(date)).
    when 'team-night' then 20261127
    -- The Node server's nightly backup file (second key 0): one process of several writes it.
    when 'backup' then 20261130
  end;
begin
  if v_key is null then
    raise exception using errcode = '22023', message = 'unknown-lock', detail = coalesce(p_name, '');
  end if;
  return v_key;
end
$$;

-- The booking functions run as owner; staff requests take the week's lock
-- (src/server/schedule/queries.ts, src/server/staff-reservations/service.ts).
revoke all on function private.lock_key(text) from public, anon, authenticated;
grant execute on function private.lock_key(text) to authenticated;

create table private.backups (
  taken_at timestamptz primary key,
  file text not null check (file ~ '^pubs-[0-9TZ-]+\.json\.gz$'),
  bytes bigint not null check (bytes > 0)
);

comment on table private.backups is 'The nightly backup files the Node server wrote and still keeps (the newest 14).';

alter table private.backups enable row level security;
revoke all on table private.backups from public, anon, authenticated;
