-- Why: six places walked the deployed plan's areas and elements for its tables, each its own way
-- (by text or by number, once without counting a repeated id once). private.deployed_tables() is
-- the one reading: each table of the deployed plan once, with its seats; the guest's booking and
-- change, the staff booking, the waitlist's offers and taking an offer ask it.
create or replace function private.deployed_tables()
returns table (id integer, capacity integer)
language sql
stable
set search_path = ''
as $$
  select distinct on ((e ->> 'id')::integer) (e ->> 'id')::integer, (e ->> 'capacity')::integer
  from public.table_plans p
  cross join lateral jsonb_each(p.config -> 'areas') a
  cross join lateral jsonb_array_elements(a.value -> 'elements') e
  where p.name = 'deployed' and e ->> 'type' = 'table'
  order by (e ->> 'id')::integer
$$;

-- Only its owner calls it: the booking functions run as owner (security definer).
revoke all on function private.deployed_tables() from public, anon, authenticated;

create or replace function private.guest_booking_slot(
  p_date date,
  p_start_time time,
  p_end_time time,
  p_table_ids integer[],
  p_guest_count integer,
  out table_ids integer[],
  out table_capacity integer,
  out starts_at timestamptz,
  out ends_at timestamptz,
  out end_time time,
  out buffer interval
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_rules public.business_settings;
  v_day record;
  v_now timestamptz := private.clock();
  v_found integer;
  v_open integer;
  v_close integer;
  v_start integer;
  v_end integer;
begin
  select * into v_day from private.day_plan(p_date);
  if p_date is null or not v_day.bookable then
    raise exception using errcode = '22023', message = 'closed-day', detail = coalesce(v_day.reason, '');
  end if;

  select * into v_rules from public.business_settings;
  if p_date > (v_now at time zone 'Europe/Berlin')::date + v_rules.booking_horizon_days then
    raise exception using errcode = '22023', message = 'beyond-horizon', detail = v_rules.booking_horizon_days::text;
  end if;

  select array_agg(distinct t order by t) into table_ids from unnest(p_table_ids) t;
  select count(*), sum(d.capacity) into v_found, table_capacity
  from private.deployed_tables() d where d.id = any (table_ids);
  if table_ids is null or array_position(table_ids, null) is not null or v_found <> cardinality(table_ids) then
    raise exception using errcode = '22023', message = 'unknown-table';
  end if;
  if p_guest_count is null or p_guest_count < (table_capacity + 1) / 2 or p_guest_count > table_capacity then
    raise exception using errcode = '22023', message = 'guest-count';
  end if;

  select w.open_minute, w.close_minute, w.start_minute, w.end_minute into v_open, v_close, v_start, v_end
  from private.evening_minutes(
    p_open => v_day.open_time, p_close => v_day.close_time, p_start => p_start_time, p_end => p_end_time,
    p_default_end => v_rules.default_end_time, p_longest => v_rules.max_reservation_duration) w;
  if p_start_time is null or v_start < v_open or v_start + v_rules.slot_minutes > v_close
     or (v_start - v_open) % v_rules.slot_minutes <> 0
     or extract(second from p_start_time) <> 0 or v_end <= v_start or v_end > v_close
     or v_end - v_start > v_rules.max_reservation_duration then
    raise exception using errcode = '22023', message = 'invalid-time';
  end if;

  -- Wall-clock arithmetic on `timestamp`, then Berlin's offset of that day (DST-correct).
  starts_at := (p_date + make_interval(mins => v_start)) at time zone 'Europe/Berlin';
  ends_at := (p_date + make_interval(mins => v_end)) at time zone 'Europe/Berlin';
  end_time := (p_date + make_interval(mins => v_end))::time;
  buffer := make_interval(mins => v_rules.buffer_time);
  if starts_at <= v_now then
    raise exception using errcode = '22023', message = 'start-past';
  end if;
end
$$;

create or replace function public.staff_save_reservation(
  p_id uuid,
  p_date date,
  p_start_time time,
  p_end_time time,
  p_table_ids integer[],
  p_guest_count integer,
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text,
  p_special_requests text,
  p_source text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_staff uuid;
  v_rules public.business_settings;
  v_day record;
  v_now timestamptz := private.clock();
  v_ids integer[];
  v_capacity integer;
  v_missing integer;
  v_open integer;
  v_close integer;
  v_start integer;
  v_end integer;
  v_starts timestamptz;
  v_ends timestamptz;
  v_old public.reservations;
  v_row public.reservations;
  v_token text;
  v_changed boolean;
  v_readdressed boolean;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can book for guests';
  end if;
  v_staff := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub';

  -- The week first, then the reservation, then its tables: every writer takes them in this order.
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  if p_id is not null then
    select * into v_old from public.reservations r where r.id = p_id and r.status = 'active' for update;
    if not found then
      raise exception using errcode = 'P0002', message = 'not-found';
    end if;
  end if;

  select * into v_rules from public.business_settings;
  if p_date is null or p_date < (v_now at time zone 'Europe/Berlin')::date then
    raise exception using errcode = '22023', message = 'date-past';
  end if;

  select array_agg(distinct t order by t) into v_ids from unnest(p_table_ids) t;
  if v_ids is null or cardinality(v_ids) > 20 then
    raise exception using errcode = '22023', message = 'tables-required';
  end if;
  select min(t) into v_missing
  from unnest(v_ids) t
  where not exists (select from private.deployed_tables() d where d.id = t);
  if v_missing is not null then
    raise exception using errcode = '22023', message = 'unknown-table', detail = v_missing::text;
  end if;
  select sum(d.capacity) into v_capacity from private.deployed_tables() d where d.id = any (v_ids);
  if p_guest_count is null or p_guest_count < 1 then
    raise exception using errcode = '22023', message = 'guests-required';
  end if;
  if p_guest_count > v_capacity then
    raise exception using errcode = '22023', message = 'party-too-large', detail = v_capacity::text;
  end if;

  -- The day's opening window, whether or not guests may book it online.
  select * into v_day from private.day_plan(p_date);
  select w.open_minute, w.close_minute, w.start_minute, w.end_minute into v_open, v_close, v_start, v_end
  from private.evening_minutes(
    p_open => v_day.open_time, p_close => v_day.close_time, p_start => p_start_time, p_end => p_end_time,
    p_default_end => v_rules.default_end_time, p_longest => v_rules.max_reservation_duration) w;
  if p_start_time is null or v_start < v_open or v_start >= v_close or v_start % 5 <> 0 or v_end % 5 <> 0
     or extract(second from p_start_time) <> 0 or v_end <= v_start or v_end > v_close then
    raise exception using errcode = '22023', message = 'outside-evening',
      detail = to_char(v_day.open_time, 'HH24:MI') || '|' || to_char(v_day.close_time, 'HH24:MI');
  end if;
  v_starts := (p_date + make_interval(mins => v_start)) at time zone 'Europe/Berlin';
  v_ends := (p_date + make_interval(mins => v_end)) at time zone 'Europe/Berlin';
  if v_ends <= v_now then
    raise exception using errcode = '22023', message = 'ends-past';
  end if;

  perform private.claim_tables(
    p_table_ids => v_ids, p_starts => v_starts, p_ends => v_ends,
    p_buffer => make_interval(mins => v_rules.buffer_time), p_except => p_id);

  if p_id is null then
    v_token := case when p_customer_email is null then null else private.mint_link_secret() end;
    insert into public.reservations (
      date, start_time, end_time, starts_at, ends_at, buffer_start, buffer_end, table_ids, table_capacity,
      guest_count, customer_name, customer_email, customer_phone, special_requests, source,
      manage_token_hash, created_by, updated_by, updated_at
    ) values (
      p_date, p_start_time, (p_date + make_interval(mins => v_end))::time, v_starts, v_ends,
      v_starts - make_interval(mins => v_rules.buffer_time), v_ends + make_interval(mins => v_rules.buffer_time),
      v_ids, v_capacity, p_guest_count, p_customer_name, p_customer_email, p_customer_phone,
      p_special_requests, p_source, private.link_hash(v_token), v_staff, v_staff, v_now
    )
    returning * into v_row;
    if v_token is not null then
      insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
      values ('reservation-confirmation', v_row.id,
              public.reservation_mail_data(v_row) || jsonb_build_object('cancelToken', v_token),
              v_row.ends_at + interval '23 hours');
    end if;
    return public.reservation_mail_data(v_row) || jsonb_build_object('created', true);
  end if;

  v_changed := v_old.date <> p_date or v_old.starts_at <> v_starts or v_old.ends_at <> v_ends
    or v_old.table_ids <> v_ids or v_old.guest_count <> p_guest_count;
  update public.reservations r set
    date = p_date,
    start_time = p_start_time,
    end_time = (p_date + make_interval(mins => v_end))::time,
    starts_at = v_starts,
    ends_at = v_ends,
    -- The buffer in force when it was made, kept around the new times.
    buffer_start = v_starts - (v_old.starts_at - v_old.buffer_start),
    buffer_end = v_ends + (v_old.buffer_end - v_old.ends_at),
    table_ids = v_ids,
    table_capacity = v_capacity,
    guest_count = p_guest_count,
    customer_name = p_customer_name,
    customer_email = p_customer_email,
    customer_phone = p_customer_phone,
    special_requests = p_special_requests,
    source = p_source,
    sequence = r.sequence + case when v_changed and p_customer_email is not null then 1 else 0 end,
    updated_by = v_staff,
    updated_at = v_now
  where r.id = p_id
  returning * into v_row;
  v_readdressed := v_row.customer_email is not null
    and lower(v_old.customer_email) is distinct from lower(v_row.customer_email);
  if v_changed and v_row.customer_email is not null and not v_readdressed then
    insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
    values ('reservation-changed', v_row.id,
            public.reservation_mail_data(v_row) || jsonb_build_object(
              'previous', jsonb_build_object('date', v_old.date,
                                             'startTime', to_char(v_old.start_time, 'HH24:MI'),
                                             'tableIds', to_jsonb(v_old.table_ids))),
            v_row.ends_at + interval '23 hours');
  end if;
  return public.reservation_mail_data(v_row) || jsonb_build_object(
    'created', false, 'mailed', v_readdressed or (v_changed and v_row.customer_email is not null),
    'readdressed', v_readdressed);
end
$$;

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

create or replace function private.take_offer(p_entry_id uuid)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_now timestamptz := private.clock();
  v_entry public.waitlist_entries;
  v_hold public.reservations;
  v_row public.reservations;
  v_token text;
begin
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  select * into v_entry from public.waitlist_entries e where e.id = p_entry_id for update;
  if not found then
    return null;
  end if;
  if v_entry.status = 'booked' then
    raise exception using errcode = '22023', message = 'offer-taken';
  end if;
  select * into v_hold from public.reservations r
  where r.id = v_entry.reservation_id and r.status = 'held' for update;
  -- Past the hold, or the day closed or the table gone from the plan since the offer: it lapses.
  if v_entry.status <> 'offered' or not found or v_hold.hold_expires_at <= v_now
     or not coalesce((select d.bookable from private.day_plan(v_hold.date) d), false)
     or exists (
       select from unnest(v_hold.table_ids) t
       where not exists (select from private.deployed_tables() d where d.id = t)) then
    if v_entry.status = 'offered' then
      delete from public.reservations r where r.id = v_entry.reservation_id and r.status = 'held';
      update public.waitlist_entries e set status = 'expired' where e.id = v_entry.id;
    end if;
    return jsonb_build_object('expired', true);
  end if;
  perform private.claim_tables(
    p_table_ids => v_hold.table_ids, p_starts => v_hold.starts_at, p_ends => v_hold.ends_at,
    p_buffer => v_hold.buffer_end - v_hold.ends_at, p_except => v_hold.id);
  v_token := case when v_hold.customer_email is null then null else private.mint_link_secret() end;
  update public.reservations r
  set status = 'active', hold_expires_at = null, created_at = v_now,
      manage_token_hash = private.link_hash(v_token)
  where r.id = v_hold.id
  returning * into v_row;
  update public.waitlist_entries e set status = 'booked' where e.id = v_entry.id;
  if v_token is not null then
    insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
    values
      ('reservation-confirmation', v_row.id,
       public.reservation_mail_data(v_row) || jsonb_build_object('cancelToken', v_token),
       v_row.ends_at + interval '23 hours'),
      ('venue-notification', v_row.id, public.reservation_mail_data(v_row), v_row.ends_at + interval '23 hours');
  end if;
  return public.reservation_mail_data(v_row);
end
$$;

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
