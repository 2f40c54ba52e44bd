-- Why: staff book for parties that need several tables, for walk-ins without a name and for callers
-- without an e-mail address (docs/booking.md#staff-bookings). A reservation now names its tables in
-- `table_ids` (sorted, distinct), and `public.reservation_tables` holds one row per occupied table:
-- the exclusion constraint there is the last guard against a double booking for every table of
-- every write, whoever makes it. The rows are derived by a trigger from the reservation, so no
-- writer can forget them.

alter table public.reservations
  add column table_ids integer[],
  add column source text not null default 'online'
    check (source in ('online', 'telefon', 'whatsapp', 'vor-ort')),
  add column attendance text check (attendance in ('arrived', 'no-show')),
  add column attendance_at timestamptz,
  -- The iCalendar SEQUENCE of the guest's calendar entry: every change mail raises it.
  add column sequence integer not null default 0 check (sequence >= 0),
  -- The staff account that entered or last changed the booking (null: the guest online).
  add column created_by uuid references public.staff_accounts (id) on delete set null,
  add column updated_by uuid references public.staff_accounts (id) on delete set null,
  add column updated_at timestamptz;

update public.reservations set table_ids = array[table_id];

alter table public.reservations
  alter column table_ids set not null,
  add constraint reservations_table_ids_check
    check (cardinality(table_ids) between 1 and 20 and array_position(table_ids, null) is null and 1 <= all (table_ids)),
  drop constraint reservations_no_double_booking,
  drop column table_id,
  -- Walk-ins have no name, staff bookings need no e-mail; online bookings keep both.
  alter column customer_name drop not null,
  alter column customer_email drop not null,
  add constraint reservations_name_unless_walk_in check (customer_name is not null or source = 'vor-ort'),
  add constraint reservations_email_online check (customer_email is not null or source <> 'online'),
  add constraint reservations_attendance_time check ((attendance is null) = (attendance_at is null)),
  -- Staff may seat fewer guests than half the seats (with a warning); online bookings may not.
  drop constraint reservations_guest_bounds,
  add constraint reservations_guest_bounds check (
    guest_count between 1 and table_capacity
    and (source <> 'online' or guest_count >= (table_capacity + 1) / 2)
  );

comment on column public.reservations.table_ids is 'The party''s tables, sorted and distinct; occupied through reservation_tables.';

-- Why: one row per table a reservation occupies, so the exclusion constraint covers combined
-- tables too. A no-show occupies nothing: its tables are free for the rest of the evening
-- (docs/booking.md#attendance).
create table public.reservation_tables (
  reservation_id uuid not null references public.reservations (id) on delete cascade,
  table_id integer not null check (table_id >= 1),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  buffer_start timestamptz not null,
  buffer_end timestamptz not null,
  primary key (reservation_id, table_id),
  check (buffer_start <= starts_at and starts_at < ends_at and ends_at <= buffer_end),
  constraint reservation_tables_no_double_booking
    exclude using gist (table_id with =, tstzrange(starts_at, buffer_end, '[)') with &&)
);

comment on table public.reservation_tables is 'Which table is occupied when; derived from reservations by a trigger.';

create index reservation_tables_starts_at on public.reservation_tables (starts_at);

alter table public.reservation_tables enable row level security;
revoke all on table public.reservation_tables from anon, authenticated;
grant select on table public.reservation_tables to authenticated;

create policy "Staff can read occupied tables"
  on public.reservation_tables for select
  to authenticated
  using (public.is_staff());

-- Why: the occupied rows follow the reservation, however it was written (a function or a staff
-- update under row-level security); the exclusion constraint then refuses any overlap.
create function private.sync_reservation_tables()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    delete from public.reservation_tables where reservation_id = new.id;
  end if;
  if new.status = 'active' and new.attendance is distinct from 'no-show' then
    insert into public.reservation_tables (reservation_id, table_id, starts_at, ends_at, buffer_start, buffer_end)
    select new.id, t, new.starts_at, new.ends_at, new.buffer_start, new.buffer_end
    from unnest(new.table_ids) t;
  end if;
  return null;
end
$$;

revoke all on function private.sync_reservation_tables() from public;

create trigger reservations_occupy_tables
  after insert or update of table_ids, starts_at, ends_at, buffer_start, buffer_end, status, attendance, attendance_at
  on public.reservations
  for each row execute function private.sync_reservation_tables();

insert into public.reservation_tables (reservation_id, table_id, starts_at, ends_at, buffer_start, buffer_end)
select r.id, t, r.starts_at, r.ends_at, r.buffer_start, r.buffer_end
from public.reservations r cross join lateral unnest(r.table_ids) t
where r.status = 'active';

-- The functions below read the dropped `table_id`; they now read `table_ids`.

create or replace function public.table_availability(p_date date)
returns table (
  table_id integer,
  starts_at timestamptz,
  ends_at timestamptz,
  buffer_start timestamptz,
  buffer_end timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.table_id, o.starts_at, o.ends_at, o.buffer_start, o.buffer_end
  from public.reservation_tables o
  join public.reservations r on r.id = o.reservation_id
  where r.date = p_date
  order by o.table_id, o.starts_at
$$;

-- `tableId` stays for mails queued before this migration; `tableIds` names every table.
create or replace function public.reservation_mail_data(r public.reservations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id,
    'date', r.date,
    'startTime', to_char(r.start_time, 'HH24:MI'),
    'endTime', to_char(r.end_time, 'HH24:MI'),
    'startsAt', r.starts_at,
    'endsAt', r.ends_at,
    'bufferStart', r.buffer_start,
    'bufferEnd', r.buffer_end,
    'tableId', r.table_ids[1],
    'tableIds', to_jsonb(r.table_ids),
    'tableCapacity', r.table_capacity,
    'guestCount', r.guest_count,
    'customerName', r.customer_name,
    'customerEmail', r.customer_email,
    'customerPhone', r.customer_phone,
    'specialRequests', r.special_requests,
    'sequence', r.sequence,
    'createdAt', r.created_at
  )
$$;

create or replace function private.reservation_for_cancellation(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'date', r.date,
    'startTime', to_char(r.start_time, 'HH24:MI'),
    'endTime', to_char(r.end_time, 'HH24:MI'),
    'tableId', r.table_ids[1],
    'tableIds', to_jsonb(r.table_ids),
    'guestCount', r.guest_count,
    'startsAt', r.starts_at
  )
  from public.reservations r
  where r.cancel_token_hash = extensions.digest(p_token, 'sha256') and r.status = 'active'
$$;

create or replace function private.cancel_reservation_by_guest(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations;
begin
  delete from public.reservations r
  where r.cancel_token_hash = extensions.digest(p_token, 'sha256') and r.status = 'active'
  returning * into v_row;
  if not found then
    return null;
  end if;
  insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
  values ('guest-cancellation-notice', v_row.id, public.reservation_mail_data(v_row), v_row.ends_at + interval '23 hours');
  return jsonb_build_object(
    'date', v_row.date,
    'startTime', to_char(v_row.start_time, 'HH24:MI'),
    'endTime', to_char(v_row.end_time, 'HH24:MI'),
    'tableId', v_row.table_ids[1],
    'tableIds', to_jsonb(v_row.table_ids),
    'guestCount', v_row.guest_count,
    'startsAt', v_row.starts_at
  );
end
$$;
