-- Why: staff keep the list of the evening (docs/booking.md#the-waitlist): a party that called, or
-- one at the door ('Heute warten'), joins it without an address; staff may offer a chosen table by
-- hand (the one locking step; an earlier offer of the entry is withdrawn), take an offer for a guest
-- who said yes on the phone (public.staff_take_offer(), beside the guest's answer), and remove an
-- entry (its hold goes with it). Each checks is_staff().
create or replace function public.staff_add_waitlist_entry(
  p_date date,
  p_from time,
  p_until time,
  p_guest_count integer,
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text,
  p_source text
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_window record;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can add to the waitlist';
  end if;
  if p_date is null or p_date < (private.clock() at time zone 'Europe/Berlin')::date then
    raise exception using errcode = '22023', message = 'date-past';
  end if;
  -- The window lies inside the day's opening, earliest first (any day: staff may fill a closed one).
  select * into v_window from private.waitlist_window(p_date, p_from, p_until);
  if p_from is null or p_until is null or v_window.from_minute < v_window.open_minute
     or v_window.until_minute < v_window.from_minute or v_window.until_minute >= v_window.close_minute then
    raise exception using errcode = '22023', message = 'waitlist-window';
  end if;
  insert into public.waitlist_entries (
    date, from_time, until_time, guest_count, customer_name, customer_email, customer_phone, source, created_by
  ) values (
    p_date, p_from, p_until, p_guest_count, btrim(p_customer_name), nullif(btrim(p_customer_email), ''),
    nullif(btrim(p_customer_phone), ''), p_source,
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid
  )
  returning id into v_id;
  return v_id;
end
$$;

revoke all on function public.staff_add_waitlist_entry(date, time, time, integer, text, text, text, text) from public, anon, authenticated;
grant execute on function public.staff_add_waitlist_entry(date, time, time, integer, text, text, text, text) to authenticated;

create or replace function public.staff_offer_table(p_id uuid, p_table_ids integer[], p_start_time time)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_entry public.waitlist_entries;
  v_rules public.business_settings;
  v_day record;
  v_window record;
  v_capacity integer;
  v_found integer;
  v_starts timestamptz;
  v_ends timestamptz;
  v_ids integer[];
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can offer tables';
  end if;
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  select * into v_entry from public.waitlist_entries e where e.id = p_id for update;
  if not found or v_entry.status not in ('waiting', 'offered') then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  select * into v_rules from public.business_settings;
  select * into v_day from private.day_plan(v_entry.date);
  select array_agg(distinct t order by t) into v_ids from unnest(p_table_ids) t;
  select count(*), sum(d.capacity) into v_found, v_capacity
  from private.deployed_tables() d where d.id = any (v_ids);
  if v_ids is null or v_found <> cardinality(v_ids) then
    raise exception using errcode = '22023', message = 'unknown-table';
  end if;
  if v_entry.guest_count > v_capacity then
    raise exception using errcode = '22023', message = 'party-too-large', detail = v_capacity::text;
  end if;
  select * into v_window from private.waitlist_window(v_entry.date, p_start_time, p_start_time);
  if p_start_time is null or v_window.from_minute < v_window.open_minute or v_window.from_minute >= v_window.close_minute then
    raise exception using errcode = '22023', message = 'outside-evening',
      detail = to_char(v_day.open_time, 'HH24:MI') || '|' || to_char(v_day.close_time, 'HH24:MI');
  end if;
  v_starts := (v_entry.date + make_interval(mins => v_window.from_minute)) at time zone 'Europe/Berlin';
  v_ends := (v_entry.date + make_interval(mins => (
    select w.end_minute from private.evening_minutes(
      p_open => v_day.open_time, p_close => v_day.close_time, p_start => p_start_time, p_end => null,
      p_default_end => v_rules.default_end_time, p_longest => v_rules.max_reservation_duration) w)))
    at time zone 'Europe/Berlin';
  if v_starts <= private.clock() then
    raise exception using errcode = '22023', message = 'ends-past';
  end if;
  if v_entry.status = 'offered' then
    delete from public.reservations r where r.id = v_entry.reservation_id and r.status = 'held';
  end if;
  perform private.claim_tables(
    p_table_ids => v_ids, p_starts => v_starts, p_ends => v_ends,
    p_buffer => make_interval(mins => v_rules.buffer_time), p_except => null);
  return private.hold_for_entry(v_entry, v_ids, v_capacity, v_starts, v_ends, private.clock()) - 'offerToken';
end
$$;

revoke all on function public.staff_offer_table(uuid, integer[], time) from public, anon, authenticated;
grant execute on function public.staff_offer_table(uuid, integer[], time) to authenticated;

-- Why: staff take an entry off the list (the guest called, or came); an offered table's hold goes
-- with it. Checks is_staff(). Errors: P0002 'not-found' when there is no such entry.
create or replace function public.staff_remove_waitlist_entry(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_entry public.waitlist_entries;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can remove waitlist entries';
  end if;
  delete from public.waitlist_entries e where e.id = p_id returning * into v_entry;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  if v_entry.status = 'offered' then
    delete from public.reservations r where r.id = v_entry.reservation_id and r.status = 'held';
  end if;
end
$$;

revoke all on function public.staff_remove_waitlist_entry(uuid) from public, anon, authenticated;
grant execute on function public.staff_remove_waitlist_entry(uuid) to authenticated;
