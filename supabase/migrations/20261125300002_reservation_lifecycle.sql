-- Why: a booking lives until the evening (docs/booking.md#the-reminder): the guest or staff confirm
-- it, a reminder goes out once per start and staff see when it was delivered. Two new mails: the
-- reminder to the guest, and the venue's notice when a guest changes their booking online.
alter table public.reservations
  -- When the guest (the 'Ich komme' button) or staff (the guest called) confirmed the booking.
  add column confirmed_at timestamptz,
  -- The start the reminder was queued for: one reminder per start (private.queue_due_reminders()).
  add column reminded_for timestamptz,
  -- When the reminder mail was delivered (set by the outbox, private.note_reminder_sent()).
  add column reminder_sent_at timestamptz;

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check check (kind in (
    'reservation-confirmation',  -- docs/mails.md#call-1-confirmation-to-the-guest, to the guest
    'venue-notification',        -- docs/mails.md#call-2-notification-to-staff, to the venue inbox and the staff address
    'reservation-cancelled',     -- docs/mails.md#call-4-cancellation-to-the-guest, to the guest when staff cancel
    'guest-cancellation-notice', -- to the venue when a guest cancels through the mail link
    'reservation-changed',       -- docs/mails.md#change-to-the-guest, to the guest when staff or the guest change the booking
    'reservation-reminder',      -- docs/mails.md#reminder-to-the-guest, to the guest before the evening
    'guest-change-notice'        -- to the venue when a guest changes their booking online
  ));

-- Why: staff see 'Erinnert, noch nicht bestätigt' only once the reminder reached the provider, not
-- while it waits in the outbox (the provider may be down for a while). Whoever delivers the mail
-- (the Node server, the Edge Function) marks it sent; this notes it on the reservation.
create or replace function private.note_reminder_sent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.reservations r set reminder_sent_at = new.sent_at
  where r.id = new.reservation_id and r.reminded_for = r.starts_at;
  return null;
end
$$;

revoke all on function private.note_reminder_sent() from public, anon, authenticated;

create trigger mail_outbox_reminder_sent
  after update of status on public.mail_outbox
  for each row
  when (new.kind = 'reservation-reminder' and new.status = 'sent' and old.status <> 'sent')
  execute function private.note_reminder_sent();
