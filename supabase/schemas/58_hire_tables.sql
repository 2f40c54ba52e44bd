-- Why: a held or confirmed hire holds its space's tables for the evening with the same exclusion
-- constraint as every booking (docs/hire.md#the-hires-tables): its rows in reservation_tables name
-- the hire instead of a reservation, exactly one of the two.
alter table public.reservation_tables
  add column hire_id uuid references public.hire_inquiries (id) on delete cascade,
  add constraint reservation_tables_hire unique (hire_id, table_id),
  add constraint reservation_tables_one_owner check (num_nonnulls(reservation_id, hire_id) = 1);

create index reservation_tables_hire_id on public.reservation_tables (hire_id) where hire_id is not null;

-- Why: the plan shows guests which tables are taken when, without names or addresses: by bookings
-- and by the evening's held hires.
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
  left join public.reservations r on r.id = o.reservation_id
  left join public.hire_inquiries h on h.id = o.hire_id
  where coalesce(r.date, h.date) = p_date
  order by o.table_id, o.starts_at
$$;

revoke all on function public.table_availability(date) from public, anon, authenticated;
grant execute on function public.table_availability(date) to anon;

-- Why: the one conflict check of every table write (private.claim_tables(), private.try_claim_tables()):
-- the first occupied table in the way of the new times, with the buffer on both sides, leaving out
-- the reservation `p_except` (the one being changed); a held hire's table is in the way as a
-- booking's is. No row when nothing is in the way.
create or replace function private.table_in_the_way(
  p_table_ids integer[],
  p_starts timestamptz,
  p_ends timestamptz,
  p_buffer interval,
  p_except uuid
)
returns table (table_id integer, start_time time, end_time time)
language sql
stable
set search_path = ''
as $$
  select o.table_id, coalesce(r.start_time, h.start_time), coalesce(r.end_time, h.end_time)
  from public.reservation_tables o
  left join public.reservations r on r.id = o.reservation_id
  left join public.hire_inquiries h on h.id = o.hire_id
  where o.table_id = any (p_table_ids) and o.reservation_id is distinct from p_except
    and tstzrange(o.starts_at, o.ends_at, '[)') && tstzrange(p_starts - p_buffer, p_ends + p_buffer, '[)')
  order by o.starts_at, o.table_id
  limit 1
$$;

-- Only its owner calls it: the booking functions run as owner (security definer).
revoke all on function private.table_in_the_way(integer[], timestamptz, timestamptz, interval, uuid) from public, anon, authenticated;

-- Why: the tables a space takes: those of its plan areas in the deployed plan (none for the Rappen).
create or replace function private.hire_tables(p_space_id text)
returns integer[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct (t ->> 'id')::integer order by (t ->> 'id')::integer), '{}')
  from public.hire_spaces s
  cross join public.table_plan_deployments d
  cross join jsonb_array_elements(d.table_data) t
  where s.id = p_space_id
    and d.version = (select max(x.version) from public.table_plan_deployments x)
    and t ->> 'area' = any (s.plan_areas)
$$;

revoke all on function private.hire_tables(text) from public, anon, authenticated;

-- Why: accepting an offer holds the space's tables over the evening's span (its start to its end,
-- past midnight when the end is not after the start); leaving the held states frees them. The
-- tables are claimed as every booking claims them (the same advisory locks in ascending order),
-- then the exclusion constraint is the last guard. The bookings the owner saw and kept when sending
-- the offer (made before the inquiry's last change, the offer) keep their tables; a booking made
-- since is in the way, and the accept is refused whole ('taken'). Only an update holds: an inquiry
-- is inserted 'neu'.
create or replace function private.sync_hire_tables()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_held boolean := new.status in ('angenommen', 'bestaetigt');
  v_was_held boolean := tg_op = 'UPDATE' and old.status in ('angenommen', 'bestaetigt');
  v_tables integer[];
  v_starts timestamptz;
  v_ends timestamptz;
  v_id integer;
begin
  if v_held = v_was_held then
    return null;
  end if;
  delete from public.reservation_tables where hire_id = new.id;
  if not v_held then
    return null;
  end if;
  v_tables := private.hire_tables(new.space_id);
  v_starts := (new.date + new.start_time) at time zone 'Europe/Berlin';
  v_ends := (new.date + new.end_time + case when new.end_time <= new.start_time then interval '1 day'
                                            else interval '0' end) at time zone 'Europe/Berlin';
  for v_id in select t from unnest(v_tables) t order by t loop
    perform pg_advisory_xact_lock(private.lock_key('table'), v_id);
  end loop;
  if exists (
    select from public.reservation_tables o
    join public.reservations r on r.id = o.reservation_id
    where o.table_id = any (v_tables) and r.created_at > old.updated_at
      and tstzrange(o.starts_at, o.buffer_end, '[)') && tstzrange(v_starts, v_ends, '[)')
  ) then
    raise exception using errcode = '22023', message = 'taken';
  end if;
  insert into public.reservation_tables (hire_id, table_id, starts_at, ends_at, buffer_start, buffer_end)
  select new.id, t, v_starts, v_ends, v_starts, v_ends
  from unnest(v_tables) t
  where not exists (
    select from public.reservation_tables o
    where o.table_id = t and tstzrange(o.starts_at, o.buffer_end, '[)') && tstzrange(v_starts, v_ends, '[)'));
  return null;
end
$$;

revoke all on function private.sync_hire_tables() from public, anon, authenticated;

create trigger hire_inquiries_tables
  after insert or update of status on public.hire_inquiries
  for each row execute function private.sync_hire_tables();
