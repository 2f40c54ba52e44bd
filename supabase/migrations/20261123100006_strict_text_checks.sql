-- Why: the database refuses what every form refuses (src/domain/text.ts), so no writer can store
-- more: e-mail addresses follow the one pattern of the forms (zod's e-mail pattern, at most 254
-- characters), and the guest's free text holds no control characters or bidi controls (special
-- requests may keep line breaks and tabs). NOT VALID: rows written before stay (reservations are
-- deleted within a day anyway); every new or changed row is checked.
alter table public.reservations drop constraint reservations_customer_email_check;
alter table public.reservations add constraint reservations_customer_email_check check (
  char_length(customer_email) <= 254
  and customer_email ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
) not valid;

alter table public.reservations add constraint reservations_plain_text_check check (
  customer_name !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'
  and (customer_phone is null or customer_phone !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]')
  and (special_requests is null
       or special_requests !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]')
) not valid;

alter table public.business_settings drop constraint business_settings_admin_email_check;
alter table public.business_settings add constraint business_settings_admin_email_check check (
  admin_email is null or (
    char_length(admin_email) <= 254
    and admin_email ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  )
) not valid;

alter table public.staff_accounts drop constraint staff_accounts_email_check;
alter table public.staff_accounts add constraint staff_accounts_email_check check (
  email = lower(email) and char_length(email) <= 254
  and email ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
) not valid;
