-- Why: the forms' e-mail rule was copied into seven check constraints and the control-character
-- rule into eight checks of guest text. Domains hold each rule once (supabase/schemas/06_guest_text.sql);
-- each constraint keeps its name and casts its columns to the domain, so the cast is the check.
-- Constraints that were NOT VALID stay so: a row stored before a rule was this strict is kept.
create domain public.email_address as text check (
  char_length(value) <= 254
  and value ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
);

create domain public.single_line_text as text
  check (value !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]');

create domain public.multi_line_text as text
  check (value !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]');

alter table public.staff_accounts
  drop constraint staff_accounts_email_check,
  add constraint staff_accounts_email_check check (
    email = lower(email) and email::public.email_address = email
  ) not valid;

alter table public.business_settings
  drop constraint business_settings_venue_inbox_check,
  add constraint business_settings_venue_inbox_check check (venue_inbox::public.email_address = venue_inbox),
  drop constraint business_settings_guest_email_check,
  add constraint business_settings_guest_email_check check (guest_email::public.email_address = guest_email);

alter table public.business_settings
  drop constraint business_settings_admin_email_check,
  add constraint business_settings_admin_email_check check (
    admin_email::public.email_address = admin_email
  ) not valid;

alter table public.reservations
  drop constraint reservations_customer_email_check,
  add constraint reservations_customer_email_check check (
    customer_email::public.email_address = customer_email
  ) not valid,
  drop constraint reservations_plain_text_check,
  add constraint reservations_plain_text_check check (
    customer_name::public.single_line_text = customer_name
    and customer_phone::public.single_line_text = customer_phone
    and special_requests::public.multi_line_text = special_requests
  ) not valid;

alter table public.waitlist_entries
  drop constraint waitlist_entries_email_check,
  add constraint waitlist_entries_email_check check (customer_email::public.email_address = customer_email),
  drop constraint waitlist_entries_plain_text,
  add constraint waitlist_entries_plain_text check (
    customer_name::public.single_line_text = customer_name
    and customer_phone::public.single_line_text = customer_phone
  );

alter table public.team_signups
  drop constraint team_signups_email_check,
  add constraint team_signups_email_check check (email::public.email_address = email),
  drop constraint team_signups_plain_text,
  add constraint team_signups_plain_text check (
    team_name::public.single_line_text = team_name
    and contact_name::public.single_line_text = contact_name
    and phone::public.single_line_text = phone
  );
