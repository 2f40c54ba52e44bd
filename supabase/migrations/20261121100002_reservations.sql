-- Why: the guests' table reservations (docs/data.md#tables "Reservation"). Times are Berlin wall-clock
-- (`date`, `start_time`, `end_time`; end 00:00 is midnight of the next day) and the instants they
-- stand for (`starts_at`, `ends_at`); `buffer_start`/`buffer_end` are the reservation widened by
-- the buffer time in force when it was made. The exclusion constraint blocks each active
-- reservation's table from its start until `buffer_end`, so two active reservations of one table
-- keep at least the buffer between them whatever the concurrency: a double booking cannot be stored.
create table public.reservations (
  id uuid primary key default gen_random_uuid(),
  date date not null,
  start_time time not null,
  end_time time not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  buffer_start timestamptz not null,
  buffer_end timestamptz not null,
  table_id integer not null check (table_id >= 1),
  table_capacity integer not null check (table_capacity >= 1),
  guest_count integer not null,
  customer_name text not null check (char_length(btrim(customer_name)) between 1 and 100),
  customer_email text not null
    check (char_length(customer_email) <= 254 and customer_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  customer_phone text check (customer_phone is null or char_length(customer_phone) <= 40),
  special_requests text check (special_requests is null or char_length(special_requests) <= 1000),
  status text not null default 'active' check (status in ('active', 'cancelled')),
  created_at timestamptz not null default now(),
  -- sha256 of the secret in the guest's cancel link; the secret itself is never stored here.
  cancel_token_hash bytea unique,
  constraint reservations_times_in_order
    check (starts_at < ends_at and buffer_start <= starts_at and ends_at <= buffer_end),
  -- At least half the seats (rounded up), at most all of them (docs/booking.md#guests).
  constraint reservations_guest_bounds
    check (guest_count between (table_capacity + 1) / 2 and table_capacity),
  constraint reservations_no_double_booking
    exclude using gist (table_id with =, tstzrange(starts_at, buffer_end, '[)') with &&)
    where (status = 'active')
);

comment on table public.reservations is 'Table reservations of guests; personal data, staff only.';

create index reservations_date on public.reservations (date);
create index reservations_ends_at on public.reservations (ends_at);

alter table public.reservations enable row level security;
-- Guests never touch rows directly: they book through public.book_table() and read times only
-- through public.table_availability().
revoke all on table public.reservations from anon, authenticated;
grant select, update, delete on table public.reservations to authenticated;

create policy "Staff can read reservations"
  on public.reservations for select
  to authenticated
  using (public.is_staff());

create policy "Staff can update reservations"
  on public.reservations for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "Staff can delete reservations"
  on public.reservations for delete
  to authenticated
  using (public.is_staff());

-- Why: the plan shows guests which tables are taken when, without names or addresses.
create function public.table_availability(p_date date)
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
  select r.table_id, r.starts_at, r.ends_at, r.buffer_start, r.buffer_end
  from public.reservations r
  where r.date = p_date and r.status = 'active'
  order by r.table_id, r.starts_at
$$;

revoke all on function public.table_availability(date) from public;
grant execute on function public.table_availability(date) to anon, authenticated;
