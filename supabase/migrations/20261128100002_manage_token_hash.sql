-- Why: the confirmation mail's link opens the guest's own booking page (view, confirm, change,
-- cancel), not only the cancellation its column was named for; the column says what it opens. The
-- API's field (`cancelToken`) stays; the functions that store or find the hash follow the name.
alter table public.reservations rename column cancel_token_hash to manage_token_hash;
alter table public.reservations
  rename constraint reservations_cancel_token_hash_key to reservations_manage_token_hash_key;

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
  perform pg_advisory_xact_lock_shared(20261124, 0);
  select * into v_slot from private.guest_booking_slot(
    p_date => p_date, p_start_time => p_start_time, p_end_time => p_end_time,
    p_table_ids => array[p_table_id], p_guest_count => p_guest_count);

  -- One address's bookings of one day queue here (before any table lock, the same order for
  -- every booking), so two at once cannot both pass the count below.
  perform pg_advisory_xact_lock(20261123, hashtext(v_email || '|' || p_date::text));
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

create or replace function private.reservation_by_token(p_token text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select r.id
  from public.reservations r
  where r.status = 'active'
    and (r.manage_token_hash = private.link_hash(p_token)
         or r.id = (select l.reservation_id from public.reservation_links l
                    where l.token_hash = private.link_hash(p_token)))
$$;

create or replace function private.relink_reservation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := case when new.customer_email is not null then private.mint_link_secret() end;
  v_offered boolean;
begin
  delete from public.reservation_links l where l.reservation_id = new.id;
  delete from public.mail_outbox m
  where m.reservation_id = new.id and m.status = 'pending'
    and m.kind in ('reservation-confirmation', 'reservation-changed', 'reservation-reminder', 'waitlist-offer');
  v_offered := new.status = 'held' and exists (
    select from public.waitlist_entries e where e.reservation_id = new.id and e.status = 'offered');
  update public.waitlist_entries e
  set offer_token_hash = case when v_offered and e.status = 'offered' then private.link_hash(v_token) end
  where e.reservation_id = new.id and e.offer_token_hash is not null;
  new.manage_token_hash := case when new.status = 'active' then private.link_hash(v_token) end;
  new.reminded_for := null;
  new.reminder_sent_at := null;
  if v_token is not null and new.status = 'active' then
    insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
    values ('reservation-confirmation', new.id,
            public.reservation_mail_data(new) || jsonb_build_object('cancelToken', v_token),
            new.ends_at + interval '23 hours');
  elsif v_token is not null and v_offered then
    insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
    values ('waitlist-offer', new.id,
            public.reservation_mail_data(new) || jsonb_build_object(
              'offerToken', v_token, 'expiresAt', new.hold_expires_at),
            new.ends_at + interval '23 hours');
  end if;
  return new;
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
  perform pg_advisory_xact_lock_shared(20261124, 0);
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
  perform pg_advisory_xact_lock_shared(20261124, 0);
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
