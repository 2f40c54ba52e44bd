-- Why: dated exceptions of the week (docs/booking.md#bookable-days): the same fields as a
-- weekday's rule, so a date can be closed (a holiday, a private event) or opened on a weekday that
-- is normally closed, with its own reason (the text guests see) and times, or made a team night
-- (`teams`). Staff manage them.
create table public.schedule_exceptions (
  date date primary key,
  reason text check (reason is null or char_length(reason) <= 200),
  created_at timestamptz not null default now(),
  bookable boolean not null default false,
  whatsapp boolean not null default false,
  from_time time check (from_time is null or extract(second from from_time) = 0),
  until_time time check (until_time is null or extract(second from until_time) = 0),
  constraint schedule_exceptions_times_paired check ((from_time is null) = (until_time is null)),
  constraint schedule_exceptions_times_differ check (from_time is null or from_time <> until_time),
  teams jsonb,
  -- A team night's limits (public.team_limits).
  constraint schedule_exceptions_teams_valid check (teams::public.team_limits = teams),
  constraint schedule_exceptions_team_night check (teams is null or (not bookable and not whatsapp))
);

comment on table public.schedule_exceptions is 'Dated exceptions of the bookable week: a date closed or opened, set by staff.';

alter table public.schedule_exceptions enable row level security;
revoke all on table public.schedule_exceptions from anon, authenticated;
grant select, insert, update, delete on table public.schedule_exceptions to authenticated;

create policy "Staff can read dated exceptions"
  on public.schedule_exceptions for select
  to authenticated
  using (public.is_staff());

create policy "The owner can manage dated exceptions"
  on public.schedule_exceptions for all
  to authenticated
  using (public.is_owner())
  with check (public.is_owner());
