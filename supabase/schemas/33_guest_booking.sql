-- Why: the only way a guest creates a reservation (docs/booking.md#one-write-path). It checks
-- again what the API checks (the day's plan of the week, the booking horizon, table and capacity
-- from the deployed plan, guest bounds, the slot grid inside the day's hours, the longest duration,
-- the start not past, at most 2 active reservations per e-mail address and day), claims its table
-- through private.claim_tables(), inserts the row and queues the confirmation to the guest and the
-- notification to the venue in the same transaction. Runs as owner with an empty search_path;
-- callers cannot touch the tables. "Now" is private.clock().
-- Errors: 22023 with message 'closed-day' (detail: the day's reason) | 'beyond-horizon' (detail: the
-- horizon in days) | 'unknown-table' | 'guest-count' | 'invalid-time' | 'start-past' | 'email-limit';
-- 23P01 'table-taken' with detail {"table", "start", "end"} of the reservation in the way.
-- Returns the reservation as public.reservation_mail_data() plus the cancel link's secret.
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
  v_rules public.business_settings;
  v_capacity integer;
  v_open integer;
  v_close integer;
  v_start integer;
  v_end integer;
  v_starts timestamptz;
  v_ends timestamptz;
  v_buffer interval;
  v_conflict record;
  v_token text;
  v_row public.reservations;
  v_now timestamptz := private.clock();
  v_email text := lower(btrim(p_customer_email));
  v_day record;
begin
  perform pg_advisory_xact_lock_shared(20261124, 0);
  select * into v_day from private.day_plan(p_date);
  if p_date is null or not v_day.bookable then
    raise exception using errcode = '22023', message = 'closed-day', detail = coalesce(v_day.reason, '');
  end if;

  select * into v_rules from public.business_settings;
  if p_date > (v_now at time zone 'Europe/Berlin')::date + v_rules.booking_horizon_days then
    raise exception using errcode = '22023', message = 'beyond-horizon', detail = v_rules.booking_horizon_days::text;
  end if;

  select (e ->> 'capacity')::integer into v_capacity
  from public.table_plans p
  cross join lateral jsonb_each(p.config -> 'areas') a
  cross join lateral jsonb_array_elements(a.value -> 'elements') e
  where p.name = 'deployed' and e ->> 'type' = 'table' and e ->> 'id' = p_table_id::text
  limit 1;
  if v_capacity is null then
    raise exception using errcode = '22023', message = 'unknown-table';
  end if;
  if p_guest_count is null or p_guest_count < (v_capacity + 1) / 2 or p_guest_count > v_capacity then
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
  v_starts := (p_date + make_interval(mins => v_start)) at time zone 'Europe/Berlin';
  v_ends := (p_date + make_interval(mins => v_end)) at time zone 'Europe/Berlin';
  v_buffer := make_interval(mins => v_rules.buffer_time);
  if v_starts <= v_now then
    raise exception using errcode = '22023', message = 'start-past';
  end if;

  -- One address's bookings of one day queue here (before any table lock, the same order for
  -- every booking), so two at once cannot both pass the count below.
  perform pg_advisory_xact_lock(20261123, hashtext(v_email || '|' || p_date::text));
  if (select count(*) from public.reservations r
      where r.date = p_date and r.status = 'active' and lower(r.customer_email) = v_email) >= 2 then
    raise exception using errcode = '22023', message = 'email-limit';
  end if;

  perform private.claim_tables(
    p_table_ids => array[p_table_id], p_starts => v_starts, p_ends => v_ends, p_buffer => v_buffer, p_except => null);

  v_token := encode(extensions.gen_random_bytes(24), 'hex');
  begin
    insert into public.reservations (
      date, start_time, end_time, starts_at, ends_at, buffer_start, buffer_end, table_ids, table_capacity,
      guest_count, customer_name, customer_email, customer_phone, special_requests, cancel_token_hash
    ) values (
      p_date, p_start_time, (p_date + make_interval(mins => v_end))::time, v_starts, v_ends,
      v_starts - v_buffer, v_ends + v_buffer, array[p_table_id], v_capacity, p_guest_count, btrim(p_customer_name),
      btrim(p_customer_email), nullif(btrim(p_customer_phone), ''), nullif(btrim(p_special_requests), ''),
      extensions.digest(v_token, 'sha256')
    )
    returning * into v_row;
  exception when exclusion_violation then
    -- Only a writer that bypasses the queue above can get here; name the booking in its way.
    perform private.claim_tables(
      p_table_ids => array[p_table_id], p_starts => v_starts, p_ends => v_ends, p_buffer => v_buffer, p_except => null);
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
