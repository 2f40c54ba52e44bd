-- Why: where guest data goes is the owner's decision, not content an editor can change
-- (docs/roles.md#what-editors-cannot-reach). The venue inbox (booking notices, contact requests,
-- the guests' replies) and the sender of every mail move from the content file 'Betreiber' into the
-- owner's settings; the second staff address is the existing `admin_email`, which gets the address
-- the content file held. The environment (MAIL_VENUE_TO, MAIL_STAFF_TO, MAIL_FROM) still wins.
alter table public.business_settings
  add column venue_inbox text not null default 'info@irishpub-reutlingen.de' check (
    char_length(venue_inbox) <= 254
    and venue_inbox ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  ),
  add column mail_from text not null default 'Irish Pub Reutlingen <reservierung@irishpub-reutlingen.de>' check (
    char_length(mail_from) <= 200
    and mail_from ~ '^(?:[^<>"\r\n]{1,100} <[^<>\s]+@[^<>\s]+\.[A-Za-z]{2,}>|[^<>\s"]+@[^<>\s]+\.[A-Za-z]{2,})$'
  );

comment on column public.business_settings.venue_inbox is 'Owner only: booking notices, contact requests and guests'' replies go here.';
comment on column public.business_settings.mail_from is 'Owner only: the sender of every mail, "Name <address>" or an address.';
comment on column public.business_settings.admin_email is 'Owner only: the second address of booking notices (none when null).';

alter table public.business_settings alter column admin_email set default 'team@irishpub-reutlingen.de';
update public.business_settings set admin_email = 'team@irishpub-reutlingen.de' where admin_email is null;
