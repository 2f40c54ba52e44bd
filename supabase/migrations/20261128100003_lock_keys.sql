-- Why: the advisory locks were date-like numbers repeated in every function that takes one (and in
-- the API), and the waitlist's offer runs shared the team nights' number though they serialise
-- nothing with them (a team night is never bookable, and neither writes the other's rows).
-- private.lock_key() names each kind of lock once; every function takes its locks by name, and a
-- day's offer run gets a key of its own. The other keys keep their numbers.
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

create or replace function private.claim_tables(
  p_table_ids integer[],
  p_starts timestamptz,
  p_ends timestamptz,
  p_buffer interval,
  p_except uuid
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id integer;
  v_conflict record;
begin
  for v_id in select distinct t from unnest(p_table_ids) t order by t loop
    perform pg_advisory_xact_lock(private.lock_key('table'), v_id);
  end loop;

  select * into v_conflict from private.table_in_the_way(
    p_table_ids => p_table_ids, p_starts => p_starts, p_ends => p_ends, p_buffer => p_buffer, p_except => p_except);
  if found then
    raise exception using errcode = '23P01', message = 'table-taken',
      detail = json_build_object('table', v_conflict.table_id,
                                 'start', to_char(v_conflict.start_time, 'HH24:MI'),
                                 'end', to_char(v_conflict.end_time, 'HH24:MI'))::text;
  end if;
end
$$;

create or replace function private.try_claim_tables(
  p_table_ids integer[],
  p_starts timestamptz,
  p_ends timestamptz,
  p_buffer interval
)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_id integer;
begin
  for v_id in select distinct t from unnest(p_table_ids) t order by t loop
    if not pg_try_advisory_xact_lock(private.lock_key('table'), v_id) then
      return false;
    end if;
  end loop;
  return not exists (select from private.table_in_the_way(
    p_table_ids => p_table_ids, p_starts => p_starts, p_ends => p_ends, p_buffer => p_buffer, p_except => null));
end
$$;

create or replace function private.book_table(
  p_date date,
  p_start_time time,
  p_end_time time,
  p_table_id integer,
  p_guest_count integer,
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text default null,
  p_special_requests text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_slot record;
  v_token text;
  v_row public.reservations;
  v_email text := lower(btrim(p_customer_email));
begin
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  select * into v_slot from private.guest_booking_slot(
    p_date => p_date, p_start_time => p_start_time, p_end_time => p_end_time,
    p_table_ids => array[p_table_id], p_guest_count => p_guest_count);

  -- One address's bookings of one day queue here (before any table lock, the same order for
  -- every booking), so two at once cannot both pass the count below.
  perform pg_advisory_xact_lock(private.lock_key('booking-address'), hashtext(v_email || '|' || p_date::text));
  if (select count(*) from public.reservations r
      where r.date = p_date and r.status = 'active' and lower(r.customer_email) = v_email) >= 2 then
    raise exception using errcode = '22023', message = 'email-limit';
  end if;

  perform private.claim_tables(
    p_table_ids => v_slot.table_ids, p_starts => v_slot.starts_at, p_ends => v_slot.ends_at,
    p_buffer => v_slot.buffer, p_except => null);

  v_token := private.mint_link_secret();
  begin
    insert into public.reservations (
      date, start_time, end_time, starts_at, ends_at, buffer_start, buffer_end, table_ids, table_capacity,
      guest_count, customer_name, customer_email, customer_phone, special_requests, manage_token_hash
    ) values (
      p_date, p_start_time, v_slot.end_time, v_slot.starts_at, v_slot.ends_at,
      v_slot.starts_at - v_slot.buffer, v_slot.ends_at + v_slot.buffer, v_slot.table_ids, v_slot.table_capacity,
      p_guest_count, btrim(p_customer_name), btrim(p_customer_email), nullif(btrim(p_customer_phone), ''),
      nullif(btrim(p_special_requests), ''), private.link_hash(v_token)
    )
    returning * into v_row;
  exception when exclusion_violation then
    -- Only a writer that bypasses the queue above can get here; name the booking in its way.
    perform private.claim_tables(
      p_table_ids => v_slot.table_ids, p_starts => v_slot.starts_at, p_ends => v_slot.ends_at,
      p_buffer => v_slot.buffer, p_except => null);
    raise;
  end;

  insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
  values
    ('reservation-confirmation', v_row.id,
     public.reservation_mail_data(v_row) || jsonb_build_object('cancelToken', v_token),
     v_row.ends_at + interval '23 hours'),
    ('venue-notification', v_row.id, public.reservation_mail_data(v_row), v_row.ends_at + interval '23 hours');

  return public.reservation_mail_data(v_row) || jsonb_build_object('cancelToken', v_token);
end
$$;

create or replace function private.change_reservation_by_guest(
  p_token text,
  p_date date,
  p_start_time time,
  p_end_time time,
  p_table_ids integer[],
  p_guest_count integer
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_old public.reservations;
  v_row public.reservations;
  v_slot record;
  v_email text;
  v_previous jsonb;
begin
  -- The week first, then the reservation, then an address's day, then the tables (as every writer).
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  select * into v_old from public.reservations r where r.id = private.reservation_by_token(p_token) for update;
  if not found then
    return null;
  end if;
  if v_old.starts_at <= private.clock() or v_old.attendance is not null then
    raise exception using errcode = '22023', message = 'started';
  end if;
  if cardinality(p_table_ids) > 1
     and (select array_agg(distinct t order by t) from unnest(p_table_ids) t) is distinct from v_old.table_ids then
    raise exception using errcode = '22023', message = 'unknown-table';
  end if;
  select * into v_slot from private.guest_booking_slot(
    p_date => p_date, p_start_time => p_start_time, p_end_time => p_end_time,
    p_table_ids => p_table_ids, p_guest_count => p_guest_count);

  v_email := lower(btrim(v_old.customer_email));
  perform pg_advisory_xact_lock(private.lock_key('booking-address'), hashtext(v_email || '|' || p_date::text));
  if (select count(*) from public.reservations r
      where r.date = p_date and r.status = 'active' and lower(r.customer_email) = v_email and r.id <> v_old.id) >= 2 then
    raise exception using errcode = '22023', message = 'email-limit';
  end if;

  perform private.claim_tables(
    p_table_ids => v_slot.table_ids, p_starts => v_slot.starts_at, p_ends => v_slot.ends_at,
    p_buffer => v_slot.buffer, p_except => v_old.id);

  if v_old.date = p_date and v_old.starts_at = v_slot.starts_at and v_old.ends_at = v_slot.ends_at
     and v_old.table_ids = v_slot.table_ids and v_old.guest_count = p_guest_count then
    return private.guest_reservation_view(v_old) || jsonb_build_object('changed', false);
  end if;

  update public.reservations r set
    date = p_date,
    start_time = p_start_time,
    end_time = v_slot.end_time,
    starts_at = v_slot.starts_at,
    ends_at = v_slot.ends_at,
    buffer_start = v_slot.starts_at - v_slot.buffer,
    buffer_end = v_slot.ends_at + v_slot.buffer,
    table_ids = v_slot.table_ids,
    table_capacity = v_slot.table_capacity,
    guest_count = p_guest_count,
    sequence = r.sequence + 1,
    updated_by = null,
    updated_at = private.clock()
  where r.id = v_old.id
  returning * into v_row;

  v_previous := jsonb_build_object('previous', jsonb_build_object(
    'date', v_old.date, 'startTime', to_char(v_old.start_time, 'HH24:MI'), 'tableIds', to_jsonb(v_old.table_ids),
    'guestCount', v_old.guest_count));
  insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
  values
    ('reservation-changed', v_row.id,
     public.reservation_mail_data(v_row) || v_previous || jsonb_build_object('manageToken', p_token, 'byGuest', true),
     v_row.ends_at + interval '23 hours'),
    ('guest-change-notice', v_row.id, public.reservation_mail_data(v_row) || v_previous,
     v_row.ends_at + interval '23 hours');
  return private.guest_reservation_view(v_row) || jsonb_build_object('changed', true);
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
  where not exists (
    select from public.table_plans p
    cross join lateral jsonb_each(p.config -> 'areas') a
    cross join lateral jsonb_array_elements(a.value -> 'elements') e
    where p.name = 'deployed' and e ->> 'type' = 'table' and e ->> 'id' = t::text);
  if v_missing is not null then
    raise exception using errcode = '22023', message = 'unknown-table', detail = v_missing::text;
  end if;
  select sum((e ->> 'capacity')::integer) into v_capacity
  from public.table_plans p
  cross join lateral jsonb_each(p.config -> 'areas') a
  cross join lateral jsonb_array_elements(a.value -> 'elements') e
  where p.name = 'deployed' and e ->> 'type' = 'table' and (e ->> 'id')::integer = any (v_ids);
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

create or replace function public.staff_set_attendance(p_id uuid, p_attendance text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_staff uuid;
  v_now timestamptz := private.clock();
  v_row public.reservations;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can mark attendance';
  end if;
  v_staff := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub';
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  select * into v_row from public.reservations r where r.id = p_id and r.status = 'active' for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  if p_attendance is not null and p_attendance not in ('arrived', 'no-show') then
    raise exception using errcode = '22023', message = 'attendance';
  end if;
  if p_attendance = 'no-show' and v_row.starts_at > v_now then
    raise exception using errcode = '22023', message = 'no-show-early';
  end if;
  if v_row.attendance = 'no-show' and p_attendance is distinct from 'no-show' then
    perform private.claim_tables(v_row.table_ids, v_row.starts_at, v_row.ends_at,
                                 v_row.buffer_end - v_row.ends_at, v_row.id);
  end if;
  update public.reservations r set
    attendance = p_attendance,
    attendance_at = case when p_attendance is null then null
                         when p_attendance = r.attendance then r.attendance_at else v_now end,
    updated_by = v_staff,
    updated_at = v_now
  where r.id = p_id
  returning * into v_row;
  return public.reservation_mail_data(v_row);
end
$$;

create or replace function private.join_waitlist(
  p_date date,
  p_from time,
  p_until time,
  p_guest_count integer,
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_day record;
  v_rules public.business_settings;
  v_window record;
  v_now timestamptz := private.clock();
  v_email text := lower(btrim(p_customer_email));
  v_row public.waitlist_entries;
begin
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  select * into v_day from private.day_plan(p_date);
  if p_date is null or not v_day.bookable then
    raise exception using errcode = '22023', message = 'closed-day', detail = coalesce(v_day.reason, '');
  end if;
  select * into v_rules from public.business_settings;
  if p_date > (v_now at time zone 'Europe/Berlin')::date + v_rules.booking_horizon_days then
    raise exception using errcode = '22023', message = 'beyond-horizon', detail = v_rules.booking_horizon_days::text;
  end if;
  if p_guest_count is null or p_guest_count not between 1 and 15 then
    raise exception using errcode = '22023', message = 'guest-count';
  end if;
  select * into v_window from private.waitlist_window(p_date, p_from, p_until);
  if p_from is null or p_until is null or v_window.from_minute < v_window.open_minute
     or v_window.until_minute < v_window.from_minute
     or v_window.until_minute + v_rules.slot_minutes > v_window.close_minute
     or (v_window.from_minute - v_window.open_minute) % v_rules.slot_minutes <> 0
     or (v_window.until_minute - v_window.open_minute) % v_rules.slot_minutes <> 0
     or extract(second from p_from) <> 0 or extract(second from p_until) <> 0 then
    raise exception using errcode = '22023', message = 'invalid-time';
  end if;
  if (p_date + make_interval(mins => v_window.until_minute)) at time zone 'Europe/Berlin' <= v_now then
    raise exception using errcode = '22023', message = 'start-past';
  end if;

  perform pg_advisory_xact_lock(private.lock_key('waitlist-address'), hashtext(v_email || '|' || p_date::text));
  if (select count(*) from public.waitlist_entries e
      where e.date = p_date and e.status in ('waiting', 'offered') and lower(e.customer_email) = v_email) >= 2 then
    raise exception using errcode = '22023', message = 'email-limit';
  end if;

  insert into public.waitlist_entries (date, from_time, until_time, guest_count, customer_name, customer_email, customer_phone)
  values (p_date, p_from, p_until, p_guest_count, btrim(p_customer_name), btrim(p_customer_email),
          nullif(btrim(p_customer_phone), ''))
  returning * into v_row;
  return private.waitlist_entry_view(v_row);
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
          select distinct on ((e ->> 'capacity')::integer, (e ->> 'id')::integer)
                 (e ->> 'id')::integer as id, (e ->> 'capacity')::integer as capacity
          from public.table_plans p
          cross join lateral jsonb_each(p.config -> 'areas') a
          cross join lateral jsonb_array_elements(a.value -> 'elements') e
          where p.name = 'deployed' and e ->> 'type' = 'table'
            and (e ->> 'capacity')::integer >= v_entry.guest_count
            and ((e ->> 'capacity')::integer + 1) / 2 <= v_entry.guest_count
          order by (e ->> 'capacity')::integer, (e ->> 'id')::integer
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
       where not exists (
         select from public.table_plans p
         cross join lateral jsonb_each(p.config -> 'areas') a
         cross join lateral jsonb_array_elements(a.value -> 'elements') e
         where p.name = 'deployed' and e ->> 'type' = 'table' and e ->> 'id' = t::text)) then
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
  from (
    select distinct on (e ->> 'id') (e ->> 'capacity')::integer as capacity
    from public.table_plans p
    cross join lateral jsonb_each(p.config -> 'areas') a
    cross join lateral jsonb_array_elements(a.value -> 'elements') e
    where p.name = 'deployed' and e ->> 'type' = 'table' and e ->> 'id' = any (v_ids::text[])
  ) d;
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

create or replace function private.sign_up_team(
  p_date date,
  p_team_name text,
  p_players integer,
  p_contact_name text,
  p_email text,
  p_phone text default null,
  p_note text default null,
  p_waitlist boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_teams jsonb;
  v_token text := private.mint_link_secret();
  v_email text := lower(btrim(p_email));
  v_taken integer;
  v_row public.team_signups;
begin
  v_teams := private.team_night_rules(p_date, p_players, false);
  perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(p_date::text));
  if (select count(*) from public.team_signups t where t.date = p_date and lower(t.email) = v_email) >= 2 then
    raise exception using errcode = '22023', message = 'email-limit';
  end if;
  perform private.offer_team_places(private.clock(), p_date);
  select count(*) into v_taken from public.team_signups t where t.date = p_date and t.status in ('signed', 'offered');
  if exists (select from public.team_signups t where t.date = p_date and t.status = 'waiting') then
    v_taken := greatest(v_taken, (v_teams ->> 'maxTeams')::integer);
  end if;
  if v_taken >= (v_teams ->> 'maxTeams')::integer and not p_waitlist then
    -- Answered, not raised: the offers made above stand.
    return jsonb_build_object('full', true);
  end if;
  begin
    insert into public.team_signups (date, team_name, players, contact_name, email, phone, note, status, token_hash)
    values (p_date, btrim(p_team_name), p_players, btrim(p_contact_name), btrim(p_email),
            nullif(btrim(p_phone), ''), nullif(btrim(p_note), ''),
            case when v_taken >= (v_teams ->> 'maxTeams')::integer then 'waiting' else 'signed' end,
            private.link_hash(v_token))
    returning * into v_row;
  exception when unique_violation then
    raise exception using errcode = '22023', message = 'name-taken';
  end;
  insert into public.mail_outbox (kind, payload, purge_after)
  select 'team-signup', private.team_mail_data(v_row, v_token), n.ends_at + interval '23 hours'
  from private.team_night(p_date) n;
  return jsonb_build_object('date', v_row.date, 'teamName', v_row.team_name, 'players', v_row.players,
                            'status', v_row.status);
end
$$;

create or replace function private.offer_team_places(p_now timestamptz default private.clock(), p_date date default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_date date;
  v_night record;
  v_row public.team_signups;
  v_token text;
  v_count integer := 0;
begin
  for v_date in
    select distinct t.date from public.team_signups t
    where t.status in ('waiting', 'offered') and t.date >= (p_now at time zone 'Europe/Berlin')::date - 1
      and (p_date is null or t.date = p_date)
    order by 1
  loop
    perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(v_date::text));
    delete from public.team_signups t where t.date = v_date and t.status = 'offered' and t.offer_expires_at <= p_now;
    select * into v_night from private.team_night(v_date);
    if v_night.teams is null or p_now >= v_night.starts_at then
      continue;
    end if;
    while (select count(*) from public.team_signups t where t.date = v_date and t.status in ('signed', 'offered'))
          < (v_night.teams ->> 'maxTeams')::integer loop
      select * into v_row from public.team_signups t
      where t.date = v_date and t.status = 'waiting' order by t.created_at, t.id limit 1;
      exit when not found;
      v_token := private.mint_link_secret();
      update public.team_signups t
      set status = 'offered', offer_token_hash = private.link_hash(v_token),
          offer_expires_at = least(p_now + make_interval(mins => (select s.offer_minutes from public.business_settings s)),
                                   v_night.starts_at)
      where t.id = v_row.id
      returning * into v_row;
      insert into public.mail_outbox (kind, payload, purge_after)
      values ('team-offer', private.team_mail_data(v_row, v_token), v_night.ends_at + interval '23 hours');
      v_count := v_count + 1;
    end loop;
  end loop;
  return v_count;
end
$$;

create or replace function private.team_by_token(p_token text, p_action text, p_players integer default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.team_signups;
  v_view jsonb;
begin
  select * into v_row from public.team_signups t
  where t.token_hash = private.link_hash(p_token) or t.offer_token_hash = private.link_hash(p_token);
  if not found then
    return null;
  end if;
  perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(v_row.date::text));
  -- Read again under the lock: the team may have gone or changed meanwhile.
  select * into v_row from public.team_signups t
  where t.id = v_row.id
    and (t.token_hash = private.link_hash(p_token) or t.offer_token_hash = private.link_hash(p_token));
  if not found then
    return null;
  end if;
  if v_row.status = 'offered' and v_row.offer_expires_at <= private.clock() then
    delete from public.team_signups t where t.id = v_row.id;
    perform private.offer_team_places(private.clock(), v_row.date);
    return null;
  end if;
  if p_action = 'show' then
    return private.team_signup_view(v_row);
  end if;
  if private.clock() >= (select n.starts_at from private.team_night(v_row.date) n) then
    raise exception using errcode = '22023', message = 'signup-closed';
  end if;
  if p_action = 'cancel' then
    v_view := private.team_signup_view(v_row) || jsonb_build_object('status', 'cancelled');
    delete from public.team_signups t where t.id = v_row.id;
    perform private.offer_team_places(private.clock(), v_row.date);
    return v_view;
  elsif p_action = 'players' then
    perform private.team_night_rules(v_row.date, p_players, false);
    update public.team_signups t set players = p_players where t.id = v_row.id returning * into v_row;
  elsif p_action = 'accept' then
    if v_row.status <> 'offered' then
      return private.team_signup_view(v_row);
    end if;
    -- The offer's link stays the team's link: the page that took the place keeps working.
    update public.team_signups t set status = 'signed', offer_expires_at = null
    where t.id = v_row.id
    returning * into v_row;
    insert into public.mail_outbox (kind, payload, purge_after)
    select 'team-signup', private.team_mail_data(v_row, p_token), n.ends_at + interval '23 hours'
    from private.team_night(v_row.date) n;
  else
    raise exception using errcode = '22023', message = 'unknown-action';
  end if;
  return private.team_signup_view(v_row);
end
$$;

create or replace function public.staff_add_team(
  p_date date,
  p_team_name text,
  p_players integer,
  p_contact_name text,
  p_email text,
  p_phone text,
  p_note text,
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
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can add teams';
  end if;
  perform private.team_night_rules(p_date, p_players, true);
  perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(p_date::text));
  begin
    insert into public.team_signups (date, team_name, players, contact_name, email, phone, note, source, created_by)
    values (p_date, btrim(p_team_name), p_players, btrim(p_contact_name), nullif(btrim(p_email), ''),
            nullif(btrim(p_phone), ''), nullif(btrim(p_note), ''), p_source,
            (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid)
    returning id into v_id;
  exception when unique_violation then
    raise exception using errcode = '22023', message = 'name-taken';
  end;
  return v_id;
end
$$;

create or replace function public.staff_remove_team(p_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_date date;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can remove teams';
  end if;
  select t.date into v_date from public.team_signups t where t.id = p_id;
  if not found then
    return false;
  end if;
  perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(v_date::text));
  delete from public.team_signups t where t.id = p_id;
  perform private.offer_team_places(private.clock(), v_date);
  return true;
end
$$;
