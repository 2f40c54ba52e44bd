-- Why: bookings get a reminder before the evening (docs/booking.md#the-reminder); staff set how many
-- hours before (0: none) in the settings dialog. The bound is the dialog's.
alter table public.business_settings
  add column reminder_hours integer not null default 24 check (reminder_hours between 0 and 72);
