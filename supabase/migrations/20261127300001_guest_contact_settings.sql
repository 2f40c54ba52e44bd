-- Why: what reaches a guest's inbox is the owner's decision, not content an editor can change
-- (docs/roles.md#what-editors-cannot-reach). The phone and the e-mail address the guest mails, their
-- calendar files and the API's 'too late' answer tell guests to use move from the venue content into
-- the owner's settings, with the content's values of today; the pages keep showing the content's.
-- The phone holds digits, spaces and + ( ) / - only, so no line break or control character.
alter table public.business_settings
  add column guest_phone text not null default '07121 123456' check (
    guest_phone ~ '^\+?[0-9 ()/-]{3,39}$'
    and guest_phone ~ '[0-9].*[0-9].*[0-9]'
    and guest_phone = btrim(guest_phone)
  ),
  add column guest_email text not null default 'info@irishpub-reutlingen.de' check (
    char_length(guest_email) <= 254
    and guest_email ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  );

comment on column public.business_settings.guest_phone is 'Owner only: the phone guests are told to call in every mail to them and in the API''s answers.';
comment on column public.business_settings.guest_email is 'Owner only: the e-mail address guests are told to write to in every mail to them.';
