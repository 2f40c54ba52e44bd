-- Why: the booking rules staff may change without a release (docs/booking.md#settings-and-defaults).
-- A single row; the check constraints repeat the bounds of the settings dialog, so no client can
-- store a value the booking rules cannot handle. Staff read and update it (the API never inserts
-- or deletes the row); guests read the rules only through booking_rules().
create table public.business_settings (
  id boolean primary key default true check (id),
  buffer_time integer not null default 30 check (buffer_time between 0 and 120),
  open_time time not null default '19:30',
  close_time time not null default '00:00',
  max_reservation_duration integer not null default 270
    check (max_reservation_duration between 60 and 480 and max_reservation_duration % 30 = 0),
  admin_email text default 'team@irishpub-reutlingen.de',
  updated_at timestamptz not null default now(),
  booking_horizon_days integer not null default 90 check (booking_horizon_days between 1 and 365),
  slot_minutes integer not null default 30 check (slot_minutes in (15, 30, 60)),
  default_end_time time not null default '23:00'
    check (extract(second from default_end_time) = 0),
  -- Hours before its start a booking's reminder goes out; 0: no reminders (docs/booking.md#the-reminder).
  reminder_hours integer not null default 24 check (reminder_hours between 0 and 72),
  -- Minutes a freed table is held for a waiting guest before it goes to the next (docs/booking.md#the-waitlist).
  offer_minutes integer not null default 30 check (offer_minutes between 5 and 240),
  -- Where guest data goes is the owner's decision, never the content's (docs/roles.md#what-editors-cannot-reach);
  -- the environment (MAIL_VENUE_TO, MAIL_FROM) still wins.
  venue_inbox text not null default 'info@irishpub-reutlingen.de' check (venue_inbox::public.email_address = venue_inbox),
  mail_from text not null default 'Irish Pub Reutlingen <reservierung@irishpub-reutlingen.de>' check (
    char_length(mail_from) <= 200
    and mail_from ~ '^(?:[^<>"\r\n]{1,100} <[^<>\s]+@[^<>\s]+\.[A-Za-z]{2,}>|[^<>\s"]+@[^<>\s]+\.[A-Za-z]{2,})$'
  ),
  -- What reaches a guest's inbox is the owner's too: the phone and the e-mail address the guest mails
  -- and the API's 'too late' answer name; the pages show the content's. The phone holds digits,
  -- spaces and + ( ) / - only, so no line break or control character.
  guest_phone text not null default '07121 123456' check (
    guest_phone ~ '^\+?[0-9 ()/-]{3,39}$'
    and guest_phone ~ '[0-9].*[0-9].*[0-9]'
    and guest_phone = btrim(guest_phone)
  ),
  guest_email text not null default 'info@irishpub-reutlingen.de' check (guest_email::public.email_address = guest_email),
  -- Where a hire's deposit goes (docs/hire.md#the-deposit): the owner's alone, never content. The
  -- IBAN's form is checked here, its checksum by the API; the holder fits the GiroCode (70 characters).
  hire_account_holder text check (
    hire_account_holder is null
    or (char_length(btrim(hire_account_holder)) between 2 and 70
        and hire_account_holder::public.single_line_text = hire_account_holder)
  ),
  hire_iban text check (hire_iban is null or hire_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  hire_bic text check (hire_bic is null or hire_bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  -- The deposit an offer proposes, in percent of its total, and the days after accepting by which it
  -- is due (one reminder then).
  hire_deposit_percent integer not null default 30 check (hire_deposit_percent between 0 and 100),
  hire_deposit_days integer not null default 7 check (hire_deposit_days between 1 and 60)
);

comment on table public.business_settings is 'Staff-editable booking rules; exactly one row.';
comment on column public.business_settings.venue_inbox is 'Owner only: booking notices, contact requests and guests'' replies go here.';
comment on column public.business_settings.mail_from is 'Owner only: the sender of every mail, "Name <address>" or an address.';
comment on column public.business_settings.admin_email is 'Owner only: the second address of booking notices (none when null).';
comment on column public.business_settings.guest_phone is 'Owner only: the phone guests are told to call in every mail to them and in the API''s answers.';
comment on column public.business_settings.guest_email is 'Owner only: the e-mail address guests are told to write to in every mail to them.';
comment on column public.business_settings.hire_iban is 'Owner only: the account a hire''s deposit is paid to (with hire_account_holder and hire_bic).';

-- The one e-mail rule of the forms (supabase/schemas/06_guest_text.sql). NOT VALID: an address
-- stored before the rule was this strict is kept; every change is checked.
alter table public.business_settings add constraint business_settings_admin_email_check check (
  admin_email::public.email_address = admin_email
) not valid;

alter table public.business_settings enable row level security;
revoke all on table public.business_settings from anon, authenticated;
grant select, update on table public.business_settings to authenticated;

create policy "Staff can read business settings"
  on public.business_settings for select
  to authenticated
  using (public.is_staff());

create policy "The owner can change business settings"
  on public.business_settings for update
  to authenticated
  using (public.is_owner())
  with check (public.is_owner());


insert into public.business_settings default values;

-- Why: guests need the booking rules to offer slots, but not the admin e-mail; staff place walk-ins
-- in the evening the same rules describe. Runs as owner (security definer) with an empty
-- search_path, so no caller can redirect its lookups.
create or replace function public.booking_rules()
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
grant execute on function public.booking_rules() to anon, authenticated;
