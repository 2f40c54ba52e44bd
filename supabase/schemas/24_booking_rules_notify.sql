-- Why: the API keeps guests' availability answers in memory (docs/booking.md#availability-cache).
-- Bookings announce their day on `reservations`; a change of what every day's answer is made of
-- (the settings, the week, a dated exception, the plan) announces itself here, and every API process
-- drops all it kept. The payload is the table's name only.
create or replace function private.notify_booking_rules_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('booking_rules', tg_table_name);
  return null;
end
$$;

revoke all on function private.notify_booking_rules_change() from public, anon, authenticated;

create trigger business_settings_notify
  after insert or update or delete on public.business_settings
  for each statement execute function private.notify_booking_rules_change();

create trigger booking_week_notify
  after insert or update or delete on public.booking_week
  for each statement execute function private.notify_booking_rules_change();

create trigger schedule_exceptions_notify
  after insert or update or delete on public.schedule_exceptions
  for each statement execute function private.notify_booking_rules_change();

create trigger table_plans_notify
  after insert or update or delete on public.table_plans
  for each statement execute function private.notify_booking_rules_change();
