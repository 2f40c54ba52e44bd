-- Why: the booking rules staff may change without a release (docs/booking.md#settings-and-defaults "Business settings").
-- A single row; the check constraints repeat the bounds of the settings dialog (docs/booking.md#settings-and-defaults), so no
-- client can store a value the booking rules cannot handle.
create table public.business_settings (
  id boolean primary key default true check (id),
  buffer_time integer not null default 30 check (buffer_time between 0 and 120),
  open_time time not null default '19:30',
  close_time time not null default '00:00',
  max_reservation_duration integer not null default 270
    check (max_reservation_duration between 60 and 480 and max_reservation_duration % 30 = 0),
  admin_email text check (admin_email is null or admin_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  updated_at timestamptz not null default now()
);

comment on table public.business_settings is 'Staff-editable booking rules; exactly one row.';

alter table public.business_settings enable row level security;
-- Supabase grants every new table to the API roles by default; access is granted explicitly instead.
revoke all on table public.business_settings from anon, authenticated;

insert into public.business_settings default values;

-- Why: guests need the booking rules to offer slots, but not the admin e-mail. Runs as owner
-- (security definer) with an empty search_path, so no caller can redirect its lookups.
create function public.booking_rules()
returns table (buffer_time integer, open_time time, close_time time, max_reservation_duration integer)
language sql
stable
security definer
set search_path = ''
as $$
  select s.buffer_time, s.open_time, s.close_time, s.max_reservation_duration
  from public.business_settings s
$$;

revoke all on function public.booking_rules() from public;
grant execute on function public.booking_rules() to anon, authenticated;
