-- Why: one row per table a reservation occupies, so the exclusion constraint covers combined
-- tables too. A no-show occupies nothing: its tables are free for the rest of the evening
-- (docs/booking.md#attendance). A held hire occupies its space's tables the same way (`hire_id`,
-- supabase/schemas/58_hire_tables.sql): each row belongs to a reservation or to a hire.
create table public.reservation_tables (
  reservation_id uuid references public.reservations (id) on delete cascade,
  table_id integer not null check (table_id >= 1),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  buffer_start timestamptz not null,
  buffer_end timestamptz not null,
  constraint reservation_tables_reservation unique (reservation_id, table_id),
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
-- update under row-level security); the exclusion constraint then refuses any overlap. A table held
-- for a waiting guest's offer is occupied as a booking is.
create or replace function private.sync_reservation_tables()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    delete from public.reservation_tables where reservation_id = new.id;
  end if;
  if new.status in ('active', 'held') and new.attendance is distinct from 'no-show' then
    insert into public.reservation_tables (reservation_id, table_id, starts_at, ends_at, buffer_start, buffer_end)
    select new.id, t, new.starts_at, new.ends_at, new.buffer_start, new.buffer_end
    from unnest(new.table_ids) t;
  end if;
  return null;
end
$$;

revoke all on function private.sync_reservation_tables() from public, anon, authenticated;

create trigger reservations_occupy_tables
  after insert or update of table_ids, starts_at, ends_at, buffer_start, buffer_end, status, attendance, attendance_at
  on public.reservations
  for each row execute function private.sync_reservation_tables();

-- Why: every write that occupies tables (a guest's booking, a staff booking, a walk-in, a change)
-- queues for its tables the same way and checks them the same way (docs/booking.md#one-write-path):
-- advisory locks per table in ascending id order, so two writers with overlapping combined tables
-- cannot deadlock; then private.table_in_the_way(). The exclusion constraint of
-- public.reservation_tables stays the last guard. Callers take their other locks (the week's, an
-- address's) before this one.
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

-- Only its owner calls it: the booking functions run as owner (security definer).
revoke all on function private.claim_tables(integer[], timestamptz, timestamptz, interval, uuid) from public, anon, authenticated;

-- Why: the waitlist's offers claim tables while they look for one (private.offer_next()): they take
-- a table's lock only when no other writer holds it, so an offer never waits for a booking and no
-- two writers can wait for each other. False when a table is being written or is taken; the caller
-- tries another table or the next run.
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

revoke all on function private.try_claim_tables(integer[], timestamptz, timestamptz, interval) from public, anon, authenticated;
