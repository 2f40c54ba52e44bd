-- Why: staff close the pub on special days (holidays, private events) beyond the weekly rest days;
-- guests then see 'Restaurant geschlossen' and cannot book (docs/booking.md#bookable-days "Blocked-day overlays").
create table public.closed_dates (
  date date primary key,
  reason text check (reason is null or char_length(reason) <= 200),
  created_at timestamptz not null default now()
);

comment on table public.closed_dates is 'Special days without table booking, set by staff.';

alter table public.closed_dates enable row level security;
revoke all on table public.closed_dates from anon, authenticated;
grant select, insert, update, delete on table public.closed_dates to authenticated;

create policy "Staff can manage closed dates"
  on public.closed_dates for all
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

-- Why: guests learn which days are closed, not why (the reason is for staff).
create function public.closed_days(p_from date, p_to date)
returns setof date
language sql
stable
security definer
set search_path = ''
as $$
  select c.date from public.closed_dates c where c.date between p_from and p_to order by c.date
$$;

revoke all on function public.closed_days(date, date) from public;
grant execute on function public.closed_days(date, date) to anon, authenticated;
