-- Why: the grid of start times (15, 30 or 60 minutes) and the end of a booking that names none
-- (23:00) are settings of the week (docs/booking.md#bookable-days), not constants of the code.
alter table public.business_settings
  add column slot_minutes integer not null default 30 check (slot_minutes in (15, 30, 60)),
  add column default_end_time time not null default '23:00'
    check (extract(second from default_end_time) = 0);

-- Guests read the new settings with the others.
drop function public.booking_rules();
create function public.booking_rules()
returns table (
  buffer_time integer, open_time time, close_time time, max_reservation_duration integer,
  booking_horizon_days integer, slot_minutes integer, default_end_time time
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.buffer_time, s.open_time, s.close_time, s.max_reservation_duration, s.booking_horizon_days,
         s.slot_minutes, s.default_end_time
  from public.business_settings s
$$;

revoke all on function public.booking_rules() from public, anon, authenticated;
grant execute on function public.booking_rules() to anon;
