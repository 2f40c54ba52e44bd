-- Why: writers that must not interleave queue on advisory locks (docs/data.md#locks). A lock's key
-- is two integers: the first names the kind of lock, here and nowhere else; the second says which
-- one (a table's id, the hash of a date or of an address and a date, 0 for the one lock of its
-- kind). Two writers wait for each other exactly when they name the same lock. The API takes the
-- week's lock through this function too. An unknown name raises, so a typo cannot take a lock
-- nobody else takes.
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
