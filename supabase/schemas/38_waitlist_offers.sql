-- Why: one way an offer is made, whether the next fitting entry gets a freed table
-- (private.offer_next()) or staff offer one by hand (public.staff_offer_table()): the tables, already
-- claimed by the caller, are held for the entry (a reservation with status 'held' until
-- `offer_minutes` from now, never past the start), the entry is 'offered' with a new link secret,
-- and a guest with an address gets 'Ein Tisch ist frei' in the same transaction. Returns the offer
-- (supabase/schemas/38_waitlist_offers.sql's view) with the secret for the caller's own use.
create or replace function private.hold_for_entry(
  p_entry public.waitlist_entries,
  p_table_ids integer[],
  p_capacity integer,
  p_starts timestamptz,
  p_ends timestamptz,
  p_now timestamptz
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_rules public.business_settings;
  v_buffer interval;
  v_token text := private.mint_link_secret();
  v_row public.reservations;
begin
  select * into v_rules from public.business_settings;
  v_buffer := make_interval(mins => v_rules.buffer_time);
  insert into public.reservations (
    date, start_time, end_time, starts_at, ends_at, buffer_start, buffer_end, table_ids, table_capacity,
    guest_count, customer_name, customer_email, customer_phone, source, status, hold_expires_at, waitlist_entry_id
  ) values (
    p_entry.date, (p_starts at time zone 'Europe/Berlin')::time, (p_ends at time zone 'Europe/Berlin')::time,
    p_starts, p_ends, p_starts - v_buffer, p_ends + v_buffer, p_table_ids, p_capacity, p_entry.guest_count,
    p_entry.customer_name, p_entry.customer_email, p_entry.customer_phone, 'warteliste', 'held',
    least(p_now + make_interval(mins => v_rules.offer_minutes), p_starts), p_entry.id
  )
  returning * into v_row;
  update public.waitlist_entries e
  set status = 'offered', offer_token_hash = private.link_hash(v_token), reservation_id = v_row.id
  where e.id = p_entry.id;
  if p_entry.customer_email is not null then
    insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
    values ('waitlist-offer', v_row.id,
            public.reservation_mail_data(v_row) || jsonb_build_object(
              'offerToken', v_token, 'expiresAt', v_row.hold_expires_at),
            v_row.ends_at + interval '23 hours');
  end if;
  return private.offer_view(v_row, 'offered') || jsonb_build_object('offerToken', v_token);
end
$$;

revoke all on function private.hold_for_entry(public.waitlist_entries, integer[], integer, timestamptz, timestamptz, timestamptz) from public, anon, authenticated;

-- Why: what the offer's page and every offer answer show: `{ offer, status }`.
create or replace function private.offer_view(r public.reservations, p_status text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'offer', jsonb_build_object(
      'date', r.date,
      'startTime', to_char(r.start_time, 'HH24:MI'),
      'endTime', to_char(r.end_time, 'HH24:MI'),
      'tableIds', to_jsonb(r.table_ids),
      'guestCount', r.guest_count,
      'expiresAt', r.hold_expires_at),
    'status', p_status)
$$;

revoke all on function private.offer_view(public.reservations, text) from public, anon, authenticated;

-- Why: a freed table goes to the earliest-joined waiting entry of the day it fits
-- (docs/booking.md#the-waitlist): for each entry in the order they joined, each start of its window
-- from the earliest, the smallest deployed table that seats the party (guests between half the seats,
-- rounded up, and all of them) and is free with the buffer; one offer per call. One run per day at a
-- time; a table another writer is writing, or an entry staff are offering by hand, is passed over
-- (private.try_claim_tables(), `skip locked`), so an offer run never waits for anyone and cannot
-- deadlock. Returns the offer made, or null when none fits. Callers repeat it until null
-- (private.offer_free_tables()).
create or replace function private.offer_next(p_date date, p_now timestamptz default private.clock())
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_rules public.business_settings;
  v_day record;
  v_entry public.waitlist_entries;
  v_window record;
  v_minute integer;
  v_end integer;
  v_starts timestamptz;
  v_ends timestamptz;
  v_table record;
begin
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  perform pg_advisory_xact_lock(private.lock_key('waitlist-offers'), hashtext(p_date::text));
  select * into v_day from private.day_plan(p_date);
  if not coalesce(v_day.bookable, false) then
    return null;
  end if;
  select * into v_rules from public.business_settings;
  for v_entry in
    select * from public.waitlist_entries e
    where e.date = p_date and e.status = 'waiting'
    order by e.created_at, e.id
    -- An entry staff are offering a table by hand is passed over: a run never waits for one.
    for update skip locked
  loop
    select * into v_window from private.waitlist_window(p_date, v_entry.from_time, v_entry.until_time);
    v_minute := greatest(v_window.from_minute, v_window.open_minute);
    while v_minute <= v_window.until_minute and v_minute + v_rules.slot_minutes <= v_window.close_minute loop
      v_starts := (p_date + make_interval(mins => v_minute)) at time zone 'Europe/Berlin';
      select w.end_minute into v_end
      from private.evening_minutes(
        p_open => v_day.open_time, p_close => v_day.close_time, p_start => (p_date + make_interval(mins => v_minute))::time,
        p_end => null, p_default_end => v_rules.default_end_time, p_longest => v_rules.max_reservation_duration) w;
      v_ends := (p_date + make_interval(mins => v_end)) at time zone 'Europe/Berlin';
      if v_starts > p_now then
        for v_table in
          select d.id, d.capacity from private.deployed_tables() d
          where d.capacity >= v_entry.guest_count and (d.capacity + 1) / 2 <= v_entry.guest_count
          order by d.capacity, d.id
        loop
          if private.try_claim_tables(array[v_table.id], v_starts, v_ends, make_interval(mins => v_rules.buffer_time)) then
            return private.hold_for_entry(v_entry, array[v_table.id], v_table.capacity, v_starts, v_ends, p_now);
          end if;
        end loop;
      end if;
      v_minute := v_minute + v_rules.slot_minutes;
    end loop;
  end loop;
  return null;
end
$$;

revoke all on function private.offer_next(date, timestamptz) from public, anon, authenticated;

-- Why: offers every freed table that fits someone, on every day with waiting entries from today on
-- (a cancellation, a change, a no-show, an opened day, a plan with more seats, a lapsed or declined
-- offer). The API runs it after each such write; the Node server and pg_cron every minute. Returns
-- how many offers it made.
create or replace function private.offer_free_tables(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_date date;
  v_count integer := 0;
begin
  for v_date in
    select distinct e.date from public.waitlist_entries e
    where e.status = 'waiting' and e.date >= (p_now at time zone 'Europe/Berlin')::date
    order by e.date
  loop
    while private.offer_next(v_date, p_now) is not null loop
      v_count := v_count + 1;
    end loop;
  end loop;
  return v_count;
end
$$;

revoke all on function private.offer_free_tables(timestamptz) from public, anon, authenticated;

-- Why: holds are data, not timers: an offer whose hold ran out lapses (the table is free again, the
-- entry 'expired'), and a waiting entry whose last start has passed expires, whenever any process
-- runs this (every minute, and before an offer is read or taken). Returns how many offers lapsed.
create or replace function private.lapse_offers(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_count integer := 0;
  v_entry public.waitlist_entries;
begin
  -- The entry first, then its hold, as every other writer of an offer locks them; an entry another
  -- transaction holds is passed over (it is answering or being changed): the next run lapses it.
  for v_entry in
    select e.* from public.waitlist_entries e
    join public.reservations r on r.id = e.reservation_id
    where e.status = 'offered' and r.status = 'held' and r.hold_expires_at <= p_now
    order by e.id
    for update of e skip locked
  loop
    delete from public.reservations r where r.id = v_entry.reservation_id and r.status = 'held';
    update public.waitlist_entries e set status = 'expired' where e.id = v_entry.id;
    v_count := v_count + 1;
  end loop;
  update public.waitlist_entries e set status = 'expired'
  where e.status = 'waiting'
    and (e.date + make_interval(mins => (select w.until_minute from private.waitlist_window(e.date, e.from_time, e.until_time) w)))
        at time zone 'Europe/Berlin' <= p_now;
  return v_count;
end
$$;

revoke all on function private.lapse_offers(timestamptz) from public, anon, authenticated;

-- Why: as a booking's (private.relink_reservation()), an entry's offer link belongs to the address it
-- was mailed to. No staff route changes an entry's address; whoever writes it voids the offer's
-- link, or, while a table is held for the entry, the hold follows the new address and its trigger
-- mails the offer again with a new link. A change of letter case only is the same address.
create or replace function private.relink_waitlist_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.reservations r set customer_email = new.customer_email
  where r.id = new.reservation_id and r.status = 'held' and new.status = 'offered';
  if not found then
    update public.waitlist_entries e set offer_token_hash = null where e.id = new.id;
  end if;
  return null;
end
$$;

revoke all on function private.relink_waitlist_entry() from public, anon, authenticated;

create trigger waitlist_entries_relink_on_new_address
  after update of customer_email on public.waitlist_entries
  for each row
  when (lower(old.customer_email) is distinct from lower(new.customer_email))
  execute function private.relink_waitlist_entry();
