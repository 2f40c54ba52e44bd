-- Why: a freed table is held for a waiting guest for a while, then goes to the next
-- (docs/booking.md#the-waitlist); staff set how long in the settings dialog.
alter table public.business_settings
  add column offer_minutes integer not null default 30 check (offer_minutes between 5 and 240);
