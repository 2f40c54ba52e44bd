-- Why: one home for the rules a guest's booking keeps, whether new (private.book_table()) or
-- changed by the guest (private.change_reservation_by_guest()): the day's plan of the week, the
-- booking horizon, the tables and their seats in the deployed plan (combined tables count their
-- seats together), the guest bounds, the slot grid inside the day's hours, the longest duration, the
-- start not past. Raises the errors listed at private.book_table() below; otherwise answers the booking's
-- tables (sorted, distinct), seats, instants, end time and the buffer in force now.
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

-- Only its owner calls it: the guest booking functions run as owner (security definer).
revoke all on function private.guest_booking_slot(date, time, time, integer[], integer) from public, anon, authenticated;

-- Why: the only way a guest creates a reservation (docs/booking.md#one-write-path). It checks
-- again what the API checks (the rules of private.guest_booking_slot() below, and at most 2 active
-- reservations per e-mail address and day), claims its table
-- through private.claim_tables(), inserts the row and queues the confirmation to the guest and the
-- notification to the venue in the same transaction. Runs as owner with an empty search_path;
-- callers cannot touch the tables. "Now" is private.clock().
-- Errors: 22023 with message 'closed-day' (detail: the day's reason) | 'beyond-horizon' (detail: the
-- horizon in days) | 'unknown-table' | 'guest-count' | 'invalid-time' | 'start-past' | 'email-limit';
-- 23P01 'table-taken' with detail {"table", "start", "end"} of the reservation in the way.
-- Returns the reservation as public.reservation_mail_data() plus the secret of the link to
-- the guest's own booking page (`cancelToken`).
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

revoke all on function private.book_table(date, time, time, integer, integer, text, text, text, text) from public, anon, authenticated;
grant execute on function private.book_table(date, time, time, integer, integer, text, text, text, text) to anon;
