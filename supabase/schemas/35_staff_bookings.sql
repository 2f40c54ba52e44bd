-- Why: staff enter the evening as it happens (docs/booking.md#staff-bookings): phone and WhatsApp
-- bookings, combined tables, walk-ins and changes. One function writes a new or changed staff
-- booking with the same locks and checks as a guest's (private.claim_tables()), and queues the
-- guest's mail in the same transaction. Staff differ from guests in what they may do: any date from
-- today (also days closed online, beyond the horizon), any 5-minute time inside the day's opening
-- window, fewer guests than half the seats, no e-mail. A changed address gets the confirmation with
-- a new link instead of the change mail (private.relink_reservation()); `readdressed` says so.
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

comment on function public.staff_save_reservation is
  'Creates (p_id null) or changes a staff booking with the shared table locks; queues the guest''s mail.';

revoke all on function public.staff_save_reservation(uuid, date, time, time, integer[], integer, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.staff_save_reservation(uuid, date, time, time, integer[], integer, text, text, text, text, text) to authenticated;

-- Why: arrivals and no-shows (docs/booking.md#attendance). A no-show frees its tables from the
-- moment it is marked; taking the mark back claims them again, as any booking does.
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

revoke all on function public.staff_set_attendance(uuid, text) from public, anon, authenticated;
grant execute on function public.staff_set_attendance(uuid, text) to authenticated;

-- Why: staff mark a booking confirmed when the guest calls, or take the mark back
-- (docs/booking.md#the-reminder). A confirmation keeps its first time.
create or replace function public.staff_set_confirmed(p_id uuid, p_confirmed boolean)
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
    raise exception using errcode = '42501', message = 'only staff can confirm bookings';
  end if;
  v_staff := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub';
  update public.reservations r set
    confirmed_at = case when p_confirmed then coalesce(r.confirmed_at, v_now) end,
    updated_by = v_staff,
    updated_at = v_now
  where r.id = p_id and r.status = 'active'
  returning * into v_row;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  return public.reservation_mail_data(v_row);
end
$$;

revoke all on function public.staff_set_confirmed(uuid, boolean) from public, anon, authenticated;
grant execute on function public.staff_set_confirmed(uuid, boolean) to authenticated;
